/**
 * Answer providers. `AnswerProvider` is what the answer job calls; the symbolic provider (the
 * default, always present) reads the question with the multilingual normalizer and the math
 * engine's router, computes a verified result with steps, and writes the answer in the student's
 * language. It never invents: a question it cannot read gets an honest "I could not read this"
 * answer with suggestions, and the credit is refunded by the caller.
 */
import { isMathError, routeQuestion, type ComputeResult } from '../../../math';
import type { MathEngine } from '../../../sdk/server';
import type { Language } from '../../../sdk/contract/constants';
import type { ServerTranslate } from '../../../sdk/server';
import type { AnswerStep, GraphFunction, SessionOutputDto } from '../shared/contract';
import { stepParams } from '../../../sdk/components/stepParams';
import { normalizeQuestion } from '../shared/normalize';

export interface AnswerRequest {
  question: string;
  language: Language;
  grade: number | null;
  model: 'PRO' | 'MAX';
}

export type AnswerProgress = { type: 'status'; status: string } | { type: 'step'; index: number; step: AnswerStep } | { type: 'text'; text: string };

/** What a provider writes: the answer fields of a session output (content is Markdown with LaTeX). */
export type Answer = Pick<SessionOutputDto, 'provider' | 'task' | 'content' | 'finalAnswer' | 'finalAnswerText' | 'steps' | 'verified' | 'exact' | 'desmosFunction'> & {
  /** false when the provider could not read the question as math it can do. */
  understood: boolean;
};

export interface AnswerProvider {
  readonly id: string;
  answer(req: AnswerRequest, onProgress: (p: AnswerProgress) => void): Promise<Answer>;
}

/** Time budget of one symbolic answer (ms). */
export const SYMBOLIC_BUDGET_MS = 4000;

