/**
 * Reading of the `linear-algebra` topic. Matrices and vectors are taken out first (./notation.ts), named ones
 * (`A = [[1, 2], [3, 4]]`, `b = (5, 6)`) are bound, method phrases ("by cofactor expansion", "using row reduction",
 * "with the adjugate") are noted, and the rest must be a task phrase with its operand and filler words only:
 *
 * - "det([[2,0,1],[1,3,2],[1,1,1]])", "determinant of …", "Find the determinant. …", `\begin{vmatrix} … \end{vmatrix}`;
 * - "find the inverse of the matrix …", "inv(A)", "A^-1", "is A invertible / singular";
 * - expressions "A + B", "2A - 3B", "AB", "A^3", "A^T", "tr(A)", "the product of A and B", "A times B";
 * - "rank of …", "nullity", "rref(…)", "row reduce …", "null space / kernel", "column space", "row space";
 * - "solve Ax = b" (named or inline, or "the system with augmented matrix …");
 * - "eigenvalues of …", "eigenvectors", "characteristic polynomial", "diagonalize …", "is … diagonalizable";
 * - "projection of b onto the column space of A / span{u, v}", "projection matrix onto …";
 * - "apply Gram–Schmidt to u, v, w", "orthonormal basis for span{…}".
 *
 * Null unless the whole question is accounted for (a vector-only question is left to the `vectors` topic).
 */
import type { TopicReading } from '../types';
import { onlyFillers } from '../geometry/util';
import { extractLiterals, type Literal } from './notation';
import { exprTex, exprText, parseExpr, type Node } from './expr';
import { matOf, matTex } from './matrix';
import { readVectors } from '../vectors/read';

/** Words a linear algebra question may hold besides its task words and operands. */
const EXTRA = [
  'matrix',
  'matrices',
  'following',
  'given',
  'let',
  'below',
  'square',
  'then',
  'all',
  'corresponding',
  'associated',
  'basis',
  'bases',
  'for',
  'to',
  'from',
  'real',
  'exact',
  'exactly',
  'using',
  'use',
  'by',
  'via',
  'method',
  'possible',
  'determine',
  'whether',
  'if',
  'so',
  'such',
  'which',
  'state',
  'explain',
  'find',
  'compute',
  'calculate',
  'evaluate',
  'what',
  'whats',
  'are',
  'is',
  'the',
  'of',
  'a',
  'an',
  'and',
  'its',
  'this',
  'write',
  'give',
  'obtain',
  'show',
  'work',
  'steps',
  'entries',
  'vector',
  'vectors',
  'set',
  'subspace',
  'space',
];

