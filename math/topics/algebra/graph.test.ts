/** The graph opens with what an algebra or functions answer can show (issue #21 item 6). */
import { describe, expect, it } from 'vitest';
import { compute, evalReal, graphFunctions, normalizeQuestion, parse, routeQuestion } from '@lemma/math';

function graphOf(q: string) {
  const routed = routeQuestion(normalizeQuestion(q, 'en'));
  expect(routed.task).toBe('topic');
  return graphFunctions(compute(routed.request));
}
const at = (expression: string, x: number) => evalReal(parse(expression), { x });

describe('algebra and functions on the graph', () => {
  it("a system's two lines, which meet at its solution (3, 2)", () => {
    const fns = graphOf('x + y = 5 and x - y = 1');
    expect(fns).toHaveLength(2);
    for (const f of fns) expect(at(f.expression, 3)).toBeCloseTo(2, 12);
  });

  it("a quadratic's parabola, through its vertex (2, −1)", () => {
    const [f] = graphOf('Find the vertex of y = x^2 - 4x + 3');
    expect(at(f!.expression, 2)).toBeCloseTo(-1, 12);
    expect(at(f!.expression, 0)).toBeCloseTo(3, 12);
  });

  it('the function a question defines, in x whatever its letter', () => {
    const [f] = graphOf('Let g(t) = 2t + 1. What is g(3)?');
    expect(at(f!.expression, 3)).toBeCloseTo(7, 12);
  });
});
