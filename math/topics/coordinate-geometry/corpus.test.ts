import { describe, expect, test } from 'vitest';
import { gradeTopicCorpus } from '../corpus';
import { CORPUS } from './corpus';

/** The coordinate-geometry corpus through the path users get (normalizeQuestion → routeQuestion → compute). */
describe('coordinate-geometry corpus', () => {
  const english = CORPUS.filter((it) => !it.lang);
  const others = CORPUS.filter((it) => it.lang);

  test('English: at least 90 % right and verified, nothing wrong', () => {
    const s = gradeTopicCorpus('coordinate-geometry', english);
    const bad = s.grades.filter((g) => !g.correct || !g.verified || !g.read).map((g) => `${g.item.q} -> ${g.got}`);
    expect(s.wrong, bad.join('\n')).toBe(0);
    expect(s.rightAndVerified / s.total, bad.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(s.total).toBeGreaterThanOrEqual(25);
  }, 60000);

  test('other languages: at least five, read, right and verified, nothing wrong', () => {
    const s = gradeTopicCorpus('coordinate-geometry', others);
    const bad = s.grades.filter((g) => !g.correct || !g.verified || !g.read).map((g) => `${g.item.lang}: ${g.item.q} -> ${g.got}`);
    expect(s.wrong, bad.join('\n')).toBe(0);
    expect(s.total).toBeGreaterThanOrEqual(5);
    expect(s.rightAndVerified, bad.join('\n')).toBe(s.total);
    expect(new Set(others.map((it) => it.lang)).size).toBeGreaterThanOrEqual(3);
  }, 60000);

  test('at least two steps wherever the textbook shows them (most answers)', () => {
    const s = gradeTopicCorpus('coordinate-geometry', english);
    expect(s.withTwoSteps / s.total).toBeGreaterThanOrEqual(0.75);
  }, 60000);
});