const METHODS: [RegExp, string][] = [
  [/\b(?:by|using|with|via|through)(?: the| a)? gauss(?:ian)?[- ]jordan(?: elimination| method| reduction)?\b/gi, 'gauss-jordan'],
  [
    /\b(?:by|using|with|via|through)(?: the)? (?:row[- ]reduction|row[- ]reducing|(?:elementary )?row operations|gaussian elimination|elimination|triangular form|row echelon form)\b/gi,
    'rows',
  ],
  [
    /\b(?:by|using|with|via|through)(?: the| a)? (?:cofactor(?:s| expansion)?|laplace(?:'s)? expansion|expansion by (?:minors|cofactors)|minors)(?: along (?:the )?(?:first|1st) row)?\b/gi,
    'cofactor',
  ],
  [
    /\b(?:by|using|with|via|through)(?: the)? (?:adjugate|adjoint|classical adjoint)(?: matrix| method| formula)?\b/gi,
    'adjugate',
  ],
];

const reading = (task: string, params: Record<string, unknown>, inputLatex: string, inputText: string): TopicReading => ({
  topic: 'linear-algebra',
  task,
  params,
  inputLatex,
  inputText,
});

const litText = (e: string[][]) => `[${e.map((r) => `[${r.join(', ')}]`).join(', ')}]`;
const litTex = (e: string[][]) => matTex(matOf(e));
const vecTxt = (v: string[]) => `(${v.join(', ')})`;

/** The question with literals out and named ones bound. */
interface Scan {
  s: string;
  lits: Literal[];
  names: Record<string, number>;
  method?: string;
}

function scan(question: string): Scan | null {
  const pre = question
    .replace(/\\(?:mathbf|vec|boldsymbol|mathbf)\s*\{\s*([a-zA-Z])\s*\}/g, '$1')
    // \mathrm{det}, \operatorname{rank}, \text{tr}: the operator's name
    .replace(/\\(?:mathrm|operatorname|text|textrm|rm)\s*\{\s*(det|rank|tr|trace|rref|inv|adj|null|nul|col)\s*\}/g, ' $1 ')
    .replace(/\\vec\s*([a-zA-Z])/g, '$1')
    .replace(/[·×]/g, '*')
    .replace(/\\(?:cdot|times)/g, '*');
  const x = extractLiterals(pre);
  if (!x || !x.lits.length) return null;
  try {
    for (const l of x.lits) if (l.kind !== 'unknowns') matOf(l.entries);
  } catch {
    return null;
  }
  const names: Record<string, number> = {};
  let s = x.text.replace(
    /(?<!§\d+\s*)(^|[\s,;:.(])(?:(?:the )?(?:matrix|matrices|vectors?) )?([A-Za-z])\s*=\s*§(\d+)/g,
    (_m, pre: string, n: string, k: string) => {
      names[n] = Number(k);
      return `${pre} `;
    },
  );
  let method: string | undefined;
  for (const [re, m] of METHODS)
    s = s.replace(re, () => {
      method = m;
      return ' ';
    });
  s = s
    .replace(/\bwhether or not\b/gi, 'whether')
    // a size descriptor ("the 3x3 matrix", "a 2 by 3 matrix") says nothing the matrix does not
    .replace(/\b\d+\s*(?:[x*×]|by)\s*\d+(?=\s+matri(?:x|ces)\b)/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { s, lits: x.lits, names, method };
}

/** The single matrix operand left in `rest` (a literal or a name), or null. */
function single(sc: Scan, rest: string, kind: 'matrix' | 'any' = 'matrix'): number | null {
  const ops = [...rest.matchAll(/§(\d+)|(?<![A-Za-z])([A-Za-z])(?![A-Za-z])/g)]
    .map((m) => (m[1] !== undefined ? Number(m[1]) : sc.names[m[2]!]))
    .filter((v): v is number => v !== undefined);
  let uniq = [...new Set(ops)];
  // "the inverse of A = [[…]]": the operand is the one matrix named where it is defined
  const named = Object.values(sc.names);
  if (!uniq.length && named.length === 1 && sc.lits.every((_, i) => i === named[0])) uniq = [named[0]!];
  if (uniq.length !== 1) return null;
  const lit = sc.lits[uniq[0]!]!;
  if (kind === 'matrix' && lit.kind !== 'matrix') return null;
  return uniq[0]!;
}

/** Leftover words after the operands, names and task words are removed: fillers only? */
function clean(sc: Scan, rest: string, taskWords: RegExp, extra: readonly string[] = []): boolean {
  const names = Object.keys(sc.names).join('');
  const left = rest
    .replace(/§\d+/g, ' ')
    .replace(names ? new RegExp(`(?<![A-Za-z])[${names}](?![A-Za-z])`, 'g') : /(?!)/g, ' ')
    .replace(taskWords, ' ')
    .toLowerCase()
    .replace(/[|'’?!]/g, ' ');
  return onlyFillers(left, [...EXTRA, ...extra]);
}

/** Tasks on one matrix: [pattern, task, words consumed]. Most specific first. */
const MATRIX_TASKS: [RegExp, string, RegExp][] = [
  [
    /\beigenvalues? and (?:the )?(?:corresponding |associated )?eigenvectors?\b|\beigenpairs?\b|\beigenvectors?\b|\beigenspaces?\b/i,
    'eigenvectors',
    /\beigen(?:values?|vectors?|pairs?|spaces?)\b|\beach\b|\bcorresponding\b/gi,
  ],
  [
    /\beigen ?values?\b|\bcharacteristic (?:roots|values)\b/i,
    'eigenvalues',
    /\beigen ?values?\b|\bcharacteristic (?:roots|values)\b/gi,
  ],
  [/\bcharacteristic (?:polynomial|equation)\b/i, 'charpoly', /\bcharacteristic (?:polynomial|equation)\b/gi],
  [/\bdiagonali[sz]able\b/i, 'diagonalizable', /\bdiagonali[sz]able\b/gi],
  [
    /\bdiagonali[sz](?:e|ation)\b|\bpdp\s*\^?\s*\(?-1\)?/i,
    'diagonalize',
    /\bdiagonali[sz](?:e|ation|ing)\b|\b(?:an )?invertible\b|\bdiagonal\b|\bp and d\b|\bp\b|\bd\b|\bsuch that\b|\b[a-z] = pdp\s*\^?\s*\(?-1\)?|\bpdp\s*\^?\s*\(?-1\)?/gi,
  ],
  [/\bnullity\b/i, 'nullity', /\bnullity\b/gi],
  [/\bnull ?space\b|\bkernel\b/i, 'nullspace', /\bnull ?space\b|\bkernel\b|\bnul\b/gi],
  [/\bcolumn ?space\b|\brange\b|\bimage\b/i, 'colspace', /\bcolumn ?space\b|\brange\b|\bimage\b|\bcol\b/gi],
  [/\brow ?space\b/i, 'rowspace', /\brow ?space\b/gi],
  [/\brank\b/i, 'rank', /\brank\b/gi],
  [
    /\brref\b|\breduced row[- ]echelon\b|\brow[- ]reduc(?:e|tion)\b|\brow echelon\b|\bgauss[- ]jordan\b|\becheloni[sz]e\b/i,
    'rref',
    /\brref\b|\breduced?\b|\baugmented\b|\brow[- ]reduc(?:e|tion)\b|\brow\b|\bechelon\b|\bform\b|\bgauss[- ]jordan\b|\belimination\b|\becheloni[sz]e\b|\bput\b|\binto\b|\bin\b/gi,
  ],
  [/\b(?:non-?)?singular\b|\binvertible\b/i, 'invertible', /\b(?:non-?)?singular\b|\binvertible\b/gi],
  [/\bdet(?:erminant)?\b/i, 'det', /\bdet(?:erminant)?\b/gi],
  [
    /\binverse\b|\binvert\b|\binv\b/i,
    'inverse',
    /\binverse\b|\binvert\b|\binv\b|\bmultiplicative\b|\b(?:exists?|has|have|does)\b/gi,
  ],
  [/\btranspose\b/i, 'transpose', /\btranspose\b/gi],
  [/\btrace\b/i, 'trace', /\btrace\b|\btr\b/gi],
];

const OPNAME: Record<string, string> = {
  eigenvectors: 'eigenvectors',
  eigenvalues: 'eigenvalues',
  charpoly: 'charpoly',
  diagonalizable: 'diagonalizable',
  diagonalize: 'diagonalize',
  nullity: 'nullity',
  nullspace: 'Nul',
  colspace: 'Col',
  rowspace: 'Row',
  rank: 'rank',
  rref: 'rref',
  invertible: 'invertible',
};

/** One-matrix tasks (see {@link MATRIX_TASKS}). */
function readMatrixTask(sc: Scan): TopicReading | null {
  const hit = MATRIX_TASKS.find(([re]) => re.test(sc.s));
  if (!hit) return null;
  const words = hit[2];
  let task = hit[1];
  // "is A singular" asks the opposite of "is A invertible"
  const singular = task === 'invertible' && /\bsingular\b/i.test(sc.s) && !/\bnon-?singular\b/i.test(sc.s);
  const rest = sc.s.replace(/\b(?:det|tr|inv|rank|rref|nul|col)\s*\(\s*(§\d+|[A-Za-z])\s*\)/gi, (m, x: string) =>
    m.replace(/\(.*\)/, ` ${x} `),
  );
  // a row typed as [1 2 3] is a 1×n matrix when it is transposed
  const k = single(sc, rest, task === 'transpose' ? 'any' : 'matrix');
  if (k === null || !clean(sc, rest, words)) return null;
  const lit = sc.lits[k]!;
  if (lit.bar !== undefined) return null;
  // one row typed [1 5 9] is a list to other topics ("range of [1 5 9]" is statistics): only its transpose is ours
  if (lit.entries.length === 1 && lit.entries[0]!.length > 1 && task !== 'transpose') return null;
  if (task === 'transpose' || task === 'trace')
    return expressionReading({ t: task === 'transpose' ? 'T' : 'tr', a: { t: 'lit', entries: lit.entries } });
  if (task === 'invertible' && singular) task = 'singular';
  const params: Record<string, unknown> = { matrix: lit.entries };
  if (task === 'charpoly' && /\bcharacteristic equation\b/i.test(sc.s)) params.equation = true;
  if (sc.method && (task === 'det' || task === 'inverse'))
    params.method = task === 'det' && sc.method === 'gauss-jordan' ? 'rows' : sc.method;
  const tex = litTex(lit.entries);
  if (task === 'det') return reading('det', params, tex.replace(/\{bmatrix\}/g, '{vmatrix}'), `det(${litText(lit.entries)})`);
  if (task === 'inverse') return reading('inverse', params, `${tex}^{-1}`, `inv(${litText(lit.entries)})`);
  const name = OPNAME[task] ?? task;
  return reading(task, params, `\\operatorname{${name}}\\left(${tex}\\right)`, `${name}(${litText(lit.entries)})`);
}

/** An expression task from its text (matrices inline; a vector is a column, for A·v). */
function expression(sc: Scan, src: string): TopicReading | null {
  const lits = sc.lits.map((l) => (l.kind === 'vector' ? l.entries[0]!.map((e) => [e]) : l.entries));
  const node = parseExpr(src, lits, sc.names);
  if (
    !node ||
    !plainMatrices(
      node,
      lits.map((e, i) => [e, sc.lits[i]!]),
    )
  )
    return null;
  return expressionReading(node);
}

/** Every literal of the expression is a matrix or a column (no augmented bar), and one at least is a matrix. */
function plainMatrices(n: Node, origin: readonly [string[][], Literal][]): boolean {
  const used: Literal[] = [];
  const walk = (x: Node): void => {
    if (x.t === 'lit') used.push(origin.find(([e]) => e === x.entries)![1]);
    else if ('a' in x) {
      walk(x.a);
      if ('b' in x) walk(x.b);
    }
  };
  walk(n);
  return n.t !== 'lit' && used.every((l) => l.bar === undefined && !l.bars) && used.some((l) => l.kind === 'matrix');
}

/** The reading of an expression: power, transpose, trace, det, inverse of one literal get their own task. */
function expressionReading(node: Node): TopicReading {
  const one = 'a' in node && !('b' in node) && node.a.t === 'lit' ? node.a.entries : null;
  if (one && node.t === 'det')
    return reading('det', { matrix: one }, litTex(one).replace(/\{bmatrix\}/g, '{vmatrix}'), `det(${litText(one)})`);
  if (one && node.t === 'inv') return reading('inverse', { matrix: one }, `${litTex(one)}^{-1}`, `inv(${litText(one)})`);
  const task =
    one && node.t === 'pow' ? 'power' : one && node.t === 'T' ? 'transpose' : one && node.t === 'tr' ? 'trace' : 'arithmetic';
  const text = exprText(node);
  return reading(task, { expr: text }, exprTex(node, litTex), text);
}

/** Word forms of matrix arithmetic rewritten as notation ("the product of A and B" → "A*B"). */
function wordsToNotation(s: string): string {
  const OP = '(§\\d+|[A-Za-z](?:\\s*\\^\\s*(?:-?\\d+|T))?)';
  return s
    .replace(new RegExp(`\\bthe (?:matrix )?product (?:of )?${OP} and ${OP}`, 'gi'), '$1*$2')
    .replace(new RegExp(`\\b(?:the )?product (?:of )?${OP} and ${OP}`, 'gi'), '$1*$2')
    .replace(new RegExp(`\\b(?:the )?sum (?:of )?${OP} and ${OP}`, 'gi'), '$1+$2')
    .replace(new RegExp(`\\b(?:the )?difference (?:of )?${OP} and ${OP}`, 'gi'), '$1-$2')
    .replace(new RegExp(`\\bmultiply ${OP} (?:by|and|times|with) ${OP}`, 'gi'), '$1*$2')
    .replace(new RegExp(`\\badd ${OP} (?:and|to) ${OP}`, 'gi'), '$1+$2')
    .replace(new RegExp(`\\bsubtract ${OP} from ${OP}`, 'gi'), '$2-$1')
    .replace(new RegExp(`${OP} (?:raised )?to the (?:power (?:of )?)?(\\d+)(?:st|nd|rd|th)?(?: power)?`, 'gi'), '$1^$2')
    .replace(new RegExp(`${OP} squared`, 'gi'), '$1^2')
    .replace(new RegExp(`${OP} cubed`, 'gi'), '$1^3')
    .replace(/\btimes\b/gi, '*')
    .replace(/\bplus\b/gi, '+')
    .replace(/\bminus\b/gi, '-');
}

const LEAD =
  /^(?:(?:let|given|suppose|consider|if|where|for|and|with|then|so|[,.;:])\s*|(?:the )?matri(?:x|ces)\s+|(?:please )?(?:find|compute|calculate|evaluate|determine|simplify|work out|perform|give|write)(?: the)?(?: matrix)?(?: following)?(?: operations?| products?| sums?| differences?)?(?: if (?:possible|defined))?\s*[:.]?\s*|what(?: is|'s)(?: the)?(?: matrix)?\s*|whats\s*)/i;
const TRAIL = /\s*(?:[,.;:]|\b(?:where|given|if (?:it is )?(?:possible|defined)|if it exists|if|and|for|with|let))\s*$/i;

/** The expression part of a question: instruction words and connectors trimmed from both ends. */
function trimClauses(s: string): string {
  let t = s.trim();
  for (let prev = ''; prev !== t;) {
    prev = t;
    t = t.replace(LEAD, '').replace(TRAIL, '').trim();
  }
  return t;
}

/** A bare expression after leading instruction words ("find", "compute", "what is"). */
function readExpression(sc: Scan): TopicReading | null {
  return expression(sc, trimClauses(wordsToNotation(sc.s)));
}

/** "|A|" with bars, or a lone vmatrix: the determinant. */
function readBars(sc: Scan): TopicReading | null {
  const m = /^(?:(?:find|compute|calculate|evaluate|what is)(?: the)?\s*[:.]?\s*)?(?:\|\s*(§\d+|[A-Za-z])\s*\||(§\d+))$/i.exec(
    trimClauses(sc.s),
  );
  if (!m) return null;
  const k = m[1] ? (m[1].startsWith('§') ? Number(m[1].slice(1)) : sc.names[m[1]]) : Number(m[2]!.slice(1));
  const lit = k === undefined ? undefined : sc.lits[k];
  if (!lit || lit.kind !== 'matrix' || (m[2] && !lit.bars)) return null;
  return reading(
    'det',
    { matrix: lit.entries },
    litTex(lit.entries).replace(/\{bmatrix\}/g, '{vmatrix}'),
    `det(${litText(lit.entries)})`,
  );
}

/** Ax = b: named, inline, homogeneous, or an augmented matrix. */
function readSystem(sc: Scan): TopicReading | null {
  const lit = (t: string) =>
    t.startsWith('§') ? sc.lits[Number(t.slice(1))] : sc.names[t] !== undefined ? sc.lits[sc.names[t]!] : undefined;
  // A x = b with x written out as a column of unknowns (\begin{pmatrix}x\\y\end{pmatrix}) is A x = b
  const sys = /(§\d+|[A-Z])\s*\*?\s*(x|§\d+)\s*=\s*(§\d+|[a-z0])(?![A-Za-z])/.exec(sc.s);
  const xs = sys?.[2] === 'x' ? undefined : sys && lit(sys[2]!);
  if (sys && xs && xs.kind !== 'unknowns') return null;
  let A: string[][] | undefined;
  let b: string[] | undefined;
  let rest = sc.s;
  if (sys) {
    const a = lit(sys[1]!);
    if (!a || a.kind !== 'matrix') return null;
    A = a.entries;
    if (xs && xs.entries.length !== A[0]!.length) return null;
    if (sys[3] === '0') b = A.map(() => '0');
    else {
      const v = lit(sys[3]!);
      if (!v) return null;
      b =
        v.entries.length === 1 ? v.entries[0] : v.entries.every((r) => r.length === 1) ? v.entries.map((r) => r[0]!) : undefined;
    }
    rest = rest.replace(sys[0], ' ');
  } else if (
    (/\baugmented\b/i.test(sc.s) && !/\brref\b|\breduced? row|\brow[- ]reduc|\bechelon/i.test(sc.s)) ||
    sc.lits.some((l) => l.bar !== undefined)
  ) {
    const k = single(sc, sc.s);
    const aug = k === null ? undefined : sc.lits[k];
    if (!aug || aug.kind !== 'matrix' || aug.entries[0]!.length < 2) return null;
    if (aug.bar !== undefined && aug.bar !== aug.entries[0]!.length - 1) return null;
    A = aug.entries.map((r) => r.slice(0, -1));
    b = aug.entries.map((r) => r[r.length - 1]!);
  } else return null;
  if (!A || !b || b.length !== A.length) return null;
  const words =
    /\bsolve\b|\bsolutions?\b|\bthe system\b|\bsystem\b|\blinear\b|\bequations?\b|\baugmented\b|\bgeneral\b|\bparametric\b|\bvector\b|\bin\b|\bx\b|\bform\b|\bwith\b|\bhas\b|\bwhose\b|\bwhere\b|\bdescribe\b|\ball\b/gi;
  if (!clean(sc, rest, words, ['homogeneous', 'represented', 'corresponding'])) return null;
  const x = xs ? `\\begin{bmatrix} ${xs.entries.map((r) => r[0]).join(' \\\\ ')} \\end{bmatrix}` : '\\mathbf{x}';
  const tex = `${litTex(A)}${x} = ${litTex(b.map((e) => [e]))}`;
  return reading('solve', { matrix: A, b }, tex, `solve(${litText(A)}, ${vecTxt(b)})`);
}

/** The vectors of a span written `span{§1, §2}`, `span(§1, §2)`, "spanned by §1 and §2", "the span of …", "Col(A)". */
function spanOf(sc: Scan, text: string): { vectors: string[][]; at: number; len: number } | null {
  const m =
    /(?:the )?(?:column space|col(?:umn)?\s*space|col)\s*(?:of\s*)?\(?\s*(§\d+|[A-Z])\s*\)?/i.exec(text) ??
    /(?:the )?(?:(?:subspace|plane|line|space) )?(?:spanned by|span(?:ned)?\s*(?:of)?)\s*[{(]?\s*((?:§\d+|[a-z])(?:\s*(?:,|and)\s*(?:§\d+|[a-z]))*)\s*[})]?/i.exec(
      text,
    );
  if (!m) return null;
  const refs = m[1]!
    .split(/\s*(?:,|and)\s*/)
    .map((t) => (t.startsWith('§') ? sc.lits[Number(t.slice(1))] : sc.lits[sc.names[t] ?? -1]));
  if (refs.some((l) => !l)) return null;
  const ls = refs as Literal[];
  if (ls.length === 1 && ls[0]!.kind === 'matrix' && !asVector(ls[0]!)) {
    const E = ls[0]!.entries;
    return { vectors: E[0]!.map((_, j) => E.map((r) => r[j]!)), at: m.index, len: m[0].length };
  }
  const vs = ls.map(asVector);
  if (vs.some((v) => !v)) return null;
  return { vectors: vs as string[][], at: m.index, len: m[0].length };
}

/** A vector's entries: a vector literal, or a column typed as a matrix (`\begin{pmatrix}1\\2\end{pmatrix}`); else null. */
function asVector(l: Literal): string[] | null {
  if (l.kind === 'vector') return l.entries[0]!;
  if (l.kind === 'matrix' && l.entries.length >= 2 && l.entries.every((r) => r.length === 1)) return l.entries.map((r) => r[0]!);
  return null;
}

/** "projection of b onto Col(A) / span{…}", "projection matrix onto the column space of A". */
function readProjection(sc: Scan): TopicReading | null {
  if (!/\bproject(?:ion|ed)?\b|\bproj\b/i.test(sc.s)) return null;
  const words = /\b(?:orthogonal(?:ly)?|project(?:ion|ed)?|proj|onto|on|to|matrix)\b/gi;
  if (/\bprojection matrix\b|\bmatrix (?:of|for) (?:the )?(?:orthogonal )?projection\b/i.test(sc.s)) {
    const k = single(sc, sc.s.replace(/\b(?:column space|col)\b/gi, ' '));
    if (k === null || !clean(sc, sc.s, /\b(?:column space|col)\b/gi, ['orthogonal', 'projection', 'onto', 'on', 'matrix']))
      return null;
    const E = sc.lits[k]!.entries;
    return reading(
      'projection-matrix',
      { matrix: E },
      `P_{\\operatorname{Col}}\\left(${litTex(E)}\\right)`,
      `projmatrix(${litText(E)})`,
    );
  }
  const span = spanOf(sc, sc.s);
  if (!span) return null;
  const before = sc.s.slice(0, span.at);
  const after = sc.s.slice(span.at + span.len);
  const b = single(sc, before, 'any');
  if (b === null || !clean(sc, before + ' ' + after, words)) return null;
  const bl = sc.lits[b]!;
  const bv =
    bl.entries.length === 1 ? bl.entries[0]! : bl.entries.every((r) => r.length === 1) ? bl.entries.map((r) => r[0]!) : null;
  if (!bv || span.vectors.some((v) => v.length !== bv.length)) return null;
  return reading(
    'projection',
    { vectors: span.vectors, b: bv },
    `\\operatorname{proj}_{W}${litTex(bv.map((e) => [e]))}`,
    `proj(${vecTxt(bv)}, ${span.vectors.map(vecTxt).join(', ')})`,
  );
}

/** "Gram–Schmidt on u, v, w", "orthonormal basis for span{…}", "orthogonalize …", "orthonormal basis for Col(A)". */
function readGramSchmidt(sc: Scan): TopicReading | null {
  if (!/\bgram[- –]?schmidt\b|\borthonormali[sz]e\b|\borthogonali[sz]e\b|\borthonormal basis\b|\borthogonal basis\b/i.test(sc.s))
    return null;
  const normalize = !/\borthogonal basis\b|\borthogonali[sz]e\b/i.test(sc.s) || /\borthonormal/i.test(sc.s);
  const span = spanOf(sc, sc.s);
  let vectors: string[][];
  let rest: string;
  if (span) {
    vectors = span.vectors;
    rest = sc.s.slice(0, span.at) + ' ' + sc.s.slice(span.at + span.len);
    if (/§\d+/.test(rest)) return null;
  } else {
    const refs = [...sc.s.matchAll(/§(\d+)/g)].map((m) => sc.lits[Number(m[1])]!);
    if (refs.length === 1 && refs[0]!.kind === 'matrix' && /\bcolumns\b/i.test(sc.s)) {
      const E = refs[0]!.entries;
      vectors = E[0]!.map((_, j) => E.map((r) => r[j]!));
    } else if (refs.length >= 1 && refs.every((l) => asVector(l))) vectors = refs.map((l) => asVector(l)!);
    else return null;
    rest = sc.s;
  }
  if (vectors.length < 1 || vectors.some((v) => v.length !== vectors[0]!.length)) return null;
  const words =
    /\bgram[- –]?schmidt\b|\bprocess\b|\bprocedure\b|\balgorithm\b|\bapply\b|\borthonormali[sz]e\b|\borthogonali[sz]e\b|\borthonormal\b|\borthogonal\b|\bcolumns\b|\bon\b|\bin\b|\bwith\b|\bthat\b|\bspans?\b|\bsame\b|\bas\b|\bto get\b|\bproduce\b|\bconvert\b|\binto\b/gi;
  if (!clean(sc, rest, words)) return null;
  return reading(
    'gram-schmidt',
    { vectors, normalize },
    vectors.map((v) => litTex(v.map((e) => [e]))).join(',\\ '),
    `gramschmidt(${vectors.map(vecTxt).join(', ')})`,
  );
}

/** A vector operation the `vectors` topic reads: dot, cross, norm, angle, unit vector, parallel or orthogonal. */
const VECTOR_TASK =
  /\b(?:dot|cross|scalar product|inner product|vector product|magnitude|length|norm|angle|unit vector|parallel|perpendicular|orthogonal)\b|\\times|×|\\cdot|·|\|/i;

/**
 * Column vectors typed as matrices (`\begin{pmatrix}1\\2\\3\end{pmatrix}`, `[[1],[2],[3]]`, a `Vmatrix` norm) in a
 * vector question ("dot product of … and …", `u \times v`): the question as the `vectors` topic writes it (`<1, 2, 3>`),
 * read by that topic — a product of two columns is no matrix product there. Null when a literal is a matrix proper,
 * when no literal is a column, or when the vectors topic does not read the whole question.
 */
function readColumnVectors(question: string): TopicReading | null {
  if (!VECTOR_TASK.test(question) && !/\{\s*Vmatrix\s*\}/.test(question)) return null;
  const x = extractLiterals(question);
  const col = (l: Literal) => l.kind === 'matrix' && l.entries.length >= 2 && l.entries.every((r) => r.length === 1);
  if (!x || !x.lits.some((l) => col(l) || l.norm) || !x.lits.every((l) => col(l) || l.kind === 'vector')) return null;
  const text = x.text
    .replace(/§(\d+)/g, (_m, k: string) => {
      const l = x.lits[Number(k)]!;
      const v = `<${(l.kind === 'vector' ? l.entries[0]! : l.entries.map((r) => r[0]!)).join(', ')}>`;
      return l.norm ? `||${v}||` : v;
    })
    .replace(/\\times|×/g, ' x ')
    .replace(/\\cdot|·/g, ' * ')
    .replace(/\\left\s*\\?[|.]|\\right\s*\\?[|.]/g, '|');
  return readVectors(text);
}

/** The linear-algebra topic's reader (see the module comment). */
export function readLinearAlgebra(question: string): TopicReading | null {
  if (question.length > 1500) return null;
  const columns = readColumnVectors(question);
  if (columns) return columns;
  const sc = scan(question);
  if (!sc) return null;
  // a column of unknowns is only the x of A x = b
  if (sc.lits.some((l) => l.kind === 'unknowns')) return readSystem(sc);
  if (
    !sc.lits.some((l) => l.kind === 'matrix') &&
    !/\bspan|\bgram|\borthonormal|\borthogonal basis|\borthogonali[sz]e|\btranspose/i.test(sc.s)
  )
    return null;
  return readBars(sc) ?? readSystem(sc) ?? readProjection(sc) ?? readGramSchmidt(sc) ?? readMatrixTask(sc) ?? readExpression(sc);
}
