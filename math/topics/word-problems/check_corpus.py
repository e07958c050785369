#!/usr/bin/env python3
"""
Builds and checks the word-problems corpus (math/topics/word-problems/corpus.ts) with SymPy 1.14.

Every story comes with its conditions written here, independently of the TypeScript reader, as SymPy equations; the
expected answer is SymPy's unique solution of them (sympy.solve), formatted as the app states it (`6 apples`, `80 km/h`,
`$7.50`, `20/3 L`, `25%`). Run: python3 math/topics/word-problems/check_corpus.py  (writes corpus.ts; `--check` only
compares).

Sources: stories "written for Lemma" follow the application exercises of OpenStax Prealgebra 2e ch. 3, 5, 6, 9 and
Elementary Algebra 2e ch. 2–3 (CC BY 4.0, https://openstax.org/details/books/prealgebra-2e) in kind and phrasing, with
our own names and numbers. Items marked SVAMP are taken verbatim from SVAMP (github.com/arkilpatel/SVAMP, MIT licence,
Copyright (c) 2021 Arkil Patel) with the dataset's own answer; items marked GSM8K from grade-school-math
(github.com/openai/grade-school-math, MIT licence, Copyright (c) 2021 OpenAI) with the dataset's own answer.
Items marked OpenStax are exercises of Prealgebra 2e, Elementary/Intermediate Algebra 2e and College Algebra 2e
(CC BY 4.0), read from the osbooks bundles at the last commit before their relicensing (with the extractor of
math/corpus/openstax/extract.py), with the book's own answer. Those three come from ./datasets.json; they are the items
of those collections the reader answers, each checked equal to the dataset's or the book's answer (a sweep of 1000
SVAMP, 1319 GSM8K test and ~4200 OpenStax exercises found no answer that differs) — so they show phrasings we did not
write, not the reader's coverage of those collections (SVAMP: 10 of 1000, GSM8K: 1 of 1319).
Stories in the 17 other languages of the app come from ./corpus_languages.py (written natively for Lemma, each with
its SymPy conditions).
"""
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from write_corpus import write_corpus  # noqa: E402

from sympy import Eq, Rational as R, Symbol, solve  # noqa: E402
from corpus_languages import ITEMS, SRC, expected  # noqa: E402

LANGUAGE_NAMES = {'es': 'Spanish', 'de': 'German', 'fr': 'French', 'ru': 'Russian', 'it': 'Italian', 'pt': 'Portuguese',
                  'nl': 'Dutch', 'sv': 'Swedish', 'tr': 'Turkish', 'id': 'Indonesian', 'zh-CN': 'Chinese (simplified)',
                  'zh-TW': 'Chinese (traditional)', 'ja': 'Japanese', 'ko': 'Korean', 'ar': 'Arabic', 'hi': 'Hindi',
                  'uk': 'Ukrainian'}

W = 'Written for Lemma in the style of the OpenStax Prealgebra 2e / Elementary Algebra 2e applications (CC BY 4.0)'
random.seed(18)
NAMES = ['Tom', 'Ann', 'Sara', 'Ben', 'Maria', 'Luis', 'Kim', 'Raj', 'Mia', 'Omar', 'Lena', 'Paul', 'Nora', 'Dev']
NOUNS = ['apples', 'marbles', 'stickers', 'books', 'cards', 'stamps', 'coins', 'pencils', 'shells', 'stones']


def num(v):
    """A rational as the app writes it: a terminating decimal, else p/q."""
    v = R(v)
    d = v.q
    while d % 2 == 0:
        d //= 2
    while d % 5 == 0:
        d //= 5
    if d != 1:
        return f'{v.p}/{v.q}'
    s = f'{float(v):.10f}'.rstrip('0').rstrip('.') if v.q != 1 else str(v.p)
    return s


def money(v):
    v = R(v)
    cents = R(round(v * 100), 100)
    return f'${cents.p}' if cents.q == 1 else f'${float(cents):.2f}'


def sol(conds, ask):
    """The unique solution of the conditions (list of (lhs, rhs) SymPy pairs) for the asked symbol."""
    from sympy import sympify
    conds = [(sympify(l), sympify(r)) for l, r in conds]
    syms = sorted({q for c in conds for side in c for q in side.free_symbols}, key=str)
    out = solve([Eq(l, r) for l, r in conds], syms, dict=True)
    assert len(out) == 1, (conds, out)
    return out[0][ask]


S = {c: Symbol(c) for c in 'abcdkmnpstuvwxy'}
a, b, c, d, k, m, n, p, s, t, u, v, w, x, y = (S[q] for q in 'abcdkmnpstuvwxy')


def pick(xs, i):
    return xs[i % len(xs)]


