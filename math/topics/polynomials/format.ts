/**
 * Polynomials as students write them (issue #21, display conventions): the terms of an expanded expression in
 * DESCENDING degree (`a^2 + 2ab + b^2`, `-x^2 + 3x + 1`), each term printed with the engine's printer (`toLatex`,
 * `toText`) and the signs joined here, so the core printer's own term order does not matter. Shared by the
 * `polynomials` and `functions` topics. Also: reading a student's expression (`readExpr`) with the variable names the
 * question uses (θ, t, a), never English words as letters.
 */
import { type Expr, type Num, isNum, num, qneg, symbols } from '../../ast';
import { MathError } from '../../errors';
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { expand, numerDenom, simplify } from '../../simplify';

/** Constants that are not variables. */
const CONSTANT_NAMES = new Set(['pi', 'e', 'i', 'inf']);
const GREEK: Record<string, string> = { θ: 'theta', α: 'alpha', β: 'beta', φ: 'phi', λ: 'lambda', μ: 'mu', ω: 'omega', τ: 'tau' };
/** Function and Greek names an expression may contain (anything else of two or more letters is an English word). */
const NAMES =
  /^(?:sin|cos|tan|cot|sec|csc|asin|acos|atan|arcsin|arccos|arctan|sinh|cosh|tanh|ln|log|exp|sqrt|cbrt|root|abs|pi|theta|alpha|beta|phi|lambda|mu|omega|tau)$/i;

/** Short English words that never stand for a product of letters ("is", "of", "the"); other two-letter runs (`ab`, `xy`) are products. */
const WORDS = /^(?:is|of|to|by|an|at|if|on|be|do|it|in|or|and|the|are|was|does|what|which|how|for)$/i;

/** The largest expression text read (characters) and the largest exponent expanded. */
export const MAX_EXPR_CHARS = 400;
export const MAX_EXPAND_POWER = 30;

/**
 * Parses a student's expression: Greek letters as names (θ → theta), `∘`-free, no English words (two or more
 * letters that are no function name); returns null when it does not read (never throws).
 */
export function readExpr(s: string): Expr | null {
  const src = s.trim().replace(/[θαβφλμωτ]/g, (c) => GREEK[c] ?? c);
  if (!src || src.length > MAX_EXPR_CHARS || /[=<>]/.test(src)) return null;
  for (const m of src.matchAll(/[A-Za-z]{2,}/g))
    if (!NAMES.test(m[0]) && (WORDS.test(m[0]) || (m[0].length >= 3 && /[aeiou]/i.test(m[0])))) return null;
  try {
    return parse(src);
  } catch {
    return null;
  }
}

/** The variables of an expression (symbols other than π, e, i, ∞), sorted alphabetically. */
export function variablesOf(e: Expr): string[] {
  return [...symbols(e)].filter((v) => !CONSTANT_NAMES.has(v)).sort();
}

/** A term split into its numeric coefficient, its variable powers and any other factor (√2, sin y...). */
export interface Term {
  coef: Num;
  powers: Record<string, number>;
  other: Expr[];
}

/** Splits a canonical term (a product of a number, variables to whole powers and other factors). */
export function splitTerm(t: Expr): Term {
  const out: Term = { coef: num(1) as Num, powers: {}, other: [] };
  const factors = t.k === 'mul' ? t.args : [t];
  for (const f of factors) {
    if (f.k === 'num') out.coef = num(out.coef.n * f.n, out.coef.d * f.d) as Num;
    else if (f.k === 'sym' && !CONSTANT_NAMES.has(f.name)) out.powers[f.name] = (out.powers[f.name] ?? 0) + 1;
    else if (
      f.k === 'pow' &&
      f.args[0].k === 'sym' &&
      !CONSTANT_NAMES.has(f.args[0].name) &&
      isNum(f.args[1]) &&
      f.args[1].d === 1n &&
      f.args[1].n > 0n
    )
      out.powers[f.args[0].name] = (out.powers[f.args[0].name] ?? 0) + Number(f.args[1].n);
    else out.other.push(f);
  }
  return out;
}

/** Total degree of a term (sum of its variables' exponents). */
export const termDegree = (t: Term): number => Object.values(t.powers).reduce((a, b) => a + b, 0);

/** The terms of an expression after expanding and collecting like terms (canonical `add` arguments). */
export function termsOf(e: Expr): Expr[] {
  const s = simplify(expand(simplify(e)));
  if (s.k === 'num' && s.n === 0n) return [];
  return s.k === 'add' ? s.args : [s];
}

/** True when every term is a number times whole powers of variables (a polynomial with rational coefficients). */
export function isPolynomialTerms(terms: Expr[]): boolean {
  return terms.every((t) => splitTerm(t).other.length === 0);
}

