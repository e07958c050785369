/**
 * Property tests with a fixed seed: random expressions, checked against independent numerics.
 * (Derivatives vs finite differences, antiderivatives vs the integrand, solutions by substitution,
 * simplification by numeric equality.) Any thrown error must be a typed MathError.
 */
import { describe, expect, test } from 'vitest';
import { compute, MathError, evalReal, parse } from './index';
import { numDeriv, isAntiderivative } from './testutil';

let seed = Number(process.env.FUZZ_SEED ?? 20261122);
const rnd = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)];
const int = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1));

function gen(d: number): string {
  if (d <= 0 || rnd() < 0.25) return pick(['x', 'x', String(int(1, 5)), String(int(-3, 3) || 2)]);
  switch (int(0, 8)) {
    case 0:
      return `(${gen(d - 1)} + ${gen(d - 1)})`;
    case 1:
      return `(${gen(d - 1)} - ${gen(d - 1)})`;
    case 2:
      return `${gen(d - 1)} * ${gen(d - 1)}`;
    case 3:
      return `(${gen(d - 1)})/(${gen(d - 1)})`;
    case 4:
      return `(${gen(d - 1)})^${int(2, 3)}`;
    case 5:
      return `${pick(['sin', 'cos', 'exp'])}(${gen(d - 1)})`;
    case 6:
      return `ln(${gen(d - 1)})`;
    case 7:
      return `sqrt(${gen(d - 1)})`;
    default:
      return `${int(2, 4)}x^${int(1, 4)}`;
  }
}
const PTS = [0.37, 0.81, 1.29, 1.73, 2.21];

