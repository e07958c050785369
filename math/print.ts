/**
 * Printing: {@link toLatex} (what MathLive renders) and {@link toText} (plain text in the input syntax:
 * numbers, `+ - * / ^` with explicit `*`, parentheses, `sqrt`, `abs`, `exp`, `ln`, `log`, trig, `pi`, `e`, `i`, `inf`;
 * re-parsable by {@link import('./parse').parse}).
 */
import { Expr, Num, isNum, num, qneg } from './ast';
import { GREEK_LETTERS, isLatexCommand, latexHead } from './names';

const GREEK = new Set(GREEK_LETTERS);

type Mode = 'latex' | 'text';

function isNegativeTerm(e: Expr): boolean {
  if (e.k === 'num') return e.n < 0n;
  if (e.k === 'neg') return true;
  if (e.k === 'mul') return isNegativeTerm(e.args[0]);
  if (e.k === 'div') return isNegativeTerm(e.args[0]);
  return false;
}
function negateTerm(e: Expr): Expr {
  if (e.k === 'num') return qneg(e);
  if (e.k === 'neg') return e.args[0];
  if (e.k === 'mul') {
    const h = negateTerm(e.args[0]);
    if (h.k === 'num' && h.n === 1n && h.d === 1n && e.args.length > 1)
      return e.args.length === 2 ? e.args[1] : { k: 'mul', args: e.args.slice(1) };
    return { k: 'mul', args: [h, ...e.args.slice(1)] };
  }
  if (e.k === 'div') return { k: 'div', args: [negateTerm(e.args[0]), e.args[1]] };
  return e;
}
function prec(e: Expr): number {
  switch (e.k) {
    case 'add':
    case 'sub':
      return 1;
    case 'rel':
    case 'list':
      return 0;
    case 'mul':
    case 'div':
    case 'neg':
      return 2;
    case 'num':
      return e.d !== 1n ? 2 : e.n < 0n ? 2 : 5;
    case 'pow':
      return 3;
    case 'deriv':
    case 'int':
    case 'lim':
      return 1;
    default:
      return 5;
  }
}

function symName(name: string, m: Mode): string {
  if (m === 'text') return name;
  if (name === 'pi') return '\\pi';
  if (name === 'inf') return '\\infty';
  if (GREEK.has(name)) return '\\' + name;
  const u = name.indexOf('_');
  if (u > 0) return `${symName(name.slice(0, u), m)}_{${name.slice(u + 1)}}`;
  return name;
}

function numStr(e: Num, m: Mode): string {
  if (e.d === 1n) return `${e.n}`;
  if (m === 'text') return `${e.n}/${e.d}`;
  return e.n < 0n ? `-\\frac{${-e.n}}{${e.d}}` : `\\frac{${e.n}}{${e.d}}`;
}

function paren(s: string, m: Mode): string {
  return m === 'latex' ? `\\left(${s}\\right)` : `(${s})`;
}

/** Split a canonical product into numerator and denominator factors (negative powers go down). */
function splitFraction(args: Expr[]): { coef: Num; numer: Expr[]; denom: Expr[] } {
  let coef = num(1) as Num;
  const numer: Expr[] = [],
    denom: Expr[] = [];
  for (const a of args) {
    if (a.k === 'num') coef = num(coef.n * a.n, coef.d * a.d) as Num;
    else if (a.k === 'pow' && isNum(a.args[1]) && a.args[1].n < 0n) {
      const ex = qneg(a.args[1]);
      denom.push(ex.n === 1n && ex.d === 1n ? a.args[0] : { k: 'pow', args: [a.args[0], ex] });
    } else numer.push(a);
  }
  return { coef, numer, denom };
}

function juxtaposable(prev: Expr, next: Expr, m: Mode): boolean {
  // plain text always writes * (the contract's syntax: numbers, + - * / ^, parentheses, functions)
  if (m === 'text') return false;
  const radical = next.k === 'pow' && next.args[1].k === 'num' && next.args[1].d !== 1n && next.args[1].n > 0n;
  if (next.k === 'num') return false;
  if (next.k === 'pow' && next.args[0].k === 'num' && !(radical && m === 'latex')) return false;
  if (prev.k === 'num') return m === 'latex' || !radical;
  if (m === 'latex') return true;
  return next.k === 'add' || next.k === 'sub';
}

function printProduct(factors: Expr[], m: Mode): string {
  let out = '';
  factors.forEach((f, idx) => {
    let s = print(f, m, 2);
    if (f.k === 'add' || f.k === 'sub') s = paren(print(f, m, 0), m);
    if (idx === 0) {
      out = s;
      return;
    }
    if (juxtaposable(factors[idx - 1], f, m) && !s.startsWith('-'))
      out += m === 'latex' && /\\[A-Za-z]+$/.test(out) && /^[A-Za-z]/.test(s) ? ' ' + s : s; // `\pi x`, not `\pix`; `2ab`, not `2a b`
    else out += m === 'latex' ? ' \\cdot ' + s : '*' + s;
  });
  return out;
}

