/**
 * Two or three counts told side by side (kind `change`), the comparison and total stories of early school: "Zachary did
 * 51 push-ups and David did 44 push-ups. How many more push-ups did Zachary do than David?", "Jack received 6 emails in
 * the morning and 8 emails in the afternoon. How many more emails did Jack receive in the afternoon than in the
 * morning?", "The grasshopper jumped 31 inches and the frog jumped 35 inches. How much did they jump altogether?".
 * Read strictly: every number is one count of the same things by the same verb; the question names the counts it
 * compares (by who, or by when) or asks for all of them together; "how many more A than B" is A − B and must not be
 * negative. Method: OpenStax Prealgebra 2e §1.2–1.3 (translating "more than", "total"; CC BY 4.0).
 */
import type { TopicReading } from '../types';
import { NUM, Story, n } from './story';
import { NAME } from './vocab';
import { planReading } from './plan';

/** Past tense → the verb after "did" (and "does" for the present). */
const VERBS: Record<string, string> = {
  did: 'do',
  received: 'receive',
  jumped: 'jump',
  ate: 'eat',
  picked: 'pick',
  collected: 'collect',
  baked: 'bake',
  sold: 'sell',
  found: 'find',
  scored: 'score',
  wrote: 'write',
  caught: 'catch',
  planted: 'plant',
  drank: 'drink',
  read: 'read',
  ran: 'run',
  walked: 'walk',
  'played tag with': 'play with',
  'played with': 'play with',
  spends: 'spend',
  spent: 'spend',
};
const VERB = Object.keys(VERBS)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** When or where a count happened (what tells two counts of one person apart). */
const WHEN =
  '(?:in|on|at|during) the (?:morning|afternoon|evening|night)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|today|yesterday|in gym class(?: today)?';
const NOT = '(?!(?:and|in|on|at|to|than|the|more|during|today|yesterday)\\b)';
const THING = `(${NOT}${NAME}(?:[ -]${NOT}${NAME})?)`;
const SUBJ = `((?:the )?(?!(?:he|she|they|it)\\b)${NAME})`;
const PRON = '(?:he|she|they)';
/** Who a question names (a pronoun is the story's one person). */
const QSUBJ = `((?:the )?${NAME})`;
const ALL = '(?:altogether|in all|in total|together|in the day|that day|in the week)';

interface Count {
  who: string;
  verb: string;
  value: string;
  thing: string;
  when: string;
}

const head = (p: string) =>
  p
    .split(' ')
    .pop()!
    .replace(/ies$/, 'y')
    .replace(/(?<=[^s])s$/, '');

/** Every count of the story: "S VERB N THING (WHEN)", continued by ", N THING WHEN" and "and S2 VERB N THING". */
function counts(s: Story): Count[] | null {
  const out: Count[] = [];
  const clause = new RegExp(
    `(?:^ *|[.,|] +|\\band )(?:${SUBJ}|(${PRON})) (${VERB}) (${NUM}) ${THING}(?: (${WHEN}))?(?= ?[.,|]|$| and\\b)`,
  );
  const more = new RegExp(`(?:, |,? and )(${NUM}) ${THING}(?: (${WHEN}))?(?= ?[.,|]|$| and\\b)`);
  for (let m = s.take(clause); m; m = s.take(clause)) {
    const who = m[1] ?? (out.length ? out[out.length - 1].who : null);
    if (!who) return null;
    out.push({ who: who.replace(/^the /, ''), verb: VERBS[m[3]], value: m[4], thing: m[5], when: m[6] ?? '' });
    for (let k = s.take(more); k; k = s.take(more))
      out.push({ who: who.replace(/^the /, ''), verb: VERBS[m[3]], value: k[1], thing: k[2], when: k[3] ?? '' });
  }
  return out;
}

