/**
 * The nearest school-math topic to a question nobody could read (issue #21: an unread phrase is "not understood", with
 * the nearest topic's example). A topic is described by its example questions and the English names of its knowledge
 * points (`KNOWLEDGE_POINTS` entries `<topic id>.<point>`); a question is near a topic when its words meet that
 * vocabulary — the same word, or the same stem ("factorisation" ~ "factorization", "divisible" ~ "divisibility").
 * Words common to any question ("find", "what", "the", "number") count for nothing. Pure and deterministic.
 */
import { TOPICS } from '../topics';
import { KNOWLEDGE_POINTS } from '../knowledge';
import { normalizeQuestion } from './normalize';

/** Words that say nothing about a topic. */
const STOP = new Set(
  (
    'the of and with what which find determine calculate compute evaluate give show is are was how many much does do ' +
    'for from into in on to by at an as it its this that these those there then than number numbers value values ' +
    'let write express use using given when where whose who why can could would will please help me my your answer ' +
    'question problem solve result get make'
  ).split(' '),
);

/** The topic words of a text: lower-case letter runs of three or more letters that are not stop words. */
function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => !STOP.has(w));
}

/** How well two words match: 2 the same word, 1 the same stem (a common prefix of at least 5 letters), else 0. */
function match(a: string, b: string): number {
  if (a === b) return 2;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i >= 5 || (i >= 4 && i >= Math.min(a.length, b.length) - 1) ? 1 : 0;
}

/** The score of a question's words against a vocabulary: each question word counts its best match once. */
function score(words: string[], vocabulary: Set<string>): number {
  let s = 0;
  for (const w of new Set(words)) {
    let best = 0;
    for (const v of vocabulary) if ((best = Math.max(best, match(w, v))) === 2) break;
    s += best;
  }
  return s;
}

let vocabularies: { id: string; words: Set<string>; examples: readonly string[] }[] | null = null;
/** Each topic's vocabulary, built once: its examples' words, its knowledge points' names and ids. */
function topicVocabularies() {
  vocabularies ??= TOPICS.map((t) => {
    const words = new Set<string>([...wordsOf(t.id.replace(/-/g, ' ')), ...t.examples.flatMap(wordsOf)]);
    for (const [kp, name] of Object.entries(KNOWLEDGE_POINTS))
      if (kp.startsWith(`${t.id}.`))
        for (const w of wordsOf(`${kp.slice(t.id.length + 1).replace(/-/g, ' ')} ${name}`)) words.add(w);
    return { id: t.id, words, examples: t.examples };
  });
  return vocabularies;
}

/**
 * The nearest topic to `question` (in any language: it is normalized first; unknown words simply do not count) and the
 * example question of that topic closest to it, e.g. `nearestTopicExample('greatest common thingy of 48 and 180')` →
 * `{ topic: 'number-theory', example: 'gcd(48, 180)' }`. Null when no topic shares a word with the question.
 */
export function nearestTopicExample(question: string, language?: string): { topic: string; example: string } | null {
  let text = String(question ?? '');
  try {
    text = `${text} ${normalizeQuestion(text, language)}`;
  } catch {
    /* the words as typed are enough */
  }
  const words = wordsOf(text);
  if (!words.length) return null;
  let best: { id: string; examples: readonly string[]; s: number } | null = null;
  for (const v of topicVocabularies()) {
    const s = score(words, v.words);
    if (s > 0 && (!best || s > best.s)) best = { id: v.id, examples: v.examples, s };
  }
  if (!best || !best.examples.length) return null;
  let example = best.examples[0]!,
    top = 0;
  for (const e of best.examples) {
    const s = score(words, new Set(wordsOf(e)));
    if (s > top) [example, top] = [e, s];
  }
  return { topic: best.id, example };
}
