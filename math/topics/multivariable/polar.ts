/**
 * Double integrals in polar coordinates and triple integrals in cylindrical and spherical coordinates (OpenStax
 * Calculus Volume 3 §5.3 and §5.5 exercise style, CC BY-NC-SA 4.0; no text taken) over the regions a textbook uses:
 * disks, annuli and their halves or quadrants; solid cylinders x² + y² ≤ a, c ≤ z ≤ d; balls, spherical shells and
 * hemispheres centred at the origin. "evaluate ∬ (x^2+y^2) dA over the disk x^2+y^2 <= 4", "integrate e^(-(x^2+y^2))
 * over the region x^2+y^2<=1 using polar coordinates", "triple integral of z over the cylinder x^2+y^2<=1, 0<=z<=2",
 * "volume of the sphere of radius 2 using spherical coordinates". Any other region is not read (null).
 * Solved with x = r cos θ, y = r sin θ, dA = r dr dθ (dV = r dz dr dθ; x = ρ sin φ cos θ, …, dV = ρ² sin φ dρ dφ dθ),
 * inner integral first, exactly. Checked by nested Gauss–Legendre quadrature in Cartesian coordinates over the same
 * region (cosine-clustered nodes, so the square-root ends of the disk do not spoil it), independent of the solve path.
 */
import type { Budget } from '../../budget';
import { toText } from '../../print';
import { simplify, mkMul, mkPow } from '../../simplify';
import { type Expr, num, subst } from '../../ast';
import type { Step } from '../../steps';
import type { TopicAnswer, TopicReading } from '../types';
import { step } from '../geometry/util';
import { integrateIterated, numberAnswer } from './solve';
import { tex, P, val, free, unsupported } from './util';

type Sys = 'polar' | 'cylindrical' | 'spherical';
/** A region: radial range (squared radius, numbers), θ as quadrants 0..3 (θ from kπ/2), φ half, z range. */
interface Region {
  sys: Sys;
  r2: [number, number];
  quads: number[];
  zHalf?: 'upper' | 'lower';
  z?: [string, string];
}

const num0 = (s: string): number | null => {
  try {
    const e = P(s);
    if (free(e).length) return null;
    const x = val(e);
    return Number.isFinite(x) ? x : null;
  } catch {
    return null;
  }
};

/** Quadrants 0..3 (θ in [kπ/2, (k+1)π/2]) covering a θ range whose ends are multiples of π/2; null otherwise. */
function quadrantsOf(lo: number, hi: number): number[] | null {
  const [a, b] = [(2 * lo) / Math.PI, (2 * hi) / Math.PI];
  if (Math.abs(a - Math.round(a)) > 1e-9 || Math.abs(b - Math.round(b)) > 1e-9 || !(b > a) || b - a > 4 + 1e-9) return null;
  const out: number[] = [];
  for (let k = Math.round(a); k < Math.round(b); k++) out.push(((k % 4) + 4) % 4);
  return out;
}

