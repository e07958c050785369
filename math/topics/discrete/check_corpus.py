#!/usr/bin/env python3
"""
Builds and checks the discrete corpus (math/topics/discrete/corpus.ts) with SymPy 1.14.

Every expected answer is SymPy's (or Python's exact integers): pow(a, b, m), mod_inverse, the solutions of a linear
congruence by trying every residue, rsolve for the recurrences (graded numerically, `match: 'values'`), and nsolve
from the same start for Newton's method (rounded to 8 decimals).
Run: python3 math/topics/discrete/check_corpus.py (writes corpus.ts; `--check` only compares).

Sources: the problems follow the exercise sets of Rosen, "Discrete Mathematics and Its Applications" §4.1–4.4
(modular arithmetic, inverses, congruences) and §8.2 (linear recurrences) — restated with other numbers, no text copied —
and OpenStax Calculus Volume 1 §4.9 "Newton's Method" (CC BY-NC-SA 4.0); numbers and phrasings written for Lemma.
"""
import sys
from math import gcd
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from write_corpus import write_corpus  # noqa: E402

from sympy import Function, S, Symbol, mod_inverse, nsolve, rsolve, simplify, sympify  # noqa: E402

n = Symbol('n', integer=True)
x = Symbol('x')
R = 'Rosen, Discrete Mathematics §4.1–4.4 exercise style; numbers and phrasing written for Lemma'
RR = 'Rosen, Discrete Mathematics §8.2 exercise style; numbers and phrasing written for Lemma'
NW = 'OpenStax Calculus Volume 1 §4.9 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma'
SL = 'Written for Lemma, other languages; checked with SymPy'


