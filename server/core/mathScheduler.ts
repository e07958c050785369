/**
 * The math pool's fair scheduler (issue #12 point 2, "one user can't stall the others"), kept free of
 * worker threads so its rules are unit-tested on their own:
 * - one queue per user (lane), served round-robin across users — not one first-in-first-out queue;
 * - at most `perUserInFlight` jobs of one user on the workers at a time;
 * - priority classes: every queued `paid` job (Ask answers, tutor plans) is taken before any `free`
 *   one (the calculator, previews);
 * - bounded: a `free` job is refused with {@link MathBusyError} (the route answers 429 RATE_LIMITED with
 *   Retry-After) when the user's own queue or the whole free queue is full; `paid` jobs are already
 *   paid for and bounded by the job queue's concurrency, so they are never refused;
 * - deadlines count from arrival: a job whose deadline passes while it waits is failed with a TIMEOUT
 *   MathError by its own timer, without ever running.
 */
import { MathError } from '@lemma/math';
import { MathBusyError, type MathPriority } from '@lemma/sdk/server';

/** One job as the scheduler sees it; `T` is what the pool needs to run it. */
export interface ScheduledJob<T> {
  /** The lane: a user's id as text, or `system` for work with no user. */
  key: string;
  priority: MathPriority;
  /** Arrival time + budget (ms since the epoch): the job must be answered by then. */
  deadline: number;
  /** The budget the deadline was made from (see `release`). */
  budgetMs: number;
  payload: T;
  /** Called once if the job is dropped (deadline passed while queued, pool closed); never after `take`. */
  fail(err: unknown): void;
}

/** Limits of the scheduler (see `mathLimits` in config.ts for the defaults). */
export interface SchedulerLimits {
  /** Jobs of one user running at once (lane `system` has no such limit). */
  perUserInFlight: number;
  /** Free jobs waiting in all lanes together before new ones are refused. */
  maxQueued: number;
  /** Free jobs waiting in one user's lane before that user's new ones are refused. */
  maxQueuedPerUser: number;
  /** Worker count, for the Retry-After estimate. */
  workers: number;
}

/** The lane of work submitted without a user (background jobs): no per-user limit applies. */
export const SYSTEM_LANE = 'system';
const CLASSES: readonly MathPriority[] = ['paid', 'free'];

interface Queued<T> extends ScheduledJob<T> {
  timer: ReturnType<typeof setTimeout> | null;
}

/**
 * Per-user round-robin queues with priority classes, a per-user in-flight cap, bounds and arrival
 * deadlines. `push` queues (or throws), `take` hands out the next runnable job, `done` frees the
 * user's in-flight slot. Not thread-safe by design: it lives on the request thread.
 */
export class FairScheduler<T> {
  /** Per class: lane key → waiting jobs; Map order is the round-robin order (served lanes move to the back). */
  private readonly lanes = new Map<MathPriority, Map<string, Queued<T>[]>>(CLASSES.map((c) => [c, new Map()]));
  private readonly inFlight = new Map<string, number>();
  private queuedFree = 0;
  private held = false;
  /** Running mean of a job's time on a worker (ms), for Retry-After. */
  private meanRunMs = 500;

