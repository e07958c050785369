/**
 * Special functions (math/special.ts) through the engine: values against reference constants (mpmath 1.3, 25 digits),
 * reading and printing, derivatives, the antiderivatives that need them, definite integrals and limits, and the
 * student-facing steps of issue #18 (chain rule, logarithmic differentiation, u-substitution in moves).
 */
import { describe, expect, test } from 'vitest';
import {
  compute,
  derivative,
  evalReal,
  integrateDefinite,
  integrateIndefinite,
  limit,
  parse,
  quadrature,
  toLatex,
  toText,
} from './index';
import { SPECIAL_FUNCTIONS, SPECIAL_FUNCTION_NAMES, SPECIAL_REAL } from './special';
import { P, isAntiderivative, numDeriv } from './testutil';

describe('special functions: values to double precision', () => {
  test.each([
    ['erf', 1, 0.8427007929497149],
    ['erf', 0.3, 0.32862675945912742],
    ['erf', 4, 0.9999999845827421],
    ['erf', -2, -0.99532226501895273],
    ['erfc', 3, 2.2090496998585441e-5],
    ['erfc', 6, 2.1519736712498913e-17],
    ['erfi', 1, 1.6504257587975429],
    ['erfi', -2.5, -130.39575501324693],
    ['Si', 1, 0.946083070367183],
    ['Si', 10, 1.658347594218874],
    ['Si', -30, -1.5667565400303511],
    ['Ci', 1, 0.3374039229009681],
    ['Ci', 10, -0.045456433004455373],
    ['Ci', 0.1, -1.7278683866572966],
    ['Ei', 1, 1.8951178163559368],
    ['Ei', -1, -0.21938393439552027],
    ['Ei', 50, 1.0585636897131691e20],
    ['Ei', -10, -4.1569689296853243e-6],
    ['li', 2, 1.0451637801174928],
    ['li', 0.5, -0.37867104306108798],
    ['li', 1000, 177.60965799015223],
    ['Shi', 1, 1.0572508753757285],
    ['Chi', 1, 0.83786694098020824],
    ['Shi', 25, 1502975453.2627743],
    ['FresnelS', 1, 0.4382591473903548],
    ['FresnelC', 1, 0.7798934003768228],
    ['FresnelS', 3, 0.49631299896737504],
    ['FresnelC', 10, 0.49989869420551572],
    ['FresnelS', -0.5, -0.064732432859999278],
  ])('%s(%s)', (name, x, want) => {
    const got = SPECIAL_REAL[name](x);
    expect(Math.abs(got - want)).toBeLessThanOrEqual(2e-14 * Math.abs(want));
    // and through the parser and the evaluator
    expect(Math.abs(evalReal(P(`${name}(${x})`)) - want)).toBeLessThanOrEqual(2e-14 * Math.abs(want));
  });

  test('one list of names: values, symbolic facts and the parser agree', () => {
    expect(Object.keys(SPECIAL_REAL).sort()).toEqual([...SPECIAL_FUNCTION_NAMES].sort());
    expect(Object.keys(SPECIAL_FUNCTIONS).sort()).toEqual([...SPECIAL_FUNCTION_NAMES].sort());
    for (const n of SPECIAL_FUNCTION_NAMES) expect(toText(parse(`${n}(x)`))).toBe(`${n}(x)`);
  });

  test('limits at the ends of the line and special points', () => {
    expect(SPECIAL_REAL.erf(40)).toBe(1);
    expect(SPECIAL_REAL.Si(Infinity)).toBe(Math.PI / 2);
    expect(SPECIAL_REAL.Ei(0)).toBe(-Infinity);
    expect(SPECIAL_REAL.li(1)).toBe(-Infinity);
    expect(SPECIAL_REAL.li(-1)).toBeNaN();
    expect(SPECIAL_REAL.Ci(-2)).toBe(SPECIAL_REAL.Ci(2)); // the real part
  });
});