/** Region words as inequalities: "disk of radius 2" → x^2+y^2<=(2)^2, "unit ball" → x^2+y^2+z^2<=1, … */
function canonical(region: string): { terms: string[]; upper?: 'x' | 'y' | 'z' } | null {
  let s = region
    .toLowerCase()
    .replace(/^(?:the\s+|a\s+)/, '')
    .replace(
      /^(?:closed\s+|solid\s+|region\s+|domain\s+|inside\s+(?:of\s+)?(?:the\s+)?|bounded\s+by\s+(?:the\s+)?|enclosed\s+by\s+(?:the\s+)?)+/,
      '',
    )
    .replace(/\s*,?\s*(?:centered|centred)\s+at\s+the\s+origin/, '')
    .trim();
  let upper: 'x' | 'y' | 'z' | undefined;
  const half = /^(upper|top|lower|bottom|right|left)\s+half\s+of\s+(?:the\s+)?(.+)$/.exec(s);
  if (half) {
    s = half[2]!;
    upper = undefined;
    const side = half[1]!;
    const third = /ball|sphere|^x\^2\s*\+\s*y\^2\s*\+\s*z\^2/.test(s);
    const axis = /upper|top|lower|bottom/.test(side) ? (third ? 'z' : 'y') : 'x';
    const sign = /upper|top|right/.test(side) ? '>=' : '<=';
    s = `${s}, ${axis}${sign}0`;
  }
  s = s
    // a hemisphere says which half (upper/lower) or carries its own z ≥ 0 / z ≤ 0 (else "needz": not read)
    .replace(
      /^(upper|lower)\s+hemisphere\s+(?:of\s+)?radius\s+([^\s,;]+)/,
      (_m, h: string, r: string) => `x^2+y^2+z^2<=(${r})^2, z${h === 'upper' ? '>=' : '<='}0`,
    )
    .replace(
      /^(upper|lower)\s+hemisphere\s+(x\^2.+)$/,
      (_m, h: string, rest: string) => `${rest}, z${h === 'upper' ? '>=' : '<='}0`,
    )
    .replace(/^hemisphere\s+(?:of\s+)?radius\s+([^\s,;]+)/, 'x^2+y^2+z^2<=($1)^2, needz')
    .replace(/^hemisphere\s+(x\^2.+)$/, '$1, needz')
    .replace(
      /^annulus\s+between\s+(?:the\s+)?circles\s+(?:of\s+radi(?:us|i)\s+|r\s*=\s*)([^\s,;]+)\s+and\s+(?:r\s*=\s*)?([^\s,;]+)/,
      '($1)^2<=x^2+y^2<=($2)^2',
    )
    .replace(/^cylinder\s+of\s+radius\s+([^\s,;]+)\s+and\s+height\s+([^\s,;]+)/, 'x^2+y^2<=($1)^2, 0<=z<=$2')
    .replace(/^unit\s+(?:disk|disc|circle)/, 'x^2+y^2<=1')
    .replace(/^unit\s+(?:ball|sphere)/, 'x^2+y^2+z^2<=1')
    .replace(/^(?:disk|disc|circle)\s+(?:of\s+|with\s+)?radius\s+([^\s,;]+)/, 'x^2+y^2<=($1)^2')
    .replace(/^(?:ball|sphere)\s+(?:of\s+|with\s+)?radius\s+([^\s,;]+)/, 'x^2+y^2+z^2<=($1)^2')
    .replace(/^(?:disk|disc|circle|cylinder|annulus|ball|sphere)\s+/, '')
    .replace(/\s*,?\s*(?:and\s+)?(?:in|inside)\s+the\s+first\s+quadrant$/, ', x>=0, y>=0')
    .replace(/\s*,?\s*(?:and\s+)?(?:in|inside)\s+the\s+first\s+octant$/, ', x>=0, y>=0, z>=0');
  const terms = s
    .split(/\s*(?:,|;|\band\b)\s*/)
    .map((t) => t.replace(/\s+/g, ''))
    .filter(Boolean);
  return terms.length ? { terms, upper } : null;
}

