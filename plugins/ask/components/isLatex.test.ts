import { describe, expect, it } from 'vitest';
import { isLatex } from './AnswerView';

describe('isLatex', () => {
  it('recognises formula-editor LaTeX and leaves prose and $-math to Markdown', () => {
    expect(isLatex('\\frac{x^{2}-1}{x-1}')).toBe(true);
    expect(isLatex('x^{2}=4')).toBe(true);
    expect(isLatex('\\int_0^1 x e^x\\,dx')).toBe(true);
    expect(isLatex('Solve x^2 - 5x + 6 = 0')).toBe(false);
    expect(isLatex('what is $\\frac{1}{2}$ of 10')).toBe(false);
    expect(isLatex('resuelve la ecuación \\sqrt{x} = 3 ahora mismo')).toBe(false);
  });
});
