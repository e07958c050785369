/** The tutor teaches the school-math topics (issue #21): a plan with knowledge points, a base quiz and step quizzes. */
import { describe, expect, test } from 'vitest';
import { TOPICS, compute, normalizeQuestion, routeQuestion } from '@lemma/math';
import { planFromResult } from './plan';

describe('tutor: topic lessons', () => {
  test.each(['Is 91 prime?', 'gcd(48, 180)', 'round 2.71828 to 3 decimal places', 'Is 3 < 5?', '2/3 as a decimal'])('%s', (q) => {
    const routed = routeQuestion(normalizeQuestion(q, 'en'));
    expect(routed.task).toBe('topic');
    const plan = planFromResult(compute(routed.request), routed.request, 7);
    expect(plan.status).toBe('SUCCESS');
    expect(plan.knowledge.length).toBeGreaterThan(0);
    expect(plan.knowledge[0]!.id).toMatch(/^(number-theory|arithmetic|fractions)\./);
    expect(plan.baseQuiz[0]!.optionList.find((o) => o.correct)!.labelKey).toBe('tutor:tasks.calculate');
    expect(plan.steps.some((s) => s.optionList.length > 1)).toBe(true);
  });
});

describe('tutor: a lesson on every topic', () => {
  // every registered topic (a new topic folder joins this test by itself): its examples are read and at least one of
  // the first three becomes a lesson with knowledge points and a quiz step with a wrong option to choose
  test.each(TOPICS.map((t) => [t.id, t.examples.slice(0, 3)] as const))('%s', (_id, examples) => {
    const lessons = examples.map((q) => {
      const routed = routeQuestion(normalizeQuestion(q, 'en'));
      return planFromResult(compute(routed.request), routed.request, 11);
    });
    const good = lessons.filter(
      (plan) =>
        plan.status === 'SUCCESS' &&
        plan.knowledge.length > 0 &&
        plan.knowledge.every((k) => k.id.includes('.')) &&
        plan.steps.some((s) => s.optionList.length > 1),
    );
    expect(good.length, `no lesson from ${examples.join(' | ')}`).toBeGreaterThan(0);
  });
});