/** The region of a question's region text, or null when it is not one of the shapes above. */
export function readRegion(text: string, dims: 2 | 3, hint: Sys | null): Region | null {
  const c = canonical(text);
  if (!c) return null;
  let xy: [number, number] | null = null;
  let xyz: [number, number] | null = null;
  let z: [string, string] | null = null;
  const signs: Record<string, '+' | '-'> = {};
  const needZ = c.terms.includes('needz');
  let thetaQuads: number[] | null = null;
  for (let t of c.terms.filter((x) => x !== 'needz')) {
    t = t.replace(/=(?=[^<>=]*$)/, (m, i: number) => (/[<>]/.test(t.slice(0, i)) ? m : '<=')); // "x^2+y^2=4": inside the circle
    let m: RegExpExecArray | null;
    const ring = (lo: string | undefined, hi: string): [number, number] | null => {
      const a = lo === undefined ? 0 : num0(lo);
      const b = num0(hi);
      return a !== null && b !== null && a >= 0 && b > a ? [a, b] : null;
    };
    if ((m = /^(?:(.+?)<=?)?x\^2\+y\^2\+z\^2<=?(.+)$/.exec(t))) xyz = ring(m[1], m[2]!);
    else if ((m = /^(?:(.+?)<=?)?x\^2\+y\^2<=?(.+)$/.exec(t))) xy = ring(m[1], m[2]!);
    else if ((m = /^(.+?)<=?z<=?(.+)$/.exec(t))) z = num0(m[1]!) !== null && num0(m[2]!) !== null ? [m[1]!, m[2]!] : null;
    else if ((m = /^(.+?)<=?r<=?(.+)$/.exec(t))) {
      // polar bounds written out: 0 <= r <= 2 (numbers), a <= θ <= b (multiples of π/2)
      const [a, b] = [num0(m[1]!), num0(m[2]!)];
      if (a === null || b === null || a < 0 || !(b > a)) return null;
      xy = [a * a, b * b];
    } else if ((m = /^(.+?)<=?theta<=?(.+)$/.exec(t))) {
      const [a, b] = [num0(m[1]!), num0(m[2]!)];
      thetaQuads = a === null || b === null ? null : quadrantsOf(a, b);
      if (!thetaQuads) return null;
    } else if ((m = /^([xyz])(>=?|<=?)0$/.exec(t)) || (m = /^0(<=?|>=?)([xyz])$/.exec(t))) {
      const [v, op] = /[xyz]/.test(m[1]!) ? [m[1]!, m[2]!] : [m[2]!, m[1]!.replace('<', '>')];
      signs[v] = op.startsWith('>') ? '+' : '-';
    } else return null;
    if ((/x\^2/.test(t) && !xy && !xyz) || (/z/.test(t) && /<=?z<=?/.test(t) && !z)) return null;
  }
  const quads = [0, 1, 2, 3].filter(
    (k) =>
      (!thetaQuads || thetaQuads.includes(k)) &&
      (signs.x ?? (k === 0 || k === 3 ? '+' : '-')) === (k === 0 || k === 3 ? '+' : '-') &&
      (signs.y ?? (k < 2 ? '+' : '-')) === (k < 2 ? '+' : '-'),
  );
  if (needZ && !signs.z) return null;
  if (xyz && !xy && !z && dims === 3) {
    if (hint && hint !== 'spherical') return null;
    return { sys: 'spherical', r2: xyz, quads, zHalf: signs.z ? (signs.z === '+' ? 'upper' : 'lower') : undefined };
  }
  if (xy && !xyz && !signs.z) {
    if (dims === 2 && !z && (!hint || hint === 'polar')) return { sys: 'polar', r2: xy, quads };
    if (dims === 3 && z && (!hint || hint === 'cylindrical')) return { sys: 'cylindrical', r2: xy, quads, z };
  }
  return null;
}

const HINT = String.raw`(?:use|using|with|in|by\s+(?:changing|converting)\s+to|by\s+using)\s+(polar|cylindrical|spherical)\s+coordinates`;

/** Reads a double/triple integral over a round region, or a volume "using spherical coordinates"; null otherwise. */
export function readRegionIntegral(q0: string): TopicReading | null {
  let hint: Sys | null = null;
  let q = q0.replace(new RegExp(`^${HINT}\\s*(?:,|to)?\\s*`, 'i'), (_m, h: string) => {
    hint = h.toLowerCase() as Sys;
    return '';
  });
  q = q.replace(new RegExp(`\\s*,?\\s*${HINT}$`, 'i'), (_m, h: string) => {
    hint = h.toLowerCase() as Sys;
    return '';
  });
  const lead = String.raw`^(?:find|compute|calculate|determine|evaluate|what\s+is|use\s+a\s+(?:triple|double)\s+integral\s+to\s+find)?\s*(?:the\s+)?`;
  let m = new RegExp(
    `${lead}(volume|area)\\s+of\\s+(.+?)(?:\\s+(?:using|with)\\s+a\\s+(?:triple|double)\\s+integral)?$`,
    'i',
  ).exec(q);
  let f = '1';
  let dims: 2 | 3 = 3;
  let region: string;
  if (m) {
    if (!hint && !/(?:triple|double)\s+integral/i.test(q)) return null;
    dims = m[1]!.toLowerCase() === 'area' ? 2 : 3;
    region = m[2]!;
  } else {
    m = new RegExp(
      `${lead}(?:(double|triple)\\s+integral\\s+of|integrate)\\s+(.+?)\\s*(?:\\bd([av]))?\\s*,?\\s+(?:over|on|inside|within|where\\s+[a-z]\\s+is)\\s+(.+)$`,
      'i',
    ).exec(q);
    if (!m) return null;
    f = m[2]!;
    region = m[4]!.replace(/^\{\s*\((?:x,\s*y(?:,\s*z)?|r,\s*theta)\)\s*[:|]\s*(.+?)\s*\}$/, '$1');
    const said = m[1]?.toLowerCase() ?? (m[3] ? (m[3].toLowerCase() === 'a' ? 'double' : 'triple') : null);
    dims =
      said === 'double'
        ? 2
        : said === 'triple'
          ? 3
          : hint === 'polar'
            ? 2
            : hint
              ? 3
              : /\bz\b|ball|sphere|cylinder/.test(`${f} ${region}`)
                ? 3
                : 2;
  }
  let fe: Expr;
  try {
    fe = P(f);
  } catch {
    return null;
  }
  if (fe.k === 'rel' || fe.k === 'list' || free(fe).some((s) => !['x', 'y', 'z'].slice(0, dims).includes(s))) return null;
  // "the cylinder of radius 2 and height 3" does not say where it stands: only integrands without z are read
  if (/radius\s+\S+\s+and\s+height/i.test(region) && free(fe).includes('z')) return null;
  const reg = readRegion(region, dims, hint);
  if (!reg) return null;
  return {
    topic: 'multivariable',
    task: `${reg.sys}-integral`,
    params: { f: toText(fe), region: reg },
    inputLatex: `${dims === 2 ? '\\iint_D' : '\\iiint_E'} ${tex(fe)}\\, ${dims === 2 ? 'dA' : 'dV'}`,
    inputText: `${reg.sys}_integral(${toText(fe)})`,
  };
}

