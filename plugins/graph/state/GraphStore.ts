/**
 * The graph calculator's state (mobx): the plotted functions (with colours), the visible x range
 * (follows zoom and pan), and the key points of the visible functions. The math it reads and
 * analyses with comes from ./graphMath.ts, handed over with `useMath` by whoever loads it first
 * (the graph view, the `graph:plot` command): the store itself stays light (issue #13).
 */
import { makeAutoObservable, observableRef } from 'mobx';
import { readAnswerGraph, type AnswerGraphSpec } from '@lemma/sdk';
import type { RealFn } from '../shared/analysis';
import type { GraphMath } from './graphMath';

/** A colour-blind-friendly palette (Okabe–Ito). */
export const PALETTE = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];

export interface GraphFunctionEntry {
  id: number;
  /** Plain text in x (what the evaluator reads), or an implicit equation in x and y. */
  expression: string;
  latex: string;
  color: string;
  visible: boolean;
  implicit: boolean;
  /** An inequality `y > f(x)` (above) or `y < f(x)` (below): the region is shaded; strict ones draw f dashed. */
  region?: 'above' | 'below';
  strict?: boolean;
  /** A list of points `(1, 3), (2, 7)` (a sequence's terms, an equation's solutions on its curve): drawn as dots. */
  points?: [number, number][];
  /**
   * A graph spec of an answer (math/graph/spec.ts; `expression` holds its JSON): a direction field, a vector field, the
   * region between two curves, labelled points. Drawn by the view; it has no key points of its own.
   */
  spec?: AnswerGraphSpec;
}

/** The expressions of a spec, each checked by the engine before the spec is added (x, y, and C of a family). */
function specExpressions(spec: AnswerGraphSpec): string[] {
  switch (spec.kind) {
    case 'slope-field':
      return [spec.f, ...(spec.family ? [spec.family] : [])];
    case 'vector-field':
      return [spec.p, spec.q, ...(spec.potential ? [spec.potential] : [])];
    case 'area':
      return [spec.f, spec.g];
    case 'points':
      return [];
  }
}

/** The colour of a spec's entry: a direction field in slate (its solution keeps the palette's first colour). */
const SPEC_COLOR: Partial<Record<AnswerGraphSpec['kind'], string>> = { 'slope-field': '#5f6b7c' };

/**
 * Reads a list of points `(1, 3), (2, 7), (3, 11)` (numbers only, at most 200 points), or null when the text is not
 * one. An answer's graph may carry such a list beside its functions (TopicAnswer.graph, issue #21).
 */
export function readPoints(text: string): [number, number][] | null {
  const t = text.trim();
  const NUM = '-?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:e[-+]?\\d+)?';
  const PT = `\\(\\s*(${NUM})\\s*,\\s*(${NUM})\\s*\\)`;
  if (!new RegExp(`^${PT}(?:\\s*[,;]\\s*${PT})*$`, 'i').test(t)) return null;
  const out: [number, number][] = [];
  for (const m of t.matchAll(new RegExp(PT, 'gi'))) out.push([Number(m[1]), Number(m[2])]);
  return out.length && out.length <= 200 && out.every((p) => p.every(Number.isFinite)) ? out : null;
}

/** Relation symbols of an inequality in plain text or LaTeX, with what they mean for y on the left. */
const RELATIONS: [RegExp, 'above' | 'below', boolean][] = [
  [/>=|≥|\\geq?(?![a-z])/, 'above', false],
  [/<=|≤|\\leq?(?![a-z])/, 'below', false],
  [/>|\\gt(?![a-z])/, 'above', true],
  [/<|\\lt(?![a-z])/, 'below', true],
];

/**
 * Reads an inequality in y: `y > f(x)`, `y \le f(x)`, or reversed (`f(x) < y`). Returns f (as typed)
 * and the shaded side, or null when the text is not such an inequality.
 */
