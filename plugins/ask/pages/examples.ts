/**
 * Ask's example questions (written in math only, so they read the same in every language), with
 * their formula already typeset as MathML: the new-question page draws them without loading the
 * math renderer (issue #13, first-visit weight). examples.test.ts checks each MathML is what
 * sdk/components/mathml.ts makes of the question (`d/dx` typed as `\frac{d}{dx}`).
 */
export const EXAMPLES: readonly { question: string; mathml: string }[] = [
  {
    question: 'x^2 - 5x + 6 = 0',
    mathml:
      '<math><mrow><msup><mi>x</mi><mn>2</mn></msup><mo>−</mo><mn>5</mn><mi>x</mi><mo>+</mo><mn>6</mn><mo>=</mo><mn>0</mn></mrow></math>',
  },
  {
    question: 'd/dx x^2 sin x',
    mathml:
      '<math><mrow><mfrac><mi>d</mi><mrow><mi>d</mi><mi>x</mi></mrow></mfrac><msup><mi>x</mi><mn>2</mn></msup><mi>s</mi><mi>i</mi><mi>n</mi><mi>x</mi></mrow></math>',
  },
  {
    question: '\\int_0^1 x e^x\\,dx',
    mathml:
      '<math><mrow><msubsup><mo>∫</mo><mn>0</mn><mn>1</mn></msubsup><mi>x</mi><msup><mi>e</mi><mi>x</mi></msup><mspace width="0.1667em"></mspace><mi>d</mi><mi>x</mi></mrow></math>',
  },
  {
    question: '\\lim_{x\\to 0}\\frac{\\sin x}{x}',
    mathml:
      '<math><mrow><munder><mi>lim</mi><mrow><mi>x</mi><mo>→</mo><mn>0</mn></mrow></munder><mo>⁡</mo><mspace width="0.1667em"></mspace><mfrac><mrow><mi>sin</mi><mo>⁡</mo><mspace width="0.1667em"></mspace><mi>x</mi></mrow><mi>x</mi></mfrac></mrow></math>',
  },
  {
    question: '\\frac{x^2-1}{x-1}',
    mathml:
      '<math><mfrac><mrow><msup><mi>x</mi><mn>2</mn></msup><mo>−</mo><mn>1</mn></mrow><mrow><mi>x</mi><mo>−</mo><mn>1</mn></mrow></mfrac></math>',
  },
  {
    question: '\\frac{3}{4}+\\frac{5}{6}',
    mathml: '<math><mrow><mfrac><mn>3</mn><mn>4</mn></mfrac><mo>+</mo><mfrac><mn>5</mn><mn>6</mn></mfrac></mrow></math>',
  },
];
