import { describe, expect, test } from 'vitest';
import { answerQuestion } from '../../router';
import { normalizeQuestion } from '../../read';
import { Budget } from '../../budget';
import { errorCode, solverFor } from '../geometry/test-helpers';
import { linearAlgebra as T } from './index';
import { extractLiterals } from './notation';
import { bareiss } from './verify';
import { q } from './field';
import { compute } from '../../compute';

const solve = solverFor(T);
const ask = (question: string, lang = 'en') => answerQuestion(normalizeQuestion(question, lang));

describe('linear algebra: the questions of issue #22', () => {
  test.each([
    ['det [[2,0,1],[1,3,2],[1,1,1]]', '0'],
    ['det([[2,0,1],[1,3,2],[1,1,1]])', '0'],
    ['determinant of [[2,0,1],[1,3,2],[1,1,1]]', '0'],
    ['Find the determinant. [[1,2],[3,4]]', '-2'],
    ['eigenvalues of [[4,1],[2,3]]', '2, 5'],
    ['What are the eigenvalues of [[4,1],[2,3]]?', '2, 5'],
    ['find the inverse of the matrix [[2,1],[5,3]]', '[[3, -1], [-5, 2]]'],
    ['inverse of [[1,2],[2,4]]', 'not invertible'],
    ['[[1,2],[3,4]] * [[5,6],[7,8]]', '[[19, 22], [43, 50]]'],
    ['[1 2; 3 4]^2', '[[7, 10], [15, 22]]'],
    ['\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}^T', '[[1, 3], [2, 4]]'],
    ['trace of [[1,2],[3,4]]', '5'],
    ['[[1,2,3],[4,5,6]] * [[1,2],[3,4]]', 'undefined'],
    ['rank of [[1,2],[2,4]]', '1'],
    ['rref([[1,2,3],[4,5,6],[7,8,9]])', '[[1, 0, -1], [0, 1, 2], [0, 0, 0]]'],
    ['null space of [[1,2,3],[2,4,6]]', '{(-2, 1, 0), (-3, 0, 1)}'],
    ['solve Ax = b where A = [[1,2],[3,4]] and b = [5,6]', 'x = (-4, 9/2)'],
    ['solve the system with augmented matrix [[1,2,3],[2,4,7]]', 'no solution'],
    ['solve [[1,2,1],[2,4,2]]x = [1,2]', 'x = (1, 0, 0) + s*(-2, 1, 0) + t*(-1, 0, 1)'],
    ['eigenvalues of [[1,1],[1,0]]', '1/2 - sqrt(5)/2, 1/2 + sqrt(5)/2'],
    ['eigenvalues of [[1,-2],[1,3]]', '2 + i, 2 - i'],
    ['eigenvalues of [[2,1,0],[0,2,0],[0,0,3]]', '2 (multiplicity 2), 3'],
    ['eigenvectors of [[4,1],[2,3]]', 'λ = 2: (-1, 2); λ = 5: (1, 1)'],
    ['diagonalize [[4,1],[2,3]]', 'P = [[-1, 1], [2, 1]], D = [[2, 0], [0, 5]]'],
    ['diagonalize [[2,1],[0,2]]', 'not diagonalizable'],
    ['project (1,2,3) onto span{(1,0,1),(0,1,1)}', '(1, 2, 3)'],
    ['find an orthogonal basis for span{(1,1,0),(1,0,1)}', '{(1, 1, 0), (1/2, -1/2, 1)}'],
    ['apply Gram-Schmidt to (1,1,0), (1,0,1)', '{(sqrt(2)/2, sqrt(2)/2, 0), (sqrt(6)/6, -sqrt(6)/6, sqrt(6)/3)}'],
    ['Let A = [[1,2],[3,4]] and B = [[0,1],[1,0]]. Find AB - BA', '[[-1, -3], [3, 1]]'],
    ['[[1,2],[3,4]] * [1, 2]', '[[5], [11]]'],
  ])('%s → %s, checked, read by the linear-algebra topic', (question, want) => {
    const r = ask(question);
    expect(r.simplifyResultText).toBe(want);
    expect(r.verified).toBe(true);
    expect(r.topic?.id).toBe('linear-algebra');
  });

  test('every notation of the same matrix is read alike', () => {
    const forms = [
      '[[1,-2],[3,1/2]]',
      '[1 -2; 3 1/2]',
      '[1, -2; 3, 1/2]',
      '{{1,-2},{3,1/2}}',
      'matrix([[1,-2],[3,1/2]])',
      '\\begin{pmatrix}1&-2\\\\3&\\frac{1}{2}\\end{pmatrix}',
      '\\begin{bmatrix} 1 & -2 \\\\ 3 & \\frac12 \\end{bmatrix}',
      '\\left[\\begin{array}{cc} 1 & -2 \\\\ 3 & 1/2 \\end{array}\\right]',
    ];
    for (const f of forms)
      expect(extractLiterals(f)?.lits[0]?.entries, f).toEqual([
        ['1', '-2'],
        ['3', '1/2'],
      ]);
    for (const f of forms) expect(ask(`det ${f}`).simplifyResultText, f).toBe('13/2');
  });

  test('steps a textbook shows: cofactor expansion, row operations, Gauss–Jordan', () => {
    expect(solve('det [[2,0,1],[1,3,2],[1,1,1]]').a.steps.map((s) => s.rule)).toEqual(['la-det-cofactor-row', 'la-det-minors']);
    const rows = solve('find the determinant of [[1,2,3],[4,5,6],[7,8,10]] using row reduction').a.steps.map((s) => s.rule);
    expect(rows.at(-1)).toBe('la-det-rows-product');
    expect(rows.filter((r) => r === 'la-row-ops').length).toBeGreaterThanOrEqual(2);
    const gj = solve('find the inverse of the matrix [[2,0,1],[1,3,2],[1,1,2]]').a.steps.map((s) => s.rule);
    expect(gj[0]).toBe('la-inverse-augment');
    expect(gj.at(-1)).toBe('la-inverse-read');
    expect(solve('find the inverse of [[2,0,1],[1,3,2],[1,1,2]] using the adjugate').a.steps.map((s) => s.rule)).toContain(
      'la-adjugate',
    );
  });
});

