/**
 * Graph specs of an answer beyond "y = f(x)" (issue #22, "the graph shows what helps"): a direction (slope) field of a
 * first-order ODE y' = f(x, y) with its solution curve(s), a vector field F = (P, Q) (a gradient with its level curves,
 * the field of a line integral), the region between two curves over [a, b], and labelled points (the point of
 * tangency, critical and inflection points).
 *
 * Wire form: one entry of `TopicAnswer.graph` / Ask's `desmosFunction[].expression` is the spec as JSON
 * (`{"kind":"slope-field","f":"x - y","through":[0,1]}`) — a string like every other entry, so it travels through the
 * engine's result, the stored session (jsonb) and the `graph:plot` command unchanged; older readers that take every
 * entry for a function of x skip it (it is no single-variable expression). The client reads it with
 * `readAnswerGraph` of `@lemma/sdk` (sdk/answerGraph.ts: the same shapes, without the engine), the server picture with
 * {@link decodeGraphSpec}.
 *
 * The geometry ({@link slopeSegments}, {@link fieldArrows}, {@link areaPolygon}) works on numeric functions, so the
 * interactive graph (function-plot) and the answer's SVG picture draw the same thing.
 */

/** Roles of labelled points (each has a translated label in the graph plugin: `graph:marks.<role>`). */
export const POINT_ROLES = ['tangency', 'critical', 'max', 'min', 'inflection'] as const;
export type PointRole = (typeof POINT_ROLES)[number];

/** A graph spec (plain-text expressions the engine parses; numbers as JSON numbers). */
export type GraphSpec =
  | {
      /** y' = f(x, y): short segments of slope f on a grid. */
      kind: 'slope-field';
      /** f in x and y, plain text. */
      f: string;
      /** The initial condition (x₀, y₀) the drawn solution passes through (an IVP). */
      through?: [number, number];
      /** The general solution y(x) with the constant `C` (a few members are drawn), when it is explicit. */
      family?: string;
    }
  | {
      /** F(x, y) = (P, Q): arrows on a grid, length and colour by |F|. */
      kind: 'vector-field';
      p: string;
      q: string;
      /** For a gradient field ∇f: f, whose level curves are drawn. */
      potential?: string;
      /** A point of interest (the point a gradient was asked at). */
      at?: [number, number];
    }
  | {
      /** The region between y = f and y = g for a ≤ x ≤ b, shaded. */
      kind: 'area';
      f: string;
      g: string;
      a: number;
      b: number;
    }
  | {
      /** Points marked and labelled with their role. */
      kind: 'points';
      role: PointRole;
      points: [number, number][];
    };

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isPair = (v: unknown): v is [number, number] => Array.isArray(v) && v.length === 2 && v.every(isNum);
const isExpr = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 300;

/** The wire form of a spec (JSON). */
export function encodeGraphSpec(spec: GraphSpec): string {
  return JSON.stringify(spec);
}

/**
 * Reads a wire entry back, or null when it is no spec (a function of x, a list of points) or a malformed one
 * (unknown kind, a missing or over-long expression, a non-finite number, more than 400 points).
 */
export function decodeGraphSpec(text: string): GraphSpec | null {
  if (!text.trimStart().startsWith('{')) return null;
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!o || typeof o !== 'object') return null;
  switch (o.kind) {
    case 'slope-field':
      if (!isExpr(o.f) || (o.through !== undefined && !isPair(o.through)) || (o.family !== undefined && !isExpr(o.family)))
        return null;
      return {
        kind: 'slope-field',
        f: o.f,
        ...(o.through ? { through: o.through as [number, number] } : {}),
        ...(o.family ? { family: o.family as string } : {}),
      };
    case 'vector-field':
      if (!isExpr(o.p) || !isExpr(o.q) || (o.potential !== undefined && !isExpr(o.potential))) return null;
      if (o.at !== undefined && !isPair(o.at)) return null;
      return {
        kind: 'vector-field',
        p: o.p,
        q: o.q,
        ...(o.potential ? { potential: o.potential as string } : {}),
        ...(o.at ? { at: o.at as [number, number] } : {}),
      };
    case 'area':
      if (!isExpr(o.f) || !isExpr(o.g) || !isNum(o.a) || !isNum(o.b) || !(o.b > o.a)) return null;
      return { kind: 'area', f: o.f, g: o.g, a: o.a, b: o.b };
    case 'points':
      if (!POINT_ROLES.includes(o.role as PointRole)) return null;
      if (!Array.isArray(o.points) || !o.points.length || o.points.length > 400 || !o.points.every(isPair)) return null;
      return { kind: 'points', role: o.role as PointRole, points: o.points as [number, number][] };
    default:
      return null;
  }
}

