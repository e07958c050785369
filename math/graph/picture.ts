/**
 * The answer picture (math/pictures.ts, §3 relatedImage) of an answer whose graph has specs (./spec.ts): the window
 * of its specs, a direction field's segments with its solution curve(s) and initial point, a vector field's
 * arrows (length and colour by |F|) with the potential's level curves, the region between two curves shaded, labelled
 * points as dots — drawn from the same geometry as the interactive graph. Numbers are the only text (tick values):
 * what the picture shows is said in words by the answer's caption (`graph:spec.*`, translated on the client).
 */
import type { Expr } from '../ast';
import { evalReal } from '../numeric';
import { parse } from '../parse';
import {
  areaPolygon,
  contourSegments,
  FAMILY_CONSTANTS,
  fieldArrows,
  levelValues,
  magnitudeColor,
  slopeSegments,
  specsWindow,
  type GraphSpec,
  type PlotWindow,
} from './spec';

const W = 480;
const H = 300;
const PAD = 24;
const COLORS = ['#2d72d2', '#d33d17', '#238551', '#935610'];
const r1 = (n: number) => (Math.round(n * 10) / 10).toString();

/** A real function of x and y from plain text (NaN where it is undefined), or null when it does not parse. */
function fn2(text: string): ((x: number, y: number) => number) | null {
  let e: Expr;
  try {
    e = parse(text);
  } catch {
    return null;
  }
  return (x, y) => {
    try {
      const v = evalReal(e, { x, y });
      return Number.isFinite(v) ? v : NaN;
    } catch {
      return NaN;
    }
  };
}

/** Tick positions: integer steps giving at most ~12 lines (a finer step for a small window). */
function ticks(lo: number, hi: number): number[] {
  const span = hi - lo;
  const step = span <= 3 ? 0.5 : Math.max(1, Math.ceil(span / 12));
  const out: number[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi + 1e-9; t += step) out.push(Number(t.toFixed(6)));
  return out;
}

/** Draws the picture's frame: white ground, grid with tick values, axes. */
function frame(w: PlotWindow, sx: (x: number) => number, sy: (y: number) => number): string[] {
  const parts = [`<rect width="${W}" height="${H}" fill="#ffffff"/>`];
  const text = (x: number, y: number, s: string, anchor: string) =>
    `<text x="${r1(x)}" y="${r1(y)}" font-family="sans-serif" font-size="11" fill="#5f6b7c" text-anchor="${anchor}">${s}</text>`;
  const ax = Math.min(H - PAD, Math.max(PAD, sy(0)));
  const ay = Math.min(W - PAD, Math.max(PAD, sx(0)));
  for (const gx of ticks(w.x[0], w.x[1])) {
    parts.push(`<line x1="${r1(sx(gx))}" y1="${PAD}" x2="${r1(sx(gx))}" y2="${H - PAD}" stroke="#e5e8eb"/>`);
    if (gx !== 0) parts.push(text(sx(gx), Math.min(H - 6, ax + 14), String(gx), 'middle'));
  }
  for (const gy of ticks(w.y[0], w.y[1])) {
    parts.push(`<line x1="${PAD}" y1="${r1(sy(gy))}" x2="${W - PAD}" y2="${r1(sy(gy))}" stroke="#e5e8eb"/>`);
    if (gy !== 0) parts.push(text(Math.max(12, ay - 5), sy(gy) + 4, String(gy), 'end'));
  }
  if (w.y[0] <= 0 && w.y[1] >= 0)
    parts.push(`<line x1="${PAD}" y1="${r1(sy(0))}" x2="${W - PAD}" y2="${r1(sy(0))}" stroke="#5f6b7c" stroke-width="1.2"/>`);
  if (w.x[0] <= 0 && w.x[1] >= 0)
    parts.push(`<line x1="${r1(sx(0))}" y1="${PAD}" x2="${r1(sx(0))}" y2="${H - PAD}" stroke="#5f6b7c" stroke-width="1.2"/>`);
  parts.push(`<clipPath id="plot"><rect x="${PAD}" y="${PAD}" width="${W - 2 * PAD}" height="${H - 2 * PAD}"/></clipPath>`);
  return parts;
}

/** The path of y = f(x) across the window, broken where f is undefined or far off. */
function curvePath(f: (x: number) => number, w: PlotWindow, sx: (x: number) => number, sy: (y: number) => number): string {
  const span = w.y[1] - w.y[0];
  let d = '';
  let pen = false;
  for (let i = 0; i <= 300; i++) {
    const x = w.x[0] + ((w.x[1] - w.x[0]) * i) / 300;
    const y = f(x);
    if (!Number.isFinite(y) || y > w.y[1] + 2 * span || y < w.y[0] - 2 * span) {
      pen = false;
      continue;
    }
    d += `${pen ? 'L' : 'M'}${r1(sx(x))} ${r1(sy(y))}`;
    pen = true;
  }
  return d;
}

