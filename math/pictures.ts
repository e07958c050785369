/**
 * Related pictures (§3 relatedImageStatus/Url of Ask outputs and tutor steps): a small SVG drawn
 * from a solved problem — the graph of its function(s) with the solutions marked for equations,
 * derivatives and integrals, a number line with the solution set for inequalities. Sampled with
 * the engine's real evaluator; the only text is tick values (numbers), so it needs no translation.
 */
import type { Expr } from './ast';
import { evalReal } from './numeric';
import { parse } from './parse';
import { decodeGraphSpec, type GraphSpec } from './graph/spec';
import { specGraphSvg } from './graph/picture';

const W = 480;
const H = 300;
const PAD = 24;

const esc = (n: number) => (Math.round(n * 10) / 10).toString();

function sample(e: Expr, v: string, lo: number, hi: number, n = 240): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i <= n; i++) {
    const x = lo + ((hi - lo) * i) / n;
    let y: number;
    try {
      y = evalReal(e, { [v]: x });
    } catch {
      y = NaN;
    }
    out.push([x, y]);
  }
  return out;
}

const COLORS = ['#2d72d2', '#d33d17', '#238551', '#935610'];

/**
 * Graph of up to four functions of `variable` with points marked (e.g. the roots).
 * @param fns plain-text expressions ("x^2 sin(x)")
 * @param marks x values to mark on the first function
 * @returns an SVG document, or null when nothing can be drawn
 */
