import { describe, expect, it } from 'vitest';
import { latexToMathml } from '@lemma/sdk/components/mathml';
import { EXAMPLES } from './examples';

describe("Ask's examples", () => {
  it('carry the MathML the converter makes of each question', () => {
    for (const { question, mathml } of EXAMPLES)
      expect(mathml, question).toBe(latexToMathml(question.replace(/^d\/dx /, '\\frac{d}{dx}')));
  });
});
