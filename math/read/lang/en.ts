import type { LanguageVocabulary } from './types';

/** English question vocabulary (accent-folded lower case; see `LanguageVocabulary` for the conventions). */
export const en: LanguageVocabulary = {
  verbs: [
    'calculate',
    'compute',
    'evaluate',
    'find',
    'determine',
    'work out',
    'give',
    // the books' arithmetic instructions: "Add. 584+277", "Add or subtract. 72.5-100", "Perform the indicated operations."
    'add(?: or subtract)?',
    'subtract',
    'divide',
    'perform the indicated operations?',
  ],
  whatIs: ['what is', "what's", 'how much is'],
  solve: ['solve(?: the equation)?'],
  roots: ['(?:the )?(?:roots|zeros|zeroes|solutions) of'],
  solveFor: ['for {v}'],
  deriv: ['derivative', 'differentiate'],
  ord: [
    ['(?:first|second|third|fourth|fifth)[- ]order', 0],
    ['first', 1],
    ['second', 2],
    ['third', 3],
    ['fourth', 4],
    ['fifth', 5],
    ['2nd', 2],
    ['3rd', 3],
    ['4th', 4],
    ['5th', 5],
  ],
  wrt: ['with respect to {v}', 'wrt {v}'],
  integ: ['(?:(?:in)?definite )?integral', 'integrate'],
  anti: ['anti-?derivative', 'primitive'],
  bounds: ['from {a} to {b}', 'between {a} and {b}'],
  limit: ['limit'],
  approach: ['{v} (?:approaches|tends to|goes to) {p}'],
  left: ['from the left', 'from below', 'left-hand(?:ed)?', 'left-sided'],
  right: ['from the right', 'from above', 'right-hand(?:ed)?', 'right-sided'],
  inf: ['(?:positive |plus )?infinity'],
  negInf: ['(?:negative|minus) infinity'],
  // textbook instructions (OpenStax): "Combine like terms.", "Reduce to lowest terms.", "Rationalize the denominator."
  simplify: [
    'simplify',
    '(?:combine|collect) (?:the )?like terms',
    'reduce(?: to lowest terms)?',
    'rationali[sz]e the denominator',
  ],
  expand: ['expand', 'multiply out', 'multiply(?: the (?:binomials|polynomials|monomials|expressions|factors))?'],
  // "find the greatest common factor" asks for the GCF itself, not the factored form: not the factor task (#18)
  factor: [
    '(?<!(?:greatest|highest|largest) common )factor(?:ise|ize)?(?: (?:out )?the (?:greatest common factor|gcf)(?: from)?)?',
  ],
  percentWord: ['percent', 'per cent'],
  // the method a book asks for is a filler: the engine chooses its own and shows it in the steps
  fillers: [
    'use the quadratic formula to',
    'use (?:the )?properties of (?:the )?logarithms? to',
    // what the books say about the exercise after the verb: "Simplify each expression.", "Solve the equation for the variable."
    'each',
    'the following',
    '(?:for )?(?:the )?given values?',
    'for the variable',
    'expressions',
    'equations',
    'polynomials?',
    'absolute value',
    'proportion',
    'by (?:combining like terms|clearing (?:the )?fractions)',
    'with (?:variables and )?constants on both sides',
    'using any method',
    'using the quadratic formula',
    'by (?:factoring|completing the square|the quadratic formula|substitution|elimination|graphing)',
    'the',
    'of',
    'as',
    'when',
    'on',
    'over',
    'function',
    'expression',
    'equation',
    'following',
    'value of',
    'me',
  ],
  polite: ['please', 'pls', 'kindly', 'thanks', 'thank you'],
  numbers: { zero: '0', one: '1', two: '2' },
  ordinalStems: ['first', 'second', 'third', 'fourth', 'fifth'],
  conditions: ['if', 'such that', 'given', 'where', 'in'],
  percentOf: ['of'],
  routerWords: (
    'please can you could help me how do i to find compute evaluate what whats is the lim limit of as when approaches approach goes go tends tend ' +
    'from left right above below positive negative infinity first second third fourth fifth nd rd th st derivative differential partial with respect wrt in ' +
    'differentiate times twice integrate integral antiderivative anti indefinite definite between and simplify expand factor factorise factorize ' +
    'multiply out solve for determine roots root zeros zero solution solutions if such that given calculate much a an s w r t ' +
    // improper integrals and the method named (H3, #22): "does ∫_1^∞ 1/x dx converge", "use logarithmic differentiation to …"
    'does whether or improper converge converges diverge diverges convergent divergent use logarithmic differentiation'
  ).split(' '),
  ordinalSuffixes: ['nd', 'rd', 'th', 'st'],
};
