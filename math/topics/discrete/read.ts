/**
 * Reading the discrete-math questions of ./index.ts: "2^100 mod 7", "(17*23 + 5) mod 7", "inverse of 3 mod 7",
 * "3^-1 mod 7", "solve 3x ≡ 2 (mod 7)", "3x = 2 mod 7", "a_n = 3a_{n-1} - 2a_{n-2}, a_0 = 1, a_1 = 3",
 * "solve the recurrence a_n = 2a_{n-1} + 1 with a_0 = 0", "Newton's method for x^3 - 2x - 5 = 0 starting at x = 2".
 * Numbers are integers (BigInt); nothing is read that is not wholly understood.
 */
import { parse } from '../../parse';
import { toLatex, toText } from '../../print';
import { simplify } from '../../simplify';
import { symbols, type Expr } from '../../ast';
import type { TopicReading } from '../types';

const INT = String.raw`-?\d+`;
const reading = (task: string, params: Record<string, unknown>, latex: string, text: string): TopicReading => ({
  topic: 'discrete',
  task,
  params,
  inputLatex: latex,
  inputText: text,
});
const LEAD = String.raw`^(?:find|compute|calculate|evaluate|what\s+is|determine|solve)?\s*(?:the\s+)?`;

/** An integer expression (numbers, + − × ^, brackets) as text, or null. */
function integerExpr(text: string): string | null {
  if (!/^[\d\s+\-*/^()×·]+$/.test(text) || /\//.test(text)) return null;
  try {
    parse(text.replace(/[×·]/g, '*'));
    return text.replace(/[×·]/g, '*').trim();
  } catch {
    return null;
  }
}

/** Reads one discrete task, or null. */
export function readDiscrete(q0: string): TopicReading | null {
  const q = q0.replace(/≡/g, '≡').trim();
  let m: RegExpExecArray | null;
  // inverse of a mod m / a^-1 mod m
  if (
    (m =
      new RegExp(
        `${LEAD}(?:multiplicative\\s+|modular\\s+)?inverse\\s+of\\s+(${INT})\\s+(?:mod(?:ulo)?|\\(\\s*mod\\s+)\\s*(\\d+)\\s*\\)?$`,
        'i',
      ).exec(q) ??
      new RegExp(`${LEAD}(${INT})\\s*\\^\\s*\\(?\\s*-\\s*1\\s*\\)?\\s*(?:mod(?:ulo)?|\\(\\s*mod)\\s*(\\d+)\\s*\\)?$`, 'i').exec(
        q,
      ))
  )
    return reading('mod-inverse', { a: m[1], m: m[2] }, `${m[1]}^{-1} \\bmod ${m[2]}`, `${m[1]}^-1 mod ${m[2]}`);
  // linear congruence ax ≡ b (mod m)
  if (
    (m = new RegExp(
      `${LEAD}(?:the\\s+congruence\\s+)?(${INT})?\\s*\\*?\\s*([a-z])\\s*(?:≡|=|==)\\s*(${INT})\\s*\\(?\\s*(?:mod(?:ulo)?)\\s*(\\d+)\\s*\\)?$`,
      'i',
    ).exec(q))
  ) {
    const a = m[1] ?? '1';
    return reading(
      'congruence',
      { a, x: m[2], b: m[3], m: m[4] },
      `${a === '1' ? '' : a}${m[2]} \\equiv ${m[3]} \\pmod{${m[4]}}`,
      `${a}${m[2]} ≡ ${m[3]} (mod ${m[4]})`,
    );
  }
  // a^b mod m, or an integer expression mod m
  if (
    (m = new RegExp(
      `${LEAD}(?:(?:the\\s+)?remainder\\s+(?:of|when)\\s+)?(.+?)\\s+(?:mod(?:ulo)?|is\\s+divided\\s+by)\\s+(\\d+)$`,
      'i',
    ).exec(q))
  ) {
    const pw = /^\(?\s*(\d+)\s*\)?\s*\^\s*\(?\s*(\d+)\s*\)?$/.exec(m[1]!.trim());
    if (pw && BigInt(pw[2]!) > 2n)
      return reading(
        'mod-power',
        { a: pw[1], b: pw[2], m: m[2] },
        `${pw[1]}^{${pw[2]}} \\bmod ${m[2]}`,
        `${pw[1]}^${pw[2]} mod ${m[2]}`,
      );
    const e = integerExpr(m[1]!);
    if (e && /[+\-*^()]/.test(e.replace(/^-/, '')))
      return reading('mod-expr', { e, m: m[2] }, `\\left(${toLatex(parse(e))}\\right) \\bmod ${m[2]}`, `(${e}) mod ${m[2]}`);
    return null;
  }
  // Newton's method
  if (
    (m =
      /^(?:use\s+|apply\s+)?newton'?s?(?:-raphson)?\s+method\s+(?:to\s+(?:approximate|find|estimate)\s+(?:a\s+|the\s+)?(?:root|zero|solution)\s+of\s+|for\s+|on\s+)?(.+?)\s*(?:,|;)?\s*(?:starting\s+(?:at|from|with)|with|from|x_?0\s*=|x_?\{0\}\s*=|initial\s+guess)\s*(?:x_?0\s*=|x_?\{0\}\s*=|x\s*=)?\s*(-?[\d.]+)$/i.exec(
        q,
      ))
  ) {
    let eq = m[1]!.trim();
    if (!/=/.test(eq)) eq = `${eq} = 0`;
    let e: Expr;
    try {
      e = parse(eq);
    } catch {
      return null;
    }
    const vars = [...symbols(e)].filter((s) => s !== 'pi' && s !== 'e');
    if (e.k !== 'rel' || vars.length !== 1) return null;
    const f = simplify({ k: 'add', args: [e.args[0], { k: 'mul', args: [{ k: 'num', n: -1n, d: 1n }, e.args[1]] }] });
    return reading(
      'newton',
      { f: toText(f), v: vars[0], x0: m[2] },
      `${toLatex(e)},\\ x_{0} = ${m[2]}`,
      `newton(${toText(f)}, ${m[2]})`,
    );
  }
  return readRecurrence(q);
}

