#!/usr/bin/env python3
"""
Builds and checks the transforms corpus (math/topics/transforms/corpus.ts) with SymPy 1.14.

Every expected answer is SymPy's laplace_transform(f, t, s, noconds=True) or inverse_laplace_transform(F, s, t) (the
Heaviside factor of the inverse dropped: t ≥ 0), graded numerically (`match: 'values'`, math/topics/family.ts).
Run: python3 math/topics/transforms/check_corpus.py (writes corpus.ts; `--check` only compares).

Laplace IVPs (task laplace-ivp): the expected y(t) is SymPy's dsolve with the initial conditions (not the transform).
Fourier series (task fourier-series): a_0, a_n, b_n are SymPy's integrals (1/L)∫ f·cos(nπx/L) dx etc. with n a positive
integer (half-range: (2/L) over (0, L)), written "a_0 = …; a_n = …; b_n = …".

Sources: items marked "Lebl" are exercises and examples of Jiří Lebl, "Notes on Diffy Qs: Differential Equations for
Engineers" (github.com/jirilebl/diffyqs, ch-laplace.tex §6.2–6.3 and ch-fourier-and-pde.tex §4.2–4.4), dual-licensed
CC BY-NC-SA 4.0 / CC BY-SA 4.0 (LICENSE.md of the repository) and used here under CC BY-SA 4.0; "adapted" means the
book's problem with numbers chosen for Lemma (its parameters m, c, k, a, b) or a series asked where the book asks for
values of it. Items not marked Lebl were written for Lemma. The transforms and inverses follow the exercise sets of Boyce & DiPrima, "Elementary Differential Equations
and Boundary Value Problems", §6.1–6.2 (problems restated with other numbers; no text copied) and the standard table of
Laplace transforms; numbers and phrasings written for Lemma.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from write_corpus import write_corpus  # noqa: E402

from sympy import Heaviside, S, Symbol, inverse_laplace_transform, laplace_transform, simplify  # noqa: E402
from sympy.parsing.sympy_parser import implicit_multiplication_application, parse_expr, standard_transformations  # noqa: E402

t = Symbol('t', positive=True)
s = Symbol('s', positive=True)
TR = standard_transformations + (implicit_multiplication_application,)
SRC = 'Boyce & DiPrima §6.1–6.2 exercise style and the standard Laplace table; numbers and phrasing written for Lemma'
SL = 'Written for Lemma, other languages; checked with SymPy'


def P(x):
    return parse_expr(x.replace('^', '**'), local_dict={'t': t, 's': s, 'e': S.Exp1}, transformations=TR)


def show(e):
    return str(simplify(e)).replace('**', '^').replace('exp(', 'e^(')


def items():
    out = []

    def add(q, task, expect, src=SRC, lang=None):
        it = {'q': q, 'task': task, 'expect': expect, 'match': 'values', 'source': src}
        if lang:
            it['lang'] = lang
        out.append(it)

    fwd = ['t^2', 'e^(3t)', 'sin(2t)', 'cos(5t)', 't e^(2t)', 'e^(-t) cos(3t)', 'e^(2t) sin(t)', '3 + 2t', 't^3', '4', 't sin(t)', 't cos(2t)',
           'sinh(2t)', 'cosh(3t)', 't^2 e^(-t)', '5e^(-2t) - 3', 'sin(t) + cos(t)', 'e^(4t) + t', '2t^4', 'e^(-3t) sin(2t)', 't e^(-t)', 'cos(t) - 2sin(3t)',
           '6 - e^(t)', 't^2 + 3t + 1', 'e^(t) cos(t)']
    for k, f in enumerate(fwd):
        F = laplace_transform(P(f), t, s, noconds=True)
        q = [f'Laplace transform of {f}', f'find the Laplace transform of {f}', f'L{{{f}}}', f'What is the Laplace transform of {f}?'][k % 4]
        add(q, 'laplace', f'F(s) = {show(F)}')
    inv = ['1/(s^2+1)', '1/(s-2)', '(s+1)/(s^2+2s+5)', '1/(s(s+1))', '1/(s-1)^3', '(2s+3)/(s^2+4)', '5/(s^2-3s+2)', '3/s', '2/s^3', 's/(s^2+9)',
           '1/(s+4)', '4/(s^2+16)', '(s-2)/((s-2)^2+1)', '1/((s-1)(s+2))', '(3s+1)/(s^2+s)', '1/(s^2-1)', '6/(s+1)^4', '1/(s^2+4s+13)',
           '(s+3)/(s^2+6s+10)', '2/(s(s^2+1))', '(s^2+1)/(s^3)', '7/(s-5)', '1/(s^2 + 2s)', '(4s)/(s^2-4)', '10/((s+1)(s+3))',
           's/(s^2+1)^2', '1/(s^2+4)^2', '(s+2)/(s^2+2s+5)^2']
    for k, F in enumerate(inv):
        f = inverse_laplace_transform(P(F), s, t).subs(Heaviside(t), 1)
        q = [f'inverse Laplace transform of {F}', f'find the inverse Laplace transform of {F}', f'L^{{-1}}{{{F}}}', f'What is the inverse Laplace transform of {F}?'][k % 4]
        add(q, 'inverse-laplace', f'f(t) = {show(f)}')
    other = [
        ('transformada de Laplace de t^2', 'es', 'laplace', 't^2'),
        ('transformada de Laplace de e^(3t)', 'es', 'laplace', 'e^(3t)'),
        ('transformada inversa de Laplace de 1/(s^2+1)', 'es', 'inverse-laplace', '1/(s^2+1)'),
        ('Laplace-Transformation von t^2', 'de', 'laplace', 't^2'),
        ('Laplace-Transformation von sin(2t)', 'de', 'laplace', 'sin(2t)'),
        ('inverse Laplace-Transformation von 1/(s-2)', 'de', 'inverse-laplace', '1/(s-2)'),
        ('transformée de Laplace de t^2', 'fr', 'laplace', 't^2'),
        ('transformée de Laplace de cos(5t)', 'fr', 'laplace', 'cos(5t)'),
        ('transformée de Laplace inverse de 1/(s(s+1))', 'fr', 'inverse-laplace', '1/(s(s+1))'),
        ('преобразование Лапласа t^2', 'ru', 'laplace', 't^2'),
        ('преобразование Лапласа e^(3t)', 'ru', 'laplace', 'e^(3t)'),
        ('обратное преобразование Лапласа 1/(s^2+1)', 'ru', 'inverse-laplace', '1/(s^2+1)'),
    ]
    for q, lang, task, x in other:
        if task == 'laplace':
            add(q, task, f'F(s) = {show(laplace_transform(P(x), t, s, noconds=True))}', SL, lang)
        else:
            add(q, task, f'f(t) = {show(inverse_laplace_transform(P(x), s, t).subs(Heaviside(t), 1))}', SL, lang)
    ivp_items(add)
    fourier_items(add)
    return out


LEBL = 'Lebl, Notes on Diffy Qs (github.com/jirilebl/diffyqs), {}; CC BY-SA 4.0'
OWN = 'Written for Lemma (textbook exercise type); checked with SymPy dsolve'
OWNF = 'Written for Lemma (textbook exercise type); checked with SymPy integrate'


def ivp_items(add):
    """Laplace-transform IVPs: (equation, conditions, source); the expected answer is SymPy's dsolve with the ICs."""
    from sympy import Function, Eq, dsolve, Derivative
    probs = [
        ("x'' + x = cos(2t)", "x(0) = 0, x'(0) = 1", LEBL.format('§6.2 example (x\'\' + x = cos 2t)')),
        ("x'' + 3x' + 2x = 0", "x(0) = 1, x'(0) = 0", LEBL.format('§6.2 exercise 6.2.2 (overdamped), adapted')),
        ("x'' + 5x' + 4x = 0", "x(0) = 2, x'(0) = -1", LEBL.format('§6.2 exercise 6.2.2 (overdamped), adapted')),
        ("x'' + 2x' + 5x = 0", "x(0) = 1, x'(0) = 1", LEBL.format('§6.2 exercise 6.2.3 (underdamped), adapted')),
        ("x'' + 4x' + 13x = 0", "x(0) = 0, x'(0) = 3", LEBL.format('§6.2 exercise 6.2.3 (underdamped), adapted')),
        ("x'' + 4x' + 4x = 0", "x(0) = 1, x'(0) = 0", LEBL.format('§6.2 exercise 6.2.4 (critically damped), adapted')),
        ("x'' + 2x' + x = 0", "x(0) = 0, x'(0) = 2", LEBL.format('§6.2 exercise 6.2.4 (critically damped), adapted')),
        ("x' + x = 1", "x(0) = 0", LEBL.format('§6.2 exercise 6.2.103 (x\' + x = f(t)), adapted with f = 1')),
        ("y'' + y = 0", "y(0) = 1, y'(0) = 0", OWN),
        ("y' + 2y = e^(-t)", "y(0) = 1", OWN),
        ("y'' - 3y' + 2y = 4", "y(0) = 0, y'(0) = 0", OWN),
        ("y' - y = 1", "y(0) = 0", OWN),
        ("y' + 3y = 0", "y(0) = 2", OWN),
        ("y' + y = t", "y(0) = 0", OWN),
        ("y' - 2y = e^(3t)", "y(0) = 1", OWN),
        ("y'' + 4y = 0", "y(0) = 1, y'(0) = 2", OWN),
        ("y'' - y = 0", "y(0) = 1, y'(0) = 0", OWN),
        ("y'' - 4y = 8", "y(0) = 0, y'(0) = 0", OWN),
        ("y'' + 9y = 18", "y(0) = 0, y'(0) = 0", OWN),
        ("y'' + 2y' + 2y = 0", "y(0) = 0, y'(0) = 1", OWN),
        ("y'' - 2y' + y = e^(2t)", "y(0) = 0, y'(0) = 0", OWN),
        ("y' + y = sin(t)", "y(0) = 0", OWN),
        ("y'' + y = e^(-t)", "y(0) = 0, y'(0) = 0", OWN),
        ("y'' + 3y' + 2y = e^(-3t)", "y(0) = 0, y'(0) = 0", OWN),
        ("y'' - y' - 6y = 0", "y(0) = 1, y'(0) = -1", OWN),
        ("y' - 3y = 6", "y(0) = 1", OWN),
        ("y'' + 4y = sin(t)", "y(0) = 0, y'(0) = 0", OWN),
        ("y'' + 2y' = 4", "y(0) = 0, y'(0) = 0", OWN),
        ("y'' + 6y' + 9y = 0", "y(0) = 2, y'(0) = -3", OWN),
        ("y'' + y' = t", "y(0) = 0, y'(0) = 0", OWN),
        ("x'' + x = sin(t)", "x(0) = 0, x'(0) = 0", LEBL.format('§6.3 exercise (x\'\' + x = sin t, solved there by convolution), asked by Laplace transform')),
        ("y'' + 4y = cos(2t)", "y(0) = 1, y'(0) = 0", OWN),
    ]
    steps = [
        ("x'' + x = u(t-1)", "x(0) = 0, x'(0) = 0", 'Solve {e} for initial conditions {c} using the Laplace transform', LEBL.format('§6.2 exercise 6.2.5')),
        ("x'' - x = (t^2-1) u(t-1)", "x(0) = 1, x'(0) = 2", 'Solve {e} for initial conditions {c} using the Laplace transform', LEBL.format('§6.2 exercise 6.2.102')),
        ("y' + y = 3u(t - 2)", "y(0) = 1", 'solve {e}, {c} by Laplace transform', OWN),
        ("y'' + 4y = 1 - u(t-1)", "y(0) = 0, y'(0) = 0", 'use the Laplace transform to solve {e}, {c}', OWN),
        ("y'' + y = t - (t-1)u(t-1)", "y(0) = 0, y'(0) = 0", 'use the Laplace transform to solve {e}, {c}', OWN),
        ("y'' + 3y' + 2y = u(t-2)", "y(0) = 0, y'(0) = 0", 'solve {e}, {c} using the Laplace transform', OWN),
    ]
    for e, c, form, src in steps:
        add(form.format(e=e, c=c.replace(', ', ' and ') if 'for initial' in form else c), 'laplace-ivp', solve_ivp_step(e, c), src + ('' if src == OWN else '; checked with SymPy dsolve') + ', piecewise before and after the step')
    forms = ['use the Laplace transform to solve {e}, {c}', 'solve {e}, {c} using Laplace transforms', '{e}, {c} by Laplace transform',
             'Using the Laplace transform solve {e}, {c}', 'solve the initial value problem {e}, {c} with the Laplace transform']
    for k, (e, c, src) in enumerate(probs):
        add(forms[k % len(forms)].format(e=e, c=c), 'laplace-ivp', solve_ivp(e, c), src)
    other = [
        ("usa la transformada de Laplace para resolver y'' + y = 0, y(0) = 1, y'(0) = 0", 'es', "y'' + y = 0", "y(0) = 1, y'(0) = 0"),
        ("resuelve y' + 2y = e^(-t), y(0) = 1 usando la transformada de Laplace", 'es', "y' + 2y = e^(-t)", "y(0) = 1"),
        ("löse y'' - 3y' + 2y = 4, y(0) = 0, y'(0) = 0 mit der Laplace-Transformation", 'de', "y'' - 3y' + 2y = 4", "y(0) = 0, y'(0) = 0"),
        ("résoudre y'' + 4y = 0, y(0) = 1, y'(0) = 2 à l'aide de la transformée de Laplace", 'fr', "y'' + 4y = 0", "y(0) = 1, y'(0) = 2"),
        ("решите y' + 3y = 0, y(0) = 2 с помощью преобразования Лапласа", 'ru', "y' + 3y = 0", "y(0) = 2"),
        ("решите y'' - y = 0, y(0) = 1, y'(0) = 0 методом преобразования Лапласа", 'ru', "y'' - y = 0", "y(0) = 1, y'(0) = 0"),
    ]
    for q, lang, e, c in other:
        add(q, 'laplace-ivp', solve_ivp(e, c), 'Written for Lemma, other languages; checked with SymPy dsolve', lang)


