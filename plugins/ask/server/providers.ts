/**
 * Answer providers. `AnswerProvider` is what the answer job calls; the symbolic provider (the
 * default, always present) reads the question with the multilingual normalizer and the math
 * engine's router, computes a verified result with steps, and writes the answer in the student's
 * language. It never invents: a question it cannot read gets an honest "I could not read this"
 * answer with suggestions, and the credit is refunded by the caller.
 */
import {
  graphFunctions,
  isMathError,
  looksLikeMath,
  normalizeQuestion,
  parse,
  routeQuestion,
  topicExamples,
  nearestTopicExample,
  type ComputeResult,
} from '@lemma/math';
import {
  renderAnswerWords,
  stepParams,
  type AnswerStep,
  type RenderedAnswerWords,
  type Language,
  type MathEngine,
  type ServerTranslate,
  type SessionOutputDto,
} from '@lemma/sdk/server';

export interface AnswerRequest {
  question: string;
  language: Language;
  grade: number | null;
  model: 'PRO' | 'MAX';
}

export type AnswerProgress =
  { type: 'status'; status: string } | { type: 'step'; index: number; step: AnswerStep } | { type: 'text'; text: string };

/** What a provider writes: the answer fields of a session output (content is Markdown with LaTeX). */
export type Answer = Pick<
  SessionOutputDto,
  'provider' | 'task' | 'content' | 'finalAnswer' | 'finalAnswerText' | 'steps' | 'verified' | 'exact' | 'desmosFunction'
> & {
  /** Other checked forms of the final answer (simplify: factored beside expanded). */
  alternateForms?: SessionOutputDto['alternateForms'];
  /** false when the provider could not read the question as math it can do. */
  understood: boolean;
};

export interface AnswerProvider {
  readonly id: string;
  answer(req: AnswerRequest, onProgress: (p: AnswerProgress) => void): Promise<Answer>;
}

/** Time budget of one symbolic answer (ms). */
export const SYMBOLIC_BUDGET_MS = 4000;

function stepText(t: ServerTranslate, lng: string, s: AnswerStep): string {
  const params = stepParams(s.params);
  return t(lng, `math:rules.${s.rule}`, { ...params, defaultValue: s.rule });
}

/** The answer's task as shown: a school-math topic's result is named by its topic (`topic-number-theory`). */
export function displayTask(r: Pick<ComputeResult, 'task' | 'topic'>): string {
  return r.task === 'topic' && r.topic ? `topic-${r.topic.id}` : r.task;
}

/**
 * The final answer of a topic's yes/no question, in the student's language: `{ latex: '\\text{Yes}', text: 'Yes' }`;
 * null for every other answer.
 */
export function yesNo(t: ServerTranslate, lng: string, r: Pick<ComputeResult, 'topic'>): { latex: string; text: string } | null {
  if (r.topic?.kind !== 'boolean') return null;
  const text = t(lng, r.topic.value ? 'ask:answer.yes' : 'ask:answer.no');
  return { latex: `\\text{${text}}`, text };
}

/**
 * The final answer of a topic that answers in words ("converges absolutely", "odd", "local maximum at (−1, 2)": the
 * topic's `words`, math/answerWords.ts), in the student's language (`math:answers.<key>`, the math params as math):
 * LaTeX, plain text and Markdown. Null when the answer has no words (or a sentence has no text at all).
 */
export function answerInWords(t: ServerTranslate, lng: string, r: Pick<ComputeResult, 'topic'>): RenderedAnswerWords | null {
  const words = r.topic?.words;
  if (!words?.length) return null;
  return renderAnswerWords(words, (key, values) => t(lng, key, values));
}

/** The sentence (ask namespace key) that states an answer which is not a value: no solution, every real number, ... */
const STATUS_SENTENCES: Partial<Record<ComputeResult['status'], string>> = {
  'no-solution': 'ask:answer.noSolution',
  'all-real': 'ask:answer.allReal',
  divergent: 'ask:answer.divergent',
  'does-not-exist': 'ask:answer.doesNotExist',
};

/**
 * The short plain-text answer (§3 finalAnswerText): yes/no in the student's language, the solutions (the general
 * solution when the answer is periodic), the value, or the translated sentence for no solution / every real number.
 */