def items():
    out = []

    def add(q, task, expect, src, lang=None, match=None):
        it = {'q': q, 'task': task, 'expect': str(expect), 'source': src}
        if match:
            it['match'] = match
        if lang:
            it['lang'] = lang
        out.append(it)

    for k, (a, b, m) in enumerate([(2, 100, 7), (3, 45, 11), (7, 222, 10), (5, 117, 19), (2, 1000, 13), (11, 64, 17), (3, 200, 50), (13, 99, 23),
                                   (4, 37, 9), (6, 1234, 31), (9, 300, 100), (2, 63, 1000)]):
        q = [f'{a}^{b} mod {m}', f'compute {a}^{b} mod {m}', f'What is {a}^{b} mod {m}?', f'find the remainder when {a}^{b} is divided by {m}'][k % 4]
        add(q, 'mod-power', pow(a, b, m), R)
    for k, (e, m) in enumerate([('17*23 + 5', 7), ('123*456', 11), ('(100 + 250)*3', 13), ('2^10 - 1', 9), ('45*67 - 89', 12), ('999*999', 8)]):
        add(f'({e}) mod {m}' if k % 2 == 0 else f'compute ({e}) mod {m}', 'mod-expr', eval(e.replace('^', '**')) % m, R)
    for k, (a, m) in enumerate([(3, 7), (17, 3120), (5, 11), (7, 26), (4, 8), (10, 17), (9, 40), (6, 9), (15, 26), (2, 101), (13, 60), (12, 18)]):
        q = [f'inverse of {a} mod {m}', f'modular inverse of {a} mod {m}', f'{a}^-1 mod {m}', f'Find the multiplicative inverse of {a} modulo {m}'][k % 4]
        add(q, 'mod-inverse', mod_inverse(a, m) if gcd(a, m) == 1 else 'no inverse', R)
    for k, (a, b, m) in enumerate([(3, 2, 7), (4, 6, 10), (2, 3, 4), (5, 3, 11), (7, 1, 26), (6, 4, 8), (9, 6, 15), (11, 5, 13), (4, 2, 6), (8, 12, 20)]):
        sols = [v for v in range(m) if (a * v - b) % m == 0]
        if not sols:
            expect = 'no solution'
        else:
            g = gcd(a, m)
            expect = f'x ≡ {sols[0] % (m // g)} (mod {m // g})'
        q = [f'solve {a}x ≡ {b} (mod {m})', f'Solve the congruence {a}x ≡ {b} (mod {m})', f'{a}x = {b} mod {m}'][k % 3]
        add(q, 'congruence', expect, R)
    a = Function('a')
    recs = [('3a_{n-1} - 2a_{n-2}', 3 * a(n - 1) - 2 * a(n - 2), {0: 1, 1: 3}), ('5a_{n-1} - 6a_{n-2}', 5 * a(n - 1) - 6 * a(n - 2), {0: 1, 1: 4}),
            ('4a_{n-1} - 4a_{n-2}', 4 * a(n - 1) - 4 * a(n - 2), {0: 1, 1: 4}), ('3a_{n-1}', 3 * a(n - 1), {0: 2}), ('a_{n-1} + 2', a(n - 1) + 2, {0: 1}),
            ('2a_{n-1} + 1', 2 * a(n - 1) + 1, {0: 0}), ('a_{n-1} + a_{n-2}', a(n - 1) + a(n - 2), {0: 0, 1: 1}), ('6a_{n-1} - 9a_{n-2}', 6 * a(n - 1) - 9 * a(n - 2), {0: 1, 1: 6}),
            ('-2a_{n-1}', -2 * a(n - 1), {0: 5}), ('a_{n-1} + 6a_{n-2}', a(n - 1) + 6 * a(n - 2), {0: 3, 1: 6}), ('2a_{n-1} + 3', 2 * a(n - 1) + 3, {1: 1}),
            ('7a_{n-1} - 10a_{n-2}', 7 * a(n - 1) - 10 * a(n - 2), {0: 2, 1: 1})]
    for k, (typed, rhs, ics) in enumerate(recs):
        sol = rsolve(a(n) - rhs, a(n), {a(i): v for i, v in ics.items()})
        conds = ', '.join(f'a_{i} = {v}' for i, v in ics.items())
        q = [f'a_n = {typed}, {conds}', f'solve the recurrence a_n = {typed} with {conds}', f'Find a closed form for a_n = {typed}, {conds}'][k % 3]
        add(q, 'recurrence', 'a_n = ' + str(simplify(sol)).replace('**', '^'), RR, match='values')
    for k, (f, x0) in enumerate([('x^3 - 2x - 5', 2), ('x^2 - 2', 1), ('cos(x) - x', 1), ('x^3 + x - 1', 1), ('e^x - 3', 1), ('x^2 - 5', 2), ('x^4 - 10', 2), ('x - cos(x)', 0.5)]):
        from sympy.parsing.sympy_parser import implicit_multiplication_application, parse_expr, standard_transformations
        expr = parse_expr(f.replace('^', '**'), local_dict={'x': x, 'e': S.Exp1}, transformations=standard_transformations + (implicit_multiplication_application,))
        root = nsolve(expr, x, x0)
        q = [f"use Newton's method to approximate the root of {f} = 0 starting at x = {x0}", f"Newton's method for {f} = 0 with x0 = {x0}"][k % 2]
        add(q, 'newton', format(float(root), '.8f').rstrip('0').rstrip('.'), NW, match='values')
    other = [('inverso de 3 módulo 7', 'es', 'mod-inverse', 5), ('2^100 módulo 7', 'es', 'mod-power', 2), ('resuelve 3x ≡ 2 (mod 7)', 'es', 'congruence', 'x ≡ 3 (mod 7)'),
             ('Inverses von 3 modulo 7', 'de', 'mod-inverse', 5), ('2^100 modulo 7', 'de', 'mod-power', 2), ('Löse 3x ≡ 2 (mod 7)', 'de', 'congruence', 'x ≡ 3 (mod 7)'),
             ('inverse de 3 modulo 7', 'fr', 'mod-inverse', 5), ('2^100 modulo 7', 'fr', 'mod-power', 2), ('résous 3x ≡ 2 (mod 7)', 'fr', 'congruence', 'x ≡ 3 (mod 7)'),
             ('обратный к 3 по модулю 7', 'ru', 'mod-inverse', 5), ('2^100 по модулю 7', 'ru', 'mod-power', 2), ('реши 3x ≡ 2 (mod 7)', 'ru', 'congruence', 'x ≡ 3 (mod 7)')]
    assert mod_inverse(3, 7) == 5 and pow(2, 100, 7) == 2
    for q, lang, task, expect in other:
        add(q, task, expect, SL, lang)
    return out


if __name__ == '__main__':
    write_corpus(items(), Path(__file__).resolve().parent / 'corpus.ts', 'discrete')
