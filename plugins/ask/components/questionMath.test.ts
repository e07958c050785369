import { describe, expect, it } from 'vitest';
import { hasProse, proseWithLatex } from './questionMath';
import { isLatex } from './AnswerView';
import { simpleMarkdownToHtml } from '@lemma/sdk/components/mathml';

describe('a question mixing prose and LaTeX (issue #22: matrices typed in LaTeX)', () => {
  it('tells prose from formula-editor LaTeX', () => {
    expect(hasProse('eigenvalues of \\begin{pmatrix}4&1\\\\2&3\\end{pmatrix}')).toBe(true);
    expect(hasProse('inverse \\begin{bmatrix}2&1\\\\1&1\\end{bmatrix}')).toBe(true);
    expect(hasProse('собственные значения \\begin{pmatrix}4&1\\\\2&3\\end{pmatrix}')).toBe(true);
    expect(hasProse('\\begin{pmatrix}1 & 2\\\\ 3 & 4\\end{pmatrix}^{-1}')).toBe(false);
    expect(hasProse('\\int_0^1 x e^x\\,dx')).toBe(false);
    expect(hasProse('\\frac{x^{2}-1}{x-1}')).toBe(false);
    expect(hasProse('\\sin x + \\cos x')).toBe(false);
  });

  it('is drawn as Markdown with its LaTeX as inline math, not as one formula of italic letters', () => {
    const q = 'eigenvalues of \\begin{pmatrix}4&1\\\\2&3\\end{pmatrix}';
    expect(isLatex(q)).toBe(false);
    expect(proseWithLatex(q)).toBe('eigenvalues of $\\begin{pmatrix}4&1\\\\2&3\\end{pmatrix}$');
    const html = simpleMarkdownToHtml(proseWithLatex(q))!;
    expect(html.startsWith('<p>eigenvalues of <math>')).toBe(true);
    expect(html).toContain('<mtable>');
    expect(proseWithLatex('solve \\left[\\begin{array}{cc|c}1&1&3\\\\1&-1&1\\end{array}\\right] now')).toBe(
      'solve $\\left[\\begin{array}{cc|c}1&1&3\\\\1&-1&1\\end{array}\\right]$ now',
    );
    expect(proseWithLatex('find \\det\\begin{pmatrix}2&0\\\\1&3\\end{pmatrix}')).toBe(
      'find $\\det \\begin{pmatrix}2&0\\\\1&3\\end{pmatrix}$',
    );
    expect(proseWithLatex('inverse of \\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}^{-1}')).toBe(
      'inverse of $\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}^{-1}$',
    );
    // $-math is left as typed; formula-editor LaTeX without prose is still one formula
    expect(proseWithLatex('what is $\\frac{1}{2}$ of 10')).toBe('what is $\\frac{1}{2}$ of 10');
    expect(isLatex('\\begin{pmatrix}1 & 2\\\\ 3 & 4\\end{pmatrix}^{-1}')).toBe(true);
  });
});
