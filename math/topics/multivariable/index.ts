/**
 * The `multivariable` topic (issue #22): gradient (at a point), directional derivative, Hessian and Jacobian matrices,
 * critical points of f(x, y) classified by the second-derivative test, and iterated double and triple integrals over
 * rectangles, boxes and simple regions; Lagrange multipliers (./lagrange.ts), double integrals in polar and triple
 * integrals in cylindrical/spherical coordinates over disks, annuli, cylinders and balls (./polar.ts), and line integrals
 * of scalar functions and vector fields with the conservative-field shortcut (./line.ts). Solved exactly with the engine;
 * checked by finite differences, Newton's method, exact substitution with constraint sampling, and nested quadrature.
 */
import type { Topic } from '../types';
import { readMultivariable } from './read';
import { solveMultivariable } from './solve';
import { verifyMultivariable } from './verify';

export const multivariable: Topic = {
  id: 'multivariable',
  level: 4,
  examples: [
    'gradient of x^2 y + y^3',
    'double integral of x*y over 0<x<1, 0<y<2',
    'critical points of f(x, y) = x^2 + y^2 - 2x + 4y',
  ],
  read: readMultivariable,
  solve: solveMultivariable,
  verify: verifyMultivariable,
};
