/**
 * The measurement formulas of the standard plane and solid shapes (perimeter, area, volume, surface area), as
 * data: the dimensions a formula needs, the formula in the engine's plain syntax (for the exact answer) and as a
 * LaTeX template (for the steps), and an independent floating-point implementation used only by `verify`.
 * Sources of the formulas: OpenStax Prealgebra 2e, §9.4–9.6 and §10.x (CC BY 4.0); Heron's formula: OpenStax
 * Algebra and Trigonometry 2e, §10.2.
 */
export type Shape =
  | 'square'
  | 'rectangle'
  | 'triangle'
  | 'right-triangle'
  | 'parallelogram'
  | 'trapezoid'
  | 'rhombus'
  | 'circle'
  | 'cube'
  | 'box'
  | 'cylinder'
  | 'cone'
  | 'sphere'
  | 'hemisphere'
  | 'pyramid';
export type Quantity = 'area' | 'perimeter' | 'circumference' | 'volume' | 'surface-area' | 'lateral-area';

/** Canonical dimension names: s side, l length, w width, h height, b base, b1/b2 parallel sides, r radius,
 * sl slant height, s1..s3 sides, leg1/leg2 legs, d1/d2 diagonals. */
export type Dim = 's' | 'l' | 'w' | 'h' | 'b' | 'b1' | 'b2' | 'r' | 'sl' | 's1' | 's2' | 's3' | 'leg1' | 'leg2' | 'd1' | 'd2';

export interface Formula {
  shape: Shape;
  quantity: Quantity;
  dims: Dim[];
  /** Engine plain syntax with `{dim}` placeholders. */
  expr: string;
  /** LaTeX of the right-hand side with `{dim}` placeholders. */
  tex: string;
  /** Step rule that names the formula. */
  rule: 'area-formula' | 'perimeter-formula' | 'volume-formula' | 'surface-area-formula' | 'heron-formula';
  /** 1 length, 2 area, 3 volume. */
  power: 1 | 2 | 3;
  /** Independent numeric implementation (used by verify only). */
  check: (v: Record<string, number>) => number;
}

/** LaTeX symbol shown for each dimension in a formula. */
export const DIM_SYMBOL: Record<Dim, string> = {
  s: 's',
  l: 'l',
  w: 'w',
  h: 'h',
  b: 'b',
  b1: 'b_1',
  b2: 'b_2',
  r: 'r',
  sl: 'l',
  s1: 'a',
  s2: 'b',
  s3: 'c',
  leg1: 'a',
  leg2: 'b',
  d1: 'd_1',
  d2: 'd_2',
};

const PI = Math.PI;
const F = (shape: Shape, quantity: Quantity, dims: Dim[], expr: string, tex: string, check: Formula['check']): Formula => {
  const power = quantity === 'volume' ? 3 : quantity === 'perimeter' || quantity === 'circumference' ? 1 : 2;
  const rule =
    quantity === 'volume'
      ? 'volume-formula'
      : power === 1
        ? 'perimeter-formula'
        : quantity === 'area'
          ? dims[0] === 's1'
            ? 'heron-formula'
            : 'area-formula'
          : 'surface-area-formula';
  return { shape, quantity, dims, expr, tex, rule, power, check };
};

