/**
 * Matrices and vectors as students type them, for the `linear-algebra` reader:
 *
 * - nested lists `[[1, 2], [3, 4]]`, `{{1, 2}, {3, 4}}`, `matrix([[1, 2], [3, 4]])`;
 * - MATLAB style `[1 2; 3 4]`, `[1, 2; 3, 4]`;
 * - LaTeX `\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}` (pmatrix, bmatrix, Bmatrix, vmatrix — a determinant —,
 *   matrix, smallmatrix) and `\left[\begin{array}{cc|c} … \end{array}\right]` (a bar marks an augmented matrix);
 * - vectors `(1, 2, 3)`, `<1, 2>`, `⟨1, 2⟩`, `[1, 2, 3]`; a MATLAB row `[1 2 3]` is a 1×n matrix.
 *
 * Entries are numbers as typed (`-3`, `1/2`, `0.25`, `\frac{1}{2}`); anything else makes the literal unreadable (the
 * question is then not read — never guessed). Each literal is replaced by a placeholder `§k` in the text.
 */

/** A matrix or vector literal found in a question. */
export interface Literal {
  /** Rows of entry strings (a vector is one row; `unknowns` is one column of letters). */
  entries: string[][];
  /** `unknowns`: a column of distinct letters (`\begin{pmatrix}x\\y\end{pmatrix}`, `[[x],[y]]`), the x of A x = b. */
  kind: 'matrix' | 'vector' | 'unknowns';
  /** `vmatrix` bars: the determinant is meant. */
  bars?: boolean;
  /** `Vmatrix` double bars: the norm of a vector is meant. */
  norm?: boolean;
  /** Columns before the bar of an augmented LaTeX array. */
  bar?: number;
}

const NUM = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:\/\d+)?$/;

/** A typed entry in plain form, or null: `\frac{1}{2}` → `1/2`, `−3` → `-3`, `+2` → `2`. */
function entry(raw: string): string | null {
  const t = raw
    .replace(/\\[dt]?frac\s*\{\s*([^{}]+?)\s*\}\s*\{\s*([^{}]+?)\s*\}/g, '$1/$2')
    .replace(/\\[dt]?frac(\d)(\d)/g, '$1/$2')
    .replace(/\\[,;:! ]|\\quad|[{}\s]/g, '')
    .replace(/[−–]/g, '-')
    .replace(/^\+/, '')
    .replace(/^-\((\d+\/\d+)\)$/, '-$1')
    .replace(/^\((-?\d+\/\d+)\)$/, '$1');
  return NUM.test(t) ? t : null;
}

/** Rows → entries; null when an entry is not a number or the rows differ in length. */
function grid(rowTexts: string[], split: (row: string) => string[]): string[][] | null {
  const out: string[][] = [];
  for (const r of rowTexts) {
    const cells = split(r).map(entry);
    if (!cells.length || cells.some((c) => c === null)) return null;
    out.push(cells as string[]);
  }
  if (!out.length || out.some((r) => r.length !== out[0]!.length)) return null;
  return out;
}

/** A column of distinct one-letter unknowns (`x`, `y`, `x_1`, `x_{2}`), or null. */
function unknowns(rowTexts: string[]): string[][] | null {
  const cells = rowTexts.map((r) => r.replace(/[{}\s]/g, ''));
  if (cells.length < 2 || cells.some((c) => !/^[a-z](?:_\d)?$/.test(c)) || new Set(cells).size !== cells.length) return null;
  return cells.map((c) => [c]);
}

/** Entries of a row: by commas when there are any, else by spaces (`1 -2 3`). */
const cellsOf = (row: string): string[] => {
  const t = row.trim();
  if (!t) return [];
  return t.includes(',') ? t.split(',') : t.split(/\s+/);
};

const LATEX_ENV =
  /(?:\\left\s*[[(|.]\s*)?\\begin\s*\{\s*([pbBvV]?|small)matrix\s*\}([\s\S]*?)\\end\s*\{\s*\1matrix\s*\}(?:\s*\\right\s*[\])|.])?/g;
const LATEX_ARRAY =
  /(?:\\left\s*([[(|])\s*)?\\begin\s*\{\s*array\s*\}\s*\{([^}]*)\}([\s\S]*?)\\end\s*\{\s*array\s*\}(?:\s*\\right\s*[\])|])?/g;
