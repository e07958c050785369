import { describe, expect, test } from 'vitest';
import { corpusSuite, errorCode, solverFor } from '../geometry/test-helpers';
import { CORPUS } from './corpus';
import { transforms } from './index';
import { evalReal } from '../../numeric';
import { parse } from '../../parse';

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
    expect(errorCode(() => solve('inverse Laplace transform of s/(s^2+1)^2'))).toBe('UNSUPPORTED:laplace-unsupported');
    expect(errorCode(() => solve('Laplace transform of ln(t)'))).toBe('UNSUPPORTED:laplace-unsupported');
  });

  test('the numeric check rejects a wrong transform', () => {
    const { r, a } = solve('Laplace transform of e^(3t)');
    expect(transforms.verify(r, { ...a, text: 'F(s) = 1/(s + 3)' })).toBe(false);
  });
});
