/**
 * Pure helpers around a routed question and its answer, shared by Ask and the tutor: the guard that tells
 * words from math, the single variable of an expression, and the functions worth plotting for a result.
 */
import type { ComputeResult } from '../compute';
import { decodeGraphSpec, type GraphSpec } from '../graph/spec';
import { gradientFieldGraph } from '../graph/build';

/** A graph function of an answer (spec §3 desmosFunction): plain-text expression in x, LaTeX for display. */
export interface GraphFunction {
  expression: string;
  latex: string;
}

const FUNCTION_NAMES = new Set([
  'sin',
  'cos',
  'tan',
  'cot',
  'sec',
  'csc',
  'arcsin',
  'arccos',
  'arctan',
  'asin',
  'acos',
  'atan',
  'sinh',
  'cosh',
  'tanh',
  'ln',
  'log',
  'exp',
  'sqrt',
  'abs',
  'pi',
  'e',
  'inf',
  'infinity',
]);

const MATH_WORDS = new Set([
  ...FUNCTION_NAMES,
  'arcsec',
  'arccsc',
  'arccot',
  'sgn',
  'floor',
  'ceil',
  'theta',
  'alpha',
  'beta',
  'gamma',
  'delta',
  'lambda',
  'mu',
  'sigma',
  'phi',
  'omega',
  'tau',
  'rho',
  'and',
  'or',
]);

/**
 * Whether the math part of a routed question is really math: a run of three or more letters that
 * is not a function, a constant or a Greek letter (after removing LaTeX commands) means words, as
 * in "write me a poem", which the engine would otherwise read as a product of variables.
 */
export function looksLikeMath(mathPart: string): boolean {
  const words = mathPart.replace(/\\[A-Za-z]+/g, ' ').match(/[A-Za-z]{3,}/g) ?? [];
  return words.every((w) => MATH_WORDS.has(w.toLowerCase()));
}

/** The single variable of a plain-text expression, or null if it has several (or none). */
export function singleVariable(text: string): string | null {
  const names = new Set((text.match(/[A-Za-z]+/g) ?? []).filter((w) => !FUNCTION_NAMES.has(w.toLowerCase())));
  const letters = new Set(
    [...names].flatMap((w) => (FUNCTION_NAMES.has(w) ? [] : w.length === 1 ? [w] : [...w].filter((c) => !'e'.includes(c)))),
  );
  return letters.size === 1 ? [...letters][0]! : null;
}

/** A list of points `(1, 3), (2, -7.5)` in a topic's graph (numbers only). */
const POINTS =
  /^\(\s*-?[\d.]+(?:e[-+]?\d+)?\s*,\s*-?[\d.]+(?:e[-+]?\d+)?\s*\)(?:\s*,\s*\(\s*-?[\d.]+(?:e[-+]?\d+)?\s*,\s*-?[\d.]+(?:e[-+]?\d+)?\s*\))*$/i;

/**
 * Graph functions worth plotting for a result: both sides of an equation or inequality, f and f' for a
 * derivative, the integrand, the function of a limit. Only single-variable expressions (renamed to x) of at
 * most 200 characters are kept; other tasks give none.
 */
export function graphFunctions(r: ComputeResult): GraphFunction[] {
  const asX = (text: string, v: string) => (v === 'x' ? text : text.replace(new RegExp(`\\b${v}\\b`, 'g'), 'x'));
  const plot = (text: string): GraphFunction | null => {
    const v = singleVariable(text);
    if (!v || text.length > 200) return null;
    const expression = asX(text, v);
    return { expression, latex: `y=${expression}` };
  };
  const out: (GraphFunction | null)[] = [];
  switch (r.task) {
    case 'solve':
    case 'inequality': {
      const sides = r.inputText.split(/<=|>=|=|<|>/);
      if (sides.length === 2)
        out.push(
          ...sides.map((s) =>
            /[A-Za-z]/.test(s) ? plot(s.trim()) : s.trim() ? { expression: s.trim(), latex: `y=${s.trim()}` } : null,
          ),
        );
      break;
    }
    case 'derivative':
      out.push(plot(r.inputText), plot(r.simplifyResultText));
      break;
    case 'indefinite-integral':
    case 'definite-integral':
    case 'limit':
      out.push(plot(r.inputText));
      break;
    case 'topic':
      // what the topic says its answer can show: a system's lines, a parabola, the line through two points
      // (and a list of points "(1, 3), (2, 7)": a sequence's terms, an equation's solutions on its curve — shown as dots;
      // a spec of math/graph/spec.ts — a direction or vector field, a region, labelled points — passed on as it is)
      for (const f of [...(r.topic?.graph ?? []), ...extraTopicGraph(r)]) {
        const spec = decodeGraphSpec(f);
        out.push(
          spec
            ? { expression: f, latex: specLatex(spec) }
            : POINTS.test(f)
              ? { expression: f, latex: f }
              : (plot(f) ?? (/[A-Za-z]/.test(f) ? null : { expression: f, latex: `y=${f}` })),
        );
      }
      break;
    default:
      break;
  }
  return out.filter((g): g is GraphFunction => !!g);
}

/** A short LaTeX label of a spec (the `latex` of its answer-graph entry). */
function specLatex(spec: GraphSpec): string {
  switch (spec.kind) {
    case 'slope-field':
      return `y'=${spec.f}`;
    case 'vector-field':
      return `F=(${spec.p}, ${spec.q})`;
    case 'area':
      return `${spec.a}\\le x\\le ${spec.b}`;
    case 'points':
      return spec.points.map(([x, y]) => `(${x}, ${y})`).join(', ');
  }
}

/**
 * Graph specs for answers whose topic gives none yet: a gradient of f(x, y) (multivariable topic, restated as
 * `grad(f)` or `grad(f) at (a, b)` by its reader) as the vector field ∇f with f's level curves — computed here from f,
 * independently of the topic's answer. Empty for anything else (and once the topic's own graph has a field).
 */
function extraTopicGraph(r: ComputeResult): string[] {
  if (r.topic?.id !== 'multivariable' || r.topic.task !== 'gradient') return [];
  if ((r.topic.graph ?? []).some((g) => decodeGraphSpec(g)?.kind === 'vector-field')) return [];
  const m = /^grad\((.+)\)(?:\s+at\s+\(\s*([^,()]+)\s*,\s*([^,()]+)\s*\))?$/.exec(r.inputText.trim());
  if (!m) return [];
  const field = gradientFieldGraph(m[1]!, m[2] !== undefined ? [m[2], m[3]!] : undefined);
  return field ? [field] : [];
}
