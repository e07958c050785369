/**
 * Solving of the `complex` topic with the steps of OpenStax College Algebra 2e §2.4 (arithmetic in a + bi form, powers
 * of i, division by the conjugate) and Precalculus 2e §8.5 (modulus, argument, polar form, De Moivre's theorem, n-th
 * roots), CC BY 4.0. Exact values through the engine ({@link CNum}); a decimal beside anything irrational.
 */
import type { Budget } from '../../budget';
import type { Expr } from '../../ast';
import { parse } from '../../parse';
import { toLatex, toText as printText } from '../../print';
import { MathError } from '../../errors';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { exact, fmt, step, type Exact } from '../geometry/util';
import { cconj, cmul, cnorm2, cpow, evalC, formatC, isRational, type CNum } from './cnum';
import { argumentOf, degreesOf, exponentialText, isSpecial, modulusOf, polarText } from './polar';

/** The exact number of an engine-text expression (throws VALIDATION_ERROR when it is not a complex number). */
export function numberOf(src: string): CNum {
  const z = evalC(parse(src));
  if (!z) throw new MathError('VALIDATION_ERROR', `Not a complex number: ${src}`, { reason: 'not-complex' });
  return z;
}

const tex = (z: CNum): string => formatC(z).latex;
const par = (z: CNum): string => `\\left(${tex(z)}\\right)`;
const pe = (e: Exact): string => (e.value < 0 ? `\\left(${e.latex}\\right)` : e.latex);

/** An exact complex answer in a + bi form, the decimal beside it when a part is irrational. */
export function complexAnswer(z: CNum, steps: Step[], kind: TopicAnswer['kind'] = 'expression'): TopicAnswer {
  const f = formatC(z);
  const plain = isRational(z.re) && isRational(z.im);
  const approx = formatC({ re: { ...z.re, text: fmt(z.re.value, 6) }, im: { ...z.im, text: fmt(z.im.value, 6) } }).text;
  return { kind, latex: f.latex, text: f.text, ...(plain ? {} : { approx }), steps, exact: true };
}

/** Steps of one binary operation on two complex numbers (the textbook's method for +, −, ×, ÷). */
function binarySteps(e: Expr, result: CNum): Step[] {
  if (!('args' in e)) return [];
  const [x, y] = (e.args as Expr[]).slice(0, 2).map((a) => numberOf(printText(a)));
  if (!x || !y) return [];
  const whole = `${par(x)}${e.k === 'add' ? ' + ' : e.k === 'sub' ? ' - ' : e.k === 'mul' ? '' : ' \\div '}${par(y)}`;
  if (e.k === 'add' || e.k === 'sub') {
    const op = e.k === 'add' ? '+' : '-';
    const grouped = `(${x.re.latex} ${op} ${pe(y.re)}) + (${x.im.latex} ${op} ${pe(y.im)})i`;
    return [
      step('complex-group-parts', whole, grouped, { eq: `${whole} = ${grouped}` }),
      step('complex-add-parts', grouped, tex(result), { eq: `${grouped} = ${tex(result)}` }),
    ];
  }
  if (e.k === 'mul') {
    const foil = `${pe(x.re)}\\cdot${pe(y.re)} + ${pe(x.re)}\\cdot${pe(y.im)}i + ${pe(x.im)}\\cdot${pe(y.re)}i + ${pe(x.im)}\\cdot${pe(y.im)}i^{2}`;
    const bd = exact(`(${x.im.text})*(${y.im.text})`);
    return [
      step('complex-multiply-foil', whole, foil, { eq: `${whole} = ${foil}` }),
      step('complex-i-squared', foil, tex(result), {
        eq: `i^{2} = -1`,
        bd: `${pe(bd)}i^{2} = ${exact(`-(${bd.text})`).latex}`,
        result: tex(result),
      }),
    ];
  }
  const c = cconj(y);
  const top = cmul(x, c);
  const n2 = cnorm2(y);
  const frac = `\\frac{${par(x)}${par(c)}}{${par(y)}${par(c)}} = \\frac{${tex(top)}}{${n2.latex}}`;
  return [
    step('complex-divide-conjugate', whole, frac, { conj: tex(c), eq: frac }),
    step('complex-standard-form', frac, tex(result), { eq: `\\frac{${tex(top)}}{${n2.latex}} = ${tex(result)}` }),
  ];
}

/** Arithmetic in a + bi form: + − × ÷, √ of a negative number, mixed expressions. */
export function solveArithmetic(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const e = parse(String(r.params.expr));
  const z = numberOf(String(r.params.expr));
  let steps: Step[] = [];
  if ((e.k === 'add' || e.k === 'mul') && e.args.length === 2) steps = binarySteps(e, z);
  else if (e.k === 'sub' || e.k === 'div') steps = binarySteps(e, z);
  else if ((e.k === 'fn' && e.name === 'sqrt') || (e.k === 'pow' && printText(e.args[1]) === '1/2')) {
    const a = exact(`-(${printText(e.args[0]!)})`);
    const mid = `\\sqrt{${a.latex}}\\,i`;
    steps = [
      step('complex-sqrt-negative', toLatex(e), mid, { eq: `\\sqrt{-${pe(a)}} = \\sqrt{${a.latex}}\\,\\sqrt{-1} = ${mid}` }),
      step('complex-standard-form', mid, tex(z), { eq: `${mid} = ${tex(z)}` }),
    ];
  }
  if (!steps.length) steps = [step('complex-evaluate', toLatex(e), tex(z), { eq: `${toLatex(e)} = ${tex(z)}` })];
  return complexAnswer(z, steps);
}