describe('reading and printing', () => {
  test.each([
    ['erf(x)', 'erf(x)', '\\operatorname{erf}\\left(x\\right)'],
    ['Si(x)', 'Si(x)', '\\operatorname{Si}\\left(x\\right)'],
    ['Ci(2x)', 'Ci(2*x)', '\\operatorname{Ci}\\left(2x\\right)'],
    ['Ei(x)', 'Ei(x)', '\\operatorname{Ei}\\left(x\\right)'],
    ['li(x)', 'li(x)', '\\operatorname{li}\\left(x\\right)'],
    ['FresnelS(x)', 'FresnelS(x)', '\\operatorname{S}\\left(x\\right)'],
    ['fresnelc(x)', 'FresnelC(x)', '\\operatorname{C}\\left(x\\right)'],
    ['\\operatorname{erfi}(x)', 'erfi(x)', '\\operatorname{erfi}\\left(x\\right)'],
  ])('%s', (input, text, latex) => {
    const e = parse(input);
    expect(toText(e)).toBe(text);
    expect(toLatex(e)).toBe(latex);
    expect(toText(parse(toText(e)))).toBe(text);
  });
  test('names are read only as a whole word in their own case', () => {
    expect(toText(parse('si'))).toBe('s*i');
    expect(toText(parse('sin(x)'))).toBe('sin(x)');
  });
});

describe('derivatives of special functions (DLMF 6.2, 7.2) with the chain rule', () => {
  test.each([
    ['erf(x)', '2/sqrt(pi) e^(-x^2)'],
    ['erfc(x)', '-2/sqrt(pi) e^(-x^2)'],
    ['erfi(x)', '2/sqrt(pi) e^(x^2)'],
    ['Si(x)', 'sin(x)/x'],
    ['Ci(x)', 'cos(x)/x'],
    ['Ei(x)', 'e^x/x'],
    ['li(x)', '1/ln(x)'],
    ['Shi(x)', 'sinh(x)/x'],
    ['Chi(x)', 'cosh(x)/x'],
    ['FresnelS(x)', 'sin(pi x^2/2)'],
    ['FresnelC(x)', 'cos(pi x^2/2)'],
    ['erf(3x)', '6/sqrt(pi) e^(-9x^2)'],
    ['Si(x^2)', '2 sin(x^2)/x'],
  ])('d/dx %s = %s', (f, want) => {
    const r = derivative(P(f), 'x');
    for (const t of [0.4, 1.3, 2.2]) {
      const w = evalReal(P(want), { x: t });
      expect(Math.abs(evalReal(r.result, { x: t }) - w)).toBeLessThan(1e-12 * Math.max(1, Math.abs(w)));
      // the numeric evaluation agrees with the symbolic derivative (finite differences)
      expect(Math.abs(numDeriv(P(f), 'x', t) - w)).toBeLessThan(1e-6 * Math.max(1, Math.abs(w)));
    }
    const rules = r.steps.steps.map((s) => s.rule);
    expect(rules.includes('special-function-derivative') || rules.includes('chain-rule-outer')).toBe(true);
  });
});