/** a_n = c1 a_{n-1} (+ c2 a_{n-2}) (+ d), with a_k = v conditions. */
function readRecurrence(q: string): TopicReading | null {
  const body = q.replace(
    /^(?:solve|find\s+(?:a\s+|the\s+)?closed\s+form\s+(?:for|of)|find\s+the\s+(?:general\s+)?(?:term|solution)\s+of)\s+(?:the\s+)?(?:recurrence(?:\s+relation)?\s*)?:?\s*/i,
    '',
  );
  const parts = body.split(/\s*(?:,|;|\bwith\b|\bwhere\b|\band\b|\bgiven\b)\s*/i).filter(Boolean);
  const eqs = parts.filter((p) => /[a-z]_\{?n\}?\s*=/.test(p) || /[a-z]\(n\)\s*=/.test(p));
  if (eqs.length !== 1) return null;
  const name = /^([a-z])/.exec(eqs[0]!.trim())?.[1];
  if (!name) return null;
  const norm = (s: string) =>
    s
      .replace(new RegExp(`${name}_\\{?n\\s*-\\s*1\\}?|${name}\\(n\\s*-\\s*1\\)`, 'g'), ' P_1 ')
      .replace(new RegExp(`${name}_\\{?n\\s*-\\s*2\\}?|${name}\\(n\\s*-\\s*2\\)`, 'g'), ' P_2 ')
      .replace(new RegExp(`${name}_\\{?n\\}?|${name}\\(n\\)`, 'g'), ' P_0 ');
  const conds: [number, string][] = [];
  for (const p of parts) {
    if (p === eqs[0]) continue;
    const c = new RegExp(`^${name}_?\\{?\\(?(\\d+)\\)?\\}?\\s*=\\s*(-?\\d+(?:/\\d+)?)$`).exec(p.trim());
    if (!c) return null;
    conds.push([Number(c[1]), c[2]!]);
  }
  let e: Expr;
  try {
    e = parse(norm(eqs[0]!));
  } catch {
    return null;
  }
  if (e.k !== 'rel' || e.op !== '=') return null;
  const syms = [...symbols(e)];
  if (syms.some((s) => !['P_0', 'P_1', 'P_2'].includes(s)) || !syms.includes('P_0') || !syms.includes('P_1')) return null;
  const order = syms.includes('P_2') ? 2 : 1;
  if (conds.length !== order) return null;
  const F = simplify({ k: 'add', args: [e.args[0], { k: 'mul', args: [{ k: 'num', n: -1n, d: 1n }, e.args[1]] }] });
  return reading(
    'recurrence',
    { F: toText(F), order, conds, name },
    `${toLatex(e)
      .replace(/P_\{0\}/g, `${name}_{n}`)
      .replace(/P_\{1\}/g, `${name}_{n-1}`)
      .replace(/P_\{2\}/g, `${name}_{n-2}`)}`,
    `recurrence(${toText(e)})`,
  );
}
