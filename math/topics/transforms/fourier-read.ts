/**
 * Reading Fourier-series questions (English router wording): "find the Fourier series of f(x) = x on (-π, π)",
 * "Fourier series of |x| on [-pi, pi]", "f(x) = x, -1 < x < 1, period 2", "Fourier series of the square wave
 * f(x) = -1 for -π<x<0, 1 for 0<x<π", "half-range sine series of f(x) = 1 on (0, π)", "Fourier cosine series of x on
 * [0, 2]", "Fourier series of the even (odd) periodic extension of f(t) = t/3 on 0 <= t < 3" (Lebl's wording, §4.4).
 * Null unless the whole question is one function given piecewise on intervals with numbers (and π) at the ends.
 */
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { simplify } from '../../simplify';
import { symbols, type Expr } from '../../ast';
import type { TopicReading } from '../types';
import type { FourierParams, FourierPiece } from './fourier';

const HEAD = new RegExp(
  String.raw`^(?:(?:find|compute|determine|give|write(?:\s+down)?|obtain|calculate|expand|what\s+is)\s+)?(?:the\s+)?` +
    String.raw`(?<kind>(?:half[- ]range\s+)?(?:fourier\s+)?(?:sine|cosine)\s+series|(?:half[- ]range\s+)?fourier\s+(?:sine|cosine)\s+series|(?:trigonometric\s+)?fourier\s+series)` +
    String.raw`(?:\s+(?:expansion|representation))?` +
    String.raw`(?:\s+(?:of|for)\s+the\s+(?<ext>even|odd)\s+(?:periodic\s+|2l[- ]periodic\s+)?extension)?` +
    String.raw`\s+(?:of|for)\s+(?:the\s+)?(?:(?:periodic\s+)?function\s+)?(?:(?:square|sawtooth|triangle|triangular)\s+wave\s*)?(?<body>.+)$`,
  'i',
);

/** "expand <f> in (as, into) a (half-range) Fourier (sine, cosine) series [on <interval>]". */
const EXPAND =
  /^(?:expand|represent|write)\s+(?:the\s+function\s+)?(.+?)\s+(?:in|as|into)\s+(?:a\s+|the\s+|its\s+)?((?:half[- ]range\s+)?(?:fourier\s+)?(?:(?:sine|cosine)\s+)?series)(?:\s+((?:on|over|in|for)\s+.+))?$/i;

/** Qualifiers that end a Fourier question: the period, "extended periodically". */
const PERIOD =
  /(?:^|[\s,;(])(?:(?:and\s+|with\s+|of\s+|having\s+)?(?:a\s+)?period\s*(?:=|is)?\s*([^,;()]+?)\)?|(?:and\s+)?extended\s+periodically|(?:which\s+is\s+|and\s+)?periodic(?:ally\s+extended)?)\s*$/i;

/** Splits at top-level commas and semicolons (brackets keep theirs). */
function splitSegments(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) depth--;
    if ((ch === ',' || ch === ';') && depth === 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out.filter(Boolean);
}

const NUM_END = String.raw`[-+]?\s*[\d.]*\s*\*?\s*(?:pi)?(?:\s*/\s*\d+)?`;

/** "(a, b)", "[a, b]", "a < x < b", "a <= x <= b", "the interval (a, b)" → [a, b] and the variable named, or null. */
function readInterval(s: string): { a: string; b: string; v?: string } | null {
  const t = s
    .replace(/^(?:on|over|in|for)\s+/i, '')
    .replace(/^the\s+interval\s+/i, '')
    .trim();
  let m = new RegExp(String.raw`^[(\[]\s*(${NUM_END})\s*,\s*(${NUM_END})\s*[)\]]$`, 'i').exec(t);
  if (m) return end(m[1]!, m[2]!);
  m = new RegExp(String.raw`^(${NUM_END})\s*<=?\s*([a-z])\s*<=?\s*(${NUM_END})$`, 'i').exec(t);
  if (m) {
    const r = end(m[1]!, m[3]!);
    return r && { ...r, v: m[2]! };
  }
  return null;
}

function end(a: string, b: string): { a: string; b: string } | null {
  const ok = (x: string) => {
    if (!/\d|pi/.test(x)) return null;
    try {
      const e = simplify(parse(x));
      return [...symbols(e)].every((v) => v === 'pi') ? toText(e) : null;
    } catch {
      return null;
    }
  };
  const [pa, pb] = [ok(a), ok(b)];
  return pa && pb ? { a: pa, b: pb } : null;
}

/** "expr for/if/on interval" → a piece; null otherwise. */
function readPieceSegment(seg: string): { f: string; iv: { a: string; b: string; v?: string } } | null {
  const m = /^(.+?)\s+(?:for|if|when|on|over|in|where)\s+(.+)$/i.exec(seg);
  if (!m) return null;
  const iv = readInterval(m[2]!);
  return iv ? { f: m[1]!.trim(), iv } : null;
}