/** f(x, y[, z]) as h(s[, z]) with s = x² + y² (+ z²) when it is one (checked at sample points), else null. */
function radial(f: Expr, vars: string[]): Expr | null {
  let h = subst(f, 'x', mkPow({ k: 'sym', name: 's' }, num(1, 2)));
  for (const v of vars.slice(1)) h = subst(h, v, num(0));
  h = simplify(h);
  for (const [a, b, c] of [
    [0.3, 0.7, 0.5],
    [-1.1, 0.4, -0.8],
    [0.9, -1.3, 1.2],
  ] as const) {
    const env = { x: a, y: b, z: c };
    const s = vars.reduce((acc, v) => acc + env[v as 'x'] ** 2, 0);
    const hv = val(h, { s, z: c });
    if (!Number.isFinite(hv) || Math.abs(hv - val(f, env)) > 1e-9 * (1 + Math.abs(hv))) return null;
  }
  return h;
}

/** |r| and √(r²) are r for r ≥ 0 (ρ likewise): the simplifier keeps them. */
function positive(e: Expr, v: string): Expr {
  const map = (x: Expr): Expr => {
    if (x.k === 'fn' && x.name === 'abs' && x.args[0]!.k === 'sym' && x.args[0]!.name === v) return x.args[0]!;
    if ('args' in x && Array.isArray(x.args)) return { ...x, args: x.args.map(map) } as Expr;
    return x;
  };
  return simplify(map(e));
}

const THETA = ['0', 'pi/2', 'pi', '3*pi/2', '2*pi'];

/** The θ range of a region's quadrants (they are consecutive modulo 4). */
function thetaRange(quads: number[]): [string, string] {
  if (quads.length === 4) return ['0', '2*pi'];
  const start = quads.find((k) => !quads.includes((k + 3) % 4))!;
  const lo = start === 3 && quads.length > 1 ? '-pi/2' : THETA[start]!;
  const hi = start === 3 && quads.length > 1 ? THETA[quads.length - 1]! : THETA[start + quads.length]!;
  return [lo, hi];
}