const FUNCTION_NAMES = new Set(['sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'arcsin', 'arccos', 'arctan', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'ln', 'log', 'exp', 'sqrt', 'abs', 'pi', 'e', 'inf', 'infinity']);

const MATH_WORDS = new Set([...FUNCTION_NAMES, 'arcsec', 'arccsc', 'arccot', 'sgn', 'floor', 'ceil', 'theta', 'alpha', 'beta', 'gamma', 'delta', 'lambda', 'mu', 'sigma', 'phi', 'omega', 'tau', 'rho', 'and', 'or']);

/**
 * Whether the math part of a routed question is really math: a run of three or more letters that
 * is not a function, a constant or a Greek letter (after removing LaTeX commands) means words, as
 * in "write me a poem", which the engine would otherwise read as a product of variables.
 */
export function looksLikeMath(mathPart: string): boolean {
  const words = mathPart.replace(/\\[A-Za-z]+/g, ' ').match(/[A-Za-z]{3,}/g) ?? [];
  return words.every((w) => MATH_WORDS.has(w.toLowerCase()));
}

/** The single variable of a plain-text expression, or null if it has several (or none). */
export function singleVariable(text: string): string | null {
  const names = new Set((text.match(/[A-Za-z]+/g) ?? []).filter((w) => !FUNCTION_NAMES.has(w.toLowerCase())));
  const letters = new Set([...names].flatMap((w) => (FUNCTION_NAMES.has(w) ? [] : w.length === 1 ? [w] : [...w].filter((c) => !'e'.includes(c)))));
  return letters.size === 1 ? [...letters][0]! : null;
}

/** Graph functions worth plotting for a result: both sides of an equation, f and f', the integrand. */
export function graphFunctions(r: ComputeResult): GraphFunction[] {
  const asX = (text: string, v: string) => (v === 'x' ? text : text.replace(new RegExp(`\\b${v}\\b`, 'g'), 'x'));
  const plot = (text: string): GraphFunction | null => {
    const v = singleVariable(text);
    if (!v || text.length > 200) return null;
    const expression = asX(text, v);
    return { expression, latex: `y=${expression}` };
  };
  const out: (GraphFunction | null)[] = [];
  switch (r.task) {
    case 'solve':
    case 'inequality': {
      const sides = r.inputText.split(/<=|>=|=|<|>/);
      if (sides.length === 2) out.push(...sides.map((s) => (/[A-Za-z]/.test(s) ? plot(s.trim()) : s.trim() ? { expression: s.trim(), latex: `y=${s.trim()}` } : null)));
      break;
    }
    case 'derivative':
      out.push(plot(r.inputText), plot(r.simplifyResultText));
      break;
    case 'indefinite-integral':
    case 'definite-integral':
    case 'limit':
      out.push(plot(r.inputText));
      break;
    default:
      break;
  }
  return out.filter((g): g is GraphFunction => !!g);
}

function stepText(t: ServerTranslate, lng: string, s: AnswerStep): string {
  const params = stepParams(s.params);
  return t(lng, `math:rules.${s.rule}`, { ...params, defaultValue: s.rule });
}

/** Writes the Markdown of an answer: method, numbered steps, the final answer, and honest notes. */
export function writeAnswer(t: ServerTranslate, lng: string, r: ComputeResult, steps: AnswerStep[]): string {
  const lines: string[] = [];
  lines.push(`**${t(lng, `ask:answer.method.${r.task}`, { defaultValue: r.task })}**`, '');
  if (steps.length) {
    lines.push(`**${t(lng, 'ask:answer.steps')}**`, '');
    steps.forEach((s, i) => {
      lines.push(`${i + 1}. ${stepText(t, lng, s)}`);
      lines.push('', `   $$${s.before} \\;\\Longrightarrow\\; ${s.after}$$`, '');
    });
  }
  const status = r.status;
  if (status === 'no-solution') lines.push(`**${t(lng, 'ask:answer.final')}** ${t(lng, 'ask:answer.noSolution')}`);
  else if (status === 'all-real') lines.push(`**${t(lng, 'ask:answer.final')}** ${t(lng, 'ask:answer.allReal')}`);
  else if (status === 'divergent') lines.push(`**${t(lng, 'ask:answer.final')}** ${t(lng, 'ask:answer.divergent')}`);
  else if (status === 'does-not-exist') lines.push(`**${t(lng, 'ask:answer.final')}** ${t(lng, 'ask:answer.doesNotExist')}`);
  else lines.push(`**${t(lng, 'ask:answer.final')}**`, '', `$$${r.simplifyResult}$$`);
  if (r.approx && r.approx !== r.simplifyResultText) lines.push('', t(lng, 'ask:answer.approx', { value: r.approx }));
  if (!r.exact) lines.push('', `> ${t(lng, 'ask:answer.numericNote')}`);
  if (!r.verified) lines.push('', `> ${t(lng, 'ask:answer.unverifiedNote')}`);
  return lines.join('\n');
}

export function notUnderstood(t: ServerTranslate, lng: string, provider: string): Answer {
  const content = [t(lng, 'ask:answer.notUnderstood'), '', t(lng, 'ask:answer.tryExamples'), '', '- `solve 2x + 3 = 11`', '- `derivative of x^2 sin x`', '- `integrate x e^x from 0 to 1`', '- `limit of sin(x)/x as x -> 0`', '- `simplify (x^2 - 1)/(x - 1)`'].join('\n');
  return { understood: false, provider, task: null, content, finalAnswer: null, finalAnswerText: null, steps: [], verified: false, exact: false, desmosFunction: [] };
}

export function createSymbolicProvider(t: ServerTranslate, math: MathEngine): AnswerProvider {
  return {
    id: 'symbolic',
    async answer(req, onProgress) {
      onProgress({ type: 'status', status: 'GENERATING' });
      const normalized = normalizeQuestion(req.question, req.language);
      let r: ComputeResult;
      try {
        const routed = routeQuestion(normalized);
        if (!looksLikeMath(routed.request.input)) return notUnderstood(t, req.language, 'symbolic');
        r = await math.compute(routed.request, SYMBOLIC_BUDGET_MS);
      } catch (e) {
        if (isMathError(e)) return notUnderstood(t, req.language, 'symbolic');
        throw e;
      }
      if (r.status === 'not-found' && !r.steps.length) return notUnderstood(t, req.language, 'symbolic');
      const steps: AnswerStep[] = r.steps.map((s) => ({ rule: s.rule, before: s.before, after: s.after, ...(s.params ? { params: s.params } : {}) }));
      steps.forEach((step, index) => onProgress({ type: 'step', index, step }));
      const finalText = r.status === 'ok' ? (r.solutions?.join(', ') ?? r.simplifyResultText) : r.status;
      return {
        understood: true,
        provider: 'symbolic',
        task: r.task,
        content: writeAnswer(t, req.language, r, steps),
        finalAnswer: r.status === 'ok' ? r.simplifyResult : null,
        finalAnswerText: finalText,
        steps,
        verified: r.verified,
        exact: r.exact,
        desmosFunction: graphFunctions(r),
      };
    },
  };
}

/**
 * Related questions: the same problem with new numbers (same method), each checked to be solvable
 * by the engine with the same task. Numbers in exponents are kept, so the method does not change.
 */
export async function relatedQuestions(question: string, language: string, math: MathEngine, count = 3): Promise<string[]> {
  const solve = async (q: string): Promise<ComputeResult | null> => {
    try {
      const routed = routeQuestion(normalizeQuestion(q, language));
      return looksLikeMath(routed.request.input) ? await math.compute(routed.request, 1500) : null;
    } catch {
      return null;
    }
  };
  const base = await solve(question);
  if (!base || base.status !== 'ok') return [];
  const out: string[] = [];
  const deltas = [1, 2, -1, 3, -2, 4];
  for (const d of deltas) {
    if (out.length >= count) break;
    let k = 0;
    const variant = question.replace(/(\^\s*)?(\d+)/g, (m, caret: string | undefined, num: string) => {
      if (caret) return m;
      const n = Number(num);
      const next = n + (k++ % 2 === 0 ? d : -d);
      return String(next === 0 || next < 0 ? n + Math.abs(d) + 1 : next);
    });
    if (variant === question || out.includes(variant)) continue;
    // Numbers that differed must still differ (no "from 2 to 2").
    const nums = (q: string) => (q.match(/\d+/g) ?? []).map(Number);
    const a = nums(question);
    const b = nums(variant);
    if (a.some((x, i) => a.some((y, j) => i < j && x !== y && b[i] === b[j]))) continue;
    const r = await solve(variant);
    if (r && r.status === 'ok' && r.verified && r.task === base.task) out.push(variant);
  }
  return out;
}
