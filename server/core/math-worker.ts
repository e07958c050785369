/** A math worker thread: runs the engine on messages of the math/worker.ts protocol. */
import { parentPort } from 'node:worker_threads';
import { handleWorkerMessage, type WorkerRequest } from '@lemma/math';

parentPort!.on('message', (m: WorkerRequest) => parentPort!.postMessage(handleWorkerMessage(m)));