/** A power: i^n by the cycle of 4, (a + bi)^n by De Moivre's theorem when the angle is a special one. */
export function solvePower(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const e = parse(String(r.params.expr));
  if (e.k !== 'pow') return solveArithmetic(r, budget);
  const base = numberOf(printText(e.args[0]));
  const n = Number(printText(e.args[1]));
  const z = cpow(base, n);
  const whole = toLatex(e);
  if (base.re.text === '0' && base.im.text === '1' && n >= 0) {
    const rem = n % 4;
    const eq = `i^{${n}} = i^{4\\cdot ${(n - rem) / 4} + ${rem}} = \\left(i^{4}\\right)^{${(n - rem) / 4}}\\, i^{${rem}} = i^{${rem}}`;
    return complexAnswer(z, [
      step('complex-power-of-i', whole, `i^{${rem}}`, { n: String(n), r: String(rem), eq }),
      step('complex-i-cycle', `i^{${rem}}`, tex(z), { eq: `i^{${rem}} = ${tex(z)}` }),
    ]);
  }
  const mod = modulusOf(base);
  if (base.re.text === '0' && base.im.text === '0')
    return complexAnswer(z, [step('complex-evaluate', whole, tex(z), { eq: `${whole} = ${tex(z)}` })]);
  const th = argumentOf(base);
  if (!isSpecial(th) || n < 0) {
    return complexAnswer(z, [step('complex-power-expand', whole, tex(z), { n: String(n), eq: `${whole} = ${tex(z)}` })]);
  }
  const pol = polarText(mod, th);
  const rn = exact(`(${mod.text})^${n}`);
  const nt = exact(`${n}*(${th.text})`);
  const dm = `${whole} = ${rn.latex === '1' ? '' : rn.latex}\\left(\\cos\\left(${nt.latex}\\right) + i\\sin\\left(${nt.latex}\\right)\\right) = ${tex(z)}`;
  return complexAnswer(z, [
    step('complex-polar-form', tex(base), pol.latex, { eq: `${tex(base)} = ${pol.latex}` }),
    step('complex-de-moivre', pol.latex, tex(z), { eq: dm }),
  ]);
}

/** A number given in polar, trigonometric or exponential form written as a + bi. */
export function solveRectangular(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const e = parse(String(r.params.expr));
  const z = numberOf(String(r.params.expr));
  const vals: string[] = [];
  const walk = (x: Expr): void => {
    if (x.k === 'fn' && (x.name === 'cos' || x.name === 'sin') && vals.length < 6)
      vals.push(`${toLatex(x)} = ${exact(printText(x)).latex}`);
    if ('args' in x) (x.args as Expr[]).forEach(walk);
  };
  walk(e);
  const steps = vals.length ? [step('complex-rectangular-values', toLatex(e), '', { values: vals.join(',\\quad ') })] : [];
  steps.push(step('complex-standard-form', toLatex(e), tex(z), { eq: `${toLatex(e)} = ${tex(z)}` }));
  return complexAnswer(z, steps);
}

/** |a + bi| = √(a² + b²). */
export function solveModulus(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const z = numberOf(String(r.params.z));
  const m = modulusOf(z);
  const formula = '|a + bi| = \\sqrt{a^{2} + b^{2}}';
  const sub = `\\left|${tex(z)}\\right| = \\sqrt{${pe(z.re)}^{2} + ${pe(z.im)}^{2}} = \\sqrt{${cnorm2(z).latex}} = ${m.latex}`;
  const steps = [
    step('complex-modulus-formula', '', formula, { formula }),
    step('complex-modulus-substitute', formula, m.latex, { eq: sub }),
  ];
  const plain = isRational(m);
  if (!plain) steps.push(step('decimal-approximation', m.latex, `\\approx ${fmt(m.value, 6)}`));
  return { kind: 'number', latex: m.latex, text: m.text, ...(plain ? {} : { approx: fmt(m.value) }), steps, exact: true };
}

/** The steps that find the argument θ ∈ [0, 2π). */
function argumentSteps(z: CNum, th: Exact): Step[] {
  if (z.re.text === '0' || z.im.text === '0')
    return [
      step('complex-argument-axis', tex(z), th.latex, { pt: `(${z.re.latex}, ${z.im.latex})`, eq: `\\theta = ${th.latex}` }),
    ];
  const t = exact(`(${z.im.text})/(${z.re.text})`);
  return [
    step('complex-argument-tan', tex(z), th.latex, {
      t: `\\tan\\theta = \\frac{b}{a} = ${t.latex}`,
      pt: `(${z.re.latex}, ${z.im.latex})`,
      eq: `\\theta = ${th.latex}`,
    }),
  ];
}

