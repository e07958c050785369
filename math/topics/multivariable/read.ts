/**
 * Reading multivariable calculus questions (issue #22, "Multivariable"): the gradient (at a point), the directional
 * derivative, the Hessian and the Jacobian, critical points of f(x, y) with the second-derivative test, and double and
 * triple integrals over rectangles, boxes or simple regions — "double integral of x*y over 0<x<1, 0<y<2", "over the
 * rectangle [0,1]x[0,2]", "integral from 0 to 1 integral from 0 to x of x y dy dx", "∫_0^1 ∫_0^2 x y dy dx",
 * "∫_0^{2π} ∫_0^1 r^2 dr dθ". Lagrange multipliers, integrals over round regions and line integrals are read first by
 * ./lagrange.ts, ./polar.ts and ./line.ts.
 */
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { simplify } from '../../simplify';
import { symbols, type Expr } from '../../ast';
import type { TopicReading } from '../types';
import { splitTop } from '../family';
import { readLagrange } from './lagrange';
import { readRegionIntegral } from './polar';
import { readLineIntegral } from './line';

const ORDER = ['x', 'y', 'z', 't', 'u', 'v', 'w'];
const free = (e: Expr) => [...symbols(e)].filter((s) => s !== 'pi' && s !== 'e');

/** `f(x, y) = …` or a bare expression in two or three variables: the expression and its variables in order. */
export function multiFunction(text: string, min = 2): { f: string; vars: string[] } | null {
  const m = /^\s*(?:the\s+function\s+)?(?:[a-z]\s*\(\s*([a-z](?:\s*,\s*[a-z]){1,2})\s*\)\s*=\s*|[fgh]\s*=\s*)?(.+?)\s*$/i.exec(
    text,
  );
  if (!m) return null;
  let e: Expr;
  try {
    e = simplify(parse(m[2]!));
  } catch {
    return null;
  }
  if (e.k === 'rel' || e.k === 'list') return null;
  const named = m[1]?.split(',').map((s) => s.trim());
  const vs = named ?? free(e).sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  if (vs.length < min || vs.length > 3 || free(e).some((s) => !vs.includes(s)) || vs.some((s) => ORDER.indexOf(s) < 0))
    return null;
  return { f: toText(e), vars: vs };
}

/** A point (a, b[, c]) or a vector <a, b[, c]> of numbers as plain text, or null. */
function tuple(text: string): string[] | null {
  const m = /^\s*[(<⟨[]\s*(.+?)\s*[)>⟩\]]\s*$/.exec(text) ?? /^\s*(.+?)\s*$/.exec(text);
  const parts = m![1]!.split(/\s*,\s*/);
  if (parts.length < 2 || parts.length > 3) return null;
  const out: string[] = [];
  for (const p of parts) {
    try {
      const e = simplify(parse(p));
      if (free(e).length) return null;
      out.push(toText(e));
    } catch {
      return null;
    }
  }
  return out;
}

const reading = (task: string, params: Record<string, unknown>, latex: string, text: string): TopicReading => ({
  topic: 'multivariable',
  task,
  params,
  inputLatex: latex,
  inputText: text,
});

const LEAD = String.raw`^(?:find|compute|calculate|determine|evaluate|what\s+is|what\s+are|give)?\s*(?:all\s+)?(?:the\s+)?`;

