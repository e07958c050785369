import { describe, expect, it } from 'vitest';
import { plainMatrices, sessionName } from './sessionName';

describe('sessionName', () => {
  it('writes LaTeX matrices as nested lists (issue #22), so a title shows no LaTeX source', () => {
    expect(sessionName('eigenvalues of \\begin{pmatrix}4&1\\\\2&3\\end{pmatrix}')).toBe('eigenvalues of [[4, 1], [2, 3]]');
    expect(plainMatrices('\\begin{vmatrix}1 & 2\\\\ 3 & 4\\end{vmatrix}')).toBe('|[[1, 2], [3, 4]]|');
    expect(plainMatrices('solve \\left[\\begin{array}{cc|c}1&1&3\\\\1&-1&1\\end{array}\\right]')).toBe(
      'solve [[1, 1, 3], [1, -1, 1]]',
    );
    expect(plainMatrices('\\begin{bmatrix}\\frac{1}{2}&0\\\\0&1\\end{bmatrix}^{-1}')).toBe('[[1/2, 0], [0, 1]]^{-1}');
    expect(plainMatrices('\\begin{pmatrix}1\\\\2\\\\3\\end{pmatrix}')).toBe('[[1], [2], [3]]');
  });

  it('keeps other text, cuts at a word boundary after 60 characters', () => {
    expect(sessionName('  solve   x + 1 = 2 ')).toBe('solve x + 1 = 2');
    expect(sessionName('\\frac{1}{2} + x')).toBe('\\frac{1}{2} + x');
    expect(sessionName('word '.repeat(30)).length).toBeLessThanOrEqual(61);
    expect(sessionName('word '.repeat(30)).endsWith('…')).toBe(true);
  });
});
