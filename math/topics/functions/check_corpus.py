#!/usr/bin/env python3
"""
Builds and checks the functions corpus (math/topics/functions/corpus.ts) with SymPy 1.14.

Each problem states its definitions before or after the question, in one of several phrasings (notation, words, a
question, the textbook's instruction), or in another language; the expected answer is computed HERE by SymPy (subs,
composition, solve for the inverse, continuous_domain, f(-x) against ±f(x), real roots, the difference quotient,
the transformation checked by substitution) and printed in Lemma's display convention (descending degree,
`(N)/(D)` quotients, interval notation with `inf` and ` U `, zeros in increasing order).
Run: python3 math/topics/functions/check_corpus.py  (writes corpus.ts; `--check` only compares).

Sources: OpenStax College Algebra 2e (CC BY 4.0, https://openstax.org/details/books/college-algebra-2e) §3.1 Functions
and Function Notation, §3.2 Domain and Range (the range: SymPy's function_range over continuous_domain, |u| split
at its zero), §3.4 Composition of Functions, §3.5 Transformation of Functions, §3.6
(even/odd in §3.5), §3.7 Inverse Functions, §5.x zeros; the functions are in the style of their exercises, the
phrasings written for Lemma (A2).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / 'polynomials'))
from write_corpus import write_corpus  # noqa: E402
from check_corpus import P, poly_text, rat  # noqa: E402

from sympy import Abs, Interval, Poly, S, Symbol, Union, pi, cancel, expand, fraction, oo, simplify, solve, symbols, together
from sympy.calculus.util import continuous_domain

x, h, a, t = symbols('x h a t')
SRC = {
    'evaluate': 'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
    'combine': 'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
    'compose': 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
    'inverse': 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
    'domain': 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
    'range': 'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
    'domain-range': 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
    'parity': 'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
    'zeros': 'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
    'difference-quotient': 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
    'transformation': 'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
}
SL = 'Written for Lemma (A2), checked with SymPy'


def ordered_poly(e, order):
    """poly_text with the tie order along `order` (x before h)."""
    e = expand(e)
    if e == 0:
        return '0'
    gens = [Symbol(v) for v in order if Symbol(v) in e.free_symbols]
    gens += sorted(e.free_symbols - set(gens), key=lambda s: s.name)
    if not gens:
        return rat(e)
    p = Poly(e, *gens)
    terms = sorted(p.terms(), key=lambda tm: (-sum(tm[0]), tuple(-k for k in tm[0])))
    names = sorted(gens, key=lambda s: s.name)
    out = ''
    for i, (mon, c) in enumerate(terms):
        pw = dict(zip(gens, mon))
        mono = '*'.join(g.name if pw[g] == 1 else f'{g.name}^{pw[g]}' for g in names if pw[g])
        ac = abs(c)
        body = rat(ac) if not mono else ((f'{ac.p}*' if ac.p != 1 else '') + mono + (f'/{ac.q}' if ac.q != 1 else ''))
        out = (('-' if c < 0 else '') + body) if i == 0 else out + (' - ' if c < 0 else ' + ') + body
    return out


def display(e, order=('x',)):
    """Lemma's display of a value: a number, a polynomial, or (N)/(D) of polynomials."""
    e = together(e)
    n, d = fraction(e)
    if e.is_number:
        return rat(e)
    if d == 1:
        return ordered_poly(expand(e), order)
    ns, ds = ordered_poly(n, order), ordered_poly(d, order)
    nt = len(expand(n).args) if expand(n).is_Add else 1
    dt = len(expand(d).args) if expand(d).is_Add else 1
    return (f'({ns})' if nt > 1 else ns) + '/' + (f'({ds})' if dt > 1 or any(c in ds for c in '*/^') or ds.startswith('-') else ds)


def interval_text(s):
    from sympy import FiniteSet
    if isinstance(s, FiniteSet) and len(s) == 1:
        return '{' + rat(list(s)[0]) + '}'
    parts = s.args if isinstance(s, Union) else [s]
    out = []
    end = lambda v: rat(v) if v.is_Rational else str(v).replace('**', '^')  # noqa: E731 (pi/2, -pi/2)
    for iv in parts:
        lo = '-inf' if iv.start == -oo else end(iv.start)
        hi = 'inf' if iv.end == oo else end(iv.end)
        out.append(f"{'(' if iv.left_open else '['}{lo}, {hi}{')' if iv.right_open else ']'}")
    return ' U '.join(out)


