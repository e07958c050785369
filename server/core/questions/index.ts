/**
 * Reading a student's question (kernel, shared by Ask and the tutor): the 17-language normalizer
 * (normalize.ts) that rewrites a question into the engine router's English wording, the guard that
 * tells words from math, the functions worth plotting for a result, and related questions (same
 * method, new numbers, each solved by the engine first).
 */
import { routeQuestion, type ComputeResult } from '../../../math';
import type { MathEngine } from '../../../sdk/server';
import { normalizeQuestion } from './normalize';

export { normalizeQuestion };

/** A graph function of an answer (§3 desmosFunction): plain-text expression in x, LaTeX for display. */
export interface GraphFunction {
  expression: string;
  latex: string;
}

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
