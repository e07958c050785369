/** The graph opens with what a coordinate-geometry answer can show (issue #21 item 6): its lines, through its points. */
import { describe, expect, it } from 'vitest';
import { evalReal, graphFunctions, normalizeQuestion, parse, routeQuestion, compute } from '@lemma/math';

function graphOf(q: string) {
  const routed = routeQuestion(normalizeQuestion(q, 'en'));
  expect(routed.task).toBe('topic');
  const r = compute(routed.request);
  return { r, fns: graphFunctions(r) };
}
const at = (expression: string, x: number) => evalReal(parse(expression), { x });

describe('coordinate geometry on the graph', () => {
  it('the line through two points is plotted through both points', () => {
    const { fns } = graphOf('Find the equation of the line through (2, 1) and (5, 7)');
    expect(fns).toHaveLength(1);
    expect(at(fns[0]!.expression, 2)).toBeCloseTo(1, 12);
    expect(at(fns[0]!.expression, 5)).toBeCloseTo(7, 12);
  });

  it("an intersection plots both lines, and they meet at the answer's point", () => {
    const { r, fns } = graphOf('Find the intersection of y = 2x + 1 and y = -x + 4');
    expect(r.simplifyResultText.replace(/\s/g, '')).toBe('(1,3)');
    expect(fns).toHaveLength(2);
    for (const f of fns) expect(at(f.expression, 1)).toBeCloseTo(3, 12);
  });

  it('an intercept question plots its line through the intercept', () => {
    const { fns } = graphOf('Find the x-intercept of y = 2x - 6');
    expect(fns).toHaveLength(1);
    expect(at(fns[0]!.expression, 3)).toBeCloseTo(0, 12);
  });

  it('a vertical line is not offered as a function of x', () => {
    const { fns } = graphOf('Find the equation of the line through (2, 1) and (2, 7)');
    expect(fns).toEqual([]);
  });
});
