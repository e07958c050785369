/**
 * Question router: recognises what a free-text question asks ("solve 2x+3=11", "derivative of x^2 sin x",
 * "integrate x e^x from 0 to 1", "limit of sin(x)/x as x->0", "simplify ...", "factor ...", "15% of 80")
 * and turns it into a {@link ComputeRequest}. English keywords plus the symbolic forms (d/dx, ∫, lim, =).
 */
import { ComputeRequest, ComputeResult, compute, TaskKind } from './compute';
import { parse } from './parse';
import { subst, symbols } from './ast';
import { toText } from './print';
import { BudgetOptions } from './budget';
import { MathError } from './errors';
import { readTopic } from './topics';
import { odeShaped } from './topics/differential-equations/read';
import { MATH_NAMES } from './read/lang';
import { SPECIAL_FUNCTION_NAMES } from './special';
import { bookInstructionBeforeNotation } from './read/instruction';

export interface RoutedQuestion {
  /** The recognised task. */
  task: TaskKind;
  request: ComputeRequest;
}

const ORD: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  '2nd': 2,
  '3rd': 3,
  '4th': 4,
  '5th': 5,
};

/** The core tasks the router reads by their own keyword or notation; these keep priority over the topics. */
const EXPLICIT_TASKS = new Set<TaskKind>([
  'limit',
  'derivative',
  'indefinite-integral',
  'definite-integral',
  'simplify',
  'expand',
  'factor',
]);
// the special functions (erf, Si, FresnelS …) are math names too: "derivative of erf(x)" is no word left in the math
const MATH_WORD_SET = new Set([...MATH_NAMES, ...SPECIAL_FUNCTION_NAMES, 'root', 'nthroot'].map((w) => w.toLowerCase()));

/**
 * Whether the core reading of an input is doubtful: it contains words the parser would turn into products of letters
 * ("Is 3 < 5" as I·s), notation the core drops or misreads (`5!`, `C(7,3)`, `7C3`), or a bare integer to "factor".
 */
