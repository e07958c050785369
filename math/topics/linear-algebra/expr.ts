/**
 * Matrix expressions of the `linear-algebra` topic: `A + B`, `2A - 3B`, `AB`, `A*B`, `A^2`, `A^-1`, `A^{-1}`, `A^T`,
 * `A'`, `det(A)`, `tr(A)`, `transpose(A)`, `inv(A)`, parentheses, with matrices written inline (`§k` placeholders of
 * the reader) or named (`A = [[1, 2], [3, 4]]`). A small recursive-descent parser builds a tree; {@link exprText} and
 * {@link exprTex} print it back with the matrices in place (the text form is what a reading stores and the solver
 * parses again).
 */
import { parseQ, type Q } from './field';
import { extractLiterals } from './notation';

/** An expression tree. `lit` holds the entries of a matrix (rows of typed numbers). */
export type Node =
  | { t: 'lit'; entries: string[][] }
  | { t: 'num'; v: Q; text: string }
  | { t: 'add' | 'sub' | 'mul'; a: Node; b: Node }
  | { t: 'neg'; a: Node }
  | { t: 'pow'; a: Node; n: number }
  | { t: 'T' | 'inv' | 'det' | 'tr'; a: Node };

type Tok =
  { k: 'lit'; i: number } | { k: 'num'; v: string } | { k: 'op'; v: string } | { k: 'fn'; v: 'det' | 'tr' | 'T' | 'inv' };

const FN: Record<string, 'det' | 'tr' | 'T' | 'inv'> = {
  det: 'det',
  tr: 'tr',
  trace: 'tr',
  transpose: 'T',
  inv: 'inv',
  inverse: 'inv',
};

/** Normalises the superscripts students type: `^{-1}`, `^(-1)`, `⁻¹` → `^-1`; `^{T}`, `^t`, `ᵀ`, `^\top`, `'` → `^T`. */
function tidy(s: string): string {
  return s
    .replace(/\\(?:cdot|times)/g, '*')
    .replace(/\\left|\\right/g, '')
    .replace(/\\(det|operatorname\s*\{\s*(?:tr|trace)\s*\}|mathrm\s*\{\s*tr\s*\})/g, (_m, f: string) =>
      f === 'det' ? 'det' : 'tr',
    )
    .replace(/⁻¹/g, '^-1')
    .replace(/[ᵀ]/g, '^T')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/\^\s*\{\s*(-?\s*\d+|[tT]|\\top|\\intercal)\s*\}/g, (_m, e: string) => `^${e.replace(/\s/g, '')}`)
    .replace(/\^\s*\(\s*(-\s*\d+)\s*\)/g, (_m, e: string) => `^${e.replace(/\s/g, '')}`)
    .replace(/\^\s*(?:\\top|\\intercal|t\b)/g, '^T')
    .replace(/'/g, '^T');
}

function tokens(src: string, lits: readonly string[][][], names: Readonly<Record<string, number>>): Tok[] | null {
  const out: Tok[] = [];
  const re = /\s*(?:§(\d+)|(\d+(?:\.\d+)?(?:\/\d+)?|\.\d+)|([a-zA-Z]+)|(\^\s*-?\s*\d+|\^T|[-+*/()]))/y;
  let m: RegExpExecArray | null;
  let at = 0;
  while (at < src.length) {
    re.lastIndex = at;
    m = re.exec(src);
    if (!m) return /^\s*$/.test(src.slice(at)) ? out : null;
    at = re.lastIndex;
    if (m[1] !== undefined) {
      if (!lits[Number(m[1])]) return null;
      out.push({ k: 'lit', i: Number(m[1]) });
    } else if (m[2] !== undefined) out.push({ k: 'num', v: m[2] });
    else if (m[3] !== undefined) {
      const w = m[3];
      if (FN[w.toLowerCase()]) out.push({ k: 'fn', v: FN[w.toLowerCase()]! });
      else if ([...w].every((c) => names[c] !== undefined)) for (const c of w) out.push({ k: 'lit', i: names[c]! });
      else return null;
    } else out.push({ k: 'op', v: m[4]!.replace(/\s+/g, '') });
  }
  return out;
}

