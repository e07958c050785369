/**
 * Sets of real numbers for the range of a function: unions of intervals whose finite ends are EXACT expressions
 * (`3`, `\sqrt{2}`, `\frac{\pi}{2}`), ±∞ as a missing end, and the images of such sets under the monotone pieces of the
 * school functions (exponentials, logarithms, roots, powers, the reciprocal, the inverse trigonometric functions).
 * Ends are compared numerically (they come from the function's own constants), kept exact for display.
 * Conversions to the solver's {@link Interval} (with `inf`) for interval notation, and set-builder notation.
 */
import { type Expr, NEG_ONE, sym } from '../../ast';
import { evalReal } from '../../numeric';
import { toLatex } from '../../print';
import { mkMul, simplify } from '../../simplify';
import type { Interval } from '../../solve';

/** An end of an interval: an exact value, or null for −∞ (a lower end) / +∞ (an upper end), never closed then. */
export interface End {
  e: Expr | null;
  c: boolean;
}
/** An interval of real numbers. */
export interface Iv {
  lo: End;
  hi: End;
}
/** A union of intervals, sorted and disjoint after {@link normalize}. */
export type RealSet = Iv[];

export const REALS: RealSet = [{ lo: { e: null, c: false }, hi: { e: null, c: false } }];
const lv = (i: Iv) => (i.lo.e ? evalReal(i.lo.e) : -Infinity);
const hv = (i: Iv) => (i.hi.e ? evalReal(i.hi.e) : Infinity);
const same = (a: number, b: number) =>
  a === b || (Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(a), Math.abs(b)));

/** Whether an interval holds at least one number. */
function nonEmpty(i: Iv): boolean {
  const [a, b] = [lv(i), hv(i)];
  if (Number.isNaN(a) || Number.isNaN(b)) return false;
  return same(a, b) ? i.lo.c && i.hi.c && Number.isFinite(a) : a < b;
}

/** Sorted, disjoint, touching intervals merged (a closed end joins two neighbours at the same point). */
export function normalize(s: RealSet): RealSet {
  const xs = s.filter(nonEmpty).sort((a, b) => lv(a) - lv(b) || (a.lo.c === b.lo.c ? 0 : a.lo.c ? -1 : 1));
  const out: Iv[] = [];
  for (const i of xs) {
    const last = out[out.length - 1];
    if (last && (hv(last) > lv(i) + 1e-12 || (same(hv(last), lv(i)) && (last.hi.c || i.lo.c)))) {
      if (same(hv(i), hv(last))) last.hi = { e: last.hi.e, c: last.hi.c || i.hi.c };
      else if (hv(i) > hv(last)) last.hi = i.hi;
      if (same(lv(i), lv(last))) last.lo = { e: last.lo.e, c: last.lo.c || i.lo.c };
    } else out.push({ lo: { ...i.lo }, hi: { ...i.hi } });
  }
  return out;
}

/** The intersection of two intervals (possibly empty). */
export function meet(a: Iv, b: Iv): Iv {
  const [al, bl, ah, bh] = [lv(a), lv(b), hv(a), hv(b)];
  const lo = same(al, bl) ? { e: a.lo.e, c: a.lo.c && b.lo.c } : al > bl ? a.lo : b.lo;
  const hi = same(ah, bh) ? { e: a.hi.e, c: a.hi.c && b.hi.c } : ah < bh ? a.hi : b.hi;
  return { lo, hi };
}

/** The longest interval of a set (∞ when unbounded). */
export function widest(s: RealSet): number {
  return Math.max(0, ...s.map((i) => hv(i) - lv(i)));
}

/** One monotone piece of a function: where it is defined, its direction, and its value (or limit) at an end. */
export interface Piece {
  dom: Iv;
  inc: boolean;
  /** The value at a finite end, or the limit at an infinite one (`e` null): an exact value, or null for an infinite limit. */
  at: (e: Expr | null, side: 'lo' | 'hi') => Expr | null;
}