function doubtfulCoreReading(task: TaskKind, input: string): boolean {
  const text = input.replace(/\\[A-Za-z]+/g, ' ');
  for (const m of text.matchAll(/[A-Za-z]{2,}/g))
    if (!MATH_WORD_SET.has(m[0].toLowerCase()) && !/^d[a-z]$/.test(m[0])) return true;
  if (/!(?!=)/.test(text) || /(?:^|[^A-Za-z])[A-Z]\s*\(\s*\d+\s*,\s*\d+\s*\)|\d\s*[CP]\s*\d/.test(text)) return true;
  if (/(?:^|[^A-Za-z])P\s*\(\s*(?:-?[\d.]+\s*<=?\s*)?[XYZ]\s*(?:<|>|=)/.test(text)) return true; // probability notation P(X <= 2), P(-1 < Z < 1) (T2)
  if (task === 'solve' && /^\s*[a-z]\s*\(\s*[a-z]\s*\)\s*=/.test(text)) return true; // "zeros of f(x) = …": f(x) is no product f·x (A2)
  // "sin(x) = 1/2, 0° <= x < 360°": an equation and its interval after a comma, no system of equations (H2, #21)
  if ((task === 'solve' || task === 'inequality') && /[,;]/.test(text) && /[<>≤≥]/.test(text) && /(?<![<>!=])=(?!=)/.test(text))
    return true;
  return task === 'factor' && /^\s*\d+\s*$/.test(text);
}

/**
 * Recognise the task in a free-text question (English router wording, see normalizeQuestion). The core tasks keep
 * priority for what they read by keyword or notation; where the core reading would be a generic calculation or
 * equation of doubtful reading (words as letters, a dropped `!`), or not understood at all, the school-math topics
 * (math/topics, {@link readTopic}) are asked, and a topic reading becomes a request with `topic` set.
 * Throws VALIDATION_ERROR for empty input.
 */
export function routeQuestion(question: string): RoutedQuestion {
  let core: RoutedQuestion | null = null;
  let failure: unknown = null;
  try {
    core = routeCore(question);
  } catch (e) {
    if (e instanceof MathError && e.detail?.reason === 'empty-input') throw e;
    failure = e;
  }
  // a differential equation (y' + y = x, dy/dx = 2xy): its topic reads it, or it is "not understood" — the core would
  // read y' and dy/dx as letters and answer something else (issue #22: "dy/dx = 2xy" answered 0)
  // likewise a recurrence (a_n = 3a_{n-1}: subscripts are no products) and modular arithmetic ("mod" is no d·m·o)
  const odeLike = odeShaped(question);
  const discreteLike =
    /[a-z]_\{?\(?n\s*-\s*\d\)?\}?/i.test(question) ||
    (/\b([a-z])\(n\s*-\s*\d\)/i.test(question) && /\b[a-z]\(n\)\s*=/i.test(question)) ||
    /\bmod(?:ulo)?\b|≡|\bremainder\b.*\d\s*\^\s*\d/i.test(question);
  if (odeLike || discreteLike) {
    const reading = readTopic(question);
    const allowed = odeLike
      ? ['differential-equations', 'calculus', 'transforms']
      : ['discrete', 'arithmetic', 'number-theory', 'sequences'];
    if (reading && allowed.includes(reading.topic))
      return { task: 'topic', request: { model: 'CALCULATION', input: reading.inputText, topic: reading } };
    throw new MathError('VALIDATION_ERROR', 'The question could not be read as math', { reason: 'not-understood' });
  }
  // "f(x) = x^2 - 4" (or "solve f(x) = …") defines a function: f·x is no product of letters. Its zeros are what
  // "solve" asks; a definition no topic reads is "not understood" (issue #21: it was solved for x in f)
  const definition = /^\s*(?:solve\s+)?([a-z])\s*\(\s*([a-z])\s*\)\s*=\s*([^=<>,;]+)$/.exec(question.replace(/[?.]+$/, ''));
  if (
    definition &&
    core &&
    (core.task === 'solve' || core.task === 'calculate') &&
    onlyVariable(definition[3]!, definition[2]!)
  ) {
    const reading = readTopic(`zeros of ${definition[1]}(${definition[2]}) = ${definition[3]}`);
    if (reading) return { task: 'topic', request: { model: 'CALCULATION', input: reading.inputText, topic: reading } };
    throw new MathError('VALIDATION_ERROR', 'The question could not be read as math', { reason: 'not-understood' });
  }
  const statement = core && numberStatement(question, core);
  if (statement) return statement;
  // an iterated integral (∫_0^{2π} ∫_0^1 r^2 dr dθ, ∬, ∭) is no single integral of the core: offered to the topics first (#22)
  const iteratedIntegral = /(?:∫|\\int\b)[\s\S]*(?:∫|\\int\b)|[∬∭]/.test(question);
  const doubtful = core
    ? doubtfulCoreReading(core.task, core.request.input) || /[\d)]\s*!(?!=)/.test(question) || iteratedIntegral
    : true;
  if (core && EXPLICIT_TASKS.has(core.task) && !doubtful) return core;
  // a plain calculation is offered to the topics first (they read only notation and words the core does not: gcd(), 5!, "147 divided by 5")
  if (!core || doubtful || core.task === 'calculate' || !parsesCleanly(core.request.input)) {
    const reading = readTopic(question);
    if (reading) return { task: 'topic', request: { model: 'CALCULATION', input: reading.inputText, topic: reading } };
  }
  // The core would misread it (a factorial it drops, English words multiplied as letters) and no topic reads it:
  // "not understood" is honest, a computed misreading is not — also for an explicit task whose input kept words
  // ("expand f(x) = x in a series on (-pi, pi)" was expanded as the letters s·e·r·i·e·s)
  if (core && (!EXPLICIT_TASKS.has(core.task) || doubtful) && misreadByCore(question, core.request.input)) {
    throw new MathError('VALIDATION_ERROR', 'The question could not be read as math', { reason: 'not-understood' });
  }
  if (core) return core;
  throw failure;
}

/**
 * A bare comparison or equation of numbers (`5 > 3`, `2 + 2 = 5`, `1/2 = 0.5`) is a statement to check, not an equation
 * to solve for a variable it does not have: read as the yes/no question "Is 5 > 3?" (arithmetic topic: true/false with
 * both sides evaluated) rather than "(-inf, inf)" with "x = x" (issue #18). Null when it is not one.
 */
function numberStatement(question: string, core: RoutedQuestion): RoutedQuestion | null {
  if (core.task !== 'solve' && core.task !== 'inequality') return null;
  const input = core.request.input.trim();
  if (
    input !==
    question
      .trim()
      .replace(/[?.!]+$/, '')
      .replace(/\s+/g, ' ')
      .trim()
  )
    return null; // "solve 2 = 2" keeps the solver
  let free: string[];
  try {
    const e = parse(input);
    if (e.k !== 'rel') return null;
    free = [...symbols(e)].filter((v) => v !== 'pi' && v !== 'e');
  } catch {
    return null;
  }
  if (free.length) return null;
  const reading = readTopic(`Is ${input}?`);
  return reading ? { task: 'topic', request: { model: 'CALCULATION', input: reading.inputText, topic: reading } } : null;
}