export function readInequality(text: string): { f: string; region: 'above' | 'below'; strict: boolean } | null {
  for (const [re, region, strict] of RELATIONS) {
    const m = re.exec(text);
    if (!m || m.index === undefined) continue;
    const left = text.slice(0, m.index).trim();
    const right = text.slice(m.index + m[0].length).trim();
    if (/^y$/.test(left) && right && !/\by\b/.test(right)) return { f: right, region, strict };
    if (/^y$/.test(right) && left && !/\by\b/.test(left))
      return { f: left, region: region === 'above' ? 'below' : 'above', strict };
    return null;
  }
  return null;
}

export interface KeyPoint {
  x: number;
  y: number;
  kind: 'root' | 'min' | 'max' | 'intersection';
  color: string;
}

export class GraphStore {
  functions: GraphFunctionEntry[] = [];
  xDomain: [number, number] = [-6, 6];
  /** The y range, once points were added (they may lie far from y = 0); null: function-plot's default. */
  yDomain: [number, number] | null = null;
  selected: { x: number; y: number; expression: string } | null = null;
  /** The engine's reading and analysis, once loaded (null until then: no key points, nothing can be added). */
  math: GraphMath | null = null;
  private nextId = 1;

  constructor() {
    makeAutoObservable<GraphStore, 'nextId'>(this, { nextId: false, math: observableRef });
  }

  /** Hands the store the math (./graphMath.ts); key points appear once it is there. */
  useMath(math: GraphMath) {
    if (this.math !== math) this.math = math;
  }

  /**
   * The math, which `add` needs.
   * @throws Error when nothing handed it over yet (a programming error: load ./graphMath first)
   */
  private get engine(): GraphMath {
    if (!this.math) throw new Error('GraphStore: call useMath(graphMath) before adding functions');
    return this.math;
  }

  /**
   * Adds a function (plain text or LaTeX). An equation with y is plotted as an implicit curve;
   * `y = f(x)` as f; an inequality `y > f(x)` (or ≥, <, ≤) as f with its region shaded.
   * Returns an error reason for an expression it cannot read.
   */
  add(input: string, latex?: string): 'ok' | 'duplicate' | 'unreadable' {
    const { parse, toText, compile } = this.engine;
    let text = input.trim();
    let implicit = false;
    const points = readPoints(text);
    if (points) return this.addPoints(text, points, latex);
    const spec = readAnswerGraph(text);
    if (spec) return this.addSpec(text, spec, latex);
    const inequality = readInequality(text);
    if (inequality) {
      try {
        text = toText(parse(inequality.f));
        compile(text)(0.5);
      } catch {
        return 'unreadable';
      }
      if (this.functions.some((f) => f.expression === text && f.region === inequality.region && f.strict === inequality.strict))
        return 'duplicate';
      const id = this.nextId++;
      this.functions.push({
        id,
        expression: text,
        latex: latex ?? input,
        color: PALETTE[(id - 1) % PALETTE.length]!,
        visible: true,
        implicit: false,
        region: inequality.region,
        strict: inequality.strict,
      });
      return 'ok';
    }
    try {
      const m = /^\s*y\s*=(.+)$/.exec(text);
      if (m && !/\by\b/.test(m[1]!)) text = m[1]!.trim();
      if (text.includes('=')) {
        const [l, r] = text.split('=');
        text = `(${toText(parse(l!))}) - (${toText(parse(r!))})`;
        implicit = /\by\b/.test(text);
        if (!implicit) return 'unreadable';
      } else {
        text = toText(parse(text));
        compile(text)(0.5);
      }
    } catch {
      return 'unreadable';
    }
    if (this.functions.some((f) => f.expression === text)) return 'duplicate';
    const id = this.nextId++;
    this.functions.push({
      id,
      expression: text,
      latex: latex ?? input,
      color: PALETTE[(id - 1) % PALETTE.length]!,
      visible: true,
      implicit,
    });
    return 'ok';
  }