/** Parses `src` (placeholders `§k` index `lits`; single letters of `names` name literals). Null when it is not one. */
export function parseExpr(src: string, lits: readonly string[][][], names: Readonly<Record<string, number>> = {}): Node | null {
  const found = tokens(tidy(src), lits, names);
  if (!found || !found.length) return null;
  const toks: Tok[] = found;
  let i = 0;
  const peek = () => toks[i];
  const isOp = (v: string) => peek()?.k === 'op' && (peek() as { v: string }).v === v;
  const atomStart = () => {
    const t = peek();
    return !!t && (t.k === 'lit' || t.k === 'num' || t.k === 'fn' || (t.k === 'op' && t.v === '('));
  };
  function atom(): Node | null {
    const t = toks[i++];
    if (!t) return null;
    if (t.k === 'lit') return { t: 'lit', entries: lits[t.i]! };
    if (t.k === 'num') {
      const v = parseQ(t.v);
      return v && { t: 'num', v, text: t.v };
    }
    if (t.k === 'fn') {
      const a = isOp('(') ? atom() : power();
      return a && { t: t.v, a };
    }
    if (t.k === 'op' && t.v === '(') {
      const e = sum();
      if (!e || !isOp(')')) return null;
      i++;
      return e;
    }
    return null;
  }
  function power(): Node | null {
    let a = atom();
    while (a && peek()?.k === 'op' && /^\^/.test((peek() as { v: string }).v)) {
      const e = (toks[i++] as { v: string }).v.slice(1);
      if (e === 'T') a = { t: 'T', a };
      else if (e === '-1') a = { t: 'inv', a };
      else if (/^\d+$/.test(e)) a = { t: 'pow', a, n: Number(e) };
      else return null;
    }
    return a;
  }
  function product(): Node | null {
    let a = power();
    while (a) {
      if (isOp('*')) i++;
      else if (!atomStart()) break;
      const b = power();
      if (!b) return null;
      a = { t: 'mul', a, b };
    }
    return a;
  }
  function sum(): Node | null {
    let a: Node | null = isOp('-')
      ? (i++, (x: Node | null) => x && ({ t: 'neg', a: x } as Node))(product())
      : (isOp('+') && i++, product());
    while (a && (isOp('+') || isOp('-'))) {
      const op = (toks[i++] as { v: string }).v;
      const b = product();
      if (!b) return null;
      a = { t: op === '+' ? 'add' : 'sub', a, b };
    }
    return a;
  }
  const e = sum();
  return e && i === toks.length ? e : null;
}

/** Parses an expression with its matrices written inline (the text {@link exprText} prints); null when it is not one. */
export function parseInline(text: string): Node | null {
  const x = extractLiterals(text);
  if (!x || x.lits.some((l) => l.kind !== 'matrix')) return null;
  return parseExpr(
    x.text,
    x.lits.map((l) => l.entries),
  );
}

const PREC: Record<string, number> = { add: 1, sub: 1, neg: 2, mul: 3, pow: 4, T: 4, inv: 4 };
const litText = (e: string[][]) => `[${e.map((r) => `[${r.join(', ')}]`).join(', ')}]`;

/** Plain text of an expression with its matrices inline: `[[1, 2], [3, 4]]*[[5, 6], [7, 8]]`, `det([[1, 2], [3, 4]])`. */
export function exprText(n: Node): string {
  const wrap = (c: Node, p: number) => ((PREC[c.t] ?? 9) < p ? `(${exprText(c)})` : exprText(c));
  switch (n.t) {
    case 'lit':
      return litText(n.entries);
    case 'num':
      return n.text;
    case 'add':
    case 'sub':
      return `${wrap(n.a, 1)} ${n.t === 'add' ? '+' : '-'} ${wrap(n.b, 2)}`;
    case 'mul':
      return `${wrap(n.a, 3)}*${wrap(n.b, 4)}`;
    case 'neg':
      return `-${wrap(n.a, 3)}`;
    case 'pow':
      return `${wrap(n.a, 5)}^${n.n}`;
    case 'T':
      return `${wrap(n.a, 5)}^T`;
    case 'inv':
      return `${wrap(n.a, 5)}^-1`;
    default:
      return `${n.t}(${exprText(n.a)})`;
  }
}

/** LaTeX of an expression; `tex` prints a matrix literal. */
export function exprTex(n: Node, tex: (entries: string[][]) => string): string {
  const sub = (c: Node, p: number) => ((PREC[c.t] ?? 9) < p ? `\\left(${exprTex(c, tex)}\\right)` : exprTex(c, tex));
  switch (n.t) {
    case 'lit':
      return tex(n.entries);
    case 'num':
      return n.text.includes('/') ? `\\frac{${n.text.split('/')[0]}}{${n.text.split('/')[1]}}` : n.text;
    case 'add':
    case 'sub':
      return `${sub(n.a, 1)} ${n.t === 'add' ? '+' : '-'} ${sub(n.b, 2)}`;
    case 'mul':
      return n.a.t === 'num' ? `${sub(n.a, 3)}${sub(n.b, 4)}` : `${sub(n.a, 3)} ${sub(n.b, 4)}`;
    case 'neg':
      return `-${sub(n.a, 3)}`;
    case 'pow':
      return `${sub(n.a, 5)}^{${n.n}}`;
    case 'T':
      return `${sub(n.a, 5)}^{T}`;
    case 'inv':
      return `${sub(n.a, 5)}^{-1}`;
    case 'det':
      return n.a.t === 'lit' ? tex(n.a.entries).replace(/\{bmatrix\}/g, '{vmatrix}') : `\\det\\left(${exprTex(n.a, tex)}\\right)`;
    default:
      return `\\operatorname{tr}\\left(${exprTex(n.a, tex)}\\right)`;
  }
}
