/**
 * Durable jobs (issue #12): pg-boss 12 on the app's own database, behind the SDK's `JobQueue`.
 *
 * - PostgreSQL (`DATABASE_URL`): pg-boss opens its own small pool on the same database.
 * - Embedded PGlite: pg-boss runs over the app's PGlite instance through its `fromPglite` adapter
 *   (`backend: 'pglite'`). PGlite is ONE connection: every statement, the app's and pg-boss's, is
 *   queued on it, and an open transaction holds it — so a job is written inside the caller's
 *   transaction through that transaction (`fromDrizzle(tx)`), never through the outer handle
 *   (STACK-NOTES: querying the outer handle inside a transaction deadlocks). Queues are created and
 *   cached at start, so `send()` reads nothing through the outer handle either.
 *
 * Lifecycle: `handle()` registers handlers while plugins load; `start()` (after the plugins) creates
 * the queues, puts back jobs left running by a dead process (PGlite: one process per data directory,
 * so every `active` job at start is an orphan; PostgreSQL: job heartbeats let pg-boss fail a dead
 * instance's jobs), starts the workers, and runs the `pending` sweep (work left PENDING/GENERATING
 * without a queued job is queued again), then every SWEEP_MS. A failed attempt is retried with
 * exponential backoff (JOBS_RETRY_LIMIT, JOBS_RETRY_DELAY_SECONDS); after the last, the handler's
 * `onFailed` marks the work failed and refunds it. See docs/operations.md "Jobs".
 * pg-boss itself is loaded by `start()` (the server starts the queue after it listens: a faster start).
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { ConstructorOptions, JobWithMetadata, PgBoss } from 'pg-boss';
import type { EnqueueOptions, JobHandlerOptions, JobQueue } from '@lemma/sdk/server';

/** The kernel's job queue: the SDK interface plus the app's lifecycle. */
export interface KernelJobQueue extends JobQueue {
  /** Creates the queues, recovers orphans, starts the workers and the sweep. Call once, after the plugins registered their handlers. */
  start(): Promise<void>;
  /** Resolves when no job of a registered kind is queued, waiting for a retry or running (tests). */
  idle(): Promise<void>;
  /** Stops taking jobs and waits up to `graceMs` for running ones; a job still running then is retried by the next start. */
  stop(graceMs?: number): Promise<void>;
  /** Queues again the work left in progress without a queued or running job; returns how many were queued. */
  sweep(): Promise<number>;
}

/** Where the jobs live and how they run (the JOBS_* keys of docs/configuration.md). */
export interface JobQueueOptions {
  log: FastifyBaseLogger;
  /** The embedded database, when the app runs on PGlite (else `url`). */
  pglite?: PGlite;
  /** The PostgreSQL connection string, when not on PGlite. */
  url?: string;
  retryLimit: number;
  retryDelaySeconds: number;
  concurrency: number;
  pollSeconds: number;
  /** PostgreSQL: seconds between a running job's heartbeats; a job silent this long is failed and retried (default 30). */
  heartbeatSeconds?: number;
}

type Handler = (payload: unknown) => Promise<void>;
interface Registration {
  name: string;
  handler: Handler;
  options: JobHandlerOptions<unknown>;
}

/** Every few minutes, work left in progress (a job lost between a commit and its send) is queued again. */
const SWEEP_MS = 120_000;
/** pg-boss schema: its own, next to ours. */
const SCHEMA = 'pgboss';

/**
 * A job's singleton key: its kind and payload as sorted JSON, so the sweep can ask whether the work
 * already has a job ("ask.answer:{"inputId":7}").
 */
export function jobKey(name: string, payload: unknown): string {
  const sorted = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, x]) => [k, sorted(x)]),
        )
      : v;
  return `${name}:${JSON.stringify(sorted(payload))}`;
}

type PgBossModule = typeof import('pg-boss');

