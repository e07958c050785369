/**
 * The `differential-equations` topic (issue #22): ordinary differential equations of order 1 and 2 typed as students
 * type them (`y'`, `y''`, `dy/dx`, `d^2y/dx^2`, `y'(x)`), with or without initial conditions — direct integration,
 * first-order linear (integrating factor), separable, second-order linear with constant coefficients (characteristic
 * equation, undetermined coefficients) and initial value problems. Every answer is checked by substitution.
 */
import type { Topic } from '../types';
import { readExact, readOde } from './read';
import { classifyOde, solveOde } from './solve';
import { verifyOde } from './verify';
import { exactSolvable, solveExact, verifyExact } from './exact';
import { parse } from '../../parse';
import { simplify } from '../../simplify';
import type { OdeParams } from './read';

export const differentialEquations: Topic = {
  id: 'differential-equations',
  level: 4,
  examples: ["solve y'' - 3y' + 2y = 0", 'solve dy/dx = 2xy', "y' + y = x, y(0) = 1"],
  read(question) {
    const exact = readExact(question);
    if (exact) return exactSolvable(exact) ? exact : null;
    const r = readOde(question);
    if (!r) return null;
    const p = r.params as unknown as OdeParams;
    // read only what a method covers: anything else stays "not understood" (never a product of letters)
    return classifyOde(simplify(parse(p.F)), p.v, p.order) ? r : null;
  },
  solve: (r, b) => (r.task === 'exact' ? solveExact(r, b) : solveOde(r, b)),
  verify: (r, a) => (r.task === 'exact' ? verifyExact(r, a) : verifyOde(r, a)),
};
