/**
 * Numeric eigenvalues of the `linear-algebra` topic, for a characteristic polynomial with a factor of degree ≥ 3 that
 * has no rational root (an irreducible cubic: its exact roots need cube roots of complex numbers, which no textbook
 * shows): the eigenvalues from mathjs `eigs` (a well-kept numeric library) — or, when it does not converge, the roots of
 * the characteristic polynomial by the Durand–Kerner iteration — rounded to 6 significant digits and marked approximate
 * (the answer's `exact` is false). The characteristic polynomial is still shown exactly.
 */
import { eigs, type Complex } from 'mathjs';
import type { Budget } from '../../budget';
import type { Step } from '../../steps';
import { fmt, step } from '../geometry/util';
import { qNum } from './field';
import { charPolyStep, polyTex } from './eigen';
import type { Mat } from './matrix';

/** An approximate eigenvalue: its parts, text (`-0.459`, `1.5 + 2.25i`) and LaTeX. */
export interface ApproxEigenvalue {
  re: number;
  im: number;
  text: string;
}

type C = [number, number];
const cmul = (a: C, b: C): C => [a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0]];
function cdiv(a: C, b: C): C {
  const d = b[0] * b[0] + b[1] * b[1];
  return [(a[0] * b[0] + a[1] * b[1]) / d, (a[1] * b[0] - a[0] * b[1]) / d];
}

/** All complex roots of a monic polynomial (coefficients highest first) by the Durand–Kerner iteration. */
export function durandKerner(p: readonly number[], budget: Budget): C[] {
  const n = p.length - 1;
  const value = (z: C): C =>
    p.reduce<C>(
      (acc, c) => {
        const m = cmul(acc, z);
        return [m[0] + c, m[1]];
      },
      [0, 0],
    );
  let zs: C[] = [];
  for (let k = 0, z: C = [1, 0]; k < n; k++, z = cmul(z, [0.4, 0.9])) zs.push(z);
  for (let it = 0; it < 500; it++) {
    budget.check();
    zs = zs.map((z, i) => {
      const den = zs.reduce<C>((acc, w, j) => (j === i ? acc : cmul(acc, [z[0] - w[0], z[1] - w[1]])), [1, 0]);
      const d = cdiv(value(z), den);
      return [z[0] - d[0], z[1] - d[1]];
    });
  }
  return zs;
}

/** Eigenvalues by mathjs `eigs`; when it does not converge, the roots of the characteristic polynomial. */
function roots(A: Mat, poly: readonly number[], budget: Budget): C[] {
  try {
    const raw = eigs(
      A.map((r) => r.map((x) => qNum(x.a))),
      { eigenvectors: false },
    ).values as unknown;
    const list = (Array.isArray(raw) ? raw : (raw as { toArray(): unknown[] }).toArray()) as (number | Complex)[];
    return list.map((v) => (typeof v === 'number' ? [v, 0] : [v.re, v.im]));
  } catch {
    return durandKerner(
      poly.map((c) => c / poly[0]!),
      budget,
    );
  }
}

/** `-0.459`, `1.5 + 2.25i`, `-i` (6 significant digits). */
function approxText(re: number, im: number): string {
  if (im === 0) return fmt(re, 6);
  const b = fmt(Math.abs(im), 6);
  const i = b === '1' ? 'i' : `${b}i`;
  if (Math.abs(re) < 1e-12) return `${im < 0 ? '-' : ''}${i}`;
  return `${fmt(re, 6)} ${im < 0 ? '-' : '+'} ${i}`;
}

/** The eigenvalues of A numerically (real ones ascending, then complex pairs, + first), with the steps. */
export function numericEigenvalues(A: Mat, budget: Budget): { values: ApproxEigenvalue[]; steps: Step[] } {
  const { detPoly, steps } = charPolyStep(A, budget);
  budget.check();
  const values = roots(A, detPoly.map(qNum), budget)
    .map(([re, im]) => {
      const i = Math.abs(im) < 1e-9 * Math.max(1, Math.abs(re)) ? 0 : im;
      return { re, im: i, text: approxText(re, i) };
    })
    .sort((x, y) => Number(x.im !== 0) - Number(y.im !== 0) || x.re - y.re || y.im - x.im);
  const list = values.map((v) => v.text).join(',\\ ');
  steps.push(step('la-eigen-numeric', polyTex(detPoly), list, { poly: polyTex(detPoly), eq: `\\lambda \\approx ${list}` }));
  return { values, steps };
}
