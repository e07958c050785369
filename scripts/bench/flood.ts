/**
 * `npm run bench:flood` (issue #12 point 2): while one guest floods `/api/calculator/compute` with
 * pathological computations (the 20th derivative of a 150-factor product, FLOOD_CONCURRENCY in flight
 * at all times), another user's simple compute (`2*3`, one after another) and another user's Ask are
 * timed. Prints the simple compute's p50/p99 and each Ask's question → answer time.
 * Targets (issue #12): simple compute p99 < 200 ms, Ask answer < 1 s.
 * Env: FLOOD_SECONDS (default 15), FLOOD_CONCURRENCY (default 10), and any server key (MATH_WORKERS, ...).
 */
import { askAndWait, call, guests, startServer } from './http';

const SECONDS = Number(process.env.FLOOD_SECONDS ?? 15);
const CONCURRENCY = Number(process.env.FLOOD_CONCURRENCY ?? 10);
const HEAVY = {
  model: 'DERIVATIVE',
  input: Array.from({ length: 150 }, (_, i) => `(x+${i + 1})`).join('*'),
  derivativeOrder: 20,
};

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

async function main(): Promise<void> {
  // The flood's own rate limit is lifted so the scheduler, not the limiter, meets it.
  const server = await startServer({ CALCULATOR_RATE_LIMIT: '100000' });
  try {
    console.log(`server: ${server.kind}, /api/health after ${server.startMs} ms`);
    const [flooder, user, asker] = await guests(server.origin, 3);
    await call(server.origin, 'POST', '/api/calculator/compute', { token: user, body: { model: 'CALCULATION', input: '1+1' } }); // workers loaded
    const end = Date.now() + SECONDS * 1000;
    const flood = { sent: 0, refused: 0, timedOut: 0 };
    const flooding = Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        flood.sent++;
        const r = await call(server.origin, 'POST', '/api/calculator/compute', { token: flooder, body: HEAVY });
        if (r.status === 429) {
          flood.refused++;
          await new Promise((res) => setTimeout(res, 50));
        } else if (r.status === 400) flood.timedOut++;
      }
    });
    await new Promise((r) => setTimeout(r, 500)); // the flood is in
    const simple: number[] = [];
    const simpleLoop = (async () => {
      while (Date.now() < end) {
        const r = await call(server.origin, 'POST', '/api/calculator/compute', {
          token: user,
          body: { model: 'CALCULATION', input: '2*3' },
        });
        if (r.status !== 200) throw new Error(`simple compute: ${r.status} ${JSON.stringify(r.body)}`);
        simple.push(r.ms);
      }
    })();
    const asks: { ms: number; status: string }[] = [];
    for (const q of ['2x + 3 = 11', 'derivative of x^3']) asks.push(await askAndWait(server.origin, asker!, q, 60_000));
    await Promise.all([simpleLoop, ...flooding]);
    const p99 = pct(simple, 99);
    console.log(
      `flood: ${CONCURRENCY} in flight for ${SECONDS} s — ${flood.sent} sent, ${flood.refused} refused 429, ${flood.timedOut} timed out`,
    );
    console.log(
      `simple compute (another user): ${simple.length} done, p50 ${pct(simple, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...simple).toFixed(1)} ms — target p99 < 200 ms: ${p99 < 200 ? 'met' : 'MISSED'}`,
    );
    for (const a of asks)
      console.log(
        `Ask (another user): ${a.ms.toFixed(0)} ms ${a.status} — target < 1000 ms: ${a.ms < 1000 && a.status === 'SUCCESS' ? 'met' : 'MISSED'}`,
      );
  } finally {
    await server.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