/** Every formula the geometry topic knows. Exactly one formula matches a (shape, quantity, dimension set). */
export const FORMULAS: Formula[] = [
  F('square', 'area', ['s'], '{s}^2', '{s}^{2}', (v) => v.s * v.s),
  F('square', 'perimeter', ['s'], '4*{s}', '4{s}', (v) => v.s + v.s + v.s + v.s),
  F('rectangle', 'area', ['l', 'w'], '{l}*{w}', '{l}\\cdot {w}', (v) => v.l * v.w),
  F('rectangle', 'perimeter', ['l', 'w'], '2*({l}+{w})', '2({l} + {w})', (v) => v.l + v.w + v.l + v.w),
  F('triangle', 'area', ['b', 'h'], '1/2*{b}*{h}', '\\frac{1}{2}\\cdot {b}\\cdot {h}', (v) => (v.b * v.h) / 2),
  F(
    'triangle',
    'area',
    ['s1', 's2', 's3'],
    'sqrt(({s1}+{s2}+{s3})/2*(({s2}+{s3}-{s1})/2)*(({s1}+{s3}-{s2})/2)*(({s1}+{s2}-{s3})/2))',
    '\\sqrt{p(p-{s1})(p-{s2})(p-{s3})},\\quad p = \\frac{{s1}+{s2}+{s3}}{2}',
    (v) => triangleAreaByCoordinates(v.s1, v.s2, v.s3),
  ),
  F('triangle', 'perimeter', ['s1', 's2', 's3'], '{s1}+{s2}+{s3}', '{s1} + {s2} + {s3}', (v) => v.s3 + v.s2 + v.s1),
  F(
    'right-triangle',
    'area',
    ['leg1', 'leg2'],
    '1/2*{leg1}*{leg2}',
    '\\frac{1}{2}\\cdot {leg1}\\cdot {leg2}',
    (v) => (v.leg1 * v.leg2) / 2,
  ),
  F(
    'right-triangle',
    'perimeter',
    ['leg1', 'leg2'],
    '{leg1}+{leg2}+sqrt({leg1}^2+{leg2}^2)',
    '{leg1} + {leg2} + \\sqrt{{leg1}^{2} + {leg2}^{2}}',
    (v) => v.leg1 + v.leg2 + Math.hypot(v.leg1, v.leg2),
  ),
  F('parallelogram', 'area', ['b', 'h'], '{b}*{h}', '{b}\\cdot {h}', (v) => v.b * v.h),
  F('parallelogram', 'perimeter', ['s1', 's2'], '2*({s1}+{s2})', '2({s1} + {s2})', (v) => 2 * v.s1 + 2 * v.s2),
  F(
    'trapezoid',
    'area',
    ['b1', 'b2', 'h'],
    '1/2*({b1}+{b2})*{h}',
    '\\frac{1}{2}({b1} + {b2})\\cdot {h}',
    (v) => (v.b1 * v.h + v.b2 * v.h) / 2,
  ),
  F('rhombus', 'area', ['d1', 'd2'], '1/2*{d1}*{d2}', '\\frac{1}{2}\\cdot {d1}\\cdot {d2}', (v) => (v.d1 * v.d2) / 2),
  F('rhombus', 'perimeter', ['s'], '4*{s}', '4{s}', (v) => 4 * v.s),
  F('circle', 'area', ['r'], 'pi*{r}^2', '\\pi {r}^{2}', (v) => PI * v.r * v.r),
  F('circle', 'circumference', ['r'], '2*pi*{r}', '2\\pi {r}', (v) => PI * (v.r + v.r)),
  F('cube', 'volume', ['s'], '{s}^3', '{s}^{3}', (v) => v.s * v.s * v.s),
  F('cube', 'surface-area', ['s'], '6*{s}^2', '6{s}^{2}', (v) => 6 * v.s * v.s),
  F('box', 'volume', ['l', 'w', 'h'], '{l}*{w}*{h}', '{l}\\cdot {w}\\cdot {h}', (v) => v.l * v.w * v.h),
  F(
    'box',
    'surface-area',
    ['l', 'w', 'h'],
    '2*({l}*{w}+{l}*{h}+{w}*{h})',
    '2({l}{w} + {l}{h} + {w}{h})',
    (v) => 2 * v.l * v.w + 2 * v.l * v.h + 2 * v.w * v.h,
  ),
  F('cylinder', 'volume', ['r', 'h'], 'pi*{r}^2*{h}', '\\pi {r}^{2} {h}', (v) => PI * v.r * v.r * v.h),
  F(
    'cylinder',
    'surface-area',
    ['r', 'h'],
    '2*pi*{r}^2+2*pi*{r}*{h}',
    '2\\pi {r}^{2} + 2\\pi {r} {h}',
    (v) => 2 * PI * v.r * (v.r + v.h),
  ),
  F('cylinder', 'lateral-area', ['r', 'h'], '2*pi*{r}*{h}', '2\\pi {r} {h}', (v) => 2 * PI * v.r * v.h),
  F('cone', 'volume', ['r', 'h'], '1/3*pi*{r}^2*{h}', '\\frac{1}{3}\\pi {r}^{2} {h}', (v) => (PI * v.r * v.r * v.h) / 3),
  F('cone', 'surface-area', ['r', 'sl'], 'pi*{r}^2+pi*{r}*{sl}', '\\pi {r}^{2} + \\pi {r} {sl}', (v) => PI * v.r * (v.r + v.sl)),
  F(
    'cone',
    'surface-area',
    ['r', 'h'],
    'pi*{r}^2+pi*{r}*sqrt({r}^2+{h}^2)',
    '\\pi {r}^{2} + \\pi {r}\\sqrt{{r}^{2} + {h}^{2}}',
    (v) => PI * v.r * (v.r + Math.hypot(v.r, v.h)),
  ),
  F('cone', 'lateral-area', ['r', 'sl'], 'pi*{r}*{sl}', '\\pi {r} {sl}', (v) => PI * v.r * v.sl),
  F('sphere', 'volume', ['r'], '4/3*pi*{r}^3', '\\frac{4}{3}\\pi {r}^{3}', (v) => (4 * PI * v.r ** 3) / 3),
  F('sphere', 'surface-area', ['r'], '4*pi*{r}^2', '4\\pi {r}^{2}', (v) => 4 * PI * v.r ** 2),
  F('hemisphere', 'volume', ['r'], '2/3*pi*{r}^3', '\\frac{2}{3}\\pi {r}^{3}', (v) => (2 * PI * v.r ** 3) / 3),
  F('pyramid', 'volume', ['s', 'h'], '1/3*{s}^2*{h}', '\\frac{1}{3}{s}^{2} {h}', (v) => (v.s * v.s * v.h) / 3),
  F('pyramid', 'volume', ['l', 'w', 'h'], '1/3*{l}*{w}*{h}', '\\frac{1}{3}{l}{w}{h}', (v) => (v.l * v.w * v.h) / 3),
  F('pyramid', 'surface-area', ['s', 'sl'], '{s}^2+2*{s}*{sl}', '{s}^{2} + 2{s}{sl}', (v) => v.s * v.s + 4 * ((v.s * v.sl) / 2)),
  F(
    'pyramid',
    'surface-area',
    ['s', 'h'],
    '{s}^2+2*{s}*sqrt({h}^2+({s}/2)^2)',
    '{s}^{2} + 2{s}\\sqrt{{h}^{2} + \\left(\\frac{{s}}{2}\\right)^{2}}',
    (v) => v.s * v.s + 2 * v.s * Math.hypot(v.h, v.s / 2),
  ),
];

/** Area of a triangle with sides a, b, c by placing it in coordinates (law of cosines for the apex), not Heron. */
function triangleAreaByCoordinates(a: number, b: number, c: number): number {
  // A = (0,0), B = (c,0), C = (x,y) with |AC| = b, |BC| = a.
  const x = (b * b + c * c - a * a) / (2 * c);
  const y = Math.sqrt(Math.max(0, b * b - x * x));
  return (c * y) / 2;
}

/** The formula for a shape, quantity and set of given dimensions, or undefined. */
export function findFormula(shape: Shape, quantity: Quantity, dims: readonly string[]): Formula | undefined {
  const q = quantity === 'perimeter' && shape === 'circle' ? 'circumference' : quantity;
  const key = [...dims].sort().join(',');
  return FORMULAS.find((f) => f.shape === shape && f.quantity === q && [...f.dims].sort().join(',') === key);
}
