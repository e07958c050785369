import { describe, expect, it } from 'vitest';
import { GraphStore, readInequality } from './GraphStore';

describe('inequalities on the graph', () => {
  it('reads y above or below a function, strict or not, in text or LaTeX, either way round', () => {
    expect(readInequality('y > x^2')).toEqual({ f: 'x^2', region: 'above', strict: true });
    expect(readInequality('y <= 2x + 1')).toEqual({ f: '2x + 1', region: 'below', strict: false });
    expect(readInequality('y\\ge\\sin x')).toEqual({ f: '\\sin x', region: 'above', strict: false });
    expect(readInequality('x^2 < y')).toEqual({ f: 'x^2', region: 'above', strict: true });
    expect(readInequality('y = x^2')).toBeNull();
    expect(readInequality('x > 2')).toBeNull();
    expect(readInequality('\\left(x\\right)')).toBeNull();
  });

  it('adds the boundary as a function with its shaded side, and still finds its key points', () => {
    const g = new GraphStore();
    expect(g.add('y >= x^2 - 4')).toBe('ok');
    expect(g.functions[0]).toMatchObject({ expression: 'x^2 - 4', region: 'above', strict: false, implicit: false });
    expect(
      g.keyPoints
        .filter((p) => p.kind === 'root')
        .map((p) => p.x)
        .sort((a, b) => a - b),
    ).toEqual([-2, 2]);
    expect(g.add('y > x^2 - 4')).toBe('ok');
    expect(g.add('y >= x^2 - 4')).toBe('duplicate');
    expect(g.add('y > ')).toBe('unreadable');
  });
});
