#!/usr/bin/env python3
"""
Builds and checks the linear-algebra corpus (math/topics/linear-algebra/corpus.ts) with SymPy 1.14.

Every expected answer is computed here by SymPy (Matrix.det, inv, rref, rank, nullspace, columnspace, eigenvals,
GramSchmidt, products and powers), not by the engine, and printed as the topic prints it: matrices `[[1, 2], [3, 4]]`,
vectors `(1, 2)`, bases `{(1, 2), (3, 4)}`, numbers `-3/4`, `7/2 + sqrt(33)/2`, `1 - 2i`, eigenvalues
`2 (multiplicity 2), 5`, eigenvectors `λ = 2: (-1, 2); λ = 5: (1, 1)`, solutions `x = (1, 0, 2) + t*(-2, 1, 0)`.
Run: python3 math/topics/linear-algebra/check_corpus.py (writes corpus.ts; `--check` only compares).

Sources: the exercise types and phrasings of OpenStax College Algebra 2e §7.5–7.8 ("Matrices and Matrix Operations",
"Solving Systems with Gaussian Elimination", "Solving Systems with Inverses", "Solving Systems with Cramer's Rule"),
CC BY 4.0, https://openstax.org/details/books/college-algebra-2e, and of a first university course (K. Kuttler,
"A First Course in Linear Algebra", Lyryx, CC BY 4.0: rank, null/column/row spaces, eigenvalues, diagonalisation,
projections, Gram–Schmidt); the matrices are generated here (seeded) for Lemma, plus the examples of issue #22.
"""
import random
import sys
from functools import reduce
from math import lcm
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from write_corpus import write_corpus  # noqa: E402

from sympy import (I, Integer, Matrix, Poly, Rational, ShapeError, eye, expand, im, nsimplify, re, roots, simplify,
                   sqrt, symbols, zeros)
from sympy.matrices.common import NonSquareMatrixError

OS = 'OpenStax College Algebra 2e §7.5–7.8 exercise style (CC BY 4.0); matrices generated for Lemma, checked with SymPy'
KU = 'Kuttler, A First Course in Linear Algebra (Lyryx, CC BY 4.0) exercise style; matrices generated for Lemma, checked with SymPy'
IS = 'Lemma issue #22 example; checked with SymPy'
SL = 'Written for Lemma (H8), other languages; checked with SymPy'
LAM = symbols('lam')
R = random.Random(22)


# ---------- printing as the topic prints ----------
def qt(x):
    x = Rational(x)
    return str(x.p) if x.q == 1 else f'{x.p}/{x.q}'


def surd(c, m):
    """c·√m, c > 0 rational, m square-free ≥ 1 (the topic's surdText)."""
    c = Rational(c)
    if m == 1:
        return qt(c)
    root = f'sqrt({m})'
    num = root if c.p == 1 else f'{c.p}*{root}'
    return num if c.q == 1 else f'{num}/{c.q}'


def imag(c, m):
    c = Rational(c)
    if m == 1 and c.q == 1:
        return 'i' if c.p == 1 else f'{c.p}i'
    return f'{surd(c, m)}*i'


def parts(e):
    """e = a + b·√m (real) or a + b·√m·i: (a, b, m, is_complex) with rationals a, b and square-free m."""
    e = nsimplify(expand(e))
    r, i = expand(re(e)), expand(im(e))
    cplx = i != 0
    a, b, m = Rational(0), Rational(0), 1
    for term, coef in (i if cplx else r).as_coefficients_dict().items():
        if term == 1:
            if cplx:
                b += coef
            else:
                a += coef
        elif term.is_Pow and term.exp == Rational(1, 2) and term.base.is_Integer:
            if b != 0 and m != int(term.base):
                raise ValueError(f'two square roots in {e}')
            m, b = int(term.base), b + coef
        else:
            raise ValueError(f'not a quadratic surd: {e}')
    if cplx:
        if not Rational(r) == r:
            raise ValueError(f'irrational real part: {e}')
        a = Rational(r)
    return a, Rational(b), m, cplx


def kt(e):
    a, b, m, cplx = parts(e)
    if b == 0:
        return qt(a)
    part = imag(abs(b), m) if cplx else surd(abs(b), m)
    if a == 0:
        return ('-' if b < 0 else '') + part
    return f"{qt(a)} {'-' if b < 0 else '+'} {part}"