/** The integral in polar, cylindrical or spherical coordinates, inner integral first. */
export function solveRegionIntegral(r: TopicReading, budget: Budget): TopicAnswer {
  const f = P(String(r.params.f));
  const reg = r.params.region as Region;
  const [lo2, hi2] = reg.r2;
  const rlo = toText(simplify(mkPow(P(String(lo2)), num(1, 2))));
  const rhi = toText(simplify(mkPow(P(String(hi2)), num(1, 2))));
  if (!reg.quads.length) throw unsupported('The region is empty');
  const [t0, t1] = thetaRange(reg.quads);
  const sym = (n: string) => ({ k: 'sym', name: n }) as Expr;
  const cos = (e: Expr) => ({ k: 'fn', name: 'cos', args: [e] }) as Expr;
  const sin = (e: Expr) => ({ k: 'fn', name: 'sin', args: [e] }) as Expr;
  const [R, T, F] = [sym('r'), sym('theta'), sym('phi')];
  let g: Expr;
  let bounds: { v: string; lo: string; hi: string }[];
  let subsTex: string;
  const steps: Step[] = [];
  if (reg.sys === 'spherical') {
    const rho = sym('rho');
    const h = radial(f, ['x', 'y', 'z']);
    const axial = h ? null : radial(f, ['x', 'y']);
    const inner = h
      ? subst(h, 's', mkPow(rho, num(2)))
      : axial
        ? subst(subst(axial, 's', mkPow(mkMul([rho, sin(F)]), num(2))), 'z', mkMul([rho, cos(F)]))
        : subst(subst(subst(f, 'x', mkMul([rho, sin(F), cos(T)])), 'y', mkMul([rho, sin(F), sin(T)])), 'z', mkMul([rho, cos(F)]));
    g = positive(simplify(mkMul([inner, mkPow(rho, num(2)), sin(F)])), 'rho');
    const [p0, p1] = reg.zHalf === 'upper' ? ['0', 'pi/2'] : reg.zHalf === 'lower' ? ['pi/2', 'pi'] : ['0', 'pi'];
    bounds = [
      { v: 'rho', lo: rlo, hi: rhi },
      { v: 'phi', lo: p0, hi: p1 },
      { v: 'theta', lo: t0, hi: t1 },
    ];
    subsTex = `x = \\rho\\sin\\phi\\cos\\theta,\\ y = \\rho\\sin\\phi\\sin\\theta,\\ z = \\rho\\cos\\phi,\\ dV = \\rho^{2}\\sin\\phi\\,d\\rho\\,d\\phi\\,d\\theta`;
    steps.push(step('mv-spherical-substitute', '', tex(g), { eq: subsTex, integrand: `${tex(g)}\\,d\\rho\\,d\\phi\\,d\\theta` }));
  } else {
    const h = radial(f, ['x', 'y']);
    const inner = h ? subst(h, 's', mkPow(R, num(2))) : subst(subst(f, 'x', mkMul([R, cos(T)])), 'y', mkMul([R, sin(T)]));
    g = positive(simplify(mkMul([inner, R])), 'r');
    bounds = [
      { v: 'r', lo: rlo, hi: rhi },
      { v: 'theta', lo: t0, hi: t1 },
    ];
    if (reg.sys === 'cylindrical') bounds.unshift({ v: 'z', lo: reg.z![0], hi: reg.z![1] });
    const d = reg.sys === 'polar' ? 'dA = r\\,dr\\,d\\theta' : 'dV = r\\,dz\\,dr\\,d\\theta';
    subsTex = `x = r\\cos\\theta,\\ y = r\\sin\\theta,\\ ${d}`;
    const diffs = reg.sys === 'polar' ? '\\,dr\\,d\\theta' : '\\,dz\\,dr\\,d\\theta';
    steps.push(step(`mv-${reg.sys}-substitute`, '', tex(g), { eq: subsTex, integrand: `${tex(g)}${diffs}` }));
  }
  const name = (v: string) => (v.length > 1 ? `\\${v}` : v);
  steps.push(
    step('mv-region-limits', '', '', {
      eq: bounds.map((b) => `${tex(P(b.lo))} \\le ${name(b.v)} \\le ${tex(P(b.hi))}`).join(',\\ '),
    }),
  );
  const { value, steps: inner } = integrateIterated(g, bounds, budget);
  return numberAnswer(value, [...steps, ...inner]);
}

const GL_N = 24;
/** Gauss–Legendre nodes and weights on [−1, 1] (Newton on P_n; Golub–Welsch would do the same). */
const GL = (() => {
  const xs: number[] = [];
  const ws: number[] = [];
  const n = GL_N;
  for (let i = 1; i <= n; i++) {
    let x = Math.cos((Math.PI * (i - 0.25)) / (n + 0.5));
    let dp = 0;
    for (let it = 0; it < 100; it++) {
      let p0 = 1;
      let p1 = x;
      for (let k = 2; k <= n; k++) [p0, p1] = [p1, ((2 * k - 1) * x * p1 - (k - 1) * p0) / k];
      dp = (n * (x * p1 - p0)) / (x * x - 1);
      const dx = p1 / dp;
      x -= dx;
      if (Math.abs(dx) < 1e-15) break;
    }
    xs.push(x);
    ws.push(2 / ((1 - x * x) * dp * dp));
  }
  return { xs, ws };
})();

