/**
 * Strategies: how the engine's tasks (solve, integrate, limit, simplify) try their methods.
 *
 * A task keeps an ORDERED list of strategies `{ id, applies, run }` and hands the input to the first one that
 * applies and answers. `applies` is a cheap structural test (is the equation polynomial? is the integrand a
 * product?); `run` does the work and returns the answer, `null` to let the next strategy try, or {@link GIVE_UP}
 * when it owns the input but found nothing, so that no later (weaker) strategy should guess. A contributor adds a
 * method by writing one strategy and inserting it in the task's list at the right place (earlier = preferred).
 * See math/README.md, "Adding a strategy".
 */
import { currentBudget, type Budget } from './budget';

/** Returned by {@link Strategy.run} to end the search without an answer (the strategy owns the input). */
export const GIVE_UP: unique symbol = Symbol('give-up');

/** What every strategy context carries: the budget to respect and, optionally, a trace of the strategies run. */
export interface StrategyContext {
  /** The computation's budget; defaults to the budget of the computation in progress (`withBudget`). */
  readonly budget?: Budget | null;
  /** When given, the id of every strategy whose `run` was called is appended, in order. */
  readonly trace?: string[];
}

/** One method of a task. `I` is the task's input, `O` its answer, `C` its context. */
export interface Strategy<I, O, C extends StrategyContext = StrategyContext> {
  /** Stable id (kebab-case), recorded as the strategy that answered. */
  readonly id: string;
  /** Cheap test whether the method is meant for this input; `run` is only called when it returns true. */
  applies(input: I, ctx: C): boolean;
  /** The method: an answer, `null` to let the next strategy try, or {@link GIVE_UP} to stop the search. */
  run(input: I, ctx: C): O | null | typeof GIVE_UP;
}

/** The answer of {@link runStrategies} and the id of the strategy that gave it. */
export interface StrategyAnswer<O> {
  value: O;
  by: string;
}

/**
 * Runs the strategies of `list` in order on `input`: the first one that applies and answers wins. Before each
 * strategy the budget (`ctx.budget`, else the current computation's) is checked, so a long list cannot overrun
 * its deadline (throws the budget's TIMEOUT `MathError`). Returns null when no strategy answered or one gave up.
 */
export function runStrategies<I, O, C extends StrategyContext>(
  list: readonly Strategy<I, O, C>[],
  input: I,
  ctx: C,
): StrategyAnswer<O> | null {
  const budget = ctx.budget === undefined ? currentBudget() : ctx.budget;
  for (const s of list) {
    budget?.checkNow();
    if (!s.applies(input, ctx)) continue;
    ctx.trace?.push(s.id);
    const value = s.run(input, ctx);
    if (value === GIVE_UP) return null;
    if (value !== null) return { value, by: s.id };
  }
  return null;
}

/**
 * Runs EVERY applicable strategy of `list` in order and returns all answers (for tasks that pick the best of several
 * candidates, such as simplification, instead of taking the first). Same budget checks as {@link runStrategies};
 * a strategy returning null or {@link GIVE_UP} contributes nothing.
 */
export function collectStrategies<I, O, C extends StrategyContext>(
  list: readonly Strategy<I, O, C>[],
  input: I,
  ctx: C,
): StrategyAnswer<O>[] {
  const budget = ctx.budget === undefined ? currentBudget() : ctx.budget;
  const out: StrategyAnswer<O>[] = [];
  for (const s of list) {
    budget?.checkNow();
    if (!s.applies(input, ctx)) continue;
    ctx.trace?.push(s.id);
    const value = s.run(input, ctx);
    if (value !== null && value !== GIVE_UP) out.push({ value, by: s.id });
  }
  return out;
}

/**
 * Inserts `strategy` into `list` (in place) before the strategy with id `before`, or at the end when `before` is
 * not given; throws when `before` is not in the list or the id is already taken. Returns a function that removes it
 * again (for tests and optional plugins).
 */
export function addStrategy<I, O, C extends StrategyContext>(
  list: Strategy<I, O, C>[],
  strategy: Strategy<I, O, C>,
  before?: string,
): () => void {
  if (list.some((s) => s.id === strategy.id)) throw new Error(`strategy "${strategy.id}" is already in the list`);
  const at = before === undefined ? list.length : list.findIndex((s) => s.id === before);
  if (at < 0) throw new Error(`no strategy "${before}" to insert "${strategy.id}" before`);
  list.splice(at, 0, strategy);
  return () => {
    const i = list.indexOf(strategy);
    if (i >= 0) list.splice(i, 1);
  };
}