/** Reads a comparison ("how many more … than …") or a total of two or three counts; null unless all of it is read. */
export function readCounts(question: string): TopicReading | null {
  const s = new Story(question);
  if (/\bhe\b/.test(s.text) && /\bshe\b/.test(s.text)) return null;
  // "The grasshopper and the frog had a jumping contest.": who the story is about, no number
  const intro = s.take(
    new RegExp(`^ *(?:the )?(${NAME}) and (?:the )?(${NAME}) (?:had|have) an? (${NAME}(?: ${NAME})?)(?= ?[.,|])`),
  );
  const cs = counts(s);
  if (!cs || cs.length < 2 || cs.length > 3) return null;
  const verb = cs[0].verb;
  const thing = head(cs[0].thing);
  if (cs.some((c) => c.verb !== verb || head(c.thing) !== thing)) return null;
  const people = [...new Set(cs.map((c) => c.who))];
  if (intro) {
    if (!people.every((p) => p === intro[1] || p === intro[2])) return null;
    s.name(intro[3]);
  }
  // "she" in the question is the one person of the story
  const who = (w: string | undefined) => {
    const x = w?.replace(/^the /, '');
    if (x === 'they') return undefined;
    return x && /^(?:he|she)$/.test(x) ? (people.length === 1 ? people[0] : '?') : x;
  };
  const V = verb.replace(' ', ' (?:tag )?');
  const compare = s.take(
    new RegExp(
      `\\bhow (?:many more(?: ${THING})?|much (?:more|farther|further|longer)) (?:did|does) ${QSUBJ} ${V}(?: (${WHEN}))? than (?:(${WHEN})|${QSUBJ})(?: (?:did|does))?\\b`,
    ),
  );
  const total = compare
    ? null
    : s.take(
        new RegExp(
          `\\bhow (?:many(?: ${THING})?|much) (?:did|do|does) (?:${QSUBJ}|they|${QSUBJ} and ${QSUBJ}) ${V}(?: ${ALL})?\\b`,
        ),
      );
  if (!compare && !total) return null;
  s.name(...people, ...cs.map((c) => c.thing));
  if (!s.done(['and', 'than', 'together', 'altogether', 'all', 'total', 'day', 'week', 'that'])) return null;
  const asked = (compare ?? total)![1];
  if (asked && head(asked) !== thing) return null;
  const unit = cs[0].thing;
  if (compare) {
    const [who1, when1, when2, who2] = [who(compare[2])!, compare[3] ?? '', compare[4] ?? '', who(compare[5])];
    const pick = (who: string, when: string) => {
      const found = cs.filter((c) => c.who === who && (!when || c.when === when));
      return found.length === 1 ? found[0] : null;
    };
    // by who ("than David"): one count each; by when ("than in the morning"): one person, two times
    const a = pick(who1, when1);
    const b = who2 ? pick(who2, when2) : pick(who1, when2);
    if (!a || !b || a === b || cs.length !== 2) return null;
    if (who2 && (when1 || when2)) return null;
    if (!who2 && (!when1 || !when2 || people.length !== 1)) return null;
    return planReading({
      kind: 'change',
      quantities: [{ v: 'r', what: `how many more ${unit}`, unit }],
      equation: `r = ${n(a.value)} - ${n(b.value)}`,
      conditions: [`${n(b.value)} + r = ${n(a.value)}`],
      ask: ['r'],
    });
  }
  // a total: of one person's counts (all of the story), or of everyone's ("they", "A and B")
  const named = [total![2], total![3], total![4]].map(who).filter((w): w is string => !!w);
  if (named.length === 1 && (people.length !== 1 || named[0] !== people[0])) return null;
  if (named.length === 2 && (people.length !== 2 || !named.every((w) => people.includes(w)))) return null;
  const sum = cs.map((c) => n(c.value)).join(' + ');
  return planReading({
    kind: 'change',
    quantities: [{ v: 't', what: `the total number of ${unit}`, unit }],
    equation: `t = ${sum}`,
    conditions: [`t - ${cs.map((c) => n(c.value)).join(' - ')} = 0`],
    ask: ['t'],
  });
}
