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
  // "he" and "she" in one story are two people: which one a clause is about is not read by these patterns
  if (/\bhe\b/i.test(question) && /\bshe\b/i.test(question)) return null;
  return readCompareCounts(question) ?? readStartChange(question) ?? readUnknownStart(question) ?? readUnknownChange(question);
}

/** Past tense → the form after "did" ("ate" → "eat"), for the verbs of loss and of getting. */
const BASE: Record<string, string> = {
  had: 'have',
  has: 'have',
  made: 'make',
  won: 'win',
  baked: 'bake',
  bought: 'buy',
  collected: 'collect',
  picked: 'pick',
  ate: 'eat',
  eats: 'eat',
  gave: 'give',
  gives: 'give',
  sold: 'sell',
  sells: 'sell',
  spent: 'spend',
  spends: 'spend',
  used: 'use',
  uses: 'use',
  lost: 'lose',
  loses: 'lose',
  'gave away': 'give away',
  'gives away': 'give away',
  'threw away': 'throw away',
  donated: 'donate',
  deleted: 'delete',
  broke: 'break',
};
const base = (v: string) => BASE[v] ?? v;
/** What a story may call the time before the change. */
const BEFORE = '(?: (?:initially|at first|in the beginning|to begin with|before|originally|in all))?';
const START_VERBS = 'had|made|won|baked|bought|collected|picked';
const LOSE_ONE =
  'gave away|gives away|gave|gives|ate|eats|sold|sells|lost|loses|used|uses|spent|spends|threw away|donated|deleted|broke';
/** A thing counted — never "left" ("72 cakes left") nor a preposition ("cards to Jeff"). */
const NOT_THING = '(?!(?:left|to|at|in|for|on|and|from|with|if|now|then)\\b)';
const KEPT = `(${NOT_THING}${NAME}(?: (?:of )?${NOT_THING}${NAME}){0,2})`;
const LEFT = `\\b(?:(?:if |now |then )?(?:${PRON}) (?:still )?|and (?:now |still )+)(?:has|have|had) (\\$?${NUM})(?: ${KEPT})?(?: left)?(?: (?:in|on|at) (?:his|her|their|the) ${NAME}(?: ${NAME})?)?`;

/**
 * "Baker made some cakes. He sold 145 of them. If he still has 72 cakes left. How many cakes did baker make?" and
 * "Kelly gives away 91 games. How many did she have initially if she still has 92 games left?": the start is unknown,
 * start − change = what is left. The question's verb must be the start's ("made … make", "had … have").
 */
function readUnknownStart(question: string): TopicReading | null {
  const s = new Story(question);
  // "Nell collects baseball cards.": a habit, no number — it names who the story is about
  const habit = s.take(new RegExp(`^ *(${NAME}) collects ${KEPT}(?= ?[.,|])`));
  const start = s.take(new RegExp(`\\b(${NAME}) (?:had )?(${START_VERBS}) some ${KEPT}(?= ?[.,|]|$)`));
  if (habit && start && habit[1] !== start[1]) return null;
  const who = start?.[1] ?? habit?.[1];
  const WHO = `(?:${PRON}${who ? `|${esc(who)}` : `|${NAME}`})`;
  const ch = s.take(
    new RegExp(
      `\\b(${who ? `${PRON}|${esc(who)}` : NAME}) (?:then )?(${LOSE_ONE}) (\\$?${NUM})(?: (?:of (?:them|(?:his|her|their|the) ${KEPT})|${KEPT}))?(?: (?:to|at|in|for|on) (?:buy )?(?:the |his |her |a |an |some )?${NAME}(?: ${NAME})?)?(?= ?[.,|]|$| how\\b| and\\b)`,
    ),
  );
  if (!ch) return null;
  const actor = who ?? ch[1];
  const q = s.take(
    new RegExp(
      `\\bhow many(?: ${KEPT})? did (?:${PRON}|${esc(actor)}) (have|make|win|bake|buy|collect|pick)${BEFORE}(?: if (?:${PRON}) (?:still )?(?:has|have) (${NUM})(?: ${KEPT})? left)?\\b`,
    ),
  );
  const left = q?.[3] ? null : s.take(new RegExp(LEFT.replace(`(?:${PRON})`, WHO)));
  if (!q || (!q[3] && !left)) return null;
  if (start ? base(start[2]) !== q[2] : q[2] !== 'have') return null;
  // where the story happens ("at the arcade") changes no number
  places(s);
  if (
    !s.done([
      'some',
      'still',
      'left',
      'now',
      'if',
      'then',
      'initially',
      'first',
      'beginning',
      'begin',
      'before',
      'originally',
      'all',
    ])
  )
    return null;
  const [m, r] = [ch[3], q[3] ?? left![1]];
  const money = m.startsWith('$');
  if (money !== r.startsWith('$')) return null;
  const things = [start?.[3], ch[4], ch[5], q[1], q[4], left?.[2], habit?.[2]];
  if (things.some((t) => !same(things.find(Boolean), t))) return null;
  const noun = money ? '' : (things.find(Boolean) ?? '');
  const [mv, rv] = [n(m.replace('$', '')), n(r.replace('$', ''))];
  return planReading({
    kind: 'change',
    quantities: [{ v: 's', what: `the number at the start`, unit: noun, count: !money, ...(money ? { money: true } : {}) }],
    equation: `s - ${mv} = ${rv}`,
    conditions: [`s = ${rv} + ${mv}`],
    ask: ['s'],
  });
}