/** The visible part of the plane: x from x[0] to x[1], y from y[0] to y[1]. */
export interface PlotWindow {
  x: [number, number];
  y: [number, number];
}

/** A grid over a window: `cols` cells across; rows so that cells are about square in pixels (`aspect` = height / width). */
function grid(w: PlotWindow, cols: number, aspect: number) {
  const rows = Math.max(3, Math.round(cols * aspect));
  const cw = (w.x[1] - w.x[0]) / cols;
  const ch = (w.y[1] - w.y[0]) / rows;
  const centres: [number, number][] = [];
  for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) centres.push([w.x[0] + (i + 0.5) * cw, w.y[0] + (j + 0.5) * ch]);
  return { cw, ch, centres };
}

/** A segment from (x1, y1) to (x2, y2), in the plane's coordinates. */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/**
 * The direction field of y' = f(x, y): at the centre of each grid cell a segment of slope f(x, y) (in the plane's
 * coordinates, so dy/dx of the segment is exactly f there), centred on the point and of the same length on screen
 * (`length` of a cell). Points where f is not finite get none.
 * @param aspect the plot's height / width in pixels (cells are then about square on screen)
 */
export function slopeSegments(
  f: (x: number, y: number) => number,
  w: PlotWindow,
  { cols = 17, aspect = 0.62, length = 0.7 }: { cols?: number; aspect?: number; length?: number } = {},
): Segment[] {
  const { cw, ch, centres } = grid(w, cols, aspect);
  const out: Segment[] = [];
  for (const [x, y] of centres) {
    const m = f(x, y);
    if (!Number.isFinite(m)) continue;
    // in cell units the slope is m·cw/ch; a unit direction there, scaled back to the plane
    const s = (m * cw) / ch;
    const n = Math.hypot(1, s);
    const dx = ((length / 2) * cw) / n;
    const dy = ((length / 2) * s * ch) / n;
    out.push({ x1: x - dx, y1: y - dy, x2: x + dx, y2: y + dy });
  }
  return out;
}

/** An arrow from (x, y) by (dx, dy) (the plane's coordinates), for a field of magnitude `magnitude` there. */
export interface Arrow {
  x: number;
  y: number;
  dx: number;
  dy: number;
  magnitude: number;
  /** magnitude / the largest magnitude on the grid, 0..1 (for the colour). */
  relative: number;
}

/**
 * The vector field F = (P, Q) on a grid: at each cell centre an arrow along F (parallel to (P, Q) in the plane's
 * coordinates), centred on the point, its length on screen growing with |F| from `min` to `max` of a cell (normalised,
 * so a field with large values still fits). Zero and non-finite vectors get no arrow.
 * @param aspect the plot's height / width in pixels
 */
export function fieldArrows(
  P: (x: number, y: number) => number,
  Q: (x: number, y: number) => number,
  w: PlotWindow,
  { cols = 15, aspect = 0.62, min = 0.3, max = 0.9 }: { cols?: number; aspect?: number; min?: number; max?: number } = {},
): Arrow[] {
  const { cw, ch, centres } = grid(w, cols, aspect);
  const raw = centres
    .map(([x, y]) => ({ x, y, p: P(x, y), q: Q(x, y) }))
    .filter((v) => Number.isFinite(v.p) && Number.isFinite(v.q) && (v.p !== 0 || v.q !== 0));
  const top = Math.max(0, ...raw.map((v) => Math.hypot(v.p, v.q)));
  return raw.map(({ x, y, p, q }) => {
    const magnitude = Math.hypot(p, q);
    const relative = top > 0 ? magnitude / top : 0;
    const len = min + (max - min) * relative;
    // the direction of (p, q) in cell units, then back to the plane: (dx, dy) = k·(p, q) with k > 0
    const k = len / Math.hypot(p / cw, q / ch);
    const [dx, dy] = [k * p, k * q];
    return { x: x - dx / 2, y: y - dy / 2, dx, dy, magnitude, relative };
  });
}

/**
 * The region between y = f and y = g for a ≤ x ≤ b as one polygon: along f from a to b, then back along g from b to
 * a (where the curves cross, the two lobes are both filled under the nonzero rule). Samples where either function is
 * not finite are left out. Empty when fewer than two samples remain.
 */