/** The SVG elements of one spec (behind the curves, except the points, which the caller draws last). */
function specParts(spec: GraphSpec, w: PlotWindow, sx: (x: number) => number, sy: (y: number) => number): string[] {
  const parts: string[] = [];
  const aspect = (H - 2 * PAD) / (W - 2 * PAD);
  const clip = 'clip-path="url(#plot)"';
  switch (spec.kind) {
    case 'slope-field': {
      const f = fn2(spec.f);
      if (!f) break;
      const d = slopeSegments(f, w, { cols: 18, aspect })
        .map((s) => `M${r1(sx(s.x1))} ${r1(sy(s.y1))}L${r1(sx(s.x2))} ${r1(sy(s.y2))}`)
        .join('');
      parts.push(`<path d="${d}" stroke="#5f6b7c" stroke-width="1.3" stroke-linecap="round" fill="none"/>`);
      const fam = spec.family ? fn2(spec.family.replace(/\bC\b/g, 'y')) : null;
      for (const C of fam ? FAMILY_CONSTANTS.slice(0, 5) : []) {
        const path = curvePath((x) => fam!(x, C), w, sx, sy);
        if (path)
          parts.push(`<path d="${path}" fill="none" stroke="${COLORS[0]}" stroke-width="1.6" stroke-opacity="0.7" ${clip}/>`);
      }
      break;
    }
    case 'vector-field': {
      const [P, Q] = [fn2(spec.p), fn2(spec.q)];
      if (!P || !Q) break;
      const pot = spec.potential ? fn2(spec.potential) : null;
      if (pot) {
        const d = levelValues(pot, w)
          .flatMap((c) => contourSegments(pot, w, c))
          .map((s) => `M${r1(sx(s.x1))} ${r1(sy(s.y1))}L${r1(sx(s.x2))} ${r1(sy(s.y2))}`)
          .join('');
        if (d) parts.push(`<path d="${d}" stroke="${COLORS[2]}" stroke-width="1.4" fill="none" ${clip}/>`);
      }
      for (const a of fieldArrows(P, Q, w, { cols: 14, aspect })) {
        const [x1, y1, x2, y2] = [sx(a.x), sy(a.y), sx(a.x + a.dx), sy(a.y + a.dy)];
        const len = Math.hypot(x2 - x1, y2 - y1) || 1;
        const [ux, uy] = [(x2 - x1) / len, (y2 - y1) / len];
        const h = Math.min(6, len * 0.45);
        const head = `M${r1(x2)} ${r1(y2)}L${r1(x2 - h * ux - h * 0.5 * uy)} ${r1(y2 - h * uy + h * 0.5 * ux)}L${r1(x2 - h * ux + h * 0.5 * uy)} ${r1(y2 - h * uy - h * 0.5 * ux)}Z`;
        const c = magnitudeColor(a.relative);
        parts.push(
          `<path d="M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}" stroke="${c}" stroke-width="1.6"/><path d="${head}" fill="${c}"/>`,
        );
      }
      break;
    }
    case 'area': {
      const [f, g] = [fn2(spec.f), fn2(spec.g)];
      if (!f || !g) break;
      const poly = areaPolygon(
        (x) => f(x, 0),
        (x) => g(x, 0),
        spec.a,
        spec.b,
        200,
      );
      if (poly.length > 2)
        parts.push(
          `<path d="${poly.map(([x, y], i) => `${i ? 'L' : 'M'}${r1(sx(x))} ${r1(sy(y))}`).join('')}Z" fill="${COLORS[0]}" fill-opacity="0.25" stroke="none" ${clip}/>`,
        );
      break;
    }
    case 'points':
      break;
  }
  return parts;
}

/**
 * The picture of an answer graph with specs: functions of x (plain text) and specs, in the window of all specs.
 * @returns an SVG document, or null when there is no spec
 */
export function specGraphSvg(functions: readonly string[], specs: readonly GraphSpec[]): string | null {
  if (!specs.length) return null;
  const evalAt = (e: string, x: number) => fn2(e)?.(x, 0) ?? NaN;
  const w = specsWindow(specs, evalAt)!;
  const sx = (x: number) => PAD + ((x - w.x[0]) / (w.x[1] - w.x[0])) * (W - 2 * PAD);
  const sy = (y: number) => H - PAD - ((y - w.y[0]) / (w.y[1] - w.y[0])) * (H - 2 * PAD);
  const parts = frame(w, sx, sy);
  // regions first, then fields, then the curves, then the points on top
  for (const s of [...specs].sort((a, b) => Number(b.kind === 'area') - Number(a.kind === 'area')))
    parts.push(...specParts(s, w, sx, sy));
  functions.slice(0, 4).forEach((text, i) => {
    const f = fn2(text);
    const d = f ? curvePath((x) => f(x, 0), w, sx, sy) : '';
    if (d)
      parts.push(`<path d="${d}" fill="none" stroke="${COLORS[i % COLORS.length]}" stroke-width="2.2" clip-path="url(#plot)"/>`);
  });
  for (const s of specs) {
    const pts =
      s.kind === 'points'
        ? s.points
        : s.kind === 'slope-field' && s.through
          ? [s.through]
          : s.kind === 'vector-field' && s.at
            ? [s.at]
            : [];
    for (const [x, y] of pts)
      if (x >= w.x[0] && x <= w.x[1] && y >= w.y[0] && y <= w.y[1])
        parts.push(`<circle cx="${r1(sx(x))}" cy="${r1(sy(y))}" r="5" fill="#ffffff" stroke="#1c2127" stroke-width="2.5"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${parts.join('')}</svg>`;
}