/** arg(a + bi) in [0, 2π), exact, with degrees. */
export function solveArgument(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const z = numberOf(String(r.params.z));
  const th = argumentOf(z);
  const deg = degreesOf(th);
  const steps = argumentSteps(z, th);
  steps.push(
    step('complex-argument-degrees', th.latex, deg.text.replace('°', '^{\\circ}'), {
      deg: (deg.exact ? '' : '\\approx ') + deg.text.replace('°', '^{\\circ}'),
    }),
  );
  if (r.params.degrees && deg.exact)
    return { kind: 'number', latex: deg.text.replace('°', '^{\\circ}'), text: deg.text, steps, exact: true };
  const plain = th.text === '0';
  return {
    kind: 'number',
    latex: th.latex,
    text: th.text,
    ...(plain ? {} : { approx: `${fmt(th.value, 6)} (${deg.text})` }),
    steps,
    exact: true,
  };
}

/** r(cos θ + i sin θ) or r e^{iθ}, with r and θ ∈ [0, 2π) found as the textbook does. */
export function solvePolar(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const z = numberOf(String(r.params.z));
  const m = modulusOf(z);
  const th = argumentOf(z);
  const formula = 'r = \\sqrt{a^{2} + b^{2}}';
  const steps = [
    step('complex-modulus-formula', '', formula, { formula }),
    step('complex-modulus-substitute', formula, m.latex, { eq: `r = \\sqrt{${pe(z.re)}^{2} + ${pe(z.im)}^{2}} = ${m.latex}` }),
    ...argumentSteps(z, th),
  ];
  const pol = polarText(m, th);
  steps.push(step('complex-polar-form', tex(z), pol.latex, { eq: `${tex(z)} = ${pol.latex}` }));
  const out = r.params.form === 'exponential' ? exponentialText(m, th) : pol;
  if (r.params.form === 'exponential')
    steps.push(step('complex-exponential-form', pol.latex, out.latex, { eq: `${tex(z)} = ${out.latex}` }));
  const approx = isSpecial(th) && isRational(m) ? {} : { approx: `r ≈ ${fmt(m.value, 6)}, θ ≈ ${fmt(th.value, 6)}` };
  return { kind: 'expression', latex: out.latex, text: out.text, ...approx, steps, exact: true };
}

/** conj(a + bi) = a − bi. */
export function solveConjugate(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  const z = numberOf(String(r.params.z));
  const c = cconj(z);
  const prod = `${par(z)}${par(c)} = ${pe(z.re)}^{2} + ${pe(z.im)}^{2} = ${cnorm2(z).latex}`;
  return complexAnswer(c, [
    step('complex-conjugate-rule', tex(z), tex(c), { eq: `\\overline{${tex(z)}} = ${tex(c)}` }),
    step('complex-conjugate-check', tex(c), tex(c), { eq: prod }),
  ]);
}

/** One root r^(1/n)(cos φ + i sin φ) in a + bi form when cos and sin are exact closed forms, else in polar form. */
function rootForm(R: Exact, phi: Exact): { text: string; latex: string; z?: CNum } {
  const re = exact(`(${R.text})*cos(${phi.text})`);
  const im = exact(`(${R.text})*sin(${phi.text})`);
  if (isSpecial(re) && isSpecial(im)) return { ...formatC({ re, im }), z: { re, im } };
  return polarText(R, phi);
}

/** All n-th roots of c: r^(1/n)(cos((θ + 2πk)/n) + i sin((θ + 2πk)/n)), k = 0 … n − 1. */
export function solveRoots(r: TopicReading, budget: Budget): TopicAnswer {
  const n = Number(r.params.n);
  if (!Number.isInteger(n) || n < 2 || n > 24)
    throw new MathError('VALIDATION_ERROR', 'Root index out of range', { reason: 'index-range' });
  const c = numberOf(String(r.params.c));
  const m = modulusOf(c);
  const th = argumentOf(c);
  const R = exact(`(${m.text})^(1/${n})`);
  const formula = `z_k = \\sqrt[${n}]{r}\\left(\\cos\\frac{\\theta + 2\\pi k}{${n}} + i\\sin\\frac{\\theta + 2\\pi k}{${n}}\\right)`;
  const steps: Step[] = [
    step('complex-polar-form', tex(c), polarText(m, th).latex, { eq: `${tex(c)} = ${polarText(m, th).latex}` }),
    step('complex-roots-formula', '', formula, { formula, last: String(n - 1) }),
  ];
  const items: { text: string; latex: string }[] = [];
  for (let k = 0; k < n; k++) {
    budget.check();
    const phi = exact(`((${th.text}) + 2*pi*${k})/${n}`);
    const f = rootForm(R, phi);
    items.push(f);
    steps.push(step('complex-root-k', '', f.latex, { k: String(k), eq: `z_{${k}} = ${polarText(R, phi).latex} = ${f.latex}` }));
  }
  return {
    kind: 'list',
    latex: items.map((i) => i.latex).join(',\\quad '),
    text: items.map((i) => i.text).join(', '),
    items: items.map((i) => i.latex),
    steps,
    exact: true,
  };
}