describe('linear algebra: an answer is checked by a second method, and a wrong one fails', () => {
  /** The answer's text with its first number changed (one entry off by one). */
  const tamper = (text: string) => text.replace(/\d+/, (d) => String(Number(d) + 1));
  test.each([
    'det [[2,0,1],[1,3,2],[1,1,2]]',
    'inverse of [[2,1],[5,3]]',
    'rank of [[1,2],[2,4]]',
    'rref([[1,2,3],[4,5,6],[7,8,9]])',
    'null space of [[1,2,3],[2,4,6]]',
    'column space of [[1,2,3],[2,4,6],[1,0,1]]',
    'solve [[1,2,1],[2,4,2]]x = [1,2]',
    'eigenvalues of [[4,1],[2,3]]',
    'eigenvalues of [[1,1],[1,0]]',
    'eigenvectors of [[4,1],[2,3]]',
    'diagonalize [[4,1],[2,3]]',
    'characteristic polynomial of [[1,2,3],[0,4,5],[0,0,6]]',
    'project (1,2,3) onto span{(1,0,1),(0,1,1)}',
    'apply Gram-Schmidt to (1,1,0), (1,0,1)',
    '[[1,2],[3,4]] * [[5,6],[7,8]]',
    'projection matrix onto the column space of [[1,0],[0,1],[1,1]]',
  ])('%s', (question) => {
    const { r, a, verified } = solve(question);
    expect(verified).toBe(true);
    expect(T.verify(r, { ...a, text: tamper(a.text) })).toBe(false);
  });
  test('yes/no answers and "no solution" are checked too', () => {
    const inv = solve('is [[1,2],[2,4]] invertible');
    expect(inv.a.value).toBe(false);
    expect(T.verify(inv.r, { ...inv.a, value: true })).toBe(false);
    const none = solve('solve the system with augmented matrix [[1,2,3],[2,4,7]]');
    expect(T.verify(none.r, { ...none.a, text: 'x = (3, 0)' })).toBe(false);
    const cons = solve('solve the system with augmented matrix [[1,2,3],[2,4,6]]');
    expect(T.verify(cons.r, { ...cons.a, text: 'no solution' })).toBe(false);
    const diag = solve('diagonalize [[2,1],[0,2]]');
    expect(T.verify(diag.r, { ...diag.a, text: 'P = [[1, 0], [0, 1]], D = [[2, 0], [0, 2]]' })).toBe(false);
  });
  test('Bareiss elimination, the second method, on its own', () => {
    const m = (rows: number[][]) => rows.map((r) => r.map((x) => q(x)));
    expect(
      bareiss(
        m([
          [2, 0, 1],
          [1, 3, 2],
          [1, 1, 2],
        ]),
      ).det,
    ).toEqual(q(6));
    expect(
      bareiss(
        m([
          [1, 2],
          [2, 4],
        ]),
      ),
    ).toEqual({ rank: 1, det: q(0) });
    expect(
      bareiss(
        m([
          [0, 1],
          [1, 0],
        ]),
      ).det,
    ).toEqual(q(-1));
  });
});

