/**
 * Solving of the `vectors` topic with the steps of OpenStax Precalculus 2e §8.8 and Calculus Volume 3 §2.1–2.4 (CC BY
 * 4.0): magnitude, dot and cross product, angle between two vectors (exact when cos θ is a special value, degrees
 * beside), unit vector, linear combinations, parallel/orthogonal tests, vector and scalar projection, components from
 * magnitude and direction angle. Exact components through the engine.
 */
import type { Budget } from '../../budget';
import { MathError } from '../../errors';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { exact, fmt, isPlainNumber, step, type Exact } from '../geometry/util';
import { argumentOf, degreesOf } from '../complex/polar';
import { cTex, vadd, vcross, vdot, vnorm, vscale, vTex, vText, type Vec } from './vec';

/** The reading's vectors as exact components (JSON strings → engine values). */
export function vectorsOf(r: TopicReading): Vec[] {
  const vs = r.params.vectors as string[][];
  if (!Array.isArray(vs) || vs.some((v) => !Array.isArray(v) || v.length < 2 || v.length > 3))
    throw new MathError('VALIDATION_ERROR', 'Bad vectors', { reason: 'bad-vectors' });
  return vs.map((v) => v.map((c) => exact(String(c))));
}

/** An exact number answer with its decimal beside it when it is not a plain number. */
function numberAnswer(v: Exact, steps: Step[]): TopicAnswer {
  const plain = isPlainNumber(v.text) || /^-?\d+\/\d+$/.test(v.text);
  if (!plain) steps.push(step('decimal-approximation', v.latex, `\\approx ${fmt(v.value, 6)}`));
  return { kind: 'number', latex: v.latex, text: v.text, ...(plain ? {} : { approx: fmt(v.value) }), steps, exact: true };
}

/** A vector answer, decimals beside irrational components. */
function vectorAnswer(v: Vec, steps: Step[]): TopicAnswer {
  const plain = v.every((c) => /^-?\d+(?:\.\d+)?(?:\/\d+)?$/.test(c.text));
  return {
    kind: 'vector',
    latex: vTex(v),
    text: vText(v),
    ...(plain ? {} : { approx: `<${v.map((c) => fmt(c.value, 6)).join(', ')}>` }),
    steps,
    exact: true,
  };
}

const sumSq = (u: Vec): string => u.map((c) => `${cTex(c)}^{2}`).join(' + ');
const dotSum = (u: Vec, v: Vec): string => u.map((c, i) => `${cTex(c)}\\cdot${cTex(v[i]!)}`).join(' + ');

/** |v| = √(v₁² + v₂² (+ v₃²)). */
export function solveMagnitude(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const [u] = vectorsOf(r) as [Vec];
  const m = vnorm(u);
  const formula =
    u.length === 3 ? '\\|\\vec v\\| = \\sqrt{v_1^{2} + v_2^{2} + v_3^{2}}' : '\\|\\vec v\\| = \\sqrt{v_1^{2} + v_2^{2}}';
  const eq = `\\sqrt{${sumSq(u)}} = \\sqrt{${vdot(u, u).latex}} = ${m.latex}`;
  return numberAnswer(m, [
    step('vector-magnitude-formula', '', formula, { formula }),
    step('vector-magnitude-substitute', formula, m.latex, { eq }),
  ]);
}

/** u·v = Σ uᵢvᵢ. */
export function solveDot(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const [u, v] = vectorsOf(r) as [Vec, Vec];
  const d = vdot(u, v);
  const formula = u.length === 3 ? '\\vec u\\cdot\\vec v = u_1v_1 + u_2v_2 + u_3v_3' : '\\vec u\\cdot\\vec v = u_1v_1 + u_2v_2';
  return numberAnswer(d, [
    step('vector-dot-formula', '', formula, { formula }),
    step('vector-dot-substitute', formula, d.latex, { eq: `${dotSum(u, v)} = ${d.latex}` }),
  ]);
}

