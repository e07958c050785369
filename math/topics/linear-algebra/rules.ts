/**
 * Step rules and knowledge points of the `linear-algebra` topic (merged into RULES / KNOWLEDGE_POINTS by math/rules.ts and
 * math/knowledge.ts). English text with `{param}` placeholders (the params are LaTeX); translations in ./i18n/<locale>.json.
 * Methods of OpenStax College Algebra 2e §7.5–7.8 (CC BY 4.0) and of a first course in linear algebra.
 */
import type { TopicKnowledge, TopicRules } from '../types';

export const LINEAR_ALGEBRA_RULES = {
  'la-det-1x1': { kp: 'linear-algebra.determinant', grade: 4, en: 'The determinant of a 1×1 matrix is its only entry: {eq}.' },
  'la-det-2x2': { kp: 'linear-algebra.determinant', grade: 3, en: 'For a 2×2 matrix, det = ad − bc: {eq}.' },
  'la-det-2x2-substitute': { kp: 'linear-algebra.determinant', grade: 3, en: 'Substitute the entries: {eq}.' },
  'la-det-cofactor-row': {
    kp: 'linear-algebra.determinant',
    grade: 4,
    en: 'Expand by cofactors along row {k}, with the signs (−1)^(i+j): {eq}.',
  },
  'la-det-cofactor-col': {
    kp: 'linear-algebra.determinant',
    grade: 4,
    en: 'Expand by cofactors along column {k}, with the signs (−1)^(i+j): {eq}.',
  },
  'la-det-minors': { kp: 'linear-algebra.determinant', grade: 4, en: 'Evaluate the minors and add the terms: {eq}.' },
  'la-det-rows-zero': {
    kp: 'linear-algebra.determinant',
    grade: 4,
    en: 'A column has no pivot, so the matrix is singular: {eq}.',
  },
  'la-det-rows-product': {
    kp: 'linear-algebra.determinant',
    grade: 4,
    en: 'The matrix is now triangular: the determinant is the product of the diagonal entries, with the sign changed once for each of the {swaps} row swaps: {eq}.',
  },
  'la-row-ops': { kp: 'linear-algebra.row-reduction', grade: 4, en: 'Pivot in column {col}: {ops}.' },
  'la-rref-done': {
    kp: 'linear-algebra.row-reduction',
    grade: 4,
    en: 'Each pivot is 1 and the only nonzero entry in its column: this is the reduced row echelon form {eq}.',
  },
  'la-inverse-augment': { kp: 'linear-algebra.inverse', grade: 4, en: 'Write the matrix beside the identity matrix: {aug}.' },
  'la-inverse-no-pivot': {
    kp: 'linear-algebra.inverse',
    grade: 4,
    en: 'Column {col} has no pivot, so the left block cannot become I: the matrix is singular and has no inverse.',
  },
  'la-inverse-read': {
    kp: 'linear-algebra.inverse',
    grade: 4,
    en: 'The left block is now I, so the right block is the inverse: {eq}.',
  },
  'la-inverse-singular': {
    kp: 'linear-algebra.inverse',
    grade: 3,
    en: 'The determinant is zero, so the matrix is singular and has no inverse: {eq}.',
  },
  'la-inverse-2x2': {
    kp: 'linear-algebra.inverse',
    grade: 3,
    en: 'Swap a and d, change the signs of b and c, and divide by the determinant {det}: {eq}.',
  },
  'la-cofactor-matrix': { kp: 'linear-algebra.inverse', grade: 4, en: 'Compute every cofactor C_ij = (−1)^(i+j)·M_ij: {eq}.' },
  'la-adjugate': { kp: 'linear-algebra.inverse', grade: 4, en: 'Transpose the cofactor matrix to get the adjugate: {eq}.' },
  'la-inverse-adjugate': { kp: 'linear-algebra.inverse', grade: 4, en: 'Divide the adjugate by the determinant: {eq}.' },
  'la-invertible-yes': {
    kp: 'linear-algebra.inverse',
    grade: 3,
    en: 'The determinant is {det} ≠ 0, so the matrix is invertible.',
  },
  'la-invertible-no': {
    kp: 'linear-algebra.inverse',
    grade: 3,
    en: 'The determinant is {det}, so the matrix is singular (not invertible).',
  },
  'la-add': { kp: 'linear-algebra.matrix-operations', grade: 3, en: 'Add the corresponding entries: {eq}.' },
  'la-sub': { kp: 'linear-algebra.matrix-operations', grade: 3, en: 'Subtract the corresponding entries: {eq}.' },
  'la-scalar': { kp: 'linear-algebra.matrix-operations', grade: 3, en: 'Multiply every entry by {c}: {eq}.' },
  'la-product-size': {
    kp: 'linear-algebra.matrix-operations',
    grade: 3,
    en: 'A {sa} matrix times a {sb} matrix: the columns of the first match the rows of the second, so the product is a {sc} matrix.',
  },
  'la-product': {
    kp: 'linear-algebra.matrix-operations',
    grade: 3,
    en: 'Each entry is a row of the first matrix times a column of the second: {eq}.',
  },
  'la-same-size': {
    kp: 'linear-algebra.matrix-operations',
    grade: 3,
    en: 'Both matrices are {sa}: they have the same size, so they are combined entry by entry.',
  },
  'la-power': { kp: 'linear-algebra.matrix-operations', grade: 3, en: 'Multiply the matrix by itself: {eq}.' },
  'la-transpose': { kp: 'linear-algebra.matrix-operations', grade: 3, en: 'Write the rows as columns: {eq}.' },
  'la-trace': { kp: 'linear-algebra.matrix-operations', grade: 4, en: 'Add the entries on the main diagonal: {eq}.' },
  'la-undefined-sum': {
    kp: 'linear-algebra.matrix-operations',
    grade: 3,
    en: 'A {sa} matrix and a {sb} matrix have different sizes: their sum or difference is undefined.',
  },
  'la-undefined-product': {
    kp: 'linear-algebra.matrix-operations',
    grade: 3,
    en: 'A {sa} matrix cannot multiply a {sb} matrix (the first has {n} columns, the second {p} rows): the product is undefined.',
  },
  'la-undefined-power': {
    kp: 'linear-algebra.matrix-operations',
    grade: 3,
    en: 'A {sa} matrix is not square: its powers, trace, determinant and inverse are undefined.',
  },
  'la-rank-count': { kp: 'linear-algebra.rank', grade: 4, en: 'Count the pivots (the nonzero rows of the reduced form): {eq}.' },
  'la-nullity': {
    kp: 'linear-algebra.rank',
    grade: 4,
    en: 'By the rank–nullity theorem, the nullity is the number of columns minus the rank: {eq}.',
  },
  'la-null-free': {
    kp: 'linear-algebra.subspaces',
    grade: 4,
    en: 'The free variables are {free}; set each one to 1 in turn (the others to 0) and solve for the pivot variables: {eq}.',
  },
  'la-null-trivial': {
    kp: 'linear-algebra.subspaces',
    grade: 4,
    en: 'Every column has a pivot, so Ax = 0 has only the zero solution: {eq}.',
  },
  'la-col-pivots': {
    kp: 'linear-algebra.subspaces',
    grade: 4,
    en: 'The pivots are in columns {cols}; those columns of the original matrix form a basis: {eq}.',
  },
  'la-row-basis': {
    kp: 'linear-algebra.subspaces',
    grade: 4,
    en: 'The nonzero rows of the reduced form are a basis of the row space: {eq}.',
  },
  'la-solve-augment': { kp: 'linear-algebra.linear-systems', grade: 3, en: 'Write the augmented matrix [A | b]: {aug}.' },
  'la-solve-none': {
    kp: 'linear-algebra.linear-systems',
    grade: 3,
    en: 'Row {row} reads {eq}, which is impossible: the system has no solution.',
  },
  'la-solve-unique': {
    kp: 'linear-algebra.linear-systems',
    grade: 3,
    en: 'Every variable has a pivot, so the solution is unique: {eq}.',
  },
  'la-solve-param': {
    kp: 'linear-algebra.linear-systems',
    grade: 4,
    en: 'The free variables become parameters ({free}); solve for the pivot variables: {eq}.',
  },
  'la-charpoly-setup': { kp: 'linear-algebra.eigen', grade: 4, en: 'Subtract λ from each entry on the main diagonal: {eq}.' },
  'la-eigen-trace-det': {
    kp: 'linear-algebra.eigen',
    grade: 4,
    en: 'For a 2×2 matrix, det(A − λI) = λ² − (tr A)λ + det A: {eq}.',
  },
  'la-eigen-charpoly': {
    kp: 'linear-algebra.eigen',
    grade: 4,
    en: 'The eigenvalues are the roots of the characteristic polynomial: {eq}.',
  },
  'la-eigen-rational-root': {
    kp: 'linear-algebra.eigen',
    grade: 4,
    en: 'By the rational root test, {r} is a root; factor it out: {eq}.',
  },
  'la-eigen-quadratic': { kp: 'linear-algebra.eigen', grade: 4, en: 'Solve {poly} = 0 with the quadratic formula: {eq}.' },
  'la-eigen-numeric': {
    kp: 'linear-algebra.eigen',
    grade: 4,
    en: 'The characteristic polynomial {poly} has no rational root, so the eigenvalues are found numerically (rounded to 6 significant digits): {eq}.',
  },
  'la-eigen-list': { kp: 'linear-algebra.eigen', grade: 4, en: 'The eigenvalues are {eq}.' },
  'la-eigenvector': {
    kp: 'linear-algebra.eigen',
    grade: 4,
    en: 'For λ = {lambda}, row reduce A − λI and solve (A − λI)v = 0: {eq}.',
  },
  'la-diag-not': {
    kp: 'linear-algebra.diagonalization',
    grade: 4,
    en: 'λ = {lambda} has algebraic multiplicity {am} but only {gm} independent eigenvector(s): the matrix is not diagonalizable.',
  },
  'la-diag-pd': {
    kp: 'linear-algebra.diagonalization',
    grade: 4,
    en: 'There are {n} independent eigenvectors: put them in the columns of P and the eigenvalues, in the same order, on the diagonal of D: {eq}.',
  },
  'la-proj-normal': {
    kp: 'linear-algebra.orthogonality',
    grade: 4,
    en: 'With a basis of the subspace in the columns of A, solve the normal equations AᵀA x̂ = Aᵀb: {eq}.',
  },
  'la-proj-result': { kp: 'linear-algebra.orthogonality', grade: 4, en: 'The projection is p = A x̂: {eq}.' },
  'la-proj-ata': { kp: 'linear-algebra.orthogonality', grade: 4, en: 'Compute AᵀA and its inverse: {eq}.' },
  'la-proj-matrix': {
    kp: 'linear-algebra.orthogonality',
    grade: 4,
    en: 'With a basis of the column space in the columns of A, the projection matrix is P = A(AᵀA)⁻¹Aᵀ: {eq}.',
  },
  'la-gs-first': { kp: 'linear-algebra.orthogonality', grade: 4, en: 'Keep the first vector: {eq}.' },
  'la-gs-step': {
    kp: 'linear-algebra.orthogonality',
    grade: 4,
    en: 'Subtract from the next vector its projections onto the vectors already found: {eq}.',
  },
  'la-gs-dependent': {
    kp: 'linear-algebra.orthogonality',
    grade: 4,
    en: 'Vector {k} is a combination of the earlier ones (nothing is left): it adds nothing to the basis.',
  },
  'la-gs-normalize': { kp: 'linear-algebra.orthogonality', grade: 4, en: 'Divide each vector by its length: {eq}.' },
} as const satisfies TopicRules;

export const LINEAR_ALGEBRA_KNOWLEDGE = {
  'linear-algebra.matrix-operations': 'Matrix operations',
  'linear-algebra.determinant': 'Determinants',
  'linear-algebra.inverse': 'Inverse of a matrix',
  'linear-algebra.row-reduction': 'Row reduction (Gauss–Jordan elimination)',
  'linear-algebra.rank': 'Rank and nullity',
  'linear-algebra.subspaces': 'Null space, column space and row space',
  'linear-algebra.linear-systems': 'Solving Ax = b',
  'linear-algebra.eigen': 'Eigenvalues and eigenvectors',
  'linear-algebra.diagonalization': 'Diagonalization',
  'linear-algebra.orthogonality': 'Projections and Gram–Schmidt',
} as const satisfies TopicKnowledge;
