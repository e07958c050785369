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
        # an optimum 'max A = 50 at x = 5' is compared as text (the values comparison reads `name = value` items only)
        it = {'q': q, 'task': task, 'expect': expect, 'match': 'text' if task == 'optimize' else 'values', 'source': src}
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
    # higher derivatives at a point, and the derivative at a point in Leibniz / prime notation (H3, #22)
    for k, (fx, a, n) in enumerate([('x^4', '2', 2), ('sin(2x)', '0', 3), ('e^(2x)', '0', 2), ('x^5', '1', 4), ('ln(x)', '1', 2), ('x^3 - 2x', '1', 1),
                                    ('cos(x)', 'pi', 2), ('sqrt(x)', '4', 1), ('x e^x', '0', 3), ('1/x', '2', 2)]):
        f = P(fx)
        primes = "'" * n
        q = [f"find f{primes}({a}) if f(x) = {fx}", f"dy/dx at x = {a} if y = {fx}" if n == 1 else f"y{primes} at x = {a} for y = {fx}",
             f"d/dx {fx} at x = {a}" if n == 1 else f"f{primes}({a}) for f(x) = {fx}"][k % 3]
        add(q, 'slope', t(diff(f, x, n).subs(x, P(a))), V1T)
    for q, fs, a, b, ax in [('volume of revolution of y = x from x = 0 to x = 2 about the x-axis', 'x', 0, 2, 'x'),
                            ('find the volume of the solid of revolution obtained by rotating y = sqrt(x) from x = 0 to x = 1 about the x-axis', 'sqrt(x)', 0, 1, 'x'),
                            ('volume of revolution by revolving y = x^2 from x = 0 to x = 1 about the y-axis', 'x^2', 0, 1, 'y')]:
        from sympy import pi as PI2, integrate as I2
        f = P(fs)
        vol = PI2 * I2(f**2, (x, a, b)) if ax == 'x' else 2 * PI2 * I2(x * f, (x, a, b))
        add(q, 'volume', t(vol), 'OpenStax Calculus Volume 1 §6.2–6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma')
    # explicit derivatives in Leibniz / prime notation next to "y = …" (the ODE guard sends them to this topic)
    V1D = 'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma'
    exd = ['x^3 sin(x)', 'ln(x^2 + 1)', 'e^(3x) cos(x)', 'sqrt(x^2 + 9)', 'x^x', '(x^2 + 1)^x', 'tan(2x)', 'x/(x + 1)', 'x^4 - 3x^2', 'sin(x)^2',
           'x ln(x)', 'atan(x)', 'e^(-x^2)', '(2x + 1)^5', 'x^sin(x)', 'cos(3x)', '1/(1 + x^2)', 'x^2 e^x', 'ln(x)', 'sin(x)/x', 'x^(1/x)', 'sec(x)',
           'x^5', 'e^(2x)', 'sqrt(x)']
    for k, fx in enumerate(exd):
        n = [1, 1, 1, 2, 1, 1, 1, 2, 3, 1][k % 10] if k not in (4, 5, 14, 20) else 1
        f = P(fx)
        q = {1: [f'dy/dx for y = {fx}', f'find dy/dx of y = {fx}', f'use logarithmic differentiation to find dy/dx for y = {fx}'][k % 3 if k in (4, 5, 14, 20) or k % 3 != 2 else 0],
             2: f"find d^2y/dx^2 for y = {fx}" if k % 2 else f"y'' for y = {fx}", 3: f"find y''' for y = {fx}"}[n]
        add(q, 'explicit-derivative', t(diff(f, x, n)), V1D)
    for q, lang, fx in [('halla dy/dx para y = x^3 sin(x)', 'es', 'x^3 sin(x)'), ('bestimme dy/dx für y = ln(x^2 + 1)', 'de', 'ln(x^2 + 1)'),
                        ('trouver dy/dx pour y = e^(3x) cos(x)', 'fr', 'e^(3x) cos(x)'), ('найдите dy/dx, если y = x^x', 'ru', 'x^x'),
                        ('encuentra dy/dx para y = sqrt(x^2 + 9)', 'es', 'sqrt(x^2 + 9)')]:
        add(q, 'explicit-derivative', t(diff(P(fx), x)), SL, lang)
    applied(add)
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


