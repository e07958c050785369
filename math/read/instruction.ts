/**
 * Textbook layout (issue #21, "Reading"): books and worksheets print an instruction SENTENCE and then the exercise —
 * "Solve the equation. a - 28 = -37", "Evaluate the limit. lim x->2 (x^2-4)/(x-2)", "Löse die Gleichung. 2x + 5 = 11",
 * "解方程。2x+5=11" — or the exercise first and the instruction after it ("x/63=4/7. Find x."). The full stop is a
 * sentence boundary, not part of the math, and simply dropping it would glue the instruction's last word to the
 * exercise ("Find the value of x x/63=4/7" reads x·x/63). {@link textbookLayout} rewrites such a question into the
 * one-line form the reader already understands, instruction first and a colon before the exercise
 * ("Solve the equation: a - 28 = -37", "Find x: x/63=4/7"), whatever the language: the instruction's words are left
 * for the per-language vocabulary (`lang/<code>.ts`) to read.
 *
 * A sentence is an INSTRUCTION when it is words only: letters of any script, single-letter variables, hyphens,
 * apostrophes and commas — no digit, no operator, no bracket. An EXERCISE is math whose only words are function and
 * constant names; a sentence of words and numbers (a word problem: "A car travels at 60 mph for 2 hours.") is neither,
 * and leaves the question as it is, for the topics to read whole. The layout is recognised
 * only when the question is one block of instruction sentences and one block of exercise sentences (in either order);
 * several exercise sentences (the equations of a system) are joined with commas. An exercise number at the start
 * ("12. Solve …", "(b) …") is dropped.
 */

import { MATH_NAMES } from './lang';

/**
 * A sentence end: `.`/`?`/`!` followed by a space (not an ellipsis `...`) (a `!` only after a letter: `5! = 120` is a
 * factorial), the CJK `。．！？`, the Devanagari danda `।` and the Arabic question mark `؟`.
 */
const SENTENCE_END = /(?<=[^\s.])[.?](?=\s)|(?<=\p{L})!(?=\s)|[。．！？।॥؟]/u;
/** An exercise number or letter at the start: "12. ", "3) ", "(b) ", "b) ". */
const ENUMERATOR = /^(?:\d{1,3}[.)]|\(?[a-h]\))\s+(?=\S)/u;
/** Anything that makes a sentence math rather than words. */
const MATH_MARK = /[\p{N}=+*/^<>≤≥≠()[\]{}\\|√∛π∞∫∑√′″°%_]|(?<!\p{L})-|-(?!\p{L})/u;
/**
 * A word of the instruction (not a one-letter variable): a letter followed by letters or combining marks (Devanagari
 * writes most vowels as marks: "ज्ञात"), or a CJK character.
 */
const WORD = /\p{L}[\p{L}\p{M}]+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Abbreviations whose full stop ends no sentence (and dotted initials: it "M.C.D.", es "m.c.m.", hi "म.स."). */
const ABBREVIATION = /(?:^|\s)(?:e\.g|i\.e|w\.r\.t|resp|approx|ex|no|fig|vs|etc|bzw|z\.b|d\.h|p\.ej|cf|(?:\p{L}\.)+\p{L})$/iu;

/** Words an exercise may contain: function and constant names (`x^3 sin x`, `lim x->2 …`), values given (`5x - 4 when x = 6`). */
const EXERCISE_WORDS = new Set([...MATH_NAMES, 'lim', 'limit', 'when', 'where', 'and']);
/** An instruction to check the answer ("Then check your solution."): every answer is checked anyway, so it is dropped. */
const CHECK_SENTENCE = /^(?:then\s+)?check\b/iu;

/** 'instruction': words only, at least one real word; 'exercise': math whose only words are math names; else 'other'. */
function kindOf(s: string): 'instruction' | 'exercise' | 'other' {
  if (!MATH_MARK.test(s)) return WORD.test(s) ? 'instruction' : 'other';
  // differentials written together (dxdy, dydx, dzdydx) are math, not a word
  const words =
    s
      .replace(/\\[A-Za-z]+/g, ' ')
      .replace(/(?<![A-Za-z])(?:d[a-zθρφ]){2,3}(?![A-Za-z])/g, ' ')
      .match(/\p{L}{3,}/gu) ?? [];
  // a word problem ("A car travels at 60 mph for 2 hours") is no bare exercise: the topics read it whole
  return words.every((w) => EXERCISE_WORDS.has(w.toLowerCase())) ? 'exercise' : 'other';
}

