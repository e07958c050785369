/**
 * The formula keyboard of §9: one key set per category. Each key inserts LaTeX into the math field
 * (`#?` placeholders become MathLive placeholders, `#@` takes the selection or the previous atom,
 * `#0` the selection or a placeholder), or runs a MathLive command (the matrix keys "add row",
 * "add column": https://cortexjs.io/mathfield/reference/commands/ — `addRowAfter`, `addColumnAfter`).
 * MathLive writes a matrix back as `\begin{pmatrix}1 & 2\\ 3 & 4\end{pmatrix}`, the form the
 * linear-algebra reader takes (issue #22).
 */
export const FORMULA_CATEGORIES = [
  'BASIC',
  'GREEK_ALPHABET',
  'EQUATION',
  'SET',
  'TRIANGLE',
  'CONSTANT',
  'DERIVATIVE',
  'MATRIX',
  'LITERAL_CONSTANT',
  'GEOMETRY',
  'ARROW',
  'LOGIC',
  'OTHER',
] as const;
export type FormulaCategory = (typeof FORMULA_CATEGORIES)[number];

export interface FormulaKey {
  /** LaTeX shown on the key (for a command key: the i18n key of its text, in the `common` namespace). */
  label: string;
  /** LaTeX inserted ('' for a command key). */
  insert: string;
  /** A MathLive command run instead of an insertion (`addRowAfter`). */
  command?: string;
  /** A tall label (a 3×3 matrix) drawn smaller to fit the key. */
  small?: boolean;
}

const k = (label: string, insert = label): FormulaKey => ({ label, insert });

/** A matrix template of `rows`×`cols` in environment `env`: letters on the key, placeholders inserted (the first takes the selection). */
function matrixKey(env: string, rows: number, cols: number, letters = 'abcdefghi'): FormulaKey {
  const grid = (cell: (i: number) => string) =>
    Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => cell(r * cols + c)).join('&')).join('\\\\');
  return {
    label: `\\begin{${env}}${grid((i) => letters[i]!)}\\end{${env}}`,
    insert: `\\begin{${env}}${grid((i) => (i === 0 ? '#0' : '#?'))}\\end{${env}}`,
    ...(rows > 2 ? { small: true } : {}),
  };
}

export const FORMULA_KEYS: Record<FormulaCategory, FormulaKey[]> = {
  BASIC: [
    k('+'),
    k('-'),
    k('\\times'),
    k('\\div'),
    k('='),
    k('('),
    k(')'),
    k('x^2', '#@^{2}'),
    k('x^n', '#@^{#?}'),
    k('\\sqrt{x}', '\\sqrt{#0}'),
    k('\\sqrt[n]{x}', '\\sqrt[#?]{#0}'),
    k('\\frac{a}{b}', '\\frac{#@}{#?}'),
    k('|x|', '\\left|#0\\right|'),
    k('.'),
    k(','),
    k('\\%'),
  ],
  GREEK_ALPHABET: [
    'alpha',
    'beta',
    'gamma',
    'delta',
    'epsilon',
    'theta',
    'lambda',
    'mu',
    'pi',
    'rho',
    'sigma',
    'tau',
    'phi',
    'omega',
    'Delta',
    'Sigma',
    'Omega',
    'Phi',
  ].map((g) => k(`\\${g}`)),
  EQUATION: [
    k('='),
    k('\\ne'),
    k('<'),
    k('>'),
    k('\\le'),
    k('\\ge'),
    k('\\pm'),
    k('\\mp'),
    k('\\approx'),
    k('x_n', '#@_{#?}'),
    k('\\begin{cases}a\\\\b\\end{cases}', '\\begin{cases}#?\\\\#?\\end{cases}'),
  ],
  SET: [
    k('\\in'),
    k('\\notin'),
    k('\\subset'),
    k('\\subseteq'),
    k('\\cup'),
    k('\\cap'),
    k('\\setminus'),
    k('\\emptyset'),
    k('\\mathbb{N}'),
    k('\\mathbb{Z}'),
    k('\\mathbb{Q}'),
    k('\\mathbb{R}'),
    k('\\mathbb{C}'),
    k('\\{\\}', '\\{#0\\}'),
  ],
  TRIANGLE: ['sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'arcsin', 'arccos', 'arctan']
    .map((f) => k(`\\${f}`, `\\${f}\\left(#0\\right)`))
    .concat([k('^\\circ', '^{\\circ}')]),
  CONSTANT: [k('\\pi'), k('e'), k('i'), k('\\infty'), k('\\varphi')],
  DERIVATIVE: [
    k('\\frac{d}{dx}', '\\frac{d}{dx}'),
    k("f'(x)", "#@'"),
    k('\\frac{\\partial}{\\partial x}', '\\frac{\\partial}{\\partial #?}'),
    k('\\int', '\\int #0\\,dx'),
    k('\\int_a^b', '\\int_{#?}^{#?} #0\\,dx'),
    k('\\lim', '\\lim_{x\\to #?} #0'),
    k('\\sum', '\\sum_{n=#?}^{#?} #0'),
    k('\\prod', '\\prod_{n=#?}^{#?} #0'),
  ],
  MATRIX: [
    matrixKey('pmatrix', 2, 2),
    matrixKey('pmatrix', 3, 3),
    matrixKey('bmatrix', 2, 2),
    matrixKey('vmatrix', 2, 2),
    matrixKey('pmatrix', 2, 1, 'xy'),
    matrixKey('pmatrix', 3, 1, 'xyz'),
    { label: 'formula.keys.addRow', insert: '', command: 'addRowAfter' },
    { label: 'formula.keys.addColumn', insert: '', command: 'addColumnAfter' },
    k('\\det', '\\det'),
    k('A^{T}', '#@^{T}'),
    k('A^{-1}', '#@^{-1}'),
    k('\\cdot'),
    k('\\times'),
  ],
  LITERAL_CONSTANT: ['a', 'b', 'c', 'k', 'n', 'm', 't', 'x', 'y', 'z'].map((v) => k(v)),
  GEOMETRY: [
    k('\\angle'),
    k('\\triangle'),
    k('\\perp'),
    k('\\parallel'),
    k('^\\circ', '^{\\circ}'),
    k('\\cong'),
    k('\\sim'),
    k('\\overline{AB}', '\\overline{#?}'),
    k('\\overrightarrow{AB}', '\\overrightarrow{#?}'),
    k('\\overset{\\frown}{AB}', '\\overset{\\frown}{#?}'),
  ],
  ARROW: [
    k('\\to'),
    k('\\leftarrow'),
    k('\\leftrightarrow'),
    k('\\Rightarrow'),
    k('\\Leftarrow'),
    k('\\Leftrightarrow'),
    k('\\mapsto'),
    k('\\uparrow'),
    k('\\downarrow'),
  ],
  LOGIC: [
    k('\\land'),
    k('\\lor'),
    k('\\lnot'),
    k('\\forall'),
    k('\\exists'),
    k('\\oplus'),
    k('\\top'),
    k('\\bot'),
    k('\\therefore'),
    k('\\because'),
  ],
  OTHER: [
    k('!'),
    k('\\log', '\\log\\left(#0\\right)'),
    k('\\ln', '\\ln\\left(#0\\right)'),
    k('\\log_b', '\\log_{#?}\\left(#0\\right)'),
    k('e^x', 'e^{#0}'),
    k('\\lfloor x\\rfloor', '\\lfloor #0\\rfloor'),
    k('\\lceil x\\rceil', '\\lceil #0\\rceil'),
    k('\\bmod'),
    k('\\binom{n}{k}', '\\binom{#?}{#?}'),
  ],
};
