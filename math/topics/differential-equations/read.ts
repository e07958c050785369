/**
 * Reading ordinary differential equations (issue #22, "Differential equations"): `y'`, `y''`, `y′`, `y"`, `dy/dx`,
 * `d^2y/dx^2`, `d²y/dx²`, `\frac{dy}{dx}` and `y'(x)` are derivatives of the unknown function — never products of
 * letters — with an optional instruction ("solve", "find the general solution of", "solve the initial value problem")
 * and initial conditions after a comma, "with", "given", "where" or "and" (`y(0) = 1`, `y'(0) = -2`).
 *
 * In the reading, the unknown is the symbol `y`, its derivatives the symbols `Y_1` and `Y_2`, and the independent
 * variable `x` or `t` (from `dy/dt`, or `t` as the only other letter).
 */
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { simplify } from '../../simplify';
import { symbols, type Expr } from '../../ast';
import type { TopicReading } from '../types';

/** An initial condition `y^(order)(at) = value` (numbers as plain text). */
export interface Condition {
  order: 0 | 1;
  at: string;
  value: string;
}

/** The reading's parameters (plain JSON). */
export interface OdeParams {
  /** F(t, y, Y_1, Y_2) with the ODE F = 0, plain text in the engine's notation. */
  F: string;
  /** The ODE as typed, normalised to `lhs = rhs` with Y_1/Y_2, plain text. */
  eq: string;
  /** Independent variable: `x` or `t`. */
  v: string;
  order: 1 | 2;
  conditions: Condition[];
}

const KIND = String.raw`(?:(?:first|second)[- ]order\s+)?(?:linear\s+|separable\s+|homogeneous\s+|nonhomogeneous\s+|bernoulli\s+|exact\s+)*`;
const PROBLEM = String.raw`(?:${KIND}(?:(?:ordinary\s+)?differential\s+)?equation|ode|initial[- ]value\s+problem|ivp|de)`;
const INSTRUCTION = new RegExp(
  String.raw`^(?:(?:solve|find|determine|compute|give|what\s+is|what\s+are)\s+(?:the\s+)?)?` +
    String.raw`(?:(?:(?:general|particular)\s+)?solutions?\s+(?:of|to|for)\s+(?:the\s+)?)?(?:${PROBLEM}\s*)?[:.]?\s*`,
  'i',
);