/**
 * The variable a question without "with respect to" means: x when the expression has x (or no variable), else its only
 * variable ("derivative of 7t^2 + 3" is in t). Several variables and no x: x, as before (the caller must name one).
 */
export function variableOf(input: string): string {
  let free: string[];
  try {
    free = [...symbols(parse(input))].filter((v) => v !== 'pi' && v !== 'e');
  } catch {
    return 'x';
  }
  return free.length === 1 ? free[0]! : 'x';
}

/** True when the text parses as an expression whose only letters are the variable v (and pi, e). */
function onlyVariable(text: string, v: string): boolean {
  try {
    const e = parse(text);
    return e.k !== 'rel' && [...symbols(e)].every((s) => s === v || s === 'pi' || s === 'e');
  } catch {
    return false;
  }
}

/** The only variable of an input, or null (none, several, or unreadable). */
function singleVariableOf(input: string): string | null {
  try {
    const free = [...symbols(parse(input))].filter((v) => v !== 'pi' && v !== 'e');
    return free.length === 1 ? free[0]! : null;
  } catch {
    return null;
  }
}

/** English words the core parser would multiply as letters ("Is 2 < x" as I·s); they never stand alone in math. */
const FUNCTION_WORDS = /(?:^|[^A-Za-z\\])(?:is|of|to|by|an|at|if|on|be|do|it|the|are|was|does|what|which|how)(?![A-Za-z])/i;

/** True when the core's reading drops a factorial or keeps English words as letters. */
function misreadByCore(question: string, input: string): boolean {
  // "15% of 80" is the core's own percent notation
  return (
    /[\d)]\s*!(?!=)/.test(question) ||
    FUNCTION_WORDS.test(input.replace(/%\s*of\b/gi, '%')) ||
    wordsAsLetters(input) ||
    PROBABILITY_NOTATION.test(input)
  );
}

