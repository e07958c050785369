/**
 * The math engine off the request thread (issue 3 budgets, issue #12 fair math): a pool of worker
 * threads running math/worker.ts, fed by the fair scheduler (./mathScheduler.ts: per-user round-robin
 * queues, per-user in-flight cap, paid before free, bounded free queue → MathBusyError, deadlines from
 * arrival). A job runs with what is left of its budget as the engine's cooperative budget, plus a hard
 * wall-clock limit: a worker still busy 1 s after the deadline is terminated and replaced, and the
 * caller gets a TIMEOUT MathError.
 */
import { Worker } from 'node:worker_threads';
import {
  MathError,
  handleWorkerMessage,
  type ComputeRequest,
  type ComputeResult,
  type WorkerRequest,
  type WorkerResponse,
} from '@lemma/math';
import type { ComputeOptions, MathEngine } from '@lemma/sdk/server';
import { FairScheduler, SYSTEM_LANE, timeout, type ScheduledJob, type SchedulerLimits } from './mathScheduler';

/** The kernel's math service: {@link MathEngine} plus shutdown and a view of the load. */
export interface MathPool extends MathEngine {
  /** Starts the worker threads (once; a no-op afterwards). The first `compute()` starts them too. */
  start(): void;
  /** Resolves when a worker has loaded the engine (or computations fall back to this thread). */
  ready(): Promise<void>;
  close(): Promise<void>;
  /** Jobs waiting and worker threads (for tests, benchmarks and logs). */
  stats(): { queued: number; workers: number; busy: number };
}

/**
 * Pool size and scheduler limits; a bare number is the worker count with the other limits' defaults.
 * `deferStart`: spawn no worker until `start()` or the first `compute()` (the server starts them after
 * it listens, so that loading the engine in every worker does not compete with its own start).
 */
export type MathPoolOptions = Partial<SchedulerLimits> & { deferStart?: boolean };

interface Slot {
  worker: Worker;
  /** The engine is loaded (the worker said `{ ready: true }`). */
  ready: boolean;
  busy: boolean;
}

interface Payload {
  request: ComputeRequest;
  resolve(r: ComputeResult): void;
}

/** Hard limit past the deadline before a busy worker is terminated. */
const GRACE_MS = 1000;
/** The compiled server (dist/server/main.js, scripts/build-server.mjs) has math-worker.js beside it. */
const COMPILED = import.meta.url.endsWith('.js');
const WORKER_URL = new URL(COMPILED ? './math-worker.js' : './math-worker.ts', import.meta.url);

function spawn(): Worker {
  // Workers inherit the parent's execArgv; add tsx's loader when the parent was not started by tsx (tests).
  const hasTsx = process.execArgv.some((a) => a.includes('tsx'));
  return new Worker(WORKER_URL, { execArgv: hasTsx || COMPILED ? process.execArgv : [...process.execArgv, '--import', 'tsx'] });
}

/** The engine on the calling thread (when worker threads cannot start). */
function computeInline(request: ComputeRequest, budgetMs: number): Promise<ComputeResult> {
  const r = handleWorkerMessage({ id: 0, kind: 'compute', request, budget: { timeMs: budgetMs } });
  return r.ok ? Promise.resolve(r.result) : Promise.reject(new MathError(r.error.errorCode, r.error.message, r.error.detail));
}

/**
 * Starts the pool. Defaults: 2 workers, 1 computation in flight per user, 256 free jobs queued in all,
 * 8 per user (the server passes `mathLimits(config)`).
 */