# the range functions: (as typed, as SymPy reads it)
RANGE_FUNCTIONS = [
    ('x^2 + 3', 'x**2 + 3'), ('sqrt(x - 2)', 'sqrt(x - 2)'), ('1/x', '1/x'), ('|x - 1| + 2', 'Abs(x - 1) + 2'), ('-2(x-1)^2 + 5', '-2*(x-1)**2 + 5'),
    ('e^x', 'exp(x)'), ('3sin(x) + 1', '3*sin(x) + 1'), ('ln(x)', 'log(x)'), ('(x+1)/(x-2)', '(x+1)/(x-2)'), ('x^2 - 4x + 1', 'x**2 - 4*x + 1'),
    ('2x + 5', '2*x + 5'), ('-x^2 + 6x - 5', '-x**2 + 6*x - 5'), ('sqrt(x + 4) - 3', 'sqrt(x + 4) - 3'), ('-sqrt(x) + 2', '-sqrt(x) + 2'),
    ('2^x - 3', '2**x - 3'), ('(1/2)^x + 1', '(S(1)/2)**x + 1'), ('1/(x - 3) + 2', '1/(x - 3) + 2'), ('(2x)/(x + 1)', '2*x/(x + 1)'),
    ('(3x - 1)/(x + 4)', '(3*x - 1)/(x + 4)'), ('5 - |2x + 3|', '5 - Abs(2*x + 3)'), ('2|x + 4| - 1', '2*Abs(x + 4) - 1'), ('x^3 - x', 'x**3 - x'),
    ('4cos(x) - 2', '4*cos(x) - 2'), ('-3cos(2x) + 1', '-3*cos(2*x) + 1'), ('log(x - 1) + 2', 'log(x - 1, 10) + 2'), ('ln(x + 3) - 1', 'log(x + 3) - 1'),
    ('1/(x^2 + 1)', '1/(x**2 + 1)'), ('sqrt(9 - x^2)', 'sqrt(9 - x**2)'), ('e^(-x) + 4', 'exp(-x) + 4'), ('x^2 + 2x + 5', 'x**2 + 2*x + 5'),
    ('3 - x^2', '3 - x**2'), ('1/x^2', '1/x**2'), ('x^3 + 8', 'x**3 + 8'), ('2sin(3x) - 1', '2*sin(3*x) - 1'), ('(x - 4)/(2x + 6)', '(x - 4)/(2*x + 6)'),
    ('sqrt(x^2 + 16)', 'sqrt(x**2 + 16)'), ('-|x| - 3', '-Abs(x) - 3'), ('x^2/2 - 2x', 'x**2/2 - 2*x'),
    ('4', '4'), ('2sqrt(9 - x^2)', '2*sqrt(9 - x**2)'), ('(x - 1)^3 + 2', '(x - 1)**3 + 2'), ('x^(3/2) + 1', 'x**Rational(3, 2) + 1'), ('arctan(x)', 'atan(x)'),
    ('x^4 - 2x^2', 'x**4 - 2*x**2'), ('-x^4 + 4x^2 + 1', '-x**4 + 4*x**2 + 1'), ('x^6 - 3x^2', 'x**6 - 3*x**2'),
    ('tan(x) + 1', 'tan(x) + 1', 'tan'), ('2sec(x)', '2*sec(x)', 'sec'), ('asin(x)', 'asin(x)'), ('e^(x^2)', 'exp(x**2)'),
]
# one period of a periodic function with poles (SymPy's continuous_domain of tan or sec over the reals is an infinite union)
PERIODS = {
    'tan': lambda: Interval.open(-pi / 2, pi / 2),
    'sec': lambda: Union(Interval.Ropen(0, pi / 2), Interval.open(pi / 2, 3 * pi / 2), Interval.open(3 * pi / 2, 2 * pi)),
}


def range_of(sf, period=None):
    """SymPy's range of f over its continuous domain (over one period for tan and sec)."""
    from sympy import Abs, sympify
    from sympy.calculus.util import function_range
    f = sympify(sf)
    if period:
        return function_range(f, x, PERIODS[period]())
    dom = continuous_domain(f, x, S.Reals)
    absolutes = list(f.atoms(Abs))
    if not absolutes:
        return function_range(f, x, dom)
    # |u| with u linear: u >= 0 and u <= 0 are two intervals where |u| = u and |u| = -u (SymPy's function_range has no Abs)
    (u,) = absolutes
    (z,) = solve(u.args[0], x)
    sign = 1 if u.args[0].diff(x) > 0 else -1
    right = function_range(f.subs(u, sign * u.args[0]), x, Interval(z, oo).intersect(dom))
    left = function_range(f.subs(u, -sign * u.args[0]), x, Interval(-oo, z).intersect(dom))
    return Union(left, right)