def solve_ivp(eq, conds):
    """SymPy dsolve of the IVP; the answer labelled with the unknown's letter (x(t) or y(t))."""
    from sympy import Function, Eq, dsolve, Symbol as Sy
    letter = 'x' if eq.lstrip().startswith('x') else 'y'
    Yf = Function('Y')
    tt = Sy('t')
    def ex(txt):
        txt = txt.replace("%s''" % letter, 'D2').replace("%s'" % letter, 'D1')
        txt = __import__('re').sub(r'(?<![A-Za-z])%s(?![A-Za-z])' % letter, 'Y0', txt)
        return parse_expr(txt.replace('^', '**'), local_dict={'t': tt, 'e': S.Exp1, 'D2': Yf(tt).diff(tt, 2), 'D1': Yf(tt).diff(tt), 'Y0': Yf(tt)}, transformations=TR)
    l, r = eq.split('=')
    ics = {}
    for part in conds.split(','):
        a, b = part.split('=')
        a = a.strip()
        ics[(Yf(tt).diff(tt).subs(tt, 0) if "'" in a else Yf(tt).subs(tt, 0))] = S(b.strip())
    sol = dsolve(Eq(ex(l), ex(r)), Yf(tt), ics=ics).rhs
    return f'{letter}(t) = ' + show(sol)


