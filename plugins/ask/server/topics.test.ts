/**
 * Ask's display of the school-math topics' answers (issue #21): a yes/no question answers "Yes"/"No" in the student's
 * language with the reason, a list shows its items, and the method names the topic — in every language.
 */
import { describe, expect, test } from 'vitest';
import { compute, normalizeQuestion, routeQuestion } from '@lemma/math';
import { createServerI18n } from '@lemma/testing/server';
import { LANGUAGES } from '@lemma/sdk/contract/constants';
import { displayTask, finalAnswerTextOf, notUnderstood, writeAnswer, yesNo } from './providers';

const root = new URL('../../../', import.meta.url).pathname;
const answer = (q: string, lng = 'en') => {
  const routed = routeQuestion(normalizeQuestion(q, lng));
  return compute(routed.request);
};

describe('Ask: topic answers', () => {
  test('"Is 3 < 5?" answers Yes with the reason, in 18 languages; "Is 91 prime?" answers No', async () => {
    const t = await createServerI18n(root);
    const r = answer('Is 3 < 5?');
    expect(displayTask(r)).toBe('topic-arithmetic');
    const words = new Set<string>();
    for (const lng of LANGUAGES) {
      const yn = yesNo(t, lng, r)!;
      expect(yn.text, lng).not.toBe('ask:answer.yes');
      words.add(yn.text);
      const md = writeAnswer(t, lng, r, r.steps);
      expect(md, lng).toContain(yn.text);
      expect(md, lng).not.toMatch(/ask:answer|math:rules/);
      expect(md, lng).not.toContain('topic-arithmetic');
    }
    expect(words.size).toBeGreaterThan(10);
    expect(yesNo(t, 'es', r)).toEqual({ latex: '\\text{Sí}', text: 'Sí' });
    const no = answer('Is 91 prime?');
    expect(yesNo(t, 'de', no)!.text).toBe('Nein');
    expect(writeAnswer(t, 'en', no, no.steps)).toMatch(/Reason: .*divisor/);
  });

  test('a list answer shows its items; other answers keep their exact form', async () => {
    const t = await createServerI18n(root);
    const d = answer('divisors of 12');
    expect(d.topic).toMatchObject({ kind: 'list', items: ['1', '2', '3', '4', '6', '12'] });
    expect(writeAnswer(t, 'fr', d, d.steps)).toContain('$$1, 2, 3, 4, 6, 12$$');
    expect(writeAnswer(t, 'fr', d, d.steps)).toContain('Théorie des nombres');
    expect(yesNo(t, 'en', d)).toBeNull();
  });

  test('the short answer text states the general solution of a periodic equation and translates "every real number"', async () => {
    const t = await createServerI18n(root);
    expect(finalAnswerTextOf(t, 'en', answer('solve sin(x) = 1/2'))).toMatch(/k\*2\*pi/);
    expect(finalAnswerTextOf(t, 'en', answer('solve (x+1)^2 - x^2 = 2x + 1'))).toBe('Every real number is a solution.');
    const es = finalAnswerTextOf(t, 'es', answer('solve x + 1 = x'));
    expect(es).not.toBe('no-solution');
    expect(es).not.toMatch(/ask:answer/);
    expect(finalAnswerTextOf(t, 'en', answer('solve x^2 - 5x + 6 = 0'))).toBe('2, 3');
  });
});

describe('Ask: the "not understood" card offers the nearest topic\'s example (issue #21)', () => {
  test("a question near a topic gets that topic's example first, in the student's language", async () => {
    const t = await createServerI18n(root);
    const en = notUnderstood(t, 'en', 'symbolic', undefined, 'greatest common thingy of 48 and 180');
    expect(en.understood).toBe(false);
    expect(en.content).toContain('Closest to your question — try: `gcd(48, 180)`');
    expect(en.content.match(/gcd\(48, 180\)/g)).toHaveLength(1);
    const fr = notUnderstood(t, 'fr', 'symbolic', undefined, 'prime factorisation de 84 svp');
    expect(fr.content).toContain('Le plus proche de votre question — essayez : `prime factorization of 84`');
    for (const lng of LANGUAGES)
      expect(notUnderstood(t, lng, 'symbolic', undefined, 'slope of a line').content, lng).not.toMatch(/ask:answer/);
  });

  test('a question near no topic gets the general examples only', async () => {
    const t = await createServerI18n(root);
    const r = notUnderstood(t, 'en', 'symbolic', undefined, 'asdf qwerty');
    expect(r.content).not.toContain('Closest to your question');
    expect(r.content).toContain('solve 2x + 3 = 11');
  });
});
