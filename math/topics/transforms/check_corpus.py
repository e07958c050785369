#!/usr/bin/env python3
"""
Builds and checks the transforms corpus (math/topics/transforms/corpus.ts) with SymPy 1.14.

Every expected answer is SymPy's laplace_transform(f, t, s, noconds=True) or inverse_laplace_transform(F, s, t) (the
Heaviside factor of the inverse dropped: t ≥ 0), graded numerically (`match: 'values'`, math/topics/family.ts).
Run: python3 math/topics/transforms/check_corpus.py (writes corpus.ts; `--check` only compares).

Sources: the transforms and inverses follow the exercise sets of Boyce & DiPrima, "Elementary Differential Equations
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
           '(s+3)/(s^2+6s+10)', '2/(s(s^2+1))', '(s^2+1)/(s^3)', '7/(s-5)', '1/(s^2 + 2s)', '(4s)/(s^2-4)', '10/((s+1)(s+3))']
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
    return out


if __name__ == '__main__':
    write_corpus(items(), Path(__file__).resolve().parent / 'corpus.ts', 'transforms')
