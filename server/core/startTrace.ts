/**
 * Where a start's time goes (issue #12 "fast start"): `mark(phase)` at the end of each phase records the
 * wall-clock milliseconds since the process began and the CPU milliseconds of the main thread so far
 * (`process.threadCpuUsage`, Node ≥ 23.9 and 22.x backports; the whole process's CPU before that).
 * With `LEMMA_START_TRACE=1` the phases are printed to stderr once the server has started
 * (`npm start` and `node scripts/bench/start.mjs --trace`); otherwise nothing is printed.
 */

interface Mark {
  phase: string;
  wallMs: number;
  cpuMs: number;
}

const marks: Mark[] = [];

function threadCpuMs(): number {
  const p = process as NodeJS.Process & { threadCpuUsage?: () => NodeJS.CpuUsage };
  const u = p.threadCpuUsage ? p.threadCpuUsage() : process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Records the end of `phase` (cheap: two clock reads). */
export function mark(phase: string): void {
  marks.push({ phase, wallMs: performance.now(), cpuMs: threadCpuMs() });
}

/** The phases so far, each with its own wall and CPU milliseconds and the totals at its end. */
export function phases(): { phase: string; wallMs: number; cpuMs: number; atWallMs: number; atCpuMs: number }[] {
  return marks.map((m, i) => ({
    phase: m.phase,
    wallMs: Math.round(m.wallMs - (marks[i - 1]?.wallMs ?? 0)),
    cpuMs: Math.round(m.cpuMs - (marks[i - 1]?.cpuMs ?? 0)),
    atWallMs: Math.round(m.wallMs),
    atCpuMs: Math.round(m.cpuMs),
  }));
}

/** Prints the phases to stderr when `LEMMA_START_TRACE` is set. */
export function report(env: NodeJS.ProcessEnv = process.env): void {
  if (!env.LEMMA_START_TRACE || env.LEMMA_START_TRACE === '0') return;
  const rows = phases().map(
    (p) =>
      `  ${p.phase.padEnd(28)} ${String(p.wallMs).padStart(6)} ms wall ${String(p.cpuMs).padStart(6)} ms cpu   (at ${p.atWallMs} / ${p.atCpuMs})`,
  );
  process.stderr.write(`start phases (main thread):\n${rows.join('\n')}\n`);
}