export function graphSvg(fns: readonly string[], variable: string, marks: readonly number[] = []): string | null {
  const exprs: Expr[] = [];
  for (const f of fns.slice(0, 4)) {
    try {
      exprs.push(parse(f));
    } catch {
      /* skip what cannot be read */
    }
  }
  if (!exprs.length) return null;
  const finiteMarks = marks.filter(Number.isFinite);
  // Centred on the marked points (the roots) when there are any, else on 0.
  const centre = finiteMarks.length ? (Math.min(...finiteMarks) + Math.max(...finiteMarks)) / 2 : 0;
  const half = finiteMarks.length ? Math.max(4, (Math.max(...finiteMarks) - Math.min(...finiteMarks)) * 0.9) : 5;
  const [lo, hi] = [centre - half, centre + half];
  const curves = exprs.map((e) => sample(e, variable, lo, hi));
  const ys = curves
    .flat()
    .map(([, y]) => y)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (ys.length < 10) return null;
  // Robust y range: the 5th–95th percentile, widened a little, always containing 0.
  let ylo = Math.min(0, ys[Math.floor(ys.length * 0.05)]!);
  let yhi = Math.max(0, ys[Math.floor(ys.length * 0.95)]!);
  if (yhi - ylo < 1e-9) [ylo, yhi] = [ylo - 1, yhi + 1];
  const m = (yhi - ylo) * 0.12;
  ylo -= m;
  yhi += m;
  const sx = (x: number) => PAD + ((x - lo) / (hi - lo)) * (W - 2 * PAD);
  const sy = (y: number) => H - PAD - ((y - ylo) / (yhi - ylo)) * (H - 2 * PAD);
  const parts: string[] = [];
  parts.push(`<rect width="${W}" height="${H}" fill="#ffffff"/>`);
  // grid at integer steps that give at most ~12 lines
  const step = Math.max(1, Math.ceil((hi - lo) / 12));
  // Vertical grid lines with their x values under the x-axis (numbers only: nothing to translate).
  const axisY = Math.min(H - PAD, Math.max(PAD, sy(0)));
  for (let gx = Math.ceil(lo / step) * step; gx <= hi; gx += step) {
    parts.push(`<line x1="${esc(sx(gx))}" y1="${PAD}" x2="${esc(sx(gx))}" y2="${H - PAD}" stroke="#e5e8eb"/>`);
    if (gx !== 0)
      parts.push(
        `<text x="${esc(sx(gx))}" y="${esc(Math.min(H - 6, axisY + 14))}" font-family="sans-serif" font-size="11" fill="#5f6b7c" text-anchor="middle">${gx}</text>`,
      );
  }
  parts.push(`<line x1="${PAD}" y1="${esc(sy(0))}" x2="${W - PAD}" y2="${esc(sy(0))}" stroke="#5f6b7c" stroke-width="1.2"/>`);
  parts.push(`<line x1="${esc(sx(0))}" y1="${PAD}" x2="${esc(sx(0))}" y2="${H - PAD}" stroke="#5f6b7c" stroke-width="1.2"/>`);
  // Curves are clipped to the plot area; far-off values break the line instead of drawing a spike.
  parts.push(`<clipPath id="plot"><rect x="${PAD}" y="${PAD}" width="${W - 2 * PAD}" height="${H - 2 * PAD}"/></clipPath>`);
  const span = yhi - ylo;
  curves.forEach((pts, i) => {
    let d = '';
    let pen = false;
    for (const [x, y] of pts) {
      if (!Number.isFinite(y) || y > yhi + 2 * span || y < ylo - 2 * span) {
        pen = false;
        continue;
      }
      d += `${pen ? 'L' : 'M'}${esc(sx(x))} ${esc(sy(y))}`;
      pen = true;
    }
    if (d)
      parts.push(`<path d="${d}" fill="none" stroke="${COLORS[i % COLORS.length]}" stroke-width="2.2" clip-path="url(#plot)"/>`);
  });
  for (const x of finiteMarks) {
    let y: number;
    try {
      y = evalReal(exprs[0]!, { [variable]: x });
    } catch {
      continue;
    }
    if (Number.isFinite(y))
      parts.push(`<circle cx="${esc(sx(x))}" cy="${esc(sy(y))}" r="5" fill="#ffffff" stroke="${COLORS[0]}" stroke-width="2.5"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${parts.join('')}</svg>`;
}

/**
 * A number line for a solution set of intervals (open/closed ends, ±∞).
 * @param intervals e.g. `[{ lo: 2, hi: Infinity, loClosed: false, hiClosed: false }]`
 */
export function numberLineSvg(
  intervals: readonly { lo: number; hi: number; loClosed: boolean; hiClosed: boolean }[],
): string | null {
  const ends = intervals.flatMap((i) => [i.lo, i.hi]).filter(Number.isFinite);
  if (!intervals.length) return null;
  const c = ends.length ? (Math.min(...ends) + Math.max(...ends)) / 2 : 0;
  const r = Math.max(5, ...ends.map((e) => Math.abs(e - c) * 1.5));
  const [lo, hi] = [Math.floor(c - r), Math.ceil(c + r)];
  const h = 90;
  const y = 45;
  const sx = (x: number) => PAD + ((Math.max(lo, Math.min(hi, x)) - lo) / (hi - lo)) * (W - 2 * PAD);
  const parts = [
    `<rect width="${W}" height="${h}" fill="#ffffff"/>`,
    `<line x1="${PAD - 10}" y1="${y}" x2="${W - PAD + 10}" y2="${y}" stroke="#5f6b7c" stroke-width="1.5"/>`,
  ];
  const step = Math.max(1, Math.ceil((hi - lo) / 12));
  for (let t = Math.ceil(lo / step) * step; t <= hi; t += step) {
    parts.push(`<line x1="${esc(sx(t))}" y1="${y - 6}" x2="${esc(sx(t))}" y2="${y + 6}" stroke="#5f6b7c"/>`);
    parts.push(
      `<text x="${esc(sx(t))}" y="${y + 24}" font-family="sans-serif" font-size="12" fill="#5f6b7c" text-anchor="middle">${t}</text>`,
    );
  }
  for (const i of intervals) {
    parts.push(
      `<line x1="${esc(sx(i.lo))}" y1="${y}" x2="${esc(sx(i.hi))}" y2="${y}" stroke="${COLORS[0]}" stroke-width="6" stroke-linecap="butt"/>`,
    );
    for (const [end, closed] of [
      [i.lo, i.loClosed],
      [i.hi, i.hiClosed],
    ] as const) {
      if (!Number.isFinite(end)) continue;
      parts.push(
        `<circle cx="${esc(sx(end))}" cy="${y}" r="7" fill="${closed ? COLORS[0] : '#ffffff'}" stroke="${COLORS[0]}" stroke-width="3"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${h}" width="${W}" height="${h}">${parts.join('')}</svg>`;
}

/** Parses interval notation as the engine writes it: "(2, \infty)", "(-\infty, -1] \cup [3, \infty)". */
export function parseIntervals(latex: string): { lo: number; hi: number; loClosed: boolean; hiClosed: boolean }[] {
  const out: { lo: number; hi: number; loClosed: boolean; hiClosed: boolean }[] = [];
  const num = (s: string) => {
    const t = s.trim();
    if (/^-\s*\\infty$/.test(t)) return -Infinity;
    if (/^\\infty$/.test(t)) return Infinity;
    try {
      return evalReal(parse(t));
    } catch {
      return NaN;
    }
  };
  for (const m of latex.matchAll(/([[(])\s*([^,[\]()]+?)\s*,\s*([^,[\]()]+?)\s*([\])])/g)) {
    const lo = num(m[2]!);
    const hi = num(m[3]!);
    if (!Number.isNaN(lo) && !Number.isNaN(hi)) out.push({ lo, hi, loClosed: m[1] === '[', hiClosed: m[4] === ']' });
  }
  return out;
}

/** An SVG document as a `data:image/svg+xml;base64,…` URL (UTF-8), ready for an `<img src>` or a stored field. */
export function svgDataUrl(svg: string): string {
  // UTF-8 bytes → base64 with the standard btoa (Node ≥ 16 and browsers), so the engine stays free of Node's Buffer.
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** What {@link pictureFor} needs to know about a solved problem. */
export interface PictureProblem {
  task: string | null;
  answerLatex: string | null;
  functions: readonly { expression: string }[];
  solutions: readonly string[];
}

/**
 * The picture of a solved problem (an SVG document), or null when none helps.
 * @param p.task the engine's task (`solve`, `inequality`, `derivative`, ...)
 * @param p.answerLatex the final answer (interval notation for an inequality)
 * @param p.functions plain-text functions of x worth plotting (`graphFunctions` of Ask)
 * @param p.solutions an equation's solutions (plain text), marked on the graph
 */
export function pictureFor(p: PictureProblem): string | null {
  if (p.task === 'inequality') return p.answerLatex ? numberLineSvg(parseIntervals(p.answerLatex)) : null;
  // a graph with specs (a direction or vector field, a region, labelled points: math/graph/spec.ts) is drawn in their window
  const specs = p.functions.map((f) => decodeGraphSpec(f.expression)).filter((s): s is GraphSpec => !!s);
  if (specs.length)
    return specGraphSvg(
      p.functions.map((f) => f.expression).filter((t) => !decodeGraphSpec(t) && !/^\s*\(/.test(t)),
      specs,
    );
  // a list of points "(x, y), …" beside the functions (a topic's graph): their x values are marked on the first curve
  const isPoints = (t: string) => /^\(\s*-?[\d.]/.test(t.trim()) && !/[A-Za-z]/.test(t.replace(/e[-+]?\d/gi, ''));
  const fns = p.functions.map((f) => f.expression).filter((t) => !isPoints(t));
  const pointMarks = p.functions
    .filter((f) => isPoints(f.expression))
    .flatMap((f) => [...f.expression.matchAll(/\(\s*(-?[\d.]+(?:e[-+]?\d+)?)\s*,/gi)].map((m) => Number(m[1])));
  const marks = pointMarks.length
    ? pointMarks
    : p.task === 'solve'
      ? p.solutions.map((s) => {
          try {
            return evalReal(parse(s));
          } catch {
            return NaN;
          }
        })
      : [];
  return fns.length ? graphSvg(fns, 'x', marks) : null;
}