describe('non-elementary antiderivatives', () => {
  test.each([
    ['e^(-x^2)', 'erf'],
    ['e^(-3x^2)', 'erf'],
    ['e^(-x^2 + 2x)', 'erf'],
    ['5 e^(-x^2/2)', 'erf'],
    ['e^(x^2)', 'erfi'],
    ['sin(x)/x', 'Si'],
    ['sin(3x)/x', 'Si'],
    ['sin(-2x)/x', 'Si'],
    ['cos(x)/x', 'Ci'],
    ['cos(2x)/(x+1)', 'Ci'],
    ['sin(x+1)/x', 'Ci'],
    ['e^x/x', 'Ei'],
    ['e^(2x)/x', 'Ei'],
    ['e^(x)/(x-1)', 'Ei'],
    ['1/ln(x)', 'li'],
    ['1/ln(2x+1)', 'li'],
    ['sinh(x)/x', 'Shi'],
    ['cosh(x)/x', 'Chi'],
    ['sin(x^2)', 'FresnelS'],
    ['cos(x^2)', 'FresnelC'],
    ['sin(3x^2)', 'FresnelS'],
    ['cos((x+1)^2)', 'FresnelC'],
    ['x^2 e^(-x^2)', 'erf'],
    ['x^4 e^(-x^2)', 'erf'],
    ['x^2 e^(x^2)', 'erfi'],
    ['x^3 e^(-x^2)', ''],
    ['sin(x)/x^2', 'Ci'],
    ['e^x/x^2', 'Ei'],
    ['cos(2x)/x^3', 'Ci'],
    ['e^(-x)/x^3', 'Ei'],
  ])('∫ %s dx uses %s', (s, name) => {
    const f = P(s);
    const r = integrateIndefinite(f, 'x');
    expect(r.antiderivative).not.toBeNull();
    expect(r.verified).toBe(true);
    expect(r.method).toBe('rules');
    expect(isAntiderivative(r.antiderivative!, f)).toBe(true);
    if (name) {
      expect(toText(r.antiderivative!)).toContain(`${name}(`);
      expect(r.steps.steps.map((st) => st.rule)).toContain('special-function-integral');
    }
  });

  test.each([
    ['erf(x)', 'x*erf(x) + exp(-x^2)/sqrt(pi)'],
    ['Si(x)', 'x*Si(x) + cos(x)'],
    ['Ci(x)', 'x*Ci(x) - sin(x)'],
    ['Ei(x)', 'x*Ei(x) - exp(x)'],
    ['FresnelS(x)', ''],
    ['erfi(x)', ''],
    ['erf(2x+1)', ''],
    ['Si(3x)', 'x*Si(3*x) + cos(3*x)/3'],
  ])('∫ %s dx by parts with dv = dx', (s, text) => {
    const f = P(s);
    const r = integrateIndefinite(f, 'x');
    expect(r.method).toBe('rules');
    expect(isAntiderivative(r.antiderivative!, f)).toBe(true);
    expect(r.steps.steps.map((st) => st.rule)).toContain('integration-by-parts');
    if (text) expect(toText(r.antiderivative!)).toBe(text);
  });

  test('∫ erf(2x+1) dx: u = 2x + 1, by parts in u (its inner substitution named w), back to x', () => {
    const st = integrateIndefinite(P('erf(2x+1)'), 'x').steps.steps;
    expect(st[0]).toMatchObject({ rule: 'choose-substitution', before: 'u = 2x + 1' });
    expect(st.some((s) => s.rule === 'choose-substitution' && s.before.startsWith('w = '))).toBe(true);
    expect(st.every((s) => !/_s|_u/.test(s.before + s.after + JSON.stringify(s.params ?? {})))).toBe(true);
  });

  test('the forms of the issue: (√π/2) erf x, Si x, √(π/2) S(√(2/π) x)', () => {
    const F = (s: string) => integrateIndefinite(P(s), 'x').antiderivative!;
    expect(toText(F('e^(-x^2)'))).toBe('erf(x)*sqrt(pi)/2');
    expect(toText(F('sin(x)/x'))).toBe('Si(x)');
    expect(toText(F('sin(2x)/x'))).toBe('Si(2*x)');
    expect(toText(F('e^x/x'))).toBe('Ei(x)');
    expect(toText(F('1/ln(x)'))).toBe('li(x)');
    const S = F('sin(x^2)');
    for (const t of [0.5, 1.5])
      expect(evalReal(S, { x: t })).toBeCloseTo(Math.sqrt(Math.PI / 2) * SPECIAL_REAL.FresnelS(Math.sqrt(2 / Math.PI) * t), 14);
  });

  test('steps: substitution, the special function by its definition, back-substitution', () => {
    const r = integrateIndefinite(P('e^(-3x^2)'), 'x');
    expect(r.steps.steps.map((s) => s.rule)).toEqual([
      'u-substitution',
      'special-function-integral',
      'substitute-back',
      'differentiate-to-check',
    ]);
    const named = r.steps.steps[1];
    expect(named.params?.fn).toBe('\\operatorname{erf}');
    expect(named.params?.definition).toContain('e^{-t^{2}}');
  });
});

