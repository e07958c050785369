/**
 * Vectors of the `vectors` topic: reading them as students write them — `<1, 2, 2>`, `⟨3, 4⟩`, `(3, 4)`, `[1, 2]`,
 * `3i + 4j`, `2i - j + k`, named (`u = <1, 2>`) — and exact component arithmetic through the engine's exact values
 * ({@link Exact}: rationals, radicals). Printing: `<3/5, 4/5>` and `\left\langle \frac{3}{5}, \frac{4}{5} \right\rangle`.
 */
import { MathError } from '../../errors';
import { exact, type Exact } from '../geometry/util';

/** A vector: its exact components (2 or 3). */
export type Vec = Exact[];

/** One component as typed: a number, a fraction, √ of a number, π multiples (`-3`, `1/2`, `sqrt(2)`, `2sqrt(3)`). */
const COMP =
  '[-+]?\\s*(?:\\d+(?:\\.\\d+)?|\\.\\d+)?\\s*\\*?\\s*(?:sqrt\\s*\\(\\s*\\d+(?:\\.\\d+)?\\s*\\)|√\\s*\\d+)?(?:\\s*/\\s*\\d+(?:\\.\\d+)?)?';
const LIST = `(${COMP})\\s*,\\s*(${COMP})(?:\\s*,\\s*(${COMP}))?`;
/** A bracketed vector `<a, b>`, `⟨a, b, c⟩`, `(a, b)`, `[a, b]`. Groups 1–3: components. */
export const BRACKETED = new RegExp(`(?:<\\s*${LIST}\\s*>|⟨\\s*${LIST}\\s*⟩|\\(\\s*${LIST}\\s*\\)|\\[\\s*${LIST}\\s*\\])`, 'g');
/** A vector in unit-vector notation `3i + 4j`, `2i - j + k`, `i - 3k` (at least one term). */
const IJK_TERM = '(?:[-+]\\s*)?(?:\\d+(?:\\.\\d+)?(?:\\s*/\\s*\\d+)?\\s*\\*?\\s*)?[ijk](?![a-z])';
export const IJK = new RegExp(`(?<![a-z\\d])${IJK_TERM}(?:\\s*[-+]\\s*${IJK_TERM.replace('(?:[-+]\\s*)?', '')})*`, 'g');

/** An exact component from its typed text; throws VALIDATION_ERROR when it is not a number. */
export function component(s: string): Exact {
  const t = s
    .replace(/\s+/g, '')
    .replace(/√(\d+(?:\.\d+)?)/g, 'sqrt($1)')
    .replace(/^\+/, '');
  if (!t || t === '-') throw new MathError('VALIDATION_ERROR', `Not a component: ${s}`, { reason: 'not-a-number' });
  return exact(t.replace(/(\d)(sqrt)/g, '$1*$2'));
}

/** The components of a bracketed vector match (groups of {@link BRACKETED}). */
export function fromGroups(groups: (string | undefined)[]): Vec | null {
  for (let k = 0; k < 4; k++) {
    const g = groups.slice(3 * k, 3 * k + 3);
    if (g[0] !== undefined && g[1] !== undefined) {
      if (!g[0].trim() || !g[1].trim() || (g[2] !== undefined && !g[2].trim())) return null;
      return g.filter((x): x is string => x !== undefined).map(component);
    }
  }
  return null;
}

/** The components of `3i + 4j - k` (a missing k is 0; a 2-D vector when neither k appears). */
export function fromIjk(s: string): Vec | null {
  const parts: Record<string, string> = {};
  const rest = s.replace(
    /([-+]?)\s*(\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)?\s*\*?\s*([ijk])/g,
    (_, sign: string, c: string | undefined, u: string) => {
      if (parts[u] !== undefined) parts[u] = 'dup';
      parts[u] = `${sign === '-' ? '-' : ''}${c ? c.replace(/\s+/g, '') : '1'}`;
      return '';
    },
  );
  if (rest.trim() || Object.values(parts).includes('dup')) return null;
  const n = parts.k !== undefined ? 3 : 2;
  return ['i', 'j', 'k'].slice(0, n).map((u) => component(parts[u] ?? '0'));
}

const p = (e: Exact): string => `(${e.text})`;
/** u + v. */
export const vadd = (u: Vec, v: Vec): Vec => u.map((x, i) => exact(`${p(x)}+${p(v[i]!)}`));
/** c·u. */
export const vscale = (c: Exact, u: Vec): Vec => u.map((x) => exact(`${p(c)}*${p(x)}`));
/** u·v. */
export const vdot = (u: Vec, v: Vec): Exact => exact(u.map((x, i) => `${p(x)}*${p(v[i]!)}`).join('+'));
/** |u| = √(u·u). */
export const vnorm = (u: Vec): Exact => exact(`sqrt(${vdot(u, u).text})`);
/** u × v (3-D). */
export function vcross(u: Vec, v: Vec): Vec {
  const [a, b, c] = u as [Exact, Exact, Exact];
  const [d, e, f] = v as [Exact, Exact, Exact];
  return [
    exact(`${p(b)}*${p(f)}-${p(c)}*${p(e)}`),
    exact(`${p(c)}*${p(d)}-${p(a)}*${p(f)}`),
    exact(`${p(a)}*${p(e)}-${p(b)}*${p(d)}`),
  ];
}

/** `<3/5, 4/5>` (plain text). */
export const vText = (u: Vec): string => `<${u.map((x) => x.text).join(', ')}>`;
/** `\left\langle \frac{3}{5}, \frac{4}{5} \right\rangle`. */
export const vTex = (u: Vec): string => `\\left\\langle ${u.map((x) => x.latex).join(', ')} \\right\\rangle`;
/** A component inside a formula: parenthesised when negative. */
export const cTex = (e: Exact): string => (e.value < 0 ? `\\left(${e.latex}\\right)` : e.latex);
/** The numeric components. */
export const vNum = (u: Vec): number[] => u.map((x) => x.value);
