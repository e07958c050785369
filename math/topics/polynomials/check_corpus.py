#!/usr/bin/env python3
"""
Builds and checks the polynomials corpus (math/topics/polynomials/corpus.ts) with SymPy 1.14.

Each problem is a question in one of three phrasings (the instruction with the exercise as notation, the words, a
question) or in another language; the expected answer is computed HERE by SymPy (expand, Poly.coeff_monomial,
total_degree, LC, number of terms) and printed in Lemma's display convention (descending total degree, ties in
alphabetical lexicographic order; `2*x^2 + 7*x - 4`, a fraction coefficient as `3*x^2/2`).
Run: python3 math/topics/polynomials/check_corpus.py  (writes corpus.ts; `--check` only compares).

Sources: the exercises follow OpenStax Elementary Algebra 2e, §6.1 "Add and Subtract Polynomials" (classify,
degree, add/subtract), §6.3 "Multiply Polynomials" (FOIL, multiply binomials and trinomials), §6.4 "Special Products",
and College Algebra 2e §1.4 "Polynomials" (CC BY 4.0, https://openstax.org/details/books/elementary-algebra-2e);
the numbers are in the style of their exercises, the phrasings written for Lemma (A2).
"""
import sys
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from write_corpus import write_corpus  # noqa: E402

from sympy import Poly, Rational, expand, symbols
from sympy.parsing.sympy_parser import convert_xor, implicit_multiplication_application, parse_expr, standard_transformations

TR = standard_transformations + (implicit_multiplication_application, convert_xor)
S61 = 'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma'
S63 = 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma'
S64 = 'OpenStax Elementary Algebra 2e §6.4 Special Products, exercise style (CC BY 4.0); phrasing written for Lemma'
S14 = 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma'
SL = 'Written for Lemma (A2), checked with SymPy'


def P(s):
    return parse_expr(s.replace('θ', 'theta'), transformations=TR)


def rat(c):
    c = Rational(c)
    return str(c.p) if c.q == 1 else f'{c.p}/{c.q}'


def term_text(c, mono):
    c = Rational(c)
    a = abs(c)
    if not mono:
        return rat(a)
    if a.q == 1:
        return (f'{a.p}*' if a.p != 1 else '') + mono
    return (f'{a.p}*' if a.p != 1 else '') + mono + f'/{a.q}'


def poly_text(e):
    """SymPy expression → Lemma's text in descending total degree (ties: exponents along the sorted variables)."""
    e = expand(e)
    if e == 0:
        return '0'
    gens = sorted(e.free_symbols, key=lambda s: s.name)
    if not gens:
        return rat(e)
    p = Poly(e, *gens)
    terms = sorted(p.terms(), key=lambda t: (-sum(t[0]), tuple(-x for x in t[0])))
    out = ''
    for i, (mon, c) in enumerate(terms):
        mono = '*'.join(g.name if k == 1 else f'{g.name}^{k}' for g, k in zip(gens, mon) if k)
        t = term_text(c, mono)
        if i == 0:
            out = ('-' if c < 0 else '') + t
        else:
            out += (' - ' if c < 0 else ' + ') + t
    return out