describe('definite integrals of special functions', () => {
  test.each([
    ['sin(x)/x', '0', 'inf', 'pi/2', Math.PI / 2],
    ['e^(-x^2)', '-inf', 'inf', 'sqrt(pi)', Math.sqrt(Math.PI)],
    ['e^(-x^2)', '0', 'inf', 'sqrt(pi)/2', Math.sqrt(Math.PI) / 2],
    ['sin(x)/x', '1', '2', 'Si(2) - Si(1)', 0.65932990643551183],
    ['e^(-x^2)', '0', '1', 'erf(1)*sqrt(pi)/2', 0.74682413281242703],
    ['1/ln(x)', '2', '10', 'li(10) - li(2)', 5.1204357246698052],
    ['sin(x^2)', '0', 'inf', '', Math.sqrt(Math.PI / 8)],
  ])('∫ %s from %s to %s = %s', (s, a, b, text, v) => {
    const r = integrateDefinite(P(s), 'x', P(a), P(b));
    expect(r.exact).toBe(true);
    expect(r.verified).toBe(true);
    if (text) expect(toText(r.value!)).toBe(text);
    expect(Math.abs(r.approx - v)).toBeLessThan(1e-12 * Math.max(1, v));
    // an independent check by quadrature on a finite piece
    if (a !== '0' || b !== 'inf') return;
    const q = quadrature((t) => evalReal(P(s), { x: t }), 0, 1);
    expect(q.value).toBeGreaterThan(0);
  });

  test('the calculator gives the exact form and the decimal', () => {
    const r = compute({
      model: 'INTEGRATION',
      integrationModel: 'DEFINITE_INTEGRAL',
      input: 'e^(-x^2)',
      integrationLowerBound: '0',
      integrationUpperBound: '1',
    });
    expect(r.simplifyResult).toContain('\\operatorname{erf}');
    expect(Number(r.calcResultText)).toBeCloseTo(0.746824132812427, 11);
  });

  test('limits at infinity', () => {
    expect(toText(limit(P('erf(x)'), 'x', P('inf')).value!)).toBe('1');
    expect(toText(limit(P('Si(x)'), 'x', P('inf')).value!)).toBe('pi/2');
    expect(toText(limit(P('erf(x)'), 'x', P('-inf')).value!)).toBe('-1');
    expect(toText(limit(P('FresnelC(x)'), 'x', P('inf')).value!)).toBe('1/2');
    expect(toText(limit(P('Si(x)'), 'x', P('0')).value!)).toBe('0');
  });
});

describe('steps a student can follow (issue #18)', () => {
  const rules = (s: string) => derivative(P(s), 'x').steps.steps.map((st) => st.rule);
  test('d/dx x^x: logarithmic differentiation in moves', () => {
    const r = derivative(P('x^x'), 'x');
    const rs = r.steps.steps.map((st) => st.rule);
    expect(rs[0]).toBe('logarithmic-differentiation');
    expect(rs).toEqual(
      expect.arrayContaining(['take-log-both-sides', 'differentiate-both-sides', 'product-rule', 'solve-for-derivative']),
    );
    expect(rs.indexOf('take-log-both-sides')).toBeLessThan(rs.indexOf('differentiate-both-sides'));
    expect(rs.at(-1)).toBe('solve-for-derivative');
    expect(r.steps.steps[1].after).toBe('\\ln y = x\\ln\\left(x\\right)');
    expect(toText(r.result)).toBe('x^x*(ln(x) + 1)');
  });
  test('d/dx sin(x^2): decomposition, outer derivative, inner derivative, product', () => {
    expect(rules('sin(x^2)')).toEqual(['chain-rule', 'chain-rule-outer', 'power-rule', 'chain-rule-product']);
    const st = derivative(P('sin(x^2)'), 'x').steps.steps;
    expect(st[1].after).toBe('\\cos\\left(u\\right)');
    expect(st[3].after).toBe('2x\\cos\\left(x^{2}\\right)');
  });
  test('nested chains show every level', () => {
    const rs = rules('sin(cos(x^2))');
    expect(rs.filter((r) => r === 'chain-rule')).toHaveLength(2);
    expect(rs.filter((r) => r === 'chain-rule-product')).toHaveLength(2);
  });
  test('∫ x cos(x^2) dx: choose u, du; rewrite; integrate; substitute back', () => {
    const st = integrateIndefinite(P('x cos(x^2)'), 'x').steps.steps;
    const rs = st.map((s) => s.rule);
    expect(rs.slice(0, 2)).toEqual(['choose-substitution', 'u-substitution']);
    expect(st[0].before).toBe('u = x^{2}');
    expect(st[0].after).toBe('du = 2x\\,dx');
    expect(rs).toContain('integral-table');
    const back = st.findIndex((s) => s.params?.back === 'true');
    expect(st[back].rule).toBe('substitute-back');
    expect(back).toBeGreaterThan(rs.indexOf('integral-table'));
  });
  test('∫ cos(3x+1) dx: the linear substitution in the same moves, the forgotten 1/3 as a quiz distractor', () => {
    const st = integrateIndefinite(P('cos(3x+1)'), 'x').steps.steps;
    expect(st.map((s) => s.rule)).toEqual([
      'choose-substitution',
      'u-substitution',
      'integral-table',
      'substitute-back',
      'differentiate-to-check',
    ]);
    expect(st[2].after).toBe('\\sin\\left(u\\right)');
    expect(st[3].after).toBe('\\frac{\\sin\\left(3x + 1\\right)}{3}');
    expect(st[3].distractors).toContain('\\sin\\left(3x + 1\\right)');
  });
});
