/**
 * Polar pieces of the `complex` topic: modulus r = √(a² + b²), argument θ ∈ [0, 2π) from tan θ = b/a and the quadrant
 * (as OpenStax Precalculus 2e §8.5 does), and the printed polar, exponential and root forms. Exact through the engine
 * (atan of special ratios is a multiple of π; other angles stay `atan(4/3)`).
 */
import { MathError } from '../../errors';
import { exact, type Exact } from '../geometry/util';
import { cnorm2, type CNum } from './cnum';

/** |z| exactly. */
export const modulusOf = (z: CNum): Exact => exact(`sqrt(${cnorm2(z).text})`);

/** The argument of z in [0, 2π), exactly; throws VALIDATION_ERROR for z = 0 (no argument). */
export function argumentOf(z: CNum): Exact {
  const a = z.re,
    b = z.im;
  const a0 = a.text === '0',
    b0 = b.text === '0';
  if (a0 && b0) throw new MathError('VALIDATION_ERROR', '0 has no argument', { reason: 'zero-argument' });
  if (a0) return exact(b.value > 0 ? 'pi/2' : '3*pi/2');
  if (b0) return exact(a.value > 0 ? '0' : 'pi');
  // the acute reference angle, then the quadrant (OpenStax Precalculus 2e §8.5)
  const t = `atan(abs((${b.text})/(${a.text})))`;
  if (a.value > 0) return exact(b.value > 0 ? t : `2*pi - ${t}`);
  return exact(b.value > 0 ? `pi - ${t}` : `pi + ${t}`);
}

/** True when an exact angle or value is a closed form without inverse trigonometric or unresolved trig functions. */
export const isSpecial = (e: Exact): boolean => !/\b(?:atan|acos|asin|cos|sin|tan)\b/.test(e.text);

/** An angle inside cos/sin in LaTeX: `\frac{\pi}{4}` as it is, anything longer in parentheses. */
const angleTex = (t: Exact): string =>
  /^(?:\\frac\{[^{}]*\}\{[^{}]*\}|\\pi|\d+)$/.test(t.latex) ? t.latex : `\\left(${t.latex}\\right)`;
const coefText = (r: Exact): string =>
  r.text === '1' ? '' : /^[\w.]+$|^sqrt\([^()]*\)$/.test(r.text) ? `${r.text}*` : `(${r.text})*`;
const coefTex = (r: Exact): string => (r.text === '1' ? '' : r.latex);

/** r(cos θ + i sin θ) in text and LaTeX. */
export function polarText(r: Exact, t: Exact): { text: string; latex: string } {
  const a = angleTex(t);
  return {
    text: `${coefText(r)}(cos(${t.text}) + i*sin(${t.text}))`,
    latex: `${coefTex(r)}\\left(\\cos ${a} + i\\sin ${a}\\right)`,
  };
}

/** r e^{iθ} in text and LaTeX. */
export function exponentialText(r: Exact, t: Exact): { text: string; latex: string } {
  const inner = /^[\w.]+$/.test(t.text) ? t.text : `(${t.text})`;
  return {
    text: `${coefText(r)}e^(i*${inner})`,
    latex: `${r.text === '1' ? '' : `${r.latex}\\,`}e^{i${t.text === '0' ? '0' : t.latex.startsWith('-') || /[+-]/.test(t.text.slice(1)) ? `\\left(${t.latex}\\right)` : t.latex}}`,
  };
}

/** The angle in degrees: exact when it is rational (`45`), else a decimal with ≈. */
export function degreesOf(t: Exact): { text: string; exact: boolean } {
  const d = exact(`(${t.text})*180/pi`);
  return /^-?\d+(?:\.\d+)?(?:\/\d+)?$/.test(d.text) && !d.text.includes('/')
    ? { text: `${d.text}°`, exact: true }
    : { text: `${Number(d.value.toPrecision(6))}°`, exact: false };
}
