/**
 * The graphs of university answers (issue #22): the questions a student asks give the spec that helps — checked
 * against the mathematics (the field's f is y' of the equation, the solution passes through the initial point, the
 * gradient's components are the partial derivatives, the marked points lie on the curve), not against fixed strings.
 */
import { describe, expect, it } from 'vitest';
import { compute, graphFunctions, normalizeQuestion, routeQuestion } from '@lemma/math';
import { evalReal } from '../numeric';
import { parse } from '../parse';
import { decodeGraphSpec, type GraphSpec } from './spec';
import { gradientFieldGraph, odeSlope, slopeFieldGraph } from './build';

function graphOf(q: string) {
  const routed = routeQuestion(normalizeQuestion(q, 'en'));
  expect(routed.task).toBe('topic');
  const r = compute(routed.request);
  const fns = graphFunctions(r);
  const specs = fns.map((f) => decodeGraphSpec(f.expression)).filter((s): s is GraphSpec => !!s);
  const curves = fns.filter((f) => !decodeGraphSpec(f.expression)).map((f) => f.expression);
  return { r, specs, curves };
}

const at = (e: string, env: Record<string, number>) => evalReal(parse(e), env);

describe('direction fields of first-order ODEs', () => {
  it("solve y' = x - y, y(0) = 1: the field of x − y and the solution through (0, 1), which follows the field", () => {
    const { specs, curves } = graphOf("solve y' = x - y, y(0) = 1");
    const field = specs.find((s) => s.kind === 'slope-field');
    expect(field).toMatchObject({ kind: 'slope-field', through: [0, 1] });
    expect(curves).toHaveLength(1);
    const y = curves[0]!;
    expect(at(y, { x: 0 })).toBeCloseTo(1, 12);
    for (const x of [-1, 0.5, 2]) {
      const h = 1e-5;
      const slope = (at(y, { x: x + h }) - at(y, { x: x - h })) / (2 * h);
      expect(slope).toBeCloseTo(at((field as { f: string }).f, { x, y: at(y, { x }) }), 5);
    }
  });

  it('solve dy/dx = 2xy: the field and the family y = C e^{x²}, each member a solution', () => {
    const { specs } = graphOf('solve dy/dx = 2xy');
    const field = specs[0] as Extract<GraphSpec, { kind: 'slope-field' }>;
    expect(field.kind).toBe('slope-field');
    expect(field.family).toBeTruthy();
    for (const C of [-1, 2])
      for (const x of [-0.5, 0.7]) {
        const h = 1e-5;
        const y = (t: number) => at(field.family!, { x: t, C });
        expect((y(x + h) - y(x - h)) / (2 * h)).toBeCloseTo(at(field.f, { x, y: y(x) }), 4);
      }
  });

  it('every first-order kind gets a field: linear in t, separable, exact; a second-order equation none', () => {
    expect(graphOf("y' + 2y = 4, y(0) = 1").specs[0]?.kind).toBe('slope-field');
    expect(graphOf('solve dy/dx = x/y').specs[0]?.kind).toBe('slope-field');
    const exact = graphOf('solve (2x + y) dx + (x + 2y) dy = 0').specs[0] as { f: string };
    expect(at(exact.f, { x: 1, y: 2 })).toBeCloseTo(-(2 + 2) / (1 + 4), 12);
    const t = graphOf('solve dy/dt = t*y, y(0) = 2').specs[0] as { f: string; through: number[] };
    expect(at(t.f, { x: 3, y: 2 })).toBeCloseTo(6, 12);
    expect(t.through).toEqual([0, 2]);
    expect(graphOf("solve y'' - 3y' + 2y = 0").specs).toEqual([]);
  });

  it("odeSlope isolates y' from F(x, y, y') = 0, and refuses a non-linear y'", () => {
    const R = odeSlope(parse('2*Y_1 + x*y - 4'))!;
    expect(evalReal(R, { x: 2, y: 3 })).toBeCloseTo((4 - 6) / 2, 12);
    expect(odeSlope(parse('Y_1^2 - x'))).toBeNull();
    expect(slopeFieldGraph('x - z')).toBeNull();
  });
});

describe('vector fields', () => {
  it('gradient of x^2 + y^2: ∇f = (2x, 2y) with f for the level curves', () => {
    const { specs } = graphOf('gradient of x^2 + y^2');
    const v = specs.find((s) => s.kind === 'vector-field') as Extract<GraphSpec, { kind: 'vector-field' }>;
    expect(v.potential).toBeTruthy();
    for (const [x, y] of [
      [1, 2],
      [-0.5, 3],
    ]) {
      expect(at(v.p, { x, y })).toBeCloseTo(2 * x!, 12);
      expect(at(v.q, { x, y })).toBeCloseTo(2 * y!, 12);
    }
  });

  it('a function of three variables has no plane field', () => {
    expect(gradientFieldGraph('x*y*z')).toBeNull();
    const g = decodeGraphSpec(gradientFieldGraph('exp(x)*sin(y)', [0, 'pi/2'])!) as Extract<GraphSpec, { kind: 'vector-field' }>;
    expect(g.at![1]).toBeCloseTo(Math.PI / 2, 12);
    expect(at(g.q, { x: 0, y: 0 })).toBeCloseTo(1, 12);
  });
});

describe('calculus answers', () => {
  it('tangent line to x^2 at x = 1: the curve, the line y = 2x − 1, the point of tangency (1, 1) on both', () => {
    const { specs, curves } = graphOf('tangent line to x^2 at x = 1');
    expect(curves).toHaveLength(2);
    const pts = specs.find((s) => s.kind === 'points') as Extract<GraphSpec, { kind: 'points' }>;
    expect(pts.role).toBe('tangency');
    const [[x, y]] = pts.points as [[number, number]];
    for (const c of curves) expect(at(c, { x })).toBeCloseTo(y, 12);
  });

  it('critical points of x^3 - 3x: both marked on the curve where f′ = 0', () => {
    const { specs, curves } = graphOf('find the critical points of x^3 - 3x');
    const pts = specs.find((s) => s.kind === 'points') as Extract<GraphSpec, { kind: 'points' }>;
    expect(pts.role).toBe('critical');
    expect(pts.points).toHaveLength(2);
    for (const [x, y] of pts.points) {
      expect(at(curves[0]!, { x })).toBeCloseTo(y, 12);
      expect(3 * x * x - 3).toBeCloseTo(0, 12);
    }
  });

  it('area between y = x and y = x^2: the region from the intersections 0 to 1 between the two curves', () => {
    const { specs, curves } = graphOf('area between y = x and y = x^2');
    const area = specs.find((s) => s.kind === 'area') as Extract<GraphSpec, { kind: 'area' }>;
    expect([area.a, area.b]).toEqual([0, 1]);
    expect(new Set([area.f, area.g])).toEqual(new Set(curves));
    for (const x of [area.a, area.b]) expect(at(area.f, { x })).toBeCloseTo(at(area.g, { x }), 12);
  });
});
