/**
 * Small helpers every file of the multivariable topic uses (one copy: they were repeated in solve.ts, lagrange.ts,
 * polar.ts, line.ts and verify.ts).
 */
import { MathError } from '../../errors';
import { parse } from '../../parse';
import { toLatex } from '../../print';
import { simplify } from '../../simplify';
import { derive } from '../../diff';
import { evalReal } from '../../numeric';
import { type Expr, symbols } from '../../ast';

/** LaTeX of an expression. */
export const tex = toLatex;
/** Parses and simplifies plain text (throws the parser's MathError on bad input). */
export const P = (s: string): Expr => simplify(parse(s));
/** ∂e/∂v, simplified. */
export const D = (e: Expr, v: string): Expr => simplify(derive(simplify(e), v));
/** The real value of `e` with the variables of `env`; NaN where it is undefined or not real (never throws). */
export const val = (e: Expr, env: Record<string, number> = {}): number => {
  try {
    return evalReal(e, env);
  } catch {
    return NaN;
  }
};
/** The free variables of `e` (π and e are constants). */
export const free = (e: Expr): string[] => [...symbols(e)].filter((s) => s !== 'pi' && s !== 'e');
/** The error for a question of this topic the solver does not handle (said "not understood", never guessed). */
export const unsupported = (why: string): MathError => new MathError('UNSUPPORTED', why, { reason: 'multivariable-unsupported' });