def items():
    out = []
    add = lambda q, task, expect, src, lang=None: out.append({'q': q, 'task': task, 'expect': str(expect), 'source': src, **({'lang': lang} if lang else {})})
    # multiply: binomials (FOIL), special products, monomial × polynomial, binomial × trinomial
    prods = ['(x+8)(x+3)', '(y-3)(y+8)', '(2x-1)(x+4)', '(x+2)(x-3)', '(3a+5)(a-2)', '(x-6)(x-9)', '(4u+1)(u+3)', '(x+5)(x-5)',
             '(2y+3)(2y-3)', '(x+3)^2', '(2m-7)^2', '(p+q)(p-q)', '(a+b)^2', '(x-y)^2', '(x+1)^3', '3x(x^2-2x+5)', '-2y(4y^2+3y-1)',
             '(x+2)(x^2-3x+4)', '(t-1)(t^2+t+1)', '(5x+2y)(3x-y)', '(θ+1)(θ-2)', '(x^2+1)(x^2-1)', '(2x+3)(4x^2-6x+9)', '(n-4)(2n+7)', '(3r-2)^2',
             '(b+6)(b+6)', '(x-1)(x+1)(x+2)']
    forms = ['Multiply {p}', 'Multiply the binomials {p}', 'Find the product {p}', 'Multiply: {p}', 'FOIL {p}', 'Use FOIL to multiply {p}',
             'Multiply the polynomials {p}', 'Expand and simplify {p}', 'Multiply using special products {p}']
    for i, p in enumerate(prods):
        f = forms[i % len(forms)]
        if 'FOIL' in f and not (p.count('(') == 2 and '^' not in p and len(Poly(expand(P(p))).terms()) <= 4):
            f = 'Multiply {p}'
        add(f.format(p=p), 'multiply', poly_text(P(p)), S64 if ('^2' in p[-3:] or '+5)(x-5' in p) else S63)
    add('What is the product of (x+4) and (x-7)?', 'multiply', poly_text(P('(x+4)*(x-7)')), S63)
    add('Find the product of (2x+1) and (3x-5)', 'multiply', poly_text(P('(2x+1)*(3x-5)')), S63)
    # combine like terms / standard form
    combos = ['3x + 2y - x + 5y', '5a^2 - 3a + 2a^2 + 7a - 4', '4m - 7n + 3m + n', '6x^2 + 3x - 2x^2 + x', '2p + 5q - 8p + q - 3', '7y^2 - 3y + 4 - 2y^2 + y - 9',
             'x^3 + 2x - 5x^3 + 4', '3ab + 2a - ab + 5a', '8t - 3 + 2t^2 - 5t + 1', '-4x + 9 + 6x - 12', '12u^2 - 3u + u^2 + 10u', 'x^2y + 3xy^2 - 2x^2y + xy^2',
             '3 - 2x + x^2', '5 + 4x^3 - x', '9w - 4w + w', '2θ^2 + θ - θ^2 + 3θ', '10 - 3k + 2k^2 - 4 + k', '0.5x + 1.5x - 2', 'a + b + a - b', '6c^2 - 2c + 4c^2 + 2c',
             '-x^2 + 4 + 3x^2 - x', 'y - 2y^2 + 3y - y^2', '7r + 2s - 7r', '4z^4 - z + 2z^4 + 5', '15h - 6h^2 + h']
    cf = ['Combine like terms {p}', 'Combine like terms: {p}', 'Simplify by combining like terms {p}', 'Write in standard form: {p}', 'Collect like terms {p}',
          'Write the polynomial in standard form {p}']
    for i, p in enumerate(combos):
        f = cf[i % len(cf)]
        add(f.format(p=p), 'combine', poly_text(P(p)), S61)
    # add / subtract
    pairs = [('2x^2 + 3x - 1', 'x^2 - 4x + 5'), ('5y^2 - 2y + 8', '3y^2 + 6y - 2'), ('a^2 + 4a', '2a - 3'), ('7m^2 - 4m', 'm^2 + 2m - 5'), ('x^3 + 2x', 'x^3 - x^2 + 4'),
             ('4n - 3', 'n^2 - 2n + 6'), ('3p^2 + p', 'p^2 - 5'), ('9x - 4', '-3x + 7'), ('6t^2 - t + 2', '2t^2 + 3t - 8'), ('u^2 + 1', 'u - 1'),
             ('2x^2 - 5x + 3', 'x^2 + x - 1'), ('8k^3 + k', '3k^3 - 2k^2'), ('x^2 + xy', 'xy - y^2')]
    for i, (a, b) in enumerate(pairs):
        s = P(f'({a}) + ({b})'); d = P(f'({a}) - ({b})')
        k = i % 4
        if k == 0:
            add(f'Add the polynomials ({a}) + ({b})', 'add-subtract', poly_text(s), S61)
            add(f'Subtract ({b}) from ({a})', 'add-subtract', poly_text(d), S61)
        elif k == 1:
            add(f'Find the sum of ({a}) and ({b})', 'add-subtract', poly_text(s), S61)
            add(f'Subtract: ({a}) - ({b})', 'add-subtract', poly_text(d), S61)
        elif k == 2:
            add(f'Add ({a}) and ({b})', 'add-subtract', poly_text(s), S61)
            add(f'Find the difference of ({a}) and ({b})', 'add-subtract', poly_text(d), S61)
        else:
            add(f'Add: ({a}) + ({b})', 'add-subtract', poly_text(s), S61)
            add(f'Simplify ({a}) - ({b})', 'add-subtract', poly_text(d), S61)
    # coefficient
    co = [('x^2', '(x+1)^3'), ('x^3', '(2x-1)^5'), ('x', '(x+2)(x-3)'), ('x^2', '3x^3 + 5x^2 - 7'), ('y^4', '(y+1)^6'), ('x^2y', '(x+y)^3'), ('x^5', '(x-2)^7'),
          ('a^2', '(a+3)^4'), ('x^2', '(2x+3)^3'), ('t', '(t^2+t+1)^2'), ('x^3', '(1+x)^10'), ('x^4', '(x^2-3)^3'), ('x', '4x^3 - 2x + 1'), ('x^2', '(x-1)(x+1)(x+2)'),
          ('b^3', '(2a+b)^5'), ('x^6', '(x^2+2)^4'), ('y', '(3y-2)^2'), ('x^2', '(3x - 1)^4'), ('x^3', 'x(x+1)(x+2)(x+3)'), ('z^2', '(z+5)^2'),
          ('x', '(x+1)^3'), ('x^4', '(2 - x)^6'), ('x^2', '7 - 2x + 5x^2'), ('m^3', '(m - 3)^3'), ('x^2', '(x+1)^8'), ('x^2', 'x(x - 1)(x + 1)')]
    cof = ['coefficient of {m} in {p}', 'What is the coefficient of {m} in {p}?', 'Find the coefficient of {m} in the expansion of {p}', 'the coefficient of {m} in {p}']
    for i, (m, p) in enumerate(co):
        e = expand(P(p)); mm = P(m)
        # the other letters are parameters (SymPy's expr.coeff): the coefficient of b^3 in (2a+b)^5 is 40*a^2
        gens = sorted(mm.free_symbols, key=lambda s: s.name)
        c = Poly(e, *gens).coeff_monomial(mm)
        add(cof[i % len(cof)].format(m=m, p=p), 'coefficient', poly_text(c), S14 if '^' in p and ')^' in p else S61)
    # degree, leading coefficient, classify
    polys = ['4x^3 - 2x + 1', '3x^2y^3 - 2xy + 7', '5', '7y - 3', '2a^4 - a^2 + 6a', '-x^5 + 3x^2', '(x+1)^3', '9m^2n - 4mn^2 + mn', '6 - 2t + t^2', '12', 'x^2 - 25',
             '3p^3q^2', '-8u^4 + u^3 - u + 2', 'k^6 - 1', '1/2x^2 + 3x', '2θ^3 - θ', 'x(x - 4)', '10w^2 - 3w', 'z^7 + z^3 - z + 1', '-4ab', 'r^2 + 2r + 1', '3x - 2x^2 + 7x^4 - 1',
             '14y^2', 'c^3 - 8', '5n^2 + n - 3']
    dq = ['degree of {p}', 'Find the degree of {p}', 'What is the degree of the polynomial {p}?', 'degree of the polynomial {p}']
    for i, p in enumerate(polys):
        e = expand(P(p))
        d = Poly(e, *sorted(e.free_symbols, key=lambda s: s.name)).total_degree() if e.free_symbols else 0
        add(dq[i % len(dq)].format(p=p), 'degree', d, S61)
    lead = ['4x^3 - 2x + 1', '3 - 2x + 5x^4', '-x^5 + 3x^2', '(x+1)^3', '6 - 2t + t^2', '-8u^4 + u^3 - u + 2', '1/2x^2 + 3x', '7 - 3y', '2x(3x^2 - 1)', '(2x-1)^3',
            'x^2 - 25', '10 - w^2', '(3 - x)(x + 5)', '-2k^6 - 1', 'z^7 + z^3', '9m^2 - 4m^3', '(x^2+1)(2x-3)', '5', '-p + 4', '0.5x^3 - x', '3r^2 + 2r + 1',
            '-(x - 2)^2', '8 + 5n^2', '4c - c^2', '2/3y^3 + y']
    lq = ['leading coefficient of {p}', 'Find the leading coefficient of {p}', 'What is the leading coefficient of {p}?', 'the leading coefficient of the polynomial {p}']
    for i, p in enumerate(lead):
        e = expand(P(p))
        lc = Poly(e, *e.free_symbols).LC() if e.free_symbols else e
        add(lq[i % len(lq)].format(p=p), 'leading-coefficient', rat(lc), S14)
    names = ['monomial', 'binomial', 'trinomial', 'polynomial']
    cls = ['Classify the polynomial {p}', 'Determine whether the polynomial is a monomial, binomial, trinomial, or other polynomial. {p}', 'Is {p} a monomial, binomial or trinomial?',
           'Classify {p} as a monomial, binomial or trinomial']
    cpolys = ['5x^2 - 3', '4y^3 - 2y + 8', '7t^2', '-9', 'x^4 - 3x^3 + x - 2', '2a + 5', 'm^2n - 4mn + n', '11z', 'p^3 - 1', '3x^2 + 2x - x^2', 'u^5 + u^4 + u^3 + u',
              '-6k^4', '8 - w', 'r^2 + 2r + 1', '13xy', 'c^3 + c^2 - 4', 'y^2 - y', 'x^2 + x + x', '2θ - 1', 'a^2 - b^2', 'x^3 + 3x^2 + 3x + 1', '10q', 'n^2 - 5n + 6',
              '4 - v^2', 'x^2 y^2 + 1']
    for i, p in enumerate(cpolys):
        e = expand(P(p))
        if e == 0:
            continue
        n = len(e.args) if e.is_Add else 1
        add(cls[i % len(cls)].format(p=p), 'classify', names[min(n, 4) - 1], S61)
    # other languages (the normalizer's per-language phrasings)
    for q, lang, task, e in [
        ('Multiplica (x+2)(x-3)', 'es', 'multiply', poly_text(P('(x+2)*(x-3)'))),
        ('Reduce los términos semejantes 3x + 2y - x + 5y', 'es', 'combine', poly_text(P('3x + 2y - x + 5y'))),
        ('¿Cuál es el grado de 4x^3 - 2x + 1?', 'es', 'degree', 3),
        ('Multipliziere (2x-1)(x+4)', 'de', 'multiply', poly_text(P('(2x-1)*(x+4)'))),
        ('Fasse gleichartige Terme zusammen: 5a^2 - 3a + 2a^2 + 7a - 4', 'de', 'combine', poly_text(P('5a^2 - 3a + 2a^2 + 7a - 4'))),
        ('Grad von 4x^3 - 2x + 1', 'de', 'degree', 3),
        ('Multiplie (x+3)^2', 'fr', 'multiply', poly_text(P('(x+3)**2'))),
        ('Réduis 3x + 2y - x + 5y', 'fr', 'combine', poly_text(P('3x + 2y - x + 5y'))),
        ('Quel est le degré de 2a^4 - a^2 + 6a ?', 'fr', 'degree', 4),
        ('合并同类项 3x + 2y - x + 5y', 'zh-CN', 'combine', poly_text(P('3x + 2y - x + 5y'))),
        ('计算 (x+5)(x-5)', 'zh-CN', 'multiply', poly_text(P('(x+5)*(x-5)'))),
        ('Приведите подобные слагаемые 3x + 2y - x + 5y', 'ru', 'combine', poly_text(P('3x + 2y - x + 5y'))),
        ('Найдите степень многочлена 4x^3 - 2x + 1', 'ru', 'degree', 3),
    ]:
        add(q, task, e, SL, lang)
    return out


def main():
    write_corpus(items(), Path(__file__).with_name('corpus.ts'), 'polynomials')


if __name__ == '__main__':
    main()