describe('linear algebra: never a guess', () => {
  test('refusals', () => {
    expect(errorCode(() => solve('eigenvectors of [[1,2,3],[4,5,6],[7,8,10]]'))).toBe('UNSUPPORTED:irreducible-cubic');
    expect(errorCode(() => solve('det [[1,2,3],[4,5,6]]'))).toBe('VALIDATION_ERROR:not-square');
    expect(errorCode(() => solve('[[1,2],[3,4]]^300'))).toBe('VALIDATION_ERROR:too-large');
    expect(errorCode(() => solve('diagonalize [[0,-1],[1,0]]'))).toBe('VALIDATION_ERROR:complex-eigenvalues');
    expect(
      errorCode(() =>
        T.solve({ topic: 'linear-algebra', task: 'nope', params: {}, inputLatex: '', inputText: '' }, new Budget()),
      ),
    ).toBe('VALIDATION_ERROR:unknown-task');
  });
  test('an irreducible cubic: approximate eigenvalues, marked so and checked to their precision', () => {
    const { r, a, verified } = solve('eigenvalues of [[1,2,3],[4,5,6],[7,8,10]]');
    expect(a.text).toBe('≈ -0.90574, 0.198247, 16.7075');
    expect(a.exact).toBe(false);
    expect(verified).toBe(true);
    expect(T.verify(r, { ...a, text: '≈ -0.90574, 0.198247, 16.7085' })).toBe(false);
    expect(T.verify(r, { ...a, exact: true })).toBe(false);
    expect(solve('eigenvalues of [[0,1,0],[0,0,1],[2,0,0]]').a.text).toBe(
      '≈ 1.25992, -0.629961 + 1.09112i, -0.629961 - 1.09112i',
    );
  });
  test('what it does not read completely is not read', () => {
    for (const question of [
      '[[1,x],[2,3]]^2',
      'det [[1,2],[3]]',
      'is [[1,2],[3,4]] not invertible',
      'find the determinant of [[1,2],[3,4]] and the trace',
      '[[1,2],[3,4]]',
      'mean of [[1,2],[3,4]]',
    ])
      expect(T.read(question), question).toBeNull();
  });
  test('vectors and lists stay with their topics', () => {
    expect(T.read('dot product of [1,2,3] and [4,5,6]')).toBeNull();
    expect(T.read('3<1,2>')).toBeNull();
    expect(ask('cross product of <1,2,3> and <4,5,6>').topic?.id).toBe('vectors');
    expect(ask('projection of (3,4) onto (1,0)').topic?.id).toBe('vectors');
    expect(ask('mean of [1, 2, 3, 4]').topic?.id).toBe('statistics');
  });
});