/** u × v by the determinant with i, j, k in the first row. */
export function solveCross(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const [u, v] = vectorsOf(r) as [Vec, Vec];
  const w = vcross(u, v);
  const [a, b, c] = u.map(cTex);
  const [d, e, f] = v.map(cTex);
  const formula = `\\vec u\\times\\vec v = \\begin{vmatrix} \\mathbf i & \\mathbf j & \\mathbf k \\\\ ${a} & ${b} & ${c} \\\\ ${d} & ${e} & ${f} \\end{vmatrix}`;
  const eq = `\\left\\langle ${b}\\cdot${f} - ${c}\\cdot${e},\\ ${c}\\cdot${d} - ${a}\\cdot${f},\\ ${a}\\cdot${e} - ${b}\\cdot${d} \\right\\rangle = ${vTex(w)}`;
  return vectorAnswer(w, [
    step('vector-cross-formula', '', formula, { formula }),
    step('vector-cross-substitute', formula, vTex(w), { eq }),
  ]);
}

/** The angle θ with cos θ = u·v / (|u||v|), exact when special, with degrees. */
export function solveAngle(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const [u, v] = vectorsOf(r) as [Vec, Vec];
  const [d, mu, mv] = [vdot(u, v), vnorm(u), vnorm(v)];
  if (mu.text === '0' || mv.text === '0')
    throw new MathError('VALIDATION_ERROR', 'The zero vector has no direction', { reason: 'zero-vector' });
  const cos = exact(`(${d.text})/((${mu.text})*(${mv.text}))`);
  const th = exact(`acos(${cos.text})`);
  const degE = exact(`(${th.text})*180/pi`);
  const degExact = /^\d+(?:\.\d+)?$/.test(degE.text);
  const deg = degExact ? `${degE.text}^{\\circ}` : `\\approx ${fmt(degE.value, 6)}^{\\circ}`;
  const formula = '\\cos\\theta = \\frac{\\vec u\\cdot\\vec v}{\\|\\vec u\\|\\,\\|\\vec v\\|}';
  const steps = [
    step('vector-angle-formula', '', formula, { formula }),
    step('vector-angle-values', formula, cos.latex, {
      eq: `\\vec u\\cdot\\vec v = ${d.latex},\\ \\|\\vec u\\| = ${mu.latex},\\ \\|\\vec v\\| = ${mv.latex},\\ \\cos\\theta = ${cos.latex}`,
    }),
    step('vector-angle-result', cos.latex, th.latex, { eq: `\\theta = ${th.latex}`, deg }),
  ];
  if (r.params.degrees && degExact)
    return { kind: 'number', latex: `${degE.latex}^{\\circ}`, text: `${degE.text}°`, steps, exact: true };
  const approx = `${fmt(th.value, 6)} (${degExact ? '' : '≈ '}${fmt(degE.value, 6)}°)`;
  return { kind: 'number', latex: th.latex, text: th.text, ...(th.text === '0' ? {} : { approx }), steps, exact: true };
}

/**
 * The direction angle θ ∈ [0°, 360°) of a 2-D vector from tan θ = b/a and the quadrant (OpenStax Precalculus 2e §8.8):
 * exact in degrees when it is a rational number of degrees, else exact in radians with the degrees beside it.
 */
export function solveDirection(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const [u] = vectorsOf(r) as [Vec];
  if (u.every((c) => c.text === '0'))
    throw new MathError('VALIDATION_ERROR', 'The zero vector has no direction', { reason: 'zero-vector' });
  const th = argumentOf({ re: u[0]!, im: u[1]! });
  const deg = degreesOf(th);
  const pt = `(${u[0]!.latex}, ${u[1]!.latex})`;
  const steps =
    u[0]!.text === '0' || u[1]!.text === '0'
      ? [step('complex-argument-axis', vTex(u), th.latex, { pt, eq: `\\theta = ${th.latex}` })]
      : [
          step('vector-direction-tan', vTex(u), th.latex, {
            t: `\\tan\\theta = \\frac{${u[1]!.latex}}{${u[0]!.latex}}`,
            pt,
            eq: `\\theta = ${th.latex}`,
          }),
        ];
  const degL = deg.text.replace('°', '^{\\circ}');
  steps.push(step('complex-argument-degrees', th.latex, degL, { deg: (deg.exact ? '' : '\\approx ') + degL }));
  if (deg.exact) return { kind: 'number', latex: degL, text: deg.text, steps, exact: true };
  return { kind: 'number', latex: th.latex, text: th.text, approx: `${fmt(th.value, 6)} (${deg.text})`, steps, exact: true };
}