/** `d^2y/dx^2`, `d²y/dx²`, `\frac{d^2y}{dx^2}` → Y_2; `dy/dx`, `\frac{dy}{dx}` → Y_1 (the variable is returned). */
function derivativeSymbols(s: string): { text: string; v: string | null } {
  let v: string | null = null;
  const seen = (w: string) => {
    if (v && v !== w) v = '?';
    else v = w;
    return '';
  };
  let t = s
    .replace(/\\frac\s*\{\s*d\s*\^\s*\{?2\}?\s*y\s*\}\s*\{\s*d\s*([xt])\s*\^\s*\{?2\}?\s*\}/g, (_m, w: string) => `${seen(w)}Y_2`)
    .replace(/\\frac\s*\{\s*d\s*y\s*\}\s*\{\s*d\s*([xt])\s*\}/g, (_m, w: string) => `${seen(w)}Y_1`)
    .replace(/\(?\s*d\s*(?:\^\s*2|²)\s*y\s*\)?\s*\/\s*\(?\s*d\s*([xt])\s*(?:\^\s*2|²)\s*\)?/g, (_m, w: string) => `${seen(w)}Y_2`)
    .replace(/(?<![A-Za-z])d\s*y\s*\/\s*d\s*([xt])(?![A-Za-z])/g, (_m, w: string) => `${seen(w)}Y_1`);
  t = t
    .replace(/y\s*(?:''|′′|″|")\s*(?:\(\s*([xt])\s*\))?/g, (_m, w?: string) => `${w ? seen(w) : ''}Y_2`)
    .replace(/y\s*(?:'|′|’)\s*(?:\(\s*([xt])\s*\))?/g, (_m, w?: string) => `${w ? seen(w) : ''}Y_1`)
    .replace(/(?<![A-Za-z_])y\s*\(\s*([xt])\s*\)/g, (_m, w: string) => `${seen(w)}y`);
  return { text: t, v };
}

const NUMBER = String.raw`-?\s*(?:\d+(?:\.\d+)?(?:\s*/\s*\d+)?|pi|π|\d*\s*pi\s*/\s*\d+)`;
const CONDITION = new RegExp(String.raw`^y\s*(''|'|′|’)?\s*\(\s*(${NUMBER})\s*\)\s*=\s*(${NUMBER})$`, 'i');

/** `y(0) = 1`, `y'(0) = -2` → a condition (first derivative at most), or null. */
function readCondition(part: string): Condition | null {
  const m = CONDITION.exec(part.trim());
  if (!m || (m[1] && m[1] !== "'" && m[1] !== '′' && m[1] !== '’')) return null;
  const clean = (x: string) => x.replace(/π/g, 'pi').replace(/\s+/g, '');
  return { order: m[1] ? 1 : 0, at: clean(m[2]!), value: clean(m[3]!) };
}

/** M dx + N dy = 0 (an exact equation, or one made exact): the instruction, M and N as text, or null. */
export function readExact(question: string): TopicReading | null {
  const body = question.replace(INSTRUCTION, '').trim();
  const m = /^(.+?)\s*d([xt])\s*([+-])\s*(.+?)\s*dy\s*=\s*0$/.exec(body);
  if (!m) return null;
  const strip = (t: string) => (/^\(.*\)$/.test(t.trim()) ? t.trim().slice(1, -1) : t.trim());
  const v = m[2]!;
  let M: Expr, N: Expr;
  try {
    M = simplify(parse(strip(m[1]!)));
    N = simplify(parse(`${m[3] === '-' ? '-' : ''}(${strip(m[4]!)})`));
  } catch {
    return null;
  }
  const free = [...symbols(M), ...symbols(N)].filter((s) => !['pi', 'e'].includes(s));
  if (free.some((s) => s !== v && s !== 'y')) return null;
  return {
    topic: 'differential-equations',
    task: 'exact',
    params: { M: toText(M), N: toText(N), v },
    inputLatex: `\\left(${toLatex(M)}\\right)d${v} + \\left(${toLatex(N)}\\right)dy = 0`,
    inputText: `(${toText(M)}) d${v} + (${toText(N)}) dy = 0`,
  };
}

/** True when the text carries derivative notation of y (the caller must not read it as letters). */
export function hasOdeNotation(question: string): boolean {
  if (/d[xt]\s*[+-].*\bdy\s*=\s*0\s*$/.test(question)) return true; // M dx + N dy = 0
  return /y\s*(?:''|'|′|’|″|")|(?<![A-Za-z])d\s*(?:\^\s*2|²)?\s*y\s*\/\s*d\s*[a-z]|\\frac\s*\{\s*d\s*(?:\^\s*\{?2\}?)?\s*y\s*\}/.test(
    question,
  );
}

/**
 * True when some part of the question (between commas, "if", "with", "given", "and") is an equation that carries
 * derivative notation of y (`y' + y = x`, `dy/dx = 2xy`) — a differential equation, whichever reader takes it —
 * unlike "find dy/dx if y = x^2", where the derivative is asked for.
 */
export function odeShaped(question: string): boolean {
  if (!hasOdeNotation(question)) return false;
  return question
    .split(/\s*(?:,|;|\bwith\b|\bgiven\b|\bwhere\b|\band\b|\bif\b|\bsubject to\b)\s*/i)
    .some((p) => /(?<![<>!=])=(?!=)/.test(p) && hasOdeNotation(p) && !/^\s*y\s*(?:''|'|′|’)?\s*\(\s*[-\d.]+\s*\)\s*=/.test(p));
}

/**
 * Reads an ODE question (English router wording) into a {@link TopicReading} of topic `differential-equations`, task
 * `ode`, or null when it is no ODE of order 1 or 2 in y with numbers only (besides the variable) and at most two
 * initial conditions. Nothing is left over: every part of the question is the equation or a condition.
 */
export function readOde(question: string): TopicReading | null {
  if (!hasOdeNotation(question)) return null;
  const body = question.replace(INSTRUCTION, '').trim();
  const parts = body
    .split(/\s*(?:,|;|\bwith\b|\bgiven(?:\s+that)?\b|\bwhere\b|\band\b|\bif\b|\bsubject to\b)\s*/i)
    .filter((p) => p.length > 0);
  const conditions: Condition[] = [];
  const equations: string[] = [];
  for (const p of parts) {
    const c = readCondition(p);
    if (c) conditions.push(c);
    else equations.push(p);
  }
  if (equations.length !== 1) return null;
  const { text, v: named } = derivativeSymbols(equations[0]!);
  // a word left in the equation is no product ("dy/dx of y = x^5" asks for a derivative, not the ODE y'·y = x^5)
  if (named === '?' || !/=/.test(text) || /[<>!]/.test(text) || /\b(?:of|for|at)\b/i.test(text)) return null;
  let e: Expr;
  try {
    e = parse(text);
  } catch {
    return null;
  }
  if (e.k !== 'rel' || e.op !== '=') return null;
  const syms = symbols(e);
  const order = syms.has('Y_2') ? 2 : syms.has('Y_1') ? 1 : 0;
  if (order === 0) return null;
  const others = [...syms].filter((s) => !['y', 'Y_1', 'Y_2', 'pi', 'e'].includes(s));
  const v = named ?? (others.length === 1 && others[0] === 't' ? 't' : 'x');
  if (others.some((s) => s !== v)) return null;
  if (conditions.length > order || new Set(conditions.map((c) => c.order)).size !== conditions.length) return null;
  if (conditions.some((c) => c.order >= order)) return null;
  const F = simplify({ k: 'add', args: [e.args[0], { k: 'mul', args: [{ k: 'num', n: -1n, d: 1n }, e.args[1]] }] });
  const eqText = toText(e);
  const latex = odeLatex(toLatex(e), v);
  const condLatex = conditions.map((c) => `y${c.order ? "'" : ''}(${c.at}) = ${c.value}`);
  return {
    topic: 'differential-equations',
    task: conditions.length ? 'ivp' : 'ode',
    params: { F: toText(F), eq: eqText, v, order, conditions } satisfies OdeParams,
    inputLatex: [latex, ...condLatex].join(',\\quad '),
    inputText: [eqText.replace(/Y_2/g, "y''").replace(/Y_1/g, "y'"), ...condLatex].join(', '),
  };
}

/** LaTeX of an expression with Y_1/Y_2 shown as y′ and y″. */
export function odeLatex(latex: string, _v: string): string {
  return latex.replace(/Y_\{2\}/g, "y''").replace(/Y_\{1\}/g, "y'");
}