def solve_ivp_step(eq, conds):
    """An IVP whose forcing has one step u(t - a): dsolve on [0, a) with the conditions, then on (a, ∞) with y, y' continuous
    at a; the answer y_left + (y_right - y_left)·u(t - a), the step written (1 + sign(t - a))/2 as Lemma writes it."""
    import re
    from sympy import Function, Eq, dsolve, Symbol as Sy, Rational
    letter = 'x' if eq.lstrip().startswith('x') else 'y'
    m = re.search(r'u\(t\s*-\s*(\d+)\)', eq)
    a = Rational(m.group(1))
    Yf = Function('Y')
    tt = Sy('t')
    def side(txt, on):
        txt = re.sub(r'u\(t\s*-\s*\d+\)', '(%d)' % on, txt)
        txt = txt.replace("%s''" % letter, 'D2').replace("%s'" % letter, 'D1')
        txt = re.sub(r'(?<![A-Za-z])%s(?![A-Za-z])' % letter, 'Y0', txt)
        return parse_expr(txt.replace('^', '**'), local_dict={'t': tt, 'e': S.Exp1, 'D2': Yf(tt).diff(tt, 2), 'D1': Yf(tt).diff(tt), 'Y0': Yf(tt)}, transformations=TR)
    l, r = eq.split('=')
    order = 2 if "''" in eq else 1
    ics = {}
    for part in conds.split(','):
        k, v = part.split('=')
        ics[(Yf(tt).diff(tt).subs(tt, 0) if "'" in k else Yf(tt).subs(tt, 0))] = S(v.strip())
    left = dsolve(Eq(side(l, 0), side(r, 0)), Yf(tt), ics=ics).rhs
    ics2 = {Yf(tt).subs(tt, a): left.subs(tt, a)}
    if order == 2:
        ics2[Yf(tt).diff(tt).subs(tt, a)] = left.diff(tt).subs(tt, a)
    right = dsolve(Eq(side(l, 1), side(r, 1)), Yf(tt), ics=ics2).rhs
    jump = simplify(right - left)
    return f'{letter}(t) = ' + show(left) + ' + (' + show(jump) + ')*(1 + sign(t - ' + str(a) + '))/2'


