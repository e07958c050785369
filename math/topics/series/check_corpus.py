#!/usr/bin/env python3
"""
Builds and checks the series corpus (math/topics/series/corpus.ts) with SymPy 1.14.

Every expected answer is SymPy's: Sum(a, (n, a0, oo)).is_convergent() for the series and for the series of |a|
(absolute / conditional convergence), summation() for the sums (graded numerically, `match: 'values'`), and for power
series the radius from limit(|c_n/c_(n+1)|) with the endpoints decided by is_convergent() again.
Run: python3 math/topics/series/check_corpus.py (writes corpus.ts; `--check` only compares).

Sources: the problems follow the exercise sets of OpenStax Calculus Volume 2 §5.2 "Infinite Series", §5.3 "The
Divergence and Integral Tests", §5.4 "Comparison Tests", §5.5 "Alternating Series", §5.6 "Ratio and Root Tests" and §6.1
"Power Series and Functions", CC BY 4.0 (https://openstax.org/details/books/calculus-volume-2); numbers and phrasings
written for Lemma in the books' style.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from write_corpus import write_corpus  # noqa: E402

from sympy import Abs, S, Sum, Symbol, factorial, limit, nsimplify, oo, simplify, summation  # noqa: E402
from sympy.parsing.sympy_parser import implicit_multiplication_application, parse_expr, standard_transformations  # noqa: E402

n = Symbol('n', integer=True, positive=True)
x = Symbol('x', real=True)
TR = standard_transformations + (implicit_multiplication_application,)
SRC = {
    'conv': 'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    'sum': 'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    'power': 'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    'lang': 'Written for Lemma, other languages; checked with SymPy',
}


def P(s):
    return parse_expr(s.replace('^', '**').replace('ln(', 'log(').replace('!', ''), local_dict={'n': n, 'x': x, 'e': S.Exp1}, transformations=TR) if '!' not in s else parse_expr(
        s.replace('^', '**').replace('ln(', 'log(').replace('n!', 'factorial(n)'), local_dict={'n': n, 'x': x, 'factorial': factorial}, transformations=TR)


def verdict(term, a0):
    conv = Sum(term, (n, a0, oo)).is_convergent()
    if not conv:
        return 'diverges'
    if '(-1)**' in str(term):
        absconv = Sum(Abs(term), (n, a0, oo)).is_convergent()
        return 'converges absolutely' if absconv else 'converges conditionally'
    return 'converges'


def items():
    out = []

    def add(q, task, expect, src, lang=None, match=None):
        it = {'q': q, 'task': task, 'expect': expect, 'source': src}
        if match:
            it['match'] = match
        if lang:
            it['lang'] = lang
        out.append(it)

    conv = ['1/n', '1/n^2', '1/sqrt(n)', '1/n^3', 'n/(n+1)', '1/(n^2+1)', 'n/(n^2+1)', '2^n/n!', 'n^2/3^n', '(-1)^n/n',
            '(-1)^(n+1)/n^2', '(-1)^n n/(n+1)', '1/(2n+1)', 'n!/10^n', '(n+1)/(n^3+2)', '3/n^(3/2)', '(-1)^n/sqrt(n)', 'n/2^n',
            '5/(n(n+3))', 'n^3/(n^4+1)', '1/n^(1/3)', '(2n+1)/(3n-1)', '1/(n^2+n)', '(-1)^(n+1)/(2n-1)', '4^n/n^4', 'n/e^n',
            '(-1)^n/n!', '1/(n+1)^2']
    forms = ['does the series sum {t} converge', 'Determine whether the series sum_{{n=1}}^{{infinity}} {t} converges or diverges',
             'test the series sum {t} for convergence', 'is the series sum {t} convergent', 'does sum {t} converge or diverge']
    for k, t in enumerate(conv):
        add(forms[k % 5].format(t=t), 'convergence', verdict(P(t), 1), SRC['conv'])

    sums = [('1/n^2', 1), ('1/(n(n+1))', 1), ('(-1)^(n+1)/n', 1), ('1/n!', 0), ('1/(n^2-1)', 2), ('3/n^2', 1), ('1/(4n^2-1)', 1),
            ('1/((n+1)(n+2))', 0), ('1/n^4', 1), ('2/(n(n+2))', 1), ('1/(n(n+3))', 1), ('(-1)^n/n!', 0), ('1/n^2', 2),
            ('6/n^2', 1), ('1/(n^2+3n+2)', 1), ('(-1)^n/(2n+1)', 0), ('5/(n(n+1))', 1), ('1/n^6', 1), ('4/(n^2+2n)', 1),
            ('1/((2n-1)(2n+1))', 1), ('1/(n(n+1))', 2), ('2/(n^2-1)', 2), ('1/(n^2+5n+6)', 0), ('1/(n^2+n)', 3)]
    for k, (t, a0) in enumerate(sums):
        val = summation(P(t), (n, a0, oo))
        q = [f'sum of {t} from n={a0} to infinity', f'sum_{{n={a0}}}^{{infinity}} {t}', f'Find the sum of the series sum_{{n={a0}}}^{{\\infty}} {t}',
             f'evaluate sum({t}, n, {a0}, inf)'][k % 4]
        add(q, 'sum', str(simplify(val)).replace('**', '^').replace('E', 'e').replace('log(', 'ln('), SRC['sum'], match='values')

    power = ['x^n/n!', 'x^n/n', 'x^n', 'n x^n', 'x^n/2^n', 'x^n/n^2', '(x-3)^n/(n 2^n)', 'n! x^n', '(x+1)^n/n', '3^n x^n', 'x^n/(n 3^n)',
             '(x-2)^n/n^2', 'x^n/(n+1)', '(2x)^n/n', 'x^n/5^n', '(-1)^n x^n/n', 'n^2 x^n', '(x-1)^n/3^n', 'x^n/(n^2+1)', '(x+2)^n/(n 4^n)',
             'x^n/sqrt(n)', '(x-5)^n/n', 'n x^n/2^n', 'x^n/(2n)!'.replace('(2n)!', 'factorial(2*n)'), '(-x)^n/n^2']
    for k, t in enumerate(power):
        term = P(t) if 'factorial(2*n)' not in t else parse_expr(t.replace('^', '**'), local_dict={'n': n, 'x': x, 'factorial': factorial}, transformations=TR)
        c = lambda m: term.subs(x, 1 + center(term))  # noqa: E731
        a = center(term)
        R = limit(Abs(term.subs(x, a + 1) / term.subs(x, a + 1).subs(n, n + 1)), n, oo)
        R = simplify(R)
        shown = t.replace('factorial(2*n)', '(2n)!')
        a0 = 1 if ('/n' in shown and '/n!' not in shown and 'n+1' not in shown) or 'sqrt(n)' in shown or 'n^2+1' in shown else 0
        if k % 2 == 0:
            add(f'radius of convergence of sum {shown}' if a0 == 1 or k % 4 == 0 else f'find the radius of convergence of the series sum_{{n={a0}}}^{{infinity}} {shown}', 'radius',
                'inf' if R == oo else str(R).replace('**', '^'), SRC['power'], match=None if R == oo else 'values')
        else:
            if R in (oo, 0):
                continue
            lo, hi = a - R, a + R
            try:
                inc = [Sum(term.subs(x, e), (n, a0, oo)).is_convergent() for e in (lo, hi)]
            except NotImplementedError:
                print('skip', t, lo, hi, term.subs(x, lo)); continue
            txt = f"{'[' if inc[0] else '('}{lo}, {hi}{']' if inc[1] else ')'}"
            add(f'interval of convergence of sum_{{n={a0}}}^{{infinity}} {shown}', 'interval', txt, SRC['power'])
        del c

    other = [
        ('¿Converge la serie sum 1/n^2?', 'es', 'convergence', 'converges'),
        ('¿La serie sum 1/n converge?', 'es', 'convergence', 'diverges'),
        ('radio de convergencia de sum x^n/n', 'es', 'radius', '1'),
        ('suma de 1/(n(n+1)) desde n=1 hasta infinito', 'es', 'sum', '1'),
        ('¿Converge la serie sum (-1)^n/n?', 'es', 'convergence', 'converges conditionally'),
        ('Konvergiert die Reihe sum 1/n^2?', 'de', 'convergence', 'converges'),
        ('Konvergiert die Reihe sum 1/n?', 'de', 'convergence', 'diverges'),
        ('Konvergenzradius von sum x^n/n', 'de', 'radius', '1'),
        ('Konvergiert die Reihe sum 2^n/n!?', 'de', 'convergence', 'converges'),
        ('Konvergiert die Reihe sum n/(n+1)?', 'de', 'convergence', 'diverges'),
        ('La série sum 1/n^2 converge-t-elle ?', 'fr', 'convergence', 'converges'),
        ('La série sum 1/n converge-t-elle ?', 'fr', 'convergence', 'diverges'),
        ('rayon de convergence de sum x^n/n', 'fr', 'radius', '1'),
        ('La série sum (-1)^n/n converge-t-elle ?', 'fr', 'convergence', 'converges conditionally'),
        ('La série sum n^2/3^n converge-t-elle ?', 'fr', 'convergence', 'converges'),
        ('Сходится ли ряд sum 1/n^2?', 'ru', 'convergence', 'converges'),
        ('Сходится ли ряд sum 1/n?', 'ru', 'convergence', 'diverges'),
        ('радиус сходимости sum x^n/n', 'ru', 'radius', '1'),
        ('Сходится ли ряд sum (-1)^n/n?', 'ru', 'convergence', 'converges conditionally'),
        ('Сходится ли ряд sum 1/sqrt(n)?', 'ru', 'convergence', 'diverges'),
    ]
    for q, lang, task, expect in other:
        add(q, task, expect, SRC['lang'], lang, match='values' if task in ('sum', 'radius') else None)
    # the other-language answers, recomputed
    assert verdict(P('1/n^2'), 1) == 'converges' and verdict(P('1/n'), 1) == 'diverges' and verdict(P('(-1)^n/n'), 1) == 'converges conditionally'
    assert summation(P('1/(n(n+1))'), (n, 1, oo)) == 1
    return out


def center(term):
    """The x where the power series' term vanishes for every n (the center a of (x − a)^n)."""
    from sympy import solve
    sol = solve(term.subs(n, 3), x)
    return nsimplify(sol[0]) if sol else 0


if __name__ == '__main__':
    write_corpus(items(), Path(__file__).resolve().parent / 'corpus.ts', 'series')
