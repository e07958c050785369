/**
 * Reading infinite series questions (issue #22, "Series"): whether a series converges ("does the series Σ 1/n
 * converge", "determine whether Σ_{n=1}^∞ n/(n+1) converges or diverges", "test for convergence: sum (-1)^n/n"), the sum
 * of a non-geometric infinite series ("sum of 1/n^2 from n=1 to infinity", "Σ_{n=1}^∞ 1/(n(n+1))" — geometric ones are
 * the sequences topic's), and the radius / interval of convergence of a power series ("radius of convergence of
 * Σ x^n/n!"). The term is a function of the index n (or k); the start is 1 unless written.
 */
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { simplify } from '../../simplify';
import { symbols, subst, type Expr } from '../../ast';
import { evalReal } from '../../numeric';
import type { TopicReading } from '../types';

const INF = String.raw`(?:infinity|\\infty|∞|inf|oo)`;
const SUM = String.raw`(?:\\sum|sum|σ|∑|sigma|summation)`;

/** A series written in one of the usual notations: its term, index and start; null otherwise. */
export function readSeriesNotation(s: string): { term: string; v: string; from: number } | null {
  const t = s
    .trim()
    .replace(/^(?:the\s+)?(?:infinite\s+)?series\s*:?\s*/i, '')
    .replace(/\s*(?:series)$/i, '');
  const pats: [RegExp, number, number, number][] = [
    // Σ_{n=1}^{∞} term, \sum_{n=1}^\infty term
    [new RegExp(String.raw`^${SUM}\s*_\s*\{?\s*([a-z])\s*=\s*(-?\d+)\s*\}?\s*\^\s*\{?\s*${INF}\s*\}?\s*(.+)$`, 'i'), 3, 1, 2],
    // sum of term from n=1 to infinity / sum term, n = 1 to infinity / sum term for n from 1 to inf
    [
      new RegExp(
        String.raw`^${SUM}\s+(?:of\s+)?(.+?)\s*,?\s+(?:from|for|as)?\s*([a-z])\s*(?:=|from|goes from)\s*(-?\d+)\s+(?:to|through)\s+${INF}$`,
        'i',
      ),
      1,
      2,
      3,
    ],
    // sum(term, n, 1, inf)
    [new RegExp(String.raw`^(?:sum|summation)\s*\((.+),\s*([a-z])\s*,\s*(-?\d+)\s*,\s*${INF}\s*\)$`, 'i'), 1, 2, 3],
  ];
  for (const [re, gt, gv, gf] of pats) {
    const m = re.exec(t);
    if (m) return termOf(m[gt]!, m[gv]!.toLowerCase(), Number(m[gf]));
  }
  // Σ term / sum term / sum of term (index n or k, from 1)
  const m = new RegExp(String.raw`^${SUM}\s*(?:of\s+)?(.+)$`, 'i').exec(t);
  if (m) return termOf(m[1]!, null, 1);
  return null;
}

/** True when every bracket of s closes inside it ("(a)/(b)" minus its ends is not). */
function balanced(s: string): boolean {
  let d = 0;
  for (const c of s) {
    d += c === '(' ? 1 : c === ')' ? -1 : 0;
    if (d < 0) return false;
  }
  return d === 0;
}

/** Checks the term: one index variable (n or k, or the named one), defined at the start. */
function termOf(text: string, v: string | null, from: number): { term: string; v: string; from: number } | null {
  const t0 = text.trim();
  const body = /^\((.*)\)$/.test(t0) && balanced(t0.slice(1, -1)) ? t0.slice(1, -1) : t0;
  let e: Expr;
  try {
    e = simplify(parse(body));
  } catch {
    return null;
  }
  const free = [...symbols(e)].filter((s) => s !== 'pi' && s !== 'e');
  const idx = v ?? (free.includes('n') ? 'n' : free.includes('k') ? 'k' : null);
  if (!idx || free.some((s) => s !== idx)) return null;
  let ok: boolean;
  try {
    ok = Number.isFinite(evalReal(subst(e, idx, { k: 'num', n: BigInt(from), d: 1n })));
  } catch {
    ok = false;
  }
  if (!ok || from < 0 || from > 1000) return null;
  return { term: toText(e), v: idx, from };
}