export function finalAnswerTextOf(t: ServerTranslate, lng: string, r: ComputeResult): string {
  const words = answerInWords(t, lng, r);
  if (words) return words.text;
  const yn = yesNo(t, lng, r);
  if (yn) return yn.text;
  if (r.status !== 'ok') {
    const key = STATUS_SENTENCES[r.status];
    return key ? t(lng, key) : r.status;
  }
  if (r.period) return r.simplifyResultText;
  return r.solutions?.join(', ') ?? r.simplifyResultText;
}

/** Writes the Markdown of an answer: method, numbered steps, the final answer, and honest notes. */
export function writeAnswer(t: ServerTranslate, lng: string, r: ComputeResult, steps: AnswerStep[]): string {
  const lines: string[] = [];
  const task = displayTask(r);
  lines.push(`**${t(lng, `ask:answer.method.${task}`, { defaultValue: task })}**`, '');
  if (steps.length) {
    lines.push(`**${t(lng, 'ask:answer.steps')}**`, '');
    steps.forEach((s, i) => {
      lines.push(`${i + 1}. ${stepText(t, lng, s)}`);
      lines.push('', `   $$${s.before} \\;\\Longrightarrow\\; ${s.after}$$`, '');
    });
  }
  const statusKey = STATUS_SENTENCES[r.status];
  const words = answerInWords(t, lng, r);
  if (statusKey) lines.push(`**${t(lng, 'ask:answer.final')}** ${t(lng, statusKey)}`);
  else if (words) {
    // an answer in words: the translated sentence with its math; a yes/no question keeps its reason
    lines.push(`**${t(lng, 'ask:answer.final')}** ${words.markdown}`);
    if (r.topic?.kind === 'boolean' && steps.length)
      lines.push('', t(lng, 'ask:answer.reason', { reason: stepText(t, lng, steps[steps.length - 1]!) }));
  } else if (yesNo(t, lng, r)) {
    // a yes/no question: the answer in words, then the reason (the last step's sentence)
    lines.push(`**${t(lng, 'ask:answer.final')}** ${yesNo(t, lng, r)!.text}`);
    if (steps.length) lines.push('', t(lng, 'ask:answer.reason', { reason: stepText(t, lng, steps[steps.length - 1]!) }));
  } else lines.push(`**${t(lng, 'ask:answer.final')}**`, '', `$$${r.simplifyResult}$$`);
  if (r.alternateForms?.length)
    lines.push('', `**${t(lng, 'ask:answer.alternateForms')}**`, '', ...r.alternateForms.map((f) => `- $${f.latex}$`));
  if (r.approx && r.approx !== r.simplifyResultText) lines.push('', t(lng, 'ask:answer.approx', { value: r.approx }));
  if (!r.exact) lines.push('', `> ${t(lng, 'ask:answer.numericNote')}`);
  if (!r.verified) lines.push('', `> ${t(lng, 'ask:answer.unverifiedNote')}`);
  return lines.join('\n');
}

/**
 * The honest "I could not read this" answer, with examples to try. `hint`: what the reader found wrong, when it knows
 * (an unknown function name and the nearest known one: "sinn" → "did you mean sin?"). `question`: the student's question,
 * whose nearest school-math topic's example is offered first ("Try: gcd(48, 180)", issue #21).
 */
export function notUnderstood(
  t: ServerTranslate,
  lng: string,
  provider: string,
  hint?: MathErrorHint,
  question?: string,
): Answer {
  const didYouMean =
    hint?.reason === 'unknown-function' && hint.token && hint.suggestion
      ? [t(lng, 'ask:answer.didYouMean', { token: hint.token, suggestion: hint.suggestion }), '']
      : [];
  const nearest = question ? nearestTopicExample(question, lng) : null;
  const tryNearest = nearest ? [t(lng, 'ask:answer.tryNearest', { example: `\`${nearest.example}\`` }), ''] : [];
  const content = [
    t(lng, 'ask:answer.notUnderstood'),
    '',
    ...didYouMean,
    ...tryNearest,
    t(lng, 'ask:answer.tryExamples'),
    '',
    '- `solve 2x + 3 = 11`',
    '- `derivative of x^2 sin x`',
    '- `integrate x e^x from 0 to 1`',
    '- `limit of sin(x)/x as x -> 0`',
    '- `simplify (x^2 - 1)/(x - 1)`',
    ...topicExamples(1)
      .filter((q) => q !== nearest?.example)
      .slice(0, 6)
      .map((q) => `- \`${q}\``),
  ].join('\n');
  return {
    understood: false,
    provider,
    task: null,
    content,
    finalAnswer: null,
    finalAnswerText: null,
    steps: [],
    verified: false,
    exact: false,
    desmosFunction: [],
  };
}

