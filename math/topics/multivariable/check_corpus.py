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
Volume 3 is CC BY-NC-SA 4.0: no text of the book is taken, which the items' source notes say.

Lagrange multipliers (§4.8), double integrals in polar coordinates (§5.3), triple integrals in cylindrical and spherical
coordinates (§5.5) and line integrals (§6.2, §6.3 for conservative fields) likewise: every problem written for Lemma in the
exercise style of those sections; SymPy gives each expected answer (solve() of ∇f = λ∇g, g = 0 with the existence of the
max/min decided by SymPy's maximum()/minimum() along a parametrisation of an unbounded constraint or a definite Hessian on a
plane; integrate() in polar/cylindrical/spherical coordinates; integrate() of the parametrised line integrand). Active
Calculus Multivariable (active-calculus/active-calculus-vector) was considered as an open source of problems, but its
licence is CC BY-NC-SA as well (source/*.ptx headers), so none of its problems are used.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from write_corpus import write_corpus  # noqa: E402

from sympy import Interval, Matrix, S, Symbol, cos, diff, hessian, integrate, oo, pi, simplify, sin, solve, sqrt  # noqa: E402
from sympy.calculus.util import maximum, minimum  # noqa: E402
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
    out.extend(lagrange_items())
    out.extend(region_items())
    out.extend(line_items())
    return out


LAM = Symbol('lambda', real=True)
T, R_, TH, PH, RHO = (Symbol(n, real=True) for n in ('t', 'r', 'theta', 'phi', 'rho'))


def txt(e):
    return str(simplify(e)).replace('**', '^')


def lagrange_expect(fs, cons, goal, shape):
    """SymPy: solve ∇f = λ∇g, g = 0; f at each real solution; max/min by `shape`: 'bounded' (closed curve/surface), or
    ('curve', [(x(t), y(t)), interval], ...) / ('plane', (x(s,t), y, z)) whose sup/inf SymPy decides independently."""
    f = P(fs)
    lhs, rhs = cons.split('=')
    g = P(lhs) - P(rhs)
    vs = [v for v in (x, y, z) if f.has(v) or g.has(v)]
    sols = solve([diff(f, v) - LAM * diff(g, v) for v in vs] + [g], vs + [LAM], dict=True)
    sols = [s_ for s_ in sols if all(s_[v].is_real for v in vs)]
    cands = sorted([(tuple(s_[v] for v in vs), simplify(f.subs(s_))) for s_ in sols], key=lambda c: tuple(float(a) for a in c[0]))
    vals = [c[1] for c in cands]
    if shape == 'bounded':
        sup, inf = max(vals), min(vals)
    elif shape[0] == 'curve':
        sup = max(maximum(f.subs(dict(zip(vs, pt))), T, iv) for pt, iv in shape[1])
        inf = min(minimum(f.subs(dict(zip(vs, pt))), T, iv) for pt, iv in shape[1])
    else:  # a plane (s, t) ↦ point: a quadratic f with a definite Hessian there has only its minimum (or maximum)
        s_, t_ = Symbol('s', real=True), Symbol('t', real=True)
        h = simplify(f.subs(dict(zip(vs, shape[1]))))
        H = hessian(h, [s_, t_])
        pd = H.is_positive_definite
        nd = H.is_negative_definite
        assert pd or nd, (fs, cons)
        sup = oo if pd else max(vals)
        inf = -oo if nd else min(vals)
    parts = []
    for word, best, want in (('maximum', sup, goal in ('max', 'both')), ('minimum', inf, goal in ('min', 'both'))):
        if not want:
            continue
        if best in (oo, -oo) or all(simplify(v - best) != 0 for v in vals):
            parts.append(f'no {word}')
            continue
        pts = [c[0] for c in cands if simplify(c[1] - best) == 0]
        parts.append(f'{word} {txt(best)} at ' + ', '.join('(' + ', '.join(txt(a) for a in p) + ')' for p in pts))
    return '; '.join(parts)


def lagrange_items():
    out = []
    reals = Interval(-oo, oo)
    line = lambda a, b, c: [((t_x, t_y), reals) for t_x, t_y in [((c - b * T) / a, T) if a else (T, (c - a * T) / b)]]  # noqa: E731
    hyper = lambda k: [((T, k / T), Interval.open(-oo, 0)), ((T, k / T), Interval.open(0, oo))]  # noqa: E731
    src = V3.format('4.8')
    items = [
        ('Use Lagrange multipliers to find the maximum and minimum values of f(x, y) = x + y subject to x^2 + y^2 = 1', 'x + y', 'x^2 + y^2 = 1', 'both', 'bounded'),
        ('find the extreme values of f(x, y) = x y on the circle x^2 + y^2 = 8', 'x y', 'x^2 + y^2 = 8', 'both', 'bounded'),
        ('find the extrema of f(x,y) = x^2 y given x^2 + y^2 = 3', 'x^2 y', 'x^2 + y^2 = 3', 'both', 'bounded'),
        ('maximize 3x + 4y subject to x^2 + y^2 = 25', '3x + 4y', 'x^2 + y^2 = 25', 'max', 'bounded'),
        ('use Lagrange multipliers to find the extrema of f(x, y) = x^2 + 2y^2 on the circle x^2 + y^2 = 1', 'x^2 + 2y^2', 'x^2 + y^2 = 1', 'both', 'bounded'),
        ('minimize f(x, y) = x - y subject to x^2 + y^2 = 2', 'x - y', 'x^2 + y^2 = 2', 'min', 'bounded'),
        ('maximize 2x + 3y + z subject to x^2 + y^2 + z^2 = 14', '2x + 3y + z', 'x^2 + y^2 + z^2 = 14', 'max', 'bounded'),
        ('find the maximum and minimum values of x + y + z on the sphere x^2 + y^2 + z^2 = 3', 'x + y + z', 'x^2 + y^2 + z^2 = 3', 'both', 'bounded'),
        ('find the extreme values of f(x,y) = x^2 - y^2 subject to x^2 + y^2 = 4', 'x^2 - y^2', 'x^2 + y^2 = 4', 'both', 'bounded'),
        ('find the maximum and minimum of x y on the ellipse x^2/4 + y^2 = 1', 'x y', 'x^2/4 + y^2 = 1', 'both', 'bounded'),
        ('What is the maximum value of 4x - 2y subject to x^2 + y^2 = 5', '4x - 2y', 'x^2 + y^2 = 5', 'max', 'bounded'),
        ('minimize x + 2y - 2z subject to x^2 + y^2 + z^2 = 9', 'x + 2y - 2z', 'x^2 + y^2 + z^2 = 9', 'min', 'bounded'),
        ('find the extrema of x^2 + y^2 on the ellipse x^2 + 4y^2 = 4', 'x^2 + y^2', 'x^2 + 4y^2 = 4', 'both', 'bounded'),
        ('Use the method of Lagrange multipliers to find the extreme values of f(x, y) = y - x^2 subject to x^2 + y^2 = 1', 'y - x^2', 'x^2 + y^2 = 1', 'both', 'bounded'),
        ('maximize f(x,y) = xy subject to x + y = 10', 'x y', 'x + y = 10', 'max', ('curve', line(1, 1, 10))),
        ('use Lagrange multipliers to find the extrema of x^2 + y^2 subject to xy = 1', 'x^2 + y^2', 'x y = 1', 'both', ('curve', hyper(1))),
        ('min of x^2+y^2+z^2 subject to x+y+z=3', 'x^2 + y^2 + z^2', 'x + y + z = 3', 'min', ('plane', (Symbol('s', real=True), Symbol('t', real=True), 3 - Symbol('s', real=True) - Symbol('t', real=True)))),
        ('minimize x^2 + y^2 with constraint x + 2y = 5', 'x^2 + y^2', 'x + 2y = 5', 'min', ('curve', line(1, 2, 5))),
        ('find the maximum value of x y given 2x + y = 8', 'x y', '2x + y = 8', 'max', ('curve', line(2, 1, 8))),
        ('minimize x^2 + y^2 + z^2 subject to x + 2y + 2z = 9', 'x^2 + y^2 + z^2', 'x + 2y + 2z = 9', 'min', ('plane', (9 - 2 * Symbol('s', real=True) - 2 * Symbol('t', real=True), Symbol('s', real=True), Symbol('t', real=True)))),
        ('minimize f(x, y) = 2x^2 + y^2 subject to the constraint x + y = 3', '2x^2 + y^2', 'x + y = 3', 'min', ('curve', line(1, 1, 3))),
        ('maximize x + y subject to xy = 1', 'x + y', 'x y = 1', 'max', ('curve', hyper(1))),
        ('minimize x + y subject to x y = 4', 'x + y', 'x y = 4', 'min', ('curve', hyper(4))),
        ('maximize 4 - x^2 - y^2 subject to x + y = 2', '4 - x^2 - y^2', 'x + y = 2', 'max', ('curve', line(1, 1, 2))),
        ('find the minimum of x^2 + y^2 on the line y = x + 2', 'x^2 + y^2', 'y = x + 2', 'min', ('curve', [((T, T + 2), reals)])),
        ('find the extrema of f(x, y) = x y subject to x + y = 6', 'x y', 'x + y = 6', 'both', ('curve', line(1, 1, 6))),
    ]
    for q, fs, cons, goal, shape in items:
        out.append({'q': q, 'task': 'lagrange', 'expect': lagrange_expect(fs, cons, goal, shape), 'source': src})
    other = [
        ('maximiza f(x,y) = x y sujeto a x + y = 10', 'es', 'x y', 'x + y = 10', 'max', ('curve', line(1, 1, 10))),
        ('minimiza x^2 + y^2 sujeto a x + 2y = 5', 'es', 'x^2 + y^2', 'x + 2y = 5', 'min', ('curve', line(1, 2, 5))),
        ('maximiere f(x,y) = x + y unter der Nebenbedingung x^2 + y^2 = 2', 'de', 'x + y', 'x^2 + y^2 = 2', 'max', 'bounded'),
        ('Extrema von x^2 y unter der Nebenbedingung x^2 + y^2 = 3', 'de', 'x^2 y', 'x^2 + y^2 = 3', 'both', 'bounded'),
        ('maximiser x y sous la contrainte x + y = 8', 'fr', 'x y', 'x + y = 8', 'max', ('curve', line(1, 1, 8))),
        ('minimiser x^2 + y^2 + z^2 sous la contrainte x + y + z = 6', 'fr', 'x^2 + y^2 + z^2', 'x + y + z = 6', 'min', ('plane', (Symbol('s', real=True), Symbol('t', real=True), 6 - Symbol('s', real=True) - Symbol('t', real=True)))),
        ('найдите максимум x y при условии x + y = 6', 'ru', 'x y', 'x + y = 6', 'max', ('curve', line(1, 1, 6))),
    ]
    for q, lang, fs, cons, goal, shape in other:
        out.append({'q': q, 'task': 'lagrange', 'expect': lagrange_expect(fs, cons, goal, shape), 'source': SL, 'lang': lang})
    return out


def polar_value(fs, sys_, r, th=(0, 2 * pi), zr=None, ph=(0, pi)):
    """SymPy's value of ∬/∭ f over the region, in polar / cylindrical / spherical coordinates."""
    f = P(fs)
    if sys_ == 'polar':
        g = f.subs({x: R_ * cos(TH), y: R_ * sin(TH)}) * R_
        return simplify(integrate(g, (R_, *r), (TH, *th)))
    if sys_ == 'cylindrical':
        g = f.subs({x: R_ * cos(TH), y: R_ * sin(TH)}) * R_
        return simplify(integrate(g, (z, *zr), (R_, *r), (TH, *th)))
    g = f.subs({x: RHO * sin(PH) * cos(TH), y: RHO * sin(PH) * sin(TH), z: RHO * cos(PH)}) * RHO ** 2 * sin(PH)
    return simplify(integrate(simplify(g), (RHO, *r), (PH, *ph), (TH, *th)))


def region_items():
    out = []
    items = [
        ('evaluate ∬ (x^2+y^2) dA over the disk x^2+y^2 <= 4', 'polar', ('x^2+y^2', 'polar', (0, 2)), '5.3'),
        ('integrate e^(-(x^2+y^2)) over the region x^2+y^2<=1 using polar coordinates', 'polar', ('e^(-(x^2+y^2))', 'polar', (0, 1)), '5.3'),
        ('double integral of x^2 over the unit disk', 'polar', ('x^2', 'polar', (0, 1)), '5.3'),
        ('double integral of y over the disk x^2+y^2<=9 in the first quadrant', 'polar', ('y', 'polar', (0, 3), (0, pi / 2)), '5.3'),
        ('double integral of sqrt(x^2+y^2) over the annulus 1 <= x^2+y^2 <= 4', 'polar', ('sqrt(x^2+y^2)', 'polar', (1, 2)), '5.3'),
        ('double integral of y over the upper half of the disk of radius 2', 'polar', ('y', 'polar', (0, 2), (0, pi)), '5.3'),
        ('double integral of x y over the disk of radius 1 in the first quadrant', 'polar', ('x y', 'polar', (0, 1), (0, pi / 2)), '5.3'),
        ('∬ 1/(1+x^2+y^2) dA over the disk x^2+y^2<=1', 'polar', ('1/(1+x^2+y^2)', 'polar', (0, 1)), '5.3'),
        ('Use polar coordinates to evaluate the double integral of (x^2+y^2)^2 over the disk of radius 2', 'polar', ('(x^2+y^2)^2', 'polar', (0, 2)), '5.3'),
        ('∫∫ (x + y) dA over the right half of the unit disk', 'polar', ('x + y', 'polar', (0, 1), (-pi / 2, pi / 2)), '5.3'),
        ('∫_0^{2π} ∫_0^1 r^2 dr dθ', 'double', ('r^2', [(R_, 0, 1), (TH, 0, 2 * pi)]), '5.3'),
        ('∫_0^{π/2} ∫_0^2 r^3 cos(θ)^2 dr dθ', 'double', ('r^3 cos(theta)^2', [(R_, 0, 2), (TH, 0, pi / 2)]), '5.3'),
        ('integral from 0 to pi integral from 0 to 3 of r dr dtheta', 'double', ('r', [(R_, 0, 3), (TH, 0, pi)]), '5.3'),
        ('triple integral of z over the cylinder x^2+y^2<=1, 0<=z<=2', 'cylindrical', ('z', 'cylindrical', (0, 1), (0, 2 * pi), (0, 2)), '5.5'),
        ('triple integral of x^2 + y^2 over the cylinder of radius 2 and height 3', 'cylindrical', ('x^2 + y^2', 'cylindrical', (0, 2), (0, 2 * pi), (0, 3)), '5.5'),
        ('volume of the cylinder x^2+y^2<=4, 0<=z<=5 using cylindrical coordinates', 'cylindrical', ('1', 'cylindrical', (0, 2), (0, 2 * pi), (0, 5)), '5.5'),
        ('evaluate the triple integral of sqrt(x^2+y^2) over the solid cylinder x^2+y^2 <= 9, 0 <= z <= 1 using cylindrical coordinates', 'cylindrical', ('sqrt(x^2+y^2)', 'cylindrical', (0, 3), (0, 2 * pi), (0, 1)), '5.5'),
        ('∭ z dV over the cylinder x^2 + y^2 <= 4, 1 <= z <= 3', 'cylindrical', ('z', 'cylindrical', (0, 2), (0, 2 * pi), (1, 3)), '5.5'),
        ('volume of the sphere of radius 2 using spherical coordinates', 'spherical', ('1', 'spherical', (0, 2)), '5.5'),
        ('∫∫∫ (x^2+y^2+z^2) dV over the ball of radius 1', 'spherical', ('x^2+y^2+z^2', 'spherical', (0, 1)), '5.5'),
        ('triple integral of z^2 over the unit ball', 'spherical', ('z^2', 'spherical', (0, 1)), '5.5'),
        ('triple integral of 1 over 1 <= x^2+y^2+z^2 <= 4', 'spherical', ('1', 'spherical', (1, 2)), '5.5'),
        ('triple integral of z over the upper hemisphere of radius 1', 'spherical', ('z', 'spherical', (0, 1), (0, 2 * pi), None, (0, pi / 2)), '5.5'),
        ('find the triple integral of sqrt(x^2+y^2+z^2) over the ball x^2+y^2+z^2 <= 4 using spherical coordinates', 'spherical', ('sqrt(x^2+y^2+z^2)', 'spherical', (0, 2)), '5.5'),
        ('use a triple integral to find the volume of the ball x^2+y^2+z^2 <= 9', 'spherical', ('1', 'spherical', (0, 3)), '5.5'),
        ('triple integral of x^2 over the unit ball using spherical coordinates', 'spherical', ('x^2', 'spherical', (0, 1)), '5.5'),
        ('∭ e^(-(x^2+y^2+z^2)^(3/2)) dV over the unit ball', 'spherical', ('e^(-(x^2+y^2+z^2)^(3/2))', 'spherical', (0, 1)), '5.5'),
    ]
    for q, kind, spec, sec in items:
        if kind == 'double':
            value = simplify(integrate(P(spec[0]).subs({Symbol('r'): R_, Symbol('theta'): TH}), *spec[1]))
            task = 'double-integral'
        else:
            fs, sys_, r = spec[:3]
            th = spec[3] if len(spec) > 3 else (0, 2 * pi)
            value = polar_value(fs, sys_, r, th, spec[4] if len(spec) > 4 else None, spec[5] if len(spec) > 5 else (0, pi))
            task = f'{kind}-integral'
        out.append({'q': q, 'task': task, 'expect': txt(value), 'source': V3.format(sec), 'match': 'values'})
    other = [
        ('integral doble de x^2 + y^2 sobre el disco x^2 + y^2 <= 4', 'es', 'polar', ('x^2+y^2', 'polar', (0, 2))),
        ('integral triple de z sobre el cilindro x^2 + y^2 <= 1, 0 <= z <= 2', 'es', 'cylindrical', ('z', 'cylindrical', (0, 1), (0, 2 * pi), (0, 2))),
        ('Doppelintegral von x^2 + y^2 über die Kreisscheibe x^2 + y^2 <= 9', 'de', 'polar', ('x^2+y^2', 'polar', (0, 3))),
        ('Volumen der Kugel mit Radius 2 in Kugelkoordinaten', 'de', 'spherical', ('1', 'spherical', (0, 2))),
        ('intégrale double de e^(-(x^2+y^2)) sur le disque x^2 + y^2 <= 1 en coordonnées polaires', 'fr', 'polar', ('e^(-(x^2+y^2))', 'polar', (0, 1))),
        ('двойной интеграл x^2 + y^2 по кругу x^2 + y^2 <= 4', 'ru', 'polar', ('x^2+y^2', 'polar', (0, 2))),
    ]
    for q, lang, kind, spec in other:
        fs, sys_, r = spec[:3]
        value = polar_value(fs, sys_, r, spec[3] if len(spec) > 3 else (0, 2 * pi), spec[4] if len(spec) > 4 else None)
        out.append({'q': q, 'task': f'{kind}-integral', 'expect': txt(value), 'source': SL, 'match': 'values', 'lang': lang})
    return out


def line_value(kind, fs, rt, a, b):
    """SymPy: ∫ f(r(t)) |r'(t)| dt (scalar) or ∫ F(r(t))·r'(t) dt (vector fs = components)."""
    r = [P(c).subs(Symbol('t'), T) for c in rt]
    sub = dict(zip((x, y, z), r))
    dr = [diff(c, T) for c in r]
    if kind == 'scalar':
        g = P(fs).subs(sub) * sqrt(simplify(sum(d ** 2 for d in dr)))
    else:
        g = sum(P(c).subs(sub) * d for c, d in zip(fs, dr))
    return simplify(integrate(simplify(g), (T, P(str(a)), P(str(b)))))


def seg(p, q):
    return [f'{a} + t*({b} - ({a}))' for a, b in zip(p, q)], 0, 1


def line_items():
    out = []
    circ = lambda R: ([f'{R}*cos(t)', f'{R}*sin(t)'], 0, '2*pi')  # noqa: E731
    items = [
        ('∫_C (x+y) ds along the line segment from (0,0) to (1,2)', 'scalar', 'x + y', seg((0, 0), (1, 2)), '6.2'),
        ('line integral of x ds along r(t) = (t, t^2), 0 <= t <= 1', 'scalar', 'x', (['t', 't^2'], 0, 1), '6.2'),
        ('line integral of x*y ds along the curve x = cos t, y = sin t, 0 <= t <= pi/2', 'scalar', 'x y', (['cos(t)', 'sin(t)'], 0, 'pi/2'), '6.2'),
        ('line integral of x + y + z ds along r(t) = (cos t, sin t, t), 0 <= t <= 2*pi', 'scalar', 'x + y + z', (['cos(t)', 'sin(t)', 't'], 0, '2*pi'), '6.2'),
        ('∫_C (x^2 + y^2) ds where C: r(t) = (2cos t, 2sin t), 0 <= t <= 2pi', 'scalar', 'x^2 + y^2', (['2cos(t)', '2sin(t)'], 0, '2*pi'), '6.2'),
        ('find the line integral of y ds along the segment from (1, 0) to (3, 4)', 'scalar', 'y', seg((1, 0), (3, 4)), '6.2'),
        ('evaluate the line integral of x y ds along the segment from (0,0,0) to (1,2,2)', 'scalar', 'x y', seg((0, 0, 0), (1, 2, 2)), '6.2'),
        ('line integral of 3x^2 ds along r(t) = (t, 2t), 0 <= t <= 1', 'scalar', '3x^2', (['t', '2t'], 0, 1), '6.2'),
        ('line integral of (x^2 + y^2 + z^2) ds along r(t) = (cos t, sin t, t), 0 <= t <= 2*pi', 'scalar', 'x^2 + y^2 + z^2', (['cos(t)', 'sin(t)', 't'], 0, '2*pi'), '6.2'),
        ('line integral of x^2 ds along the unit circle', 'scalar', 'x^2', circ(1), '6.2'),
        ('∫_C y ds where C: x = t^2, y = t, 0 <= t <= 2', 'scalar', 'y', (['t^2', 't'], 0, 2), '6.2'),
        ('line integral of z ds along r(t) = (3cos t, 3sin t, 4t), 0<=t<=pi', 'scalar', 'z', (['3cos(t)', '3sin(t)', '4t'], 0, 'pi'), '6.2'),
        ('∫_C F·dr for F = (y, x) along r(t) = (cos t, sin t), 0<=t<=π/2', 'vector', ['y', 'x'], (['cos(t)', 'sin(t)'], 0, 'pi/2'), '6.3'),
        ('work done by F = <x^2, xy> along r(t) = (t, t^2), 0<=t<=1', 'vector', ['x^2', 'x y'], (['t', 't^2'], 0, 1), '6.2'),
        ('line integral of F = <-y, x> along the unit circle counterclockwise', 'vector', ['-y', 'x'], circ(1), '6.2'),
        ('evaluate the line integral of y dx + x dy along the segment from (0, 0) to (2, 3)', 'vector', ['y', 'x'], seg((0, 0), (2, 3)), '6.3'),
        ('line integral of F = <2x y, x^2> along r(t) = (t, t^3), 0 <= t <= 1', 'vector', ['2x y', 'x^2'], (['t', 't^3'], 0, 1), '6.3'),
        ('work done by the force F = <y, -x> along the circle of radius 2 counterclockwise', 'vector', ['y', '-x'], circ(2), '6.2'),
        ('line integral of F = <x, y, z> along r(t) = (cos t, sin t, t), 0 <= t <= pi', 'vector', ['x', 'y', 'z'], (['cos(t)', 'sin(t)', 't'], 0, 'pi'), '6.3'),
        ('line integral of x dx + y dy + z dz along the segment from (0,0,0) to (1,1,1)', 'vector', ['x', 'y', 'z'], seg((0, 0, 0), (1, 1, 1)), '6.3'),
        ('line integral of y^2 dx + x dy along r(t) = (t, 2t), 0 <= t <= 1', 'vector', ['y^2', 'x'], (['t', '2t'], 0, 1), '6.2'),
        ('work done by F = <y^2, 2x y> along the segment from (0, 0) to (2, 1)', 'vector', ['y^2', '2x y'], seg((0, 0), (2, 1)), '6.3'),
        ('∫_C F·dr where F = <e^x cos(y), -e^x sin(y)> along r(t) = (t, pi t), 0 <= t <= 1', 'vector', ['e^x cos(y)', '-e^x sin(y)'], (['t', 'pi t'], 0, 1), '6.3'),
        ('line integral of F = <x - y, x + y> along the unit circle counterclockwise', 'vector', ['x - y', 'x + y'], circ(1), '6.2'),
        ('line integral of F = <z, x, y> along r(t) = (t, t^2, t^3), 0 <= t <= 1', 'vector', ['z', 'x', 'y'], (['t', 't^2', 't^3'], 0, 1), '6.2'),
        ('work done by the force field F = <3x^2, 2y> along r(t) = (cos t, sin t), 0 <= t <= pi', 'vector', ['3x^2', '2y'], (['cos(t)', 'sin(t)'], 0, 'pi'), '6.3'),
    ]
    for q, kind, fs, (rt, a, b), sec in items:
        out.append({'q': q, 'task': f'line-{kind}', 'expect': txt(line_value(kind, fs, rt, a, b)), 'source': V3.format(sec), 'match': 'values'})
    # no elementary antiderivative the engine finds (SymPy's exact value has asinh): the answer is a 10-digit decimal
    v = line_value('scalar', 'x + y', ['t', 't^2'], 0, 1)
    out.append({'q': '∫_C (x+y) ds where C: r(t) = (t, t^2), 0<=t<=1', 'task': 'line-scalar',
                'expect': repr(float(f'{float(v.evalf(20)):.10g}')), 'source': V3.format('6.2'), 'match': 'values'})
    other = [
        ('integral de línea de x + y ds a lo largo del segmento de (0, 0) a (1, 2)', 'es', 'scalar', 'x + y', seg((0, 0), (1, 2))),
        ('trabajo realizado por F = <y, x> a lo largo de r(t) = (t, t^2), 0 <= t <= 1', 'es', 'vector', ['y', 'x'], (['t', 't^2'], 0, 1)),
        ('Kurvenintegral von x y ds entlang x = cos t, y = sin t, 0 <= t <= pi/2', 'de', 'scalar', 'x y', (['cos(t)', 'sin(t)'], 0, 'pi/2')),
        ('Kurvenintegral von F = <2x y, x^2> entlang r(t) = (t, t^3), 0 <= t <= 1', 'de', 'vector', ['2x y', 'x^2'], (['t', 't^3'], 0, 1)),
        ('intégrale curviligne de x ds le long de r(t) = (t, t^2), 0 <= t <= 1', 'fr', 'scalar', 'x', (['t', 't^2'], 0, 1)),
        ('криволинейный интеграл F = <y, x> вдоль r(t) = (cos t, sin t), 0 <= t <= pi/2', 'ru', 'vector', ['y', 'x'], (['cos(t)', 'sin(t)'], 0, 'pi/2')),
    ]
    for q, lang, kind, fs, (rt, a, b) in other:
        out.append({'q': q, 'task': f'line-{kind}', 'expect': txt(line_value(kind, fs, rt, a, b)), 'source': SL, 'match': 'values', 'lang': lang})
    return out


if __name__ == '__main__':
    write_corpus(items(), Path(__file__).resolve().parent / 'corpus.ts', 'multivariable')