/** One bound `a<x<b` / `a <= x <= b` / `x from a to b` / `x in [a, b]`: variable and the two ends as text. */
function bound(text: string): { v: string; lo: string; hi: string } | null {
  const t = text.trim();
  const m =
    /^(.+?)\s*<=?\s*([a-z])\s*<=?\s*(.+)$/.exec(t) ??
    /^([a-z])\s+(?:from|between)\s+(.+?)\s+(?:to|and)\s+(.+)$/
      .exec(t)
      ?.slice(0)
      .map((x, i, a) => (i === 1 ? a[2] : i === 2 ? a[1] : x)) ??
    /^([a-z])\s*(?:in|∈)\s*\[\s*(.+?)\s*,\s*(.+?)\s*\]$/
      .exec(t)
      ?.slice(0)
      .map((x, i, a) => (i === 1 ? a[2] : i === 2 ? a[1] : x));
  if (!m) return null;
  const [lo, v, hi] = [m[1]!, m[2]!, m[3]!];
  try {
    parse(lo);
    parse(hi);
  } catch {
    return null;
  }
  return /^[a-z]$/.test(v) ? { v, lo: lo.trim(), hi: hi.trim() } : null;
}

/** An iterated integral, innermost first: [{ v, lo, hi }, …] with the integrand. */
function readIntegral(q: string): TopicReading | null {
  let m: RegExpExecArray | null;
  let f: string;
  let bounds: { v: string; lo: string; hi: string }[];
  if (
    (m = new RegExp(
      `${LEAD}(double|triple)\\s+integral\\s+of\\s+(.+?)\\s+over\\s+(?:the\\s+)?(?:region\\s+|rectangle\\s+|box\\s+)?(?:r\\s*=\\s*)?(.+)$`,
      'i',
    ).exec(q))
  ) {
    f = m[2]!;
    const region = m[3]!.trim();
    const rect =
      /^\[\s*(.+?)\s*,\s*(.+?)\s*\]\s*(?:x|×|\*)\s*\[\s*(.+?)\s*,\s*(.+?)\s*\](?:\s*(?:x|×|\*)\s*\[\s*(.+?)\s*,\s*(.+?)\s*\])?$/.exec(
        region,
      );
    if (rect) {
      bounds = [
        { v: 'x', lo: rect[1]!, hi: rect[2]! },
        { v: 'y', lo: rect[3]!, hi: rect[4]! },
      ];
      if (rect[5]) bounds.push({ v: 'z', lo: rect[5], hi: rect[6]! });
    } else {
      const parts = region.split(/\s*(?:,|;|\band\b)\s*/);
      const bs = parts.map(bound);
      if (bs.some((b) => !b)) return null;
      // an inner bound may depend on outer variables: order so that each bound uses only variables integrated later
      bounds = bs as { v: string; lo: string; hi: string }[];
    }
    if ((m[1]!.toLowerCase() === 'double') !== (bounds.length === 2)) return null;
  } else {
    const it = iterated(q);
    if (!it) return null;
    [f, bounds] = [it.f, it.bounds];
  }
  let e: Expr;
  try {
    e = simplify(parse(f!));
  } catch {
    return null;
  }
  const vs = bounds.map((b) => b.v);
  if (new Set(vs).size !== vs.length || free(e).some((s) => !vs.includes(s))) return null;
  // innermost first: a bound may use only variables integrated after it (outer ones)
  const ordered = orderBounds(bounds);
  if (!ordered) return null;
  const kind = ordered.length === 2 ? 'double' : 'triple';
  const latexB = ordered
    .slice()
    .reverse()
    .map((b) => `\\int_{${toLatex(simplify(parse(b.lo)))}}^{${toLatex(simplify(parse(b.hi)))}}`)
    .join(' ');
  return reading(
    `${kind}-integral`,
    { f: toText(e), bounds: ordered },
    `${latexB} ${toLatex(e)}\\, ${ordered.map((b) => `d${b.v.length > 1 ? `\\${b.v}` : b.v}`).join('\\,')}`,
    `${kind}_integral(${toText(e)})`,
  );
}

/**
 * "integral from 0 to 1 integral from 0 to x of x y dy dx" / "∫_0^1 ∫_0^2 x y dy dx": the integrand and the bounds,
 * innermost first (the differentials name the variables from the inside out; the bounds are written from the outside in).
 */
