/** The answer picture of a graph with specs (issue #22): what is drawn follows the spec, and only numbers are text. */
import { describe, expect, it } from 'vitest';
import { contourLines, contourSegments, encodeGraphSpec } from './spec';
import { specGraphSvg } from './picture';
import { pictureFor } from '../pictures';

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);

describe('specGraphSvg', () => {
  it('draws a direction field as one path of short segments, the solution and the initial point', () => {
    const svg = specGraphSvg(['x + 2*exp(-x) - 1'], [{ kind: 'slope-field', f: 'x - y', through: [0, 1] }])!;
    const field = /<path d="([^"]+)" stroke="#5f6b7c"/.exec(svg)![1]!;
    expect(field.match(/M/g)!.length).toBeGreaterThan(100);
    expect(svg).toContain('<circle');
    expect(svg).toContain('stroke="#2d72d2"');
    for (const t of texts(svg)) expect(t).toMatch(/^-?\d+(\.\d+)?$/);
  });

  it('draws a vector field with arrowheads and level curves, and shades a region', () => {
    const v = specGraphSvg([], [{ kind: 'vector-field', p: '2*x', q: '2*y', potential: 'x^2 + y^2' }])!;
    expect((v.match(/Z" fill="#/g) ?? []).length).toBeGreaterThan(50);
    expect(v).toContain('stroke="#238551"');
    const a = specGraphSvg(['x', 'x^2'], [{ kind: 'area', f: 'x', g: 'x^2', a: 0, b: 1 }])!;
    expect(a).toContain('fill-opacity="0.25"');
    expect(specGraphSvg(['x'], [])).toBeNull();
  });

  it('is what pictureFor draws for an answer graph with a spec', () => {
    const svg = pictureFor({
      task: 'topic',
      answerLatex: null,
      functions: [{ expression: 'x^2' }, { expression: encodeGraphSpec({ kind: 'points', role: 'tangency', points: [[1, 1]] }) }],
      solutions: [],
    });
    expect(svg).toContain('<circle');
    expect(svg).toBe(specGraphSvg(['x^2'], [{ kind: 'points', role: 'tangency', points: [[1, 1]] }]));
  });
});

describe('contourSegments', () => {
  it('traces the level curve x² + y² = 4: every segment end on the circle of radius 2', () => {
    const segs = contourSegments((x, y) => x * x + y * y, { x: [-3, 3], y: [-3, 3] }, 4, 60, 60);
    expect(segs.length).toBeGreaterThan(40);
    for (const s of segs) {
      expect(Math.hypot(s.x1, s.y1)).toBeCloseTo(2, 1);
      expect(Math.hypot(s.x2, s.y2)).toBeCloseTo(2, 1);
    }
  });
});

describe('contourLines', () => {
  it('joins the circle x² + y² = 4 into one closed line', () => {
    const lines = contourLines((x, y) => x * x + y * y, { x: [-3, 3], y: [-3, 3] }, 4);
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line.length).toBeGreaterThan(40);
    expect(Math.hypot(line[0]![0] - line.at(-1)![0], line[0]![1] - line.at(-1)![1])).toBeLessThan(1e-6);
  });

  it('draws no line through a pole: y = 1/x stays two branches, none crossing x = 0', () => {
    const lines = contourLines((x, y) => y - 1 / x, { x: [-3, 3], y: [-3, 3] }, 0);
    expect(lines).toHaveLength(2);
    for (const l of lines) expect(new Set(l.map(([x]) => Math.sign(x))).size).toBe(1);
  });
});