def mt(M):
    return '[' + ', '.join('[' + ', '.join(kt(x) for x in M.row(i)) + ']' for i in range(M.rows)) + ']'


def vt(v):
    return '(' + ', '.join(kt(x) for x in v) + ')'


def st(vs):
    return '{' + ', '.join(vt(v) for v in vs) + '}' if vs else '{0}'


def poly_text(coeffs):
    deg = len(coeffs) - 1
    out = ''
    for k, c in enumerate(coeffs):
        c = Rational(c)
        if c == 0:
            continue
        e = deg - k
        a = abs(c)
        coef = '' if e and a == 1 else qt(a) + ('*' if e else '')
        pw = '' if e == 0 else 'λ' if e == 1 else f'λ^{e}'
        out += (' - ' if c < 0 else ' + ') if out else ('-' if c < 0 else '')
        out += coef + pw
    return out or '0'


# ---------- typing as students type ----------
def ent(x):
    x = Rational(x)
    return str(x.p) if x.q == 1 else f'{x.p}/{x.q}'


def tex_ent(x):
    x = Rational(x)
    return str(x.p) if x.q == 1 else f"{'-' if x < 0 else ''}\\frac{{{abs(x.p)}}}{{{x.q}}}"


def typed(M, k):
    """A matrix as typed, in one of five notations."""
    rows = [[M[i, j] for j in range(M.cols)] for i in range(M.rows)]
    style = k % 5
    if style == 0:
        return '[' + ','.join('[' + ','.join(ent(x) for x in r) + ']' for r in rows) + ']'
    if style == 1:
        return '[' + '; '.join(' '.join(ent(x) for x in r) for r in rows) + ']'
    if style == 2:
        return '\\begin{pmatrix}' + '\\\\'.join('&'.join(tex_ent(x) for x in r) for r in rows) + '\\end{pmatrix}'
    if style == 3:
        return '[[' + '], ['.join(', '.join(ent(x) for x in r) for r in rows) + ']]'
    return '\\begin{bmatrix} ' + ' \\\\ '.join(' & '.join(tex_ent(x) for x in r) for r in rows) + ' \\end{bmatrix}'


def tv(v, k=0):
    s = ', '.join(ent(x) for x in v)
    return [f'({s})', f'[{s}]', f'<{s}>'][k % 3]


# ---------- random matrices ----------
def rmat(m, n, lo=-5, hi=5):
    return Matrix(m, n, lambda i, j: R.randint(lo, hi))


def low_rank(m, n, r):
    """An m×n integer matrix of rank ≤ r (products of small random factors)."""
    while True:
        M = rmat(m, r, -3, 3) * rmat(r, n, -2, 2)
        if M.rank() == r and max(abs(x) for x in M) <= 12:
            return M


def nice_eigen(n):
    """A square integer matrix whose characteristic polynomial has a rational root (n = 3) — any for n = 2."""
    while True:
        M = rmat(n, n, -4, 4)
        if n == 2:
            return M
        p = Poly((LAM * eye(n) - M).det(), LAM)
        if any(r.is_Rational for r in roots(p, multiple=True)) and sum(roots(p).values()) == n:
            return M


# ---------- expected answers (SymPy) ----------
def eig_sorted(M):
    vals = roots(Poly((LAM * eye(M.rows) - M).det(), LAM))
    if sum(vals.values()) != M.rows:
        raise ValueError('roots not found')
    key = lambda v: (1 if im(v) != 0 else 0, float(re(v)), -float(im(v)))
    return sorted(vals.items(), key=lambda kv: key(kv[0]))


def g6(x):
    """A float as the topic prints it: 6 significant digits, no trailing zeros (JavaScript's Number(x.toPrecision(6)))."""
    v = float(f'{x:.6g}')
    if v == int(v) and abs(v) < 1e15:
        return str(int(v))
    r = repr(v)
    assert 'e' not in r, r
    return r