  constructor(
    private readonly limits: SchedulerLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Jobs waiting (all classes). */
  get queued(): number {
    let n = 0;
    for (const lanes of this.lanes.values()) for (const q of lanes.values()) n += q.length;
    return n;
  }

  /** Jobs of `key` on the workers now. */
  running(key: string): number {
    return this.inFlight.get(key) ?? 0;
  }

  /**
   * Queues a job. A job already past its deadline fails at once (TIMEOUT).
   * @throws MathBusyError for a free job when the user's queue or the whole free queue is full
   */
  push(job: ScheduledJob<T>): void {
    const lanes = this.lanes.get(job.priority)!;
    const lane = lanes.get(job.key) ?? [];
    if (job.priority === 'free' && (this.queuedFree >= this.limits.maxQueued || lane.length >= this.limits.maxQueuedPerUser)) {
      throw new MathBusyError(this.retryAfterSeconds());
    }
    const q: Queued<T> = { ...job, timer: null };
    const wait = job.deadline - this.now();
    if (wait <= 0 && !this.held) return job.fail(timeout());
    if (!this.held) this.arm(q, wait);
    lane.push(q);
    lanes.set(job.key, lane);
    if (job.priority === 'free') this.queuedFree++;
  }

  /**
   * The next job to run, or undefined when none may run now: paid before free; within a class the
   * first lane in round-robin order whose user is under the in-flight cap. The user's in-flight count
   * is raised; call `done` when the job leaves its worker.
   */
  take(): ScheduledJob<T> | undefined {
    for (const cls of CLASSES) {
      const lanes = this.lanes.get(cls)!;
      for (const [key, lane] of lanes) {
        if (key !== SYSTEM_LANE && this.running(key) >= this.limits.perUserInFlight) continue;
        const job = lane.shift()!;
        lanes.delete(key);
        if (lane.length) lanes.set(key, lane); // to the back of the round
        if (job.timer) clearTimeout(job.timer);
        if (cls === 'free') this.queuedFree--;
        this.inFlight.set(key, this.running(key) + 1);
        return job;
      }
    }
    return undefined;
  }

  /** A taken job left its worker after `runMs` (feeds the Retry-After estimate). */
  done(job: ScheduledJob<T>, runMs?: number): void {
    const n = this.running(job.key) - 1;
    if (n > 0) this.inFlight.set(job.key, n);
    else this.inFlight.delete(job.key);
    if (runMs !== undefined) this.meanRunMs = 0.8 * this.meanRunMs + 0.2 * runMs;
  }

  /**
   * Stops the deadline clocks until `release` (the pool holds them while no worker has loaded the
   * engine yet: time spent starting up is nobody's queueing).
   */
  hold(): void {
    this.held = true;
  }

  /** Restarts the clocks: every job that waited while held gets its whole budget again from `now`. */
  release(now = this.now()): void {
    if (!this.held) return;
    this.held = false;
    for (const lanes of this.lanes.values()) {
      for (const lane of lanes.values()) {
        for (const job of lane) {
          job.deadline = now + job.budgetMs;
          this.arm(job, job.budgetMs);
        }
      }
    }
  }

  private arm(job: Queued<T>, wait: number): void {
    if (job.timer) clearTimeout(job.timer);
    job.timer = setTimeout(() => this.expire(job), wait);
    job.timer.unref?.();
  }

  /** Fails every waiting job with `err` (the pool is closing). */
  drain(err: unknown): void {
    for (const [cls, lanes] of this.lanes) {
      for (const lane of lanes.values()) for (const job of lane.splice(0)) this.drop(cls, job, err);
      lanes.clear();
    }
  }

  /** Seconds after which a refused client may try again: the free queue's expected wait, at least 1. */
  retryAfterSeconds(): number {
    const ahead = this.queued + this.limits.workers;
    return Math.max(1, Math.ceil((ahead * this.meanRunMs) / this.limits.workers / 1000));
  }

  private expire(job: Queued<T>): void {
    const lanes = this.lanes.get(job.priority)!;
    const lane = lanes.get(job.key);
    const i = lane?.indexOf(job) ?? -1;
    if (!lane || i < 0) return;
    lane.splice(i, 1);
    if (!lane.length) lanes.delete(job.key);
    if (job.priority === 'free') this.queuedFree--;
    job.timer = null;
    job.fail(timeout());
  }

  private drop(cls: MathPriority, job: Queued<T>, err: unknown): void {
    if (job.timer) clearTimeout(job.timer);
    if (cls === 'free') this.queuedFree--;
    job.fail(err);
  }
}

/** The TIMEOUT of a job whose deadline (arrival + budget) passed. */
export function timeout(): MathError {
  return new MathError('TIMEOUT', 'The computation took too long', { reason: 'time-budget' });
}
