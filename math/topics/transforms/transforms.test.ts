import { describe, expect, test } from 'vitest';
import { corpusSuite, errorCode, solverFor } from '../geometry/test-helpers';
import { CORPUS } from './corpus';
import { transforms } from './index';
import { evalReal } from '../../numeric';
import { parse } from '../../parse';
import { routeQuestion } from '../../router';
import { normalizeQuestion } from '../../read';
import { latexToMathml } from '@lemma/sdk/components/mathml';

/** The transforms corpus (SymPy laplace_transform / inverse_laplace_transform) through the path users get. */
corpusSuite('transforms', CORPUS);

const solve = solverFor(transforms);
const at = (text: string, v: string, x: number) => evalReal(parse(text.split('=')[1]!), { [v]: x });

describe('Laplace transforms (issue #22)', () => {
  test('table, shift and derivative rules: L{t sin t} = 2s/(s²+1)²', () => {
    const { a, verified } = solve('Laplace transform of t sin(t)');
    expect(verified).toBe(true);
    for (const s of [2, 3.5]) expect(at(a.text, 's', s)).toBeCloseTo((2 * s) / (s * s + 1) ** 2, 12);
  });

  test('inverse by partial fractions, complex roots as e^{at}cos/sin', () => {
    const { a, verified } = solve('inverse Laplace transform of (s+1)/(s^2+2s+5)');
    expect(verified).toBe(true);
    for (const t of [0.3, 1.7]) expect(at(a.text, 't', t)).toBeCloseTo(Math.exp(-t) * Math.cos(2 * t), 12);
    const pf = solve('inverse Laplace transform of 5/(s^2 - 3s + 2)');
    expect(pf.a.steps.map((s) => s.rule)).toContain('laplace-partial-fractions');
  });

  test('what the table does not hold is refused, never guessed', () => {
    expect(errorCode(() => solve('inverse Laplace transform of s/(s^2+1)^3'))).toBe('UNSUPPORTED:laplace-unsupported');
    expect(errorCode(() => solve('Laplace transform of ln(t)'))).toBe('UNSUPPORTED:laplace-unsupported');
  });

  test('the numeric check rejects a wrong transform', () => {
    const { r, a } = solve('Laplace transform of e^(3t)');
    expect(transforms.verify(r, { ...a, text: 'F(s) = 1/(s + 3)' })).toBe(false);
  });
});

const rules = (q: string) => solve(q).a.steps.map((s) => s.rule);
const rhs = (text: string) => parse(text.slice(text.indexOf('=') + 1));
const coef = (text: string, name: string, n: number) => {
  const part = text.split('; ').find((p) => p.startsWith(`${name} =`));
  if (!part) throw new Error(`${name} missing in ${text}`);
  return evalReal(rhs(part), { n });
};

