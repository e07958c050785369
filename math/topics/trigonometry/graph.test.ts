/** The graph of trigonometry answers (issue #21 item 6, H2): the curve, one period marked, an equation's solutions on it. */
import { describe, expect, it } from 'vitest';
import { compute, evalReal, graphFunctions, normalizeQuestion, parse, pictureFor, routeQuestion } from '@lemma/math';

function graphOf(q: string) {
  const routed = routeQuestion(normalizeQuestion(q, 'en'));
  expect(routed.task).toBe('topic');
  const r = compute(routed.request);
  return { r, fns: graphFunctions(r) };
}
const at = (expression: string, x: number) => evalReal(parse(expression), { x });
/** The dots of a points entry. */
const dots = (expression: string) =>
  [...expression.matchAll(/\(([-\d.e]+), ([-\d.e]+)\)/g)].map((m) => [Number(m[1]), Number(m[2])] as [number, number]);
const split = (fns: { expression: string }[]) => ({
  curves: fns.filter((f) => !f.expression.startsWith('(') || /x/.test(f.expression)).map((f) => f.expression),
  points: fns.filter((f) => /^\(\s*-?[\d.]/.test(f.expression) && !/x/.test(f.expression)).flatMap((f) => dots(f.expression)),
});

describe('trigonometry on the graph', () => {
  it.each([
    ['Solve 2cos(x) - 1 = 0 for 0 <= x < 2π', 2],
    ['solve tan(x) = 1, 0 ≤ x ≤ 2pi', 2],
    ['Solve 2sin(x)^2 - sin(x) - 1 = 0 on [0, 2pi)', 3],
    ['sin(2x) = 1/2, 0 <= x < 2pi', 4],
    ['solve 2sin(θ) = 1, 0 ≤ θ < 2π', 2],
  ])('%s: the solutions are points on the left side where f − g = 0', (q, n) => {
    const { fns } = graphOf(q);
    const { curves, points } = split(fns);
    expect(points).toHaveLength(n);
    const [f, g] = [curves[0]!, curves[1] ?? '0'];
    for (const [x, y] of points) {
      expect(at(f, x)).toBeCloseTo(y, 8); // on the curve
      expect(at(f, x) - at(g, x)).toBeCloseTo(0, 8); // a zero of f − g
    }
  });

  it('in degrees when the question is in degrees: sin(πx/180) through (30, 1/2) and (150, 1/2)', () => {
    const { fns } = graphOf('Solve sin(x) = 1/2, 0° <= x < 360°');
    const { curves, points } = split(fns);
    expect(points.map((p) => p[0])).toEqual([30, 150]);
    for (const [x, y] of points) {
      expect(at(curves[0]!, x)).toBeCloseTo(0.5, 12);
      expect(y).toBeCloseTo(0.5, 12);
    }
  });

  it('one period marked: two points a period apart on the curve, with the same value', () => {
    for (const [q, period] of [
      ['Determine the period of f(x) = sin(πx/6)', 12],
      ['period of y = 3sin(2x - π) + 1', Math.PI],
      ['period of y = tan(2x)', Math.PI / 2],
      ['period of y = csc(x)', 2 * Math.PI],
    ] as const) {
      const { curves, points } = split(graphOf(q).fns);
      expect(points, q).toHaveLength(2);
      const [[x0, y0], [x1, y1]] = points as [[number, number], [number, number]];
      expect(x1 - x0, q).toBeCloseTo(period, 8);
      expect(at(curves[0]!, x0), q).toBeCloseTo(y0, 8);
      expect(at(curves[0]!, x1), q).toBeCloseTo(y1, 8);
      expect(y1, q).toBeCloseTo(y0, 8);
    }
  });

  it('the amplitude: the curve between its midline ± A (the midline drawn)', () => {
    const { curves } = split(graphOf('amplitude of y = 3sin(2x - π) + 1').fns);
    expect(curves).toHaveLength(2);
    expect(at(curves[1]!, 0)).toBe(1);
    const ys = Array.from({ length: 2001 }, (_, i) => at(curves[0]!, (i / 2000) * 2 * Math.PI));
    expect(Math.max(...ys) - 1).toBeCloseTo(3, 5);
    expect(1 - Math.min(...ys)).toBeCloseTo(3, 5);
  });

  it("the answer's picture marks the solutions on the curve (and is drawn at all: the points are no function)", () => {
    const { r, fns } = graphOf('Solve 2cos(x) - 1 = 0 for 0 <= x < 2π');
    const svg = pictureFor({ task: r.task, answerLatex: r.simplifyResult, functions: fns, solutions: [] })!;
    expect(svg).toContain('<path');
    expect(svg.match(/<circle/g)).toHaveLength(2);
  });

  it('values and triangles show no graph', () => {
    expect(graphOf('What is sin(30 degrees)?').fns).toEqual([]);
  });
});
