/**
 * Exact complex numbers for the `complex` topic: a number is a pair of exact real parts (`re`, `im`), each an engine
 * value ({@link Exact}: the engine's own exact arithmetic — bigint rationals, radicals, π and exact trigonometric values
 * — with LaTeX, text and a decimal). Arithmetic is the textbook rules on the parts ((a + bi)(c + di) = (ac − bd) +
 * (ad + bc)i, division by the conjugate), each part re-simplified by the engine; printing is the `a + bi` form students
 * expect (`8 + i`, `3 - 2i`, `-i`, `1/2 + sqrt(3)/2*i`). Source of the rules: OpenStax College Algebra 2e §2.4 (CC BY 4.0).
 */
import type { Expr } from '../../ast';
import { toText } from '../../print';
import { MathError } from '../../errors';
import { exact, type Exact } from '../geometry/util';

/** An exact complex number re + im·i. */
export interface CNum {
  re: Exact;
  im: Exact;
}

const ZERO = (): Exact => exact('0');
/** An exact real from engine plain text (`3`, `-2/3`, `sqrt(2)/2`). */
export const real = (src: string): Exact => exact(src);
/** The complex number with these engine-text parts. */
export const cn = (re: string, im: string): CNum => ({ re: exact(re), im: exact(im) });
/** Parenthesised engine text of an exact part. */
const p = (e: Exact): string => `(${e.text})`;
const isZero = (e: Exact): boolean => e.text === '0';

export const cadd = (a: CNum, b: CNum): CNum => cn(`${p(a.re)}+${p(b.re)}`, `${p(a.im)}+${p(b.im)}`);
export const csub = (a: CNum, b: CNum): CNum => cn(`${p(a.re)}-${p(b.re)}`, `${p(a.im)}-${p(b.im)}`);
export const cneg = (a: CNum): CNum => cn(`-${p(a.re)}`, `-${p(a.im)}`);
export const cconj = (a: CNum): CNum => cn(a.re.text, `-${p(a.im)}`);
/** (a + bi)(c + di) = (ac − bd) + (ad + bc)i. */
export function cmul(a: CNum, b: CNum): CNum {
  return cn(`${p(a.re)}*${p(b.re)}-${p(a.im)}*${p(b.im)}`, `${p(a.re)}*${p(b.im)}+${p(a.im)}*${p(b.re)}`);
}
/** a·conj(a) = a² + b², exact and real. */
export const cnorm2 = (a: CNum): Exact => exact(`${p(a.re)}^2+${p(a.im)}^2`);
/** a / b by the conjugate of b; throws VALIDATION_ERROR for division by 0. */
export function cdiv(a: CNum, b: CNum): CNum {
  const n2 = cnorm2(b);
  if (isZero(n2)) throw new MathError('VALIDATION_ERROR', 'Division by zero', { reason: 'division-by-zero' });
  const top = cmul(a, cconj(b));
  return cn(`${p(top.re)}/${p(n2)}`, `${p(top.im)}/${p(n2)}`);
}
/** a^n for an integer n (|n| ≤ 1000) by repeated squaring; a^0 = 1, 0^(negative) is refused. */
export function cpow(a: CNum, n: number): CNum {
  if (!Number.isInteger(n) || Math.abs(n) > 1000)
    throw new MathError('VALIDATION_ERROR', 'Exponent too large', { reason: 'exponent-too-large' });
  const size = Math.abs(n) * Math.log10(Math.hypot(a.re.value, a.im.value));
  if (size > 300) throw new MathError('VALIDATION_ERROR', 'The power is too large to show', { reason: 'result-too-large' });
  if (n < 0) return cdiv(cn('1', '0'), cpow(a, -n));
  let out = cn('1', '0');
  let base = a;
  for (let k = n; k > 0; k >>= 1) {
    if (k & 1) out = cmul(out, base);
    if (k > 1) base = cmul(base, base);
  }
  return out;
}

/** Thrown inside {@link evalC} when the expression is not a complex-number expression (a variable, an unknown function). */
class NotComplex extends Error {}

const REAL_FNS = new Set(['deg', 'cos', 'sin', 'tan', 'sqrt', 'cbrt', 'ln', 'log', 'exp', 'abs']);

/**
 * Evaluates an engine expression made of numbers, `i`, π, + − × ÷, integer powers, √ of a real number (√−16 = 4i),
 * |z|, e^(iθ) and real functions of real arguments (cos, sin...) to an exact complex number. Returns null when the
 * expression holds anything else (a variable, a non-integer complex power) — the question is then not this topic's.
 */
export function evalC(e: Expr): CNum | null {
  try {
    return ev(e);
  } catch (err) {
    if (err instanceof NotComplex) return null;
    throw err;
  }
}

