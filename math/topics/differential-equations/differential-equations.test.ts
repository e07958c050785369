import { describe, expect, test } from 'vitest';
import { corpusSuite, solverFor } from '../geometry/test-helpers';
import { CORPUS } from './corpus';
import { differentialEquations } from './index';
import { sameSolutionFamily } from '../family';
import { answerQuestion } from '../../router';
import { normalizeQuestion } from '../../read';
import { evalReal } from '../../numeric';
import { parse } from '../../parse';

/** The ODE corpus (SymPy dsolve + checkodesol) through the path users get. */
corpusSuite('differential-equations', CORPUS);

const solve = solverFor(differentialEquations);
/** y(x) of an answer `y = …` with the constants set, numerically. */
const yAt = (text: string, x: number, env: Record<string, number> = {}) => evalReal(parse(text.split('=')[1]!), { x, ...env });

describe('differential equations: never letters, never a wrong answer (issue #22)', () => {
  test("dy/dx = 2xy and y' + y = x are solved, not answered 0 or 1 as before", () => {
    const a = answerQuestion('solve dy/dx = 2xy');
    expect(a.topic?.id).toBe('differential-equations');
    expect(a.verified).toBe(true);
    // y = C e^{x²}: with C = 1 at x = 1, e
    expect(yAt(a.simplifyResultText, 1, { C: 1 })).toBeCloseTo(Math.E, 10);
    const b = answerQuestion("y' + y = x");
    expect(b.simplifyResultText).not.toBe('1');
    expect(sameSolutionFamily(b.simplifyResultText, 'y = C1*exp(-x) + x - 1')).toBe(true);
  });

  test('an ODE no method covers is "not understood", never computed as letters', () => {
    for (const q of ["y' = y + x*y'^2", "y'' + y = tan(x)", "y''' = y", 'dy/dx = x/y + sin(y*x)'])
      expect(() => answerQuestion(q), q).toThrow(/could not be read/);
  });

  test('asking for a derivative keeps the derivative route', () => {
    expect(answerQuestion('find dy/dx if y = x^2').simplifyResultText).toBe('2*x');
  });

  test('second order, complex roots: e^{αx}(C1 cos βx + C2 sin βx) with α, β from the characteristic equation', () => {
    const { a, verified } = solve("y'' - 2y' + 5y = 0");
    expect(verified).toBe(true);
    expect(sameSolutionFamily(a.text, 'y = exp(x)*(C1*cos(2*x) + C2*sin(2*x))')).toBe(true);
    expect(a.steps.map((s) => s.rule)).toEqual(
      expect.arrayContaining(['ode-characteristic-equation', 'ode-characteristic-roots', 'ode-homogeneous-complex']),
    );
  });

  test("resonance: the trial solution is multiplied by x (y'' + 4y = sin 2x)", () => {
    const { a, verified } = solve("y'' + 4y = sin(2x)");
    expect(verified).toBe(true);
    const guess = a.steps.find((s) => s.rule === 'ode-undetermined-guess');
    expect(guess?.params?.guess).toMatch(/^y_\{p\} = x\\left\(/);
    // y_p = -x cos(2x)/4
    expect(yAt(a.text, 0.7, { C_1: 0, C_2: 0 })).toBeCloseTo((-0.7 * Math.cos(1.4)) / 4, 10);
  });

  test('initial value problems fit the constants (Cramer for two)', () => {
    const { a, verified } = solve("y'' - 3y' + 2y = 0, y(0) = 0, y'(0) = 1");
    expect(verified).toBe(true);
    // y = e^{2x} − e^{x}
    for (const x of [0.3, 1.1]) expect(yAt(a.text, x)).toBeCloseTo(Math.exp(2 * x) - Math.exp(x), 9);
  });

  test('the check rejects a wrong solution', () => {
    const { r, a } = solve("y'' - 3y' + 2y = 0");
    expect(differentialEquations.verify(r, { ...a, text: 'y = C_1*exp(x) + C_2*exp(3*x)' })).toBe(false);
    expect(differentialEquations.verify(r, { ...a, text: 'y = C_1*exp(x) + C_2*exp(x)' })).toBe(false); // not independent
    const s = solve('dy/dx = x/y');
    expect(differentialEquations.verify(s.r, { ...s.a, text: 'y^2 = x^3 + C' })).toBe(false);
  });

  test('a family is told apart from another family', () => {
    expect(sameSolutionFamily('y = C*exp(2*x)', 'y = C1*exp(2*x)')).toBe(true);
    expect(sameSolutionFamily('y = C*exp(2*x)', 'y = C1*exp(3*x)')).toBe(false);
    expect(sameSolutionFamily('y = -1/(x - C)', 'y = -1/(C1 + x)')).toBe(true);
    expect(sameSolutionFamily('y^2 = x^2 + C', 'y**2/2 = x**2/2 + C1')).toBe(true);
    expect(sameSolutionFamily('y^2 = x^2 + C', 'y**2 = x**3 + C1')).toBe(false);
  });

  test('other languages read the instruction and the conditions', () => {
    const a = answerQuestion(normalizeQuestion("Résous y' = 3y avec y(0) = 2", 'fr'));
    expect(a.verified).toBe(true);
    expect(yAt(a.simplifyResultText, 0.5)).toBeCloseTo(2 * Math.exp(1.5), 9);
  });

  test('M dx + N dy = 0 is an exact equation, never an equation in the letters d, x, y (it was solved for x before)', () => {
    const a = answerQuestion('(2xy + 3) dx + (x^2 - 1) dy = 0');
    expect(a.topic?.id).toBe('differential-equations');
    expect(a.verified).toBe(true);
    expect(sameSolutionFamily(a.simplifyResultText, 'x**2*y + 3*x - y = C1')).toBe(true);
    const { r, a: ans } = solve('(2x + y) dx + (x + 2y) dy = 0');
    expect(differentialEquations.verify(r, { ...ans, text: 'x^2 + y^2 = C' })).toBe(false);
  });
});
