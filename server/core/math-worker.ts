/**
 * A math worker thread: runs the engine on messages of the math/worker.ts protocol. Once the engine
 * is loaded it posts `{ ready: true }` (the pool sends no job before that, so loading time is not
 * charged to any job's budget).
 */
import { parentPort } from 'node:worker_threads';
import { handleWorkerMessage, type WorkerRequest } from '@lemma/math';

parentPort!.on('message', (m: WorkerRequest) => parentPort!.postMessage(handleWorkerMessage(m)));
parentPort!.postMessage({ ready: true });