function ev(e: Expr): CNum {
  switch (e.k) {
    case 'num':
      return { re: exact(toText(e)), im: ZERO() };
    case 'sym':
      if (e.name === 'i') return cn('0', '1');
      if (e.name === 'pi' || e.name === 'e') return { re: exact(e.name), im: ZERO() };
      throw new NotComplex(e.name);
    case 'add':
      return e.args.map(ev).reduce(cadd);
    case 'sub':
      return csub(ev(e.args[0]), ev(e.args[1]));
    case 'neg':
      return cneg(ev(e.args[0]));
    case 'mul':
      return e.args.map(ev).reduce(cmul);
    case 'div':
      return cdiv(ev(e.args[0]), ev(e.args[1]));
    case 'pow':
      return evPow(e.args[0], e.args[1]);
    case 'fn':
      return evFn(e.name, e.args);
    default:
      throw new NotComplex(e.k);
  }
}

function evPow(b: Expr, x: Expr): CNum {
  if (b.k === 'sym' && b.name === 'e') {
    const t = ev(x);
    if (!isZero(t.re)) throw new NotComplex('e^(a+bi)');
    return cn(`cos(${t.im.text})`, `sin(${t.im.text})`); // Euler: e^(iθ) = cos θ + i sin θ
  }
  const base = ev(b);
  const n = ev(x);
  if (!isZero(n.im)) throw new NotComplex('complex exponent');
  if (Number.isInteger(n.re.value) && /^-?\d+$/.test(n.re.text)) return cpow(base, Number(n.re.text));
  if (n.re.text === '1/2' && isZero(base.im) && base.re.value < 0) return { re: ZERO(), im: exact(`sqrt(-${p(base.re)})`) };
  if (isZero(base.im) && base.re.value > 0) return { re: exact(`${p(base.re)}^${p(n.re)}`), im: ZERO() };
  throw new NotComplex('power');
}

function evFn(name: string, args: Expr[]): CNum {
  if (args.length !== 1 || !REAL_FNS.has(name)) throw new NotComplex(name);
  const a = ev(args[0]);
  if (name === 'deg') {
    if (!isZero(a.im)) throw new NotComplex('complex degrees');
    return { re: exact(`${p(a.re)}*pi/180`), im: ZERO() };
  }
  if (name === 'abs') return { re: exact(`sqrt(${cnorm2(a).text})`), im: ZERO() };
  if (!isZero(a.im)) throw new NotComplex(`${name} of a complex number`);
  if (name === 'sqrt' && a.re.value < 0) return { re: ZERO(), im: exact(`sqrt(${-1}*${p(a.re)})`) };
  return { re: exact(`${name}(${a.re.text})`), im: ZERO() };
}

/** True when the exact value is a plain rational number (`3`, `-2/3`, `0.5`). */
export const isRational = (e: Exact): boolean => /^-?\d+(?:\.\d+)?(?:\/\d+)?$/.test(e.text);
/** True when the engine text is one signed term (no + or − between terms), so it needs no parentheses. */
const oneTerm = (t: string): boolean => !/[^(^*/e][+-]/.test(t.replace(/\([^()]*\)/g, '()'));

/** Absolute value of an exact real (for printing `a - bi`). */
const absOf = (e: Exact): Exact => (e.value < 0 ? exact(`-${p(e)}`) : e);

/** `2i`, `i`, `(5/2)i`... : the imaginary term (coefficient ≥ 0) in text and LaTeX. */
function imagTerm(c: Exact): { text: string; latex: string } {
  if (c.text === '1') return { text: 'i', latex: 'i' };
  if (/^\d+(?:\.\d+)?$/.test(c.text)) return { text: `${c.text}i`, latex: `${c.latex}i` };
  if (oneTerm(c.text)) return { text: `${c.text}*i`, latex: /\\/.test(c.latex) ? `${c.latex}\\,i` : `${c.latex}i` };
  return { text: `(${c.text})*i`, latex: `\\left(${c.latex}\\right)i` };
}

/**
 * The a + bi form (`8 + i`, `3 - 2i`, `-i`, `4`, `1/2 + sqrt(3)/2*i`; LaTeX `\frac{1}{2} + \frac{\sqrt{3}}{2}\,i`): the
 * real part first, then the imaginary part with its sign; a zero part is left out.
 */
export function formatC(z: CNum): { text: string; latex: string } {
  const reZero = isZero(z.re);
  if (isZero(z.im)) return { text: z.re.text, latex: z.re.latex };
  const neg = z.im.value < 0;
  const t = imagTerm(absOf(z.im));
  if (t.text.startsWith('-')) return { text: `${z.re.text} + (${t.text})`, latex: `${z.re.latex} + \\left(${t.latex}\\right)` };
  if (reZero) return { text: `${neg ? '-' : ''}${t.text}`, latex: `${neg ? '-' : ''}${t.latex}` };
  const sign = neg ? ' - ' : ' + ';
  return { text: `${z.re.text}${sign}${t.text}`, latex: `${z.re.latex}${sign}${t.latex}` };
}

/** Numeric value of an exact complex number. */
export const cval = (z: CNum): { re: number; im: number } => ({ re: z.re.value, im: z.im.value });