function bossOptions(o: JobQueueOptions, { fromPglite }: PgBossModule): ConstructorOptions {
  const common: ConstructorOptions = {
    schema: SCHEMA,
    schedule: false,
    useListenNotify: true,
    monitorVacuum: false,
    reindex: false,
    persistWarnings: false,
  };
  if (o.pglite) return { ...common, db: fromPglite(o.pglite), backend: 'pglite' };
  if (!o.url) throw new Error('createJobQueue: pglite or url is required');
  // Several instances: a dead instance's running jobs are failed (and retried elsewhere) by the supervisor once their
  // heartbeat is older than heartbeatSeconds; supervising that often bounds the wait to about two heartbeats.
  const supervise = Math.min(60, o.heartbeatSeconds ?? 30);
  return {
    ...common,
    connectionString: o.url,
    max: 4,
    application_name: 'lemma-jobs',
    superviseIntervalSeconds: supervise,
    monitorIntervalSeconds: supervise,
  };
}

/**
 * @throws Error from `start()` when pg-boss cannot install or migrate its schema (the app does not start)
 */
export function createJobQueue(o: JobQueueOptions): KernelJobQueue {
  /** pg-boss and its instance, set by start(). */
  let mod!: PgBossModule;
  let boss!: PgBoss;
  const regs = new Map<string, Registration>();
  let started = false;
  /** The queues exist and are cached: a job can be written, in a transaction too. */
  let queuesReady = false;
  let stopping = false;
  let running = 0;
  let sweepTimer: NodeJS.Timeout | null = null;
  let markStarted!: () => void;
  const startedSignal = new Promise<void>((r) => (markStarted = r));
  const sends = new Set<Promise<unknown>>();

  const queueOptions = {
    retryLimit: o.retryLimit,
    retryDelay: o.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 300,
    expireInSeconds: 900,
    deleteAfterSeconds: 86_400,
    ...(o.pglite ? {} : { heartbeatSeconds: o.heartbeatSeconds ?? 30 }),
  };

  const run = async (reg: Registration, job: JobWithMetadata<unknown>) => {
    running++;
    try {
      await reg.handler(job.data);
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      const final = job.retryCount >= job.retryLimit;
      o.log.error(
        { err: error, job: reg.name, attempt: job.retryCount + 1, final },
        final ? 'job failed for good' : 'job failed, will retry',
      );
      if (final && reg.options.onFailed)
        await reg.options
          .onFailed(job.data, error)
          .catch((e: unknown) => o.log.error({ err: e, job: reg.name }, 'job failure handler failed'));
      throw error;
    } finally {
      running--;
    }
  };

  const startQueue = async (reg: Registration) => {
    await boss.createQueue(reg.name, { ...queueOptions, notify: true });
    await boss.updateQueue(reg.name, queueOptions);
    if (o.pglite) await recoverOrphans(boss, o.pglite, reg.name, o.log);
    const work = {
      localConcurrency: 1,
      batchSize: 1,
      includeMetadata: true,
      pollingIntervalSeconds: o.pollSeconds,
      notifyPollingIntervalSeconds: o.pollSeconds,
    } as const;
    // One pg-boss worker per concurrency slot, each told to fetch again as soon as its job ends: pg-boss waits
    // out the poll interval between jobs unless a NOTIFY arrived meanwhile, so a burst of questions queued at
    // once was answered one per slot every JOBS_POLL_SECONDS (bench:api's Ask burst: 200 answers took minutes).
    for (let slot = 0; slot < o.concurrency; slot++) {
      // Its id is known once work() resolves, which may be after its first job started: read it through an object
      // (a `const id = await boss.work(...)` read in the handler would throw before then).
      const slotWorker: { id?: string } = {};
      slotWorker.id = await boss.work<unknown>(reg.name, work, async ([job]) => {
        if (!job) return;
        try {
          await run(reg, job as JobWithMetadata<unknown>);
        } finally {
          if (slotWorker.id) boss.notifyWorker(slotWorker.id);
        }
      });
    }
  };

  const queued = async (name: string, key: string): Promise<boolean> =>
    (await boss.findJobs(name, { key })).some((j) => j.state === 'created' || j.state === 'retry' || j.state === 'active');

  const sweepOne = async (reg: Registration): Promise<number> => {
    if (!reg.options.pending) return 0;
    let n = 0;
    for (const payload of await reg.options.pending()) {
      if (stopping) break;
      if (await queued(reg.name, jobKey(reg.name, payload))) continue;
      await boss.send(reg.name, payload as object, { singletonKey: jobKey(reg.name, payload) });
      n++;
    }
    if (n) o.log.info({ job: reg.name, resumed: n }, 'work left in progress queued again');
    return n;
  };

  const sweep = async () => {
    let n = 0;
    for (const reg of regs.values())
      n += await sweepOne(reg).catch((err: unknown) => (o.log.error({ err, job: reg.name }, 'job sweep failed'), 0));
    return n;
  };

  const pendingCount = async (): Promise<number> => {
    const names = [...regs.keys()];
    const db = boss.getDb();
    const { rows } = await db.executeSql(
      `SELECT count(*)::int AS n FROM ${SCHEMA}.job WHERE name = ANY($1::text[]) AND state < 'completed'`,
      [names],
    );
    return (rows[0] as { n: number }).n;
  };

  return {
    handle(name, handler, options = {}) {
      if (regs.has(name)) throw new Error(`A handler for job ${name} is registered already`);
      const reg: Registration = { name, handler: handler as Handler, options: options as JobHandlerOptions<unknown> };
      regs.set(name, reg);
      if (started) void startQueue(reg).catch((err: unknown) => o.log.error({ err, job: name }, 'job queue could not start'));
    },
    async enqueue(name, payload, opts: EnqueueOptions = {}) {
      // Before start(): a job written in a transaction cannot wait (on PGlite start() needs the connection the
      // transaction holds); the server makes writes wait for start() (server/app.ts), so this is a programming error.
      if (!queuesReady) {
        if (opts.tx) throw new Error(`Job ${name} was queued in a transaction before the job queue started`);
        if (stopping) return;
        await startedSignal;
        if (!queuesReady) return; // stopped before it started: the sweep of the next start queues the work
      }
      const { fromDrizzle } = mod;
      const options = {
        singletonKey: jobKey(name, payload),
        ...(opts.tx ? { db: fromDrizzle(opts.tx as never, sql as never) } : {}),
      };
      if (opts.tx) {
        await boss.send(name, payload as object, options);
        return;
      }
      if (stopping) return;
      const p = boss
        .send(name, payload as object, options)
        .catch((err: unknown) => o.log.error({ err, job: name }, 'job could not be queued (the sweep will queue it again)'));
      sends.add(p);
      await p.finally(() => sends.delete(p));
    },
    async start() {
      mod = await import('pg-boss');
      boss = new mod.PgBoss(bossOptions(o, mod));
      boss.on('error', (err) => o.log.error({ err }, 'job queue error'));
      await boss.start();
      started = true;
      for (const reg of regs.values()) await startQueue(reg);
      queuesReady = true;
      markStarted();
      await sweep();
      sweepTimer = setInterval(() => void sweep(), SWEEP_MS);
      sweepTimer.unref();
    },
    async idle() {
      for (;;) {
        await Promise.all([...sends]);
        if (!running && !sends.size && (!started || stopping || (await pendingCount()) === 0)) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop(graceMs = 10_000) {
      if (stopping) return;
      stopping = true;
      markStarted(); // releases enqueue() calls waiting for a start that will not come
      if (sweepTimer) clearInterval(sweepTimer);
      await Promise.all([...sends]);
      if (started)
        await boss
          .stop({ graceful: true, timeout: graceMs, close: true })
          .catch((err: unknown) => o.log.error({ err }, 'job queue stop failed'));
    },
    sweep,
  };
}

/**
 * PGlite is one process per data directory (server/db/client.ts takes a lock), so a job `active` at
 * start belongs to a process that died: fail it now, which retries it (or ends it when no retry is left).
 */
async function recoverOrphans(boss: PgBoss, pglite: PGlite, name: string, log: FastifyBaseLogger): Promise<void> {
  const { rows } = await pglite.query<{ id: string }>(`SELECT id FROM ${SCHEMA}.job WHERE name = $1 AND state = 'active'`, [
    name,
  ]);
  if (!rows.length) return;
  await boss.fail(
    name,
    rows.map((r) => r.id),
    { message: 'interrupted: the server stopped while this job ran' },
  );
  log.warn({ job: name, jobs: rows.length }, 'jobs interrupted by a stop are retried');
}