/**
 * Terms in descending total degree; ties in lexicographic order of the exponents along `order` (the variables
 * alphabetically unless given: `x` before `h` in a difference quotient when order = ['x', 'h']).
 */
export function descending(terms: Expr[], order?: string[]): Expr[] {
  const split = terms.map((t) => ({ t, s: splitTerm(t) }));
  const vars = order ?? [...new Set(split.flatMap((x) => Object.keys(x.s.powers)))].sort();
  const allVars = [
    ...vars,
    ...[...new Set(split.flatMap((x) => Object.keys(x.s.powers)))].filter((v) => !vars.includes(v)).sort(),
  ];
  return split
    .map((x, i) => ({ ...x, i, d: termDegree(x.s) }))
    .sort((a, b) => {
      if (a.d !== b.d) return b.d - a.d;
      for (const v of allVars) {
        const ea = a.s.powers[v] ?? 0,
          eb = b.s.powers[v] ?? 0;
        if (ea !== eb) return eb - ea;
      }
      return a.i - b.i;
    })
    .map((x) => x.t);
}

/** A term rebuilt in display order: the coefficient, other factors, then the variables alphabetically. */
function termExpr(s: Term): Expr {
  const vars = Object.keys(s.powers)
    .sort()
    .map((v): Expr =>
      s.powers[v] === 1 ? { k: 'sym', name: v } : { k: 'pow', args: [{ k: 'sym', name: v }, num(s.powers[v]!)] },
    );
  const rest = [...s.other, ...vars];
  const one = s.coef.n === 1n && s.coef.d === 1n;
  if (!rest.length) return s.coef;
  const args = one ? rest : [s.coef, ...rest];
  return args.length === 1 ? args[0]! : { k: 'mul', args };
}

/** Prints terms in the given order with signs joined: LaTeX and plain text. `0` for no terms. */
export function printTerms(terms: Expr[]): { latex: string; text: string } {
  if (!terms.length) return { latex: '0', text: '0' };
  let latex = '',
    text = '';
  terms.forEach((t, i) => {
    const s = splitTerm(t);
    const neg = s.coef.n < 0n;
    const body = termExpr({ ...s, coef: neg ? qneg(s.coef) : s.coef });
    const [l, x] = [toLatex(body), toText(body)];
    if (i === 0) {
      latex = neg ? `-${l}` : l;
      text = neg ? `-${x}` : x;
    } else {
      latex += neg ? ` - ${l}` : ` + ${l}`;
      text += neg ? ` - ${x}` : ` + ${x}`;
    }
  });
  return { latex, text };
}

/** An expression expanded into standard form (descending degree). */
export function standardForm(e: Expr, order?: string[]): { terms: Expr[]; latex: string; text: string } {
  const terms = descending(termsOf(e), order);
  return { terms, ...printTerms(terms) };
}

/**
 * Display of a function's value: a polynomial in standard form, a quotient of polynomials as `(N)/(D)` with both in
 * standard form (no cancelling), anything else as the engine prints its simplified form.
 */
export function displayExpr(e: Expr, order?: string[]): { latex: string; text: string } {
  const s = simplify(e);
  const [N, D] = numerDenom(s);
  const nt = termsOf(N);
  const dt = termsOf(D);
  if (isPolynomialTerms(nt) && isPolynomialTerms(dt)) {
    const n = printTerms(descending(nt, order));
    if (dt.length === 1 && dt[0]!.k === 'num' && dt[0]!.n === 1n && dt[0]!.d === 1n) return n;
    const d = printTerms(descending(dt, order));
    const wrapN = nt.length > 1 ? `(${n.text})` : n.text;
    const wrapD = dt.length > 1 || /[*/^]/.test(d.text) || d.text.startsWith('-') ? `(${d.text})` : d.text;
    return { latex: `\\frac{${n.latex}}{${d.latex}}`, text: `${wrapN}/${wrapD}` };
  }
  return { latex: toLatex(s), text: toText(s) };
}

/** Throws VALIDATION_ERROR when an expression is too large to expand (a power above {@link MAX_EXPAND_POWER}). */
export function checkExpandable(e: Expr): void {
  const walk = (x: Expr): void => {
    if (x.k === 'num' || x.k === 'sym') return;
    if (x.k === 'pow' && isNum(x.args[1]) && (x.args[1].n > BigInt(MAX_EXPAND_POWER) || x.args[1].n < -BigInt(MAX_EXPAND_POWER)))
      throw new MathError('VALIDATION_ERROR', `Powers above ${MAX_EXPAND_POWER} are not expanded`, { reason: 'power-too-large' });
    x.args.forEach(walk);
  };
  walk(e);
}
