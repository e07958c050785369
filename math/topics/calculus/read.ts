/**
 * Reading the first-year calculus questions of issue #22 that the core derivative/integral/limit tasks do not cover:
 * critical points, local extrema, inflection points, tangent and normal lines, the derivative at a point, Taylor and
 * Maclaurin polynomials/series, and implicit differentiation. English router wording (math/read rewrites the other
 * languages). The function is `f(x) = …`, `y = …` or a bare expression in one variable.
 */
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { simplify } from '../../simplify';
import { symbols, subst, type Expr } from '../../ast';
import { evalReal } from '../../numeric';
import type { TopicReading } from '../types';
import { readApplied } from './applied';

/** A one-variable function from `f(x) = …`, `y = …` or an expression; null otherwise. */
export function functionOf(text: string): { f: Expr; v: string } | null {
  const body = text
    .trim()
    .replace(/^(?:the\s+)?(?:function|curve|graph(?:\s+of)?)\s+/i, '')
    .replace(/^(?:[a-z]\s*\(\s*([a-z])\s*\)|y)\s*=\s*/i, '');
  if (!body || /=|[<>]/.test(body) || /\b(?:at|and|on|over|for|in)\b/i.test(body)) return null;
  let f: Expr;
  try {
    f = simplify(parse(body));
  } catch {
    return null;
  }
  const free = [...symbols(f)].filter((s) => s !== 'pi' && s !== 'e');
  if (free.length > 1) return null;
  return { f, v: free[0] ?? 'x' };
}

/** A number (exact: `3`, `-1/2`, `pi/4`), or null. */
function numberOf(text: string): string | null {
  try {
    const e = simplify(parse(text.replace(/π/g, 'pi')));
    const free = [...symbols(e)].filter((s) => s !== 'pi' && s !== 'e');
    return free.length ? null : toText(e);
  } catch {
    return null;
  }
}

const reading = (task: string, params: Record<string, unknown>, latex: string, text: string): TopicReading => ({
  topic: 'calculus',
  task,
  params,
  inputLatex: latex,
  inputText: text,
});

const FN = String.raw`(?:(?:the\s+)?(?:function|curve|graph\s+of)\s+)?(.+?)`;
const LEAD = String.raw`^(?:find|determine|locate|identify|compute|what\s+are|what\s+is|give)?\s*(?:all\s+)?(?:the\s+)?`;

const BOUNDS = String.raw`(?:from|between)\s+x\s*=\s*(.+?)\s+(?:to|and)\s+x\s*=\s*(.+?)`;

/** Applications of the definite integral: area between curves / under a curve, volumes of revolution, arc length. */
function readApplication(q: string): TopicReading | null {
  let m: RegExpExecArray | null;
  const both = (f: string, g: string, a?: string, b?: string) => {
    const F = functionOf(f);
    const G = functionOf(g);
    if (!F || !G || (F.v !== G.v && symbols(F.f).size && symbols(G.f).size)) return null;
    const v = symbols(F.f).size ? F.v : G.v;
    const [lo, hi] = [a ? numberOf(a) : null, b ? numberOf(b) : null];
    if ((a && lo === null) || (b && hi === null)) return null;
    return reading(
      'area-between',
      { f: toText(F.f), g: toText(G.f), v, lo, hi },
      `\\text{area}`,
      `area(${toText(F.f)}, ${toText(G.f)})`,
    );
  };
  if (
    (m = new RegExp(
      `${LEAD}area\\s+(?:of\\s+the\\s+region\\s+)?(?:bounded\\s+by|between|enclosed\\s+by)\\s+(?:the\\s+(?:curves?|graphs?|lines?)\\s+(?:of\\s+)?)?(.+?)\\s+and\\s+(.+?)(?:\\s+${BOUNDS})?$`,
      'i',
    ).exec(q))
  )
    return both(m[1]!, m[2]!, m[3], m[4]);
  if ((m = new RegExp(`${LEAD}area\\s+under\\s+(?:the\\s+(?:curve|graph)\\s+(?:of\\s+)?)?(.+?)\\s+${BOUNDS}$`, 'i').exec(q)))
    return both(m[1]!, 'y = 0', m[2], m[3]);
  if (
    (m = new RegExp(
      `${LEAD}volume\\s+of\\s+(?:the\\s+solid\\s+(?:obtained|generated|formed)\\s+(?:by|when)\\s+(?:rotating|revolving)|(?:the\\s+)?(?:solid\\s+of\\s+)?revolution\\s+(?:of|(?:formed\\s+|obtained\\s+)?by\\s+(?:rotating|revolving)))\\s+(?:the\\s+region\\s+under\\s+)?(.+?)\\s+${BOUNDS}\\s+(?:about|around)\\s+the\\s+([xy])[- ]?axis$`,
      'i',
    ).exec(q))
  ) {
    const F = functionOf(m[1]!);
    const [lo, hi] = [numberOf(m[2]!), numberOf(m[3]!)];
    if (!F || lo === null || hi === null) return null;
    return reading('volume', { f: toText(F.f), v: F.v, lo, hi, axis: m[4]!.toLowerCase() }, `V`, `volume(${toText(F.f)})`);
  }
  if ((m = new RegExp(`${LEAD}(?:arc\\s+)?length\\s+of\\s+(?:the\\s+curve\\s+)?(.+?)\\s+${BOUNDS}$`, 'i').exec(q))) {
    const F = functionOf(m[1]!);
    const [lo, hi] = [numberOf(m[2]!), numberOf(m[3]!)];
    if (!F || lo === null || hi === null || !/arc|curve/i.test(q)) return null;
    return reading('arc-length', { f: toText(F.f), v: F.v, lo, hi }, `L`, `arclength(${toText(F.f)})`);
  }
  return null;
}

