#!/usr/bin/env python3
"""
Builds and checks the differential-equations corpus (math/topics/differential-equations/corpus.ts) with SymPy 1.14.

Every expected answer is SymPy's: `dsolve` (with `ics` for initial value problems), confirmed by `checkodesol`; for
separable equations whose explicit solution has several branches, the implicit solution ∫dy/g(y) = ∫f(x)dx + C1 is
written instead and confirmed by implicit differentiation. Items are graded with `match: 'solution-family'` (the same
family of solutions, constants renamed or rescaled — math/topics/family.ts), since a general solution has no unique
spelling.
Run: python3 math/topics/differential-equations/check_corpus.py (writes corpus.ts; `--check` only compares).

Sources: the problems follow the exercise sets of OpenStax Calculus Volume 2 §4.3 "Separable Equations" and §4.5
"First-order Linear Equations", and OpenStax Calculus Volume 3 §7.1 "Second-Order Linear Equations" and §7.2
"Nonhomogeneous Linear Equations" (undetermined coefficients), CC BY 4.0 (https://openstax.org/details/books/calculus-volume-2,
https://openstax.org/details/books/calculus-volume-3); numbers and phrasings written for Lemma in the books' style.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from write_corpus import write_corpus  # noqa: E402

from sympy.parsing.sympy_parser import implicit_multiplication_application, parse_expr, standard_transformations  # noqa: E402
from sympy import Eq, Function, Symbol, checkodesol, diff, dsolve, exp, integrate, sin, cos, simplify, sympify, symbols  # noqa: E402

x, t = symbols('x t')
C1 = Symbol('C1')
V2S = 'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma'
V2L = 'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma'
V3H = 'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma'
V3N = 'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma'
SL = 'Written for Lemma, other languages; checked with SymPy'


def sympy_ode(typed, var):
    """The typed ODE (y', y'', dy/dx) as a SymPy equation in y(var)."""
    y = Function('y')(var)
    s = typed.replace("d^2y/dx^2", "Y2").replace("d^2y/dt^2", "Y2").replace("dy/dx", "Y1").replace("dy/dt", "Y1")
    s = s.replace("y''", "Y2").replace("y'", "Y1").replace('^', '**')
    lhs, rhs = s.split('=')
    loc = {'Y2': y.diff(var, 2), 'Y1': y.diff(var), 'y': y, str(var): var, 'e': exp(1), 'sin': sin, 'cos': cos, 'exp': exp}
    tr = standard_transformations + (implicit_multiplication_application,)
    return Eq(parse_expr(lhs, local_dict=loc, transformations=tr), parse_expr(rhs, local_dict=loc, transformations=tr)), y


def solve_typed(typed, var, ics=None):
    eq, y = sympy_ode(typed, var)
    sol = dsolve(eq, y, ics=ics) if ics else dsolve(eq, y)
    assert not isinstance(sol, list), typed
    assert checkodesol(eq, sol)[0], typed
    return 'y = ' + str(sol.rhs)


def implicit_separable(f, g, var):
    """∫dy/g(y) = ∫f dx + C1, checked by implicit differentiation."""
    yy = Symbol('y')
    H = integrate(1 / g(yy), yy)
    G = integrate(f(var), var)
    # d/dx H(y) = H'(y) y' with y' = f g must equal G'
    assert simplify(diff(H, yy) * f(var) * g(yy) - diff(G, var)) == 0
    return f'{H} = {G} + C1'


def items():
    out = []

    def add(q, task, expect, src, lang=None):
        it = {'q': q, 'task': task, 'expect': expect, 'match': 'solution-family', 'source': src}
        if lang:
            it['lang'] = lang
        out.append(it)

    # second order, homogeneous, constant coefficients (distinct, repeated, complex roots)
    hom = [(-3, 2), (-5, 6), (1, -6), (0, -4), (0, -9), (2, 1), (-4, 4), (6, 9), (0, 4), (0, 9), (2, 5), (-2, 5), (4, 13), (0, 1),
           (-1, -2), (3, 0), (-7, 10), (0, 16), (-6, 13), (8, 16), (1, 1), (0, -2), (2, 2), (-1, 0), (10, 25)]
    for k, (b, c) in enumerate(hom):
        ode = "y''" + (f' + {b}y\'' if b > 0 else f' - {-b}y\'' if b < 0 else '') + (f' + {c}y' if c > 0 else f' - {-c}y' if c < 0 else '') + ' = 0'
        ode = ode.replace(" 1y'", " y'").replace(' 1y', ' y')
        q = [f'solve {ode}', f'Find the general solution of {ode}', f'{ode}', f'Solve the differential equation {ode}.', f'What is the general solution of {ode}?'][k % 5]
        if k % 7 == 3:
            q = q.replace("y''", 'd^2y/dx^2').replace("y'", 'dy/dx')
        add(q, 'ode', solve_typed(ode, x), V3H)

    # second order, nonhomogeneous: polynomial, exponential, sinusoidal forcing, resonance
    nonhom = ["y'' - 4y = e^(2x)", "y'' + y = sin(x)", "y'' + 3y' + 2y = 4x^2", "y'' - y' = x", "y'' = 6x", "y'' + 4y = cos(3x)",
              "y'' - 2y' + y = e^x", "y'' + y' - 2y = 2x + 1", "y'' - 3y' + 2y = e^(3x)", "y'' + 9y = 18", "y'' + 2y' + 5y = 10",
              "y'' - y = x^2", "y'' + 4y' + 4y = e^(-2x)", "y'' + 4y = sin(2x)", "y'' - 5y' + 6y = 2e^x", "y'' + y = x",
              "y'' - 2y' - 3y = 3x + 1", "y'' + 2y' = 4", "y'' + 16y = 8cos(4x)", "y'' - 9y = e^(3x)", "y'' + y' = 2x",
              "y'' - 4y' + 4y = 2x", "y'' + 25y = 3sin(x)", "y'' + 5y' + 6y = e^(-x)", "y'' - 6y' + 9y = 9x"]
    for k, ode in enumerate(nonhom):
        q = [f'solve {ode}', f'Find the general solution of {ode}', f'{ode}', f'Solve the differential equation {ode}', f'Find the general solution to {ode}.'][k % 5]
        add(q, 'ode', solve_typed(ode, x), V3N)

    # first order linear: y' + P y = Q
    lin = ["y' + y = x", "y' + 2y = 4", "y' - 3y = 6", "y' + y/x = x", "y' - 2y = e^(3x)", "y' + 2x*y = x", "y' = 2y",
           "y' = 3y + 1", "dy/dx + y = e^(-x)", "y' - y = 2", "y' + 4y = 8x", "dy/dx = 2xy", "y' = -y", "y' + y = sin(x)",
           "y' - y/x = x^2", "x*y' + y = 2x", "y' + 3y = e^(-3x)", "y' + y = 1", "dy/dt = -2y", "dy/dt + y = t",
           "y' - 4y = 0", "y' = x + y", "y' + 2y = e^x", "y' - x*y = 0", "y' = 5 - y"]
    for k, ode in enumerate(lin):
        var = t if 'dt' in ode else x
        q = [f'solve {ode}', f'{ode}', f'Solve the differential equation {ode}', f'Find the general solution of {ode}', f'Solve {ode}.'][k % 5]
        add(q, 'ode', solve_typed(ode, var), V2L)

    # direct integration
    direct = ["dy/dx = 3x^2", "y' = cos(x)", "y' = e^(2x)", "y' = 1/x", "dy/dx = 4x^3 - 2x", "y' = sin(3x)", "y' = x*e^x",
              "y'' = 12x^2", "y'' = cos(x)", "dy/dx = 6"]
    for k, ode in enumerate(direct):
        q = [f'solve {ode}', f'{ode}', f'Find the general solution of {ode}'][k % 3]
        add(q, 'ode', solve_typed(ode, x), V2S)

    # separable (nonlinear in y)
    sep = [("dy/dx = x/y", lambda v: v, lambda yy: 1 / yy), ("y' = y^2", lambda v: 1, lambda yy: yy**2),
           ("y' = x*y^2", lambda v: v, lambda yy: yy**2), ("dy/dx = x^2/y^2", lambda v: v**2, lambda yy: 1 / yy**2),
           ("y' = e^x/y", lambda v: exp(v), lambda yy: 1 / yy), ("dy/dx = -x/y", lambda v: -v, lambda yy: 1 / yy),
           ("y' = 2x*y^2", lambda v: 2 * v, lambda yy: yy**2), ("y' = y^2*cos(x)", lambda v: cos(v), lambda yy: yy**2),
           ("dy/dx = (x + 1)/y", lambda v: v + 1, lambda yy: 1 / yy), ("y' = 3x^2/y", lambda v: 3 * v**2, lambda yy: 1 / yy),
           ("y' = x/y^2", lambda v: v, lambda yy: 1 / yy**2), ("dy/dx = y^3", lambda v: 1, lambda yy: yy**3)]
    for k, (ode, f, g) in enumerate(sep):
        q = [f'solve {ode}', f'{ode}', f'Solve the separable equation {ode}', f'Find the general solution of {ode}'][k % 4]
        eq, y = sympy_ode(ode, x)
        sol = dsolve(eq, y)
        expect = implicit_separable(f, g, x) if isinstance(sol, list) else 'y = ' + str(sol.rhs)
        add(q, 'ode', expect, V2S)

    # Bernoulli (n = 2): explicit solutions
    bern = ["y' + y = x y^2", "dy/dx + 2y = e^x y^2", "y' - y/x = y^2", "y' = y - y^2", "y' + y/x = x y^2", "y' - 2y = -y^2"]
    for k, ode in enumerate(bern):
        q = [f'solve {ode}', f'{ode}', f'Solve the Bernoulli equation {ode}'][k % 3]
        eq, y = sympy_ode(ode, x)
        sol = dsolve(eq, y)
        if isinstance(sol, list):
            continue
        assert checkodesol(eq, sol)[0], ode
        add(q, 'ode', 'y = ' + str(sol.rhs), V2L)

    # exact equations M dx + N dy = 0: the potential F (F_x = M, F_y = N) by SymPy's integrate, graded as level sets
    yy = Symbol('y')
    exact = [('2x*y + 3', 'x^2 - 1'), ('2x + y', 'x + 2y'), ('3x^2 + y', 'x - 2y'), ('y*cos(x) + 2x', 'sin(x) + 1'), ('e^y', 'x*e^y + 2y'),
             ('2x*y^2', '2x^2*y'), ('y + 1', 'x - 3y^2'), ('4x^3 - y', '4y^3 - x')]
    for k, (Ms, Ns) in enumerate(exact):
        loc = {'x': x, 'y': yy, 'e': exp(1)}
        tr = standard_transformations + (implicit_multiplication_application,)
        M = parse_expr(Ms.replace('^', '**'), local_dict=loc, transformations=tr)
        N = parse_expr(Ns.replace('^', '**'), local_dict=loc, transformations=tr)
        assert simplify(diff(M, yy) - diff(N, x)) == 0, (Ms, Ns)
        G = integrate(M, x)
        F = G + integrate(simplify(N - diff(G, yy)), yy)
        q = [f'({Ms}) dx + ({Ns}) dy = 0', f'solve the exact equation ({Ms}) dx + ({Ns}) dy = 0', f'Solve ({Ms})dx + ({Ns})dy = 0'][k % 3]
        add(q, 'exact', f'{F} = C1', V2L)

    # initial value problems
    ivps = [("y' = 3y", {0: (0, 2)}), ("y'' + y = 0", {0: (0, 1), 1: (0, 0)}), ("y' + 2y = 4", {0: (0, 1)}),
            ("y'' - 3y' + 2y = 0", {0: (0, 0), 1: (0, 1)}), ("y' = 2x", {0: (0, 5)}), ("y' = -y", {0: (0, 3)}),
            ("y'' + 4y = 0", {0: (0, 2), 1: (0, 4)}), ("y' + y = x", {0: (0, 0)}), ("y'' - y = 0", {0: (0, 2), 1: (0, 0)}),
            ("dy/dx = 2xy", {0: (0, 1)}), ("y'' + 2y' + y = 0", {0: (0, 1), 1: (0, 0)}), ("y' - y = 2", {0: (0, 0)}),
            ("y'' = 6x", {0: (0, 1), 1: (0, 2)}), ("y' = y^2", {0: (0, 1)}), ("y'' - 4y = e^(2x)", {0: (0, 0), 1: (0, 0)}),
            ("y' = cos(x)", {0: (0, 1)}), ("y'' + 9y = 0", {0: (0, 0), 1: (0, 3)}), ("y' + 3y = 6", {0: (0, 0)}),
            ("y'' - 5y' + 6y = 0", {0: (0, 1), 1: (0, 0)}), ("y' = x*y", {0: (0, 2)}), ("y' = 4y", {0: (1, 1)}),
            ("y'' + y = x", {0: (0, 0), 1: (0, 2)}), ("dy/dx = 3x^2", {0: (1, 2)}), ("y' + y/x = x", {0: (1, 1)}),
            ("y'' - 2y' + 2y = 0", {0: (0, 1), 1: (0, 1)})]
    for k, (ode, conds) in enumerate(ivps):
        y = Function('y')(x)
        ics = {}
        parts = []
        for order, (a, val) in sorted(conds.items()):
            ics[y.diff(x, order).subs(x, a) if order else y.subs(x, a)] = val
            parts.append(f"y{chr(39) * order}({a}) = {val}")
        cond = ', '.join(parts)
        q = [f'{ode}, {cond}', f'Solve the initial value problem {ode}, {cond}', f'solve {ode} with {cond}', f'{ode}, {" and ".join(parts)}',
             f'Solve {ode} given {cond}'][k % 5]
        add(q, 'ivp', solve_typed(ode, x, ics), V2L if "''" not in ode else V3H)

    # other languages (es, de, fr, ru, zh-CN, ja, pt, it)
    other = [
        ("Resuelve la ecuación diferencial y'' - 3y' + 2y = 0", 'es', "y'' - 3y' + 2y = 0", None),
        ("Resuelve la ecuación diferencial y' + 2y = 4", 'es', "y' + 2y = 4", None),
        ("Encuentra la solución general de y'' + 4y = 0", 'es', "y'' + 4y = 0", None),
        ("Resuelve y' = 3y con y(0) = 2", 'es', "y' = 3y", {0: (0, 2)}),
        ("Resuelve la ecuación diferencial dy/dx = 2xy", 'es', "dy/dx = 2xy", None),
        ("Löse die Differentialgleichung y'' - 3y' + 2y = 0", 'de', "y'' - 3y' + 2y = 0", None),
        ("Löse die Differentialgleichung y' + y = x", 'de', "y' + y = x", None),
        ("Bestimme die allgemeine Lösung von y'' + 2y' + y = 0", 'de', "y'' + 2y' + y = 0", None),
        ("Löse y' = -y mit y(0) = 3", 'de', "y' = -y", {0: (0, 3)}),
        ("Löse die Differentialgleichung y'' + 9y = 0", 'de', "y'' + 9y = 0", None),
        ("Résoudre l'équation différentielle y'' - 3y' + 2y = 0", 'fr', "y'' - 3y' + 2y = 0", None),
        ("Résous l'équation différentielle y' - 2y = 0", 'fr', "y' - 2y = 0", None),
        ("Trouver la solution générale de y'' + 4y = 0", 'fr', "y'' + 4y = 0", None),
        ("Résous y' = 3y avec y(0) = 2", 'fr', "y' = 3y", {0: (0, 2)}),
        ("Résoudre l'équation différentielle y' + y = 1", 'fr', "y' + y = 1", None),
        ("Решите дифференциальное уравнение y'' - 3y' + 2y = 0", 'ru', "y'' - 3y' + 2y = 0", None),
        ("Решите дифференциальное уравнение y' + y = x", 'ru', "y' + y = x", None),
        ("Найдите общее решение y'' + 4y = 0", 'ru', "y'' + 4y = 0", None),
        ("Решите y' = 3y при условии y(0) = 2", 'ru', "y' = 3y", {0: (0, 2)}),
        ("Решите дифференциальное уравнение dy/dx = 2xy", 'ru', "dy/dx = 2xy", None),
        ("解微分方程 y'' - 3y' + 2y = 0", 'zh-CN', "y'' - 3y' + 2y = 0", None),
        ("解微分方程 y' + 2y = 4", 'zh-CN', "y' + 2y = 4", None),
        ("求微分方程 y'' + 4y = 0 的通解", 'zh-CN', "y'' + 4y = 0", None),
        ("解微分方程 y' = 3y，满足 y(0) = 2", 'zh-CN', "y' = 3y", {0: (0, 2)}),
        ("解微分方程 dy/dx = 2xy", 'zh-CN', "dy/dx = 2xy", None),
        ("微分方程式 y'' - 3y' + 2y = 0 を解け", 'ja', "y'' - 3y' + 2y = 0", None),
        ("Resolva a equação diferencial y'' + 4y = 0", 'pt', "y'' + 4y = 0", None),
        ("Risolvi l'equazione differenziale y' + y = x", 'it', "y' + y = x", None),
    ]
    for q, lang, ode, conds in other:
        ics = None
        if conds:
            y = Function('y')(x)
            ics = {y.subs(x, a): val for _, (a, val) in conds.items()}
        add(q, 'ivp' if conds else 'ode', solve_typed(ode, x, ics), SL, lang)
    return out


if __name__ == '__main__':
    write_corpus(items(), Path(__file__).resolve().parent / 'corpus.ts', 'differential-equations')
