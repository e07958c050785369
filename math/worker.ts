/**
 * Worker protocol: a pure, serializable request/response wrapper around {@link compute} and
 * {@link answerQuestion}, so the server can run the engine off the request thread (a worker pool,
 * e.g. node:worker_threads or a browser Web Worker) without the engine touching any I/O itself:
 *
 * ```ts
 * // server/core/math-worker.ts (node:worker_threads)
 * import { parentPort } from 'node:worker_threads';
 * import { handleWorkerMessage } from '@lemma/math';
 * parentPort!.on('message', (m) => parentPort!.postMessage(handleWorkerMessage(m)));
 * ```
 * The pool should also enforce a hard wall-clock limit (terminate the worker at budget + margin): the engine
 * checks its budget cooperatively, so a pathological input inside a third-party call is still bounded.
 */
import { compute, type ComputeRequest, type ComputeResult } from './compute';
import { answerQuestion } from './router';
import { MathError, type MathErrorDetail } from './errors';
import type { BudgetOptions } from './budget';

export type WorkerRequest =
  | { id: number | string; kind: 'compute'; request: ComputeRequest; budget?: BudgetOptions }
  | { id: number | string; kind: 'question'; question: string; budget?: BudgetOptions };

export type WorkerResponse =
  | { id: number | string; ok: true; result: ComputeResult }
  | {
      id: number | string;
      ok: false;
      error: { errorCode: 'VALIDATION_ERROR' | 'TIMEOUT' | 'UNSUPPORTED'; message: string; detail: MathErrorDetail };
    };

/** Handle one message; never throws. Error codes match the server's JSON error shape (spec §8). */
export function handleWorkerMessage(msg: WorkerRequest): WorkerResponse {
  const id = msg?.id ?? 0;
  try {
    if (msg?.kind === 'question') return { id, ok: true, result: answerQuestion(msg.question, msg.budget) };
    if (msg?.kind === 'compute') return { id, ok: true, result: compute(msg.request, msg.budget) };
    return {
      id,
      ok: false,
      error: { errorCode: 'VALIDATION_ERROR', message: 'Unknown message kind', detail: { reason: 'bad-message' } },
    };
  } catch (e) {
    if (e instanceof MathError) return { id, ok: false, error: { errorCode: e.code, message: e.message, detail: e.detail } };
    return {
      id,
      ok: false,
      error: {
        errorCode: 'UNSUPPORTED',
        message: 'The engine could not handle this input',
        detail: { reason: 'internal-error' },
      },
    };
  }
}
