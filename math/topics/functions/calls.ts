/**
 * Function notation on top of the engine's parser (which has no user-defined functions): the questions' definitions
 * become expressions, and an asked expression such as `f(g(2))`, `(f + g)(x)`, `(fg)(2)`, `(f∘g)(x)` is rewritten into
 * explicit calls and then evaluated innermost call first by substitution (symbolic, with the steps a teacher shows) —
 * or numerically, call by call, for the independent check.
 */
import { type Expr, subst } from '../../ast';
import { MathError } from '../../errors';
import { evalReal } from '../../numeric';
import { toLatex, toText } from '../../print';
import { simplify } from '../../simplify';
import type { Step } from '../../steps';
import { readExpr } from '../polynomials/format';
import type { Definitions } from './read';

/** A defined function: its variable and body (constants of the question substituted). */
export interface FunctionDef {
  v: string;
  e: Expr;
}

const GREEK: Record<string, string> = { θ: 'theta' };
const varName = (v: string) => GREEK[v] ?? v;

/** The question's definitions as expressions; VALIDATION_ERROR when one does not read. */
export function definitionsOf(p: Record<string, unknown>): Record<string, FunctionDef> {
  const d = p as unknown as Definitions;
  const out: Record<string, FunctionDef> = {};
  for (const [name, f] of Object.entries(d.defs ?? {})) {
    let e = readExpr(String(f.expr));
    if (!e) throw new MathError('VALIDATION_ERROR', `The definition of ${name} could not be read`, { reason: 'bad-expression' });
    for (const [c, val] of Object.entries(d.consts ?? {})) e = subst(e, c, readExpr(val)!);
    out[name] = { v: varName(f.v), e };
  }
  return out;
}

/** Rewrites composition and operations on function names into explicit calls: `(f∘g)(2)` → `f(g(2))`, `(f+g)(x)` → `(f(x)+g(x))`. */
export function explicitCalls(ask: string, defs: Record<string, Pick<FunctionDef, 'v'>>): string {
  const N = `[${Object.keys(defs).join('')}]`;
  let a = ask.replace(/\s+/g, ' ').trim();
  // bare "f∘g", "f + g", "fg", "f/g": apply to the (inner) function's variable
  const bare = new RegExp(`^(${N})\\s*(∘|[-+*/]?)\\s*(${N})$`).exec(a);
  if (bare) a = `(${a})(${defs[bare[3]!]!.v})`;
  for (let i = 0; i < 10; i++) {
    const before = a;
    a = a.replace(new RegExp(`\\(\\s*(${N})\\s*∘\\s*(${N})\\s*\\)\\s*\\(([^()]*)\\)`, 'g'), '$1($2($3))');
    a = a.replace(
      new RegExp(`\\(\\s*(${N})\\s*([-+*/]?)\\s*(${N})\\s*\\)\\s*\\(([^()]*)\\)`, 'g'),
      (_m, f, op, g, x) => `(${f}(${x}) ${op || '*'} ${g}(${x}))`,
    );
    if (a === before) break;
  }
  return a;
}

interface Call {
  start: number;
  end: number;
  name: string;
  arg: string;
}

/** The innermost call of a defined function in the text (its argument holds no other call), or null. */
function innermostCall(text: string, defs: Record<string, FunctionDef>): Call | null {
  const re = new RegExp(`(?<![A-Za-z])([${Object.keys(defs).join('')}])\\s*\\(`, 'g');
  for (const m of text.matchAll(re)) {
    const open = m.index! + m[0].length - 1;
    let depth = 0,
      close = -1;
    for (let i = open; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && --depth === 0) {
        close = i;
        break;
      }
    }
    if (close < 0) return null;
    const arg = text.slice(open + 1, close);
    if (re.source && new RegExp(re.source).test(arg)) continue;
    return { start: m.index!, end: close + 1, name: m[1]!, arg };
  }
  return null;
}

/**
 * Evaluates the calls of an asked expression by substitution, innermost first; returns the whole expression
 * (unsimplified) and logs one `fn-substitute` step per call. VALIDATION_ERROR when a part does not read.
 */
export function substituteCalls(ask: string, defs: Record<string, FunctionDef>, steps: Step[]): Expr {
  let text = explicitCalls(ask, defs);
  for (let guard = 0; guard < 50; guard++) {
    const c = innermostCall(text, defs);
    if (!c) break;
    const arg = readExpr(c.arg);
    if (!arg) throw new MathError('VALIDATION_ERROR', `The argument ${c.arg} could not be read`, { reason: 'bad-expression' });
    const f = defs[c.name]!;
    const raw = subst(f.e, f.v, arg);
    const value = simplify(raw);
    steps.push({
      rule: 'fn-substitute',
      before: `${c.name}\\left(${toLatex(arg)}\\right)`,
      after: `${toLatex(raw)} = ${toLatex(value)}`,
      params: {
        v: toLatex({ k: 'sym', name: f.v }),
        a: toLatex(arg),
        f: `${c.name}\\left(${toLatex({ k: 'sym', name: f.v })}\\right) = ${toLatex(f.e)}`,
      },
    } as Step);
    text = `${text.slice(0, c.start)}(${toText(value)})${text.slice(c.end)}`;
  }
  const e = readExpr(text);
  if (!e) throw new MathError('VALIDATION_ERROR', 'The expression could not be read', { reason: 'bad-expression' });
  return e;
}

/** The asked expression evaluated NUMERICALLY at a point, call by call (the independent check), or NaN. */
export function numericCalls(ask: string, defs: Record<string, FunctionDef>, env: Record<string, number>): number {
  let text = explicitCalls(ask, defs);
  for (let guard = 0; guard < 50; guard++) {
    const c = innermostCall(text, defs);
    if (!c) break;
    const arg = readExpr(c.arg);
    if (!arg) return NaN;
    const a = evalReal(arg, env);
    const f = defs[c.name]!;
    const v = evalReal(f.e, { ...env, [f.v]: a });
    if (!Number.isFinite(v)) return NaN;
    text = `${text.slice(0, c.start)}(${v.toPrecision(17)})${text.slice(c.end)}`;
  }
  const e = readExpr(text.replace(/(\d)e([-+]?\d)/g, '$1*10^($2)'));
  return e ? evalReal(e, env) : NaN;
}