def items():
    out = []

    def add(q, task, expect, lang=None, src=None):
        out.append({'q': q, 'task': task, 'expect': str(expect), 'source': src or (SL if lang else SRC[task]), **({'lang': lang} if lang else {})})

    F = ['2x + 1', '3x^2 - 2x + 1', 'x^2 - 1', '5 - 4x', 'x^3 - 2x', '-x^2 + 3x', '(x + 1)/(x - 2)', '4x^2 + 7', '1/x', 'sqrt(x + 5)', '2x^2 - x - 3', '7 - x^3', 'x^2 + 2x']
    A = ['3', '-1', '0', '2', '1/2', '-3', '4', '10', '-2', '5', '1', '-4', '6']
    ev = ['Let f(x) = {f}. What is f({a})?', 'Evaluate f({a}) if f(x) = {f}', 'If f(x) = {f}, find f({a})', 'f(x) = {f}; find f({a})', 'Given f(x) = {f}, evaluate f({a})',
          'For f(x) = {f}, what is f({a})?']
    for i in range(26):
        f, av = F[i % len(F)], A[(i * 5) % len(A)]
        val = P(f).subs(x, P(av))
        if val.has(S.ComplexInfinity) or not val.is_real:
            av = '4'; val = P(f).subs(x, 4)
        add(ev[i % len(ev)].format(f=f, a=av), 'evaluate', display(simplify(val)))
    for f, arg in [('x^2 - 1', 'a+1'), ('2x + 3', 'a - 2'), ('x^2 + x', '2a'), ('3x - 4', 't^2')]:
        add(f'If g(x) = {f}, find g({arg})', 'evaluate', display(expand(P(f.replace('x', '(X)').replace('X', arg).replace('x', 'x')) if False else P(f).subs(x, P(arg)))))
    add('Suppose g = 3 and h(x) = 2x - g. Find h(4)', 'evaluate', '5')
    add('Let f(t) = t^2 - 4t. Find f(3)', 'evaluate', rat(P('t^2 - 4t').subs(t, 3)))
    # combine
    pairs = [('x^2 + 2x', '6 - x^2'), ('3x + 1', 'x - 4'), ('x^2 - 4', 'x + 2'), ('2x', 'x^2 + 1'), ('x^3', '2x - 5'), ('4x - 3', '2x^2'), ('x + 7', '3 - x')]
    ops = [('f + g', lambda F, G: F + G), ('(f - g)(x)', lambda F, G: F - G), ('(fg)(2)', lambda F, G: (F * G).subs(x, 2)), ('(f/g)(x)', lambda F, G: F / G),
           ('(f + g)(-1)', lambda F, G: (F + G).subs(x, -1)), ('(f*g)(x)', lambda F, G: F * G), ('f - g', lambda F, G: F - G), ('(f/g)(3)', lambda F, G: (F / G).subs(x, 3))]
    cf = ['For f(x) = {f} and g(x) = {g}, find {op}', 'Let f(x) = {f} and g(x) = {g}. What is {op}?', 'If f(x) = {f} and g(x) = {g}, find {op}']
    k = 0
    for i, (f, g) in enumerate(pairs):
        for j in range(4):
            name, fn = ops[(i + j * 3) % len(ops)]
            v = fn(P(f), P(g))
            if v.has(S.ComplexInfinity) or v.has(S.NaN):
                continue
            add(cf[k % len(cf)].format(f=f, g=g, op=name), 'combine', display(v))
            k += 1
    # compose
    cpairs = [('2x + 1', 'x^2'), ('x^2 + 1', 'x - 3'), ('3x - 4', '2x + 5'), ('x^2', 'x + 1'), ('4 - x', 'x^2 - 2x'), ('x^3', '2x'), ('5x', 'x^2 - 1')]
    cops = [('f(g(x))', lambda F, G: F.subs(x, G)), ('g(f(x))', lambda F, G: G.subs(x, F)), ('(f∘g)(2)', lambda F, G: F.subs(x, G).subs(x, 2)),
            ('(g o f)(x)', lambda F, G: G.subs(x, F)), ('f o g', lambda F, G: F.subs(x, G)), ('f(g(1))', lambda F, G: F.subs(x, G.subs(x, 1))), ('(f∘f)(x)', lambda F, G: F.subs(x, F))]
    for i, (f, g) in enumerate(cpairs):
        for j in range(4):
            name, fn = cops[(i + j * 2) % len(cops)]
            add(cf[(i + j) % len(cf)].format(f=f, g=g, op=name), 'compose', display(expand(fn(P(f), P(g)))))
    # inverse
    inv = ['3x - 2', '2x + 5', '(x + 1)/(x - 3)', '-4x + 7', 'x/2 - 1', '(2x - 1)/(x + 4)', '5 - x', '1/(x - 2)', '7x', '(x - 5)/3', '3/(x + 1)', '6x + 9', '(3x + 2)/(x - 1)']
    iq = ['Find the inverse of f(x) = {f}', 'What is the inverse of f(x) = {f}?', 'inverse of f(x) = {f}', 'Let f(x) = {f}. Find f^-1(x)', 'If f(x) = {f}, find the inverse function']
    y = Symbol('y')
    for i in range(26):
        f = inv[i % len(inv)]
        sol = solve(P(f).subs(x, y) - x, y)
        assert len(sol) == 1
        add(iq[i % len(iq)].format(f=f), 'inverse', display(simplify(sol[0])))
    # domain
    dom = ['1/(x - 2)', 'sqrt(x - 3)', 'ln(x + 1)', '1/(x^2 - 9)', 'sqrt(5 - x)', 'x^2 + 3x', '(x + 1)/(x^2 - x - 6)', 'log(2x - 6)', 'sqrt(2x + 8)', '3/(4 - x)',
           'sqrt(x)/(x - 4)', '1/sqrt(x - 1)', '7x - 2', 'ln(3 - x)', '(x - 5)/(x + 5)', 'sqrt(x^2 - 4)', '1/(x^2 + 1)']
    dq = ['What is the domain of f(x) = {f}?', 'Find the domain of f(x) = {f}', 'domain of f(x) = {f}', 'Determine the domain of the function f(x) = {f}']
    for i in range(26):
        f = dom[i % len(dom)]
        d = continuous_domain(P(f), x, S.Reals)
        add(dq[i % len(dq)].format(f=f), 'domain', interval_text(d))
    # parity
    par = ['x^3 - x', 'x^2 + 1', 'x^3 + x^2', '2x^4 - 3x^2', '5x', '1/x', 'x^2 - 2x', '-x^5 + 4x^3', 'x^4 + x', '3', '(x^2 + 1)/x', 'abs(x)', 'x + 1', 'x^6 - x^2 + 7']
    pq = ['Is f(x) = {f} even, odd or neither?', 'Determine whether f(x) = {f} is even, odd, or neither', 'Let f(x) = {f}. Is f even, odd, or neither?', 'If f(x) = {f}, is f even or odd?']
    for i in range(26):
        f = par[i % len(par)]
        F = P(f.replace('abs', 'Abs'))
        even = simplify(F.subs(x, -x) - F) == 0
        odd = simplify(F.subs(x, -x) + F) == 0
        add(pq[i % len(pq)].format(f=f), 'parity', 'even' if even else 'odd' if odd else 'neither')
    # zeros
    zs = ['x^2 - 5x + 6', '2x - 8', 'x^2 - 9', 'x^3 - 4x', 'x^2 + 1', '3x^2 - 12x', '2x^2 + x - 6', 'x^3 - 6x^2 + 11x - 6', 'x^2 + 4x + 4', '6 - 3x', 'x^4 - 5x^2 + 4', '4x^2 - 1', 'x^2 - 2x - 15']
    zq = ['Find the zeros of f(x) = {f}', 'What are the zeros of f(x) = {f}?', 'zeros of f(x) = {f}', 'Let f(x) = {f}. Find the zeros of f']
    for i in range(26):
        f = zs[i % len(zs)]
        r = sorted([v for v in solve(P(f), x) if v.is_real], key=lambda v: float(v))
        add(zq[i % len(zq)].format(f=f), 'zeros', ', '.join(rat(v) for v in r) if r else 'none')
    # difference quotient
    dqs = ['x^2', '3x + 2', 'x^2 - 4x', '2x^2 + x - 1', 'x^3', '5 - x^2', '4x - 7', 'x^2 + 1', '-3x^2 + 2x', 'x^3 + x', '6x', '2x^2 - 5', 'x^2 + 6x - 2']
    qq = ['Find the difference quotient of f(x) = {f}', 'Find and simplify the difference quotient for f(x) = {f}', 'If f(x) = {f}, find (f(x+h) - f(x))/h', 'difference quotient of f(x) = {f}']
    for i in range(26):
        f = dqs[i % len(dqs)]
        F = P(f)
        q = cancel((F.subs(x, x + h) - F) / h)
        add(qq[i % len(qq)].format(f=f), 'difference-quotient', ordered_poly(expand(q), ['x', 'h']))
    # transformations: g = a f(b(x - hh)) + k, checked by substitution
    tr = [('x^2', '(x-2)^2 + 3', (1, 1, 2, 3)), ('x^2', '(x+1)^2 - 4', (1, 1, -1, -4)), ('sqrt(x)', 'sqrt(x - 3)', (1, 1, 3, 0)), ('abs(x)', 'abs(x + 2) - 1', (1, 1, -2, -1)),
          ('x^3', '2x^3', (2, 1, 0, 0)), ('x^2', '-x^2 + 5', (-1, 1, 0, 5)), ('sqrt(x)', 'sqrt(-x)', (1, -1, 0, 0)), ('1/x', '1/(x - 4) + 2', (1, 1, 4, 2)),
          ('x^2', '1/2 (x - 3)^2', (S(1) / 2, 1, 3, 0)), ('abs(x)', '3 abs(x) - 2', (3, 1, 0, -2)), ('x^3', '(x + 5)^3 + 1', (1, 1, -5, 1)), ('sqrt(x)', '2 sqrt(x + 1) - 3', (2, 1, -1, -3)),
          ('x^2', 'x^2 - 7', (1, 1, 0, -7)), ('x^2', '(2x)^2', (1, 2, 0, 0)), ('sqrt(x)', 'sqrt(x/3)', (1, S(1) / 3, 0, 0))]
    tq = ['describe the transformation from f(x) = {f} to g(x) = {g}', 'Describe the transformations from f(x) = {f} to g(x) = {g}',
          'What is the transformation from f(x) = {f} to g(x) = {g}?']

    def formula(A, B, H, K):
        sh = 'x' if H == 0 else (f'x - {rat(H)}' if H > 0 else f'x + {rat(-H)}')
        inner = sh if B == 1 else (('-x' if H == 0 else f'-({sh})') if B == -1 else (f'{rat(B)}*x' if H == 0 else f'{rat(B)}*({sh})'))
        aa = '' if A == 1 else '-' if A == -1 else f'{rat(A)}*'
        kk = '' if K == 0 else (f' + {rat(K)}' if K > 0 else f' - {rat(-K)}')
        return f'g(x) = {aa}f({inner}){kk}'

    for i in range(26):
        f, g, (A, B, H, K) = tr[i % len(tr)]
        Ff = P(f.replace('abs', 'Abs')); G = P(g.replace('abs', 'Abs'))
        assert simplify(A * Ff.subs(x, B * (x - H)) + K - G) == 0, (f, g)
        add(tq[i % len(tq)].format(f=f, g=g), 'transformation', formula(A, B, H, K))
    # range (OpenStax College Algebra 2e §3.2 Domain and Range; §5.1 quadratics; §6.1-6.4 exponential and logarithmic
    # functions; Precalculus 2e §6.1 sinusoids): SymPy's function_range over the continuous domain
    rq = ['Find the range of f(x) = {f}', 'What is the range of f(x) = {f}?', 'range of f(x) = {f}', 'Determine the range of the function f(x) = {f}',
          'What is the range of y = {f}?', 'Let f(x) = {f}. Find the range of f.', 'State the range of f(x) = {f} in interval notation']
    for i, (f, sf, *period) in enumerate(RANGE_FUNCTIONS):
        add(rq[i % len(rq)].format(f=f), 'range', interval_text(range_of(sf, *period)))
    for f, sf in [('|x - 1| + 2', 'Abs(x - 1) + 2'), ('sqrt(x + 3)', 'sqrt(x + 3)'), ('1/(x - 2)', '1/(x - 2)'), ('ln(x - 1)', 'log(x - 1)'),
                  ('x^2 - 2x', 'x**2 - 2*x'), ('e^x + 1', 'exp(x) + 1')]:
        d = continuous_domain(P(sf), x, S.Reals)
        add(f'domain and range of f(x) = {f}', 'domain-range', f'domain: {interval_text(d)}; range: {interval_text(range_of(sf))}')
    # range in other languages (math/read/lang/<lng>.ts `functions` blocks)
    for q, lang, sf in [
        ('Halla el rango de f(x) = x^2 + 3', 'es', 'x**2 + 3'), ('¿Cuál es el recorrido de f(x) = e^x?', 'es', 'exp(x)'),
        ('Bestimme den Wertebereich von f(x) = sqrt(x - 2)', 'de', 'sqrt(x - 2)'), ('Wertebereich von f(x) = (x+1)/(x-2)', 'de', '(x+1)/(x-2)'),
        ("Détermine l'ensemble image de f(x) = 3sin(x) + 1", 'fr', '3*sin(x) + 1'), ("Quel est l'ensemble des valeurs de f(x) = |x - 1| + 2 ?", 'fr', 'Abs(x - 1) + 2'),
        ('Найдите множество значений функции f(x) = -2(x-1)^2 + 5', 'ru', '-2*(x-1)**2 + 5'), ('Найдите область значений функции f(x) = 1/x', 'ru', '1/x'),
        ('求函数 f(x) = ln(x) 的值域', 'zh-CN', 'log(x)'), ('求函数 f(x) = 1/(x^2 + 1) 的值域', 'zh-CN', '1/(x**2 + 1)'),
    ]:
        add(q, 'range', interval_text(range_of(sf)), lang, 'Written for Lemma (H2), checked with SymPy')
    # other languages
    for q, lang, task, e in [
        ('Sea f(x) = 2x + 1. Calcula f(3)', 'es', 'evaluate', '7'), ('Halla la inversa de f(x) = 3x - 2', 'es', 'inverse', '(x + 2)/3'),
        ('¿Cuál es el dominio de f(x) = 1/(x - 2)?', 'es', 'domain', '(-inf, 2) U (2, inf)'),
        ('Sei f(x) = 2x + 1. Berechne f(3)', 'de', 'evaluate', '7'), ('Bestimme die Umkehrfunktion von f(x) = 3x - 2', 'de', 'inverse', '(x + 2)/3'),
        ('Nullstellen von f(x) = x^2 - 5x + 6', 'de', 'zeros', '2, 3'), ('Bestimme den Definitionsbereich von f(x) = sqrt(x - 3)', 'de', 'domain', '[3, inf)'),
        ('Soit f(x) = 2x + 1. Calcule f(3)', 'fr', 'evaluate', '7'), ('Trouve la réciproque de f(x) = 3x - 2', 'fr', 'inverse', '(x + 2)/3'),
        ('Ensemble de définition de f(x) = ln(x + 1)', 'fr', 'domain', '(-1, inf)'),
        ('Пусть f(x) = 2x + 1. Найдите f(3)', 'ru', 'evaluate', '7'), ('Найдите область определения функции f(x) = 1/(x - 2)', 'ru', 'domain', '(-inf, 2) U (2, inf)'),
        ('设 f(x) = 2x + 1，求 f(3)', 'zh-CN', 'evaluate', '7'), ('求函数 f(x) = 1/(x - 2) 的定义域', 'zh-CN', 'domain', '(-inf, 2) U (2, inf)'),
        ('求 f(x) = 3x - 2 的反函数', 'zh-CN', 'inverse', '(x + 2)/3'),
        ('Sean f(x) = 2x + 1 y g(x) = x^2. Calcula f(g(2))', 'es', 'compose', '9'), ('Seien f(x) = 2x + 1 und g(x) = x^2. Berechne f(g(2))', 'de', 'compose', '9'),
        ('Soient f(x) = 2x + 1 et g(x) = x^2. Calcule f(g(2))', 'fr', 'compose', '9'), ('Пусть f(x) = 2x + 1 и g(x) = x^2. Найдите f(g(2))', 'ru', 'compose', '9'),
    ]:
        add(q, task, e, lang)
    return out


def check_fixed(corpus):
    """The hand-written expectations of other languages, re-derived with SymPy."""
    assert simplify(P('(x + 2)/3') - solve(P('3y - 2') - x, Symbol('y'))[0]) == 0
    assert continuous_domain(P('1/(x-2)'), x, S.Reals) == Union(Interval.open(-oo, 2), Interval.open(2, oo))
    assert sorted(solve(P('x^2 - 5x + 6'), x)) == [2, 3]
    assert P('2x + 1').subs(x, P('x^2').subs(x, 2)) == 9


def main():
    c = items()
    check_fixed(c)
    write_corpus(c, Path(__file__).with_name('corpus.ts'), 'functions')


if __name__ == '__main__':
    main()
