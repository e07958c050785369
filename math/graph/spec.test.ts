/** Graph specs (issue #22): the wire form, and the geometry the graph and the picture draw from it. */
import { describe, expect, it } from 'vitest';
import { readAnswerGraph } from '@lemma/sdk/answerGraph';
import {
  areaPolygon,
  decodeGraphSpec,
  encodeGraphSpec,
  fieldArrows,
  magnitudeColor,
  slopeSegments,
  specWindow,
  specsWindow,
  type GraphSpec,
} from './spec';

const W = { x: [-4, 4] as [number, number], y: [-3, 3] as [number, number] };

describe('slopeSegments', () => {
  const f = (x: number, y: number) => x - y;
  const segs = slopeSegments(f, W, { cols: 16, aspect: 0.6 });

  it('puts one segment on each grid point, of slope f(x, y) there (dy/dx in the plane)', () => {
    expect(segs).toHaveLength(16 * 10);
    for (const s of segs) {
      const [mx, my] = [(s.x1 + s.x2) / 2, (s.y1 + s.y2) / 2];
      expect((s.y2 - s.y1) / (s.x2 - s.x1)).toBeCloseTo(f(mx, my), 9);
    }
    // the grid points are the cell centres
    const xs = [...new Set(segs.map((s) => Number(((s.x1 + s.x2) / 2).toFixed(9))))].sort((a, b) => a - b);
    expect(xs[0]).toBeCloseTo(-4 + 0.25, 9);
    expect(xs.at(-1)).toBeCloseTo(4 - 0.25, 9);
  });

  it('gives every segment the same length in cell units, and none where f is not finite', () => {
    const cw = 8 / 16;
    const ch = 6 / 10;
    for (const s of segs) expect(Math.hypot((s.x2 - s.x1) / cw, (s.y2 - s.y1) / ch)).toBeCloseTo(0.7, 9);
    const some = slopeSegments((x, y) => x / y, W, { cols: 16, aspect: 0.6 });
    expect(some.every((s) => Number.isFinite(s.x1 + s.y1 + s.x2 + s.y2))).toBe(true);
    expect(slopeSegments(() => NaN, W)).toEqual([]);
  });
});

describe('fieldArrows', () => {
  const P = (_x: number, y: number) => -y;
  const Q = (x: number, _y: number) => 2 * x;
  const arrows = fieldArrows(P, Q, W, { cols: 12, aspect: 0.75 });

  it('points each arrow along F (parallel and the same way), centred on its grid point', () => {
    expect(arrows.length).toBe(12 * 9);
    for (const a of arrows) {
      const [cx, cy] = [a.x + a.dx / 2, a.y + a.dy / 2];
      const [p, q] = [P(cx, cy), Q(cx, cy)];
      expect(a.dx * q - a.dy * p).toBeCloseTo(0, 9);
      expect(a.dx * p + a.dy * q).toBeGreaterThan(0);
      expect(a.magnitude).toBeCloseTo(Math.hypot(p, q), 9);
    }
  });

  it('makes arrows longer where |F| is larger (normalised: the largest is max of a cell)', () => {
    const cell = (a: (typeof arrows)[number]) => Math.hypot(a.dx / (8 / 12), a.dy / (6 / 9));
    const sorted = [...arrows].sort((a, b) => a.magnitude - b.magnitude);
    for (let i = 1; i < sorted.length; i++) expect(cell(sorted[i]!)).toBeGreaterThanOrEqual(cell(sorted[i - 1]!) - 1e-9);
    expect(cell(sorted.at(-1)!)).toBeCloseTo(0.9, 9);
    expect(sorted.at(-1)!.relative).toBe(1);
    expect([magnitudeColor(0), magnitudeColor(1 / 3), magnitudeColor(1), magnitudeColor(7)]).toEqual([
      '#0072b2',
      '#56b4e9',
      '#d55e00',
      '#d55e00',
    ]);
    // a zero vector gets no arrow
    expect(
      fieldArrows(
        () => 0,
        () => 0,
        W,
      ),
    ).toEqual([]);
  });
});

