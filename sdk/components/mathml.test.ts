import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { inlineBreaks, latexToMathml, simpleMarkdownToHtml } from './mathml';

/** The MathML body without the <math> wrapper. */
const body = (latex: string) => latexToMathml(latex)?.replace(/^<math>|<\/math>$/g, '');

describe('latexToMathml', () => {
  it('writes letters, numbers and operators as mi, mn and mo, with a real minus sign', () => {
    expect(body('x^2 - 5x + 6 = 0')).toBe(
      '<mrow><msup><mi>x</mi><mn>2</mn></msup><mo>−</mo><mn>5</mn><mi>x</mi><mo>+</mo><mn>6</mn><mo>=</mo><mn>0</mn></mrow>',
    );
    expect(body('3.25')).toBe('<mn>3.25</mn>');
  });

  it('reads fractions, roots, scripts and primes', () => {
    expect(body('\\frac{3}{4}')).toBe('<mfrac><mn>3</mn><mn>4</mn></mfrac>');
    expect(body('\\frac12')).toBe('<mfrac><mn>1</mn><mn>2</mn></mfrac>');
    expect(body('\\sqrt[3]{8}')).toBe('<mroot><mn>8</mn><mn>3</mn></mroot>');
    expect(body('\\sqrt{x+1}')).toBe('<msqrt><mrow><mi>x</mi><mo>+</mo><mn>1</mn></mrow></msqrt>');
    expect(body('x_1^2')).toBe('<msubsup><mi>x</mi><mn>1</mn><mn>2</mn></msubsup>');
    // a prime is a raised glyph already: beside its base at full size, not a shrunken superscript
    expect(body("f'")).toBe('<mrow><mi>f</mi><mo lspace="0em" rspace="0em">′</mo></mrow>');
    expect(body("y''(0)")).toMatch(/^<mrow><mrow><mi>y<\/mi><mo lspace="0em" rspace="0em">′′<\/mo><\/mrow><mo>\(<\/mo>/);
    expect(body("f'^2")).toBe('<msup><mi>f</mi><mrow><mo>′</mo><mn>2</mn></mrow></msup>');
    // TeX: a script without braces takes one character.
    expect(body('x^23')).toBe('<mrow><msup><mi>x</mi><mn>2</mn></msup><mn>3</mn></mrow>');
  });

  it('puts limits under lim and sums, beside integrals; names of functions are upright', () => {
    expect(body('\\lim_{x\\to 0}x')).toMatch(
      /^<mrow><munder><mi>lim<\/mi><mrow><mi>x<\/mi><mo>→<\/mo><mn>0<\/mn><\/mrow><\/munder>/,
    );
    expect(body('\\sum_{i=1}^{n} i')).toMatch(/^<mrow><munderover><mo movablelimits="true">∑<\/mo>/);
    expect(body('\\int_0^1 x\\,dx')).toMatch(/^<mrow><msubsup><mo>∫<\/mo><mn>0<\/mn><mn>1<\/mn><\/msubsup>/);
    expect(body('\\sin x')).toBe('<mrow><mi>sin</mi><mo>⁡</mo><mspace width="0.1667em"></mspace><mi>x</mi></mrow>');
    expect(body('\\sin(x)')).toBe('<mrow><mi>sin</mi><mo>⁡</mo><mo>(</mo><mi>x</mi><mo>)</mo></mrow>');
    expect(body('\\operatorname{lcm}(4, 6)')).toMatch(/^<mrow><mi>lcm<\/mi>/);
  });

  it('stretches \\left…\\right fences and lays out matrices, cases and augmented arrays', () => {
    expect(body('\\left(\\frac{1}{2}\\right)')).toBe(
      '<mrow><mo fence="true" form="prefix" stretchy="true" class="lemma-fence">(</mo><mfrac><mn>1</mn><mn>2</mn></mfrac><mo fence="true" form="postfix" stretchy="true" class="lemma-fence">)</mo></mrow>',
    );
    // line-high content: the fences stay in the text font (no lemma-fence)
    expect(body('\\left(x - 1\\right)')).toBe(
      '<mrow><mo fence="true" form="prefix" stretchy="true">(</mo><mi>x</mi><mo>−</mo><mn>1</mn><mo fence="true" form="postfix" stretchy="true">)</mo></mrow>',
    );
    const m = body('\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}')!;
    expect(m.match(/<mtr>/g)).toHaveLength(2);
    expect(m.match(/<mtd/g)).toHaveLength(4);
    expect(m.startsWith('<mrow><mo fence="true" form="prefix" stretchy="true" class="lemma-fence">(</mo><mtable>')).toBe(true);
    const a = body('\\left[\\begin{array}{cc|c} 1 & 2 & 3 \\\\ 4 & 5 & 6 \\end{array}\\right]')!;
    // the bar before the third column
    expect(a.match(/border-inline-start/g)).toHaveLength(2);
    expect(body('\\begin{cases} x & x > 0 \\\\ -x & \\text{otherwise} \\end{cases}')).toContain('<mtext>otherwise</mtext>');
  });

  it('draws each matrix environment as one mtable between stretchy fences of its own kind (issue #22)', () => {
    const fence = (d: string, form: 'prefix' | 'postfix') =>
      `<mo fence="true" form="${form}" stretchy="true" class="lemma-fence">${d}</mo>`;
    for (const [env, l, r] of [
      ['pmatrix', '(', ')'],
      ['bmatrix', '[', ']'],
      ['Bmatrix', '{', '}'],
      ['vmatrix', '|', '|'],
      ['Vmatrix', '‖', '‖'],
    ] as const) {
      const m = body(`\\begin{${env}} 1 & -2 \\\\ \\frac{3}{2} & 4 \\end{${env}}`)!;
      expect(m, env).toMatch(new RegExp(`^<mrow>${fence(l, 'prefix').replace(/[|[\]()]/g, '\\$&')}<mtable>.*</mtable>`));
      expect(m.endsWith(`</mtable>${fence(r, 'postfix')}</mrow>`), env).toBe(true);
      expect(m.match(/<mtable>/g), env).toHaveLength(1);
      expect(m.match(/<mtr>/g), env).toHaveLength(2);
      expect(m, env).toContain('<mfrac><mn>3</mn><mn>2</mn></mfrac>');
    }
    // a column vector, as the linear-algebra topic writes its answers, and a matrix without fences
    expect(body('\\mathbf{x} = \\begin{bmatrix} 1 \\\\ 2 \\\\ 3 \\end{bmatrix}')!.match(/<mtr>/g)).toHaveLength(3);
    expect(body('\\begin{matrix} 1 & 2 \\end{matrix}')).toMatch(/^<mtable>/);
  });

  it('sets a sign after a relation, an operator or an opening bracket as unary (TeX: "= −2", "(−1)")', () => {
    expect(body('x = -2')).toBe('<mrow><mi>x</mi><mo>=</mo><mo form="prefix">−</mo><mn>2</mn></mrow>');
    expect(body('(-1)^n')).toContain('<mo>(</mo><mo form="prefix">−</mo><mn>1</mn>');
    expect(body('x \\le +3')).toContain('<mo form="prefix">+</mo>');
    // binary after an operand or a closing bracket
    expect(body('a - b')).toBe('<mrow><mi>a</mi><mo>−</mo><mi>b</mi></mrow>');
    expect(body('(a) - b')).toContain('<mo>)</mo><mo>−</mo>');
    expect(body('|x| - 1')).toContain('<mo>|</mo><mo>−</mo>');
  });

  it("gives stretchy fences a font with an OpenType MATH table (the text font has none: Chromium's fences stay small)", () => {
    const css = readFileSync(resolve(__dirname, '../../src/steps.css'), 'utf8');
    const rule = /math mo\.lemma-fence\s*\{([^}]*)\}/.exec(css);
    expect(rule?.[1]).toMatch(/font-family:[^;]*'STIX Two Math'[^;]*'Cambria Math'/);
  });

  it('maps symbols, Greek letters, blackboard and bold letters', () => {
    expect(body('\\alpha \\le \\pi')).toBe('<mrow><mi>α</mi><mo>≤</mo><mi>π</mi></mrow>');
    expect(body('\\Delta')).toBe('<mi mathvariant="normal">Δ</mi>');
    expect(body('\\mathbb{R}')).toBe('<mi>ℝ</mi>');
    expect(body('\\mathbf{v}')).toBe('<mi>𝐯</mi>');
    expect(body('x \\not= 2')).toBe('<mrow><mi>x</mi><mo>≠</mo><mn>2</mn></mrow>');
  });

  it('escapes text, so the result is safe HTML', () => {
    expect(body('\\text{<img src=x onerror=alert(1)>}')).toBe('<mtext>&lt;img src=x onerror=alert(1)&gt;</mtext>');
    expect(body('a<b')).toBe('<mrow><mi>a</mi><mo>&lt;</mo><mi>b</mi></mrow>');
  });

  it('returns null outside its subset, so MathLive draws it', () => {
    for (const latex of [
      '\\color{red}{x}',
      '\\unknowncommand',
      '\\frac{1}{2',
      'x}',
      'a & b',
      'x \\\\ y',
      '50%',
      '\\begin{tabular}{c}x\\end{tabular}',
      '\\mathbf{x+1}',
    ])
      expect(latexToMathml(latex), latex).toBeNull();
  });

  it('writes display formulas as block math', () => {
    expect(latexToMathml('x', true)).toBe('<math display="block"><mi>x</mi></math>');
  });
});