/** Reads one of the calculus tasks, or null. */
export function readCalculus(q: string): TopicReading | null {
  const applied = readApplied(q);
  if (applied) return applied;
  const app = readApplication(q);
  if (app) return app;
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`${LEAD}critical\\s+(?:points?|numbers?|values?)\\s+(?:of|for)\\s+${FN}$`, 'i').exec(q)))
    return fnReading('critical', m[1]!);
  if (
    (m = new RegExp(
      `${LEAD}(?:local|relative)\\s+(?:extrema|extreme\\s+values|maxim(?:a|um)s?(?:\\s+and\\s+(?:local\\s+|relative\\s+)?minim(?:a|um)s?)?|minim(?:a|um)s?(?:\\s+and\\s+(?:local\\s+|relative\\s+)?maxim(?:a|um)s?)?|max(?:imum)?\\s+and\\s+min(?:imum)?)\\s+(?:values?\\s+)?(?:of|for)\\s+${FN}$`,
      'i',
    ).exec(q))
  )
    return fnReading('extrema', m[1]!);
  if ((m = new RegExp(`${LEAD}(?:points?\\s+of\\s+inflection|inflection\\s+points?)\\s+(?:of|for)\\s+${FN}$`, 'i').exec(q)))
    return fnReading('inflection', m[1]!);
  if (
    (m = new RegExp(
      `${LEAD}(?:equation\\s+of\\s+(?:the\\s+)?)?(tangent|normal)\\s+line\\s+(?:to|of|for)\\s+${FN}\\s+at\\s+(?:the\\s+point\\s+)?(?:x\\s*=\\s*([^,()]+)|\\(\\s*([^,()]+)\\s*,\\s*([^()]+)\\))$`,
      'i',
    ).exec(q))
  )
    return pointReading(m[1]!.toLowerCase() as 'tangent' | 'normal', m[2]!, m[3] ?? m[4]!, 1, m[5]);
  // "the slope of the tangent line to y = x^3 - 2x at the point (1, -1)"
  if (
    (m =
      /^(?:find\s+|evaluate\s+|compute\s+|what\s+is\s+)?(?:the\s+)?(?:derivative|slope\s+of\s+the\s+tangent(?:\s+line)?)\s+(?:of|to)\s+(.+?)\s+at\s+(?:the\s+point\s+)?\(\s*([^,()]+)\s*,\s*([^()]+)\)$/i.exec(
        q,
      ))
  )
    return pointReading('slope', m[1]!, m[2]!, 1, m[3]);
  if (
    (m =
      /^(?:find\s+|evaluate\s+|compute\s+|what\s+is\s+)?f('{1,4})\(\s*([^)]+)\)\s+(?:if|for|given|when|where)\s+f\(\s*([a-z])\s*\)\s*=\s*(.+)$/i.exec(
        q.replace(/″/g, "''").replace(/′/g, "'"),
      ))
  )
    return pointReading('slope', m[4]!, m[2]!, m[1]!.length);
  // "dy/dx at x = 1 if y = x^2", "d/dx x^3 at x = 2", "y'' at x = 0 for y = e^(2x)"
  if (
    (m =
      /^(?:find\s+|evaluate\s+|compute\s+|what\s+is\s+)?(?:dy\/dx|y('{1,4}))\s+at\s+x\s*=\s*([^,]+?)\s*,?\s+(?:if|for|when|given|where)\s+y\s*=\s*(.+)$/i.exec(
        q.replace(/″/g, "''").replace(/′/g, "'"),
      ))
  )
    return pointReading('slope', m[3]!, m[2]!, m[1]?.length ?? 1);
  if ((m = /^(?:find\s+|evaluate\s+|compute\s+|what\s+is\s+)?d\/dx\s*(.+?)\s+at\s+x\s*=\s*([^,]+)$/i.exec(q)))
    return pointReading('slope', m[1]!, m[2]!);
  if (
    (m =
      /^(?:find\s+|evaluate\s+|compute\s+|what\s+is\s+)?(?:the\s+)?(?:derivative|slope\s+of\s+the\s+tangent(?:\s+line)?)\s+(?:of|to)\s+(.+?)\s+at\s+(?:x\s*=\s*)?([^,]+)$/i.exec(
        q,
      ))
  )
    return pointReading('slope', m[1]!, m[2]!);
  if (
    (m =
      /^(?:find\s+|write\s+|compute\s+|what\s+is\s+)?(?:the\s+)?(?:first\s+(\w+)\s+(?:nonzero\s+)?terms\s+of\s+the\s+)?(taylor|maclaurin)\s+(series|polynomial|expansion)(?:\s+of\s+(?:degree|order)\s+(\d+))?\s+(?:of|for)\s+(.+?)(?:\s+(?:at|about|around|centered\s+at)\s+(?:x\s*=\s*)?([^,]+?))?(?:\s+(?:up\s+to|through|of)\s+(?:degree|order)\s+(\d+))?$/i.exec(
        q,
      ))
  ) {
    const fn = functionOf(m[5]!);
    if (!fn) return null;
    const center = m[2]!.toLowerCase() === 'maclaurin' ? '0' : m[6] ? numberOf(m[6]) : null;
    if (center === null || (m[2]!.toLowerCase() === 'maclaurin' && m[6])) return null;
    const words: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
    const terms = m[1] ? (words[m[1].toLowerCase()] ?? Number(m[1])) : null;
    const degree = (m[4] ?? m[7]) ? Number(m[4] ?? m[7]) : null;
    if ((terms !== null && !(terms >= 1 && terms <= 8)) || (degree !== null && !(degree >= 0 && degree <= 12))) return null;
    const series = m[3]!.toLowerCase() !== 'polynomial' && degree === null;
    return reading(
      'taylor',
      { f: toText(fn.f), v: fn.v, center, degree, terms: terms ?? (series ? 4 : null) },
      `T_{${degree ?? 'n'}}\\left(${toLatex(fn.f)}\\right),\\ ${fn.v} = ${center}`,
      `taylor(${toText(fn.f)}, ${fn.v}, ${center})`,
    );
  }
  if (
    (m =
      /^(?:use\s+)?(?:implicit\s+differentiation(?:\s+to\s+find\s+dy\/dx)?|find\s+dy\/dx\s+(?:by\s+implicit\s+differentiation\s+)?(?:for|if|given|of|when)|dy\/dx\s+(?:for|if|of))\s*:?\s*(?:of\s+|for\s+|on\s+)?(.+=.+)$/i.exec(
        q,
      ))
  )
    return implicitReading(m[1]!);
  return null;
}