def motion(add):
    vehicles = ['train', 'car', 'bus', 'truck', 'plane']
    for i in range(8):  # speed from distance and time
        vv, tt = random.choice([40, 50, 60, 80, 90, 120]), random.choice([R(3, 2), 2, R(5, 2), 3, 4])
        dd = vv * tt
        q = pick([f'A {pick(vehicles, i)} travels {num(dd)} km in {num(tt)} hours. What is its average speed?',
                  f'{pick(NAMES, i)} drives {num(dd)} miles in {num(tt)} hours. What was her average speed?',
                  f'A {pick(vehicles, i)} covers {num(dd)} km in {num(tt)} hours. Find its average speed.',
                  f'{pick(NAMES, i + 3)} cycled {num(dd)} km in {num(tt)} hours. What was his average speed?'], i)
        unit = 'mph' if 'miles' in q else 'km/h'
        add(q, 'motion', f'{num(sol([(R(dd), v * tt)], v))} {unit}')
    for i in range(6):  # distance from speed and time
        vv, tt = random.choice([45, 55, 60, 65, 70]), random.choice([2, 3, 4, R(5, 2)])
        q = pick([f'A car travels at {vv} mph for {num(tt)} hours. How far does it travel?',
                  f'A train moves at {vv} km/h for {num(tt)} hours. How far does the train go?',
                  f'{pick(NAMES, i)} drove at an average speed of {vv} km/h for {num(tt)} hours. How far did she drive?'], i)
        unit = 'mi' if 'mph' in q else 'km'
        add(q, 'motion', f'{num(sol([(d, vv * tt)], d))} {unit}')
    for i in range(6):  # time from distance and speed
        vv, tt = random.choice([12, 15, 18, 40, 50, 60]), random.choice([2, 3, R(5, 2), R(3, 2), 4])
        dd = vv * tt
        q = pick([f'How long does it take to drive {num(dd)} miles at {vv} mph?',
                  f'A cyclist rides at {vv} km/h. How long does it take him to ride {num(dd)} km?',
                  f'{pick(NAMES, i)} runs at {vv} km/h. How long will it take her to run {num(dd)} km?'], i)
        add(q, 'motion', f'{num(sol([(R(dd), vv * t)], t))} h')
    for i, (dd, mins) in enumerate([(3, 45), (6, 90), (2, 30), (5, 75)]):  # minutes converted to hours
        add(f'{pick(NAMES, i + 5)} walks {dd} km in {mins} minutes. What is her average speed?', 'motion',
            f'{num(sol([(R(dd), v * R(mins, 60))], v))} km/h')
    for i, (dd, ss) in enumerate([(100, 20), (400, 80), (60, 12)]):
        add(f'A runner runs {dd} m in {ss} seconds. What is his speed?', 'motion', f'{num(sol([(R(dd), v * ss)], v))} m/s')
    for i, (D, v1, v2) in enumerate([(300, 60, 40), (450, 80, 70), (210, 50, 55), (360, 100, 80)]):
        add(pick([f'Two cars start from towns {D} km apart and drive toward each other at {v1} km/h and {v2} km/h. How long until they meet?',
                  f'Two trains leave stations {D} km apart at the same time and travel toward each other at {v1} km/h and {v2} km/h. When will they meet?'], i),
            'motion', f'{num(sol([(v1 * t + v2 * t, D)], t))} h')
    for i, (v1, lead, v2) in enumerate([(60, 2, 80), (40, 1, 60), (50, 3, 80)]):
        add(f'A car leaves a town at {v1} km/h. {lead} hours later a second car leaves from the same place at {v2} km/h. How long will it take the second car to catch up?',
            'motion', f'{num(sol([(v2 * t, v1 * (t + lead))], t))} h')