describe('simpleMarkdownToHtml', () => {
  it('renders plain paragraphs with inline math, as marked would', () => {
    expect(simpleMarkdownToHtml('Subtract $3$ from both sides.')).toBe(
      '<p>Subtract <math><mn>3</mn></math> from both sides.</p>',
    );
    expect(simpleMarkdownToHtml('One.\n\nTwo.')).toBe('<p>One.</p><p>Two.</p>');
  });

  it('returns null for Markdown syntax or unknown math (the full renderer takes over)', () => {
    for (const text of [
      '**bold**',
      '- item',
      '# Title',
      'see https://example.com',
      'a `code`',
      '$\\color{red}x$',
      '| a | b |\n|---|---|',
      '> quoted',
      '<b>x</b>',
    ])
      expect(simpleMarkdownToHtml(text), text).toBeNull();
  });

  it('cuts a long inline formula after its top-level relations and commas, so a phone can wrap the line', () => {
    const det =
      '\\det\\left(A - \\lambda I\\right) = \\begin{vmatrix} 4 - \\lambda & 1 \\\\ 2 & 3 - \\lambda \\end{vmatrix} = \\lambda^{2} - 7\\lambda + 10';
    expect(inlineBreaks(det)).toEqual([
      '\\det\\left(A - \\lambda I\\right) =',
      ' \\begin{vmatrix} 4 - \\lambda & 1 \\\\ 2 & 3 - \\lambda \\end{vmatrix} =',
      ' \\lambda^{2} - 7\\lambda + 10',
    ]);
    expect(inlineBreaks('f^{(0)}(0) = 1,\\ f^{(1)}(0) = 0,\\ f^{(2)}(0) = -1')).toEqual([
      'f^{(0)}(0) =',
      ' 1,',
      '\\ f^{(1)}(0) =',
      ' 0,',
      '\\ f^{(2)}(0) =',
      ' -1',
    ]);
    // nothing inside braces, \left…\right or an environment; short formulas whole
    expect(inlineBreaks('\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1 \\text{ because a = b}')).toHaveLength(2);
    expect(inlineBreaks('x = 2')).toEqual(['x = 2']);
    const html = simpleMarkdownToHtml(`Expand: $${det}$.`)!;
    expect(html.match(/<math>/g)).toHaveLength(3);
    expect(html.match(/<wbr>/g)).toHaveLength(2);
    // a piece the converter cannot read alone leaves the formula whole
    expect(simpleMarkdownToHtml('So $x = 2$.')).toBe('<p>So <math><mrow><mi>x</mi><mo>=</mo><mn>2</mn></mrow></math>.</p>');
  });

  it('escapes HTML in the prose', () => {
    expect(simpleMarkdownToHtml('"quoted"')).toBe('<p>&quot;quoted&quot;</p>');
  });
});