/** The text cut into sentences (each trimmed, without its final full stop), or null when there is only one. */
function sentences(text: string): string[] | null {
  const out: string[] = [];
  let rest = text;
  for (let guard = 0; guard < 12; guard++) {
    const m = SENTENCE_END.exec(rest);
    if (!m) break;
    const head = rest.slice(0, m.index);
    if (m[0] === '.' && ABBREVIATION.test(head)) {
      // keep the abbreviation whole: continue after it
      const tail = sentences(rest.slice(m.index + 1));
      if (!tail) return out.length ? [...out, rest.trim()] : null;
      return [...out, `${head}. ${tail[0]}`.trim(), ...tail.slice(1)];
    }
    if (head.trim()) out.push(head.trim());
    rest = rest.slice(m.index + m[0].length);
  }
  const last = rest.replace(/[\s.?!。．！？।॥؟]+$/u, '').trim();
  if (last) out.push(last);
  return out.length > 1 ? out : null;
}

/**
 * "Instruction. Exercise" / "Exercise. Instruction" → "Instruction: exercise" (see the module comment), e.g.
 * `textbookLayout('Solve the equation. a - 28 = -37')` → `'Solve the equation: a - 28 = -37'`,
 * `textbookLayout('x/63=4/7. Find x.')` → `'Find x: x/63=4/7'`, `textbookLayout('Solve. x + y = 3. x - y = 1')` →
 * `'Solve: x + y = 3, x - y = 1'`. Null when the text is not laid out that way (a single sentence, only math, only
 * words, or instructions and math interleaved such as "Let f(x) = 2x + 1. What is f(3)?").
 */
export function textbookLayout(text: string): string | null {
  const s = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(ENUMERATOR, '');
  const parts = sentences(s)?.filter((p) => !CHECK_SENTENCE.test(p));
  if (!parts || parts.length < 2) return null;
  const all = parts.map(kindOf);
  if (all.includes('other')) return null;
  const kinds = all.map((k) => k === 'instruction');
  const firstMath = kinds.indexOf(false);
  if (firstMath < 0 || !kinds.includes(true)) return null;
  let instruction: string[], exercise: string[];
  if (firstMath > 0) {
    // instruction(s) first: every later sentence must be math
    if (kinds.slice(firstMath).some(Boolean)) return null;
    instruction = parts.slice(0, firstMath);
    exercise = parts.slice(firstMath);
  } else {
    // exercise first: one block of math, then one block of instructions
    const firstWords = kinds.indexOf(true);
    if (kinds.slice(firstWords).some((k) => !k)) return null;
    exercise = parts.slice(0, firstWords);
    instruction = parts.slice(firstWords);
  }
  const words = instruction.join(' ').replace(/[\s,:;]+$/u, '');
  return `${words}: ${exercise.join(', ')}`;
}

/** A function definition at the start of an exercise: `f(x) = …`, `g(t)=…`. */
const DEFINITION_START = /^\p{L}\s*\(\s*\p{L}\s*\)\s*=/u;

/**
 * The one-line layout with the exercise appended to the instruction without the colon, when the exercise is a
 * function DEFINITION that the instruction names: "Find the domain of the function: f(x) = 1/(x - 4)" →
 * "Find the domain of the function f(x) = 1/(x - 4)" (the topics read a function after its name, not after a colon).
 * Null unless the layout's exercise starts with `f(x) =` and the instruction ends in a word of two or more letters (so
 * "Find x: f(x) = 3" never becomes "Find x f(x) = 3", a product).
 */
export function joinDefinition(layout: string): string | null {
  const m = /^(.*\p{L}[\p{L}\p{M}]+):\s(.+)$/u.exec(layout);
  if (!m || !DEFINITION_START.test(m[2]!)) return null;
  return `${m[1]} ${m[2]}`;
}

/**
 * A book's longer instruction before the notation it names, as the textbook layout joins them ("Evaluate the limits with
 * either L'Hôpital's rule or previously learned methods: lim_{x→3} …", "Find each indefinite integral by using
 * appropriate substitutions: ∫ …", "Evaluate the definite integrals. Express answers in exact form whenever possible:
 * ∫_0^1 …"): the notation alone says the task, so the instruction goes — only when it names that same task (limit ↔ lim,
 * integral/antiderivative ↔ ∫, derivative/differentiate ↔ d/dx) and asks for nothing the notation's value would not
 * answer (an approximation, an estimate, a rule such as Simpson's, a graph or a table). Unchanged otherwise.
 */
