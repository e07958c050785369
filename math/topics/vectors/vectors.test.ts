import { describe, expect, test } from 'vitest';
import { answerQuestion } from '../../router';
import { normalizeQuestion } from '../../read';
import { errorCode, solverFor } from '../geometry/test-helpers';
import { vectors as T } from './index';

const solve = solverFor(T);
const ask = (q: string, lang = 'en') => answerQuestion(normalizeQuestion(q, lang));

describe('vectors: the questions of issue #21', () => {
  test.each([
    ['Find the magnitude of the vector (3, 4)', '5'],
    ['|<1, 2, 2>|', '3'],
    ['dot product of (1,2,3) and (4,5,6)', '32'],
    ['u·v for u = <1,2>, v = <3,-1>', '1'],
    ['cross product of <1,2,3> and <4,5,6>', '<-3, 6, -3>'],
    ['angle between the vectors <1,0> and <1,1>', 'pi/4'],
    ['angle between the vectors <1,0> and <1,1> in degrees', '45°'],
    ['unit vector in the direction of <3,4>', '<3/5, 4/5>'],
    ['u + v for u = <1,2>, v = <3,-1>', '<4, 1>'],
    ['2u - 3v for u = <1,2>, v = <3,-1>', '<-7, 7>'],
    ['3<1,2>', '<3, 6>'],
    ['are <1,2> and <2,4> parallel', 'true'],
    ['are <1,2> and <2,4> orthogonal', 'false'],
    ['projection of u onto v for u = <3,4>, v = <1,0>', '<3, 0>'],
    ['magnitude of 3i + 4j', '5'],
    ['dot product of 2i - j + k and i + j', '1'],
    ['find the components of a vector with magnitude 10 at 30°', '<5*sqrt(3), 5>'],
    ['direction angle of <-3, 3>', '135°'],
    ['direction angle of the vector 2i - 2j', '315°'],
  ])('%s → %s, checked, read by the vectors topic', (q, want) => {
    const r = ask(q);
    expect(r.simplifyResultText).toBe(want);
    expect(r.verified).toBe(true);
    expect(r.topic?.id).toBe('vectors');
  });
  test('the angle keeps π exact and gives degrees', () => {
    const { a } = solve('angle between the vectors <1,0> and <1,1>');
    expect(a.approx).toBe('0.785398 (45°)');
    expect(solve('angle between <3,4> and <1,2>').a.text).toBe('acos(11*sqrt(5)/25)');
  });
  test('parallel / orthogonal answers carry the reason', () => {
    expect(solve('are <1,2> and <2,4> parallel').a.steps.map((s) => s.rule)).toEqual([
      'vector-parallel-ratios',
      'vector-parallel-yes',
    ]);
    expect(solve('are <1,2> and <2,-1> orthogonal').a.steps.at(-1)?.rule).toBe('vector-orthogonal-yes');
  });
  test('i, j, k are vectors only when the question is about vectors', () => {
    expect(T.read('3i + 4j')).toBeNull();
    expect(T.read('magnitude of 3 + 4i')).toBeNull();
  });
  test('refusals', () => {
    expect(T.read('cross product of <1,2> and <3,4>')).toBeNull();
    expect(T.read('dot product of <1,2> and <3,4,5>')).toBeNull();
    expect(errorCode(() => solve('unit vector in the direction of <0,0>'))).toBe('VALIDATION_ERROR:zero-vector');
  });
  test('points stay with coordinate geometry', () =>
    expect(ask('distance between (1, 2) and (4, 6)').topic?.id).toBe('coordinate-geometry'));
});

describe('vectors in other languages', () => {
  test.each([
    ['producto escalar de <1, 2> y <3, 4>', 'es', '11'],
    ['Kreuzprodukt von <1, 2, 3> und <4, 5, 6>', 'de', '<-3, 6, -3>'],
    ['norme du vecteur (3, 4)', 'fr', '5'],
    ['<1, 2, 3>和<4, 5, 6>的点积', 'zh-CN', '32'],
    ['длина вектора (3, 4)', 'ru', '5'],
  ])('%s (%s) → %s', (q, lang, want) => {
    const r = ask(q, lang);
    expect(r.simplifyResultText).toBe(want);
    expect(r.verified).toBe(true);
  });
});