/** A power series Σ c_n (x − a)^n: its term in n and x, with x the only other variable. */
function powerSeriesOf(s: string): { term: string; v: string; from: number; x: string } | null {
  const t = s.trim();
  const pats: RegExp[] = [
    new RegExp(String.raw`^${SUM}\s*_\s*\{?\s*([a-z])\s*=\s*(-?\d+)\s*\}?\s*\^\s*\{?\s*${INF}\s*\}?\s*(.+)$`, 'i'),
  ];
  let term: string, v: string | null, from: number;
  const m0 = pats[0]!.exec(t);
  const m1 = new RegExp(String.raw`^(?:the\s+)?(?:power\s+)?(?:series\s+)?${SUM}?\s*(?:of\s+)?(.+)$`, 'i').exec(t);
  if (m0) [term, v, from] = [m0[3]!, m0[1]!.toLowerCase(), Number(m0[2])];
  else if (m1) [term, v, from] = [m1[1]!, null, 0];
  else return null;
  let e: Expr;
  try {
    e = simplify(parse(term.trim()));
  } catch {
    return null;
  }
  const free = [...symbols(e)].filter((s) => s !== 'pi' && s !== 'e');
  const idx = v ?? (free.includes('n') ? 'n' : free.includes('k') ? 'k' : null);
  const others = free.filter((s) => s !== idx);
  if (!idx || others.length !== 1) return null;
  return { term: toText(e), v: idx, from, x: others[0]! };
}

const reading = (task: string, params: Record<string, unknown>, latex: string, text: string): TopicReading => ({
  topic: 'series',
  task,
  params,
  inputLatex: latex,
  inputText: text,
});

const sigmaLatex = (term: string, v: string, from: number) => `\\sum_{${v}=${from}}^{\\infty} ${toLatex(simplify(parse(term)))}`;

/** Reads a convergence, sum or radius question; null otherwise. */
export function readSeries(q: string): TopicReading | null {
  let m: RegExpExecArray | null;
  // convergence
  if (
    (m =
      /^(?:does|do|will)\s+(?:the\s+)?(?:infinite\s+)?(?:series\s+)?(.+?)\s+(?:converge|diverge)(?:\s+or\s+(?:converge|diverge))?$/i.exec(
        q,
      ) ??
      /^(?:determine|decide|test|check|find out|show|state)\s+(?:whether|if)\s+(?:the\s+)?(?:infinite\s+)?(?:series\s+)?(.+?)\s+(?:converges?|diverges?|is\s+convergent|is\s+divergent)(?:\s+or\s+(?:converges?|diverges?|divergent|convergent))?$/i.exec(
        q,
      ) ??
      /^(?:is|are)\s+(?:the\s+)?(?:infinite\s+)?(?:series\s+)?(.+?)\s+(?:convergent|divergent|converging|diverging)(?:\s+or\s+(?:convergent|divergent))?$/i.exec(
        q,
      ) ??
      /^(?:test|check)\s+(?:the\s+)?(?:infinite\s+)?(?:series\s+)?(.+?)\s+for\s+convergence$/i.exec(q) ??
      /^(?:test|check|determine)\s+(?:the\s+)?convergence\s+(?:of\s+)?(?:the\s+)?(?:series\s+)?[:]?\s*(.+)$/i.exec(q) ??
      /^(?:converge(?:nt)?\s+or\s+diverge(?:nt)?|convergence)\s*[:?]\s*(.+)$/i.exec(q))
  ) {
    const s = readSeriesNotation(m[1]!);
    if (!s) return null;
    return reading('convergence', s, sigmaLatex(s.term, s.v, s.from), `converges(sum_{${s.v}=${s.from}}^inf ${s.term})`);
  }
  // radius / interval of convergence
  if (
    (m =
      /^(?:find\s+|what\s+is\s+|determine\s+)?(?:the\s+)?(radius|interval)\s+of\s+convergence\s+(?:of|for)\s+(?:the\s+)?(?:power\s+)?(?:series\s+)?(.+)$/i.exec(
        q,
      ))
  ) {
    const p = powerSeriesOf(m[2]!);
    if (!p) return null;
    return reading(
      m[1]!.toLowerCase(),
      p,
      sigmaLatex(p.term, p.v, p.from),
      `${m[1]!.toLowerCase()}(sum_{${p.v}=${p.from}}^inf ${p.term})`,
    );
  }
  // the value of an infinite sum (non-geometric: the sequences topic sums geometric series)
  if (
    (m =
      /^(?:find\s+|evaluate\s+|compute\s+|what\s+is\s+)?(?:the\s+)?(?:sum|value)\s+of\s+(?:the\s+)?(?:infinite\s+)?(?:series\s+)?(.+)$/i.exec(
        q,
      )) ||
    (m = /^(?:find\s+|evaluate\s+|compute\s+|what\s+is\s+)?(?:the\s+)?(.+)$/i.exec(q))
  ) {
    const body = /^(?:sum|value)\s+of/i.test(q.replace(/^(?:find|evaluate|compute|what is)\s+(?:the\s+)?/i, ''))
      ? `sum ${m[1]}`
      : m[1]!;
    if (!new RegExp(INF, 'i').test(body)) return null;
    const s = readSeriesNotation(body) ?? readSeriesNotation(m[1]!);
    if (!s) return null;
    return reading('sum', s, sigmaLatex(s.term, s.v, s.from), `sum_{${s.v}=${s.from}}^inf ${s.term}`);
  }
  return null;
}
