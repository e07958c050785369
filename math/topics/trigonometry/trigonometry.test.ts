import { describe, expect, test } from 'vitest';
import { answerQuestion } from '@lemma/math';
import { Budget } from '../../budget';
import { errorCode } from '../geometry/test-helpers';
import { CORPUS } from './corpus';
import { expectInLanguages, familyCorpusSuite } from '../sequences/test-suite';
import { trigonometry } from '.';

const FAMILIES: Record<string, string[]> = {
  conversions: ['deg-to-rad', 'rad-to-deg'],
  values: ['exact-value', 'inverse'],
  equations: ['equation'],
  graphs: ['period', 'amplitude', 'phase-shift', 'midline'],
  triangles: ['law-of-sines', 'law-of-cosines'],
  angles: ['reference-angle', 'coterminal', 'quadrant'],
  identities: ['identity'],
};

familyCorpusSuite('trigonometry', CORPUS, FAMILIES);

describe('trigonometry: the questions of issue #21', () => {
  test.each([
    ['convert 60 degrees to radians', 'deg-to-rad', 'pi/3'],
    ['3π/4 radians to degrees', 'rad-to-deg', '135°'],
    ['What is sin(30 degrees)?', 'exact-value', '1/2'],
    ['the exact value of cos(5π/6)', 'exact-value', '-sqrt(3)/2'],
    ['Solve 2cos(x) - 1 = 0 on [0, 2pi)', 'equation', 'pi/3, 5*pi/3'],
    ['solve sin x = 1/2 for 0 ≤ x < 360°', 'equation', '30°, 150°'],
    // the interval after a comma is no system of equations (H2)
    ['Solve sin(x) = 1/2, 0° <= x < 360°', 'equation', '30°, 150°'],
    ['Solve 2cos(x) - 1 = 0 for 0 <= x < 2π', 'equation', 'pi/3, 5*pi/3'],
    ['solve tan(x) = 1, 0 ≤ x ≤ 2pi', 'equation', 'pi/4, 5*pi/4'],
    ['sin(x) = -√3/2 on [0, 2π)', 'equation', '4*pi/3, 5*pi/3'],
    ['solve sin x = 0.5 where 0 < x < 360', 'equation', '30°, 150°'],
    ['sin x = 1/2, 0 <= x <= 360', 'equation', '30°, 150°'],
    ['Find all solutions of tan(x) = sqrt(3) in [0, 2pi)', 'equation', 'pi/3, 4*pi/3'],
    ['solve 2sin(θ) = 1, 0 ≤ θ < 2π', 'equation', 'pi/6, 5*pi/6'],
    ['Determine the period of f(x) = sin(πx/6)', 'period', '12'],
    ['amplitude of y = 3sin(2x - π) + 1', 'amplitude', '3'],
    ['phase shift of y = 3sin(2x - π) + 1', 'phase-shift', 'pi/2'],
    ['midline of y = 3sin(2x - π) + 1', 'midline', 'y = 1'],
    ['law of cosines a=3, b=4, C=60 degrees find c', 'law-of-cosines', 'sqrt(13)'],
    ['triangle with A = 30°, B = 45°, a = 10, find b', 'law-of-sines', '10*sqrt(2)'],
    ['reference angle of 210°', 'reference-angle', '30°'],
    ['coterminal angle of 400°', 'coterminal', '40°'],
    ['quadrant of 210°', 'quadrant', 'III'],
    ['prove tan x cos x = sin x', 'identity', 'true'],
    ['inverse sine of 1/2', 'inverse', 'pi/6'],
  ])('%s', (q, task, text) => {
    const r = answerQuestion(q);
    expect(r.task).toBe('topic');
    expect(r.topic).toMatchObject({ id: 'trigonometry', task });
    expect(r.simplifyResultText).toBe(text);
    expect(r.verified).toBe(true);
  });

  test('the core keeps what it already answers: unit-circle notation, the general solution, simplify', () => {
    expect(answerQuestion('tan 45°').simplifyResultText).toBe('1');
    expect(answerQuestion('sec(π/3)').simplifyResultText).toBe('2');
    expect(answerQuestion('arcsin(1/2)').simplifyResultText).toBe('pi/6');
    const g = answerQuestion('solve sin(x) = 1/2');
    expect(g.task).toBe('solve');
    expect(g.simplifyResult).toContain('k \\in \\mathbb');
    expect(answerQuestion('simplify sin^2 x + cos^2 x').simplifyResultText).toBe('1');
  });

  test('the ambiguous case (SSA) is named: two, one or no triangle', () => {
    const two = answerQuestion('a = 10, b = 12, A = 30°, find B');
    expect(two.simplifyResultText).toBe('36.87°, 143.13°');
    expect(two.steps.find((s) => s.rule === 'trig-ambiguous-case')?.params?.count).toBe('2');
    expect(answerQuestion('a = 5, b = 10, A = 30°, find B').simplifyResultText).toBe('90°');
    expect(answerQuestion('a = 3, b = 10, A = 30°, find B').simplifyResultText).toBe('no triangle');
  });

  test('not an identity is shown with a point where the sides differ; undefined values say so', () => {
    const r = answerQuestion('is sin x = cos x an identity');
    expect(r.simplifyResultText).toBe('false');
    expect(r.steps.map((s) => s.rule)).toContain('trig-identity-counterexample');
    expect(answerQuestion('What is tan(90 degrees)?').simplifyResultText).toBe('undefined');
  });

  test('refusals: outside the domain, no amplitude for tan, words it does not read', () => {
    const run = (q: string) => () => trigonometry.solve(trigonometry.read(q)!, new Budget());
    expect(errorCode(run('inverse sine of 2'))).toBe('VALIDATION_ERROR:outside-domain');
    expect(errorCode(run('amplitude of y = tan(2x)'))).toBe('UNSUPPORTED:no-amplitude');
    expect(trigonometry.read('sin of my heart')).toBeNull();
  });

  test('other languages: es, de, fr, ru, zh-CN', () => {
    expectInLanguages([
      ['convierte 60 grados a radianes', 'es', 'pi/3'],
      ['¿Cuál es el seno de 30 grados?', 'es', '1/2'],
      ['Bestimme die Periode von f(x) = sin(πx/6)', 'de', '12'],
      ["Résous 2cos(x) - 1 = 0 sur l'intervalle [0, 2π)", 'fr', 'pi/3, 5*pi/3'],
      ['Переведите 60 градусов в радианы', 'ru', 'pi/3'],
      ['60度化为弧度', 'zh-CN', 'pi/3'],
    ]);
  });
});