describe('initial value problems by the Laplace transform (issue #22)', () => {
  test("y'' + y = 0, y(0) = 1, y'(0) = 0: transform, solve for Y(s), invert — y = cos t", () => {
    const { a, verified } = solve("use the Laplace transform to solve y'' + y = 0, y(0)=1, y'(0)=0");
    expect(verified).toBe(true);
    for (const t of [0.2, 1.1, 2.9]) expect(evalReal(rhs(a.text), { t })).toBeCloseTo(Math.cos(t), 12);
    expect(a.steps.map((s) => s.rule)).toEqual([
      'laplace-ivp-transform',
      'laplace-ivp-solve-for-y',
      'laplace-inverse-table',
      'laplace-ivp-solution',
    ]);
    expect(a.steps[0]!.params!.eq).toContain('s^{2}Y(s) - s');
  });

  test("partial fractions on the way: y'' - 3y' + 2y = 4 gives 2e^{2t} - 4e^t + 2", () => {
    const { a, verified } = solve("y'' - 3y' + 2y = 4, y(0)=0, y'(0)=0 by Laplace transform");
    expect(verified).toBe(true);
    for (const t of [0.3, 1.4]) expect(evalReal(rhs(a.text), { t })).toBeCloseTo(2 * Math.exp(2 * t) - 4 * Math.exp(t) + 2, 9);
    expect(a.steps.map((s) => s.rule)).toContain('laplace-partial-fractions');
  });

  test("Lebl's x(t) notation and resonance (a squared quadratic): x'' + x = sin t → (sin t − t cos t)/2", () => {
    const { a, verified } = solve("Solve x'' + x = sin(t), x(0) = 0, x'(0) = 0 using the Laplace transform");
    expect(verified).toBe(true);
    expect(a.text.startsWith('x(t) =')).toBe(true);
    for (const t of [0.5, 2.2]) expect(evalReal(rhs(a.text), { t })).toBeCloseTo((Math.sin(t) - t * Math.cos(t)) / 2, 12);
  });

  test('the check by substitution rejects a wrong solution or a wrong initial value', () => {
    const { r, a } = solve("solve y' + 2y = e^(-t), y(0) = 1 using Laplace transforms");
    expect(transforms.verify(r, a)).toBe(true);
    expect(transforms.verify(r, { ...a, text: 'y(t) = exp(-2*t)' })).toBe(false); // initial value right, ODE wrong
    expect(transforms.verify(r, { ...a, text: 'y(t) = exp(-t) + exp(-2*t)' })).toBe(false); // ODE right, y(0) = 2
  });

  test('only questions asking for the Laplace method, with every initial value at 0, are read here', () => {
    expect(transforms.read("use the Laplace transform to solve y'' + y = 0, y(0)=1")).toBeNull();
    expect(transforms.read("solve y'' + y = 0, y(1)=1, y'(1)=0 using the Laplace transform")).toBeNull();
    expect(transforms.read("solve y'' + y = 0, y(0)=1, y'(0)=0")).toBeNull();
    expect(errorCode(() => solve("solve y' + t y = 0, y(0) = 1 using the Laplace transform"))).toBe(
      'UNSUPPORTED:laplace-unsupported',
    );
  });

  test("unit steps (Lebl 6.2.102): x'' − x = (t² − 1)u(t − 1) — the second shifting property, checked piece by piece", () => {
    const { a, verified } = solve(
      "Solve x''-x = (t^2-1) u(t-1) for initial conditions x(0)=1, x'(0) = 2 using the Laplace transform",
    );
    expect(verified).toBe(true);
    // Lebl's answer: (2e^{t−1} − t² − 1)u(t − 1) − e^{−t}/2 + 3e^{t}/2
    const lebl = (t: number) => (t >= 1 ? 2 * Math.exp(t - 1) - t * t - 1 : 0) - Math.exp(-t) / 2 + (3 * Math.exp(t)) / 2;
    for (const t of [0.4, 0.9, 1.3, 2.6]) expect(evalReal(rhs(a.text), { t })).toBeCloseTo(lebl(t), 9);
    expect(a.steps.map((s) => s.rule)).toEqual(expect.arrayContaining(['laplace-ivp-step-shift', 'laplace-ivp-step-inverse']));
    expect(a.latex).toContain('u\\left(t - 1\\right)');
  });

  test('the piecewise check rejects a step answer that is wrong after the jump or does not join smoothly', () => {
    const { r, a } = solve("Solve x'' + x = u(t-1) for initial conditions x(0) = 0 and x'(0) = 0 using the Laplace transform");
    expect(transforms.verify(r, a)).toBe(true);
    expect(transforms.verify(r, { ...a, text: 'x(t) = (1 - cos(t))*(1 + sign(t - 1))/2' })).toBe(false); // jumps at t = 1
    expect(transforms.verify(r, { ...a, text: 'x(t) = (1 - cos(t - 1))*(1 + sign(t - 2))/2' })).toBe(false); // wrong shift
    expect(transforms.verify(r, { ...a, text: 'x(t) = 0' })).toBe(false);
    expect(transforms.read("use the Laplace transform to solve y'' + y = u(t+1), y(0)=0, y'(0)=0")).toBeNull();
  });

  test('routing: a Laplace IVP goes to transforms, the same IVP without the method to differential-equations', () => {
    for (const q of [
      "use the Laplace transform to solve y'' + y = 0, y(0)=1, y'(0)=0",
      "y'' - 3y' + 2y = 4, y(0)=0, y'(0)=0 by Laplace transform",
    ]) {
      const routed = routeQuestion(normalizeQuestion(q, 'en'));
      expect(routed.request.topic?.topic).toBe('transforms');
      expect(routed.request.topic?.task).toBe('laplace-ivp');
    }
    expect(routeQuestion("y'' + y = 0, y(0)=1, y'(0)=0").request.topic?.topic).toBe('differential-equations');
  });
});

