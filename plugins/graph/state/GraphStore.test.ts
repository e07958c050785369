import { describe, expect, it } from 'vitest';
import { GraphStore, readInequality, readPoints } from './GraphStore';
import { graphMath } from './graphMath';

/** A store with the engine handed over, as the graph view and graph:plot do. */
function graphStore(): GraphStore {
  const g = new GraphStore();
  g.useMath(graphMath);
  return g;
}

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
    const g = graphStore();
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

describe("points on the graph (a sequence's terms, an equation's solutions)", () => {
  it('reads a list of points, and nothing else', () => {
    expect(readPoints('(1, 3), (2, 7), (3, -1.5)')).toEqual([
      [1, 3],
      [2, 7],
      [3, -1.5],
    ]);
    expect(readPoints('(0.5235987756, 0.5)')).toEqual([[0.5235987756, 0.5]]);
    expect(readPoints('(1, 2) + x')).toBeNull();
    expect(readPoints('(x, 2)')).toBeNull();
    expect(readPoints('x^2')).toBeNull();
  });

  it('adds them as one entry of dots, without key points, and widens the view to show them', () => {
    const g = graphStore();
    expect(g.add('sin(x)')).toBe('ok');
    expect(g.add('(1, 3), (10, 39)')).toBe('ok');
    expect(g.functions[1]).toMatchObject({
      points: [
        [1, 3],
        [10, 39],
      ],
      implicit: false,
    });
    expect(g.xDomain[1]).toBeGreaterThan(10);
    expect(g.yDomain![1]).toBeGreaterThan(39);
    expect(g.yDomain![0]).toBeLessThanOrEqual(-1);
    expect(g.keyPoints.every((p) => p.kind !== 'intersection')).toBe(true);
    expect(g.add('(1, 3), (10, 39)')).toBe('duplicate');
    g.clear();
    expect(g.yDomain).toBeNull();
  });
});

describe('answer graph specs in the store', () => {
  it('adds a direction field as one entry, sets the window around its initial point, and finds no key points in it', () => {
    const g = graphStore();
    expect(g.add('{"kind":"slope-field","f":"x - y","through":[1,2]}')).toBe('ok');
    expect(g.functions[0]!.spec).toEqual({ kind: 'slope-field', f: 'x - y', through: [1, 2] });
    expect(g.xDomain).toEqual([-3, 5]);
    expect(g.yDomain).toEqual([-1, 5]);
    expect(g.keyPoints).toEqual([]);
    expect(g.add('{"kind":"slope-field","f":"x - y","through":[1,2]}')).toBe('duplicate');
    // a second spec widens the window to show itself too
    expect(g.add('{"kind":"points","role":"critical","points":[[9,9]]}')).toBe('ok');
    expect(g.xDomain).toEqual([-3, 12]);
    expect(g.yDomain).toEqual([-1, 11.5]);
  });

  it('refuses a spec whose expression the engine cannot read', () => {
    expect(graphStore().add('{"kind":"vector-field","p":"x +* y","q":"y"}')).toBe('unreadable');
  });
});