def approx_eigenvalues(p):
    vals = [complex(z) for z in p.nroots(n=30)]
    vals = [complex(z.real, 0 if abs(z.imag) < 1e-9 * max(1, abs(z.real)) else z.imag) for z in vals]
    vals.sort(key=lambda z: (z.imag != 0, z.real, -z.imag))

    def one(z):
        if z.imag == 0:
            return g6(z.real)
        b = g6(abs(z.imag))
        i = 'i' if b == '1' else f'{b}i'
        return f"{g6(z.real)} {'-' if z.imag < 0 else '+'} {i}" if abs(z.real) >= 1e-12 else ('-' if z.imag < 0 else '') + i
    return '≈ ' + ', '.join(one(z) for z in vals)


def eigenvalues_text(M):
    return ', '.join(f"{kt(v)}{f' (multiplicity {m})' if m > 1 else ''}" for v, m in eig_sorted(M))


def clear(v):
    dens = []
    for x in v:
        a, b, _, _ = parts(x)
        dens += [a.q, b.q]
    L = reduce(lcm, dens, 1)
    return [expand(L * x) for x in v]


def eigenspace(M, lam):
    N = (M - lam * eye(M.rows)).applyfunc(lambda x: nsimplify(expand(x)))
    basis = N.nullspace(simplify=True, iszerofunc=lambda x: simplify(x) == 0)
    return [clear([simplify(x) for x in b]) for b in basis]


def eigenvectors_text(M):
    return '; '.join(f'λ = {kt(v)}: ' + ', '.join(vt(b) for b in eigenspace(M, v)) for v, _ in eig_sorted(M))


def diag_text(M):
    P, D = [], []
    for v, m in eig_sorted(M):
        if im(v) != 0:
            return None
        b = eigenspace(M, v)
        if len(b) < m:
            return 'not diagonalizable'
        P += b
        D += [v] * len(b)
    n = M.rows
    Pm = Matrix(n, n, lambda i, j: P[j][i])
    Dm = Matrix(n, n, lambda i, j: D[i] if i == j else 0)
    assert simplify(M * Pm - Pm * Dm) == zeros(n, n)
    return f'P = {mt(Pm)}, D = {mt(Dm)}'


def solve_text(A, b):
    n = A.cols
    Rr, piv = A.row_join(b).rref()
    if n in piv:
        return 'no solution'
    p = [0] * n
    for i, c in enumerate(piv):
        p[c] = Rr[i, n]
    dirs = A.nullspace()
    names = [[], ['t'], ['s', 't'], ['r', 's', 't']][len(dirs)]
    show = any(x != 0 for x in p) or not dirs
    out = 'x = ' + (vt(p) if show else '')
    for i, d in enumerate(dirs):
        out += (' + ' if show or i else '') + f'{names[i]}*{vt(d)}'
    return out


def gram_schmidt(vs, normal):
    us = []
    for v in vs:
        u = Matrix(v)
        for w in us:
            u = u - (Matrix(v).dot(w) / w.dot(w)) * w
        if any(x != 0 for x in u):
            us.append(u)
    if normal:
        us = [u / sqrt(u.dot(u)) for u in us]
    return st([[simplify(x) for x in u] for u in us])


