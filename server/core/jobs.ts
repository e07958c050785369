/**
 * Jobs (answers, later videos): an in-process queue with bounded concurrency, the embedded default
 * of ARCHITECTURE.md (Redis + BullMQ replaces it at scale behind the same interface).
 * Enqueue only after the transaction that created the work has committed (PGlite would deadlock).
 * A job that throws is logged; the handler is responsible for recording the failure on its rows.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '@lemma/sdk/server';

export function createJobQueue(log: FastifyBaseLogger, concurrency = 2): JobQueue & { idle(): Promise<void>; stop(): void } {
  const handlers = new Map<string, (payload: unknown) => Promise<void>>();
  const queue: { name: string; payload: unknown }[] = [];
  let running = 0;
  let stopped = false;
  let waiters: (() => void)[] = [];

  const pump = () => {
    while (!stopped && running < concurrency && queue.length) {
      const job = queue.shift()!;
      const handler = handlers.get(job.name);
      if (!handler) {
        log.error({ job: job.name }, 'no handler for job');
        continue;
      }
      running++;
      void handler(job.payload)
        .catch((err) => log.error({ err, job: job.name }, 'job failed'))
        .finally(() => {
          running--;
          pump();
          if (!running && !queue.length) {
            waiters.forEach((w) => w());
            waiters = [];
          }
        });
    }
  };

  return {
    handle(name, handler) {
      handlers.set(name, handler as (p: unknown) => Promise<void>);
    },
    enqueue(name, payload) {
      if (stopped) return;
      queue.push({ name, payload });
      queueMicrotask(pump);
    },
    idle() {
      return !running && !queue.length ? Promise.resolve() : new Promise((r) => waiters.push(r));
    },
    stop() {
      stopped = true;
      queue.length = 0;
    },
  };
}
