/**
 * The math engine off the request thread (issue 3, budgets): a small pool of worker threads running
 * math/worker.ts. Each job has the engine's own cooperative budget plus a hard wall-clock limit: a
 * worker still busy at budget + 1 s is terminated and replaced, and the caller gets a TIMEOUT
 * MathError. Jobs wait in a queue when every worker is busy.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { MathError, handleWorkerMessage, type ComputeRequest, type ComputeResult, type WorkerRequest, type WorkerResponse } from '@lemma/math';

export interface MathPool {
  compute(request: ComputeRequest, budgetMs: number): Promise<ComputeResult>;
  close(): Promise<void>;
}

interface Slot {
  worker: Worker;
  busy: boolean;
}

interface Job {
  id: number;
  msg: WorkerRequest;
  budgetMs: number;
  resolve(r: ComputeResult): void;
  reject(e: unknown): void;
}

const WORKER_URL = new URL('./math-worker.ts', import.meta.url);

function spawn(): Worker {
  // Workers inherit the parent's execArgv; add tsx's loader when the parent was not started by tsx (tests).
  const hasTsx = process.execArgv.some((a) => a.includes('tsx'));
  return new Worker(WORKER_URL, { execArgv: hasTsx ? process.execArgv : [...process.execArgv, '--import', 'tsx'] });
}

/** The engine on the calling thread (when worker threads cannot start). */
function computeInline(request: ComputeRequest, budgetMs: number): Promise<ComputeResult> {
  const r = handleWorkerMessage({ id: 0, kind: 'compute', request, budget: { timeMs: budgetMs } });
  return r.ok ? Promise.resolve(r.result) : Promise.reject(new MathError(r.error.errorCode, r.error.message, r.error.detail));
}

export function createMathPool(size = Math.max(1, Math.min(2, availableParallelism() - 1))): MathPool {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  /** Set when worker threads cannot start here (e.g. a runtime without the TS loader): compute inline. */
  let inline = false;

  const run = (slot: Slot, job: Job) => {
    slot.busy = true;
    const timer = setTimeout(() => {
      // Hard limit: the worker is stuck past its budget. Replace it.
      slot.worker.removeAllListeners();
      void slot.worker.terminate();
      slots.splice(slots.indexOf(slot), 1);
      job.reject(new MathError('TIMEOUT', 'The computation took too long', { reason: 'time-budget' } as never));
      if (!closed) addSlot();
      pump();
    }, job.budgetMs + 1000);
    const onMessage = (r: WorkerResponse) => {
      if (r.id !== job.id) return;
      clearTimeout(timer);
      slot.worker.off('message', onMessage);
      slot.worker.off('error', onError);
      slot.busy = false;
      if (r.ok) job.resolve(r.result);
      else job.reject(new MathError(r.error.errorCode, r.error.message, r.error.detail));
      pump();
    };
    const onError = (err: Error) => {
      clearTimeout(timer);
      slots.splice(slots.indexOf(slot), 1);
      job.reject(err);
      if (!closed) addSlot();
      pump();
    };
    slot.worker.on('message', onMessage);
    slot.worker.once('error', onError);
    slot.worker.postMessage(job.msg);
  };

  const pump = () => {
    for (const slot of slots) {
      if (!queue.length) return;
      if (!slot.busy) run(slot, queue.shift()!);
    }
  };

  const addSlot = () => {
    const worker = spawn();
    worker.unref();
    const slot = { worker, busy: false };
    slots.push(slot);
    worker.once('error', (err) => {
      if (slot.busy) return; // a job's own handler deals with it
      console.warn(`math worker could not start (${(err as Error).message}); computing on the main thread`);
      inline = true;
      slots.splice(slots.indexOf(slot), 1);
    });
  };
  for (let i = 0; i < size; i++) addSlot();

  return {
    compute(request, budgetMs) {
      if (closed) return Promise.reject(new Error('The math pool is closed'));
      if (inline) return computeInline(request, budgetMs);
      return new Promise<ComputeResult>((resolve, reject) => {
        const id = nextId++;
        queue.push({ id, budgetMs, msg: { id, kind: 'compute', request, budget: { timeMs: budgetMs } }, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const j of queue.splice(0)) j.reject(new Error('The math pool is closed'));
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}