def times_as_many(add):
    for i in range(8):
        A, B, noun = pick(NAMES, i), pick(NAMES, i + 7), pick(NOUNS, i)
        kk, yy = random.choice([2, 3, 4, 5]), random.choice([4, 6, 7, 8, 9, 12])
        T = kk * yy + yy
        askB = i % 2 == 0
        q = (f'{A} has {kk} times as many {noun} as {B}. Together they have {T}. How many does {B} have?' if askB else
             f'{A} has {kk} times as many {noun} as {B}. Together they have {T} {noun}. How many {noun} does {A} have?')
        val = sol([(x, kk * y), (x + y, T)], y if askB else x)
        add(q, 'times-as-many', f'{num(val)} {noun}')
    for i in range(6):
        A, B, noun = pick(NAMES, i + 2), pick(NAMES, i + 9), pick(NOUNS, i + 3)
        dd, yy = random.choice([3, 5, 8, 10]), random.choice([11, 14, 20, 25])
        more = i % 2 == 0
        xx = yy + dd if more else yy - dd
        q = (f'{A} has {dd} more {noun} than {B}. Together they have {xx + yy} {noun}. How many {noun} does {B} have?' if more else
             f'{A} has {dd} fewer {noun} than {B}. They have {xx + yy} {noun} in all. How many {noun} does {A} have?')
        val = sol([(x, y + dd if more else y - dd), (x + y, xx + yy)], y if more else x)
        add(q, 'times-as-many', f'{num(val)} {noun}')
    for i in range(4):
        A, B, noun = pick(NAMES, i + 4), pick(NAMES, i + 1), pick(NOUNS, i + 5)
        yy, kk = random.choice([6, 8, 15]), random.choice([2, 3, 4])
        add(f'{B} has {yy} {noun}. {A} has {kk} times as many {noun} as {B}. How many {noun} do they have together?',
            'times-as-many', f'{num(sol([(y, yy), (x, kk * y), (s, x + y)], s))} {noun}')
    for i in range(4):
        A, B, noun = pick(NAMES, i + 6), pick(NAMES, i + 10), pick(NOUNS, i + 2)
        kk, dd, yy = random.choice([2, 3]), random.choice([2, 4, 5]), random.choice([7, 9, 10])
        T = kk * yy + dd + yy
        add(f'{A} has {dd} more than {kk} times as many {noun} as {B}. Together they have {T} {noun}. How many {noun} does {B} have?',
            'times-as-many', f'{num(sol([(x, kk * y + dd), (x + y, T)], y))} {noun}')
    for i, (pa, pb, T, ask) in enumerate([(3, 5, 40, 'girls'), (2, 3, 30, 'boys'), (4, 5, 36, 'girls'), (5, 7, 48, 'boys')]):
        bb, gg = Symbol('bb'), Symbol('gg')
        val = sol([(pb * bb, pa * gg), (bb + gg, T)], gg if ask == 'girls' else bb)
        add(f'The ratio of boys to girls in a class is {pa}:{pb}. There are {T} students in the class. How many {ask} are there?',
            'times-as-many', f'{num(val)} {ask}')


def ages(add):
    for i in range(7):
        A, B = pick(NAMES, i), pick(NAMES, i + 5)
        yy, kk, mm = random.choice([4, 5, 6, 8, 10]), random.choice([3, 4]), random.choice([4, 5, 6, 10])
        xx = kk * yy
        jj = R(xx + mm, yy + mm)
        if jj.q != 1:
            mm = yy * (kk - 2)  # then (k*y + m) = 2 (y + m)
            jj = 2
        add(f'{A} is {kk} times as old as {B}. In {mm} years {A} will be {"twice" if jj == 2 else str(jj) + " times"} as old as {B}. How old is {B} now?',
            'ages', f'{num(sol([(x, kk * y), (x + mm, jj * (y + mm))], y))} years')
    for i in range(7):
        A, B = pick(NAMES, i + 2), pick(NAMES, i + 8)
        dd, yy = random.choice([2, 3, 4, 6, 8]), random.choice([9, 11, 12, 15, 20])
        askA = i % 2 == 0
        add(f'{A} is {dd} years older than {B}. The sum of their ages is {2 * yy + dd}. How old is {A if askA else B}?',
            'ages', f'{num(sol([(x, y + dd), (x + y, 2 * yy + dd)], x if askA else y))} years')
    for i in range(6):
        A, B = pick(NAMES, i + 4), pick(NAMES, i + 11)
        yy = random.choice([3, 4, 5, 6, 7, 8])
        dd = random.choice([2, 3, 4]) * yy
        xx = yy + dd
        # in m years: x + m = 2 (y + m) → m = x - 2y
        mm = xx - 2 * yy
        if mm <= 0:
            continue
        add(f'{A} is {dd} years older than {B}. In {mm} years {A} will be twice as old as {B}. How old is {B}?',
            'ages', f'{num(sol([(x, y + dd), (x + mm, 2 * (y + mm))], y))} years')
    for i in range(6):
        A, B = pick(NAMES, i + 1), pick(NAMES, i + 6)
        yy, kk = random.choice([5, 6, 8, 10, 12]), random.choice([2, 3, 4])
        mm = random.choice([2, 3, 4])
        if yy - mm <= 0:
            continue
        jj = R(kk * yy - mm, yy - mm)
        if jj.q != 1:
            add(f'{B} is {yy} years old. {A} is {kk} times as old as {B}. How old is {A}?', 'ages',
                f'{num(sol([(y, yy), (x, kk * y)], x))} years')
            continue
        add(f'{A} is {kk} times as old as {B}. {mm} years ago {A} was {jj} times as old as {B}. How old is {A} now?',
            'ages', f'{num(sol([(x, kk * y), (x - mm, jj * (y - mm))], x))} years')


