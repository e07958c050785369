import { afterEach, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { createJobQueue, type KernelJobQueue } from './jobs';
import { pgliteViews } from '../db/pgliteViews';

const quiet = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => quiet,
} as unknown as FastifyBaseLogger;

const opened: { client: PGlite; jobs: KernelJobQueue }[] = [];
afterEach(async () => {
  for (const { client, jobs } of opened.splice(0)) {
    await jobs.stop(1000);
    await client.close();
  }
});

/** A queue on a fresh in-memory PGlite that polls only every `pollSeconds` (so a test sees whether it waits for the poll). */
async function queue(pollSeconds: number, concurrency = 2) {
  const client = await PGlite.create();
  const views = pgliteViews(client);
  const jobs = createJobQueue({
    log: quiet,
    pglite: views.forJobs,
    retryLimit: 0,
    retryDelaySeconds: 1,
    concurrency,
    pollSeconds,
  });
  opened.push({ client, jobs });
  return { jobs, db: drizzle(views.forDrizzle) };
}

describe('job queue', () => {
  it('works through a burst of jobs without waiting out the poll interval between them', async () => {
    const { jobs } = await queue(60);
    const done: number[] = [];
    jobs.handle<{ n: number }>('test.burst', async ({ n }) => {
      await new Promise((r) => setTimeout(r, 5));
      done.push(n);
    });
    await jobs.start();
    const t0 = Date.now();
    await Promise.all(Array.from({ length: 12 }, (_, n) => jobs.enqueue('test.burst', { n })));
    while (done.length < 12 && Date.now() - t0 < 20_000) await new Promise((r) => setTimeout(r, 20));
    expect(done.sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    // Twelve jobs on two slots polled every 60 s would take minutes if each slot waited for its next poll.
    expect(Date.now() - t0).toBeLessThan(20_000);
  });

  it('before start(): a job in a transaction is refused at once, one without waits and runs after start()', async () => {
    const { jobs, db } = await queue(60);
    const ran: string[] = [];
    jobs.handle<{ id: string }>('test.early', async ({ id }) => void ran.push(id));
    await expect(db.transaction((tx) => jobs.enqueue('test.early', { id: 'tx' }, { tx: tx as never }))).rejects.toThrow(
      /before the job queue started/,
    );
    let queued = false;
    const early = jobs.enqueue('test.early', { id: 'plain' }).then(() => (queued = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(queued).toBe(false);
    await jobs.start();
    await early;
    await jobs.idle();
    expect(ran).toEqual(['plain']);
  });
});
