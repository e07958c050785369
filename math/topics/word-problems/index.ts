/**
 * The `word-problems` topic (issue #18): stories read BY RULE, without an LLM — rates and unit rates, distance/speed/
 * time, percent (discount, tax, tip, percent change), "times as many / more than / less than" and ratios with a total,
 * sums and differences, ages, consecutive integers, work rates, mixtures, simple interest, unit conversions and
 * perimeter/area/volume in a sentence. Each reader builds a {@link Plan} (the unknown, the equation with its units,
 * every condition of the story); the engine solves the equation (math/solve) and the answer is checked by substituting
 * it into every condition (./plan.ts). A story is read only when every number and relation in it is accounted for.
 */
import type { Topic, TopicReading } from '../types';
import { solvePlan, verifyPlan } from './plan';
import { currencyOf, tidy } from './story';
import type { Plan } from './plan';
import { READERS } from './readers';

/** Stories longer than this are not read (the reader's patterns are linear, but prose has a limit). */
const MAX_LENGTH = 600;

export const wordProblems: Topic = {
  id: 'word-problems',
  level: 1,
  examples: [
    'A train travels 120 km in 1.5 hours. What is its average speed?',
    'Tom has 3 times as many apples as Ann. Together they have 24. How many does Ann have?',
    'A rectangular garden is 12 m long and 5 m wide. What is its area?',
  ],
  read: (q: string): TopicReading | null => {
    if (q.length > MAX_LENGTH || !/\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twice|half)\b/i.test(q)) return null;
    // a story: at least two sentences or a clause and a question word; a bare formula is another topic's
    const t = tidy(q);
    if (t.split(/\s+/).length < 6) return null;
    const currency = currencyOf(q);
    if (currency === null) return null;
    for (const r of READERS) {
      const reading = r(q);
      if (!reading) continue;
      if (currency !== '$') (reading.params as { plan: Plan }).plan.currency = currency;
      return reading;
    }
    return null;
  },
  solve: solvePlan,
  verify: verifyPlan,
};
