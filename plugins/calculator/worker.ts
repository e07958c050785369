/// <reference lib="webworker" />
/** The instant-preview worker: runs the math engine off the UI thread (math/worker.ts protocol). */
import { handleWorkerMessage, type WorkerRequest } from '@lemma/math';

self.onmessage = (e: MessageEvent<WorkerRequest>) => {
  self.postMessage(handleWorkerMessage(e.data));
};