# ---------- items ----------
def items():
    out = []

    def add(q, task, expect, src, lang=None):
        out.append({'q': q, 'task': task, 'expect': str(expect), 'source': src, **({'lang': lang} if lang else {})})

    k = [0]

    def nk():
        k[0] += 1
        return k[0]

    # determinant
    add('det([[2,0,1],[1,3,2],[1,1,1]])', 'det', Matrix([[2, 0, 1], [1, 3, 2], [1, 1, 1]]).det(), IS)
    add('determinant of [[2,0,1],[1,3,2],[1,1,1]]', 'det', Matrix([[2, 0, 1], [1, 3, 2], [1, 1, 1]]).det(), IS)
    for t in range(40):
        n = [2, 3, 3, 4][t % 4]
        M = rmat(n, n)
        i = nk()
        T = typed(M, i)
        q = [f'det({T})', f'determinant of {T}', f'Find the determinant. {T}', f'What is the determinant of {T}?',
             f'find the determinant of {T} by cofactor expansion', f'find the determinant of {T} using row reduction',
             f'Evaluate the determinant of the matrix {T}', f'det {T}'][t % 8]
        if 'cofactor' in q and n == 4:
            q = f'det({T})'
        add(q, 'det', qt(M.det()), OS if n < 4 else KU)
    # 1×1 and singular matrices by row reduction (a column without a pivot)
    add('det([[5]])', 'det', 5, KU)
    add('Find the determinant of [[-7]]', 'det', -7, KU)
    for M in [Matrix([[1, 2, 3], [2, 4, 6], [1, 0, 1]]), Matrix([[1, 1, 0, 2], [0, 1, 1, 1], [1, 2, 1, 3], [2, 0, 1, 1]])]:
        add(f'find the determinant of {typed(M, 0)} using row reduction', 'det', qt(M.det()), KU)
    for t in range(5):
        M = rmat(3, 3)
        rows = '\\\\'.join('&'.join(str(x) for x in M.row(i)) for i in range(3))
        add(f'\\begin{{vmatrix}}{rows}\\end{{vmatrix}}', 'det', qt(M.det()), OS)
    # inverse
    for t in range(36):
        n = [2, 2, 3, 3][t % 4]
        M = rmat(n, n, -4, 4)
        if t % 9 == 4:
            M[n - 1, :] = M[0, :] * 2
        i = nk()
        T = typed(M, i)
        q = [f'inverse of {T}', f'find the inverse of the matrix {T}', f'{T}^-1', f'inv({T})',
             f'Find the inverse of the matrix, if it exists. {T}', f'What is the inverse of {T}?',
             f'find the inverse of {T} using the adjugate', f'find the inverse of {T} by Gauss-Jordan elimination'][t % 8]
        if '^-1' in q and T.startswith('\\begin'):
            q = f'{T}^{{-1}}'
        e = 'not invertible' if M.det() == 0 else mt(M.inv())
        add(q, 'inverse', e, OS)
    # invertible / singular
    for t in range(26):
        n = [2, 3][t % 2]
        M = rmat(n, n, -3, 3)
        if t % 3 == 0:
            M[n - 1, :] = M[0, :] + M[1, :] if n == 3 else M[0, :] * -2
        T = typed(M, nk())
        if t % 2:
            add([f'Is {T} invertible?', f'Determine whether {T} is invertible.'][t % 4 // 2], 'invertible', 'true' if M.det() != 0 else 'false', OS)
        else:
            add([f'Is the matrix {T} singular?', f'is {T} singular'][t % 4 // 2], 'singular', 'true' if M.det() == 0 else 'false', KU)
    # arithmetic: sums, differences, scalar multiples, products, undefined
    for t in range(44):
        i = nk()
        m, n, p = R.choice([(2, 2, 2), (2, 3, 2), (3, 3, 3), (2, 2, 3), (3, 2, 2)])
        A, B = rmat(m, n), rmat(m, n)
        C = rmat(n, p)
        a, b = R.choice([2, 3, -2, 4]), R.choice([1, 2, -3, 5])
        kind = t % 11
        TA, TB, TC = typed(A, i), typed(B, i), typed(C, i)
        if kind == 0:
            add(f'{TA} + {TB}', 'arithmetic', mt(A + B), OS)
        elif kind == 1:
            add(f'{TA} - {TB}', 'arithmetic', mt(A - B), OS)
        elif kind == 2:
            add(f'{a}{TA}', 'arithmetic', mt(a * A), OS)
        elif kind == 3:
            add(f'{TA} * {TC}', 'arithmetic', mt(A * C), OS)
        elif kind == 4:
            add(f'Let A = {TA} and B = {TC}. Find AB.', 'arithmetic', mt(A * C), OS)
        elif kind == 5:
            add(f'Find {a}A - {abs(b)}B for A = {TA} and B = {TB}', 'arithmetic', mt(a * A - abs(b) * B), OS)
        elif kind == 6:
            add(f'What is the product of {TA} and {TC}?', 'arithmetic', mt(A * C), OS)
        elif kind == 7:
            D = rmat(p + 1 if p == n else n + 1, 2)
            try:
                e = mt(A * D)
            except ShapeError:
                e = 'undefined'
            add(f'Find AB, if possible, for A = {TA} and B = {typed(D, i)}', 'arithmetic', e, OS)
        elif kind == 8:
            E = rmat(m + 1, n)
            add(f'{TA} + {typed(E, i)}', 'arithmetic', 'undefined', OS)
        elif kind == 9:
            add(f'the sum of {TA} and {TB}', 'arithmetic', mt(A + B), OS)
        else:
            Sq, Bm = rmat(n, n, -3, 3), rmat(n, n, -3, 3)
            add(f'Let A = {typed(Sq, i)} and B = {typed(Bm, i + 1)}. Find AB - BA', 'arithmetic', mt(Sq * Bm - Bm * Sq), OS)
    # powers
    for t in range(26):
        n = [2, 2, 3][t % 3]
        M = rmat(n, n, -3, 3)
        e = [2, 3, 2, 4, 5, 3][t % 6]
        T = typed(M, nk())
        q = [f'{T}^{e}', f'Find A^{e} for A = {T}', f'{T} squared' if e == 2 else f'{T}^{e}', f'compute {T} to the {e}th power' if e > 3 else f'{T}^{e}'][t % 4]
        if q.startswith('\\begin') and '^' in q and 'for A' not in q:
            q = q.replace(f'^{e}', f'^{{{e}}}')
        add(q, 'power', mt(M ** e), OS)
    for M in [Matrix([[1, 2, 3], [4, 5, 6]]), Matrix([[1, 2], [3, 4], [5, 6]])]:
        add(f'Find A^2 for A = {typed(M, 0)}', 'power', 'undefined', OS)
    # transpose and trace
    for t in range(26):
        m, n = R.choice([(2, 3), (3, 2), (2, 2), (3, 3), (1, 3)])
        M = rmat(m, n)
        T = typed(M, nk())
        q = [f'transpose of {T}', f'{T}^T', f'Find the transpose. {T}', f'What is the transpose of {T}?'][t % 4]
        if q.endswith('^T') and T.startswith('\\begin'):
            q = f'{T}^{{T}}'
        add(q, 'transpose', mt(M.T), OS)
    for t in range(26):
        n = [2, 3, 4][t % 3]
        M = rmat(n, n)
        T = typed(M, nk())
        add([f'trace of {T}', f'tr({T})', f'What is the trace of {T}?', f'Find the trace. {T}'][t % 4], 'trace', qt(M.trace()), KU)
    # rank and nullity
    for t in range(52):
        m, n = R.choice([(2, 3), (3, 3), (3, 4), (4, 3), (3, 2)])
        r = R.randint(1, min(m, n))
        M = low_rank(m, n, r)
        T = typed(M, nk())
        if t % 2:
            add([f'rank of {T}', f'What is the rank of {T}?', f'Find the rank of the matrix. {T}', f'rank({T})'][t % 8 // 2], 'rank', M.rank(), KU)
        else:
            add([f'nullity of {T}', f'What is the nullity of {T}?', f'Find the nullity. {T}', f'nullity of the matrix {T}'][t % 8 // 2], 'nullity', n - M.rank(), KU)
    # rref
    for t in range(30):
        m, n = R.choice([(2, 3), (3, 3), (3, 4), (2, 4), (4, 3)])
        M = low_rank(m, n, R.randint(1, min(m, n))) if t % 3 else rmat(m, n)
        T = typed(M, nk())
        q = [f'rref({T})', f'rref of {T}', f'row reduce {T}', f'Find the reduced row echelon form of {T}', f'Put {T} in reduced row echelon form', f'What is the RREF of {T}?'][t % 6]
        add(q, 'rref', mt(M.rref()[0]), KU)
    # null space, column space, row space
    for t in range(78):
        m, n = R.choice([(2, 3), (3, 3), (3, 4), (2, 4), (3, 2)])
        M = low_rank(m, n, R.randint(1, min(m, n)))
        T = typed(M, nk())
        if t % 3 == 0:
            q = [f'null space of {T}', f'Find a basis for the null space of {T}', f'kernel of {T}', f'What is the null space of {T}?'][t % 12 // 3]
            add(q, 'nullspace', st(M.nullspace()), KU)
        elif t % 3 == 1:
            q = [f'column space of {T}', f'Find a basis for the column space of {T}', f'basis for the column space of {T}', f'What is the column space of {T}?'][t % 12 // 3]
            add(q, 'colspace', st(M.columnspace()), KU)
        else:
            Rr, piv = M.rref()
            q = [f'row space of {T}', f'Find a basis for the row space of {T}', f'basis for the row space of {T}', f'What is the row space of {T}?'][t % 12 // 3]
            add(q, 'rowspace', st([list(Rr.row(i)) for i in range(len(piv))]), KU)
    # Ax = b
    for t in range(42):
        m, n = R.choice([(2, 2), (3, 3), (2, 3), (3, 3), (3, 4)])
        A = rmat(m, n, -3, 3) if t % 3 else low_rank(m, n, max(1, min(m, n) - 1))
        x = rmat(n, 1, -3, 3)
        b = A * x if t % 4 != 3 else rmat(m, 1, -4, 4)
        i = nk()
        TA, tb = typed(A, i), tv(list(b), i)
        aug = A.row_join(b)
        q = [f'solve Ax = b where A = {TA} and b = {tb}', f'Solve the system Ax = b for A = {TA} and b = {tb}', f'solve {TA}x = {tb}',
             f'Solve the system with augmented matrix {typed(aug, i)}', f'solve {TA}x = 0'][t % 5]
        if t % 5 == 4:
            b = zeros(m, 1)
        add(q, 'solve', solve_text(A, b), OS)
    # eigenvalues, eigenvectors, characteristic polynomial
    add('eigenvalues of [[4,1],[2,3]]', 'eigenvalues', eigenvalues_text(Matrix([[4, 1], [2, 3]])), IS)
    add('What are the eigenvalues of [[4,1],[2,3]]?', 'eigenvalues', eigenvalues_text(Matrix([[4, 1], [2, 3]])), IS)
    for t in range(42):
        M = nice_eigen([2, 2, 3][t % 3])
        T = typed(M, nk())
        q = [f'eigenvalues of {T}', f'What are the eigenvalues of {T}?', f'Find the eigenvalues. {T}', f'Find the eigenvalues of the matrix {T}'][t % 4]
        add(q, 'eigenvalues', eigenvalues_text(M), KU)
    # no rational root: approximate eigenvalues (SymPy's nroots, 6 significant digits as the topic rounds them)
    t = 0
    while sum(1 for it in out if it['expect'].startswith('≈')) < 8:
        t += 1
        M = rmat(3, 3, -4, 4)
        p = Poly((LAM * eye(3) - M).det(), LAM)
        if any(r.is_Rational for r in roots(p, multiple=True)) or p.degree() != 3:
            continue
        T = typed(M, nk())
        q = [f'eigenvalues of {T}', f'What are the eigenvalues of {T}?', f'Find the eigenvalues. {T}'][t % 3]
        add(q, 'eigenvalues', approx_eigenvalues(p), KU)
    for t in range(32):
        M = nice_eigen([2, 2, 3][t % 3])
        T = typed(M, nk())
        q = [f'eigenvectors of {T}', f'Find the eigenvalues and eigenvectors of {T}', f'What are the eigenvectors of {T}?', f'Find a basis for each eigenspace of {T}'][t % 4]
        add(q, 'eigenvectors', eigenvectors_text(M), KU)
    for t in range(26):
        n = [2, 3][t % 2]
        M = rmat(n, n, -4, 4)
        T = typed(M, nk())
        q = [f'characteristic polynomial of {T}', f'Find the characteristic polynomial. {T}', f'What is the characteristic polynomial of {T}?'][t % 3]
        add(q, 'charpoly', poly_text(Poly((M - LAM * eye(n)).det(), LAM).all_coeffs()), KU)
    # diagonalisation
    t = 0
    while sum(1 for it in out if it['task'] in ('diagonalize', 'diagonalizable')) < 32:
        t += 1
        n = [2, 3][t % 2]
        if t % 4 == 0:
            M = Matrix([[R.randint(1, 3), R.choice([1, 2, -1]), 0], [0, 0, 0], [0, 0, R.randint(-2, 2)]])[:n, :n]
            M[1, 1] = M[0, 0]
        else:
            M = nice_eigen(n)
        try:
            e = diag_text(M)
        except ValueError:
            continue
        if e is None:
            continue
        T = typed(M, nk())
        if t % 5 == 3:
            add([f'Is {T} diagonalizable?', f'Determine whether {T} is diagonalizable.'][t % 2], 'diagonalizable', 'false' if e == 'not diagonalizable' else 'true', KU)
        else:
            add([f'diagonalize {T}', f'Diagonalize the matrix {T}', f'Find P and D such that A = PDP^-1 for A = {T}'][t % 3], 'diagonalize', e, KU)
    # projections
    for t in range(26):
        m = 3 if t % 3 else 4
        A = rmat(m, 2, -2, 2)
        if A.rank() < 2:
            A[0, 0], A[1, 1], A[0, 1], A[1, 0] = 1, 1, 0, 0
        b = rmat(m, 1, -3, 3)
        p = A * (A.T * A).inv() * A.T * b
        u, v = list(A.col(0)), list(A.col(1))
        i = nk()
        q = [f'projection of {tv(list(b))} onto the column space of {typed(A, i)}', f'Find the orthogonal projection of {tv(list(b))} onto span{{{tv(u)}, {tv(v)}}}',
             f'project {tv(list(b))} onto the plane spanned by {tv(u)} and {tv(v)}'][t % 3]
        add(q, 'projection', vt(list(p)), KU)
    for t in range(26):
        A = rmat(3, 2, -2, 2)
        if A.rank() < 2:
            A[0, 0], A[1, 1], A[0, 1], A[1, 0] = 1, 1, 0, 0
        P = A * (A.T * A).inv() * A.T
        T = typed(A, nk())
        add([f'projection matrix onto the column space of {T}', f'Find the matrix of the orthogonal projection onto the column space of {T}'][t % 2], 'projection-matrix', mt(P), KU)
    # Gram–Schmidt
    for t in range(28):
        n = [2, 3, 3][t % 3]
        while True:
            V = rmat(n, n if t % 4 else n - 1 if n > 2 else n, -2, 2)
            if V.rank() == V.cols:
                break
        vs = [list(V.col(j)) for j in range(V.cols)]
        lst = ', '.join(tv(v) for v in vs)
        normal = t % 5 != 4
        q = [f'Apply the Gram-Schmidt process to {lst}', f'Use Gram-Schmidt to find an orthonormal basis for span{{{lst}}}', f'orthonormalize {lst}',
             f'Gram-Schmidt {lst}', f'Find an orthogonal basis for span{{{lst}}}'][t % 5]
        add(q, 'gram-schmidt', gram_schmidt(vs, normal), KU)
    # a named matrix ("… of A = [[…]]"), size words, bars, word powers
    for t in range(3):
        M2, M3 = rmat(2, 2, -4, 4), rmat(3, 3, -3, 3)
        N = low_rank(2, 3, 1 + t % 2)
        i = nk()
        add(f'Find the inverse of A = {typed(M2, i)}', 'inverse', 'not invertible' if M2.det() == 0 else mt(M2.inv()), OS)
        add(f'find the determinant of matrix A = {typed(M3, i)}', 'det', qt(M3.det()), OS)
        add(f'compute the determinant of the 3x3 matrix {typed(M3, i + 1)}', 'det', qt(M3.det()), OS)
        add(f'|A| for A = {typed(M2, 0)}', 'det', qt(M2.det()), OS)
        add(f'Find a basis for the nullspace of A = {typed(N, i)}', 'nullspace', st(N.nullspace()), KU)
        add(f'Find the transpose of the matrix A = {typed(N, i)}', 'transpose', mt(N.T), OS)
        add(f'Find the product AB if A = {typed(M2, i)} and B = {typed(N, i)}', 'arithmetic', mt(M2 * N), OS)
        add(f'If A = {typed(M2, i)}, what is A squared?', 'power', mt(M2 ** 2), OS)
        add(f'find the characteristic equation of A = {typed(M2, i)}', 'charpoly', poly_text(Poly((M2 - LAM * eye(2)).det(), LAM).all_coeffs()) + ' = 0', KU)
        add(f'Row reduce the augmented matrix {typed(N, 0)}', 'rref', mt(N.rref()[0]), OS)
        E = nice_eigen(2)
        add(f'Find the eigenvalues of A = {typed(E, i)}', 'eigenvalues', eigenvalues_text(E), KU)
    for vs, normal in [([(1, 2), (2, 4), (0, 1)], True), ([(1, 1, 0), (2, 2, 0), (0, 0, 3)], True), ([(1, 0, 1), (2, 0, 2), (0, 1, 1)], False)]:
        lst = ', '.join(tv(v) for v in vs)
        q = f'Apply the Gram-Schmidt process to {lst}' if normal else f'Find an orthogonal basis for span{{{lst}}}'
        add(q, 'gram-schmidt', gram_schmidt(vs, normal), KU)
    # other languages
    A2, A3 = Matrix([[4, 1], [2, 3]]), Matrix([[2, 0, 1], [1, 3, 2], [1, 1, 2]])
    for q, lang, task, e in [
        ('Calcula el determinante de la matriz [[1,2],[3,4]]', 'es', 'det', -2),
        ('¿Cuáles son los valores propios de [[4,1],[2,3]]?', 'es', 'eigenvalues', eigenvalues_text(A2)),
        ('Halla la inversa de la matriz [[2,0,1],[1,3,2],[1,1,2]]', 'es', 'inverse', mt(A3.inv())),
        ('el rango de la matriz [[1,2,3],[2,4,6]]', 'es', 'rank', 1),
        ('la traspuesta de [[1,2,3],[4,5,6]]', 'es', 'transpose', mt(Matrix([[1, 2, 3], [4, 5, 6]]).T)),
        ('vectores propios de [[4,1],[2,3]]', 'es', 'eigenvectors', eigenvectors_text(A2)),
        ('Berechne die Determinante der Matrix [[2,0,1],[1,3,2],[1,1,1]]', 'de', 'det', 0),
        ('Bestimme die Eigenwerte von [[4,1],[2,3]]', 'de', 'eigenvalues', eigenvalues_text(A2)),
        ('Inverse der Matrix [[2,1],[5,3]]', 'de', 'inverse', mt(Matrix([[2, 1], [5, 3]]).inv())),
        ('Rang der Matrix [[1,2],[2,4]]', 'de', 'rank', 1),
        ('Spur von [[1,2],[3,4]]', 'de', 'trace', 5),
        ('Calculer le déterminant de la matrice [[1,2],[3,4]]', 'fr', 'det', -2),
        ('Quelles sont les valeurs propres de [[4,1],[2,3]] ?', 'fr', 'eigenvalues', eigenvalues_text(A2)),
        ("l'inverse de la matrice [[2,1],[5,3]]", 'fr', 'inverse', mt(Matrix([[2, 1], [5, 3]]).inv())),
        ('le rang de la matrice [[1,2],[2,4]]', 'fr', 'rank', 1),
        ('la transposée de [[1,2,3],[4,5,6]]', 'fr', 'transpose', mt(Matrix([[1, 2, 3], [4, 5, 6]]).T)),
        ('Найдите определитель матрицы [[1,2],[3,4]]', 'ru', 'det', -2),
        ('собственные значения матрицы [[4,1],[2,3]]', 'ru', 'eigenvalues', eigenvalues_text(A2)),
        ('обратная матрица к [[2,1],[5,3]]', 'ru', 'inverse', mt(Matrix([[2, 1], [5, 3]]).inv())),
        ('ранг матрицы [[1,2],[2,4]]', 'ru', 'rank', 1),
        ('след матрицы [[1,2],[3,4]]', 'ru', 'trace', 5),
        ('求矩阵[[1,2],[3,4]]的行列式', 'zh-CN', 'det', -2),
        ('[[4,1],[2,3]]的特征值', 'zh-CN', 'eigenvalues', eigenvalues_text(A2)),
        ('矩阵[[2,1],[5,3]]的逆矩阵', 'zh-CN', 'inverse', mt(Matrix([[2, 1], [5, 3]]).inv())),
        ('[[1,2],[2,4]]的秩', 'zh-CN', 'rank', 1),
        ('[[1,2],[3,4]]的转置', 'zh-CN', 'transpose', mt(Matrix([[1, 3], [2, 4]]))),
    ]:
        add(q, task, e, SL, lang)
    return out


def main():
    write_corpus(items(), Path(__file__).with_name('corpus.ts'), 'linear-algebra')


if __name__ == '__main__':
    main()