export function areaPolygon(
  f: (x: number) => number,
  g: (x: number) => number,
  a: number,
  b: number,
  n = 200,
): [number, number][] {
  const xs = Array.from({ length: n + 1 }, (_, i) => a + ((b - a) * i) / n).filter(
    (x) => Number.isFinite(f(x)) && Number.isFinite(g(x)),
  );
  if (xs.length < 2) return [];
  return [...xs.map((x): [number, number] => [x, f(x)]), ...xs.reverse().map((x): [number, number] => [x, g(x)])];
}

/** A few members of a family y(x; C): the constant's values tried, nearest 0 first. */
export const FAMILY_CONSTANTS = [0, 1, -1, 2, -2, 3, -3];

/**
 * The window a spec is best seen in (the first spec of an answer decides): around the initial point of an ODE, the
 * origin (or the asked point) of a field, [a, b] widened by a quarter for a region with the curves' values, the
 * marked points with a margin.
 * @param evalAt evaluates a plain-text function of x (a region's window then covers the curves' values over [a, b])
 */
export function specWindow(spec: GraphSpec, evalAt?: (expr: string, x: number) => number): PlotWindow {
  switch (spec.kind) {
    case 'slope-field': {
      const [x0, y0] = spec.through ?? [0, 0];
      return { x: [x0 - 4, x0 + 4], y: [y0 - 3, y0 + 3] };
    }
    case 'vector-field': {
      const [x0, y0] = spec.at ?? [0, 0];
      return { x: [x0 - 4, x0 + 4], y: [y0 - 3, y0 + 3] };
    }
    case 'area': {
      const pad = Math.max(0.5, 0.25 * (spec.b - spec.a));
      const ys: number[] = [];
      for (let i = 0; i <= 40 && evalAt; i++) {
        const x = spec.a + ((spec.b - spec.a) * i) / 40;
        ys.push(evalAt(spec.f, x), evalAt(spec.g, x));
      }
      const fin = ys.filter(Number.isFinite);
      const [lo, hi] = fin.length ? [Math.min(0, ...fin), Math.max(0, ...fin)] : [-3, 3];
      const m = Math.max(0.5, 0.2 * (hi - lo));
      return { x: [spec.a - pad, spec.b + pad], y: [lo - m, hi + m] };
    }
    case 'points': {
      const xs = spec.points.map((p) => p[0]);
      const ys = spec.points.map((p) => p[1]);
      const span = (v: number[], half: number): [number, number] => {
        const [lo, hi] = [Math.min(...v), Math.max(...v)];
        const m = Math.max(half, 0.4 * (hi - lo));
        return [lo - m, hi + m];
      };
      return { x: span(xs, 3), y: span(ys, 2.5) };
    }
  }
}

/**
 * The level curve f(x, y) = c as segments, by marching squares on an n × m grid over the window (linear interpolation
 * on the cell edges; a saddle cell joins its crossings in order). Cells with a non-finite corner are skipped, and so
 * are crossings where f between them is far from c (a pole, not the curve).
 */
export function contourSegments(f: (x: number, y: number) => number, w: PlotWindow, c: number, n = 60, m = 40): Segment[] {
  const [dx, dy] = [(w.x[1] - w.x[0]) / n, (w.y[1] - w.y[0]) / m];
  const v: number[][] = [];
  for (let i = 0; i <= n; i++) {
    v.push([]);
    for (let j = 0; j <= m; j++) v[i]!.push(f(w.x[0] + i * dx, w.y[0] + j * dy) - c);
  }
  const out: Segment[] = [];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < m; j++) {
      const corners: [number, number, number][] = [
        [i, j, v[i]![j]!],
        [i + 1, j, v[i + 1]![j]!],
        [i + 1, j + 1, v[i + 1]![j + 1]!],
        [i, j + 1, v[i]![j + 1]!],
      ];
      if (corners.some((k) => !Number.isFinite(k[2]))) continue;
      const hits: [number, number][] = [];
      for (let k = 0; k < 4; k++) {
        const [ia, ja, a] = corners[k]!;
        const [ib, jb, b] = corners[(k + 1) % 4]!;
        // a corner counts as above c when f = c there, the same in every cell: 0, 2 or 4 crossings per cell
        if (a < 0 !== b < 0) {
          const t = a / (a - b);
          hits.push([w.x[0] + (ia + t * (ib - ia)) * dx, w.y[0] + (ja + t * (jb - ja)) * dy]);
        }
      }
      // a sign change through a pole (1/x − y) is no crossing: there f is far from c between the hits
      const bound = 2 * Math.max(...corners.map((k) => Math.abs(k[2])));
      for (let k = 0; k + 1 < hits.length; k += 2) {
        const [[x1, y1], [x2, y2]] = [hits[k]!, hits[k + 1]!];
        if (Math.abs(x2 - x1) < 1e-12 * dx && Math.abs(y2 - y1) < 1e-12 * dy) continue; // both at a corner where f = c
        if (!(Math.abs(f((x1 + x2) / 2, (y1 + y2) / 2) - c) <= bound)) continue;
        out.push({ x1, y1, x2, y2 });
      }
    }
  return out;
}

