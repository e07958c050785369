/**
 * The `functions` topic (issue #21): definitions before or after the question ("Let f(x) = 2x + 1. What is f(3)?"),
 * evaluate, operations on functions ((f + g)(x), (fg)(2), (f/g)(x)), composition (f(g(x)), (f∘g)(2), f o g), the
 * inverse (swap and solve, checked by composing), the domain in interval notation, even/odd/neither from f(−x), zeros,
 * the range (by the function's form: vertex, roots, asymptotes, amplitude — ./range.ts), the difference quotient, the
 * transformation from f to g. Computed with the engine; checked numerically, call by call
 * (./verify.ts). OpenStax College Algebra 2e ch. 3 (CC BY 4.0).
 */
import { MathError } from '../../errors';
import type { Budget } from '../../budget';
import type { Topic, TopicAnswer, TopicReading } from '../types';
import { definitionsOf } from './calls';
import { readFunctions } from './read';
import {
  solveDifferenceQuotient,
  solveDomain,
  solveDomainRange,
  solveEvaluate,
  solveInverse,
  solveParity,
  solveRange,
  solveZeros,
} from './solve';
import { findTransformation, transformationFormula, transformationSteps } from './transform';
import { verifyFunctions } from './verify';

/** The transformation from f to g as g(x) = a·f(b(x − h)) + k, each transformation a step. */
function solveTransformation(r: TopicReading): TopicAnswer {
  const defs = definitionsOf(r.params);
  const fName = String(r.params.fn),
    gName = String(r.params.to);
  const fit = findTransformation(defs[fName]!, defs[gName]!);
  if (!fit)
    throw new MathError('UNSUPPORTED', `${gName} is not a shift, stretch or reflection of ${fName}`, {
      reason: 'no-transformation',
    });
  const formula = transformationFormula(fit, fName, gName, defs[fName]!.v);
  return { kind: 'expression', ...formula, steps: transformationSteps(fit, formula.latex), exact: true };
}

const SOLVERS: Record<string, (r: TopicReading, b: Budget) => TopicAnswer> = {
  evaluate: solveEvaluate,
  combine: solveEvaluate,
  compose: solveEvaluate,
  inverse: solveInverse,
  domain: solveDomain,
  range: solveRange,
  'domain-range': solveDomainRange,
  parity: solveParity,
  zeros: solveZeros,
  'difference-quotient': solveDifferenceQuotient,
  transformation: solveTransformation,
};

export const functions: Topic = {
  id: 'functions',
  level: 3,
  examples: [
    'Let f(x) = 2x + 1. What is f(3)?',
    'For f(x) = x^2 + 2x and g(x) = 6 - x^2, find (f/g)(x)',
    'Find the inverse of f(x) = 3x - 2',
    'What is the domain of f(x) = 1/(x - 2)?',
    'Find the range of f(x) = x^2 + 3',
    'Is f(x) = x^3 - x even, odd or neither?',
  ],
  read: readFunctions,
  solve(reading, budget) {
    const solver = SOLVERS[reading.task];
    if (!solver) throw new MathError('UNSUPPORTED', `Unknown functions task ${reading.task}`, { reason: 'unknown-task' });
    try {
      const answer = solver(reading, budget);
      // the graph shows the functions defined in the question (f, and g when there is one)
      const defs = Object.values((reading.params as { defs?: Record<string, { v: string; expr: string }> }).defs ?? {});
      const graph = defs
        .map((d) => (d.v === 'x' ? d.expr : d.expr.replace(new RegExp(`(?<![A-Za-z])${d.v}(?![A-Za-z])`, 'g'), 'x')))
        .slice(0, 2);
      return answer.graph || !graph.length ? answer : { ...answer, graph };
    } catch (e) {
      // exact arithmetic failing (a division by zero at the point asked) is an input outside the domain, not a crash
      if (e instanceof MathError) throw e;
      throw new MathError('VALIDATION_ERROR', 'The function is not defined at the value asked', { reason: 'undefined-value' });
    }
  },
  verify: verifyFunctions,
};
