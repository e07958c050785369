#!/usr/bin/env python3
"""
Builds and checks the sequences corpus (math/topics/sequences/corpus.ts) with SymPy 1.14.

Every expected answer is computed here by SymPy, independently of the engine: nth terms and sums with sympy.summation /
direct term lists, infinite sums with summation to oo, Σ notation with summation, recursions iterated with Rational,
next terms from the stated pattern. The expected TEXT is written in the engine's plain-text style (`4*n - 1`,
`2*3^(n - 1)`, `63/4`) and then re-read with sympify and compared with SymPy's value, so a formatting slip cannot hide a
wrong number. Run: python3 math/topics/sequences/check_corpus.py  (writes corpus.ts; `--check` only compares).

Sources: problems in the style and numbers of OpenStax College Algebra 2e, chapter 9 "Sequences, Probability and
Counting Theory", §9.1–9.4 exercises (CC BY 4.0, https://openstax.org/details/books/college-algebra-2e) and OpenStax
Precalculus 2e §11.1–11.4; phrasings written for Lemma (A3) as students type them. Item sources say which section.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from write_corpus import write_corpus  # noqa: E402

from sympy import Rational as R, Symbol, oo, summation, sympify, simplify, Abs

n, k = Symbol('n'), Symbol('k')
S91 = 'OpenStax College Algebra 2e §9.1 Sequences and Their Notations, exercise style (CC BY 4.0)'
S92 = 'OpenStax College Algebra 2e §9.2 Arithmetic Sequences, exercise style (CC BY 4.0)'
S93 = 'OpenStax College Algebra 2e §9.3 Geometric Sequences, exercise style (CC BY 4.0)'
S94 = 'OpenStax College Algebra 2e §9.4 Series and Their Notations, exercise style (CC BY 4.0)'


def q(v):
    v = R(v)
    return str(v.p) if v.q == 1 else f'{v.p}/{v.q}'


def lin(d, c):
    """Engine text of d*n + c."""
    d, c = R(d), R(c)
    if d.q != 1:
        dn = f'{"-" if d < 0 else ""}{"" if abs(d.p) == 1 else str(abs(d.p)) + "*"}n/{d.q}'
    else:
        dn = ('n' if d == 1 else '-n' if d == -1 else f'{q(d)}*n')
    if c == 0:
        return dn
    if d > 0:
        return f'{dn} + {q(c)}' if c > 0 else f'{dn} - {q(-c)}'
    return f'{q(c)} - {"n" if d == -1 else q(-d) + "*n"}'


def geo(a, r):
    a, r = R(a), R(r)
    rs = q(r) if r > 0 and r.q == 1 else f'({q(r)})'
    return f'{q(a)}*{rs}^(n - 1)' if a != 1 else f'{rs}^(n - 1)'


def items():
    out = []

    def add(qs, task, expect, src, lang=None, truth=None):
        if truth is not None and expect not in ('diverges',):
            assert simplify(sympify(expect.replace('^', '**')) - truth) == 0, (qs, expect, truth)
        out.append({'q': qs, 'task': task, 'expect': expect, 'source': src, **({'lang': lang} if lang else {})})

    lst = lambda t: ', '.join(q(x) for x in t)
    # nth term (arithmetic and geometric), three phrasings
    AR = [(3, 4, 10), (5, -3, 12), (2, 5, 20), (-4, 6, 15), (10, -2, 30), (R(1, 2), R(1, 2), 12), (7, 7, 25), (100, -15, 8), (1, 3, 50), (-10, 4, 11), (0, 9, 9), (6, R(3, 2), 9), (-2, -5, 14)]
    for i, (a, d, m) in enumerate(AR):
        t = [a + j * d for j in range(3)]
        ans = a + (m - 1) * d
        ordn = f'{m}{"st" if m % 10 == 1 and m != 11 else "nd" if m % 10 == 2 and m != 12 else "rd" if m % 10 == 3 and m != 13 else "th"}'
        add([f'Find the {ordn} term of the arithmetic sequence {lst(t)}, ...', f'a_{m} of {lst(t)}, ...', f'What is the {ordn} term of the sequence {lst(t)}, ...?', f'Find the {ordn} term. {lst(t)}, ...'][i % 4], 'nth-term', q(ans), S92, truth=R(ans))
    GE = [(2, 3, 8), (3, -2, 8), (5, 2, 10), (1, 4, 6), (64, R(1, 2), 7), (81, R(1, 3), 5), (-1, 3, 6), (7, -1, 9), (2, 10, 5), (1000, R(1, 10), 4), (3, 3, 7), (-2, -2, 9)]
    for i, (a, r, m) in enumerate(GE):
        t = [a * r ** j for j in range(3)]
        ans = a * r ** (m - 1)
        ordn = f'{m}th'
        add([f'Find the {ordn} term of the geometric sequence {lst(t)}, ...', f'What is the {ordn} term of {lst(t)}, ...?', f'a_{m} of the geometric sequence {lst(t)}, ...', f'{lst(t)}, ... find the {ordn} term'][i % 4], 'nth-term', q(ans), S93, truth=R(ans))
    # general term
    for i, (a, d, _) in enumerate(AR[:7]):
        t = [a + j * d for j in range(3)]
        add([f'nth term of {lst(t)}, ...', f'Write an explicit formula for the arithmetic sequence {lst(t)}, ...', f'What is the general term of {lst(t)}, ...?'][i % 3], 'general-term', lin(d, a - d), S92, truth=a + (n - 1) * d)
    for i, (a, r, _) in enumerate([(2, 3, 0), (5, 2, 0), (1, 4, 0), (3, 3, 0), (7, 10, 0), (4, 5, 0)]):
        t = [a * r ** j for j in range(3)]
        add([f'explicit formula of {lst(t)}, ...', f'Find the nth term of the geometric sequence {lst(t)}, ...', f'general term of {lst(t)}, ...'][i % 3], 'general-term', geo(a, r), S93, truth=a * r ** (n - 1))
    # sums: ellipsis series, first n terms, infinite, sigma
    for i, (a, d, last) in enumerate([(1, 1, 50), (1, 1, 100), (2, 2, 100), (3, 4, 99), (5, 5, 200), (1, 2, 99), (-5, 3, 40)]):
        cnt = (last - a) // d + 1
        s = summation(a + (k - 1) * d, (k, 1, cnt))
        t = [a, a + d, a + 2 * d] if i % 2 else [a, a + d]
        add([f'sum {" + ".join(map(str, t))} + ... + {last}', f'Find the sum of {" + ".join(map(str, t))} + ... + {last}', f'What is {" + ".join(map(str, t))} + ... + {last}?'][i % 3], 'series-sum', q(s), S94, truth=s)
    for i, (a, r, m) in enumerate([(2, 3, 8), (1, 2, 10), (3, -2, 6), (5, 3, 5), (64, R(1, 2), 6)]):
        t = [a * r ** j for j in range(3)]
        s = summation(a * r ** (k - 1), (k, 1, m))
        add([f'Find the sum of the first {m} terms of the geometric sequence {lst(t)}, ...', f'sum of the first {m} terms of {lst(t)}, ...', f'What is S_{m} for the geometric series {lst(t)}, ...?'][i % 3], 'series-sum', q(s), S94, truth=s)
    for i, (a, d, m) in enumerate([(3, 4, 20), (5, -2, 15), (10, 10, 12)]):
        t = [a + j * d for j in range(3)]
        s = summation(a + (k - 1) * d, (k, 1, m))
        add(f'sum of the first {m} terms of the arithmetic sequence {lst(t)}, ...', 'series-sum', q(s), S94, truth=s)
    for i, (a, r) in enumerate([(8, R(1, 2)), (1, R(1, 3)), (27, R(-1, 3)), (5, R(4, 5)), (12, R(1, 4)), (1, 2), (-6, R(2, 3))]):
        t = [a * r ** j for j in range(3)]
        exp = 'diverges' if Abs(r) >= 1 else q(a / (1 - r))
        if Abs(r) < 1:
            assert summation(a * r ** (k - 1), (k, 1, oo)) == a / (1 - r)
        add([f'sum of the infinite geometric series {" + ".join(q(x) for x in t)} + ...', f'{" + ".join(q(x) for x in t)} + ...', f'Find the sum of the infinite series {" + ".join(q(x) for x in t)} + ...'][i % 3], 'infinite-sum', exp, S94)
    SIG = [('2k+1', 'k', 1, 10), ('k^2', 'k', 1, 10), ('3n', 'n', 1, 5), ('k', 'k', 1, 100), ('2^k', 'k', 0, 10), ('5 - 2i', 'i', 1, 6), ('1/k', 'k', 1, 4), ('k^3', 'k', 1, 6), ('(k+1)^2', 'k', 0, 4), ('4', 'j', 1, 7)]
    for i, (body, v, lo, hi) in enumerate(SIG):
        s = summation(sympify(body.replace('^', '**').replace('2k', '2*k').replace('3n', '3*n').replace('2i', '2*i'), locals={'i': Symbol('i')}), (Symbol(v), lo, hi))
        add([f'sum_{{{v}={lo}}}^{{{hi}}} ({body})', f'sigma {v}={lo} to {hi} of {body}', f'\\sum_{{{v}={lo}}}^{{{hi}}} {body}', f'the sum of {body} for {v} = {lo} to {hi}'][i % 4], 'sigma', q(s), S94, truth=s)
    add('sum_{n=1}^{inf} 8(1/2)^(n-1)', 'sigma', '16', S94, truth=summation(8 * R(1, 2) ** (n - 1), (n, 1, oo)))
    # common difference / ratio and next term
    for i, (a, d) in enumerate([(3, 4), (10, -3), (R(1, 2), R(1, 4)), (-7, 5), (0, 11), (2, 0)]):
        t = [a + j * d for j in range(4)]
        add([f'common difference of {lst(t)}, ...', f'What is the common difference of the arithmetic sequence {lst(t)}?', f'{lst(t)}, ... find the common difference'][i % 3], 'common-difference', q(d), S92, truth=R(d))
    for i, (a, r) in enumerate([(2, 3), (48, R(1, 2)), (1, -5), (5, 2), (-3, -1)]):
        t = [a * r ** j for j in range(4)]
        add([f'What is the common ratio of {lst(t)}, ...?', f'common ratio of {lst(t)}', f'{lst(t)}, ... find the common ratio'][i % 3], 'common-ratio', q(r), S93, truth=R(r))
    NEXT = [([2, 5, 10, 17], 26), ([1, 1, 2, 3, 5, 8], 13), ([1, 4, 9, 16], 25), ([3, 6, 12, 24], 48), ([1, 2, 4, 7, 11, 16], 22), ([5, 8, 11, 14], 17), ([2, 4, 8, 16], 32), ([0, 3, 8, 15], 24), ([2, 3, 5, 8, 13], 21), ([100, 90, 80], 70), ([81, 27, 9], 3), ([1, 8, 27, 64, 125], None)]
    for i, (t, nx) in enumerate(NEXT):
        if nx is None:
            continue
        add([f'What is the next term of {lst(t)}, ...?', f'next term of {lst(t)}', f'{lst(t)}, what comes next', f'Find the next number in the sequence {lst(t)}'][i % 4], 'next-term', str(nx), S91)
    # recursive
    REC = [({1: 3}, '2a_{n-1} + 1', 5), ({1: 1, 2: 1}, 'a_{n-1} + a_{n-2}', 10), ({1: 2}, '3a_{n-1}', 6), ({1: 5}, 'a_{n-1} - 4', 8), ({1: 1}, 'a_{n-1} + n', 6), ({1: 4}, '(1/2)a_{n-1}', 4), ({1: 2, 2: 3}, 'a_{n-1} * a_{n-2}', 5), ({1: -1}, '2a_{n-1} - 3', 5), ({1: 10}, 'a_{n-1}^2 - 90', 3)]
    for i, (st, rule, m) in enumerate(REC):
        vals = {kk: R(v) for kk, v in st.items()}
        f = sympify(rule.replace('a_{n-1}', '(p)').replace('a_{n-2}', '(pp)').replace('^', '**').replace('2(p)', '2*(p)').replace('3(p)', '3*(p)').replace(')(p)', ')*(p)'))
        for j in range(max(vals) + 1, m + 1):
            vals[j] = f.subs({'p': vals[j - 1], 'pp': vals.get(j - 2, 0), 'n': j})
        starts = ', '.join(f'a_{kk} = {v}' for kk, v in st.items())
        add([f'{starts}, a_n = {rule}, find a_{m}', f'If {starts} and a_n = {rule}, what is a_{m}?', f'Given {starts}, a_n = {rule}. Find the {m}th term'][i % 3], 'recursive', q(vals[m]), S91, truth=vals[m])
    # more recursions and patterns (same checks)
    for i, (a1, c, dd, m) in enumerate([(1, 2, 0, 6), (2, 1, 3, 5), (5, 3, -1, 4), (0, 1, 2, 7), (-2, 2, 1, 5), (1, 1, 5, 6), (3, -1, 4, 6), (10, R(1, 2), 0, 5), (1, 3, -2, 5), (4, 2, -4, 4), (2, 2, 2, 6), (7, 1, -3, 8), (1, 1, 1, 12), (6, -2, 0, 5), (1, 5, 0, 4), (9, 1, 2, 10)]):
        rule = (f'{q(c)}a_{{n-1}}' if c not in (1, -1) else ('a_{n-1}' if c == 1 else '-a_{n-1}')) + (f' + {dd}' if dd > 0 else f' - {-dd}' if dd < 0 else '')
        if c != 1 and R(c).q != 1:
            rule = f'({q(c)})a_{{n-1}}' + (f' + {dd}' if dd > 0 else f' - {-dd}' if dd < 0 else '')
        v = R(a1)
        for j in range(2, m + 1):
            v = c * v + dd
        add([f'a_1 = {a1}, a_n = {rule}, find a_{m}', f'If a_1 = {a1} and a_n = {rule}, what is a_{m}?', f'Given a_1 = {a1}, a_n = {rule}. Find the {m}th term', f'a(1) = {a1} and a(n) = {rule.replace("a_{n-1}", "a(n-1)")}. What is a({m})?'][i % 4], 'recursive', q(v), S91, truth=v)
    for i, (t, nx) in enumerate([([4, 7, 10, 13], 16), ([1, 3, 9, 27], 81), ([2, 6, 12, 20, 30], 42), ([1, 3, 4, 7, 11], 18), ([64, 32, 16, 8], 4), ([-3, 1, 5, 9], 13), ([1, 8, 27], None)]):
        if nx is None:
            continue
        add([f'What is the next term of {lst(t)}, ...?', f'next number in the sequence {lst(t)}', f'{lst(t)}, what comes next'][i % 3], 'next-term', str(nx), S91)
    # other languages (rewritten by math/read/lang/<lng>.ts)
    add('Encuentra el décimo término de la sucesión aritmética 3, 7, 11, ...', 'nth-term', '39', S92, 'es')
    add('Calcula la suma de los primeros 8 términos de la sucesión geométrica 2, 6, 18, ...', 'series-sum', '6560', S94, 'es')
    add('Berechne das 10. Glied der arithmetischen Folge 3, 7, 11, ...', 'nth-term', '39', S92, 'de')
    add('Was ist das nächste Glied von 2, 5, 10, 17, ...?', 'next-term', '26', S91, 'de')
    add('Trouve le 10e terme de la suite arithmétique 3, 7, 11, ...', 'nth-term', '39', S92, 'fr')
    add('Quelle est la raison de la suite géométrique 2, 6, 18, ...?', 'common-ratio', '3', S93, 'fr')
    add('Найдите 10-й член арифметической прогрессии 3, 7, 11, ...', 'nth-term', '39', S92, 'ru')
    add('求等差数列 3, 7, 11, ... 的第10项', 'nth-term', '39', S92, 'zh-CN')
    return out


if __name__ == '__main__':
    write_corpus(items(), Path(__file__).resolve().parent / 'corpus.ts', 'sequences')