describe('linear algebra in other languages', () => {
  test.each([
    ['Calcula el determinante de la matriz [[1,2],[3,4]]', 'es', '-2'],
    ['¿Cuáles son los valores propios de [[4,1],[2,3]]?', 'es', '2, 5'],
    ['Bestimme die Eigenwerte von [[4,1],[2,3]]', 'de', '2, 5'],
    ['Inverse der Matrix [[2,1],[5,3]]', 'de', '[[3, -1], [-5, 2]]'],
    ['Calculer le déterminant de la matrice [[1,2],[3,4]]', 'fr', '-2'],
    ['le rang de la matrice [[1,2],[2,4]]', 'fr', '1'],
    ['Найдите определитель матрицы [[1,2],[3,4]]', 'ru', '-2'],
    ['求矩阵[[1,2],[3,4]]的行列式', 'zh-CN', '-2'],
    ['[[4,1],[2,3]]的特征值', 'zh-CN', '2, 5'],
  ])('%s (%s) → %s', (question, lang, want) => {
    const r = ask(question, lang);
    expect(r.simplifyResultText).toBe(want);
    expect(r.verified).toBe(true);
  });
});

describe('linear algebra: matrices and columns in LaTeX (issue #22: pmatrix, bmatrix, vmatrix, Bmatrix, arrays)', () => {
  test.each([
    ['find the determinant of \\begin{pmatrix}2&0\\\\1&3\\end{pmatrix}', '6', 'linear-algebra'],
    ['eigenvalues of \\begin{bmatrix}4&1\\\\2&3\\end{bmatrix}', '2, 5', 'linear-algebra'],
    ['\\begin{vmatrix}1&2\\\\3&4\\end{vmatrix}', '-2', 'linear-algebra'],
    ['inverse of \\begin{Bmatrix}2&1\\\\1&1\\end{Bmatrix}', '[[1, -1], [-1, 2]]', 'linear-algebra'],
    ['solve \\left[\\begin{array}{cc|c}1&1&3\\\\1&-1&1\\end{array}\\right]', 'x = (2, 1)', 'linear-algebra'],
    ['\\mathrm{det}\\begin{pmatrix}2&0\\\\1&3\\end{pmatrix}', '6', 'linear-algebra'],
    ['\\operatorname{rank}\\begin{pmatrix}1&2\\\\2&4\\end{pmatrix}', '1', 'linear-algebra'],
    // MathLive's serialisation: spaces around &, a space after \\
    ['\\begin{pmatrix}1 & 2\\\\ 3 & 4\\end{pmatrix}^{-1}', '[[-2, 1], [3/2, -1/2]]', 'linear-algebra'],
    // a column of unknowns is the x of A x = b
    [
      '\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}\\begin{pmatrix}x\\\\y\\end{pmatrix}=\\begin{pmatrix}5\\\\6\\end{pmatrix}',
      'x = (-4, 9/2)',
      'linear-algebra',
    ],
    ['[[1,2],[3,4]][[x],[y]] = [[5],[6]]', 'x = (-4, 9/2)', 'linear-algebra'],
    [
      'apply Gram-Schmidt to \\begin{pmatrix}1\\\\1\\\\0\\end{pmatrix}, \\begin{pmatrix}1\\\\0\\\\1\\end{pmatrix}',
      undefined,
      'linear-algebra',
    ],
    // columns in a vector question are vectors: the vectors topic answers
    ['dot product of \\begin{pmatrix}1\\\\2\\\\3\\end{pmatrix} and \\begin{pmatrix}4\\\\5\\\\6\\end{pmatrix}', '32', 'vectors'],
    ['\\begin{pmatrix}1\\\\0\\\\0\\end{pmatrix}\\times\\begin{pmatrix}0\\\\1\\\\0\\end{pmatrix}', '<0, 0, 1>', 'vectors'],
    ['\\begin{bmatrix}1\\\\2\\end{bmatrix}\\cdot\\begin{bmatrix}3\\\\4\\end{bmatrix}', '11', 'vectors'],
    ['\\begin{Vmatrix}3\\\\4\\end{Vmatrix}', '5', 'vectors'],
    ['dot product of [[1],[2],[3]] and [[4],[5],[6]]', '32', 'vectors'],
    ['Eigenwerte von \\begin{pmatrix}4&1\\\\2&3\\end{pmatrix}', '2, 5', 'linear-algebra', 'de'],
    ['valeurs propres de \\begin{pmatrix}4&1\\\\2&3\\end{pmatrix}', '2, 5', 'linear-algebra', 'fr'],
  ])('%s → %s (%s)', (question, want, topic, lang = 'en') => {
    const r = ask(question, lang);
    if (want !== undefined) expect(r.simplifyResultText).toBe(want);
    expect(r.verified).toBe(true);
    expect(r.topic?.id).toBe(topic);
  });

  test('a cross product of two columns is never answered as an undefined matrix product', () => {
    const r = ask('\\begin{pmatrix}1\\\\2\\\\3\\end{pmatrix}\\times\\begin{pmatrix}4\\\\5\\\\6\\end{pmatrix}');
    expect(r.simplifyResultText).toBe('<-3, 6, -3>');
  });

  test('the notation reader: Vmatrix is a norm, a column of letters is unknowns, a letter among numbers is unreadable', () => {
    expect(extractLiterals('\\begin{Vmatrix}3\\\\4\\end{Vmatrix}')?.lits[0]).toMatchObject({ norm: true, kind: 'matrix' });
    expect(extractLiterals('\\begin{pmatrix}x_1\\\\x_2\\end{pmatrix}')?.lits[0]).toEqual({
      entries: [['x_1'], ['x_2']],
      kind: 'unknowns',
    });
    expect(extractLiterals('\\begin{pmatrix}x\\\\x\\end{pmatrix}')).toBeNull();
    expect(extractLiterals('\\begin{pmatrix}1&x\\\\2&3\\end{pmatrix}')).toBeNull();
    // MathLive's empty placeholder is no number: not read, never guessed
    expect(T.read('det \\begin{pmatrix}\\placeholder{}&2\\\\3&4\\end{pmatrix}')).toBeNull();
    // unknowns anywhere but in A x = b
    expect(T.read('det \\begin{pmatrix}x\\\\y\\end{pmatrix}')).toBeNull();
    expect(
      T.read(
        '\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}\\begin{pmatrix}x\\\\y\\\\z\\end{pmatrix}=\\begin{pmatrix}5\\\\6\\end{pmatrix}',
      ),
    ).toBeNull();
  });

  test("the calculator's CALCULATION reads a matrix from the formula editor (MathLive's pmatrix) with the topic", () => {
    const inv = compute({ model: 'CALCULATION', input: '\\begin{pmatrix}2 & 1\\\\ 1 & 1\\end{pmatrix}^{-1}' });
    expect(inv.simplifyResultText).toBe('[[1, -1], [-1, 2]]');
    expect(inv.verified).toBe(true);
    expect(inv.topic?.id).toBe('linear-algebra');
    expect(compute({ model: 'CALCULATION', input: '\\begin{vmatrix}1 & 2\\\\ 3 & 4\\end{vmatrix}' }).simplifyResultText).toBe(
      '-2',
    );
    expect(compute({ model: 'CALCULATION', input: '[[1,2],[3,4]]*[[5,6],[7,8]]' }).simplifyResultText).toBe(
      '[[19, 22], [43, 50]]',
    );
    // other models and plain input are not touched
    expect(compute({ model: 'CALCULATION', input: '2+3' }).topic).toBeUndefined();
  });
});