export function createMathPool(options: number | MathPoolOptions = {}): MathPool {
  const o = typeof options === 'number' ? { workers: options } : options;
  const workers = Math.max(1, o.workers ?? 2);
  const limits: SchedulerLimits = {
    workers,
    perUserInFlight: o.perUserInFlight ?? Math.max(1, Math.floor(workers / 2)),
    maxQueued: o.maxQueued ?? 256,
    maxQueuedPerUser: o.maxQueuedPerUser ?? 8,
  };
  const scheduler = new FairScheduler<Payload>(limits);
  // Until the first worker has loaded the engine, deadlines do not run (start-up is not queueing).
  scheduler.hold();
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;
  /** Set when worker threads cannot start here (e.g. a runtime without the TS loader): compute inline. */
  let inline = false;
  let started = false;
  let markReady!: () => void;
  const ready = new Promise<void>((r) => (markReady = r));

  const run = (slot: Slot, job: ScheduledJob<Payload>) => {
    const started = Date.now();
    const remaining = job.deadline - started;
    if (remaining <= 0) {
      scheduler.done(job);
      return job.fail(timeout());
    }
    const id = nextId++;
    slot.busy = true;
    const finish = () => {
      clearTimeout(timer);
      slot.worker.off('message', onMessage);
      slot.worker.off('error', onError);
      scheduler.done(job, Date.now() - started);
    };
    const replace = () => {
      slots.splice(slots.indexOf(slot), 1);
      if (!closed) addSlot();
    };
    const timer = setTimeout(() => {
      // Hard limit: the worker is stuck past its budget. Replace it.
      finish();
      slot.worker.removeAllListeners();
      void slot.worker.terminate();
      replace();
      job.fail(timeout());
      pump();
    }, remaining + GRACE_MS);
    const onMessage = (r: WorkerResponse) => {
      if (r.id !== id) return;
      finish();
      slot.busy = false;
      if (r.ok) job.payload.resolve(r.result);
      else job.fail(new MathError(r.error.errorCode, r.error.message, r.error.detail));
      pump();
    };
    const onError = (err: Error) => {
      finish();
      replace();
      job.fail(err);
      pump();
    };
    slot.worker.on('message', onMessage);
    slot.worker.once('error', onError);
    const msg: WorkerRequest = { id, kind: 'compute', request: job.payload.request, budget: { timeMs: remaining } };
    slot.worker.postMessage(msg);
  };

  /** Hands queued jobs to idle workers, in the scheduler's order. */
  const pump = () => {
    for (const slot of slots) {
      while (slot.ready && !slot.busy) {
        const job = scheduler.take();
        if (!job) return;
        run(slot, job); // a job already past its deadline fails here and the slot stays idle
      }
    }
  };

  const addSlot = () => {
    const worker = spawn();
    worker.unref();
    const slot: Slot = { worker, ready: false, busy: false };
    slots.push(slot);
    worker.once('message', () => {
      slot.ready = true;
      scheduler.release();
      markReady();
      pump();
    });
    worker.once('error', (err) => {
      if (slot.busy) return; // a job's own handler deals with it
      console.warn(`math worker could not start (${(err as Error).message}); computing on the main thread`);
      inline = true;
      slots.splice(slots.indexOf(slot), 1);
      scheduler.release();
      markReady();
      for (let j = scheduler.take(); j; j = scheduler.take()) {
        scheduler.done(j);
        computeInline(j.payload.request, Math.max(1, j.deadline - Date.now())).then(j.payload.resolve, j.fail);
      }
    });
  };
  const start = () => {
    if (started || closed) return;
    started = true;
    // All at once: a worker still loading the engine when a flood arrives would leave the others' computations
    // waiting behind it (plugins/calculator/server/fairness.test.ts).
    for (let i = 0; i < workers; i++) addSlot();
  };
  if (!o.deferStart) start();

  return {
    start,
    ready: () => ready,
    compute(request, budgetMs, opts: ComputeOptions = {}) {
      if (closed) return Promise.reject(new Error('The math pool is closed'));
      start();
      if (inline) return computeInline(request, budgetMs);
      return new Promise<ComputeResult>((resolve, reject) => {
        const key = opts.userId === undefined ? SYSTEM_LANE : String(opts.userId);
        scheduler.push({
          key,
          priority: opts.priority ?? 'paid',
          deadline: Date.now() + budgetMs,
          budgetMs,
          payload: { request, resolve },
          fail: reject,
        });
        pump();
      });
    },
    stats: () => ({ queued: scheduler.queued, workers: slots.length, busy: slots.filter((s) => s.busy).length }),
    async close() {
      closed = true;
      markReady();
      scheduler.drain(new Error('The math pool is closed'));
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}
