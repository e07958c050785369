/**
 * `npm run bench:api` (issue #12 point 5): the real server and a bare Fastify hello, started in the
 * same run, each in its own process. For GET /api/session/all/en, GET /api/balance/info,
 * GET /api/user/info and POST /api/calculator/compute (trivial) it prints req/s at 100 connections as a
 * ratio of the hello's and the p99 latency; for an Ask, the time from the question to its answer.
 * Runs on the embedded PGlite, then on PostgreSQL: DATABASE_URL when set, else a throwaway cluster of the
 * installed PostgreSQL (./postgres.ts; skipped with a note when it is not installed).
 * Targets (issue #12): reads ≥ 20 % of hello on PGlite and ≥ 30 % on PostgreSQL, p99 < 60 ms.
 * Env: BENCH_SECONDS (default 5) per endpoint, BENCH_CONNECTIONS (default 100), BENCH_USERS (default 100),
 * BENCH_SKIP_PGLITE=1 to measure PostgreSQL only, BENCH_SKIP_POSTGRES=1 to measure PGlite only.
 */
import { askAndWait, call, guests, load, startHello, startServer, type LoadResult } from './http';
import { postgresBin, startPostgres } from './postgres';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const USERS = Number(process.env.BENCH_USERS ?? 100);

interface Row {
  name: string;
  result: LoadResult;
  /** A read (the issue's ratio targets apply). */
  read: boolean;
}

/** Gives each user a few sessions (Ask questions; guests have 2 PRO credits a day) so the lists are not empty. */
async function seed(origin: string, tokens: string[]): Promise<void> {
  for (const token of tokens.slice(0, 10)) {
    for (const q of ['2x + 3 = 11', 'derivative of x^3']) {
      const r = await askAndWait(origin, token, q);
      if (r.status !== 'SUCCESS') console.warn(`seed ask "${q}": ${r.status}`);
    }
  }
}

async function runOn(label: string, env: Record<string, string>, hello: { origin: string }): Promise<void> {
  // The rate limit of the free compute route would answer most of a 100-connection flood with 429.
  const server = await startServer({
    CALCULATOR_RATE_LIMIT: '100000000',
    MATH_QUEUE_PER_USER: '1000',
    MATH_QUEUE_MAX: '100000',
    ...env,
  });
  try {
    console.log(`\n== ${label}: ${server.kind}, /api/health after ${server.startMs} ms`);
    const tokens = await guests(server.origin, USERS);
    await seed(server.origin, tokens);
    const opts = { tokens, connections: CONNECTIONS, seconds: SECONDS };
    // Warm-up (JIT, caches, math workers).
    await load(server.origin, '/api/user/info', { ...opts, seconds: 1 });
    await call(server.origin, 'POST', '/api/calculator/compute', {
      token: tokens[0],
      body: { model: 'CALCULATION', input: '2*3' },
    });
    const before = await load(hello.origin, '/hello', { connections: CONNECTIONS, seconds: SECONDS });
    const rows: Row[] = [
      { name: 'GET /api/session/all/en', result: await load(server.origin, '/api/session/all/en', opts), read: true },
      { name: 'GET /api/balance/info', result: await load(server.origin, '/api/balance/info', opts), read: true },
      { name: 'GET /api/user/info', result: await load(server.origin, '/api/user/info', opts), read: true },
      {
        name: 'POST /api/calculator/compute',
        result: await load(server.origin, '/api/calculator/compute', {
          ...opts,
          method: 'POST',
          body: { model: 'CALCULATION', input: '2*3' },
        }),
        read: false,
      },
    ];
    const after = await load(hello.origin, '/hello', { connections: CONNECTIONS, seconds: SECONDS });
    const helloRps = (before.rps + after.rps) / 2;
    const target = label.startsWith('PostgreSQL') ? 0.3 : 0.2;
    console.log(
      `hello: ${helloRps.toFixed(0)} req/s (p99 ${before.p99}/${after.p99} ms)  — ${CONNECTIONS} connections, ${SECONDS} s each, ${USERS} users`,
    );
    console.log(
      'endpoint'.padEnd(32) +
        'req/s'.padStart(8) +
        '  % hello'.padStart(9) +
        '  p50 ms'.padStart(8) +
        '  p99 ms'.padStart(8) +
        '  non-2xx'.padStart(9) +
        '  target',
    );
    for (const r of rows) {
      const ratio = r.result.rps / helloRps;
      const ok = r.read ? ratio >= target && r.result.p99 < 60 : r.result.p99 < 60;
      const goal = r.read ? `≥ ${target * 100} %, p99 < 60 ms` : 'p99 < 60 ms';
      console.log(
        r.name.padEnd(32) +
          r.result.rps.toFixed(0).padStart(8) +
          `${(ratio * 100).toFixed(1)} %`.padStart(9) +
          String(r.result.p50).padStart(8) +
          String(r.result.p99).padStart(8) +
          String(r.result.non2xx + r.result.errors).padStart(9) +
          `  ${ok ? 'met' : 'MISSED'} (${goal})`,
      );
    }
    const asks = [];
    for (const [i, q] of ['solve x^2 - 5x + 6 = 0', 'integrate x e^x'].entries())
      asks.push(await askAndWait(server.origin, tokens[20 + i]!, q));
    console.log(`Ask (question → answer, idle server): ${asks.map((a) => `${a.ms.toFixed(0)} ms ${a.status}`).join(', ')}`);
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  const hello = await startHello();
  try {
    if (process.env.BENCH_SKIP_PGLITE !== '1') await runOn('PGlite (embedded)', { DATABASE_URL: '' }, hello);
    if (process.env.BENCH_SKIP_POSTGRES === '1') return;
    if (process.env.DATABASE_URL) await runOn('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL }, hello);
    else if (postgresBin()) {
      const pg = await startPostgres();
      try {
        await runOn('PostgreSQL (local cluster)', { DATABASE_URL: pg.url }, hello);
      } finally {
        pg.stop();
      }
    } else console.log('\n(PostgreSQL skipped: not installed here; set DATABASE_URL to measure one)');
  } finally {
    await hello.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
