/**
 * Stories about two quantities tied by two facts ("Tom has 3 times as many apples as Ann", "together they have 24";
 * "Ann is 4 years older than Ben", "in 5 years Ann will be twice as old as Ben"): the second quantity is the unknown,
 * the first is expressed with it from one fact, and the other fact becomes the equation.
 */
import type { Plan, Quantity } from './plan';

/** One fact about x and y: its condition (plain syntax) and, when it gives x directly, x in terms of y. */
export interface Fact {
  cond: string;
  /** x in terms of y (plain syntax), when the fact gives it ("3*y", "y + 4", "24 - y"). */
  x?: string;
  /** y as a number, when the fact states it ("Ann has 6 apples"). */
  y?: string;
  /** x as a number. */
  xv?: string;
}

/** Variable letters for two names: their initials when distinct (and not e, i), else x and y. */
export function letters(a: string, b: string): [string, string] {
  const ia = a.replace(/^(?:his|her|the|their|my) /, '')[0] ?? 'x',
    ib = b.replace(/^(?:his|her|the|their|my) /, '')[0] ?? 'y';
  return ia !== ib && /^[a-df-hj-z]$/.test(ia) && /^[a-df-hj-z]$/.test(ib) ? [ia, ib] : ['x', 'y'];
}

/**
 * The plan of two facts about quantities x (`qx`) and y (`qy`): y is the unknown unless a fact states y (then x is);
 * x is expressed from the first fact that gives it, and the other fact is the equation. Null when the facts do not
 * determine the quantities that way (both state numbers, neither gives x...).
 */
export function twoFactPlan(kind: string, qx: Quantity, qy: Quantity, facts: Fact[], ask: string[], say?: string): Plan | null {
  if (facts.length !== 2) return null;
  const sub = (cond: string, v: string, by: string) => cond.replace(new RegExp(`\\b${v}\\b`, 'g'), `(${by})`);
  const known = facts.find((f) => f.y !== undefined || f.xv !== undefined);
  if (known) {
    const other = facts.find((f) => f !== known)!;
    if (other.y !== undefined || other.xv !== undefined) return null;
    const [u, k, kv] = known.y !== undefined ? [qx, qy, known.y] : [qy, qx, known.xv!];
    return {
      kind,
      quantities: [u, { ...k, expr: kv }],
      equation: sub(other.cond, k.v, kv),
      conditions: facts.map((f) => f.cond),
      ask,
      ...(say ? { say } : {}),
    };
  }
  const giver = facts.find((f) => f.x !== undefined);
  if (!giver) return null;
  const other = facts.find((f) => f !== giver)!;
  return {
    kind,
    quantities: [qy, { ...qx, expr: giver.x }],
    equation: sub(other.cond, qx.v, giver.x!),
    conditions: facts.map((f) => f.cond),
    ask,
    ...(say ? { say } : {}),
  };
}