/**
 * Restates a question the engine could not read in the engine's own notation (an LLM, restate.ts): the restated
 * English question, or null. The engine reads, solves and checks the restatement itself.
 */
export type Restater = (question: string, language: Language) => Promise<string | null>;

/**
 * The symbolic provider: the engine reads (normalizer + router), computes with the time budget and writes the answer.
 * With a `restate` function (an LLM is configured), a question no reader understands is restated and, when the engine
 * reads the restatement, answered with a note saying how it was read; otherwise "not understood" (never a guess).
 */
/** What a reading error says about the question (MathError detail). */
export interface MathErrorHint {
  reason?: string;
  token?: string;
  suggestion?: string;
}

/** The parser's complaint about an unknown function name in `input` ("sinn(x)" → sinn / sin), if that is what it is. */
function unknownFunctionIn(input: string): MathErrorHint | undefined {
  try {
    parse(input);
  } catch (e) {
    if (isMathError(e) && e.detail?.reason === 'unknown-function') return e.detail as MathErrorHint;
  }
  return undefined;
}

export function createSymbolicProvider(t: ServerTranslate, math: MathEngine, restate?: Restater): AnswerProvider {
  /** The engine's answer to an English-normalized question, or null when it does not understand it. */
  async function answerNormalized(
    req: AnswerRequest,
    normalized: string,
    onProgress: (p: AnswerProgress) => void,
    seen: { hint?: MathErrorHint } = {},
  ) {
    let r: ComputeResult;
    try {
      const routed = routeQuestion(normalized);
      if (!(routed.task === 'topic' || looksLikeMath(routed.request.input))) {
        seen.hint = unknownFunctionIn(routed.request.input);
        return null;
      }
      r = await math.compute(routed.request, SYMBOLIC_BUDGET_MS);
    } catch (e) {
      if (!isMathError(e)) throw e;
      seen.hint = (e.detail ?? {}) as MathErrorHint;
      return null;
    }
    if (r.status === 'not-found' && !r.steps.length) return null;
    const steps: AnswerStep[] = r.steps.map((s) => ({
      rule: s.rule,
      before: s.before,
      after: s.after,
      ...(s.params ? { params: s.params } : {}),
    }));
    steps.forEach((step, index) => onProgress({ type: 'step', index, step }));
    const yn = yesNo(t, req.language, r);
    const words = answerInWords(t, req.language, r);
    return {
      understood: true,
      provider: 'symbolic',
      task: displayTask(r),
      content: writeAnswer(t, req.language, r, steps),
      finalAnswer: words ? words.latex : yn ? yn.latex : r.status === 'ok' ? r.simplifyResult : null,
      finalAnswerText: finalAnswerTextOf(t, req.language, r),
      steps,
      verified: r.verified,
      exact: r.exact,
      desmosFunction: graphFunctions(r),
      alternateForms: r.alternateForms ?? [],
    } satisfies Answer;
  }

  return {
    id: 'symbolic',
    async answer(req, onProgress) {
      onProgress({ type: 'status', status: 'GENERATING' });
      const seen: { hint?: MathErrorHint } = {};
      const direct = await answerNormalized(req, normalizeQuestion(req.question, req.language), onProgress, seen);
      if (direct) return direct;
      const restated = restate ? await restate(req.question, req.language) : null;
      const viaLlm = restated ? await answerNormalized(req, normalizeQuestion(restated, 'en'), onProgress) : null;
      if (!viaLlm) return notUnderstood(t, req.language, 'symbolic', seen.hint, req.question);
      const note = t(req.language, 'ask:answer.readWithLlm', { restated: restated!.replace(/`/g, "'") });
      return { ...viaLlm, provider: 'symbolic+llm-read', content: `> ${note}\n\n${viaLlm.content}` };
    },
  };
}