def fourier_items(add):
    """Fourier series: (question, kind, pieces [(f, a, b)], period or None, source)."""
    P = 'pi'
    probs = [
        ('Find the Fourier series of f(t) = |t| on [-pi, pi]', 'full', [('Abs(t)', f'-{P}', P)], LEBL.format('§4.2 exercise 4.2.2')),
        ('Fourier series of f(t) = |t|^3 on [-pi, pi]', 'full', [('Abs(t)**3', f'-{P}', P)], LEBL.format('§4.2 exercise 4.2.3')),
        ('compute the Fourier series of f(t) = -1 for -pi < t <= 0, 1 for 0 < t <= pi', 'full', [('-1', f'-{P}', '0'), ('1', '0', P)], LEBL.format('§4.2 exercise 4.2.4')),
        ('Fourier series of f(t) = t^3 on (-pi, pi]', 'full', [('t**3', f'-{P}', P)], LEBL.format('§4.2 exercise 4.2.5')),
        ('find the Fourier series of f(t) = t^2 on [-pi, pi]', 'full', [('t**2', f'-{P}', P)], LEBL.format('§4.2 exercise 4.2.6')),
        ('Fourier series of f(t) = t^4 on (-pi, pi]', 'full', [('t**4', f'-{P}', P)], LEBL.format('§4.2 exercise 4.2.104')),
        ('Compute the Fourier series of f(t) = 0 for -1 < t <= 0, t for 0 < t <= 1, extended periodically', 'full', [('0', '-1', '0'), ('t', '0', '1')], LEBL.format('§4.3 exercise 4.3.1')),
        ('Fourier series of f(t) = -t for -1 < t <= 0, t^2 for 0 < t <= 1, extended periodically', 'full', [('-t', '-1', '0'), ('t**2', '0', '1')], LEBL.format('§4.3 exercise 4.3.2')),
        ('Fourier series of f(t) = -t/10 for -10 < t <= 0, t/10 for 0 < t <= 10, period 20', 'full', [('-t/10', '-10', '0'), ('t/10', '0', '10')], LEBL.format('§4.3 exercise 4.3.3')),
        ('find the Fourier series of f(t) = t^2 for -1 < t <= 1, extended periodically', 'full', [('t**2', '-1', '1')], LEBL.format('§4.3 exercise 4.3.8')),
        ('Fourier series of f(t) = 0 for -3 < t <= 0, t for 0 < t <= 3, extended periodically', 'full', [('0', '-3', '0'), ('t', '0', '3')], LEBL.format('§4.3 exercise 4.3.9, adapted (the series asked)')),
        ('Fourier series of f(t) = t^2 for -2 < t <= 2, extended periodically', 'full', [('t**2', '-2', '2')], LEBL.format('§4.3 exercise 4.3.101')),
        ('Compute the Fourier series of f(t) = t/2 for -pi < t < pi, extended periodically', 'full', [('t/2', f'-{P}', P)], LEBL.format('§4.3 exercise 4.3.105')),
        ('Fourier series of f(t) = 0 for -2 < t <= 0, 2 for 0 < t <= 2, extended periodically', 'full', [('0', '-2', '0'), ('2', '0', '2')], LEBL.format('§4.3 exercise 4.3.106, adapted (the series asked)')),
        ('Find the Fourier series of the odd periodic extension of f(t) = (t-1)^2 for 0 <= t <= 1', 'sine', [('(t-1)**2', '0', '1')], LEBL.format('§4.4 exercise 4.4.2')),
        ('Find the Fourier series of the even periodic extension of f(t) = (t-1)^2 for 0 <= t <= 1', 'cosine', [('(t-1)**2', '0', '1')], LEBL.format('§4.4 exercise 4.4.2')),
        ('Fourier series of the odd periodic extension of f(t) = t for 0 <= t <= pi', 'sine', [('t', '0', P)], LEBL.format('§4.4 exercise 4.4.3')),
        ('Fourier series of the even periodic extension of f(t) = t for 0 <= t <= pi', 'cosine', [('t', '0', P)], LEBL.format('§4.4 exercise 4.4.3')),
        ('Find the Fourier series of the even periodic extension of f(t) = t/3 on 0 <= t < 3', 'cosine', [('t/3', '0', '3')], LEBL.format('§4.4 exercise 4.4.101')),
        ('Find the Fourier series of the odd periodic extension of f(t) = t/3 on 0 <= t < 3', 'sine', [('t/3', '0', '3')], LEBL.format('§4.4 exercise 4.4.101')),
        ('Fourier sine series of f(t) = t^2(2-t) on [0, 2]', 'sine', [('t**2*(2-t)', '0', '2')], LEBL.format('§4.4 exercise 4.4.8, adapted (the series asked)')),
        ('Compute the Fourier series of f(t) = e^t for -1 < t <= 1, extended periodically', 'full', [('exp(t)', '-1', '1')], LEBL.format('§4.3 exercise 4.3.7')),
        ('Fourier series of f(x) = e^x on (-pi, pi)', 'full', [('exp(x)', f'-{P}', P)], OWNF),
        ('Fourier series of f(x) = 0 for -pi < x < 0, e^x for 0 < x < pi', 'full', [('0', f'-{P}', '0'), ('exp(x)', '0', P)], OWNF),
        ('Fourier sine series of f(x) = e^(2x) on (0, 1)', 'sine', [('exp(2*x)', '0', '1')], OWNF),
        ('find the Fourier series of f(x) = x on (-π, π)', 'full', [('x', f'-{P}', P)], OWNF),
        ('half-range sine series of f(x) = 1 on (0, π)', 'sine', [('1', '0', P)], OWNF),
        ('Fourier series of f(x) = x, -1 < x < 1, period 2', 'full', [('x', '-1', '1')], OWNF),
        ('half-range cosine series of f(x) = x on (0, 2)', 'cosine', [('x', '0', '2')], OWNF),
        ('Fourier sine series of f(x) = pi - x on (0, pi)', 'sine', [('pi - x', '0', P)], OWNF),
        ('What is the Fourier series of f(x) = x + x^2 on (-pi, pi)?', 'full', [('x + x**2', f'-{P}', P)], OWNF),
        ('Fourier series of f(x) = 1 - x^2 on [-1, 1]', 'full', [('1 - x**2', '-1', '1')], OWNF),
        ('Fourier series of the square wave f(x) = -1 for -π<x<0, 1 for 0<x<π', 'full', [('-1', f'-{P}', '0'), ('1', '0', P)], OWNF),
        ('Fourier series of f(x) = 0 for -pi < x < 0, x for 0 < x < pi', 'full', [('0', f'-{P}', '0'), ('x', '0', P)], OWNF),
        ('half-range cosine series of f(x) = x^2 on (0, 1)', 'cosine', [('x**2', '0', '1')], OWNF),
        ('Fourier series of f(x) = x on (0, 2pi)', 'full', [('x', '0', f'2*{P}')], OWNF),
    ]
    for q, kind, pieces, src in probs:
        add(q, 'fourier-series', fourier_expect(kind, pieces), src)
    other = [
        ('serie de Fourier de f(x) = x en (-pi, pi)', 'es', 'full', [('x', '-pi', 'pi')]),
        ('serie de senos de f(x) = 1 en (0, pi)', 'es', 'sine', [('1', '0', 'pi')]),
        ('Fourierreihe von f(x) = x^2 auf [-pi, pi]', 'de', 'full', [('x**2', '-pi', 'pi')]),
        ('Fourier-Kosinusreihe von f(x) = x auf (0, pi)', 'de', 'cosine', [('x', '0', 'pi')]),
        ('série de Fourier de f(x) = |x| sur [-pi, pi]', 'fr', 'full', [('Abs(x)', '-pi', 'pi')]),
        ('ряд Фурье функции f(x) = x на (-pi, pi)', 'ru', 'full', [('x', '-pi', 'pi')]),
    ]
    for q, lang, kind, pieces in other:
        add(q, 'fourier-series', fourier_expect(kind, pieces), 'Written for Lemma, other languages; checked with SymPy integrate', lang)