function iterated(q: string): { f: string; bounds: { v: string; lo: string; hi: string }[] } | null {
  const body0 = q.replace(/^(?:evaluate|compute|find|calculate)\s+(?:the\s+)?(?:iterated\s+)?/i, '').trim();
  const dm = /\s*d(theta|phi|rho|[a-z])\s*d(theta|phi|rho|[a-z])(?:\s*d(theta|phi|rho|[a-z]))?\s*$/.exec(body0);
  if (!dm || !/^(?:integral|∫|\\int)/i.test(body0)) return null;
  const vars = [dm[1]!, dm[2]!, dm[3]].filter((x): x is string => !!x);
  const body = body0.slice(0, dm.index);
  const pieces = body.split(/(?:integral|∫|\\int)\s*/i).filter((x) => x.trim());
  if (pieces.length !== vars.length) return null;
  const outerFirst: { lo: string; hi: string }[] = [];
  let f = '';
  for (const [i, piece] of pieces.entries()) {
    const last = i === pieces.length - 1;
    const words = /^from\s+(.+?)\s+to\s+(.+)$/i.exec(piece.trim());
    const sub = /^_\s*\{?([^{}\s^]+)\}?\s*\^\s*\{?([^{}\s]+)\}?\s*(.*)$/.exec(piece.trim());
    if (words) {
      let hi = words[2]!.trim();
      if (last) {
        const k = hi.lastIndexOf(' of ');
        if (k < 0) return null;
        f = hi.slice(k + 4);
        hi = hi.slice(0, k);
      } else hi = hi.replace(/\s+of$/i, '');
      outerFirst.push({ lo: words[1]!.trim(), hi: hi.trim() });
    } else if (sub) {
      outerFirst.push({ lo: sub[1]!, hi: sub[2]! });
      if (last) f = sub[3]!.replace(/^of\s+/i, '');
      else if (sub[3]!.trim()) return null;
    } else return null;
  }
  if (!f.trim()) return null;
  return { f: f.trim(), bounds: vars.map((v, i) => ({ v, ...outerFirst[outerFirst.length - 1 - i]! })) };
}

/** Orders bounds innermost first so that each bound's ends use only variables integrated after it; null if impossible. */
function orderBounds(bs: { v: string; lo: string; hi: string }[]): { v: string; lo: string; hi: string }[] | null {
  const deps = (b: { lo: string; hi: string }) =>
    [...free(parse(b.lo)), ...free(parse(b.hi))].filter((s) => s !== 'pi' && s !== 'e');
  const rest = bs.slice();
  const outerFirst: typeof bs = [];
  while (rest.length) {
    const done = new Set(outerFirst.map((b) => b.v));
    const i = rest.findIndex((b) => deps(b).every((d) => done.has(d)));
    if (i < 0) return null;
    outerFirst.push(rest.splice(i, 1)[0]!);
  }
  return outerFirst.reverse();
}

