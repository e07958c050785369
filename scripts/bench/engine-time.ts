/**
 * The engine's time against a baseline commit, in the same run (issue #22: "the engine's median time stays within 1.5×
 * of today's"). The core corpus (math/corpus/corpus.json of THIS checkout, so both engines answer the same questions) is
 * graded by this checkout's engine and by the baseline's, alternately, `--rounds` times each (a warm-up pass first in
 * every process); per task kind the medians of the rounds are compared.
 *
 * Run: `node_modules/.bin/tsx scripts/bench/engine-time.ts [--base <commit>] [--rounds 3]` — the baseline is checked out
 * as a git worktree under the system temp folder (node_modules linked from here) and removed afterwards.
 * Default baseline: the commit before the first commit of issue #22 (0ba08ac^).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1]! : dflt;
};
const root = resolve(import.meta.dirname, '../..');
const base = arg('--base', '0ba08ac^');
const rounds = Number(arg('--rounds', '3'));

/** The child: grades the core corpus with the engine of `ROOT`, prints {kind: median ms} as JSON. */
const child = `
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
const { runCorpus } = await import(pathToFileURL(process.env.ROOT + '/math/corpus/grade.ts').href);
const items = JSON.parse(readFileSync(process.env.CORPUS, 'utf8')).problems;
runCorpus(items);
const grades = runCorpus(items);
const out = {};
for (const kind of new Set(grades.map((g) => g.kind))) {
  const ms = grades.filter((g) => g.kind === kind).map((g) => g.ms).sort((a, b) => a - b);
  out[kind] = ms[Math.floor(ms.length / 2)];
}
const all = grades.map((g) => g.ms).sort((a, b) => a - b);
out.ALL = all[Math.floor(all.length / 2)];
console.log(JSON.stringify(out));
`;

const work = mkdtempSync(join(tmpdir(), 'lemma-engine-time-'));
const baseDir = join(work, 'base');
const childFile = join(root, 'scripts/bench/.engine-time-child.mts');
try {
  execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', baseDir, base], { stdio: 'ignore' });
  if (!existsSync(join(baseDir, 'node_modules'))) symlinkSync(join(root, 'node_modules'), join(baseDir, 'node_modules'));
  writeFileSync(childFile, child);
  const tsx = join(root, 'node_modules/.bin/tsx');
  const runs: Record<'base' | 'head', Record<string, number>[]> = { base: [], head: [] };
  for (let r = 0; r < rounds; r++)
    for (const [name, dir] of [
      ['base', baseDir],
      ['head', root],
    ] as const) {
      // run from the checkout itself so that its tsconfig paths (@lemma/*) resolve to its own files
      const res = spawnSync(tsx, [childFile], {
        cwd: dir,
        env: { ...process.env, ROOT: dir, CORPUS: join(root, 'math/corpus/corpus.json') },
        encoding: 'utf8',
      });
      if (res.status !== 0) throw new Error(`${name} failed: ${res.stderr}`);
      runs[name].push(JSON.parse(res.stdout.trim().split('\n').at(-1)!));
    }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`\nEngine time, core corpus, ${base} vs this checkout (median of ${rounds} rounds, ms per question)`);
  console.log(`${'kind'.padEnd(14)}${'base'.padStart(9)}${'head'.padStart(9)}${'ratio'.padStart(8)}`);
  for (const kind of Object.keys(runs.head[0]!)) {
    const b = median(runs.base.map((x) => x[kind] ?? NaN));
    const h = median(runs.head.map((x) => x[kind]!));
    console.log(`${kind.padEnd(14)}${b.toFixed(2).padStart(9)}${h.toFixed(2).padStart(9)}${(h / b).toFixed(2).padStart(8)}`);
  }
} finally {
  rmSync(childFile, { force: true });
  spawnSync('git', ['-C', root, 'worktree', 'remove', '--force', baseDir]);
  rmSync(work, { recursive: true, force: true });
}
