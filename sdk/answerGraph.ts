/**
 * The graph specs of an answer, on the client (issue #22, "the graph shows what helps"): an entry of an answer's
 * `desmosFunction` is either a function of x (`x^2 - 1`), a list of points (`(1, 3), (2, 7)`), or a spec written as
 * JSON by the engine (math/graph/spec.ts, `encodeGraphSpec`) — a direction field, a vector field, the region between
 * two curves, labelled points. This module reads specs without loading the math engine (the Ask page stays light,
 * issue #13) and describes a graph in words for screen readers and the answer's caption.
 *
 * The shapes mirror math/graph/spec.ts (the engine may not import the SDK); math/graph/spec.test.ts checks that every
 * spec the engine builds reads back here the same.
 */

/** Roles of labelled points; `graph:marks.<role>` translates each. */
export type AnswerGraphPointRole = 'tangency' | 'critical' | 'max' | 'min' | 'inflection';
const ROLES: readonly AnswerGraphPointRole[] = ['tangency', 'critical', 'max', 'min', 'inflection'];

/** A graph spec (plain-text expressions; see math/graph/spec.ts for the meaning of each field). */
export type AnswerGraphSpec =
  | { kind: 'slope-field'; f: string; through?: [number, number]; family?: string }
  | { kind: 'vector-field'; p: string; q: string; potential?: string; at?: [number, number] }
  | { kind: 'area'; f: string; g: string; a: number; b: number }
  | { kind: 'points'; role: AnswerGraphPointRole; points: [number, number][] };

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isPair = (v: unknown): v is [number, number] => Array.isArray(v) && v.length === 2 && v.every(isNum);
const isExpr = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 300;
const optional = (v: unknown, ok: (v: unknown) => boolean) => v === undefined || ok(v);

/**
 * Reads an answer-graph entry as a spec, or null when it is a function, a list of points or malformed (unknown kind,
 * a missing field, a non-finite number, b ≤ a, more than 400 points). Fields other than the kind's are dropped.
 */
export function readAnswerGraph(text: string): AnswerGraphSpec | null {
  if (!text.trimStart().startsWith('{')) return null;
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!o || typeof o !== 'object') return null;
  const pick = <T>(keys: string[]) => Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]])) as T;
  switch (o.kind) {
    case 'slope-field':
      return isExpr(o.f) && optional(o.through, isPair) && optional(o.family, isExpr)
        ? pick<AnswerGraphSpec>(['kind', 'f', 'through', 'family'])
        : null;
    case 'vector-field':
      return isExpr(o.p) && isExpr(o.q) && optional(o.potential, isExpr) && optional(o.at, isPair)
        ? pick<AnswerGraphSpec>(['kind', 'p', 'q', 'potential', 'at'])
        : null;
    case 'area':
      return isExpr(o.f) && isExpr(o.g) && isNum(o.a) && isNum(o.b) && o.b > o.a
        ? pick<AnswerGraphSpec>(['kind', 'f', 'g', 'a', 'b'])
        : null;
    case 'points':
      return ROLES.includes(o.role as AnswerGraphPointRole) &&
        Array.isArray(o.points) &&
        o.points.length > 0 &&
        o.points.length <= 400 &&
        o.points.every(isPair)
        ? pick<AnswerGraphSpec>(['kind', 'role', 'points'])
        : null;
    default:
      return null;
  }
}

/** Plain-text math as a reader says it: `2*x^2 - y` → `2x² − y`, `2*exp(-x)` → `2·exp(−x)` (no LaTeX in an alt text). */
export function speakableMath(text: string): string {
  return text
    .replace(/(\d)\s*\*\s*(?=[A-Za-z](?![A-Za-z])|\()/g, '$1')
    .replace(/\s*\*\s*/g, '·')
    .replace(/\^2(?![\d.])/g, '²')
    .replace(/\^3(?![\d.])/g, '³')
    .replace(/ - /g, ' − ')
    .replace(/(^|[(,\s])-/g, '$1−');
}

const num = (v: number) => String(Number(v.toPrecision(4)));
const point = ([x, y]: [number, number]) => `(${num(x)}, ${num(y)})`;

/** The translator the description needs (i18next's `t` of the `graph` namespace). */
export type GraphTranslate = (key: string, params?: Record<string, unknown>) => string;

/**
 * One entry described in words (`graph:spec.*`, `graph:marks.*`): "Direction field of y′ = x − y with the solution
 * through (0, 1)", "Local maximum (−1, 2)", "y = x²" for a function, the points as written for a list of points.
 */
export function describeAnswerGraphEntry(expression: string, t: GraphTranslate): string {
  const spec = readAnswerGraph(expression);
  const m = speakableMath;
  if (!spec) return /^\s*\(/.test(expression) ? expression : t('spec.curve', { f: m(expression) });
  switch (spec.kind) {
    case 'slope-field':
      if (spec.through) return t('spec.slopeFieldThrough', { f: m(spec.f), point: point(spec.through) });
      return t(spec.family ? 'spec.slopeFieldFamily' : 'spec.slopeField', { f: m(spec.f) });
    case 'vector-field':
      return spec.potential
        ? t('spec.gradientField', { f: m(spec.potential), p: m(spec.p), q: m(spec.q) })
        : t('spec.vectorField', { p: m(spec.p), q: m(spec.q) });
    case 'area':
      return t('spec.area', { f: m(spec.f), g: m(spec.g), a: num(spec.a), b: num(spec.b) });
    case 'points':
      return t('spec.points', { role: t(`marks.${spec.role}`), points: spec.points.slice(0, 8).map(point).join(', ') });
  }
}

/** A whole answer graph in words: its entries' descriptions joined (`graph:spec.describe`). */
export function describeAnswerGraph(entries: readonly { expression: string }[], t: GraphTranslate): string {
  return t('spec.describe', { items: entries.map((e) => describeAnswerGraphEntry(e.expression, t)).join('; ') });
}
