/**
 * What the graph shows for an algebra answer (TopicAnswer.graph, issue #21 item 6): a quadratic's parabola (its vertex,
 * axis, extremum and roots are then key points of the graph), an equation's two sides, and a linear system's lines solved
 * for y (they meet at the solution). Functions of one variable only; anything else shows nothing.
 */
import { parse } from '../../parse';
import { toText } from '../../print';
import { solveEquation } from '../../solve';
import { symbols } from '../../ast';
import type { TopicReading } from '../types';

/** A one-variable expression as plain text, or null (two variables, unreadable). */
function oneVariable(text: string): string | null {
  try {
    const e = parse(text);
    return symbols(e).size <= 1 && e.k !== 'rel' && e.k !== 'list' ? toText(e) : null;
  } catch {
    return null;
  }
}

/** `y = …` / `f(x) = …` → its right-hand side; otherwise the text itself. */
const rhs = (s: string) => s.replace(/^\s*(?:y|[a-z]\s*\(\s*[a-z]\s*\))\s*=\s*/i, '');

/** A linear equation in x and y solved for y ("x + y = 5" → "5 - x"), or null. */
function lineOf(eq: string): string | null {
  try {
    const e = parse(eq);
    const vars = symbols(e);
    if (!(vars.size === 2 && vars.has('x') && vars.has('y'))) return null;
    const r = solveEquation(e, 'y');
    if (r.kind !== 'solutions' || r.solutions.length !== 1) return null;
    return oneVariable(toText(r.solutions[0]!));
  } catch {
    return null;
  }
}

/** The functions of x to plot for an algebra reading (at most 4), or undefined. */
export function algebraGraph(r: TopicReading): string[] | undefined {
  const p = r.params as { expr?: string; eq?: string; equations?: string[] };
  let out: (string | null)[] = [];
  if (['vertex', 'axis', 'discriminant', 'complete-square', 'extremum'].includes(r.task) && p.expr)
    out = [oneVariable(rhs(p.expr))];
  else if ((r.task === 'roots' || r.task === 'equation') && p.eq && /=/.test(p.eq) && !/[<>]/.test(p.eq)) {
    const [l, rr] = p.eq.split('=');
    out = [oneVariable(l!), oneVariable(rr!)].filter((f) => f !== null && !/^-?[\d.]+$/.test(f!));
    if (!out.length) out = [oneVariable(`(${l}) - (${rr})`)];
  } else if (r.task === 'system' && p.equations?.length === 2) out = p.equations.map(lineOf);
  const fns = out.filter((f): f is string => !!f);
  return fns.length && (r.task !== 'system' || fns.length === 2) ? fns.slice(0, 4) : undefined;
}
