#!/usr/bin/env python3
"""
Builds and checks the trigonometry corpus (math/topics/trigonometry/corpus.ts) with SymPy 1.14.

Every expected answer is computed here by SymPy, independently of the engine: conversions with pi/180, exact values
with sympy.sin/cos/tan/sec/csc/cot (nsimplify'd radicals), inverse values with asin/acos/atan, equations with
solveset over the stated interval, period/amplitude/phase shift/midline from the coefficients, triangles with the laws
of sines and cosines in SymPy (decimals rounded to 2 places where the angle is not special), identities with
simplify(L - R). The expected TEXT is written in the engine's plain-text style (`5*pi/6`, `-sqrt(3)/2`, `135°`) and is
re-read with sympify and compared with the SymPy value, so a formatting slip cannot hide a wrong answer.
Run: python3 math/topics/trigonometry/check_corpus.py  (writes corpus.ts; `--check` only compares).

Sources: problems in the style and with the numbers of OpenStax Algebra and Trigonometry 2e (CC BY 4.0,
https://openstax.org/details/books/algebra-and-trigonometry-2e) §7.1 Angles, §7.3 Unit Circle, §7.4 The Other
Trigonometric Functions, §8.1 Graphs of the Sine and Cosine Functions, §8.3 Inverse Trigonometric Functions, §9.1
Verifying Trigonometric Identities, §9.5 Solving Trigonometric Equations, §10.1 Non-right Triangles: Law of Sines, §10.2
Law of Cosines; phrasings written for Lemma (A3) as students type them. Item sources name the section.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from write_corpus import write_corpus  # noqa: E402

from sympy import (Rational as R, pi, sqrt, sin, cos, tan, sec, csc, cot, asin, acos, atan, Symbol, Interval, solveset,
                   S, simplify, sympify, nsimplify, Abs, N)

x = Symbol('x')
B = 'OpenStax Algebra and Trigonometry 2e'
SRC = {
    'angles': f'{B} §7.1 Angles, exercise style (CC BY 4.0)',
    'unit': f'{B} §7.3 Unit Circle / §7.4 Other Trigonometric Functions, exercise style (CC BY 4.0)',
    'inverse': f'{B} §8.3 Inverse Trigonometric Functions, exercise style (CC BY 4.0)',
    'graphs': f'{B} §8.1 Graphs of the Sine and Cosine Functions, exercise style (CC BY 4.0)',
    'identity': f'{B} §9.1 Verifying Trigonometric Identities, exercise style (CC BY 4.0)',
    'equation': f'{B} §9.5 Solving Trigonometric Equations, exercise style (CC BY 4.0)',
    'sines': f'{B} §10.1 Non-right Triangles: Law of Sines, exercise style (CC BY 4.0)',
    'cosines': f'{B} §10.2 Non-right Triangles: Law of Cosines, exercise style (CC BY 4.0)',
}


def q(v):
    v = R(v)
    return str(v.p) if v.q == 1 else f'{v.p}/{v.q}'


def coef(sym, c):
    c = R(c)
    a = abs(c.p)
    body = sym if a == 1 else f'{a}*{sym}'
    return ('-' if c < 0 else '') + body + (f'/{c.q}' if c.q != 1 else '')


def eng(e):
    """Engine text of a rational, a rational multiple of pi or of one square root."""
    e = nsimplify(simplify(e))
    if e.is_Rational:
        return q(e)
    c = simplify(e / pi)
    if c.is_Rational:
        return coef('pi', c)
    c0, rest = e.as_coeff_Mul()
    if rest.is_Pow and rest.exp == R(1, 2) and rest.base.is_Integer:
        return coef(f'sqrt({rest.base})', c0)
    raise ValueError(f'no engine text for {e}')


def deg(e):
    return f'{eng(e)}°'


def dec2(v):
    s = f'{float(v):.2f}'.rstrip('0').rstrip('.')
    return s


def interval_solutions(f):
    """Solutions of f = 0 in [0, 2π): solveset on each factor of factor(f) (solveset alone missed sin = -1/2 in
    2 sin^2 x - sin x - 1 = 0), sorted."""
    from sympy import factor, Mul, Union
    sets = [solveset(g, x, Interval.Ropen(0, 2 * pi)) for g in Mul.make_args(factor(f)) if g.has(x)]
    return sorted(set().union(*[set(s) for s in sets]), key=lambda s: float(s))


def items():
    out = []

    def add(qs, task, expect, src, lang=None, truth=None):
        if truth is not None:
            got = sympify(expect.replace('°', '').replace('^', '**'))
            assert abs(N(got - truth)) < 1e-12, (qs, expect, truth)
        out.append({'q': qs, 'task': task, 'expect': expect, 'source': SRC[src], **({'lang': lang} if lang else {})})

    # degrees -> radians
    for i, d in enumerate([60, 45, 30, 90, 120, 135, 150, 180, 210, 225, 240, 270, 300, 315, 330, 360, 720, -45, 15, 75]):
        v = d * pi / 180
        add([f'convert {d} degrees to radians', f'{d}° in radians', f'What is {d} degrees in radians?', f'express {d}° in radians', f'{d} degrees to radians'][i % 5], 'deg-to-rad', eng(v), 'angles', truth=v)
    # radians -> degrees
    for i, (t, v) in enumerate([('3π/4', 3 * pi / 4), ('pi/3', pi / 3), ('5pi/6', 5 * pi / 6), ('7π/4', 7 * pi / 4), ('2pi', 2 * pi), ('pi/12', pi / 12), ('11π/6', 11 * pi / 6), ('4pi/3', 4 * pi / 3), ('5pi/2', 5 * pi / 2), ('3π/2', 3 * pi / 2)]):
        dv = v * 180 / pi
        add([f'{t} radians to degrees', f'convert {t} to degrees', f'What is {t} in degrees?'][i % 3], 'rad-to-deg', deg(dv), 'angles', truth=dv)
    # exact values
    F = {'sin': sin, 'cos': cos, 'tan': tan, 'sec': sec, 'csc': csc, 'cot': cot}
    EX = [('sin', 30, True), ('cos', 150, True), ('tan', 45, True), ('sin', 225, True), ('cos', 300, True), ('tan', 120, True), ('sec', 60, True), ('csc', 210, True), ('cot', 135, True), ('sin', 270, True), ('cos', 180, True),
          ('sin', '5pi/6', False), ('cos', '5π/6', False), ('tan', 'pi/3', False), ('sec', 'π/3', False), ('cos', '7pi/4', False), ('sin', '4pi/3', False), ('tan', '11pi/6', False), ('csc', 'pi/4', False), ('cot', '2pi/3', False), ('sin', '-pi/6', False), ('cos', '3pi/4', False)]
    for i, (f, a, isdeg) in enumerate(EX):
        rad = a * pi / 180 if isdeg else sympify(a.replace('π', 'pi').replace('pi', '*pi').lstrip('*').replace('-*', '-'))
        v = F[f](rad)
        if isdeg:
            qs = [f'What is {f}({a} degrees)?', f'{f} {a}°', f'Find the exact value of {f}({a}°)', f'the exact value of {f} {a} degrees'][i % 4]
        else:
            qs = [f'{f}({a})', f'What is {f}({a})?', f'Find the exact value of {f}({a})', f'the exact value of {f}({a})'][i % 4]
        add(qs, 'exact-value', eng(v), 'unit', truth=v)
    add('sine of 30 degrees', 'exact-value', '1/2', 'unit', truth=R(1, 2))
    add('cosine of 60 degrees', 'exact-value', '1/2', 'unit', truth=R(1, 2))
    add('What is tan(90 degrees)?', 'exact-value', 'undefined', 'unit')
    # inverse
    INV = [('arcsin', '1/2', asin, False), ('arccos', '-1/2', acos, False), ('arctan', '1', atan, False), ('arcsin', '-sqrt(3)/2', asin, False), ('arccos', '0', acos, False), ('arctan', '-sqrt(3)', atan, False), ('arcsin', 'sqrt(2)/2', asin, True), ('arccos', 'sqrt(3)/2', acos, True), ('arctan', 'sqrt(3)/3', atan, True), ('arcsin', '-1', asin, False)]
    for i, (f, a, fn, indeg) in enumerate(INV):
        v = fn(sympify(a))
        word = {'arcsin': 'inverse sine', 'arccos': 'inverse cosine', 'arctan': 'inverse tangent'}[f]
        qs = [f'{f}({a})', f'{word} of {a}', f'What is {f}({a})'][i % 3] + (' in degrees' if indeg else '') + ('?' if i % 3 == 2 else '')
        add(qs, 'inverse', deg(v * 180 / pi) if indeg else eng(v), 'inverse', truth=v * 180 / pi if indeg else v)
    # equations on an interval
    EQS = [('2cos(x) - 1 = 0', 2 * cos(x) - 1), ('sin(x) = 1/2', sin(x) - R(1, 2)), ('tan(x) = 1', tan(x) - 1), ('2sin(x) + sqrt(3) = 0', 2 * sin(x) + sqrt(3)), ('cos(x) = -1', cos(x) + 1),
           ('2sin(x)^2 - sin(x) - 1 = 0', 2 * sin(x) ** 2 - sin(x) - 1), ('cos(2x) = 1/2', cos(2 * x) - R(1, 2)), ('sin(x) = 2', sin(x) - 2), ('2cos(x) + sqrt(2) = 0', 2 * cos(x) + sqrt(2)), ('tan(x) = -sqrt(3)', tan(x) + sqrt(3)), ('sin(2x) = 1', sin(2 * x) - 1), ('2sin(x) = 1', 2 * sin(x) - 1)]
    for i, (t, f) in enumerate(EQS):
        sols = interval_solutions(f)
        txt = ', '.join(eng(s) for s in sols) or 'no solution'
        add([f'Solve {t} on [0, 2pi)', f'solve {t} for 0 <= x < 2π', f'Solve {t} on the interval [0, 2π)'][i % 3], 'equation', txt, 'equation')
    for i, (t, f) in enumerate(EQS[:8]):
        sols = interval_solutions(f)
        txt = ', '.join(deg(s * 180 / pi) for s in sols) or 'no solution'
        add([f'solve {t} for 0 <= x < 360°', f'Solve {t} for 0° <= x < 360°'][i % 2], 'equation', txt, 'equation')
    # the interval after a comma or as inequalities in words (H2): "Solve sin(x) = 1/2, 0° <= x < 360°"
    for i, (t, f) in enumerate(EQS):
        sols = interval_solutions(f)
        if i % 2 == 0:
            txt = ', '.join(eng(s) for s in sols) or 'no solution'
            add([f'Solve {t}, 0 <= x < 2pi', f'solve {t}, 0 ≤ x < 2π', f'{t}, 0 <= x < 2pi'][i // 2 % 3], 'equation', txt, 'equation')
        else:
            txt = ', '.join(deg(s * 180 / pi) for s in sols) or 'no solution'
            add([f'Solve {t}, 0° <= x < 360°', f'solve {t}, 0 <= x < 360', f'{t} where 0 <= x < 360'][i // 2 % 3], 'equation', txt, 'equation')
    add('general solution of sin(x) = 1/2', 'equation', 'x = pi/6 + 2*pi*k, x = 5*pi/6 + 2*pi*k', 'equation')
    add('find all solutions of 2cos(x) - 1 = 0', 'equation', 'x = pi/3 + 2*pi*k, x = 5*pi/3 + 2*pi*k', 'equation')
    add('all solutions of tan(x) = 1', 'equation', 'x = pi/4 + pi*k', 'equation')
    # graphs: y = A f(Bx - C) + D
    G = [(3, 2, pi, 1, 'sin', '3sin(2x - π) + 1'), (1, pi / 6, 0, 0, 'sin', 'sin(πx/6)'), (2, 3, 0, -1, 'cos', '2cos(3x) - 1'), (-4, R(1, 2), 0, 2, 'sin', '-4sin(x/2) + 2'), (5, 4, pi, 0, 'cos', '5cos(4x - π)'), (R(1, 2), pi, 0, 3, 'cos', '1/2 cos(πx) + 3'),
         (1, 2, pi / 2, 0, 'sin', 'sin(2x - π/2)'), (7, 1, -pi / 3, -2, 'cos', '7cos(x + π/3) - 2')]
    for i, (A, Bc, C, D, f, e) in enumerate(G):
        P = 2 * pi / Abs(Bc)
        add([f'Determine the period of f(x) = {e}', f'period of y = {e}', f'What is the period of y = {e}?'][i % 3], 'period', eng(P), 'graphs', truth=P)
        add([f'amplitude of y = {e}', f'What is the amplitude of f(x) = {e}?', f'Find the amplitude of y = {e}'][i % 3], 'amplitude', eng(Abs(A)), 'graphs', truth=Abs(A))
        if C != 0:
            add([f'phase shift of y = {e}', f'What is the phase shift of y = {e}?'][i % 2], 'phase-shift', eng(C / Bc), 'graphs', truth=C / Bc)
        add([f'midline of y = {e}', f'Find the midline of f(x) = {e}'][i % 2], 'midline', f'y = {eng(D)}', 'graphs')
    add('period of y = tan(3x)', 'period', 'pi/3', 'graphs', truth=pi / 3)
    # triangles
    for i, (a, b, C) in enumerate([(3, 4, 60), (5, 8, 60), (3, 5, 120), (1, 1, 120), (5, 3, 60), (2, 2, 90), (7, 8, 60), (6, 10, 120)]):
        c = sqrt(a ** 2 + b ** 2 - 2 * a * b * cos(C * pi / 180))
        add([f'law of cosines a={a}, b={b}, C={C} degrees find c', f'In triangle ABC, a = {a}, b = {b} and C = {C}°. Find c.', f'triangle with a = {a}, b = {b}, C = {C}°, find side c'][i % 3], 'law-of-cosines', eng(c), 'cosines', truth=c)
    for i, (a, b, c) in enumerate([(3, 5, 7), (5, 8, 7), (1, 1, 1), (3, 4, 5), (5, 7, 9), (4, 5, 6)]):
        C = acos(R(a * a + b * b - c * c, 2 * a * b)) * 180 / pi
        txt = deg(C) if simplify(C).is_Rational else f'{dec2(N(C))}°'
        add([f'a = {a}, b = {b}, c = {c}, find angle C', f'Use the law of cosines: a = {a}, b = {b}, c = {c}. Find C', f'triangle with sides a = {a}, b = {b}, c = {c}, find C'][i % 3], 'law-of-cosines', txt, 'cosines')
    for i, (A, Bd, a) in enumerate([(30, 45, 10), (30, 60, 5), (45, 60, 4), (30, 90, 7), (60, 45, 6), (40, 60, 10), (35, 75, 12)]):
        b = a * sin(Bd * pi / 180) / sin(A * pi / 180)
        try:
            txt = eng(b)
            tr = b
        except ValueError:
            txt, tr = dec2(N(b)), None
        add([f'triangle with A = {A}°, B = {Bd}°, a = {a}, find b', f'law of sines A = {A} degrees, B = {Bd} degrees, a = {a}, find b', f'In triangle ABC, A = {A}°, B = {Bd}° and a = {a}. Find b.'][i % 3], 'law-of-sines', txt, 'sines', truth=tr)
    SSA = [(10, 12, 30, '36.87°, 143.13°'), (5, 10, 30, '90°'), (3, 10, 30, 'no triangle'), (12, 10, 30, '24.62°'), (6, 8, 40, '58.99°, 121.01°')]
    for i, (a, b, A, want) in enumerate(SSA):
        sB = R(b) * sin(A * pi / 180) / a
        if N(sB) > 1:
            chk = 'no triangle'
        else:
            B1 = N(asin(sB) * 180 / pi)
            ok2 = abs(N(sB) - 1) > 1e-12 and (180 - B1) + A < 180
            chk = ', '.join(f'{dec2(v)}°' if abs(v - round(v)) > 1e-9 else f'{int(round(v))}°' for v in ([B1, 180 - B1] if ok2 else [B1]))
        assert chk == want, (chk, want)
        add([f'a = {a}, b = {b}, A = {A}°, find B', f'In triangle ABC, a = {a}, b = {b} and A = {A}°. Find all possible values of B'][i % 2], 'law-of-sines', want, 'sines')
    # angles: reference, coterminal, quadrant
    for i, (t, v, isdeg) in enumerate([('210°', 210, True), ('135°', 135, True), ('300°', 300, True), ('5π/4', 5 * pi / 4, False), ('2pi/3', 2 * pi / 3, False), ('-45°', -45, True), ('11pi/6', 11 * pi / 6, False), ('400°', 400, True)]):
        r = v * pi / 180 if isdeg else v
        m = r % (2 * pi)
        ref = min(m % pi, pi - m % pi)
        add([f'reference angle of {t}', f'Find the reference angle for {t}'][i % 2], 'reference-angle', deg(ref * 180 / pi) if isdeg else eng(ref), 'angles')
    for i, (t, v, isdeg) in enumerate([('400°', 400, True), ('-45°', -45, True), ('750°', 750, True), ('-300°', -300, True), ('13pi/4', 13 * pi / 4, False), ('-pi/3', -pi / 3, False), ('19π/6', 19 * pi / 6, False)]):
        r = (v * pi / 180 if isdeg else v) % (2 * pi)
        add([f'coterminal angle of {t}', f'Find an angle coterminal with {t} between 0 and 360' if isdeg else f'Find an angle coterminal with {t}'][i % 2], 'coterminal', deg(r * 180 / pi) if isdeg else eng(r), 'angles')
    for i, (t, v) in enumerate([('210°', 210), ('5π/4', 225), ('100°', 100), ('-30°', 330), ('7pi/4', 315), ('2pi/3', 120)]):
        add([f'quadrant of {t}', f'In which quadrant does {t} lie', f'What quadrant is {t} in'][i % 3], 'quadrant', ['I', 'II', 'III', 'IV'][int(v // 90)], 'angles')
    # identities
    IDS = ['tan x cos x = sin x', 'sec^2 x - tan^2 x = 1', 'sin^2 x + cos^2 x = 1', 'cot(x) sin(x) = cos(x)', '(1 - cos(x)^2)/sin(x) = sin(x)', 'sin(2x) = 2sin(x)cos(x)', 'csc(x) sin(x) = 1', 'sec(x) cos(x) = 1', 'sin x = cos x', 'tan x = sin x', 'sin(2x) = 2sin(x)', 'cos(x) + sin(x) = 1']
    for i, t in enumerate(IDS):
        e = sympify(t.replace('^2 x', '(x)**2').replace(' x', '(x)').replace('^', '**').replace('2sin', '2*sin').replace('2x', '2*x').replace(') sin', ')*sin').replace(') cos', ')*cos').replace(')cos', ')*cos').replace('tan(x)cos', 'tan(x)*cos').split('=')[0]) - sympify(t.replace('^2 x', '(x)**2').replace(' x', '(x)').replace('^', '**').replace('2sin', '2*sin').replace('2x', '2*x').replace(')cos', ')*cos').split('=')[1])
        truth = simplify(e) == 0
        add([f'prove {t}', f'verify the identity {t}', f'Is {t} an identity?', f'show that {t}'][i % 4], 'identity', 'true' if truth else 'false', 'identity')
    # more equations (degrees), angles and identities (same checks)
    for i, (t, f) in enumerate(EQS[8:]):
        sols = interval_solutions(f)
        add(f'solve {t} for 0° <= x < 360°', 'equation', ', '.join(deg(s2 * 180 / pi) for s2 in sols) or 'no solution', 'equation')
    for i, (t, v) in enumerate([('315°', 315), ('-120°', 240), ('5pi/6', 150), ('470°', 110), ('4π/3', 240)]):
        add([f'quadrant of {t}', f'In which quadrant does {t} lie'][i % 2], 'quadrant', ['I', 'II', 'III', 'IV'][int(v // 90)], 'angles')
    for i, (t, v) in enumerate([('240°', 240), ('170°', 170), ('7pi/6', 210)]):
        r = v * pi / 180
        ref = min(r % pi, pi - r % pi)
        add(f'reference angle of {t}', 'reference-angle', deg(ref * 180 / pi) if '°' in t else eng(ref), 'angles')
    MORE = ['tan(x) = sin(x)/cos(x)', 'cos(x)^2 - sin(x)^2 = cos(2x)', '(sin(x) + cos(x))^2 = 1 + 2sin(x)cos(x)', 'sec(x) = 1/cos(x)', 'cot(x) = cos(x)/sin(x)', 'csc(x) = 1/sin(x)', '1 + tan(x)^2 = sec(x)^2', '1 + cot(x)^2 = csc(x)^2', 'sin(x)^2 = 1 - cos(x)^2', 'cos(x) = sin(x) + 1', 'tan(x)^2 = sec(x)^2', 'sin(x)cos(x) = sin(2x)', 'cos(2x) = 2cos(x)^2 - 1']
    for i, t in enumerate(MORE):
        L0, R0 = [sympify(side.replace('^', '**').replace('2sin', '2*sin').replace('2cos', '2*cos').replace('2x', '2*x').replace(')cos', ')*cos').replace(')sin', ')*sin')) for side in t.split('=')]
        truth = simplify(L0 - R0) == 0
        add([f'prove {t}', f'verify the identity {t}', f'Is {t} an identity?', f'show that {t}'][i % 4], 'identity', 'true' if truth else 'false', 'identity')
    # other languages (rewritten by math/read/lang/<lng>.ts)
    add('convierte 60 grados a radianes', 'deg-to-rad', 'pi/3', 'angles', 'es')
    add('¿Cuál es el seno de 30 grados?', 'exact-value', '1/2', 'unit', 'es')
    add('Rechne 60 Grad in Bogenmaß um', 'deg-to-rad', 'pi/3', 'angles', 'de')
    add('Bestimme die Periode von f(x) = sin(πx/6)', 'period', '12', 'graphs', 'de')
    add('Convertis 60 degrés en radians', 'deg-to-rad', 'pi/3', 'angles', 'fr')
    add('Résous 2cos(x) - 1 = 0 sur l\'intervalle [0, 2π)', 'equation', 'pi/3, 5*pi/3', 'equation', 'fr')
    add('Переведите 60 градусов в радианы', 'deg-to-rad', 'pi/3', 'angles', 'ru')
    add('60度化为弧度', 'deg-to-rad', 'pi/3', 'angles', 'zh-CN')
    return out


if __name__ == '__main__':
    write_corpus(items(), Path(__file__).resolve().parent / 'corpus.ts', 'trigonometry')
