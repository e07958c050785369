/**
 * The one table of function names, shared by the parser (`parse.ts`: which spellings read as which function) and the
 * printer (`print.ts`: how LaTeX writes each function). Before, each kept its own lists and they could drift apart.
 *
 * A row is one function the engine knows, by its canonical name (the `fn` node's `name`):
 * - `text`: the plain-text spellings read as it (a whole name inside a letter run: `arcsin x`, `xsin x`);
 * - `tex`: the LaTeX commands read as it (`\arcsin`; also inside `\operatorname{…}` / `\mathrm{…}`);
 * - `latex`: the LaTeX head it is printed with — a command (`\sin`) or `\operatorname{…}`; absent for functions the
 *   printer writes in its own way (`\sqrt{}`, `\left|…\right|`, `\sqrt[n]{}`) or as `\operatorname{name}`.
 * Greek letter names (read as one symbol, printed as `\alpha`…) are here too.
 */
import { SPECIAL_FUNCTION_NAMES } from './special';

/** One function: its canonical name, the spellings read as it, and its printed LaTeX head (see the module comment). */
export interface FunctionName {
  fn: string;
  text: readonly string[];
  tex: readonly string[];
  latex?: string;
}

const cmd = (fn: string, more: string[] = []): FunctionName => ({ fn, text: [fn, ...more], tex: [fn], latex: `\\${fn}` });
/** An inverse function printed `\arcsin` / `\operatorname{arccot}`: read as asin, arcsin (and its extra spellings). */
const inv = (fn: string, arc: string, latex: string, more: string[] = []): FunctionName => ({
  fn,
  text: [fn, arc, ...more],
  tex: [arc],
  latex,
});
const plain = (fn: string, more: string[] = []): FunctionName => ({ fn, text: [fn, ...more], tex: [] });

/** Every function name (see the module comment). Order: trig, inverse trig, hyperbolic, logarithms, roots, others. */
export const FUNCTION_NAMES: readonly FunctionName[] = [
  cmd('sin'),
  cmd('cos'),
  cmd('tan', ['tg']),
  cmd('cot', ['ctg']),
  cmd('sec'),
  { ...cmd('csc'), text: ['csc', 'cosec'] },
  inv('asin', 'arcsin', '\\arcsin'),
  inv('acos', 'arccos', '\\arccos'),
  inv('atan', 'arctan', '\\arctan', ['arctg']),
  inv('acot', 'arccot', '\\operatorname{arccot}'),
  inv('asec', 'arcsec', '\\operatorname{arcsec}'),
  inv('acsc', 'arccsc', '\\operatorname{arccsc}'),
  cmd('sinh'),
  cmd('cosh'),
  cmd('tanh'),
  // the reciprocal hyperbolic functions are read as 1/cosh, 1/sinh, cosh/sinh (parse.ts), never as letters (csch = c·s·c·h)
  { fn: 'sech', text: ['sech'], tex: ['sech'] },
  { fn: 'csch', text: ['csch', 'cosech'], tex: ['csch'] },
  { fn: 'coth', text: ['coth'], tex: ['coth'] },
  inv('asinh', 'arsinh', '\\operatorname{arsinh}', ['arcsinh']),
  inv('acosh', 'arcosh', '\\operatorname{arcosh}', ['arccosh']),
  inv('atanh', 'artanh', '\\operatorname{artanh}', ['arctanh']),
  cmd('ln'),
  { ...cmd('log'), text: ['log', 'lg'], tex: ['log', 'lg'] },
  cmd('exp'),
  plain('sqrt'),
  plain('cbrt'),
  plain('abs'),
  plain('floor'),
  plain('ceil'),
  { ...plain('sign', ['sgn']), tex: ['sgn'] },
  plain('root', ['nthroot']),
  // special functions (math/special.ts): read only as a whole letter run spelled as here (case-sensitive)
  ...SPECIAL_FUNCTION_NAMES.map((n) =>
    n === 'FresnelS' || n === 'FresnelC'
      ? { fn: n, text: [n, n.toLowerCase()], tex: [], latex: `\\operatorname{${n.slice(-1)}}` }
      : plain(n),
  ),
];

/** Plain-text spelling → canonical function name (`arcsin` → `asin`, `lg` → `log`, `fresnels` → `FresnelS`). */
export const TEXT_FUNCTIONS: Readonly<Record<string, string>> = Object.fromEntries(
  FUNCTION_NAMES.flatMap((f) => f.text.map((t) => [t, f.fn])),
);

/** LaTeX command (no backslash) → canonical function name; `operatorname` maps to '' (its argument names the function). */
export const LATEX_FUNCTIONS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(FUNCTION_NAMES.flatMap((f) => f.tex.map((t) => [t, f.fn]))),
  operatorname: '',
};

const HEADS = new Map(FUNCTION_NAMES.filter((f) => f.latex).map((f) => [f.fn, f.latex!]));

/** The LaTeX head of a function as printed: `\sin`, `\arcsin`, `\operatorname{arccot}`, else `\operatorname{name}`. */
export function latexHead(fn: string): string {
  return HEADS.get(fn) ?? `\\operatorname{${fn}}`;
}

/** The function prints as its own LaTeX command `\name` (`\sin`, `\ln`, `\exp`), so a power can go on it: `\sin^{2}`. */
export function isLatexCommand(fn: string): boolean {
  return HEADS.get(fn) === `\\${fn}`;
}

/** Greek letter names read as one symbol and printed as `\alpha` …; the parser also reads `varphi`, `vartheta`. */
export const GREEK_LETTERS: readonly string[] = [
  'alpha',
  'beta',
  'gamma',
  'delta',
  'theta',
  'phi',
  'lambda',
  'mu',
  'sigma',
  'omega',
  'tau',
  'rho',
  'psi',
  'epsilon',
  'eta',
  'xi',
  'zeta',
  'kappa',
  'nu',
  'chi',
];