/**
 * The colour of a field arrow by its relative magnitude 0..1, along Okabe–Ito colours (distinguishable with colour
 * blindness): blue (weak), sky blue, orange, vermillion (strong), interpolated between neighbours.
 */
export function magnitudeColor(relative: number): string {
  const stops = [
    [0x00, 0x72, 0xb2],
    [0x56, 0xb4, 0xe9],
    [0xe6, 0x9f, 0x00],
    [0xd5, 0x5e, 0x00],
  ];
  const t = Math.max(0, Math.min(1, relative)) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(t));
  const [a, b] = [stops[i]!, stops[i + 1]!];
  return `#${a
    .map((v, k) =>
      Math.round(v + (b[k]! - v) * (t - i))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Up to five level values of f over the window, at its sampled quantiles 10 %…90 % (2 significant digits), for level curves. */
export function levelValues(f: (x: number, y: number) => number, w: PlotWindow): number[] {
  const vals: number[] = [];
  for (let i = 0; i <= 8; i++)
    for (let j = 0; j <= 8; j++) vals.push(f(w.x[0] + ((w.x[1] - w.x[0]) * i) / 8, w.y[0] + ((w.y[1] - w.y[0]) * j) / 8));
  const fin = vals.filter(Number.isFinite).sort((p, q) => p - q);
  if (fin.length < 10) return [];
  return [...new Set([0.1, 0.3, 0.5, 0.7, 0.9].map((q) => Number(fin[Math.floor(q * (fin.length - 1))]!.toPrecision(2))))];
}

/**
 * The level curve f(x, y) = c as polylines: {@link contourSegments} joined end to end (a closed curve comes back to its
 * first point), so a plotting library draws each piece as one line.
 */
export function contourLines(
  f: (x: number, y: number) => number,
  w: PlotWindow,
  c: number,
  n = 60,
  m = 40,
): [number, number][][] {
  const segs = contourSegments(f, w, c, n, m);
  const [sx, sy] = [(w.x[1] - w.x[0]) / n, (w.y[1] - w.y[0]) / m];
  const key = (x: number, y: number) => `${Math.round((x / sx) * 1e6)},${Math.round((y / sy) * 1e6)}`;
  const at = new Map<string, number[]>();
  segs.forEach((s, i) => {
    for (const k of [key(s.x1, s.y1), key(s.x2, s.y2)]) at.set(k, [...(at.get(k) ?? []), i]);
  });
  const used = new Set<number>();
  /** Extends a chain from its last point while an unused segment starts or ends there. */
  const grow = (chain: [number, number][]) => {
    for (;;) {
      const [x, y] = chain[chain.length - 1]!;
      const next = (at.get(key(x, y)) ?? []).find((i) => !used.has(i));
      if (next === undefined) return chain;
      used.add(next);
      const s = segs[next]!;
      chain.push(key(s.x1, s.y1) === key(x, y) ? [s.x2, s.y2] : [s.x1, s.y1]);
    }
  };
  const lines: [number, number][][] = [];
  segs.forEach((s, i) => {
    if (used.has(i)) return;
    used.add(i);
    const forward = grow([
      [s.x1, s.y1],
      [s.x2, s.y2],
    ]);
    const backward = grow([forward[0]!]).slice(1).reverse();
    lines.push([...backward, ...forward]);
  });
  return lines;
}

/** The smallest window holding both. */
export function windowUnion(a: PlotWindow, b: PlotWindow): PlotWindow {
  return {
    x: [Math.min(a.x[0], b.x[0]), Math.max(a.x[1], b.x[1])],
    y: [Math.min(a.y[0], b.y[0]), Math.max(a.y[1], b.y[1])],
  };
}

/** The window of an answer graph's specs: each one's {@link specWindow}, joined (a maximum and a minimum both show). */
export function specsWindow(specs: readonly GraphSpec[], evalAt?: (expr: string, x: number) => number): PlotWindow | null {
  return specs.map((s) => specWindow(s, evalAt)).reduce<PlotWindow | null>((w, s) => (w ? windowUnion(w, s) : s), null);
}