# ---------------------------------------------------------------------------------------------------------------
# Parametric derivatives, related rates and optimisation (H3, issue #22)
V2P = 'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma'
V1R = 'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma'
V1O = 'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma'
AC35 = 'Active Calculus (Boelkins) §3.5 "Related Rates", balloon example, adapted (CC BY-SA 4.0, https://activecalculus.org/single/)'
AC33 = 'Active Calculus (Boelkins) §3.3 "Global Optimization", wire cut into a square and a triangle, adapted (CC BY-SA 4.0, https://activecalculus.org/single/)'
AC34 = 'Active Calculus (Boelkins) §3.4 "Applied Optimization", open box from a square sheet, adapted (CC BY-SA 4.0, https://activecalculus.org/single/)'


def applied(add):
    from sympy import symbols as SY, solve as SOLVE, Eq, pi as PI, sqrt as SQ, E, log, nsimplify
    T = Symbol('t', real=True)

    def PT(s):
        return parse_expr(s.replace('^', '**'), local_dict={'t': T, 'e': S.Exp1, 'pi': S.Pi}, transformations=TR)

    pars = [('t^2', 't^3', None), ('cos(t)', 'sin(t)', None), ('2t + 1', 't^2', None), ('t^2 + 1', 't^3 - t', '2'), ('e^t', 'e^(2t)', None),
            ('3cos(t)', '2sin(t)', None), ('t - sin(t)', '1 - cos(t)', None), ('t^3', 't^2 + 1', None), ('ln(t)', 't^2', None), ('t + 1/t', 't - 1/t', None),
            ('2t', 't^2 - 4t', '1'), ('t^2 - 1', 't^3 + t', '1'), ('cos(t)', 'sin(t)', 'pi/4'), ('e^t', 't e^t', '0'), ('3t - t^3', '3t^2', None),
            ('sec(t)', 'tan(t)', None), ('t^2', '2t', '3'), ('4cos(t)', '4sin(t)', 'pi/3'), ('t^3 - 3t', 't^2', '2'), ('1 + t^2', 't^4', '1'),
            ('cos(2t)', 'sin(2t)', None), ('t', 'sqrt(t)', '4'), ('e^(-t)', 'e^t', '0'), ('2sin(t)', '3cos(t)', 'pi/6'), ('t^2 + t', 't^2 - t', None)]
    for k, (xs, ys, a) in enumerate(pars):
        X, Y = PT(xs), PT(ys)
        d = simplify(diff(Y, T) / diff(X, T))
        if a is None:
            q = [f'find dy/dx for x = {xs}, y = {ys}', f'x = {xs}, y = {ys}, find dy/dx', f'find dy/dx if x = {xs} and y = {ys}',
                 f'dy/dx for the parametric curve x = {xs}, y = {ys}'][k % 4]
            add(q, 'parametric', f'dy/dx = {t(d)}', V2P)
        else:
            q = [f'find dy/dx for x = {xs}, y = {ys} at t = {a}', f'x = {xs}, y = {ys}, find dy/dx at t = {a}'][k % 2]
            add(q, 'parametric', t(d.subs(T, PT(a))), V2P)
    for q, lang in [('encuentra dy/dx para x = t^2, y = t^3', 'es'), ('bestimme dy/dx für x = cos(t), y = sin(t)', 'de'),
                    ('trouver dy/dx pour x = 2t + 1, y = t^2', 'fr'), ('найдите dy/dx, если x = e^t, y = e^(2t)', 'ru'),
                    ('halla dy/dx para x = t^3, y = t^2 + 1', 'es')]:
        body = q.split('x = ', 1)[1]
        xs, ys = body.split(', y = ')
        d = simplify(diff(PT(ys), T) / diff(PT(xs), T))
        add(q, 'parametric', f'dy/dx = {t(d)}', SL, lang)

    # related rates: every variable a function of t; d/dt of F = 0 is sum F_v v' = 0, solved for the asked rate
    def rate(eq, rates, target, values, positive=False):
        import re as RE
        l, r = eq.split('=')
        names = sorted({w for w in RE.findall(r'[A-Za-z]+', eq) if len(w) == 1 and w != 'e'})
        syms = {n: Symbol(n, positive=True) if positive else Symbol(n, real=True) for n in names}
        loc = {**syms, 'pi': S.Pi, 'e': S.Exp1}
        F = parse_expr(l.replace('^', '**'), local_dict=loc, transformations=TR) - parse_expr(r.replace('^', '**'), local_dict=loc, transformations=TR)
        vals = {syms[k]: nsimplify(v) for k, v in values.items()}
        missing = [syms[n] for n in names if syms[n] not in vals]
        if missing:
            (m,) = missing
            sols = [z for z in SOLVE(F.subs(vals), m) if z.is_real]
            assert len(sols) == 1, (eq, sols)
            vals[m] = sols[0]
        known = sum(diff(F, syms[v]) * nsimplify(x) for v, x in rates.items())
        return simplify((-known / diff(F, syms[target])).subs(vals))

    gen = [('x^2 + y^2 = 25', {'x': '3'}, 'y', {'x': '3', 'y': '4'}), ('x y = 12', {'x': '2'}, 'y', {'x': '3', 'y': '4'}),
           ('y = x^3', {'x': '2'}, 'y', {'x': '1'}), ('y = sqrt(x)', {'x': '4'}, 'y', {'x': '4'}), ('A = pi r^2', {'r': '3'}, 'A', {'r': '10'}),
           ('V = (4/3) pi r^3', {'r': '2'}, 'V', {'r': '5'}), ('V = s^3', {'s': '0.5'}, 'V', {'s': '4'}), ('A = s^2', {'s': '3'}, 'A', {'s': '7'}),
           ('x^2 + y^2 = 169', {'y': '-2'}, 'x', {'x': '5', 'y': '12'}), ('z^2 = x^2 + y^2', {'x': '3', 'y': '4'}, 'z', {'x': '6', 'y': '8', 'z': '10'}),
           ('y = x^2 + 3x', {'x': '2'}, 'y', {'x': '1'}), ('V = 4 pi r^2', {'r': '1'}, 'V', {'r': '3'}), ('C = 2 pi r', {'r': '5'}, 'C', {'r': '1'}),
           ('y = e^(2x)', {'x': '1'}, 'y', {'x': '0'}), ('x^2 - y^2 = 9', {'x': '5'}, 'y', {'x': '5', 'y': '4'}), ('y = ln(x)', {'x': '3'}, 'y', {'x': '2'}),
           ('S = 4 pi r^2', {'r': '0.1'}, 'S', {'r': '5'}), ('x^2 y = 8', {'x': '1'}, 'y', {'x': '2', 'y': '2'})]
    for k, (eq, rs, tg, vs) in enumerate(gen):
        given = ' and '.join(f'd{v}/dt = {x}' for v, x in rs.items())
        when = [' and '.join(f'{v} = {x}' for v, x in vs.items()), ', '.join(f'{v} = {x}' for v, x in vs.items())][k % 2]
        q = [f'If {eq} and {given}, find d{tg}/dt when {when}', f'{eq}, {given}, find d{tg}/dt when {when}',
             f'Given {eq} and {given}, find d{tg}/dt when {when}', f'Suppose {eq}. If {given}, what is d{tg}/dt when {when}'][k % 4]
        add(q, 'related-rates', f'd{tg}/dt = {t(rate(eq, rs, tg, vs))}', V1R)
    words = [
        ('A ladder 10 ft long rests against a vertical wall. If the bottom of the ladder slides away from the wall at 1 ft/s, how fast is the top sliding down when the bottom is 6 ft from the wall?',
         ('x^2 + y^2 = 100', {'x': '1'}, 'y', {'x': '6'}), V1R),
        ('A ladder 13 ft long leans against a wall. The bottom is pulled away from the wall at 2 ft/s. How fast is the top of the ladder moving down when the bottom is 5 ft from the wall?',
         ('x^2 + y^2 = 169', {'x': '2'}, 'y', {'x': '5'}), V1R),
        ('A 25 ft ladder leans against a building. If the bottom slides away from the building at 3 ft/s, how fast is the top sliding down when the bottom is 7 ft from the building?',
         ('x^2 + y^2 = 625', {'x': '3'}, 'y', {'x': '7'}), V1R),
        ('A 10 ft ladder leans against a wall. The top slides down the wall at 2 ft/s. How fast is the bottom sliding away from the wall when the top is 8 ft above the ground?',
         ('x^2 + y^2 = 100', {'y': '-2'}, 'x', {'y': '8'}), V1R),
        ('The radius of a circle increases at 2 cm/s. How fast is the area increasing when r = 5?', ('A = pi r^2', {'r': '2'}, 'A', {'r': '5'}), V1R),
        ('A stone dropped in a pond makes a circular ripple whose radius grows at 0.5 m/s. How fast is the area increasing when the radius is 4 m?',
         ('A = pi r^2', {'r': '0.5'}, 'A', {'r': '4'}), V1R),
        ('A spherical balloon is inflated so its radius increases at 3 cm/s. How fast is the volume increasing when r = 10 cm?',
         ('V = (4/3) pi r^3', {'r': '3'}, 'V', {'r': '10'}), V1R),
        ('Air is pumped into a spherical balloon at 100 cm^3/s. How fast is the radius increasing when the radius is 5 cm?',
         ('V = (4/3) pi r^3', {'V': '100'}, 'r', {'r': '5'}), V1R),
        ("Air is being pumped into a spherical balloon so that its volume increases at a constant rate of 20 cubic inches per second. How fast is the radius of the balloon increasing at the moment the balloon's diameter is 12 inches?",
         ('V = (4/3) pi r^3', {'V': '20'}, 'r', {'r': '6'}), AC35),
        ('The side of a square increases at 3 cm/s. How fast is the area increasing when the side is 10 cm?', ('A = s^2', {'s': '3'}, 'A', {'s': '10'}), V1R),
        ('The edge of a cube is increasing at 2 cm/s. How fast is the volume changing when the edge is 5 cm?', ('V = s^3', {'s': '2'}, 'V', {'s': '5'}), V1R),
        ('The area of a circle is increasing at 10 cm^2/s. How fast is the radius increasing when the radius is 5 cm?', ('A = pi r^2', {'A': '10'}, 'r', {'r': '5'}), V1R),
        ('A spherical snowball melts so that its radius decreases at 0.2 cm/min. How fast is the volume decreasing when the radius is 10 cm?',
         ('V = (4/3) pi r^3', {'r': '-0.2'}, 'V', {'r': '10'}), V1R),
    ]
    words += [
        ('Water is pumped into an inverted conical tank at a rate of 2 m^3/min. The tank has height 6 m and the radius at the top is 3 m. How fast is the water level rising when the water is 2 m deep?',
         ('V = pi/3 (3/6)^2 h^3', {'V': '2'}, 'h', {'h': '2'}), V1R),
        ('A conical tank (vertex down) has a radius of 4 ft and a height of 10 ft. Water flows in at 5 ft^3/min. How fast is the water level rising when the water is 5 ft deep?',
         ('V = pi/3 (4/10)^2 h^3', {'V': '5'}, 'h', {'h': '5'}), V1R),
        ('Water drains from an inverted conical tank of radius 2 m and height 4 m at 1 m^3/min. How fast is the water level changing when the water is 2 m deep?',
         ('V = pi/3 (2/4)^2 h^3', {'V': '-1'}, 'h', {'h': '2'}), V1R),
        ('The radius of a circle is changing at a rate of -2 cm/s. How fast is the area changing when the radius is 5 cm?', ('A = pi r^2', {'r': '-2'}, 'A', {'r': '5'}), V1R),
    ]
    for q, (eq, rs, tg, vs), src in words:
        add(q, 'related-rates', f'd{tg}/dt = {t(rate(eq, rs, tg, vs, positive=True))}', src)
    for q, lang, (eq, rs, tg, vs) in [
        ('si x^2 + y^2 = 25, dx/dt = 3, halla dy/dt cuando x = 3, y = 4', 'es', ('x^2 + y^2 = 25', {'x': '3'}, 'y', {'x': '3', 'y': '4'})),
        ('V = (4/3) pi r^3, dr/dt = 2, halla dV/dt cuando r = 5', 'es', ('V = (4/3) pi r^3', {'r': '2'}, 'V', {'r': '5'})),
        ('wenn x y = 12, dx/dt = 2, bestimme dy/dt wenn x = 3, y = 4', 'de', ('x y = 12', {'x': '2'}, 'y', {'x': '3', 'y': '4'})),
        ('si A = pi r^2, dr/dt = 3, trouver dA/dt lorsque r = 10', 'fr', ('A = pi r^2', {'r': '3'}, 'A', {'r': '10'})),
        ('если x^2 + y^2 = 169, dy/dt = -2, найдите dx/dt, когда x = 5, y = 12', 'ru', ('x^2 + y^2 = 169', {'y': '-2'}, 'x', {'x': '5', 'y': '12'})),
    ]:
        add(q, 'related-rates', f'd{tg}/dt = {t(rate(eq, rs, tg, vs))}', SL, lang)

    # optimisation: SymPy's critical points in the domain; one critical point with f'' of the right sign on an open
    # domain, or the closed interval method (values at the critical points and the endpoints)
    def te(e):
        # SymPy prints e^(-1) as exp(-1) and e as E; Lemma's text says 1/e and e (the same numbers)
        import re as RE
        s = t(e)
        s = RE.sub(r'(?<![\w.])exp\(-1\)', '1/e', s)
        return RE.sub(r'\bE\b', 'e', s)

    def opt(goal, fs, name, lo=None, hi=None, closed=False):
        f = P(fs)
        crit = [c for c in solveset(diff(f, x), x, S.Reals) if (lo is None or c > lo if not closed else c >= lo) and (hi is None or c < hi if not closed else c <= hi)]
        crit = [c for c in crit if (lo is None or c >= lo) and (hi is None or c <= hi)]
        if closed:
            cands = sorted(set([S(lo), S(hi)] + crit), key=float)
            out = []
            for g in (['max', 'min'] if goal == 'both' else [goal]):
                vals = [f.subs(x, c) for c in cands]
                best = (max if g == 'max' else min)(vals, key=float)
                at = [c for c, v in zip(cands, vals) if simplify(v - best) == 0]
                out.append(f'{g} {name} = {te(best)} at ' + ', '.join(f'x = {te(c)}' for c in at))
            return '; '.join(out)
        (c,) = crit
        d2 = diff(f, x, 2).subs(x, c)
        assert (d2 < 0) if goal == 'max' else (d2 > 0)
        return f'{goal} {name} = {te(f.subs(x, c))} at x = {te(c)}'

    gen_opt = [('maximize A = x(20 - 2x)', 'max', 'x(20 - 2x)', 'A', None, None, False),
               ('minimize f(x) = x + 4/x for x > 0', 'min', 'x + 4/x', 'f', 0, None, False),
               ('Maximize f(x) = x(10 - x)', 'max', 'x(10 - x)', 'f', None, None, False),
               ('minimize f(x) = x^2 - 6x + 13', 'min', 'x^2 - 6x + 13', 'f', None, None, False),
               ('maximize P = x(30 - x)', 'max', 'x(30 - x)', 'P', None, None, False),
               ('minimize S = x + 9/x for x > 0', 'min', 'x + 9/x', 'S', 0, None, False),
               ('minimize f(x) = 2x + 50/x for x > 0', 'min', '2x + 50/x', 'f', 0, None, False),
               ('maximize V = x(12 - 2x)^2 for 0 < x < 6', 'max', 'x(12 - 2x)^2', 'V', 0, 6, False),
               ('maximize f(x) = x e^(-x) for x > 0', 'max', 'x e^(-x)', 'f', 0, None, False),
               ('minimize f(x) = x^2 + 16/x for x > 0', 'min', 'x^2 + 16/x', 'f', 0, None, False),
               ('Maximize A = 2x(50 - x)', 'max', '2x(50 - x)', 'A', None, None, False),
               ('minimize C = 4x + 100/x for x > 0', 'min', '4x + 100/x', 'C', 0, None, False),
               ('maximize R = x(40 - 2x)', 'max', 'x(40 - 2x)', 'R', None, None, False),
               ('maximize f(x) = ln(x)/x for x > 0', 'max', 'ln(x)/x', 'f', 0, None, False),
               ('minimize f(x) = x ln(x) for x > 0', 'min', 'x ln(x)', 'f', 0, None, False),
               ('find the absolute maximum and minimum of f(x) = x^3 - 3x on [0, 2]', 'both', 'x^3 - 3x', 'f', 0, 2, True),
               ('maximize f(x) = x^3 - 3x on [-2, 3]', 'max', 'x^3 - 3x', 'f', -2, 3, True),
               ('find the absolute extrema of f(x) = x^2 - 4x + 1 on [0, 5]', 'both', 'x^2 - 4x + 1', 'f', 0, 5, True),
               ('find the absolute maximum of f(x) = 2x^3 - 3x^2 - 12x + 1 on [-2, 3]', 'max', '2x^3 - 3x^2 - 12x + 1', 'f', -2, 3, True),
               ('find the absolute minimum of f(x) = x^4 - 2x^2 on [-2, 2]', 'min', 'x^4 - 2x^2', 'f', -2, 2, True),
               ('Find the absolute max and min of f(x) = x/(x^2 + 1) on [0, 2]', 'both', 'x/(x^2 + 1)', 'f', 0, 2, True),
               ('minimize f(x) = x^3 - 12x on [0, 3]', 'min', 'x^3 - 12x', 'f', 0, 3, True)]
    for q, goal, fs, name, lo, hi, closed in gen_opt:
        add(q, 'optimize', opt(goal, fs, name, lo, hi, closed), V1O)
    add('maximize A(x) = sqrt(3)/36 x^2 + ((20 - x)/4)^2 on [0, 20]', 'optimize', opt('max', 'sqrt(3)/36 x^2 + ((20 - x)/4)^2', 'A', 0, 20, True), AC33)
    wopt = [('find two positive numbers whose sum is 20 and whose product is maximum', 'max', 'x(20 - x)', 'P', 0, 20, V1O),
            ('Find two positive numbers whose sum is 50 and whose product is as large as possible', 'max', 'x(50 - x)', 'P', 0, 50, V1O),
            ('find two numbers whose sum is 16 and the sum of whose squares is a minimum', 'min', 'x^2 + (16 - x)^2', 'S', None, None, V1O),
            ('Find two numbers whose difference is 10 and whose product is a minimum', 'min', 'x(x - 10)', 'P', None, None, V1O),
            ('find two positive numbers whose product is 64 and whose sum is a minimum', 'min', 'x + 64/x', 'S', 0, None, V1O),
            ('A rectangle has a perimeter of 40 cm. Find the dimensions that give the largest possible area', 'max', 'x(20 - x)', 'A', 0, 20, V1O),
            ('A farmer has 400 m of fencing to enclose a rectangular field along a river; no fence is needed along the river. Find the maximum area',
             'max', 'x(400 - 2x)', 'A', 0, 200, V1O),
            ('A farmer has 200 ft of fencing to enclose a rectangular pen. What is the largest area?', 'max', 'x(100 - x)', 'A', 0, 100, V1O),
            ('An open box is made from a square piece of cardboard 12 inches on a side by cutting equal squares from the corners and turning up the sides. Find the maximum volume',
             'max', 'x(12 - 2x)^2', 'V', 0, 6, AC34),
            ('An open box is made from a square sheet of metal 30 cm on a side by cutting equal squares from the corners and folding up the sides. Find the maximum volume',
             'max', 'x(30 - 2x)^2', 'V', 0, 15, AC34)]
    for q, goal, fs, name, lo, hi, src in wopt:
        add(q, 'optimize', opt(goal, fs, name, lo, hi), src)
    for q, lang, goal, fs, name, lo, hi in [
        ('maximiza A = x(20 - 2x)', 'es', 'max', 'x(20 - 2x)', 'A', None, None),
        ('encuentra dos números positivos cuya suma sea 30 y cuyo producto sea máximo', 'es', 'max', 'x(30 - x)', 'P', 0, 30),
        ('minimiere f(x) = x + 4/x für x > 0', 'de', 'min', 'x + 4/x', 'f', 0, None),
        ('Finde zwei positive Zahlen, deren Summe 20 ist und deren Produkt maximal ist', 'de', 'max', 'x(20 - x)', 'P', 0, 20),
        ('Trouver deux nombres positifs dont la somme est 40 et dont le produit est maximal', 'fr', 'max', 'x(40 - x)', 'P', 0, 40),
        ('максимизируйте A = x(12 - 2x)', 'ru', 'max', 'x(12 - 2x)', 'A', None, None),
    ]:
        add(q, 'optimize', opt(goal, fs, name, lo, hi), SL, lang)



if __name__ == '__main__':
    write_corpus(items(), Path(__file__).resolve().parent / 'corpus.ts', 'calculus')