/** θ, φ, ρ, π and the multiple-integral signs as words the parser reads (θ → theta, ∬ → double integral of). */
export function greek(q: string): string {
  return q
    .replace(/θ/g, 'theta')
    .replace(/[φϕ]/g, 'phi')
    .replace(/ρ/g, 'rho')
    .replace(/π/g, 'pi')
    .replace(/^(\S+\s+)?(?:∭|∫\s*∫\s*∫)(?!\s*_\s*[{\d-])(?:_\s*[a-z])?\s*/i, (_m, lead) => `${lead ?? ''}triple integral of `)
    .replace(/^(\S+\s+)?(?:∬|∫\s*∫)(?!\s*_\s*[{\d-])(?:_\s*[a-z])?\s*/i, (_m, lead) => `${lead ?? ''}double integral of `);
}

/** Reads a multivariable question; null otherwise. */
export function readMultivariable(q0: string): TopicReading | null {
  let m: RegExpExecArray | null;
  const q = greek(q0);
  const special = readLagrange(q) ?? readRegionIntegral(q) ?? readLineIntegral(q);
  if (special) return special;
  if (
    (m = new RegExp(`${LEAD}gradient\\s+(?:vector\\s+)?(?:of\\s+)?(.+?)(?:\\s+at\\s+(?:the\\s+point\\s+)?(.+))?$`, 'i').exec(q))
  ) {
    const fn = multiFunction(m[1]!);
    const at = m[2] ? tuple(m[2]) : null;
    if (!fn || (m[2] && (!at || at.length !== fn.vars.length))) return null;
    return reading('gradient', { ...fn, at }, `\\nabla\\left(${toLatex(simplify(parse(fn.f)))}\\right)`, `grad(${fn.f})`);
  }
  if (
    (m = new RegExp(
      `${LEAD}directional\\s+derivative\\s+of\\s+(.+?)\\s+at\\s+(?:the\\s+point\\s+)?(\\(.+?\\))\\s+(?:in\\s+the\\s+direction\\s+of|along|in\\s+the\\s+direction)\\s+(?:the\\s+vector\\s+)?(?:v\\s*=\\s*|u\\s*=\\s*)?(.+)$`,
      'i',
    ).exec(q))
  ) {
    const fn = multiFunction(m[1]!);
    const at = tuple(m[2]!);
    const dir = tuple(m[3]!.replace(/^(-?[\d./]+)\s*i\s*([+-])\s*([\d./]*)\s*j$/, (_x, a, s, b) => `<${a}, ${s}${b || '1'}>`));
    if (!fn || !at || !dir || at.length !== fn.vars.length || dir.length !== fn.vars.length) return null;
    return reading('directional', { ...fn, at, dir }, `D_{\\vec u} f`, `directional(${fn.f})`);
  }
  if ((m = new RegExp(`${LEAD}hessian\\s+(?:matrix\\s+)?(?:of\\s+)?(.+)$`, 'i').exec(q))) {
    const fn = multiFunction(m[1]!);
    return fn ? reading('hessian', fn, `H\\left(${toLatex(simplify(parse(fn.f)))}\\right)`, `hessian(${fn.f})`) : null;
  }
  if (
    (m = new RegExp(
      `${LEAD}jacobian\\s+(matrix\\s+|determinant\\s+)?(?:of\\s+)?(?:the\\s+map\\s+|the\\s+transformation\\s+)?\\((.+)\\)$`,
      'i',
    ).exec(q))
  ) {
    const comps = splitTop(m[2]!);
    if (comps.length < 2 || comps.length > 3) return null;
    const fs = comps.map((c) => multiFunction(c, 1));
    if (fs.some((f) => !f)) return null;
    const vars = [...new Set(fs.flatMap((f) => f!.vars))].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
    if (vars.length !== comps.length) return null;
    const det = /determinant/i.test(m[1] ?? '');
    return reading(det ? 'jacobian-det' : 'jacobian', { fs: fs.map((f) => f!.f), vars }, `J`, `jacobian(${comps.join(', ')})`);
  }
  const q1 = q.replace(/\s*,?\s*and\s+classify\s+(?:them|each(?:\s+one)?)$/i, '');
  const qc = q.replace(/\s*,?\s*and\s+classify\s+(?:them|each(?:\s+one)?)$/i, '');
  if (
    (m = new RegExp(
      `${LEAD}(?:critical\\s+points?|local\\s+(?:extrema|maxima\\s+and\\s+minima|max\\s+and\\s+min)|relative\\s+extrema)\\s+(?:and\\s+classify\\s+them\\s+)?(?:of|for)\\s+(.+)$`,
      'i',
    ).exec(qc))
  ) {
    const fn = multiFunction(m[1]!);
    if (!fn || fn.vars.length !== 2) return null;
    return reading('critical2', fn, `f(${fn.vars.join(', ')}) = ${toLatex(simplify(parse(fn.f)))}`, `critical(${fn.f})`);
  }
  return readIntegral(q1);
}