/**
 * ∫_a^b h with Gauss–Legendre nodes clustered at both ends by x = a + (b − a)(1 − cos πs)/2 (square-root ends of a
 * disk's chord become smooth). Exported for the line-integral check.
 */
export function glIntegrate(h: (x: number) => number, a: number, b: number): number {
  if (!(b > a)) return 0;
  let sum = 0;
  for (let i = 0; i < GL_N; i++) {
    const s = (GL.xs[i]! + 1) / 2;
    const x = a + ((b - a) * (1 - Math.cos(Math.PI * s))) / 2;
    const dx = ((b - a) * Math.PI * Math.sin(Math.PI * s)) / 2;
    sum += (GL.ws[i]! / 2) * h(x) * dx;
  }
  return sum;
}

/** ∫ over |t| in [lo, hi] with t of the given signs (both when none): split at kinks for accuracy. */
function symmetric(h: (t: number) => number, lo: number, hi: number, sign: '+' | '-' | 'both'): number {
  let s = 0;
  if (sign !== '-') s += glIntegrate(h, lo, hi);
  if (sign !== '+') s += glIntegrate((t) => h(-t), lo, hi);
  return s;
}

/** The same integral in Cartesian coordinates: x outermost, then y (then z), over the region's quadrants. */
function cartesian(f: Expr, reg: Region): number {
  const [a2, b2] = reg.r2;
  const [r1, r2] = [Math.sqrt(a2), Math.sqrt(b2)];
  const F = (x: number, y: number, z = 0) => val(f, { x, y, z });
  let total = 0;
  for (const k of reg.quads) {
    const sx = k === 0 || k === 3 ? 1 : -1;
    const sy = k < 2 ? 1 : -1;
    // y ≥ 0 side of the quadrant, |x| from the axis outwards; x split at r1 (the inner circle's kink)
    const inner = (ax: number): number => {
      const x = sx * ax;
      const ylo = Math.sqrt(Math.max(0, a2 - ax * ax));
      const yhi = Math.sqrt(Math.max(0, b2 - ax * ax));
      if (reg.sys === 'polar') return glIntegrate((ay) => F(x, sy * ay), ylo, yhi);
      if (reg.sys === 'cylindrical') {
        const [z0, z1] = [val(P(reg.z![0])), val(P(reg.z![1]))];
        return glIntegrate((ay) => glIntegrate((z) => F(x, sy * ay, z), z0, z1), ylo, yhi);
      }
      // spherical: y over [0, √(b² − x²)], split where the inner sphere ends; z over the shell's chords
      const zpart = (ay: number) => {
        const rest = ax * ax + ay * ay;
        const zlo = Math.sqrt(Math.max(0, a2 - rest));
        const zhi = Math.sqrt(Math.max(0, b2 - rest));
        const sign = reg.zHalf === 'upper' ? '+' : reg.zHalf === 'lower' ? '-' : 'both';
        return symmetric((z) => F(x, sy * ay, z), zlo, zhi, sign);
      };
      const kink = Math.sqrt(Math.max(0, a2 - ax * ax));
      return glIntegrate(zpart, 0, kink) + glIntegrate(zpart, kink, yhi);
    };
    total += glIntegrate(inner, 0, Math.min(r1, r2)) + glIntegrate(inner, r1, r2);
  }
  return total;
}

/** True when the exact answer matches the Cartesian quadrature (relative 1e-6). */
export function verifyRegionIntegral(r: TopicReading, a: TopicAnswer): boolean {
  const f = P(String(r.params.f));
  const numeric = cartesian(f, r.params.region as Region);
  const claimed = val(P(a.text));
  return Number.isFinite(numeric) && Number.isFinite(claimed) && Math.abs(claimed - numeric) <= 1e-6 * (1 + Math.abs(numeric));
}
