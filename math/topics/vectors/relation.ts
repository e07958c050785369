/**
 * Parallel and orthogonal tests of the `vectors` topic (OpenStax Calculus Volume 3 §2.3, CC BY-NC-SA 4.0): u and v are
 * orthogonal when u·v = 0; parallel when one is a scalar multiple of the other (v = c·u), found from a nonzero component
 * and checked on every component. Answers yes/no (`true`/`false`) with the reason as a step, or `parallel` /
 * `orthogonal` / `neither` when the question asks which.
 */
import type { Budget } from '../../budget';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { exact, step, type Exact } from '../geometry/util';
import { vdot, vscale, vTex, type Vec } from './vec';
import { vectorsOf } from './solve';

/** The scalar c with v = c·u (u ≠ 0), or null when v is no multiple of u. */
export function multipleOf(u: Vec, v: Vec): Exact | null {
  const k = u.findIndex((c) => c.text !== '0');
  if (k < 0) return null;
  const c = exact(`(${v[k]!.text})/(${u[k]!.text})`);
  return vscale(c, u).every((x, i) => exact(`(${x.text})-(${v[i]!.text})`).text === '0') ? c : null;
}

/** The parallel verdict and its reason step. */
function parallelStep(u: Vec, v: Vec): { yes: boolean; s: Step } {
  const zero = (w: Vec) => w.every((c) => c.text === '0');
  if (zero(u) || zero(v))
    return { yes: true, s: step('vector-zero-vector', '', '', { eq: `\\vec 0 = ${vTex(u.map(() => exact('0')))}` }) };
  const c = multipleOf(u, v);
  if (c) return { yes: true, s: step('vector-parallel-yes', '', '', { eq: `${vTex(v)} = ${c.latex}\\,${vTex(u)}` }) };
  const k = u.findIndex((x) => x.text !== '0');
  const r = exact(`(${v[k]!.text})/(${u[k]!.text})`);
  return { yes: false, s: step('vector-parallel-no', '', '', { eq: `${vTex(v)} \\neq ${r.latex}\\,${vTex(u)}` }) };
}

/** The orthogonal verdict and its reason step. */
function orthogonalStep(u: Vec, v: Vec): { yes: boolean; s: Step } {
  const d = vdot(u, v);
  const eq = `\\vec u\\cdot\\vec v = ${u.map((c, i) => `${c.latex}\\cdot${v[i]!.value < 0 ? `\\left(${v[i]!.latex}\\right)` : v[i]!.latex}`).join(' + ')} = ${d.latex}`;
  return d.text === '0'
    ? { yes: true, s: step('vector-orthogonal-yes', '', '', { eq }) }
    : { yes: false, s: step('vector-orthogonal-no', '', '', { eq }) };
}

/** Are u and v parallel / orthogonal (yes or no), or which of parallel, orthogonal, neither. */
export function solveRelation(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const [u, v] = vectorsOf(r) as [Vec, Vec];
  const par = parallelStep(u, v);
  const ort = orthogonalStep(u, v);
  if (r.task === 'parallel' || r.task === 'orthogonal') {
    const res = r.task === 'parallel' ? par : ort;
    const first =
      r.task === 'parallel'
        ? step('vector-parallel-ratios', '', '', {
            eq:
              u
                .map((c, i) =>
                  c.text === '0' ? null : `\\frac{${v[i]!.latex}}{${c.latex}} = ${exact(`(${v[i]!.text})/(${c.text})`).latex}`,
                )
                .filter(Boolean)
                .join(',\\quad ') || '\\vec 0',
          })
        : step('vector-dot-formula', '', '', {
            formula: '\\vec u\\cdot\\vec v = u_1v_1 + u_2v_2' + (u.length === 3 ? ' + u_3v_3' : ''),
          });
    return {
      kind: 'boolean',
      latex: res.yes ? '\\text{yes}' : '\\text{no}',
      text: String(res.yes),
      value: res.yes,
      steps: [first, res.s],
      exact: true,
    };
  }
  const word = par.yes && ort.yes ? 'parallel and orthogonal' : par.yes ? 'parallel' : ort.yes ? 'orthogonal' : 'neither';
  const key =
    par.yes && ort.yes
      ? 'vectors.parallel-and-orthogonal'
      : (`vectors.${word as 'parallel' | 'orthogonal' | 'neither'}` as const);
  return { kind: 'expression', latex: `\\text{${word}}`, text: word, words: { key }, steps: [ort.s, par.s], exact: true };
}