describe('areaPolygon', () => {
  const f = (x: number) => x;
  const g = (x: number) => x * x;
  const poly = areaPolygon(f, g, 0, 1, 100);

  it('runs along f from a to b and back along g: every vertex is on one of the curves, within [a, b]', () => {
    expect(poly).toHaveLength(202);
    poly.slice(0, 101).forEach(([x, y]) => expect(y).toBeCloseTo(f(x), 12));
    poly.slice(101).forEach(([x, y]) => expect(y).toBeCloseTo(g(x), 12));
    expect(poly[0]![0]).toBe(0);
    expect(poly[100]![0]).toBe(1);
    expect(poly.every(([x]) => x >= 0 && x <= 1)).toBe(true);
  });

  it('encloses the area between the curves (shoelace ≈ ∫|f − g| = 1/6)', () => {
    let twice = 0;
    for (let i = 0; i < poly.length; i++) {
      const [x1, y1] = poly[i]!;
      const [x2, y2] = poly[(i + 1) % poly.length]!;
      twice += x1 * y2 - x2 * y1;
    }
    expect(Math.abs(twice / 2)).toBeCloseTo(1 / 6, 4);
    expect(areaPolygon(() => NaN, g, 0, 1)).toEqual([]);
  });
});

describe('wire form', () => {
  const specs: GraphSpec[] = [
    { kind: 'slope-field', f: 'x - y', through: [0, 1] },
    { kind: 'slope-field', f: '2*x*y', family: 'C*exp(x^2)' },
    { kind: 'vector-field', p: '2*x', q: '2*y', potential: 'x^2 + y^2', at: [1, 2] },
    { kind: 'area', f: 'x', g: 'x^2', a: 0, b: 1 },
    {
      kind: 'points',
      role: 'critical',
      points: [
        [-1, 2],
        [1, -2],
      ],
    },
  ];

  it('reads back what it wrote, in the engine and in the SDK alike', () => {
    for (const s of specs) {
      expect(decodeGraphSpec(encodeGraphSpec(s))).toEqual(s);
      expect(readAnswerGraph(encodeGraphSpec(s))).toEqual(s);
    }
  });

  it('refuses functions, points and malformed specs, in both readers', () => {
    for (const t of [
      'x^2 - 1',
      '(1, 3), (2, 7)',
      '{"kind":"slope-field"}',
      '{"kind":"area","f":"x","g":"x^2","a":1,"b":0}',
      '{"kind":"points","role":"nope","points":[[0,0]]}',
      '{"kind":"vector-field","p":"x","q":"y","at":[1]}',
      '{"kind":"circle"}',
      '{not json',
    ]) {
      expect(decodeGraphSpec(t)).toBeNull();
      expect(readAnswerGraph(t)).toBeNull();
    }
  });

  it('joins the windows of several specs: a maximum and a minimum both show', () => {
    const w = specsWindow([
      { kind: 'points', role: 'max', points: [[-1, 2]] },
      { kind: 'points', role: 'min', points: [[1, -2]] },
    ])!;
    for (const [x, y] of [
      [-1, 2],
      [1, -2],
    ])
      expect(x! > w.x[0] && x! < w.x[1] && y! > w.y[0] && y! < w.y[1]).toBe(true);
    expect(specsWindow([])).toBeNull();
  });

  it('picks a window around the initial point, the asked point, the region', () => {
    expect(specWindow(specs[0]!)).toEqual({ x: [-4, 4], y: [-2, 4] });
    const w = specWindow(specs[3]!, (e, x) => (e === 'x' ? x : x * x));
    expect(w.x[0]).toBeLessThan(0);
    expect(w.x[1]).toBeGreaterThan(1);
    expect(w.y[0]).toBeLessThan(0);
    expect(w.y[1]).toBeGreaterThan(1);
  });
});