/**
 * The base of a power as printed: in brackets unless it is an atom (a symbol, a whole number ≥ 0) or, in plain text,
 * a function call — `(s^(9/4))^(1/4)`, never `s^(9/4)^(1/4)`, which reads back as s^((9/4)^(1/4)).
 */
function powBase(b: Expr, m: Mode): string {
  if (b.k === 'fn' && m === 'text') return print(b, m, 4);
  return prec(b) <= 3 || (b.k === 'num' && (b.n < 0n || b.d !== 1n)) ? paren(print(b, m, 0), m) : print(b, m, 4);
}

function print(e: Expr, m: Mode, ctx = 0): string {
  const L = m === 'latex';
  const wrap = (s: string, p: number) => (p < ctx ? paren(s, m) : s);
  switch (e.k) {
    case 'num': {
      const s = e.dec && /^(2|5)*$/.test(factor25(e.d)) ? decimalString(e) : numStr(e, m);
      if (ctx >= 3 && (e.n < 0n || e.d !== 1n)) return paren(s, m);
      if (ctx >= 2 && e.n < 0n) return paren(s, m);
      return s;
    }
    case 'sym':
      return symName(e.name, m);
    case 'add':
    case 'sub': {
      let terms = e.k === 'sub' ? [e.args[0], { k: 'neg', args: [e.args[1]] } as Expr] : e.args;
      // textbook order: start with a positive term when there is one (1 - x^2, not -x^2 + 1)
      if (e.k === 'add' && isNegativeTerm(terms[0])) {
        const k = terms.findIndex((t) => !isNegativeTerm(t));
        if (k > 0) terms = [terms[k], ...terms.slice(0, k), ...terms.slice(k + 1)];
      }
      let s = '';
      terms.forEach((t, idx) => {
        if (idx === 0) {
          s = print(t, m, 1);
          return;
        }
        if (isNegativeTerm(t)) s += ' - ' + print(negateTerm(t), m, 2);
        else s += ' + ' + print(t, m, 1);
      });
      return wrap(s, 1);
    }
    case 'neg': {
      const a = e.args[0];
      const inner = print(a, m, 2);
      return wrap('-' + (a.k === 'neg' || inner.startsWith('-') ? paren(inner, m) : inner), 2);
    }
    case 'mul': {
      if (e.args.slice(1).some((a) => a.k === 'num') || e.args.some((a) => a.k === 'fn' && a.name === 'percent')) {
        // raw product as typed: keep the order
        return wrap(e.args.map((a) => print(a, m, 2)).join(L ? ' \\cdot ' : '*'), 2);
      }
      const { coef, numer, denom } = splitFraction(e.args);
      if (coef.n < 0n) {
        const pos = { k: 'mul', args: [qneg(coef), ...e.args.filter((a) => a.k !== 'num')] } as Expr;
        const rest = e.args.filter((a) => a.k !== 'num');
        const body =
          rest.length === 0
            ? numStr(qneg(coef), m)
            : print(coef.n === -1n && coef.d === 1n ? (rest.length === 1 ? rest[0] : { k: 'mul', args: rest }) : pos, m, 2);
        return wrap('-' + body, 2);
      }
      const top: Expr[] = [];
      if (coef.n !== 1n || numer.length === 0) top.push(num(coef.n));
      top.push(...numer);
      const bottom: Expr[] = [];
      if (coef.d !== 1n) bottom.push(num(coef.d));
      bottom.push(...denom);
      if (bottom.length === 0) return wrap(printProduct(top, m), 2);
      const topS = top.length === 1 ? print(top[0], m, L ? 0 : 2) : printProduct(top, m);
      const botS = bottom.length === 1 ? print(bottom[0], m, L ? 0 : 3) : printProduct(bottom, m);
      if (L) return `\\frac{${topS}}{${botS}}`;
      const tS = top.length > 1 && top.some((t) => t.k === 'add') ? topS : top.length > 1 ? topS : topS;
      return wrap(`${tS}/${bottom.length > 1 ? paren(botS, m) : botS}`, 2);
    }
    case 'div': {
      const [a, b] = e.args;
      if (L) return `\\frac{${print(a, m, 0)}}{${print(b, m, 0)}}`;
      return wrap(`${print(a, m, 2)}/${print(b, m, 3)}`, 2);
    }
    case 'pow': {
      const [b, x] = e.args;
      if (x.k === 'num' && x.n === 1n && x.d === 2n) return L ? `\\sqrt{${print(b, m, 0)}}` : `sqrt(${print(b, m, 0)})`;
      if (x.k === 'num' && x.n === 1n && x.d > 2n) return L ? `\\sqrt[${x.d}]{${print(b, m, 0)}}` : `${powBase(b, m)}^(1/${x.d})`;
      if (x.k === 'num' && x.n < 0n && ctx < 3) {
        const pe: Expr = x.n === -1n && x.d === 1n ? b : { k: 'pow', args: [b, qneg(x)] };
        return L ? `\\frac{1}{${print(pe, m, 0)}}` : wrap(`1/${print(pe, m, 3)}`, 2);
      }
      if (b.k === 'sym' && b.name === 'e' && !L) return `exp(${print(x, m, 0)})`;
      if (
        b.k === 'fn' &&
        L &&
        isLatexCommand(b.name) &&
        b.name !== 'exp' &&
        b.name !== 'log' &&
        x.k === 'num' &&
        x.d === 1n &&
        x.n > 0n
      ) {
        const inner = print(b, m, 0);
        const nm = `\\${b.name}`;
        return inner.replace(nm, `${nm}^{${x.n}}`);
      }
      const bss = powBase(b, m);
      if (L) return `${bss}^{${print(x, m, 0)}}`;
      const xs = print(x, m, 4);
      return `${bss}^${prec(x) < 5 || x.k === 'fn' ? paren(print(x, m, 0), m) : xs}`;
    }
    case 'fn': {
      const name = e.name;
      const a0 = e.args[0];
      if (name === 'approx' && a0.k === 'num') return decimalString(a0);
      if (name === 'abs') return L ? `\\left|${print(a0, m, 0)}\\right|` : `abs(${print(a0, m, 0)})`;
      if (name === 'deg') return `${print(a0, m, 4)}${L ? '^{\\circ}' : '°'}`;
      if (name === 'percent') return `${print(a0, m, 4)}${L ? '\\%' : '%'}`;
      if (name === 'fact') return `${print(a0, m, 4)}!`;
      if (name === 'log' && e.args.length === 2) {
        const b = print(e.args[1], m, 0);
        return L
          ? `\\log_{${b}}${paren(print(a0, m, 0), m)}`
          : `log_${(e.args[1].k === 'num' && e.args[1].n >= 0n && e.args[1].d === 1n) || e.args[1].k === 'sym' ? b : paren(b, m)}(${print(a0, m, 0)})`;
      }
      if (L) {
        const head = latexHead(name);
        return `${head}${paren(e.args.map((a) => print(a, m, 0)).join(', '), m)}`;
      }
      return `${name}(${e.args.map((a) => print(a, m, 0)).join(', ')})`;
    }
    case 'rel': {
      const ops: Record<string, [string, string]> = {
        '=': ['=', '='],
        '<': ['<', '<'],
        '>': ['>', '>'],
        '<=': ['\\le', '<='],
        '>=': ['\\ge', '>='],
        '!=': ['\\ne', '!='],
      };
      return `${print(e.args[0], m, 0)} ${ops[e.op][L ? 0 : 1]} ${print(e.args[1], m, 0)}`;
    }
    case 'list':
      return e.args.map((a) => print(a, m, 0)).join(L ? ',\\quad ' : ', ');
    case 'deriv': {
      const o = e.order;
      const body = print(e.args[0], m, 0);
      if (L)
        return o === 1 ? `\\frac{d}{d${e.v}}\\left(${body}\\right)` : `\\frac{d^{${o}}}{d${e.v}^{${o}}}\\left(${body}\\right)`;
      return o === 1 ? `d/d${e.v}(${body})` : `d^${o}/d${e.v}^${o}(${body})`;
    }
    case 'int': {
      const body = print(e.args[0], m, 1);
      if (L)
        return e.args.length === 3
          ? `\\int_{${print(e.args[1], m, 0)}}^{${print(e.args[2], m, 0)}} ${body}\\,d${e.v}`
          : `\\int ${body}\\,d${e.v}`;
      return e.args.length === 3
        ? `integral(${print(e.args[0], m, 0)}, ${e.v}, ${print(e.args[1], m, 0)}, ${print(e.args[2], m, 0)})`
        : `integral(${print(e.args[0], m, 0)}, ${e.v})`;
    }
    case 'lim': {
      const pt = print(e.args[1], m, 0) + (e.dir ? (L ? `^{${e.dir}}` : e.dir) : '');
      return L ? `\\lim_{${e.v} \\to ${pt}} ${print(e.args[0], m, 1)}` : `limit(${print(e.args[0], m, 0)}, ${e.v} -> ${pt})`;
    }
  }
}

/** LaTeX for an expression (canonical or raw). */
export const toLatex = (e: Expr): string => print(e, 'latex', 0);
/** Plain text in the input syntax (re-parsable). */
export const toText = (e: Expr): string => print(e, 'text', 0);

/** Decimal string of a rational with up to 12 significant digits. */
export function decimalString(q: Num): string {
  const v = Number(q.n) / Number(q.d);
  if (!Number.isFinite(v)) return v > 0 ? 'inf' : '-inf';
  let s = Number(v.toPrecision(12)).toString();
  if (s.includes('e')) s = v.toPrecision(12);
  return s;
}

/** '' when d has only prime factors 2 and 5 (a terminating decimal), else a non-empty marker. */
function factor25(d: bigint): string {
  let x = d;
  while (x % 2n === 0n) x /= 2n;
  while (x % 5n === 0n) x /= 5n;
  return x === 1n ? '' : 'x';
}
