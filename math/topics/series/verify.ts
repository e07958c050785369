/**
 * Independent numeric checks of the series answers (never the tests that produced them): partial sums are computed
 * term by term (for an alternating series, in pairs of terms, so that they move one way) at N = 2¹⁰…2¹⁴; the
 * differences d(N) = S(2N) − S(N) behave like N^e, and e = log₂(d(2N)/d(N)) tells convergence (e < 0) from divergence
 * (e ≥ 0, or terms that do not shrink). A sum is compared with the partial sums extrapolated by the geometric tail of
 * the differences (Aitken). A radius or interval is compared with the set of x where |t_(n+1)(x)/t_n(x)| < 1 at n = 200,
 * found by scanning x. Borderline cases (e near 0) stay unchecked rather than checked wrongly.
 */
import { parse } from '../../parse';
import { simplify } from '../../simplify';
import { evalReal } from '../../numeric';
import { type Expr } from '../../ast';
import type { TopicAnswer, TopicReading } from '../types';
import { termRatio } from './solve';

const val = (e: Expr, env: Record<string, number> = {}): number => {
  try {
    return evalReal(e, env);
  } catch {
    return NaN;
  }
};

/** Partial sums of p(0) + p(1) + … at K = 2^j (j = 10..14). */
function partialSums(p: (k: number) => number): number[] | null {
  const out: number[] = [];
  let s = 0;
  let k = 0;
  let prev = Infinity;
  for (const j of [10, 11, 12, 13, 14]) {
    for (; k < 2 ** j; k++) {
      const t = p(k);
      if (!Number.isFinite(t)) {
        // a term that overflows (n! past 170) after terms far below the sum's precision: the rest adds nothing
        if (Math.abs(prev) < 1e-18 * (1 + Math.abs(s))) continue;
        return null;
      }
      prev = t;
      s += t;
    }
    out.push(s);
  }
  return out;
}

/** The decay exponent of the differences, the extrapolated sum and the size of the last term. */
function behaviour(p: (k: number) => number): { e: number; limit: number; last: number } | null {
  const S = partialSums(p);
  if (!S) return null;
  const d = S.slice(1).map((s, i) => s - S[i]!);
  const [d2, d3] = [d[2]!, d[3]!];
  const last = Math.abs(p(2 ** 14));
  if (Math.abs(d3) < 1e-13) return { e: -Infinity, limit: S[4]!, last };
  const r = d3 / d2;
  return { e: Math.log2(Math.abs(r)), limit: Math.abs(r) < 1 ? S[4]! + (d3 * r) / (1 - r) : NaN, last };
}

/** True when the answer agrees with the numbers (see the module comment). */
export function verifySeries(r: TopicReading, ans: TopicAnswer): boolean {
  const v = String(r.params.v);
  const from = Number(r.params.from);
  const term = simplify(parse(String(r.params.term)));
  if (r.task === 'radius' || r.task === 'interval') return radiusOk(term, v, String(r.params.x), ans);
  const a = (n: number) => val(term, { [v]: n });
  const far = a(from + 2 ** 15);
  // terms that grow without bound (n!/10^n overflows) or stay away from 0: the divergence claim is checked
  if (ans.text === 'diverges' && (!Number.isFinite(far) || Math.abs(far) > 1e-3)) return true;
  const alt = Math.sign(a(from + 1000)) !== Math.sign(a(from + 1001));
  const b = behaviour(alt ? (k) => a(from + 2 * k) + a(from + 2 * k + 1) : (k) => a(from + k));
  if (!b) return false;
  const lastTerm = Math.abs(a(from + 2 ** 15));
  if (ans.text === 'diverges') return lastTerm > 1e-3 || b.e > -0.02;
  if (!(b.e < -0.05)) return false;
  if (r.task !== 'sum') return true;
  const claimed = val(simplify(parse(ans.text)));
  return Number.isFinite(claimed) && Math.abs(claimed - b.limit) <= 1e-4 * (1 + Math.abs(claimed));
}

/** The interval of x where the term ratio at n = 200 is below 1 (scan of [−60, 60]); ends null when unbounded. */
function ratioRegion(term: Expr, v: string, x: string): { lo: number | null; hi: number | null; empty: boolean } {
  const ratio = termRatio(term, v);
  const inside = (x0: number) => Math.abs(val(ratio, { [v]: 200, [x]: x0 })) < 1;
  let lo: number | null = null;
  let hi: number | null = null;
  for (let x0 = -60; x0 <= 60; x0 += 0.005) {
    if (inside(x0)) {
      if (lo === null) lo = x0;
      hi = x0;
    }
  }
  if (lo === null) return { lo: null, hi: null, empty: true };
  return { lo: lo <= -59.99 ? null : lo, hi: hi! >= 59.99 ? null : hi, empty: false };
}

function radiusOk(term: Expr, v: string, x: string, ans: TopicAnswer): boolean {
  const reg = ratioRegion(term, v, x);
  const near = (a: number, b: number) => Math.abs(a - b) <= 0.03 * (1 + Math.abs(b));
  if (ans.kind === 'number') {
    if (ans.text === 'inf') return !reg.empty && reg.lo === null && reg.hi === null;
    const R = val(simplify(parse(ans.text)));
    if (R === 0) return reg.empty || (reg.lo !== null && reg.hi !== null && reg.hi - reg.lo < 0.05);
    return reg.lo !== null && reg.hi !== null && near((reg.hi - reg.lo) / 2, R);
  }
  if (ans.text === '(-inf, inf)') return reg.lo === null && reg.hi === null && !reg.empty;
  const m = /^[[(](.+), (.+)[\])]$/.exec(ans.text);
  if (!m || reg.lo === null || reg.hi === null) return false;
  return near(reg.lo, val(simplify(parse(m[1]!)))) && near(reg.hi, val(simplify(parse(m[2]!))));
}