def sum_difference(add):
    for i in range(8):
        yy, dd = random.choice([7, 9, 12, 13, 18, 21]), random.choice([2, 4, 6, 10])
        S, D = 2 * yy + dd, dd
        if i % 2 == 0:
            q = pick([f'The sum of two numbers is {S} and their difference is {D}. Find the numbers.',
                      f'The sum of two numbers is {S}. Their difference is {D}. What are the numbers?'], i // 2)
            add(q, 'sum-difference', f'{num(sol([(x + y, S), (x - y, D)], y))}, {num(sol([(x + y, S), (x - y, D)], x))}')
        else:
            q = pick([f'The sum of two numbers is {S} and their difference is {D}. What is the larger number?',
                      f'Two numbers add up to {S}. One number is {D} more than the other. What is the smaller number?'], i // 2)
            add(q, 'sum-difference', num(sol([(x + y, S), (x - y, D)], x if 'larger' in q else y)))
    for i in range(7):
        yy, kk = random.choice([6, 8, 9, 12, 15]), random.choice([2, 3, 4])
        S = yy * (kk + 1)
        q = pick([f'The sum of two numbers is {S}. One number is {kk} times the other. What is the larger number?',
                  f'The sum of two numbers is {S}. One number is {kk} times the other. Find the numbers.',
                  f'Two numbers add up to {S}. The larger is {kk} times the smaller. What is the smaller number?'], i)
        if 'Find' in q:
            add(q, 'sum-difference', f'{num(sol([(x + y, S), (x, kk * y)], y))}, {num(sol([(x + y, S), (x, kk * y)], x))}')
        else:
            add(q, 'sum-difference', num(sol([(x + y, S), (x, kk * y)], x if 'larger number' in q else y)))
    for i in range(6):
        yy, kk, dd = random.choice([5, 7, 10, 11]), 2, random.choice([1, 3, 4, 5])
        S = yy + kk * yy + dd
        q = pick([f'The sum of two numbers is {S}. The larger is {dd} more than twice the smaller. Find the numbers.',
                  f'The sum of two numbers is {S}. One number is {dd} more than 3 times the other. What is the smaller number?'], i)
        k2 = 2 if 'twice' in q else 3
        S = yy + k2 * yy + dd
        q = q.replace(str(yy + kk * yy + dd), str(S), 1)
        if 'Find' in q:
            add(q, 'sum-difference', f'{num(sol([(x + y, S), (x, k2 * y + dd)], y))}, {num(sol([(x + y, S), (x, k2 * y + dd)], x))}')
        else:
            add(q, 'sum-difference', num(sol([(x + y, S), (x, k2 * y + dd)], y)))
    for i in range(4):
        yy, dd = random.choice([15, 23, 31, 40]), random.choice([6, 9, 12])
        add(f'The sum of two numbers is {2 * yy - dd}. One number is {dd} less than the other. What is the larger number?',
            'sum-difference', num(sol([(x + y, 2 * yy - dd), (y, x - dd)], x)))


def consecutive(add):
    words = {2: 'two', 3: 'three', 4: 'four', 5: 'five'}
    for i in range(26):
        kk = pick([3, 2, 3, 4, 3, 5], i)
        kind = pick(['', 'odd ', 'even ', ''], i)
        stp = 2 if kind else 1
        n0 = random.randint(5, 40)
        if kind == 'odd ' and n0 % 2 == 0:
            n0 += 1
        if kind == 'even ' and n0 % 2 == 1:
            n0 += 1
        S = sum(n0 + j * stp for j in range(kk))
        val = sol([(sum(n + j * stp for j in range(kk)), S)], n)
        nums = [val + j * stp for j in range(kk)]
        style = i % 5
        if style == 0:
            add(f'The sum of {words[kk]} consecutive {kind}integers is {S}. Find the integers.', 'consecutive', ', '.join(num(q) for q in nums))
        elif style == 1:
            add(f'The sum of {words[kk]} consecutive {kind}integers is {S}. What is the largest?', 'consecutive', num(nums[-1]))
        elif style == 2:
            add(f'Find {words[kk]} consecutive {kind}integers whose sum is {S}.', 'consecutive', ', '.join(num(q) for q in nums))
        elif style == 3:
            add(f'{words[kk].capitalize()} consecutive {kind}numbers add up to {S}. What is the smallest number?', 'consecutive', num(nums[0]))
        else:
            add(f'The sum of {words[kk]} consecutive {kind}numbers is {S}. What are the numbers?', 'consecutive', ', '.join(num(q) for q in nums))


def work(add):
    jobs = [('paint', 'fence'), ('mow', 'lawn'), ('clean', 'house'), ('fill', 'pool'), ('build', 'wall'), ('wash', 'car')]
    pairs = [(3, 6), (4, 12), (2, 3), (6, 3), (5, 20), (10, 15), (12, 24), (8, 24), (9, 18), (20, 30), (4, 4), (6, 12), (15, 10)]
    for i, (ta, tb) in enumerate(pairs):
        A, B = pick(NAMES, i), pick(NAMES, i + 5)
        verb, obj = pick(jobs, i)
        unit = 'hours' if i % 3 else 'minutes'
        short = 'h' if unit == 'hours' else 'min'
        q = pick([f'{A} can {verb} a {obj} in {ta} {unit}. {B} can {verb} it in {tb} {unit}. How long will it take them to {verb} the {obj} together?',
                  f'{A} can {verb} the {obj} in {ta} {unit} and {B} can {verb} it in {tb} {unit}. How long will it take them together?',
                  f'Working alone, {A} can {verb} a {obj} in {ta} {unit}. {B} can {verb} the same {obj} in {tb} {unit}. How long would it take them working together?'], i)
        add(q, 'work', f'{num(sol([(t / ta + t / tb, 1)], t))} {short}')
    for i, (ta, tb) in enumerate([(4, 12), (3, 6), (2, 10), (6, 9), (5, 20), (8, 12)]):
        add(pick([f'Pipe A can fill a tank in {ta} hours. Pipe B can empty it in {tb} hours. If both pipes are open, how long will it take to fill the tank?',
                  f'A hose can fill a pool in {ta} hours and a drain can empty it in {tb} hours. If both are open, how long will it take to fill the pool?'], i),
            'work', f'{num(sol([(t / ta - t / tb, 1)], t))} h')
    for i, (ta, tb) in enumerate([(2, 6), (3, 5), (10, 40), (6, 6), (7, 14), (3, 9)]):
        add(f'Pipe A can fill a tank in {ta} hours and pipe B can fill it in {tb} hours. How many hours will it take both pipes together to fill the tank?',
            'work', f'{num(sol([(t / ta + t / tb, 1)], t))} h')


def mixture(add):
    subs = ['acid', 'salt', 'alcohol', 'sugar', 'antifreeze']
    units = [('liters', 'L'), ('gallons', 'gal'), ('milliliters', 'mL'), ('quarts', 'qt')]
    for i in range(14):
        p1, p2 = random.choice([(10, 40), (20, 50), (15, 35), (5, 25), (30, 70), (12, 48)])
        p3 = random.choice([q for q in range(p1 + 5, p2, 5)])
        T = random.choice([10, 12, 20, 30, 40, 60])
        un, ushow = pick(units, i)
        sub = pick(subs, i)
        q = pick([f'How many {un} of a {p1}% {sub} solution must be mixed with a {p2}% {sub} solution to get {T} {un} of a {p3}% {sub} solution?',
                  f'How many {un} of a {p1}% solution should be mixed with a {p2}% solution to make {T} {un} of a {p3}% solution?'], i)
        add(q, 'mixture', f'{num(sol([(x + y, T), (R(p1, 100) * x + R(p2, 100) * y, R(p3, 100) * T)], x))} {ushow}')
    for i in range(12):
        p1, p2 = random.choice([(20, 50), (10, 40), (60, 20), (5, 30), (80, 40)])
        lo, hi = sorted((p1, p2))
        p3 = random.choice([q for q in range(lo + 5, hi, 5)])
        A = random.choice([4, 5, 6, 8, 10, 12])
        un, ushow = pick(units, i + 1)
        sub = pick(subs, i + 2)
        q = pick([f'How many {un} of a {p1}% {sub} solution must be added to {A} {un} of a {p2}% {sub} solution to get a {p3}% {sub} solution?',
                  f'How many {un} of a {p1}% solution should be added to {A} {un} of a {p2}% solution to make a {p3}% solution?'], i)
        add(q, 'mixture', f'{num(sol([(R(p1, 100) * x + R(p2, 100) * A, R(p3, 100) * (x + A))], x))} {ushow}')


def unit_rate(add):
    goods = [('pounds', 'pound', 'apples'), ('pounds', 'pound', 'grapes'), ('notebooks', 'notebook', None), ('pens', 'pen', None),
             ('gallons', 'gallon', 'milk'), ('tickets', 'ticket', None), ('bottles', 'bottle', 'juice'), ('kilograms', 'kilogram', 'rice')]
    for i in range(14):
        pl, sg, of = pick(goods, i)
        qty, unitp = random.choice([2, 3, 4, 5, 6, 8]), R(random.choice([75, 125, 150, 225, 250, 360, 95]), 100)
        price = qty * unitp
        ofs = f' of {of}' if of else ''
        q = pick([f'If {qty} {pl}{ofs} cost ${money(price)[1:]}, what is the price per {sg}?',
                  f'{qty} {pl}{ofs} cost ${money(price)[1:]}. What is the cost of one {sg}?',
                  f'${money(price)[1:]} buys {qty} {pl}{ofs}. What is the unit price per {sg}?'], i)
        add(q, 'unit-rate', f'{money(sol([(qty * u, price)], u))} per {sg}')
    for i in range(12):
        pl, sg, of = pick(goods, i + 3)
        qty, unitp = random.choice([2, 3, 4, 5]), R(random.choice([80, 120, 150, 200, 250, 60]), 100)
        price = qty * unitp
        k2 = random.choice([q for q in [6, 7, 9, 10, 12] if q != qty])
        ofs = f' of {of}' if of else ''
        q = pick([f'If {qty} {pl}{ofs} cost ${money(price)[1:]}, how much do {k2} {pl} cost?',
                  f'{qty} {pl}{ofs} cost ${money(price)[1:]}. How much would {k2} {pl}{ofs} cost?'], i)
        add(q, 'unit-rate', money(sol([(qty * u, price), (c, k2 * u)], c)))


def percent(add):
    items = ['jacket', 'bike', 'lamp', 'game', 'coat', 'pair of shoes', 'backpack', 'watch']
    for i in range(8):
        P, pc = random.choice([40, 60, 80, 120, 150, 200, 250]), random.choice([10, 15, 20, 25, 30, 40])
        it = pick(items, i)
        q = pick([f'{pick(NAMES, i)} buys a {it} that costs ${P}. The store gives a {pc}% discount. How much does she pay?',
                  f'A {it} costs ${P}. It is on sale for {pc}% off. What is the sale price?',
                  f'The regular price of a {it} is ${P}. The {it} is on sale at {pc}% off. What is the sale price?'], i)
        if 'regular' in q:
            q = f'A {it} is priced at ${P}. It is on sale at {pc}% off. What is the sale price?'
        add(q, 'percent', money(sol([(s, P - R(pc, 100) * P)], s)))
    for i in range(5):
        S_, pc = random.choice([60, 90, 120, 36, 72]), random.choice([10, 20, 25, 40])
        it = pick(items, i + 2)
        add(pick([f'After a {pc}% discount, a {it} costs ${S_}. What was the original price?',
                  f'A {it} is on sale for ${S_} after a {pc}% discount. What was the original price?'], i), 'percent',
            money(sol([(p - R(pc, 100) * p, S_)], p)))
    for i in range(5):
        P, pc = random.choice([20, 40, 50, 64, 80, 120]), random.choice([5, 6, 8, 10])
        it = pick(items, i + 4)
        add(pick([f'A {it} costs ${P}. The sales tax is {pc}%. What is the total cost?',
                  f'{pick(NAMES, i + 1)} buys a {it} for ${P}. The sales tax is {pc}%. How much does he pay in total?'], i),
            'percent', money(sol([(s, P + R(pc, 100) * P)], s)))
    for i in range(4):
        P, pc = random.choice([40, 60, 80, 36, 50]), random.choice([15, 18, 20])
        add(pick([f'The bill was ${P} and they left a {pc}% tip. How much was the tip?',
                  f'Dinner cost ${P}. {pick(NAMES, i)} leaves a {pc}% tip. What is the tip?'], i), 'percent', money(sol([(a, R(pc, 100) * P)], a)))
    for i in range(5):
        T, pc = random.choice([20, 25, 30, 40, 50]), random.choice([20, 40, 60, 80])
        grp, part = pick([('students', 'girls'), ('students', 'boys'), ('children', 'girls')], i)
        add(f'There are {T} {grp} in a class. {pc}% of them are {part}. How many {part} are there?', 'percent',
            f'{num(sol([(k, R(pc, 100) * T)], k))} {part}')
    for i in range(5):
        old, new = random.choice([(20, 25), (40, 50), (80, 60), (50, 45), (200, 250), (16, 20)])
        up = new > old
        add(pick([f'The price of a book went from ${old} to ${new}. What is the percent {"increase" if up else "decrease"}?',
                  f'The price of a ticket changed from ${old} to ${new}. What is the percent change?'], i), 'percent',
            f'{num(sol([(old * (1 + (p if up else -p) / 100), new)], p))}%')


def interest(add):
    for i in range(26):
        P, r, yrs = random.choice([500, 800, 1000, 1200, 1500, 2000, 2500, 4000, 5000]), random.choice([2, 3, 4, 5, 6, 8]), random.choice([2, 3, 4, 5])
        N = pick(NAMES, i)
        style = i % 4
        if style == 0:
            add(f'{N} invests ${P} at {r}% simple interest per year. How much interest will she earn in {yrs} years?', 'interest',
                money(sol([(k, P * R(r, 100) * yrs)], k)))
        elif style == 1:
            add(f'{N} deposits ${P} in a savings account that pays {r}% simple interest per year. How much will be in the account after {yrs} years?',
                'interest', money(sol([(k, P * R(r, 100) * yrs), (b, P + k)], b)))
        elif style == 2:
            add(f'{N} borrows ${P} at {r}% simple interest for {yrs} years. How much interest will he pay?', 'interest',
                money(sol([(k, P * R(r, 100) * yrs)], k)))
        else:
            Iv = P * R(r, 100) * yrs
            add(f'How much must {N} invest at {r}% simple interest for {yrs} years to earn {money(Iv)} in interest?', 'interest',
                money(sol([(p * R(r, 100) * yrs, Iv)], p)))


def geometry(add):
    things = ['garden', 'room', 'yard', 'field', 'rug', 'pool', 'playground', 'table']
    for i in range(16):
        L_, W_ = random.choice([8, 10, 12, 15, 20, 25, 30]), random.choice([4, 5, 6, 7, 9])
        u, un = pick([('m', 'm'), ('ft', 'feet'), ('m', 'meters'), ('cm', 'cm')], i)
        th = pick(things, i)
        st = i % 4
        if st == 0:
            add(f'A rectangular {th} is {L_} {un} long and {W_} {un} wide. What is its area?', 'geometry', f'{L_ * W_} {u}^2')
        elif st == 1:
            add(f'A rectangular {th} is {L_} {un} long and {W_} {un} wide. How much fencing is needed to go around it?', 'geometry', f'{2 * (L_ + W_)} {u}')
        elif st == 2:
            add(f'A rectangular {th} has a length of {L_} {un} and a width of {W_} {un}. What is its perimeter?', 'geometry', f'{2 * (L_ + W_)} {u}')
        else:
            add(f'A {th} measures {L_} {un} by {W_} {un}. What is the area of the {th}?', 'geometry', f'{L_ * W_} {u}^2')
    for i in range(4):
        L_, W_, H_ = random.choice([4, 5, 10]), random.choice([2, 3, 6]), random.choice([2, 3, 5])
        add(f'A box is {L_} cm long, {W_} cm wide and {H_} cm high. What is its volume?', 'geometry', f'{num(sol([(v, L_ * W_ * H_)], v))} cm^3')
    for i in range(3):
        s_ = random.choice([6, 9, 12, 15])
        add(pick([f'A square tile has sides of {s_} cm. What is its area?', f'A square garden has sides of {s_} m. What is its perimeter?',
                  f'A square room has sides of {s_} ft. What is its area?'], i), 'geometry',
            [f'{s_ * s_} cm^2', f'{4 * s_} m', f'{s_ * s_} ft^2'][i])
    for i in range(4):
        L_, W_ = random.choice([12, 15, 20]), random.choice([4, 5, 8])
        if i % 2 == 0:
            add(f'A rectangle has an area of {L_ * W_} square meters and a length of {L_} m. What is its width?', 'geometry',
                f'{num(sol([(L_ * w, L_ * W_)], w))} m')
        else:
            add(f'A rectangle has a perimeter of {2 * (L_ + W_)} ft and a width of {W_} ft. What is its length?', 'geometry',
                f'{num(sol([(2 * x + 2 * W_, 2 * (L_ + W_))], x))} ft')


def conversion(add):
    cases = [
        ('A rope is {v} m long. How many centimeters long is it?', [R(7, 2), 2, R(5, 4), 12], 100, 'cm'),
        ('Sam ran {v} km. How many meters did he run?', [5, R(21, 10), 10, R(3, 4)], 1000, 'm'),
        ('A bottle holds {v} liters. How many milliliters is that?', [2, R(3, 2), R(1, 4)], 1000, 'mL'),
        ('A movie lasts {v} hours. How many minutes is that?', [R(5, 2), 2, R(7, 4)], 60, 'min'),
        ('A baby weighs {v} kg. How many grams is that?', [4, R(7, 2), R(13, 4)], 1000, 'g'),
        ('A table is {v} feet long. How many inches long is it?', [6, R(9, 2), 3], 12, 'in'),
        ('A trail is {v} miles long. How many feet long is it?', [2, R(1, 2), 3], 5280, 'ft'),
        ('A fence is {v} yards long. How many feet long is it?', [20, 15], 3, 'ft'),
    ]
    for tmpl, vals, f, u in cases:
        for vv in vals:
            add(tmpl.format(v=num(vv)), 'conversion', f'{num(sol([(x, vv * f)], x))} {u}')




def hand(add):
    """Stories in other phrasings, one by one, each with its own SymPy conditions."""
    H = [
        ('A plane flies 1500 miles in 3 hours. How fast is the plane flying?', 'motion', [(1500, v * 3)], v, ' mph'),
        ('If a car drives at 65 mph, how far will it go in 4 hours?', 'motion', [(d, 65 * 4)], d, ' mi'),
        ('A bus travels at an average speed of 40 km/h. How long will it take to travel 100 km?', 'motion', [(100, 40 * t)], t, ' h'),
        ('Jake ran 10 km in 50 minutes. What was his average speed in km/h?', 'motion', [(10, v * R(50, 60))], v, ' km/h'),
        ('Maria has twice as many books as Sam. Together they have 36 books. How many books does Sam have?', 'times-as-many', [(x, 2 * y), (x + y, 36)], y, ' books'),
        ('Lily has 12 more stickers than Max. They have 40 stickers altogether. How many stickers does Max have?', 'times-as-many', [(x, y + 12), (x + y, 40)], y, ' stickers'),
        ('The sum of two numbers is 56. The difference between the two numbers is 10. What is the larger number?', 'sum-difference', [(x + y, 56), (x - y, 10)], x, ''),
        ('Find two consecutive even integers whose sum is 86.', 'consecutive', [(n + n + 2, 86)], None, '42, 44'),
        ('The sum of 3 consecutive numbers is 96. What is the middle number?', 'consecutive', [(3 * n + 3, 96)], None, '32'),
        ('John is 6 years older than his sister. The sum of their ages is 24. How old is John?', 'ages', [(x, y + 6), (x + y, 24)], x, ' years'),
        ('Working together, how long will it take Ann and Ben to paint a room if Ann can paint it in 4 hours and Ben can paint it in 6 hours?', 'work', [(t / 4 + t / 6, 1)], t, ' h'),
        ('A shirt is on sale for 20% off the original price of $35. What is the sale price?', 'percent', [(s, 35 - R(20, 100) * 35)], s, '$'),
        ('After a 20% discount, a shirt costs $28. What was the price before the discount?', 'percent', [(p - R(20, 100) * p, 28)], p, '$'),
        ('A meal costs $60. You leave an 18% tip. How much is the tip?', 'percent', [(a, R(18, 100) * 60)], a, '$'),
        ('What is the simple interest on a loan of $3000 at 4% per year for 5 years?', 'interest', [(k, 3000 * R(4, 100) * 5)], k, '$'),
        ('A square has a perimeter of 36 cm. What is the length of one side?', 'geometry', [(4 * s, 36)], s, ' cm'),
        ('A room is 15 ft by 12 ft. How many square feet of carpet are needed?', 'geometry', [(a, 15 * 12)], a, ' ft^2'),
        ('A marathon is 42.195 km long. How many meters is that?', 'conversion', [(x, R(42195, 1000) * 1000)], x, ' m'),
        ('5 notebooks cost $8.75. What is the cost of one notebook?', 'unit-rate', [(5 * u, R(875, 100))], u, '$/notebook'),
        # one step with the start or the change unknown; comparisons and totals of counts (SVAMP-style phrasings)
        ('Maya baked some cookies. She sold 24 of them. If she still has 18 cookies left. How many cookies did Maya bake?', 'change', [(s - 24, 18)], s, ' cookies'),
        ('Omar had some stickers. He gave away 15 stickers. Now he has 27 stickers left. How many stickers did Omar have at first?', 'change', [(s - 15, 27)], s, ' stickers'),
        ('Lena had 50 pencils. She lost some pencils. Now she has 38 pencils left. How many pencils did Lena lose?', 'change', [(50 - c, 38)], c, ' pencils'),
        ('Raj had $40. He spent some money. Now he has $15. How much money did Raj spend?', 'change', [(40 - c, 15)], c, '$'),
        ('Mia picked 12 apples and Leo picked 7 apples. How many more apples did Mia pick than Leo?', 'change', [(7 + d, 12)], d, ' apples'),
        ('Sara read 14 pages in the morning and 9 pages in the evening. How many pages did Sara read in the day?', 'change', [(t, 14 + 9)], t, ' pages'),
        ('Ben scored 18 points on monday and 25 points on tuesday. How many more points did Ben score on tuesday than on monday?', 'change', [(18 + d, 25)], d, ' points'),
        ('The cat ran 40 meters and the dog ran 65 meters. How much farther did the dog run than the cat?', 'change', [(40 + d, 65)], d, ' meters'),
        ('Dev caught 8 fish in the morning and 5 fish in the afternoon. How many fish did Dev catch altogether?', 'change', [(t, 8 + 5)], t, ' fish'),
    ]
    for q, task, conds, var, unit in H:
        if var is None:
            add(q, task, unit)
            continue
        val = sol(conds, var)
        if unit == '$':
            add(q, task, money(val))
        elif unit.startswith('$/'):
            add(q, task, f'{money(val)} per {unit[2:]}')
        else:
            add(q, task, f'{num(val)}{unit}')


def items():
    out = []

    def add(q, task, expect, src=W, lang=None):
        out.append({'q': q, 'task': task, 'expect': expect, 'source': src, **({'lang': lang} if lang else {})})

    for f in (motion, times_as_many, ages, sum_difference, consecutive, work, mixture, unit_rate, percent, interest, geometry, conversion, hand):
        f(add)
    extra = Path(__file__).with_name('datasets.json')
    if extra.exists():
        for it in json.loads(extra.read_text()):
            add(it['q'], it['task'], it['expect'], it['source'])
    for lang, q, task, conds, asked, unit in ITEMS:
        add(q, task, expected(conds, asked, unit, num, money), SRC.format(lang=LANGUAGE_NAMES[lang]), lang)
    return out


if __name__ == '__main__':
    write_corpus(items(), Path(__file__).with_name('corpus.ts'), 'word-problems')
