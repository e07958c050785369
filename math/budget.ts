import { MathError } from './errors';

/**
 * Time and size limits for one computation. Every long loop in the engine calls {@link Budget.check}.
 * Defaults: 2000 ms, 2000 input characters, nesting depth 60, 4000 tree nodes, polynomial degree 60.
 */
export interface BudgetOptions {
  timeMs?: number;
  maxInputLength?: number;
  maxDepth?: number;
  maxNodes?: number;
  maxDegree?: number;
}

export const DEFAULT_BUDGET: Required<BudgetOptions> = {
  timeMs: 2000,
  maxInputLength: 2000,
  maxDepth: 60,
  maxNodes: 4000,
  maxDegree: 60,
};

export class Budget {
  readonly opts: Required<BudgetOptions>;
  readonly start: number;
  readonly deadline: number;
  private counter = 0;
  constructor(opts: BudgetOptions = {}) {
    this.opts = { ...DEFAULT_BUDGET, ...opts };
    this.start = Date.now();
    this.deadline = this.start + this.opts.timeMs;
  }
  /** Throws a TIMEOUT MathError when the deadline has passed (checks the clock every 64 calls). */
  check(): void {
    if ((++this.counter & 63) !== 0) return;
    this.checkNow();
  }
  checkNow(): void {
    if (Date.now() > this.deadline)
      throw new MathError('TIMEOUT', `Computation exceeded its ${this.opts.timeMs} ms budget`, {
        reason: 'time-budget',
        budgetMs: this.opts.timeMs,
      });
  }
  /** Milliseconds left before the deadline. */
  remaining(): number {
    return this.deadline - Date.now();
  }
}

/** A budget that never expires, for internal helpers called outside a computation. */
export const unlimited = (): Budget => new Budget({ timeMs: 1e9 });

let current: Budget | null = null;
/** The budget of the computation in progress (module-level; the engine is synchronous). */
export function currentBudget(): Budget | null {
  return current;
}
export function withBudget<T>(b: Budget, fn: () => T): T {
  const prev = current;
  current = b;
  try {
    return fn();
  } finally {
    current = prev;
  }
}
/** Cheap check against the active budget, if any. */
export function tick(): void {
  current?.check();
}