/** v / |v|. */
export function solveUnit(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const [u] = vectorsOf(r) as [Vec];
  const m = vnorm(u);
  if (m.text === '0') throw new MathError('VALIDATION_ERROR', 'The zero vector has no direction', { reason: 'zero-vector' });
  const w = u.map((c) => exact(`(${c.text})/(${m.text})`));
  return vectorAnswer(w, [
    step('vector-magnitude-substitute', vTex(u), m.latex, { eq: `\\|\\vec v\\| = \\sqrt{${sumSq(u)}} = ${m.latex}` }),
    step('vector-unit-divide', vTex(u), vTex(w), { m: m.latex, eq: `\\frac{1}{${m.latex}}${vTex(u)} = ${vTex(w)}` }),
  ]);
}

/** a·u + b·v + …: scalar multiples, then component-wise sums. */
export function solveCombination(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const terms = (r.params.terms as { c: string; v: string[] }[]).map((t) => ({ c: exact(t.c), v: t.v.map((x) => exact(x)) }));
  if (!terms.length || terms.some((t) => t.v.length !== terms[0]!.v.length))
    throw new MathError('VALIDATION_ERROR', 'Vectors of different sizes', { reason: 'dimension-mismatch' });
  const scaled = terms.map((t) => vscale(t.c, t.v));
  const steps: Step[] = [];
  if (terms.some((t) => t.c.text !== '1'))
    steps.push(
      step('vector-scalar-multiple', r.inputLatex, '', {
        eq: terms.map((t, i) => `${t.c.text === '1' ? '' : t.c.latex}${vTex(t.v)} = ${vTex(scaled[i]!)}`).join(',\\quad '),
      }),
    );
  const sum = scaled.reduce(vadd);
  if (scaled.length > 1)
    steps.push(step('vector-add-components', '', vTex(sum), { eq: `${scaled.map(vTex).join(' + ')} = ${vTex(sum)}` }));
  return vectorAnswer(sum, steps);
}

/** proj_v u = (u·v / v·v) v, and the scalar projection u·v / |v|. */
export function solveProjection(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const [u, v] = vectorsOf(r) as [Vec, Vec];
  const [d, vv] = [vdot(u, v), vdot(v, v)];
  if (vv.text === '0') throw new MathError('VALIDATION_ERROR', 'Projection onto the zero vector', { reason: 'zero-vector' });
  if (r.task === 'scalar-projection') {
    const s = exact(`(${d.text})/sqrt(${vv.text})`);
    const formula = '\\operatorname{comp}_{\\vec v}\\vec u = \\frac{\\vec u\\cdot\\vec v}{\\|\\vec v\\|}';
    return numberAnswer(s, [
      step('vector-projection-formula', '', formula, { formula }),
      step('vector-projection-substitute', formula, s.latex, { eq: `\\frac{${d.latex}}{\\sqrt{${vv.latex}}} = ${s.latex}` }),
    ]);
  }
  const k = exact(`(${d.text})/(${vv.text})`);
  const w = vscale(k, v);
  const formula = '\\operatorname{proj}_{\\vec v}\\vec u = \\frac{\\vec u\\cdot\\vec v}{\\vec v\\cdot\\vec v}\\,\\vec v';
  return vectorAnswer(w, [
    step('vector-projection-formula', '', formula, { formula }),
    step('vector-projection-substitute', formula, vTex(w), { eq: `\\frac{${d.latex}}{${vv.latex}}${vTex(v)} = ${vTex(w)}` }),
  ]);
}

/** v = ⟨|v| cos θ, |v| sin θ⟩ from the magnitude and the direction angle in degrees. */
export function solveComponents(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const [m, deg] = [String(r.params.r), String(r.params.deg)];
  const th = exact(`(${deg})*pi/180`);
  const w = [exact(`(${m})*cos(${th.text})`), exact(`(${m})*sin(${th.text})`)];
  const formula = '\\vec v = \\left\\langle \\|\\vec v\\|\\cos\\theta, \\|\\vec v\\|\\sin\\theta \\right\\rangle';
  return vectorAnswer(w, [
    step('vector-components-formula', '', formula, { formula }),
    step('vector-components-substitute', formula, vTex(w), {
      eq: `\\left\\langle ${m}\\cos ${deg}^{\\circ}, ${m}\\sin ${deg}^{\\circ} \\right\\rangle = ${vTex(w)}`,
    }),
  ]);
}
