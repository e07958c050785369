/**
 * Independent checks of the `complex` topic with mathjs complex arithmetic (floating point, not the engine's exact
 * parts): the answer's a + bi text evaluated by mathjs equals the question evaluated by mathjs; |z|² = z·z̄ exactly and
 * |z| agrees with mathjs abs; r·cos θ and r·sin θ give back a and b; every n-th root raised to the n gives c back and
 * the n roots are distinct.
 */
import { abs, arg, complex, conj, evaluate, pow, type Complex } from 'mathjs';
import type { TopicAnswer, TopicReading } from '../types';
import { exact } from '../geometry/util';
import { cconj, cmul } from './cnum';
import { numberOf } from './solve';

/** mathjs value of a plain-text expression as a complex number (throws when it is not a number). */
function mj(src: string): Complex {
  const v = evaluate(src.replace(/°/g, ' deg').replace(/\bsqrt\(/g, 'sqrt('));
  const c = typeof v === 'number' ? complex(v, 0) : (v as Complex);
  if (typeof c?.re !== 'number' || !Number.isFinite(c.re) || !Number.isFinite(c.im)) throw new Error(`not a number: ${src}`);
  return c;
}

/** Closeness of two complex numbers (relative 1e-9). */
function same(a: Complex, b: Complex): boolean {
  const scale = Math.max(1, Math.hypot(a.re, a.im), Math.hypot(b.re, b.im));
  return Math.hypot(a.re - b.re, a.im - b.im) <= 1e-9 * scale;
}

const TWO_PI = 2 * Math.PI;

/** Checks a complex-topic answer by an independent method (see the module comment). */
export function verifyComplex(r: TopicReading, a: TopicAnswer): boolean {
  switch (r.task) {
    case 'arithmetic':
    case 'power':
    case 'rectangular':
      return same(mj(String(r.params.expr)), mj(a.text));
    case 'conjugate':
      return same(conj(mj(String(r.params.z))) as Complex, mj(a.text));
    case 'modulus': {
      const z = numberOf(String(r.params.z));
      const zz = cmul(z, cconj(z)); // z·z̄ = |z|², exactly
      const sq = exact(`(${a.text})^2`);
      return (
        zz.im.text === '0' &&
        zz.re.text === sq.text &&
        Math.abs((abs(mj(String(r.params.z))) as unknown as number) - mj(a.text).re) < 1e-9
      );
    }
    case 'argument': {
      const z = mj(String(r.params.z));
      const want = ((arg(z) % TWO_PI) + TWO_PI) % TWO_PI;
      const got = r.params.degrees && a.text.endsWith('°') ? (Number(a.text.slice(0, -1)) * Math.PI) / 180 : mj(a.text).re;
      const m = Math.hypot(z.re, z.im);
      return (
        Math.abs(got - want) < 1e-9 && Math.abs(m * Math.cos(got) - z.re) < 1e-9 * Math.max(1, m) && got >= 0 && got < TWO_PI
      );
    }
    case 'polar':
      return same(mj(String(r.params.z)), mj(a.text));
    case 'roots':
      return verifyRoots(r, a);
    default:
      return false;
  }
}

/** Each root to the n-th power is c; the n roots are pairwise distinct. */
function verifyRoots(r: TopicReading, a: TopicAnswer): boolean {
  const n = Number(r.params.n);
  const c = mj(String(r.params.c));
  const roots = a.text.split(', ').map(mj);
  if (roots.length !== n) return false;
  const distinct = roots.every((x, i) => roots.every((y, j) => i === j || !same(x, y)));
  return distinct && roots.every((z) => same(pow(z, n) as Complex, c));
}