describe('fuzz (fixed seed)', () => {
  test('derivatives agree with finite differences', () => {
    const bad: string[] = [];
    for (let k = 0; k < 250; k++) {
      const s = gen(3);
      let r;
      try {
        r = compute({ model: 'DERIVATIVE', input: s });
      } catch (e) {
        expect(e, s).toBeInstanceOf(MathError);
        continue;
      }
      const f = parse(s),
        d = parse(r.simplifyResultText);
      for (const t of PTS) {
        const want = numDeriv(f, 'x', t, 1e-6),
          got = evalReal(d, { x: t });
        // skip points where the finite difference itself is unreliable (fast oscillation, huge values)
        if (Math.abs(numDeriv(f, 'x', t, 1e-7) - want) > 1e-5 * Math.max(1, Math.abs(want))) continue;
        if (
          !Number.isFinite(want) ||
          Math.abs(want) > 1e6 ||
          !Number.isFinite(evalReal(f, { x: t + 1e-6 })) ||
          !Number.isFinite(evalReal(f, { x: t - 1e-6 }))
        )
          continue;
        if (!(Math.abs(got - want) < 1e-4 * Math.max(1, Math.abs(want)))) {
          bad.push(`${s} -> ${r.simplifyResultText} at ${t}: ${got} vs ${want}`);
          break;
        }
      }
    }
    expect(bad).toEqual([]);
  });

  test('antiderivatives differentiate back; verified ones are right', () => {
    const bad: string[] = [];
    let found = 0;
    for (let k = 0; k < 150; k++) {
      const s = gen(2);
      let r;
      try {
        r = compute({ model: 'INTEGRATION', integrationModel: 'INDEFINITE_INTEGRAL', input: s });
      } catch (e) {
        expect(e, s).toBeInstanceOf(MathError);
        continue;
      }
      if (r.status !== 'ok') continue;
      found++;
      const F = parse(r.simplifyResultText.replace(/ \+ C$/, ''));
      const pts = [...PTS, 2.9, 3.6, 4.4, 5.3];
      if (
        pts.filter((t) => Number.isFinite(evalReal(parse(s), { x: t })) || Number.isFinite(evalReal(parse(s), { x: -t })))
          .length < 3
      )
        continue; // not real-valued here
      if (!isAntiderivative(F, parse(s), 'x', [...PTS, 2.9, 3.6, 4.4, 5.3])) bad.push(`${s} -> ${r.simplifyResultText}`);
    }
    expect(bad).toEqual([]);
    expect(found).toBeGreaterThan(75);
  });

  test('polynomial equations with integer roots', () => {
    const bad: string[] = [];
    for (let k = 0; k < 80; k++) {
      const roots = Array.from({ length: int(1, 4) }, () => int(-6, 6));
      const lead = pick([1, 1, 2, -3]);
      const s = `${lead}${roots.map((r) => `(x - (${r}))`).join('')} = 0`;
      const r = compute({ model: 'FUNCTION_SOLVE', input: s });
      const want = [...new Set(roots)].sort((a, b) => a - b);
      const got = (r.solutions ?? []).map((t) => evalReal(parse(t))).sort((a, b) => a - b);
      if (JSON.stringify(got) !== JSON.stringify(want) || !r.exact || !r.verified) bad.push(`${s}: ${got} vs ${want}`);
    }
    expect(bad).toEqual([]);
  });

  test('simplification preserves the value', () => {
    const bad: string[] = [];
    for (let k = 0; k < 200; k++) {
      const s = gen(3);
      let r;
      try {
        r = compute({ model: 'CALCULATION', input: s, task: 'simplify' });
      } catch (e) {
        expect(e, s).toBeInstanceOf(MathError);
        continue;
      }
      const f = parse(s),
        g = parse(r.simplifyResultText);
      for (const t of PTS) {
        const a = evalReal(f, { x: t }),
          b = evalReal(g, { x: t });
        if (!Number.isFinite(a)) continue;
        if (!(Math.abs(a - b) < 1e-8 * Math.max(1, Math.abs(a)))) {
          bad.push(`${s} -> ${r.simplifyResultText} at ${t}: ${b} vs ${a}`);
          break;
        }
      }
    }
    expect(bad).toEqual([]);
  });

  test('limits of continuous functions equal their values; solutions substitute back', () => {
    const bad: string[] = [];
    for (let k = 0; k < 120; k++) {
      const s = gen(2);
      const a = pick([0.5, 1, 2]);
      const v = evalReal(parse(s), { x: a });
      if (!Number.isFinite(v) || !Number.isFinite(evalReal(parse(s), { x: a + 1e-7 }))) continue;
      try {
        const r = compute({ model: 'LIMIT', input: s, limitPoint: String(a) });
        if (r.status === 'ok' && Math.abs(evalReal(parse(r.simplifyResultText)) - v) > 1e-6 * Math.max(1, Math.abs(v)))
          bad.push(`lim ${s} at ${a}: ${r.simplifyResultText} vs ${v}`);
      } catch (e) {
        expect(e, s).toBeInstanceOf(MathError);
      }
      try {
        const r = compute({ model: 'FUNCTION_SOLVE', input: `${s} = ${Number(v.toFixed(3))}` });
        for (const sol of r.status === 'ok' && !r.period ? (r.solutions ?? []) : []) {
          const t = evalReal(parse(sol));
          if (!Number.isFinite(t)) continue; // complex roots
          const fv = evalReal(parse(s), { x: t });
          if (Math.abs(fv - Number(v.toFixed(3))) > 1e-6 * Math.max(1, Math.abs(fv)))
            bad.push(`solve ${s} = ${v.toFixed(3)}: x = ${sol} gives ${fv}`);
        }
      } catch (e) {
        expect(e, s).toBeInstanceOf(MathError);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('"no solution" is only claimed when true', () => {
  test('random equations: a proven empty set has no sign change of f - c', () => {
    const bad: string[] = [];
    for (let k = 0; k < 200; k++) {
      const s = gen(2),
        c = int(-4, 4);
      let r;
      try {
        r = compute({ model: 'FUNCTION_SOLVE', input: `${s} = ${c}` });
      } catch (e) {
        expect(e, s).toBeInstanceOf(MathError);
        continue;
      }
      if (r.status !== 'no-solution') continue;
      const f = parse(s);
      let prev = NaN;
      for (let t = -30; t <= 30; t += 0.01) {
        const v = evalReal(f, { x: t }) - c;
        if (
          Number.isFinite(v) &&
          Number.isFinite(prev) &&
          Math.sign(v) !== Math.sign(prev) &&
          Math.abs(v) < 1 &&
          Math.abs(prev) < 1
        ) {
          bad.push(`${s} = ${c} near ${t.toFixed(2)}`);
          break;
        }
        // an exact zero away from 0 (near 0, e^(3/x) underflows to 0 without being a root)
        if (v === 0 && Math.abs(t) > 0.05) {
          bad.push(`${s} = ${c} at ${t.toFixed(2)}`);
          break;
        }
        prev = v;
      }
    }
    expect(bad).toEqual([]);
  });
});