/** The image of a set under a piecewise monotone, continuous function. */
export function image(s: RealSet, pieces: Piece[]): RealSet {
  const out: Iv[] = [];
  for (const i of s)
    for (const p of pieces) {
      const part = meet(i, p.dom);
      if (!nonEmpty(part)) continue;
      const a: End = { e: p.at(part.lo.e, 'lo'), c: part.lo.c };
      const b: End = { e: p.at(part.hi.e, 'hi'), c: part.hi.c };
      // an infinite limit is an open end
      if (!a.e) a.c = false;
      if (!b.e) b.c = false;
      out.push(p.inc ? { lo: a, hi: b } : { lo: b, hi: a });
    }
  return normalize(out);
}

/** The set shifted by k (exact). */
export function shift(s: RealSet, k: Expr): RealSet {
  const f = (e: End): End => ({ e: e.e && simplify(mkAdd2(e.e, k)), c: e.c });
  return s.map((i) => ({ lo: f(i.lo), hi: f(i.hi) }));
}
const mkAdd2 = (a: Expr, b: Expr): Expr => ({ k: 'add', args: [a, b] });

/** The set multiplied by a nonzero constant c (the order reverses when c < 0). */
export function scale(s: RealSet, c: Expr): RealSet {
  const f = (e: End): End => ({ e: e.e && simplify(mkMul([c, e.e])), c: e.c });
  const neg = evalReal(c) < 0;
  return normalize(s.map((i) => (neg ? { lo: f(i.hi), hi: f(i.lo) } : { lo: f(i.lo), hi: f(i.hi) })));
}

/** An interval from numbers or expressions (null = infinite). */
export function iv(lo: Expr | null, loC: boolean, hi: Expr | null, hiC: boolean): Iv {
  return { lo: { e: lo, c: !!lo && loC }, hi: { e: hi, c: !!hi && hiC } };
}

const INF = sym('inf');
const NINF = mkMul([NEG_ONE, INF]);
/** The solver's intervals (ends `-inf` / `inf`), for interval notation. */
export function toIntervals(s: RealSet): Interval[] {
  return s.map((i) => ({ lo: i.lo.e ?? NINF, hi: i.hi.e ?? INF, loClosed: i.lo.c, hiClosed: i.hi.c }));
}

/** Set-builder notation in LaTeX: `\{ y \mid y \ge 3 \}`, `\{ y \mid y \ne 1 \}`, `\{ y \mid -2 \le y \le 4 \}`. */
export function setBuilder(s: RealSet, y = 'y'): string {
  const L = (e: Expr) => toLatex(e);
  const cond = (() => {
    if (s.length === 1 && !s[0]!.lo.e && !s[0]!.hi.e) return `${y} \\in \\mathbb{R}`;
    if (s.length === 2 && !s[0]!.lo.e && !s[1]!.hi.e && s[0]!.hi.e && s[1]!.lo.e && !s[0]!.hi.c && !s[1]!.lo.c)
      if (same(evalReal(s[0]!.hi.e), evalReal(s[1]!.lo.e))) return `${y} \\ne ${L(s[0]!.hi.e)}`;
    return s
      .map((i) => {
        if (i.lo.e && i.hi.e && same(lv(i), hv(i))) return `${y} = ${L(i.lo.e)}`;
        const lo = i.lo.e ? `${L(i.lo.e)} ${i.lo.c ? '\\le' : '<'} ` : '';
        const hi = i.hi.e ? ` ${i.hi.c ? '\\le' : '<'} ${L(i.hi.e)}` : '';
        if (!lo && !hi) return `${y} \\in \\mathbb{R}`;
        if (lo && !hi) return `${y} ${i.lo.c ? '\\ge' : '>'} ${L(i.lo.e!)}`;
        return `${lo}${y}${hi}`;
      })
      .join(' \\lor ');
  })();
  return `\\left\\{ ${y} \\mid ${cond} \\right\\}`;
}
