/**
 * One-step stories (kind `change`), the first word problems of school: a start, one change, the result ("Nell had 242
 * cards. She gave 136 of her cards to Jeff. How many cards does Nell have left?"; "Danny has 12 bottle caps. He found
 * 53 bottle caps at the park. How many bottle caps does he have now?"), and a comparison of two counts ("Jackie has 10
 * apples. Adam has 8 apples. How many more apples does Jackie have than Adam?"). Read strictly: one person, one change,
 * the same things throughout, and the question's words ("left", "now", "more … than") must fit the change.
 */
import type { TopicReading } from '../types';
import { NUM, Story, n } from './story';
import { NAME } from './vocab';
import { planReading } from './plan';

const HAVE = 'has|had|have|owns|owned|collected|made|baked|picked|grew|bought|caught|brought';
const LOSE =
  'gave away|gives away|gave|gives|ate|eats|sold|sells|lost|loses|used|uses|spent|spends|threw away|throws away|removed|' +
  'deleted|broke|donated|donates|mailed|shared|lent';
const GAIN = 'found|finds|bought|buys|got|gets|received|receives|picked|won|wins|collected|added|baked|made|earned|caught';
const THING = `(${NAME}(?: (?:of )?${NAME}){0,2})`;
const PRON = '(?:he|she|they)';

/** The last word of a noun phrase, singular ("bottle caps" → "cap"), to compare the things a story talks about. */
const head = (p: string | undefined): string =>
  (p ?? '')
    .split(' ')
    .pop()!
    .replace(/ies$/, 'y')
    .replace(/(?<=[^s])s$/, '');
const same = (a: string | undefined, b: string | undefined) => !a || !b || head(a) === head(b);

/** Reads a start–change–result story or a "how many more … than" comparison; null unless all of it is accounted for. */
export function readChange(question: string): TopicReading | null {
  return readCompareCounts(question) ?? readStartChange(question);
}

function readStartChange(question: string): TopicReading | null {
  const s = new Story(question);
  const start = s.take(
    new RegExp(`\\b(${NAME}) (?:${HAVE}) (${NUM}) ${THING}(?: (?:in|on) (?:his|her|their) ${NAME})?(?= ?[.,|]|$)`),
  );
  if (!start) return null;
  const who = start[1];
  const WHO = `(?:${PRON}|${who})`;
  let ch = s.take(
    new RegExp(
      `\\b${WHO} (?:then |later )?(${LOSE}|${GAIN}) (${NUM})(?: more)?(?: (?:of (?:them|(?:his|her|their|the) ${THING})|${THING}))?(?: (?:to|from|at|in|for|on) (?:the |his |her |a |an )?(${NAME}(?: ${NAME})?))?(?= ?[.,|]|$)`,
    ),
  );
  let inQuestion = false;
  const q =
    s.take(
      new RegExp(
        `\\bhow many(?: ${THING})? will ${WHO} have (left|now|in all) if ${WHO} (${LOSE}|${GAIN}) (${NUM})(?: more)?(?: ${THING})?\\b`,
      ),
    ) ??
    s.take(
      new RegExp(
        `\\bhow many(?: ${THING})? (?:does|did|will) ${WHO} (?:still )?(?:have|has)(?: (left|now|in all|altogether|in total))?(?: with (?:him|her|them))?\\b`,
      ),
    );
  if (!q) return null;
  if (!ch && q[3]) {
    inQuestion = true;
    ch = q;
  }
  if (!ch || !s.done(['then', 'later', 'more', 'left', 'now', 'still', 'some', 'in', 'at', 'the', 'park', 'store', 'school']))
    return null;
  const [verb, m, thing1, thing2] = inQuestion ? [ch[3], ch[4], ch[5], undefined] : [ch[1], ch[2], ch[3], ch[4]];
  const end = inQuestion ? ch[2] : q[2];
  if (!same(start[3], thing1) || !same(start[3], thing2) || !same(start[3], q[1])) return null;
  const lose = new RegExp(`^(?:${LOSE})$`).test(verb) && !/^(?:bought|buys|picked|collected|baked|made|caught)$/.test(verb);
  // the question must ask for the result of the change: "left" after a loss, "now" / "in all" after a gain
  if (!end || (lose ? end !== 'left' && end !== 'now' : end === 'left')) return null;
  const noun = start[3];
  return planReading({
    kind: 'change',
    quantities: [{ v: 'r', what: `the number of ${noun} ${lose ? 'left' : 'now'}`, unit: noun, count: true }],
    equation: `r = ${n(start[2])} ${lose ? '-' : '+'} ${n(m)}`,
    conditions: [lose ? `r + ${n(m)} = ${n(start[2])}` : `r - ${n(m)} = ${n(start[2])}`],
    ask: ['r'],
  });
}

function readCompareCounts(question: string): TopicReading | null {
  const s = new Story(question);
  const facts = s.takeAll(new RegExp(`\\b(${NAME}) (?:${HAVE}) (${NUM}) ${THING}(?= ?[.,|]|$| and\\b)`));
  if (facts.length !== 2 || facts[0][1] === facts[1][1] || !same(facts[0][3], facts[1][3])) return null;
  const q = s.take(
    new RegExp(
      `\\bhow many more(?: ${THING})? (?:does|did) (${NAME}) (?:have|has|own|collect|make|bake|pick|bring)(?: than (${NAME}))?\\b`,
    ),
  );
  if (!q || !same(facts[0][3], q[1])) return null;
  const a = facts.find((f) => f[1] === q[2]);
  const b = facts.find((f) => f[1] !== q[2]);
  if (!a || !b || (q[3] && q[3] !== b[1]) || !s.done(['and', 'than'])) return null;
  const noun = facts[0][3];
  return planReading({
    kind: 'change',
    quantities: [{ v: 'r', what: `how many more ${noun} ${a[1]} has`, unit: noun, count: true }],
    equation: `r = ${n(a[2])} - ${n(b[2])}`,
    conditions: [`${n(b[2])} + r = ${n(a[2])}`],
    ask: ['r'],
  });
}