/** Probability notation P(X < 3), P(-1 < Z < 1): the core would read P as a variable (T2's topic reads what it can). */
const PROBABILITY_NOTATION = /(?:^|[^A-Za-z])P\s*\(\s*(?:-?[\d.]+\s*<=?\s*)?[XYZ]\s*(?:<|>|=)/;

/** Function names a letter run may contain as the core reads them (`xsin x` is x·sin x). */
const EMBEDDED_NAMES = /sin|cos|tan|cot|sec|csc|log|ln|exp|sqrt|cbrt|abs|pi|theta|alpha|beta|gamma|delta|sigma|omega|lambda|phi/i;

/**
 * True when the input holds an English-looking word (three or more letters, a vowel) that is no math name and contains
 * none: the core would read "probability of drawing a 5" as a product of letters (issue #18).
 */
function wordsAsLetters(input: string): boolean {
  const text = input.replace(/\\[A-Za-z]+/g, ' ');
  for (const m of text.matchAll(/[A-Za-z]{3,}/g)) {
    const w = m[0].toLowerCase();
    if (!MATH_WORD_SET.has(w) && /[aeiou]/.test(w) && !EMBEDDED_NAMES.test(w)) return true;
  }
  return false;
}

/** True when the core parser reads the input at all (a quick check; the core computation reports the details). */
function parsesCleanly(input: string): boolean {
  try {
    parse(input);
    return true;
  } catch {
    return false;
  }
}

/** "Evaluate the limit:", "Find the derivative:", "Evaluate the integral:" before the notation that says it again. */
const INSTRUCTION_BEFORE_NOTATION =
  /^(?:evaluate|find|compute|calculate|determine|what is)\s+(?:the\s+)?(?:limit|derivative|(?:definite\s+|indefinite\s+)?integral)\s*:?\s*(?=lim\b|lim_|\\lim|d\/d[a-z]|\\frac\s*\{\s*d|∫|\\int)/i;

/**
 * The limit notation students type in plain text: `lim x->2 (x^2-4)/(x-2)`, `lim_(x->0) sin(x)/x`, `lim_{x→∞} 1/x`,
 * `lim (x -> 0+) 1/x` (a point with a trailing + or − is one-sided, as `limitPoint` reads it). Null when it is not that.
 */
function limitNotation(q0: string): RoutedQuestion | null {
  // superscript signs of a one-sided limit (x→0⁺) and the function-call form limit(f, x, a[, '+'])
  const q = q0
    .replace(/⁺/g, '+')
    .replace(/⁻/g, '-')
    // "evaluate lim x->1 (x^3-1)/(x-1)": the verb before the notation
    .replace(
      /^(?:evaluate|find|compute|calculate|determine|what\s+is)\s+(?:the\s+)?(?=lim(?:it)?\s*(?:_|\(|[a-z]\s*(?:->|→)))/i,
      '',
    );
  const call =
    /^(?:find |compute |evaluate )?lim(?:it)?\s*\(\s*(.+)\s*,\s*([a-z])\s*,\s*([^,]+?)\s*(?:,\s*['"]?(\+|-|left|right)['"]?\s*)?\)$/i.exec(
      q,
    );
  if (call) {
    const dir = call[4] ? (/^(?:-|left)$/i.test(call[4]) ? '-' : '+') : undefined;
    const pt = call[3]!.replace(/^(-?)(?:infinity|∞|oo)$/i, '$1inf').replace(/^π$/, 'pi');
    return {
      task: 'limit',
      request: { model: 'LIMIT', input: call[1]!, variable: call[2]!, limitPoint: pt, limitDirection: dir },
    };
  }
  const m =
    /^lim(?:it)?\s*_?\s*([{(])?\s*([a-z])\s*(?:->|→|\\to)\s*(-?(?:inf(?:inity)?|∞|\\infty|[0-9.]+|pi|π|[a-z](?![a-z]))(?:\^?\{?[+-]\}?)?)\s*[})]?\s+(.+)$/i.exec(
      q,
    );
  if (!m || (m[1] && !/[})]/.test(q.slice(0, q.length - m[4].length)))) return null;
  const pt = m[3]
    .replace(/\^?\{?([+-])\}?$/, '$1')
    .replace(/^(-?)(?:infinity|∞|\\infty)$/i, '$1inf')
    .replace(/^π$/, 'pi');
  return { task: 'limit', request: { model: 'LIMIT', input: m[4], variable: m[2], limitPoint: pt } };
}

/** Superscript and caret orders of a derivative: `^2`, `^{3}`, `²`, `³`. */
const SUP_ORDER: Record<string, number> = { '²': 2, '³': 3, '⁴': 4, '⁵': 5 };
const ORDER_MARK = String.raw`(?:\^?\s*\{?\s*([1-5])\s*\}?|([²³⁴⁵]))`;

/**
 * Higher-derivative notation (issue #22): `d^2/dx^2 sin(x)`, `d²y/dx² if y = x^3`, `f''(x) if f(x) = e^(3x)`,
 * `find y'' if y = x^3`, `f'(x) for f(x) = x^2 sin(x)`. The core would otherwise read `d^2/dx^2 sin(x)` as a product of
 * letters. Both orders of a Leibniz fraction must agree (VALIDATION_ERROR otherwise). Null when it is none of these.
 */
function derivativeNotation(q0: string): RoutedQuestion | null {
  const q = q0
    .replace(/″/g, "''")
    .replace(/[′’]/g, "'")
    .replace(/^(?:find|compute|evaluate|what is)\s+(?:the\s+)?/i, '');
  const order = (caret?: string, sup?: string) => (caret ? Number(caret) : sup ? SUP_ORDER[sup]! : 1);
  const leibniz = new RegExp(
    String.raw`^d${ORDER_MARK}\s*(y|f)?\s*\/\s*d([a-z])\s*(?:${ORDER_MARK})?\s*(?:(?:of|for|if|when|given|where)\s+)?:?\s*(.+)$`,
    'i',
  ).exec(q);
  let input: string, variable: string, n: number;
  if (leibniz) {
    n = order(leibniz[1], leibniz[2]);
    if (n !== order(leibniz[5], leibniz[6]))
      throw new MathError('VALIDATION_ERROR', 'The orders of d^n/dx^n do not agree', { reason: 'not-understood' });
    variable = leibniz[4]!.toLowerCase();
    input = leibniz[7]!.replace(new RegExp(String.raw`^(?:y|f\s*\(\s*${variable}\s*\))\s*=\s*`, 'i'), '');
  } else {
    const prime =
      /^(?:y('{1,4})|f('{1,4})\s*\(\s*([a-z])\s*\))\s*(?:=\s*\?\s*)?(?:if|for|of|when|given|where)\s+(?:y|f\s*\(\s*([a-z])\s*\))\s*=\s*(.+)$/i.exec(
        q,
      );
    if (!prime || (prime[3] && prime[4] && prime[3] !== prime[4]) || (prime[1] && prime[4])) return null;
    n = (prime[1] ?? prime[2]!).length;
    variable = (prime[3] ?? prime[4] ?? 'x').toLowerCase();
    input = prime[5]!;
  }
  if (/=/.test(input)) return null;
  return { task: 'derivative', request: { model: 'DERIVATIVE', input, variable, derivativeOrder: n } };
}

/** The integral sign (or words) and its bounds, before the integrand: `∫`, `∫_2^inf`, `\int_{0}^{1}`, `integral of`. */
const INTEGRAL_HEAD =
  /^(.*?(?:∫|\\int\b|\bintegral of|\bintegrate|\bantiderivative of)\s*(?:_\s*(?:\{[^{}]*\}|[^\s^]+)\s*\^\s*(?:\{[^{}]*\}|∞|inf(?:inity)?\b|[-+]?\d+(?:\.\d+)?|\\?pi\b|π|[a-z]\b|\([^()]*\)))?\s*)(.+)$/i;

/**
 * An integrand written with its differential in the numerator, as books print it — `∫ (dx)/(1+x)`, `∫ dx/(1+x)`,
 * `∫_0^1 (x dx)/(1+x^2)`, `∫ x dx/(1+x^2)` — rewritten with the differential at the end (`∫ 1/(1+x) dx`,
 * `∫_0^1 (x)/(1+x^2) dx`), before a closing "from a to b" when there is one. Without this, "dx" was read as the
 * product d·x and a wrong antiderivative shown (OpenStax Calculus Vol. 1 §6.7, Vol. 2 §3.7: issue #18). `dy/dx`
 * (a derivative) is left alone. Unchanged when there is no such numerator.
 */
export function differentialToEnd(q: string): string {
  const head = INTEGRAL_HEAD.exec(q);
  if (!head) return q;
  const integrand = head[2]!;
  // a differential left inside the integrand once the last one is taken off (∫ dy/dx dx, ∫ (x+1)/(x dx)) is no product
  const body = integrand.replace(/\s+(?:from|between)\s+.+$/i, '').replace(/\s*d[a-z]\s*[.?!]*$/i, '');
  if (/(?<![a-z\\])d[a-z](?![a-z(])/i.test(body) && !/^\(?\s*(?:[^()]*?\s)?d[a-z]\s*\)?\s*\/(?!\s*d[a-z]\b)/i.test(body))
    throw new MathError('VALIDATION_ERROR', 'The question could not be read as math', { reason: 'not-understood' });
  const D = '(?<![a-z\\\\])d([a-z])(?![a-z])';
  let rest: string | null = null;
  let v = '';
  const forms: [RegExp, (m: RegExpExecArray) => string][] = [
    // (dx)/… and dx/…
    [new RegExp(`^\\(\\s*${D}\\s*\\)\\s*/(?!\\s*d[a-z]\\b)`, 'i'), () => '1/'],
    [new RegExp(`^${D}\\s*/(?!\\s*d[a-z]\\b)`, 'i'), () => '1/'],
    // (g dx)/…
    [new RegExp(`^\\(([^()]*?)\\s*${D}\\s*\\)\\s*/(?!\\s*d[a-z]\\b)`, 'i'), (m) => `(${m[1]!.trim()})/`],
    // g dx/…
    [new RegExp(`^([^/]*?\\S)\\s*${D}\\s*/(?!\\s*d[a-z]\\b)`, 'i'), (m) => `(${m[1]!.trim()})/`],
  ];
  for (const [re, lead] of forms) {
    const m = re.exec(integrand);
    if (!m) continue;
    v = m[m.length - 1]!;
    rest = lead(m) + integrand.slice(m[0].length);
    break;
  }
  if (rest === null || !/\S/.test(rest.replace(/^1\/|^\([^()]*\)\//, ''))) return q;
  const bounds = /^(.*?)(\s+(?:from|between)\s+.+)$/i.exec(rest);
  // a space after the head keeps a bound and the new numerator apart (∫_0^10(dx)/… is not ∫_0^101/…)
  const lead = /\s$/.test(head[1]!) ? head[1]! : `${head[1]} `;
  return bounds ? `${lead}${bounds[1]} d${v}${bounds[2]}` : `${lead}${rest.replace(/[.?!]+$/, '')} d${v}`;
}

/**
 * The integral sign with bounds as students type it in plain text: `∫_1^∞ 1/x^2 dx`, `∫_{0}^{1} x^2 dx`,
 * `int_1^inf 1/x^2 dx` — rewritten to the LaTeX form the core reads (`\int_1^\infty 1/x^2 dx`). Unchanged otherwise.
 */
function integralSign(q: string): string {
  const m = /^((?:calculate|evaluate|compute|find|what is)\s+(?:the\s+)?)?(?:∫|int(?=\s*_))\s*_\s*(.+)$/i.exec(q);
  if (!m) return q;
  // each bound whole, in braces: "∫_0^10 x dx" is 0 to 10 (in LaTeX ^10 would be ^1 followed by 0 — answered 0)
  const b =
    /^(\{[^{}]*\}|\([^()]*\)|[-+−]?\s*(?:∞|inf(?:inity)?\b)|[-+−]?(?:\d+(?:\.\d+)?|\.\d+)?\s*(?:π|pi\b)?|[a-z](?![a-z]))\s*\^\s*(\{[^{}]*\}|\([^()]*\)|[-+−]?\s*(?:∞|inf(?:inity)?\b)|[-+−]?(?:\d+(?:\.\d+)?|\.\d+)?\s*(?:π|pi\b)?|[a-z](?![a-z]))\s*(.*)$/i.exec(
      m[2]!,
    );
  const bound = (t: string) =>
    t
      .replace(/^\{|\}$/g, '')
      .replace(/^\((.*)\)$/, '$1')
      .replace(/∞|\binf(?:inity)?\b/gi, '\\infty')
      .replace(/π|\bpi\b/g, '\\pi')
      .replace(/\s+/g, '');
  if (!b || !b[1]!.trim() || !b[2]!.trim())
    return `${m[1] ?? ''}\\int_${m[2]!.replace(/∞|\binf(?:inity)?\b/gi, '\\infty ').replace(/\\infty\s+(?=[}^])/g, '\\infty')}`;
  return `${m[1] ?? ''}\\int_{${bound(b[1]!)}}^{${bound(b[2]!)}} ${b[3]}`;
}

/** "Does ∫ … converge", "determine whether the integral of … converges or diverges": the integral in group 1. */
const CONVERGES_INTEGRAL =
  /^(?:does|do|determine\s+(?:whether|if)|decide\s+(?:whether|if)|is)\s+(?:the\s+)?(?:improper\s+)?(?:integral\s+(?=∫|\\int|int_))?((?:integral\s+of\s+|∫|\\int|int_).+?)\s+(?:converges?|diverges?|convergent|divergent)(?:\s+or\s+(?:diverges?|converges?|divergent|convergent))?$/i;

/** One value given to a variable: `x = 6`, `a = -8`, `b = 3/4`. */
const GIVEN_VALUE = '[a-z]\\s*=\\s*[-+]?(?:\\d+(?:\\.\\d+)?|\\.\\d+)(?:\\s*/\\s*\\d+)?';
const GIVEN = new RegExp(
  `^(.+?)\\s*,?\\s+(?:when|if|for|at|where|given)\\s+(${GIVEN_VALUE}(?:\\s*(?:,\\s*and|,|and)\\s*${GIVEN_VALUE})*)$`,
  'i',
);

/**
 * "Evaluate 5x - 4 when x = 6", "(a+b)/c when a = -8, b = -7, and c = 6": the textbook exercise of evaluating an
 * expression for given values. The values are substituted into the parsed expression (each in parentheses where it
 * needs them) and the result is a calculation of numbers. Null when the question is not of that form or a variable of
 * the expression is left without a value.
 */
function substituteGiven(q: string): RoutedQuestion | null {
  const m = GIVEN.exec(q);
  if (!m) return null;
  let e;
  try {
    e = parse(m[1]);
  } catch {
    return null;
  }
  if (e.k === 'rel' || e.k === 'list') return null;
  for (const a of m[2].split(/\s*(?:,\s*and|,|and)\s*/i)) {
    const [v, value] = a.split('=').map((s) => s.trim());
    e = subst(e, v!, parse(value!));
  }
  const free = [...symbols(e)].filter((v) => v !== 'pi' && v !== 'e' && v !== 'i');
  if (free.length) return null;
  return { task: 'calculate', request: { model: 'CALCULATION', input: toText(e) } };
}

/** The core router: limit, derivative, integral, simplify / expand / factor, solve, inequality, calculate. */
function routeCore(question: string): RoutedQuestion {
  if (typeof question !== 'string' || !question.trim())
    throw new MathError('VALIDATION_ERROR', 'The question is empty', { reason: 'empty-input', position: 0 });
  let q = question
    .trim()
    .replace(/[?.!]+$/, '')
    .replace(/(=[^=\n]*?)\s*\n\s*(?=[^\n]*=)/g, '$1; ') // one equation per line is a system, not a chain a = b = c (#21)
    .replace(/\s+/g, ' ');
  q = q.replace(/\blog\s*base\s*(\d+(?:\.\d+)?|[a-z])\s+(?:of\s+)?/gi, 'log_{$1} '); // "log base 2 of 8" is log_2(8)
  q = q.replace(/^(please|can you|could you|help me|how do i|how to)\s+/i, '');
  q = q.replace(/^\[T\]\s*/, ''); // the books' mark of an exercise for technology, pasted with it
  // "does ∫_1^∞ 1/x dx converge?", "determine whether the integral of 1/x^2 from 1 to infinity converges or diverges":
  // an improper integral with its bounds, answered by its value or "diverges" (issue #22)
  const converges = CONVERGES_INTEGRAL.exec(q);
  if (converges && /_|\bfrom\b/.test(converges[1]!)) q = converges[1]!;
  // "use logarithmic differentiation to find the derivative of y = x^x": the core names the method in its steps
  q = q.replace(/^use\s+logarithmic\s+differentiation\s+to\s+(?:find|compute|differentiate)\s+/i, 'find ');
  q = differentialToEnd(q);
  // an instruction that only names the notation after it: "Evaluate the limit: lim x->2 …", "Find the derivative: d/dx …"
  q = q.replace(INSTRUCTION_BEFORE_NOTATION, '');
  q = bookInstructionBeforeNotation(q);
  let m: RegExpExecArray | null;
  const lim = limitNotation(q);
  if (lim) return lim;
  const higher = derivativeNotation(q);
  if (higher) return higher;
  q = integralSign(q);
  // limit
  if (
    (m =
      /^(?:find |compute |evaluate |what is )?(?:the )?lim(?:it)?\s*(?:of)?\s*(.+?)\s+(?:as|when)\s+([a-z])\s*(?:->|→|approaches|goes to|tends to|to)\s*(.+?)(?:\s+from (?:the )?(left|right|above|below))?$/i.exec(
        q,
      ))
  ) {
    const dir = m[4] ? (/left|below/i.test(m[4]) ? '-' : '+') : undefined;
    let pt = m[3]
      .trim()
      .replace(/^(positive )?infinity$/i, 'inf')
      .replace(/^negative infinity$/i, '-inf');
    pt = ({ zero: '0', one: '1', two: '2' } as Record<string, string>)[pt.toLowerCase()] ?? pt;
    return { task: 'limit', request: { model: 'LIMIT', input: m[1], variable: m[2], limitPoint: pt, limitDirection: dir } };
  }
  // partial derivative (issue #22): the others variables are constants, which is what the derivative with respect to the
  // named variable does; without the variable it is ambiguous in several variables
  if (
    (m =
      /^(?:find |compute |what is )?(?:the )?(?:partial (?:derivative|differential)|∂\/∂([a-z]))(?:\s*:\s*|\s+)(?:of\s+)?(.+?)(?:\s+(?:with respect to|wrt|w\.r\.t\.?)\s+([a-z]))?$/i.exec(
        q,
      ))
  ) {
    const v = m[1] ?? m[3] ?? singleVariableOf(m[2]!);
    if (!v)
      throw new MathError('VALIDATION_ERROR', 'Name the variable: partial derivative with respect to which one?', {
        reason: 'not-understood',
      });
    return { task: 'derivative', request: { model: 'DERIVATIVE', input: m[2]!, variable: v } };
  }
  // derivative
  if (
    (m =
      /^(?:find |compute |what is )?(?:the )?(first|second|third|fourth|fifth|2nd|3rd|4th|5th)?\s*(?:derivative|differential)(?:\s*:\s*|\s+)(?:of\s+)?(.+?)(?:\s+(?:with respect to|wrt|w\.r\.t\.?|in)\s+([a-z]))?$/i.exec(
        q,
      ))
  ) {
    return {
      task: 'derivative',
      request: {
        model: 'DERIVATIVE',
        input: m[2],
        variable: m[3] ?? variableOf(m[2]),
        derivativeOrder: m[1] ? ORD[m[1].toLowerCase()] : 1,
      },
    };
  }
  if ((m = /^differentiate(?:\s*:\s*|\s+)(.+?)(?:\s+(?:with respect to|wrt)\s+([a-z]))?(?:\s+(\w+) times)?$/i.exec(q))) {
    return {
      task: 'derivative',
      request: {
        model: 'DERIVATIVE',
        input: m[1],
        variable: m[2] ?? variableOf(m[1]),
        derivativeOrder: m[3] ? (ORD[m[3]] ?? (m[3] === 'twice' ? 2 : 1)) : 1,
      },
    };
  }
  if ((m = /^d\/d([a-z])\s*(.+)$/i.exec(q)))
    return { task: 'derivative', request: { model: 'DERIVATIVE', input: m[2], variable: m[1] } };
  if ((m = /^(?:find )?(?:dy\/dx|y')\s*(?:if|for|of|when|given)?\s*:?\s*(.+)$/i.exec(q)))
    return { task: 'derivative', request: { model: 'DERIVATIVE', input: m[1], variable: 'x' } };
  // integral
  if (
    !/^(?:find |compute |evaluate |what is )?(?:the )?(?:integrate|integral|definite integral|∫)\s+(?:from|between)\s/i.test(q) &&
    (m =
      /^(?:find |compute |evaluate |what is )?(?:the )?(?:integrate|integral of|antiderivative of|anti-derivative of|indefinite integral of|definite integral of|integral|∫)\s*:?\s*(.+?)(?:\s*d([a-z]))?(?:\s+(?:from|between)\s+(.+?)\s+(?:to|and)\s+(.+))?$/i.exec(
        q,
      ))
  ) {
    const variable = m[2] ?? 'x';
    if (m[3] !== undefined && m[4] !== undefined) {
      return {
        task: 'definite-integral',
        request: {
          model: 'INTEGRATION',
          integrationModel: 'DEFINITE_INTEGRAL',
          input: m[1],
          variable,
          integrationLowerBound: m[3].replace(/infinity|∞/i, 'inf'),
          integrationUpperBound: m[4].replace(/infinity|∞/i, 'inf'),
        },
      };
    }
    return {
      task: 'indefinite-integral',
      request: { model: 'INTEGRATION', integrationModel: 'INDEFINITE_INTEGRAL', input: m[1], variable },
    };
  }
  // simplify / expand / factor
  if (
    (m =
      /^(simplify|expand|factor|factorise|factorize|multiply out|multiply(?= the (?:binomials|polynomials|monomials|factors)|\s*:))(?:\s+(?:completely|fully|the (?:binomials|polynomials|monomials|factors)))?\s*:?\s*(.+)$/i.exec(
        q,
      ))
  ) {
    const t = m[1].toLowerCase();
    const task = t.startsWith('fact') ? 'factor' : t === 'simplify' ? 'simplify' : 'expand';
    return { task, request: { model: 'CALCULATION', input: m[2], task } };
  }
  if (
    (m =
      /^(?:find |compute |evaluate |what is )?(?:the )?(?:integrate|integral|definite integral|∫)\s+(?:from|between)\s+(\S+)\s+(?:to|and)\s+(\S+)\s+of\s+(.+?)(?:\s*d([a-z]))?$/i.exec(
        q,
      ))
  ) {
    return {
      task: 'definite-integral',
      request: {
        model: 'INTEGRATION',
        integrationModel: 'DEFINITE_INTEGRAL',
        input: m[3],
        variable: m[4] ?? 'x',
        integrationLowerBound: m[1].replace(/infinity|∞/i, 'inf'),
        integrationUpperBound: m[2].replace(/infinity|∞/i, 'inf'),
      },
    };
  }
  // "... for x" at the end of a solve request
  {
    const t = /^(solve|find|determine)\s+(.+?)\s+for\s+([a-z])$/i.exec(q);
    if (t) return { task: 'solve', request: { model: 'FUNCTION_SOLVE', input: t[2], variable: t[3] } };
  }
  // solve
  if (
    (m =
      /^(?:solve|find|determine)(?:\s+for\s+([a-z]))?\s*(?:the\s+(?:roots|zeros|solutions?)\s+of\s+)?(?:([a-z])\s+(?:if|when|such that|given)\s+)?:?\s*(.+)$/i.exec(
        q,
      ))
  ) {
    const variable = m[1] ?? m[2] ?? 'x';
    return { task: 'solve', request: { model: 'FUNCTION_SOLVE', input: m[3], variable } };
  }
  if ((m = /^(?:what is|calculate|compute|evaluate|how much is)(?:\s*:\s*|\s+)(.+)$/i.exec(q))) q = m[1];
  const given = substituteGiven(q);
  if (given) return given;
  // symbolic forms
  if (/\\int|∫/.test(q))
    return {
      task: /\\int_|∫_/.test(q) ? 'definite-integral' : 'indefinite-integral',
      request: { model: 'CALCULATION', input: q },
    };
  if (/\\frac\{d/.test(q)) return { task: 'derivative', request: { model: 'CALCULATION', input: q } };
  if (/\\lim/.test(q)) return { task: 'limit', request: { model: 'CALCULATION', input: q } };
  if (/(<=|>=|≤|≥|<|>|\\le|\\ge|\\lt|\\gt)/.test(q))
    return { task: 'inequality', request: { model: 'FUNCTION_SOLVE', input: q } };
  if (/=/.test(q)) return { task: 'solve', request: { model: 'FUNCTION_SOLVE', input: q } };
  return { task: 'calculate', request: { model: 'CALCULATION', input: q } };
}

/** Route a question and compute it. */
export function answerQuestion(question: string, budget?: BudgetOptions): ComputeResult & { routedTask: TaskKind } {
  const r = routeQuestion(question);
  return { ...compute(r.request, budget), routedTask: r.task };
}