/**
 * "Bobby had 32 pieces of candy. He ate some pieces of candy. If he has 20 pieces of candy left. How many pieces of
 * candy did Bobby eat?", "Edward had $13. He spent some money. Now he has $3. How much money did Edward spend?": the
 * change is unknown, start − change = what is left; the question's verb must be the change's.
 */
function readUnknownChange(question: string): TopicReading | null {
  const s = new Story(question);
  const start = s.take(
    new RegExp(
      `\\b(${NAME}) (?:had|has) (\\$?${NUM})(?: ${KEPT})?(?: (?:in|on) (?:his|her|their) ${NAME}(?: ${NAME})?)?(?= ?[.,|]|$)`,
    ),
  );
  if (!start) return null;
  const who = start[1];
  const WHO = `(?:${PRON}|${esc(who)})`;
  const ch = s.take(
    new RegExp(
      `\\b${WHO} (?:then )?(${LOSE_ONE}) some(?: (?:money|of (?:them|(?:his|her|their) ${KEPT})|${KEPT}))?(?= ?[.,|]|$)`,
    ),
  );
  if (!ch) return null;
  const left = s.take(new RegExp(LEFT.replace(`(?:${PRON})`, WHO)));
  const q = s.take(new RegExp(`\\bhow (?:many(?: ${KEPT})?|much(?: money)?) did ${WHO} (${Object.values(BASE).join('|')})\\b`));
  if (!left || !q || base(ch[1]) !== q[2]) return null;
  places(s);
  if (!s.done(['some', 'still', 'left', 'now', 'if', 'then', 'money'])) return null;
  const money = start[2].startsWith('$');
  if (money !== left[1].startsWith('$')) return null;
  const things = [start[3], ch[2], left[2], q[1]];
  if (things.some((t) => !same(things.find(Boolean), t))) return null;
  const noun = money ? '' : (things.find(Boolean) ?? '');
  const [a, r] = [n(start[2].replace('$', '')), n(left[1].replace('$', ''))];
  return planReading({
    kind: 'change',
    quantities: [{ v: 'c', what: `the number ${base(ch[1])}`, unit: noun, count: !money, ...(money ? { money: true } : {}) }],
    equation: `${a} - c = ${r}`,
    conditions: [`c + ${r} = ${a}`],
    ask: ['c'],
  });
}

/** Where the story happens ("at the arcade", "in the garage sale"): its nouns are names, no number is involved. */
function places(s: Story): void {
  s.takeAll(new RegExp(`\\b(?:at|in|on) the (${NAME}(?: ${NAME})?)(?= ?[.,|?!]|$)`)).forEach((m) => s.name(m[1]));
}

const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
