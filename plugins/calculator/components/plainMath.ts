/**
 * The math components of the popup's calculator, in a chunk of their own: the popup's first paint
 * shows no formula, so they load with the first preview or result (issue #13, first-visit weight).
 */
export { MathText, StepList } from '@lemma/sdk';