/** Reads a Fourier-series question into a reading of task `fourier-series`, or null. */
export function readFourier(question: string): TopicReading | null {
  let q = question
    .replace(/π/g, 'pi')
    .replace(/\\pi/g, 'pi')
    .replace(/\\left|\\right/g, '')
    .replace(/\s+/g, ' ');
  // "expand f(x) = x in a Fourier series on (-pi, pi)" → "Fourier series of f(x) = x on (-pi, pi)"
  const ex = EXPAND.exec(q);
  if (ex) q = `${ex[2]!} of ${ex[1]!}${ex[3] ? ` ${ex[3]}` : ''}`;
  const m = HEAD.exec(q);
  if (!m?.groups) return null;
  const kindWord = m.groups.kind!.toLowerCase();
  const ext = m.groups.ext?.toLowerCase();
  let kind: FourierParams['kind'] = /cosine/.test(kindWord) ? 'cosine' : /sine/.test(kindWord) ? 'sine' : 'full';
  if (ext) {
    if (kind !== 'full') return null;
    kind = ext === 'odd' ? 'sine' : 'cosine';
  }
  let body = m.groups.body!.trim().replace(/^\{\s*|\s*\}$/g, '');
  let period: string | undefined;
  for (let k = 0; k < 3; k++) {
    const pm = PERIOD.exec(body);
    if (!pm) break;
    if (pm[1]) period = pm[1].trim();
    body = body.slice(0, pm.index).replace(/[\s,;]+$/, '');
  }
  let named: string | undefined;
  const fm = /^[a-z]\s*\(\s*([a-z])\s*\)\s*=\s*/i.exec(body);
  if (fm) {
    named = fm[1]!;
    body = body.slice(fm[0].length).replace(/^\{\s*|\s*\}$/g, '');
  }
  // "x for -pi < x < 0 and pi - x for 0 < x < pi": "and" joins pieces
  const pieces = readPieces(splitSegments(body.replace(/\s+and\s+/gi, ', ')));
  if (!pieces) return null;
  return build(kind, pieces, named, period);
}

/** The segments as pieces: "expr for interval" or "expr, interval"; null when anything is left over. */
function readPieces(segs: string[]): { f: string; iv: { a: string; b: string; v?: string } }[] | null {
  const pieces: { f: string; iv: { a: string; b: string; v?: string } }[] = [];
  let pending: string | null = null;
  for (const seg of segs) {
    const piece = readPieceSegment(seg);
    if (piece && pending === null) {
      pieces.push(piece);
      continue;
    }
    const iv = readInterval(seg);
    if (iv && pending !== null) {
      pieces.push({ f: pending, iv });
      pending = null;
      continue;
    }
    if (pending !== null || iv) return null;
    pending = seg;
  }
  return pending === null && pieces.length ? pieces : null;
}

function build(
  kind: FourierParams['kind'],
  raw: { f: string; iv: { a: string; b: string; v?: string } }[],
  named: string | undefined,
  period: string | undefined,
): TopicReading | null {
  const vs = new Set(raw.map((p) => p.iv.v).filter(Boolean));
  if (named) vs.add(named);
  const exprs: Expr[] = [];
  for (const p of raw) {
    try {
      exprs.push(simplify(parse(p.f)));
    } catch {
      return null;
    }
  }
  const free = new Set(exprs.flatMap((e) => [...symbols(e)]).filter((s) => s !== 'pi'));
  for (const s of free) vs.add(s);
  if (vs.size > 1) return null;
  const v = [...vs][0] ?? 'x';
  if (period) {
    try {
      const T = simplify(parse(period));
      if ([...symbols(T)].some((s) => s !== 'pi')) return null;
      period = toText(T);
    } catch {
      return null;
    }
  }
  const pieces: FourierPiece[] = raw.map((p, i) => ({ f: toText(exprs[i]!), a: p.iv.a, b: p.iv.b }));
  const params: FourierParams = { kind, v, pieces, ...(period ? { period } : {}) };
  const def =
    pieces.length === 1
      ? `${toLatex(exprs[0]!)},\\ ${toLatex(simplify(parse(pieces[0]!.a)))} < ${v} < ${toLatex(simplify(parse(pieces[0]!.b)))}`
      : `\\begin{cases} ${pieces.map((p, i) => `${toLatex(exprs[i]!)} & ${toLatex(simplify(parse(p.a)))} < ${v} < ${toLatex(simplify(parse(p.b)))}`).join(' \\\\ ')} \\end{cases}`;
  const name = kind === 'full' ? 'Fourier series' : kind === 'sine' ? 'Fourier sine series' : 'Fourier cosine series';
  return {
    topic: 'transforms',
    task: 'fourier-series',
    params: params as unknown as Record<string, unknown>,
    inputLatex: `\\text{${name}: } f(${v}) = ${def}${period ? `,\\ T = ${toLatex(simplify(parse(period)))}` : ''}`,
    inputText: `${name} of f(${v}) = ${pieces.map((p) => `${p.f} on (${p.a}, ${p.b})`).join(', ')}${period ? `, period ${period}` : ''}`,
  };
}