const NESTED_SRC = '\\[\\s*\\[[^[\\]]*\\](?:\\s*,?\\s*\\[[^[\\]]*\\])*\\s*\\]';
const NESTED = new RegExp(`\\b(?:np\\.array|matrix|mat)\\s*\\(\\s*(${NESTED_SRC})\\s*\\)|${NESTED_SRC}`, 'gi');
const CURLY = /\{\s*\{[^{}]*\}(?:\s*,\s*\{[^{}]*\})*\s*\}/g;
const MATLAB = /\[([^[\];]*;[^[\]]*)\]/g;
const VECTOR = /(?:\(([^()§]*,[^()§]*)\)|<([^<>§]*,[^<>§]*)>|⟨([^⟨⟩§]*)⟩|\[([^[\]§;]*(?:,|\d\s+-?\d)[^[\]§;]*)\])/g;

/**
 * Pulls every matrix and vector literal out of a question: the text with `§k` placeholders and the literals, or null
 * when a literal is malformed (ragged rows, a non-number entry).
 */
export function extractLiterals(question: string): { text: string; lits: Literal[] } | null {
  const lits: Literal[] = [];
  let bad = false;
  const put = (lit: Literal | null): string => {
    if (!lit) {
      bad = true;
      return ' ';
    }
    lits.push(lit);
    return ` §${lits.length - 1} `;
  };
  let s = question.replace(LATEX_ENV, (_m, env: string, body: string) => {
    const rows = body.split(/\\\\(?:\[[^\]]*\])?/).filter((r) => r.trim());
    const g = grid(rows, (r) => r.split('&'));
    const x = g ? null : unknowns(rows);
    if (x) return put({ entries: x, kind: 'unknowns' });
    return put(g && { entries: g, kind: 'matrix', ...(env === 'v' ? { bars: true } : env === 'V' ? { norm: true } : {}) });
  });
  s = s.replace(LATEX_ARRAY, (_m, left: string | undefined, spec: string, body: string) => {
    const g = grid(
      body.split(/\\\\/).filter((r) => r.trim() && !/^\s*\\hline\s*$/.test(r)),
      (r) => r.replace(/\\hline/g, '').split('&'),
    );
    const bar = spec.replace(/\s/g, '').indexOf('|');
    return put(g && { entries: g, kind: 'matrix', ...(bar > 0 ? { bar } : {}), ...(left === '|' ? { bars: true } : {}) });
  });
  s = s.replace(NESTED, (m, wrapped?: string) => {
    const inner = (wrapped ?? m).trim().slice(1, -1);
    const rows = [...inner.matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1]!);
    const g = grid(rows, cellsOf);
    const x = g ? null : unknowns(rows);
    return put(x ? { entries: x, kind: 'unknowns' } : g && { entries: g, kind: 'matrix' });
  });
  s = s.replace(CURLY, (m) =>
    put(
      lit(
        grid(
          [...m.slice(1, -1).matchAll(/\{([^{}]*)\}/g)].map((x) => x[1]!),
          cellsOf,
        ),
      ),
    ),
  );
  s = s.replace(MATLAB, (_m, body: string) =>
    put(
      lit(
        grid(
          body.split(';').filter((r) => r.trim()),
          cellsOf,
        ),
      ),
    ),
  );
  s = s.replace(VECTOR, (m, a?: string, b?: string, c?: string, d?: string) => {
    const g = grid([a ?? b ?? c ?? d ?? ''], cellsOf);
    if (!g) return /\d/.test(m) && !/[a-z]/i.test(m) ? put(null) : m;
    // MATLAB's [1 2 3] (spaces, no commas) is a 1×n matrix; (1, 2, 3), <1, 2>, [1, 2, 3] are vectors
    if (d !== undefined && !d.includes(',')) return put({ entries: g, kind: 'matrix' });
    return g[0]!.length >= 2 ? put({ entries: g, kind: 'vector' }) : m;
  });
  return bad ? null : { text: s.replace(/\s+/g, ' ').trim(), lits };
}

const lit = (g: string[][] | null): Literal | null => g && { entries: g, kind: 'matrix' };