  /** A list of points as one entry; the view widens to show them all (x and y). */
  private addPoints(text: string, points: [number, number][], latex?: string): 'ok' | 'duplicate' {
    if (this.functions.some((f) => f.expression === text)) return 'duplicate';
    const id = this.nextId++;
    this.functions.push({
      id,
      expression: text,
      latex: latex ?? text,
      color: PALETTE[(id - 1) % PALETTE.length]!,
      visible: true,
      implicit: false,
      points,
    });
    const span = (vs: number[], base: [number, number]): [number, number] => {
      const [lo, hi] = [Math.min(...vs), Math.max(...vs)];
      const pad = Math.max(1, 0.15 * (hi - lo));
      return [Math.min(base[0], lo - pad), Math.max(base[1], hi + pad)];
    };
    const all = this.functions.flatMap((f) => f.points ?? []);
    this.xDomain = span(
      all.map((p) => p[0]),
      this.xDomain,
    );
    this.yDomain = span(
      all.map((p) => p[1]),
      this.yDomain ?? [-1, 1],
    );
    return 'ok';
  }

  /**
   * An answer's graph spec as one entry. Its expressions must parse; the first spec on the graph sets the window to
   * where it is best seen (math/graph/spec.ts, specWindow), the next ones widen it to show themselves too.
   */
  private addSpec(text: string, spec: AnswerGraphSpec, latex?: string): 'ok' | 'duplicate' | 'unreadable' {
    const { parse, compile, specWindow, windowUnion } = this.engine;
    try {
      for (const e of specExpressions(spec)) parse(e);
    } catch {
      return 'unreadable';
    }
    if (this.functions.some((f) => f.expression === text)) return 'duplicate';
    const id = this.nextId++;
    const firstSpec = !this.functions.some((f) => f.spec);
    this.functions.push({
      id,
      expression: text,
      latex: latex ?? text,
      color: SPEC_COLOR[spec.kind] ?? PALETTE[(id - 1) % PALETTE.length]!,
      visible: true,
      implicit: false,
      spec,
    });
    const w = specWindow(spec, (e: string, x: number) => {
      try {
        return compile(e)(x);
      } catch {
        return NaN;
      }
    });
    // the first spec sets the window; the next ones widen it (an answer's maximum and minimum both show)
    const joined = firstSpec || !this.yDomain ? w : windowUnion({ x: this.xDomain, y: this.yDomain }, w);
    this.xDomain = joined.x;
    this.yDomain = joined.y;
    return 'ok';
  }

  remove(id: number) {
    this.functions = this.functions.filter((f) => f.id !== id);
  }
  toggle(id: number) {
    const f = this.functions.find((x) => x.id === id);
    if (f) f.visible = !f.visible;
  }
  clear() {
    this.functions = [];
    this.selected = null;
    this.yDomain = null;
  }
  /** The visible x range (and the y range, kept once points fixed it), after zoom and pan. */
  setDomain(d: [number, number], y?: [number, number]) {
    if (Number.isFinite(d[0]) && Number.isFinite(d[1]) && d[1] > d[0]) this.xDomain = d;
    if (y && this.yDomain && Number.isFinite(y[0]) && Number.isFinite(y[1]) && y[1] > y[0]) this.yDomain = y;
  }
  select(p: { x: number; y: number; expression: string } | null) {
    this.selected = p;
  }

  /** Key points of the visible explicit functions in the visible range. */
  get keyPoints(): KeyPoint[] {
    if (!this.math) return [];
    const { compile, roots, extrema, intersections } = this.math;
    const [a, b] = this.xDomain;
    const fns: { f: RealFn; color: string }[] = [];
    for (const fn of this.functions) {
      if (!fn.visible || fn.implicit || fn.points || fn.spec) continue;
      try {
        fns.push({ f: compile(fn.expression), color: fn.color });
      } catch {
        /* skip unreadable */
      }
    }
    const out: KeyPoint[] = [];
    for (const { f, color } of fns) {
      for (const x of roots(f, a, b)) out.push({ x, y: 0, kind: 'root', color });
      for (const e of extrema(f, a, b)) out.push({ ...e, color });
    }
    for (let i = 0; i < fns.length; i++)
      for (let j = i + 1; j < fns.length; j++)
        for (const p of intersections(fns[i]!.f, fns[j]!.f, a, b)) out.push({ ...p, kind: 'intersection', color: '#5f6b7c' });
    return out;
  }
}