export function bookInstructionBeforeNotation(q: string): string {
  const m = /^([^:]{8,200}):\s*(lim\b|lim_|\\lim|d\/d[a-z]|\\frac\s*\{\s*d|∫|\\int)/i.exec(q);
  if (!m) return q;
  const words = m[1]!;
  const tasks = {
    limit: /\blimits?\b/i,
    integral: /\b(?:integrals?|integrate|antiderivatives?)\b/i,
    derivative: /\b(?:derivatives?|differentiat\w*)\b/i,
  };
  const own = /^(?:lim|\\lim)/i.test(m[2]!) ? 'limit' : /^(?:∫|\\int)/.test(m[2]!) ? 'integral' : 'derivative';
  if (!tasks[own].test(words)) return q;
  // an instruction naming another task too asks about the notation's result ("the derivative of the integral ∫_0^x …")
  if (Object.entries(tasks).some(([k, re]) => k !== own && re.test(words))) return q;
  if (
    /approximat|estimat|trapezoid|simpson|riemann|endpoint|midpoint|graph|table|sketch|error|numerical|calculator|technology|series|type i/i.test(
      words,
    )
  )
    return q;
  return q.slice(m[0].length - m[2]!.length);
}

/** `f(x) = expr` as an exercise: the function's variable and its expression (which must use the variable). */
const FUNCTION_EXERCISE = /^([a-z])\s*\(\s*([a-z])\s*\)\s*=\s*([^;=]+?)\s*(?:[;,]\s*(.*))?$/i;

/**
 * A book's instruction that gives the task for a function defined in the exercise, rewritten into the wording the
 * router reads (OpenStax Calculus Vol. 1 §3.1, §4.10 phrasings, as students paste them):
 * - "Find the general form for the antiderivative of the function: f(x) = e^x − 3x^2" → "integral of e^x − 3x^2 dx"
 *   and with the constant fixed ("…, assuming F(0) = 0. f(x) = x^2 + 2") the initial value problem y' = f, y(0) = 0;
 * - "… find f'(a) …: f(x) = 5x + 4, a = −1" → "derivative of 5x + 4 at x = -1";
 * - "… the slope of the secant line between the values x_1 and x_2 …: f(x) = 4x + 7; x_1 = 2, x_2 = 5" →
 *   "calculate ((f(5)) - (f(2)))/((5) - (2))" with f written out (the difference quotient).
 * Null for any other text. `text` is the question: an instruction sentence, then the exercise.
 */
export function bookFunctionTask(text: string): string | null {
  // the instruction sentence (it may name f(x), F(x) or f'(a) itself), then the exercise "f(x) = …"
  const split = /^(.+?)[.:]\s+((?:[a-z]\s*\(\s*[a-z]\s*\)|y)\s*=.+?)[.]?$/i.exec(text.trim());
  if (!split) return null;
  const words = split[1]!;
  // "y = …" is y as a function of x
  const m = FUNCTION_EXERCISE.exec(split[2]!.trim().replace(/^y\s*=/i, 'y(x) ='));
  if (!m) return null;
  const [, , v, body, extra] = m as unknown as [string, string, string, string, string | undefined];
  if (!new RegExp(`(?<![a-z])${v}(?![a-z])`, 'i').test(body)) return null;
  const num = String.raw`-?\d+(?:\.\d+)?(?:\/\d+)?`;
  if (/\bantiderivatives?\b/i.test(words) && !extra && !/assuming|such that|satisf|[A-Z]\s*\(\s*-?\d/.test(words))
    return `integral of ${body} d${v}`;
  // "Find the antiderivative of the function, assuming F(0) = 0. f(x) = x^2 + 2": the initial value problem y' = f, y(a) = b
  const given = new RegExp(
    `^[^()]*\\bantiderivative\\b.*\\b(?:assuming|such that|with)\\s+[A-Z]\\s*\\(\\s*(${num})\\s*\\)\\s*=\\s*(${num})\\s*$`,
    'i',
  ).exec(words);
  if (given && !extra && v.toLowerCase() === 'x') return `solve y' = ${body}, y(${given[1]}) = ${given[2]}`;
  // "Find dy/dx for each function. y = …", "Find f'(x) for each function. f(x) = …", "Differentiate. y = …"
  if (
    !extra &&
    (/^(?:find|compute|determine)\s+(?:dy\/dx|y\s*['′]|[a-z]\s*['′]\s*\(\s*[a-z]\s*\)|the\s+derivatives?)\s+(?:of|for)\s+(?:each|the)\s+(?:following\s+)?functions?$/i.test(
      words.trim(),
    ) ||
      /^differentiate(?:\s+(?:each|the)\s+(?:following\s+)?functions?)?$/i.test(words.trim()))
  )
    return `derivative of ${body}`;
  const at = extra && new RegExp(`^a\\s*=\\s*(${num})$`, 'i').exec(extra.trim());
  if (/\bf\s*['′]\s*\(\s*a\s*\)/i.test(words) && at) return `derivative of ${body} at ${v} = ${at[1]}`;
  const two =
    extra && new RegExp(`^${v}_?1\\s*=\\s*(${num})\\s*,\\s*(?:and\\s+)?${v}_?2\\s*=\\s*(${num})$`, 'i').exec(extra.trim());
  if (/\bslope of the secant\b/i.test(words) && two) {
    const f = (t: string) => `(${body.replace(new RegExp(`(?<![a-z])${v}(?![a-z])`, 'gi'), `(${t})`)})`;
    return `calculate (${f(two[2]!)} - ${f(two[1]!)})/((${two[2]}) - (${two[1]}))`;
  }
  return null;
}