function fnReading(task: string, text: string): TopicReading | null {
  const fn = functionOf(text);
  if (!fn || !symbols(fn.f).has(fn.v)) return null;
  return reading(task, { f: toText(fn.f), v: fn.v }, `f(${fn.v}) = ${toLatex(fn.f)}`, `${task}(${toText(fn.f)})`);
}

function pointReading(
  task: 'tangent' | 'normal' | 'slope',
  text: string,
  at: string,
  order = 1,
  y?: string,
): TopicReading | null {
  const fn = functionOf(text);
  const a = numberOf(at);
  if (!fn || a === null) return null;
  // a point (a, b) must lie on the curve: a tangent through a point off the curve is another problem, not read here
  if (y !== undefined) {
    const b = numberOf(y);
    let fa = NaN;
    try {
      fa = evalReal(simplify(subst(fn.f, fn.v, parse(a))), {});
    } catch {
      /* not defined there */
    }
    if (b === null || !(Math.abs(fa - evalReal(parse(b), {})) <= 1e-9 * (1 + Math.abs(fa)))) return null;
  }
  return reading(
    task,
    { f: toText(fn.f), v: fn.v, at: a, ...(order > 1 ? { order } : {}) },
    `f(${fn.v}) = ${toLatex(fn.f)},\\ ${fn.v} = ${a}`,
    `${task}(${toText(fn.f)}, ${a})`,
  );
}

function implicitReading(text: string): TopicReading | null {
  let e: Expr;
  try {
    e = parse(text);
  } catch {
    return null;
  }
  if (e.k !== 'rel' || e.op !== '=') return null;
  const syms = [...symbols(e)].filter((s) => s !== 'pi' && s !== 'e');
  if (!syms.includes('y') || !syms.includes('x') || syms.some((s) => s !== 'x' && s !== 'y')) return null;
  // y = f(x) alone is an explicit derivative, not an implicit one
  if (e.args[0].k === 'sym' && e.args[0].name === 'y' && !symbols(e.args[1]).has('y')) return null;
  return reading('implicit', { eq: toText(e) }, toLatex(e), `implicit(${toText(e)})`);
}