describe('Fourier series (issue #22)', () => {
  test('x on (−π, π): odd, so a₀ = aₙ = 0 and bₙ = 2(−1)^{n+1}/n', () => {
    const { a, verified } = solve('find the Fourier series of f(x) = x on (-π, π)');
    expect(verified).toBe(true);
    for (let n = 1; n <= 6; n++) {
      expect(coef(a.text, 'b_n', n)).toBeCloseTo((2 * (-1) ** (n + 1)) / n, 12);
      expect(coef(a.text, 'a_n', n)).toBe(0);
    }
    expect(a.steps.map((s) => s.rule)).toEqual([
      'fourier-setup',
      'fourier-odd',
      'fourier-a0',
      'fourier-an',
      'fourier-bn',
      'fourier-series',
    ]);
    expect(a.latex).toContain('\\sum_{n=1}^{\\infty}');
  });

  test('|x| on [−π, π]: even; a₀ = π, aₙ = −4/(πn²) for odd n, 0 for even n', () => {
    const { a, verified } = solve('Fourier series of |x| on [-π, π]');
    expect(verified).toBe(true);
    expect(coef(a.text, 'a_0', 1)).toBeCloseTo(Math.PI, 12);
    for (let n = 1; n <= 6; n++) expect(coef(a.text, 'a_n', n)).toBeCloseTo(n % 2 ? -4 / (Math.PI * n * n) : 0, 12);
    expect(rules('Fourier series of |x| on [-π, π]')).toContain('fourier-even');
  });

  test('period 2L, the square wave and a half-range sine series', () => {
    const p2 = solve('Fourier series of f(x) = x, -1 < x < 1, period 2');
    expect(p2.verified).toBe(true);
    expect(coef(p2.a.text, 'b_n', 3)).toBeCloseTo(2 / (3 * Math.PI), 12);
    const sq = solve('Fourier series of the square wave f(x) = -1 for -π<x<0, 1 for 0<x<π');
    expect(sq.verified).toBe(true);
    for (let n = 1; n <= 4; n++) expect(coef(sq.a.text, 'b_n', n)).toBeCloseTo(n % 2 ? 4 / (Math.PI * n) : 0, 12);
    // the graph shows the partial sum S_8, already near the square wave inside each half
    const S8 = parse(sq.a.graph![0]!);
    expect(Math.abs(evalReal(S8, { x: Math.PI / 2 }) - 1)).toBeLessThan(0.1);
    expect(Math.abs(evalReal(S8, { x: -Math.PI / 2 }) + 1)).toBeLessThan(0.1);
    const hr = solve('half-range sine series of f(x)=1 on (0, π)');
    expect(hr.verified).toBe(true);
    expect(hr.a.text.startsWith('b_n =')).toBe(true);
    expect(hr.a.steps[0]!.rule).toBe('fourier-sine-setup');
  });

  test('other phrasings: "expand … in a Fourier series", pieces joined by "and", Lebl\'s even/odd periodic extension', () => {
    const ex = solve('expand f(x) = x in a Fourier series on (-pi, pi)');
    expect(ex.verified).toBe(true);
    expect(coef(ex.a.text, 'b_n', 2)).toBeCloseTo(-1, 12);
    const and = solve('find the Fourier series of f(x) = x for -pi < x < 0 and pi - x for 0 < x < pi');
    expect(and.verified).toBe(true);
    expect(coef(and.a.text, 'a_0', 1)).toBeCloseTo(0, 12);
    const even = solve('Fourier series of the even periodic extension of f(t) = t/3 on 0 <= t < 3');
    expect(even.a.text.startsWith('a_0 = 1; a_n =')).toBe(true);
    expect(coef(even.a.text, 'a_n', 1)).toBeCloseTo(-4 / Math.PI ** 2, 12);
    // "a series" alone is no Fourier series, and the core must not expand the words as letters
    expect(errorCode(() => routeQuestion('expand f(x) = x in a series on (-pi, pi)'))).toBe('VALIDATION_ERROR:not-understood');
  });

  test('an exponential piece (Lebl 4.3.7): e^t on (−1, 1] has aₙ = (−1)^n·2 sinh 1/(1 + n²π²)', () => {
    const { a, verified } = solve('Compute the Fourier series of f(t) = e^t for -1 < t <= 1, extended periodically');
    expect(verified).toBe(true);
    for (let n = 1; n <= 4; n++) {
      expect(coef(a.text, 'a_n', n)).toBeCloseTo(((-1) ** n * 2 * Math.sinh(1)) / (1 + n * n * Math.PI ** 2), 12);
      expect(coef(a.text, 'b_n', n)).toBeCloseTo(
        ((-1) ** (n + 1) * 2 * n * Math.PI * Math.sinh(1)) / (1 + n * n * Math.PI ** 2),
        12,
      );
    }
  });

  test('the check (quadrature and partial sums) rejects wrong coefficients', () => {
    const { r, a } = solve('Fourier series of x^2 on [-pi,pi]');
    expect(transforms.verify(r, a)).toBe(true);
    expect(transforms.verify(r, { ...a, text: a.text.replace(/^a_0 = [^;]+/, 'a_0 = pi^2/3') })).toBe(false); // a₀/2 for a₀
    expect(transforms.verify(r, { ...a, text: a.text.replace(/a_n = [^;]+/, 'a_n = 4*(-1)^(n+1)/n^2') })).toBe(false);
    expect(transforms.verify(r, { ...a, text: 'a_n = 4*(-1)^n/n^2; b_n = 0' })).toBe(false); // a₀ missing
  });

  test('what the exact method does not cover is refused, and incomplete questions are not read', () => {
    expect(errorCode(() => solve('Fourier series of f(x) = 0 for -pi < x < pi/2, 1 for pi/2 < x < pi'))).toBe(
      'UNSUPPORTED:fourier-unsupported',
    );
    expect(errorCode(() => solve('Fourier series of f(x) = x e^x on (-pi, pi)'))).toBe('UNSUPPORTED:fourier-unsupported');
    expect(errorCode(() => solve('Fourier series of f(x) = sin(x)^2 on (-pi, pi)'))).toBe('UNSUPPORTED:fourier-unsupported');
    expect(errorCode(() => solve('Fourier series of f(x) = 1 for -pi < x < 0, x for 1 < x < pi'))).toBe(
      'UNSUPPORTED:fourier-unsupported',
    );
    expect(transforms.read('Fourier series of x')).toBeNull();
    expect(transforms.read('Fourier series of f(x) = x y on (-1, 1)')).toBeNull();
  });

  test('every formula of the answers and steps renders as MathML (Σ, \\sim, \\mathcal{L})', () => {
    for (const q of [
      'Fourier series of |x| on [-π, π]',
      'Compute the Fourier series of f(t) = e^t for -1 < t <= 1, extended periodically',
      "use the Laplace transform to solve y'' + y = 0, y(0)=1, y'(0)=0",
      "Solve x''-x = (t^2-1) u(t-1) for initial conditions x(0)=1, x'(0) = 2 using the Laplace transform",
    ]) {
      const { r, a } = solve(q);
      for (const l of [r.inputLatex, a.latex, ...a.steps.flatMap((s) => Object.values(s.params ?? {}))])
        expect(latexToMathml(l), l).not.toBeNull();
    }
  });
});
