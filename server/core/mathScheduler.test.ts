/** The fair math scheduler (issue #12 point 2): round-robin lanes, per-user cap, bounds, deadlines from arrival, priority. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MathBusyError, type MathPriority } from '@lemma/sdk/server';
import { FairScheduler, SYSTEM_LANE, type ScheduledJob } from './mathScheduler';

const limits = { workers: 2, perUserInFlight: 1, maxQueued: 10, maxQueuedPerUser: 4 };
const failures: { name: string; err: unknown }[] = [];

function job(key: string, name: string, opts: { priority?: MathPriority; budgetMs?: number } = {}): ScheduledJob<string> {
  const budgetMs = opts.budgetMs ?? 3000;
  return {
    key,
    priority: opts.priority ?? 'free',
    deadline: Date.now() + budgetMs,
    budgetMs,
    payload: name,
    fail: (err) => failures.push({ name, err }),
  };
}

/** Takes jobs until none may run, finishing each at once (`done`), so caps never bind. */
function order(s: FairScheduler<string>): string[] {
  const out: string[] = [];
  for (let j = s.take(); j; j = s.take()) {
    out.push(j.payload);
    s.done(j);
  }
  return out;
}

beforeEach(() => {
  vi.useFakeTimers();
  failures.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('fair math scheduler', () => {
  it('serves users round-robin, not first-in-first-out', () => {
    const s = new FairScheduler<string>(limits);
    for (let i = 1; i <= 3; i++) s.push(job('flood', `f${i}`));
    s.push(job('alice', 'a1'));
    s.push(job('bob', 'b1'));
    s.push(job('alice', 'a2'));
    expect(order(s)).toEqual(['f1', 'a1', 'b1', 'f2', 'a2', 'f3']);
  });

  it('runs at most perUserInFlight jobs of one user at once, and others meanwhile', () => {
    const s = new FairScheduler<string>(limits);
    s.push(job('flood', 'f1'));
    s.push(job('flood', 'f2'));
    const first = s.take()!;
    expect(first.payload).toBe('f1');
    expect(s.take()).toBeUndefined(); // f2 waits: the flood already has one running
    s.push(job('alice', 'a1'));
    expect(s.take()?.payload).toBe('a1'); // another user goes past the waiting flood
    s.done(first);
    expect(s.take()?.payload).toBe('f2');
  });

  it('has no per-user cap on the system lane (work with no user)', () => {
    const s = new FairScheduler<string>(limits);
    s.push(job(SYSTEM_LANE, 's1', { priority: 'paid' }));
    s.push(job(SYSTEM_LANE, 's2', { priority: 'paid' }));
    expect([s.take()?.payload, s.take()?.payload]).toEqual(['s1', 's2']);
  });

  it('takes every paid job before any free one', () => {
    const s = new FairScheduler<string>(limits);
    s.push(job('alice', 'free1'));
    s.push(job('bob', 'free2'));
    s.push(job('carol', 'paid1', { priority: 'paid' }));
    s.push(job(SYSTEM_LANE, 'paid2', { priority: 'paid' }));
    expect(order(s)).toEqual(['paid1', 'paid2', 'free1', 'free2']);
  });

  it('refuses free jobs beyond the per-user and total bounds with a 429 MathBusyError carrying Retry-After', () => {
    const s = new FairScheduler<string>(limits);
    for (let i = 0; i < 4; i++) s.push(job('flood', `f${i}`));
    let busy: unknown;
    try {
      s.push(job('flood', 'f4'));
    } catch (e) {
      busy = e;
    }
    expect(busy).toBeInstanceOf(MathBusyError);
    expect((busy as MathBusyError).statusCode).toBe(429);
    expect((busy as MathBusyError).errorCode).toBe('RATE_LIMITED');
    expect((busy as MathBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // Other users still get in until the whole free queue is full.
    for (let i = 0; i < 6; i++) s.push(job(`u${i}`, `u${i}`));
    expect(s.queued).toBe(10);
    expect(() => s.push(job('late', 'late'))).toThrow(MathBusyError);
    // Paid work is already paid for: never refused.
    s.push(job('late', 'paid', { priority: 'paid' }));
    expect(s.queued).toBe(11);
  });

  it('counts deadlines from arrival: a job that waits past its budget fails with TIMEOUT without running', () => {
    const s = new FairScheduler<string>(limits);
    s.push(job('flood', 'running'));
    const running = s.take()!;
    s.push(job('flood', 'short', { budgetMs: 500 }));
    s.push(job('flood', 'long', { budgetMs: 5000 }));
    vi.advanceTimersByTime(600);
    expect(failures.map((f) => f.name)).toEqual(['short']);
    expect(failures[0]!.err).toMatchObject({ name: 'MathError', code: 'TIMEOUT' });
    s.done(running);
    expect(order(s)).toEqual(['long']); // 'short' never ran
    expect(s.queued).toBe(0);
  });

  it("holds deadline clocks until the pool is ready (start-up is nobody's queueing)", () => {
    const s = new FairScheduler<string>(limits);
    s.hold();
    s.push(job('a', 'early', { budgetMs: 1000 }));
    vi.advanceTimersByTime(5000);
    s.release();
    vi.advanceTimersByTime(900);
    expect(failures).toEqual([]);
    expect(s.take()?.deadline).toBe(Date.now() + 100);
  });

  it('fails a job that arrives already past its deadline, and drains on close', () => {
    const s = new FairScheduler<string>(limits);
    s.push(job('a', 'late', { budgetMs: 0 }));
    expect(failures.map((f) => f.name)).toEqual(['late']);
    s.push(job('a', 'q1'));
    s.push(job('b', 'q2', { priority: 'paid' }));
    s.drain(new Error('closed'));
    expect(failures.map((f) => f.name).sort()).toEqual(['late', 'q1', 'q2']);
    expect(s.queued).toBe(0);
    expect(s.take()).toBeUndefined();
    // The freed bound admits new free work again.
    for (let i = 0; i < 4; i++) s.push(job('a', `n${i}`));
  });
});