def fourier_expect(kind, pieces):
    from sympy import Symbol as Sy, integrate, cos, sin, pi, Abs, nsimplify
    n = Sy('n', integer=True, positive=True)
    names = set()
    for f, _, _ in pieces:
        names |= {c for c in 'xt' if c in f.replace('exp', '')}
    v = Sy(names.pop() if names else 'x', real=True)
    from sympy import exp as Exp
    loc = {'x': v, 't': v, 'pi': pi, 'Abs': Abs, 'exp': Exp}
    ps = [(parse_expr(f, local_dict=loc), parse_expr(a, local_dict=loc), parse_expr(b, local_dict=loc)) for f, a, b in pieces]
    lo, hi = ps[0][1], ps[-1][2]
    L = (hi - lo) / 2 if kind == 'full' else hi - lo
    k = 1 if kind == 'full' else 2
    I = lambda g: simplify(k / L * sum(integrate(f * g, (v, a, b)) for f, a, b in ps))
    parts = []
    if kind != 'sine':
        parts.append('a_0 = ' + show(I(1)))
        parts.append('a_n = ' + show(I(cos(n * pi * v / L))))
    if kind != 'cosine':
        parts.append('b_n = ' + show(I(sin(n * pi * v / L))))
    return '; '.join(parts)


if __name__ == '__main__':
    write_corpus(items(), Path(__file__).resolve().parent / 'corpus.ts', 'transforms')
