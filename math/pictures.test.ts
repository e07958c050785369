import { describe, expect, test } from 'vitest';
import { graphSvg, numberLineSvg, parseIntervals, pictureFor, svgDataUrl } from './pictures';

describe('pictures of solved problems', () => {
  test('an equation: the graph of its sides with the roots marked', () => {
    const svg = pictureFor({
      task: 'solve',
      answerLatex: 'x = 2,\\quad x = 3',
      functions: [{ expression: 'x^2 - 5x + 6' }, { expression: '0' }],
      solutions: ['2', '3'],
    })!;
    expect(svg).toMatch(/^<svg /);
    expect(svg.match(/<circle /g)).toHaveLength(2);
    expect(svg.match(/<path /g)!.length).toBeGreaterThanOrEqual(1);
  });

  test('an inequality: a number line from the interval notation', () => {
    expect(parseIntervals('(-\\infty, -1] \\cup [3, \\infty)')).toEqual([
      { lo: -Infinity, hi: -1, loClosed: false, hiClosed: true },
      { lo: 3, hi: Infinity, loClosed: true, hiClosed: false },
    ]);
    const svg = pictureFor({ task: 'inequality', answerLatex: '(2, \\infty)', functions: [], solutions: [] });
    expect(svg).toBe(numberLineSvg([{ lo: 2, hi: Infinity, loClosed: false, hiClosed: false }]));
    expect(svg).toMatch(/^<svg /);
  });

  test('nothing to draw gives null', () => {
    expect(pictureFor({ task: 'calculate', answerLatex: '4', functions: [], solutions: [] })).toBeNull();
    expect(graphSvg(['(('], 'x')).toBeNull();
    expect(pictureFor({ task: 'inequality', answerLatex: null, functions: [], solutions: [] })).toBeNull();
  });

  test('svgDataUrl encodes UTF-8 as base64 (same bytes as Node’s Buffer)', () => {
    const svg = '<svg><text>−∞ … 2</text></svg>';
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(url.slice('data:image/svg+xml;base64,'.length)).toBe(Buffer.from(svg).toString('base64'));
  });
});
