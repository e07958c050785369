import { describe, expect, it } from 'vitest';
import { compile, extrema, intersections, roots } from './analysis';

describe('graph key points', () => {
  it('finds the roots of x^3 - 3x and its extrema at x = ±1', () => {
    const f = compile('x^3 - 3x');
    const r = roots(f, -5, 5);
    expect(r).toHaveLength(3);
    expect(r[0]).toBeCloseTo(-Math.sqrt(3), 8);
    expect(r[1]).toBeCloseTo(0, 8);
    expect(r[2]).toBeCloseTo(Math.sqrt(3), 8);
    const e = extrema(f, -5, 5);
    expect(e).toEqual([
      { x: expect.closeTo(-1, 5), y: expect.closeTo(2, 5), kind: 'max' },
      { x: expect.closeTo(1, 5), y: expect.closeTo(-2, 5), kind: 'min' },
    ]);
  });

  it('does not report a pole as a root', () => {
    expect(roots(compile('1/x'), -3, 3)).toEqual([]);
    expect(roots(compile('tan(x)'), -1, 4).map((x) => Number(x.toFixed(6)))).toEqual([0, 3.141593]);
  });

  it('finds intersections of two functions', () => {
    const pts = intersections(compile('x^2'), compile('x + 2'), -5, 5);
    expect(pts.map((p) => [Number(p.x.toFixed(6)), Number(p.y.toFixed(6))])).toEqual([
      [-1, 1],
      [2, 4],
    ]);
  });

  it('reads LaTeX from the formula editor', () => {
    expect(compile('\\frac{x^{2}}{2}')(3)).toBeCloseTo(4.5);
    expect(compile('\\sin\\left(x\\right)')(Math.PI / 2)).toBeCloseTo(1);
  });
});
