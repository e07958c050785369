#!/usr/bin/env python3
"""
Builds and checks the arithmetic corpus (math/topics/arithmetic/corpus.ts) with SymPy 1.14 and Python's decimal module.

Every problem is a question in one of three phrasings (notation, words, a question; textbook layout for some) or in
another language. Expected answers are computed here, independently of the engine: SymPy Rational arithmetic, sqrt,
factorial and digits (bases); decimal.Decimal with ROUND_HALF_UP for rounding (the school rule "5 or more rounds up");
repeating decimals by long division with remainder detection. Run: python3 math/topics/arithmetic/check_corpus.py
(writes corpus.ts; `--check` only compares).

Sources: the numbers follow the examples and exercises of OpenStax Prealgebra 2e (CC BY 4.0,
https://openstax.org/details/books/prealgebra-2e) — §1.4–1.5 (operations in words: "the sum of…", "the quotient of…"),
§5.2 (rounding decimals), §5.3 and §5.5 (fractions and decimals, repeating decimals), §6.1 (percents), §10.5
(scientific notation) — with phrasings written for Lemma (T1) as students type them.
"""
import sys
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from write_corpus import write_corpus  # noqa: E402

from sympy import Rational, factorial, sqrt, Integer
from sympy.ntheory import digits as sdigits

SRC_OS = 'OpenStax Prealgebra 2e (CC BY 4.0), numbers in the style of its examples/exercises; phrasing written for Lemma'
SRC_L = 'Written for Lemma (T1), checked with SymPy'


def frac_text(q):
    q = Rational(q)
    return str(q.p) if q.q == 1 else f'{q.p}/{q.q}'


def dec_text(q):
    """Exact decimal of a rational with the repeating block in parentheses: 2/3 -> 0.(6)."""
    q = Rational(q)
    neg = q < 0
    n, d = abs(q.p), q.q
    out, rem = str(n // d), n % d
    if rem:
        seen, frac = {}, ''
        while rem and rem not in seen:
            seen[rem] = len(frac)
            rem *= 10
            frac += str(rem // d)
            rem %= d
        out += '.' + (frac[:seen[rem]] + '(' + frac[seen[rem]:] + ')' if rem else frac)
    return ('-' if neg else '') + out


def round_text(x, places):
    """ROUND_HALF_UP to `places` decimals (negative: tens, hundreds...)."""
    d = Decimal(x)
    if places >= 0:
        return str(d.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))
    q = (d / Decimal(10) ** (-places)).quantize(Decimal(1), rounding=ROUND_HALF_UP) * Decimal(10) ** (-places)
    return str(int(q))


def sig_text(x, k):
    d = Decimal(x)
    e = d.adjusted()
    places = k - 1 - e
    r = d.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    if r.adjusted() > e:  # 9.96 -> 10
        places -= 1
        r = d.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    return f'{r:.{max(places, 0)}f}'


def items():
    out = []

    def add(q, task, expect, src=SRC_OS, lang=None):
        out.append({'q': q, 'task': task, 'expect': str(expect), 'source': src, **({'lang': lang} if lang else {})})

    b = lambda v: 'true' if v else 'false'
    R = Rational
    # evaluate: operations, powers and roots in words (exact rational results; decimals where the input has them)
    ev = [
        ('What is 147 divided by 5?', frac_text(R(147, 5))), ('-0.2 minus 179', '-179.2'), ('square root of 169', str(sqrt(169))), ('2 to the power of 10', str(2**10)),
        ('the sum of 3.5 and 4', '7.5'), ('subtract 5 from 12', '7'), ('3 plus 4 times 2', '11'), ('What is 12 times 7?', '84'), ('the product of 6 and 9', '54'),
        ('the quotient of 56 and 8', '7'), ('the difference of 20 and 13', '7'), ('5 squared', '25'), ('3 cubed', '27'), ('cube root of 125', '5'),
        ('multiply 15 by 4', '60'), ('divide 144 by 12', '12'), ('add 38 and 47', '85'), ('How much is 1000 minus 1?', '999'), ('2 raised to the 5th power', '32'),
        ('What is the square root of 225?', '15'), ('7 multiplied by 8', '56'), ('100 divided by 8', frac_text(R(100, 8))), ('10 to the power of 3', '1000'),
        ('negative 4 plus 9', '5'), ('Find the sum of 27 and 15', '42'), ('the quotient of 9 and 12', frac_text(R(9, 12))),
    ]
    for q, e in ev:
        add(q, 'evaluate', e)
    # factorial (n! with n up to 30 in full, and expressions with factorials)
    for i, n in enumerate([5, 6, 0, 1, 7, 10, 12, 15, 20, 3, 8, 9, 25]):
        add([f'{n}!', f'What is {n}!?', f'{n} factorial', f'factorial of {n}'][i % 4], 'factorial', str(factorial(n)))
    for e, v in [('10!/(8!*2!)', R(factorial(10), factorial(8) * 2)), ('6!/4!', R(720, 24)), ('5! + 3!', 126), ('4!*3!', 144), ('7!/(3!*4!)', 35), ('(5!)/(2!*3!)', 10),
                 ('3! + 2!', 8), ('8!/6!', 56), ('9!/(7!*2!)', 36), ('4! - 3!', 18), ('12!/10!', 132), ('2*5!', 240)]:
        add(e, 'factorial', frac_text(v))
    # rounding: decimal places, nearest ten/hundred/tenth..., significant figures
    for i, (x, k) in enumerate([('2.71828', 3), ('3.14159', 2), ('0.0451', 2), ('12.3456', 1), ('7.995', 2), ('1.005', 2), ('9.8765', 0), ('0.6666', 3), ('18.049', 1)]):
        add([f'round {x} to {k} decimal places', f'Round {x} to {k} decimal places.', f'{x} rounded to {k} decimal places'][i % 3], 'round', round_text(x, k))
    names = {1: 'ten', 2: 'hundred', 3: 'thousand', -1: 'tenth', -2: 'hundredth', -3: 'thousandth', 0: 'whole number'}
    for i, (x, k) in enumerate([('1234', 1), ('1234', 2), ('86529', 3), ('3.14159', -2), ('18.379', -1), ('0.0845', -3), ('7.5', 0), ('2.49', 0), ('655', 1), ('4,950'.replace(',', ''), 2)]):
        add([f'round {x} to the nearest {names[k]}', f'Round {x} to the nearest {names[k]}.'][i % 2], 'round', round_text(x, -k))
    for x, k in [('0.004567', 2), ('123456', 3), ('3.14159', 4), ('0.0909', 1), ('9.96', 2), ('45.678', 3)]:
        add(f'round {x} to {k} significant figures', 'round', sig_text(x, k))
    # conversions
    for i, f in enumerate(['2/3', '3/8', '5/6', '1/7', '7/4', '4/9', '11/12', '1/3', '5/8', '2/11']):
        add([f'{f} as a decimal', f'Convert {f} to a decimal.', f'Write {f} as a decimal', f'What is {f} as a decimal?'][i % 4], 'convert', dec_text(R(f)))
    for i, x in enumerate(['0.75', '0.125', '0.4', '2.5', '0.05', '1.2']):
        add([f'convert {x} to a fraction', f'Write {x} as a fraction.', f'{x} as a fraction in simplest form'][i % 3], 'convert', frac_text(R(x)))
    for x, v in [('0.(3)', R(1, 3)), ('0.(6)', R(2, 3)), ('0.333...', R(1, 3))]:
        add(f'{x} as a fraction', 'convert', frac_text(v))
    for x in ['3/4', '0.35', '1/8', '2/3', '1.5']:
        add(f'{x} as a percent', 'convert', dec_text(R(x) * 100) + '%')
    for x in ['45%', '8%', '150%']:
        add(f'Convert {x} to a decimal', 'convert', dec_text(R(x[:-1]) / 100))
        add(f'{x} as a fraction', 'convert', frac_text(R(x[:-1]) / 100))
    for x, a, k in [('45000', '4.5', 4), ('0.00052', '5.2', -4), ('6020000', '6.02', 6), ('0.3', '3', -1)]:
        add(f'write {x} in scientific notation', 'convert', f'{a}*10^{k}')
    for m, k in [('3.5', 4), ('2.1', -3), ('6.02', 5)]:
        add(f'{m} x 10^{k} in standard notation', 'convert', dec_text(R(m) * R(10) ** k))
    # bases
    for i, (n, base) in enumerate([(125, 2), (255, 16), (100, 8), (10, 2), (31, 2), (1000, 16), (64, 8), (45, 3), (7, 2), (200, 16), (99, 2), (512, 8)]):
        ds = ''.join('0123456789abcdef'[d] for d in sdigits(n, base)[1:])
        name = {2: 'binary', 8: 'octal', 16: 'hexadecimal', 3: 'base 3'}[base]
        add([f'{n} in base {base}', f'convert {n} to {name}', f'What is {n} in {name}?'][i % 3], 'base', f'{ds}_{base}')
    for i, (s, base) in enumerate([('1111101', 2), ('ff', 16), ('777', 8), ('101010', 2), ('1a', 16), ('1000', 2), ('210', 3), ('11111111', 2), ('144', 8), ('abc', 16), ('1001', 2), ('77', 8), ('11', 2)]):
        name = {2: 'binary', 8: 'octal', 16: 'hexadecimal', 3: 'base 3'}[base]
        add([f'convert {s} from {name} to decimal', f'{s} base {base} to base 10', f'{s}_{base} to decimal'][i % 3], 'base', str(int(s, base)))
    # remainders
    for i, (a, c) in enumerate([(147, 5), (100, 7), (58, 6), (1000, 13), (81, 9), (17, 4), (365, 7), (999, 10), (256, 15), (73, 8), (50, 3), (1234, 11), (45, 45), (9, 10), (2024, 12),
                                (88, 5), (121, 12), (64, 6), (500, 17), (33, 2), (77, 10), (1001, 13), (29, 3), (400, 9), (18, 4)]):
        add([f'{a} mod {c}', f'remainder when {a} is divided by {c}', f'What is the remainder when {a} is divided by {c}?', f'mod({a}, {c})'][i % 4], 'remainder', a % c)
    # yes/no comparisons
    cmps = [('3', '<', '5'), ('-2', '>', '-5'), ('3/7', '>', '0.4'), ('0.5', '=', '1/2'), ('2/3', '<', '0.6'), ('-1', '>', '0'), ('0.45', '<', '4/9'), ('7', '>=', '7'), ('1/3', '<=', '0.33'),
            ('5/8', '>', '0.625'), ('0.1', '<', '1/9'), ('-3/4', '<', '-0.7'), ('12', '<', '2^4'), ('sqrt(2)', '<', '1.5'), ('10', '=', '10.0'), ('3/5', '>', '0.59'), ('-0.5', '>=', '-1/2')]
    words = {'<': 'less than', '>': 'greater than', '=': 'equal to', '<=': 'less than or equal to', '>=': 'greater than or equal to'}
    for i, (a, op, c) in enumerate(cmps):
        va, vc = (sqrt(2) if a == 'sqrt(2)' else Integer(2) ** 4 if a == '2^4' else R(a)), (Integer(2) ** 4 if c == '2^4' else R(c))
        truth = {'<': va < vc, '>': va > vc, '=': va == vc, '<=': va <= vc, '>=': va >= vc}[op]
        add([f'Is {a} {op} {c}?', f'is {a} {words[op]} {c}', f'Is {a} {words[op]} {c}?'][i % 3], 'compare', b(bool(truth)))
    for a, c, which in [('3/7', '0.4', 'bigger'), ('0.45', '4/9', 'larger'), ('-3', '-7', 'smaller'), ('5/6', '0.8', 'greater'), ('2/5', '3/8', 'smaller'), ('0.09', '0.1', 'bigger'), ('7/8', '0.875', 'smaller'), ('1.01', '1.1', 'larger')]:
        va, vc = R(a), R(c)
        if va == vc:
            continue
        best = a if (va > vc) == (which in ('bigger', 'larger', 'greater')) else c
        add(f'Which is {which}, {a} or {c}?', 'extreme', best)
    for items_, which in [(['3', '9', '-4', '7'], 'largest'), (['0.5', '0.45', '0.54'], 'smallest'), (['2/3', '3/4', '5/8'], 'greatest')]:
        vals = [R(x) for x in items_]
        best = items_[vals.index(max(vals) if which in ('largest', 'greatest') else min(vals))]
        add(f'the {which} of {", ".join(items_)}', 'extreme', best)
    # the k-th largest / smallest, and the number closest to a value
    for xs, k, which in [(['5', '9', '1', '7'], 2, 'largest'), (['4', '-1', '2.5', '0', '3/2'], 3, 'smallest'), (['0.3', '3/8', '0.35', '1/4'], 2, 'greatest'), (['12', '7', '15', '9', '11'], 4, 'largest')]:
        vals = sorted((R(x) for x in xs), reverse=(which != 'smallest'))
        pick = next(x for x in xs if R(x) == vals[k - 1])
        add(f'the {k}{ {1: "st", 2: "nd", 3: "rd"}.get(k, "th") } {which} of {", ".join(xs)}', 'kth', pick)
    for xs, t in [(['3.2', '2.9', '3.05'], '3'), (['0.45', '0.6', '2/5'], '1/2'), (['98', '105', '101'], '100'), (['-1', '-3', '2'], '0')]:
        best = min(xs, key=lambda x: abs(R(x) - R(t)))
        add(f'Which of {", ".join(xs)} is closest to {t}?', 'closest', best)
    # sorting
    lists = [(['5', '-2', '0.5', '3'], 'asc'), (['3/4', '0.7', '2/3'], 'desc'), (['1.2', '1.02', '1.22', '1.002'], 'asc'), (['-1', '-10', '0', '4'], 'asc'), (['0.3', '1/3', '0.33'], 'asc'),
             (['9', '2', '7', '4', '1'], 'desc'), (['5/8', '0.6', '3/5', '0.65'], 'asc'), (['-2.5', '-2.05', '-2.55'], 'desc'), (['100', '10', '1000', '1'], 'asc'), (['7/10', '0.07', '0.71'], 'desc'),
             (['1/2', '1/4', '1/3', '1/5'], 'asc'), (['2', '-3', '1.5', '-0.5'], 'desc'), (['0.125', '1/8', '0.2'], 'asc')]
    for i, (xs, order) in enumerate(lists):
        key = sorted(xs, key=lambda s: R(s), reverse=(order == 'desc'))
        if len({R(x) for x in xs}) < len(xs):
            # equal values keep their order (a stable sort), as the engine does
            key = sorted(xs, key=lambda s: R(s), reverse=False)
            if order == 'desc':
                key = sorted(xs, key=lambda s: -R(s))
        word = 'from least to greatest' if order == 'asc' else 'from greatest to least'
        qs = [f'Sort {", ".join(xs)}' if order == 'asc' else f'Sort {", ".join(xs)} in descending order', f'order from {"least to greatest" if order == "asc" else "greatest to least"}: {", ".join(xs)}',
              f'Arrange in {"ascending" if order == "asc" else "descending"} order: {", ".join(xs)}', f'Put {", ".join(xs)} in order {word}']
        add(qs[i % 4], 'sort', ', '.join(key))
    # textbook layout for rounding: the instruction, a colon (or full stop), then the number
    for i, (x, k) in enumerate([('157', 1), ('2.456', -2), ('4,950'.replace(',', ''), 2), ('0.0845', -3), ('18.379', -1), ('86529', 3)]):
        add([f'Round to the nearest {names[k]}: {x}.', f'Round to the nearest {names[k]}. {x}', f'round to the nearest {names[k]}: {x}'][i % 3], 'round', round_text(x, -k))
    for x, k, w in [('3.14159', 2, 'two'), ('2.71828', 3, 'three'), ('0.6666', 1, 'one'), ('12.3456', 2, '2')]:
        add(f'Round to {w} decimal places: {x}', 'round', round_text(x, k))
    # reciprocals (OpenStax Prealgebra 2e §4.2: the reciprocal of a/b is b/a; 0 has none)
    def recip(x):
        m = x.split(' ')
        v = R(m[0]) + (R(m[1]) if len(m) > 1 else 0) * (1 if not x.startswith('-') else -1) if len(m) > 1 else R(x)
        return 'no reciprocal' if v == 0 else frac_text(1 / v)
    recips = ['3/7', '4/9', '-1/6', '-14/5', '7', '-2 1/2', '5', '0', '0.25', '1 3/4', '-8', '2/3', '11/4', '0.2', '-0.5', '12/5', '1', '3 1/3', '9/10', '-3/8',
              '1.25', '6', '-5/9', '100', '2 2/5', '0.125', '15/4']
    for i, x in enumerate(recips):
        add([f'reciprocal of {x}', f'Find the reciprocal: {x}', f'What is the reciprocal of {x}?', f'multiplicative inverse of {x}'][i % 4], 'reciprocal', recip(x))
    # arithmetic in other bases: each numeral's value with Python int(s, base), the result written back with SymPy digits
    def in_base(v, b, upper=False):
        if b == 10:
            return str(v)
        ds = ''.join('0123456789abcdefghijklmnopqrstuvwxyz'[d] for d in sdigits(abs(v), b)[1:])
        return ('-' if v < 0 else '') + (ds.upper() if upper else ds) + f'_{b}'
    ops = {'+': lambda a, c: a + c, '-': lambda a, c: a - c, '*': lambda a, c: a * c}
    barith = [('101', '+', '11', 2, '{a} + {c} in base 2'), ('1011', '+', '110', 2, '{a}_2 + {c}_2'), ('1A', '+', '2F', 16, 'add {a} and {c} in hexadecimal'),
              ('110', '*', '11', 2, '{a} × {c} in binary'), ('1011', '-', '110', 2, '{a}_2 - {c}_2'), ('110', '-', '1011', 2, '{a} - {c} in base 2'),
              ('1011', '-', '110', 2, 'subtract {c} from {a} in binary'), ('777', '+', '1', 8, '{a} + {c} in octal'), ('ff', '+', '1', 16, '{a} + {c} in hex'),
              ('12', '*', '5', 8, 'the product of {a} and {c} in base 8'), ('11111', '+', '1', 2, 'What is {a} + {c} in binary?'), ('1101', '*', '101', 2, '{a}_2 * {c}_2'),
              ('3A', '-', '1F', 16, '{a}_16 - {c}_16'), ('212', '+', '121', 3, '{a} + {c} in base 3'), ('44', '*', '3', 5, '{a} × {c} in base 5'), ('BEEF', '+', '1', 16, 'add {a} and {c} in hexadecimal'),
              ('100000', '-', '1', 2, 'Calculate {a} - {c} in binary'), ('123', '+', '456', 7, '{a}_7 + {c}_7'), ('1010', '*', '1010', 2, 'multiply {a} by {c} in binary'),
              ('56', '+', '27', 8, 'the sum of {a} and {c} in base 8'), ('C4', '*', '2', 16, '{a} x {c} in hexadecimal'), ('1001', '-', '111', 2, 'subtract {c} from {a} in base 2'),
              ('2201', '-', '1022', 3, '{a}_3 - {c}_3'), ('1011', '+', '110', 2, '{a}_2 + {c}_2 in decimal'), ('ff', '+', 'ff', 16, '0x{a} + 0x{c}'), ('10', '*', '10', 2, '{a}_2 × {c}_2')]
    for a, op, c, b, tmpl in barith:
        q = tmpl.format(a=a, c=c)
        to = 10 if q.endswith('in decimal') else b
        upper = any(ch.isupper() for ch in a + c)
        add(q, 'base-arith', in_base(ops[op](int(a, b), int(c, b)), to, upper), SRC_L)
    # the k-th largest / smallest with ordinal words
    for xs, k, which, tmpl in [(['5', '9', '2', '7', '4'], 3, 'largest', 'What is the third largest of {l}?'), (['3', '8', '1', '6'], 2, 'smallest', 'second smallest number in {l}'),
                               (['10', '-3', '4.5', '7', '0'], 2, 'largest', 'Find the second-largest of {l}'), (['1/2', '1/3', '3/4', '2/5'], 3, 'smallest', 'the third smallest of {l}'),
                               (['12', '15', '9', '20', '11', '14'], 4, 'largest', 'fourth largest number of {l}'), (['0.5', '0.05', '0.55', '5'], 1, 'smallest', 'the first smallest of {l}')]:
        vals = sorted((R(x) for x in xs), reverse=(which == 'largest'))
        add(tmpl.format(l=', '.join(xs)), 'kth', next(x for x in xs if R(x) == vals[k - 1]))
    # numbers already in scientific notation: their decimal ("standard form" / "as a decimal"), or normalized
    for m, k, tmpl in [('3.45', 4, '{m} x 10^{k} in standard form'), ('3.45', 4, '{m} × 10^{k} as a decimal'), ('6.02', -3, 'write {m} × 10^{k} in standard notation'),
                       ('7.1', 6, 'Write {m} x 10^{k} as a decimal.'), ('2.5', -2, '{m}*10^{k} in standard form')]:
        add(tmpl.format(m=m, k=k), 'convert', dec_text(R(m) * R(10) ** k))
    for m, k in [('34.5', 3), ('0.52', -3)]:
        v = R(m) * R(10) ** k
        e = 0
        while abs(v) / R(10) ** e >= 10:
            e += 1
        while abs(v) / R(10) ** e < 1:
            e -= 1
        add(f'{m} x 10^{k} in scientific notation', 'convert', f'{dec_text(v / R(10) ** e)}*10^{e}')
    # other languages
    for q, lang, task, e in [
        ('147 dividido entre 5', 'es', 'evaluate', frac_text(R(147, 5))), ('¿Cuánto es 12 por 7?', 'es', 'evaluate', '84'), ('Redondea 2,71828 a 3 decimales', 'es', 'round', '2.718'), ('2/3 como decimal', 'es', 'convert', '0.(6)'),
        ('Was ist 147 geteilt durch 5?', 'de', 'evaluate', frac_text(R(147, 5))), ('Schreibe 3/4 als Dezimalzahl', 'de', 'convert', '0.75'), ('Ist 3 kleiner als 5?', 'de', 'compare', 'true'), ('Runde 3,14159 auf 2 Nachkommastellen', 'de', 'round', '3.14'),
        ('Combien font 147 divisé par 5 ?', 'fr', 'evaluate', frac_text(R(147, 5))), ('Écris 3/8 en nombre décimal', 'fr', 'convert', '0.375'), ('Quelle est la racine carrée de 169 ?', 'fr', 'evaluate', '13'),
        ('147除以5', 'zh-CN', 'evaluate', frac_text(R(147, 5))), ('把2/3化成小数', 'zh-CN', 'convert', '0.(6)'), ('5的阶乘', 'zh-CN', 'factorial', '120'), ('125转换成二进制', 'zh-CN', 'base', '1111101_2'),
        ('Сколько будет 147 разделить на 5?', 'ru', 'evaluate', frac_text(R(147, 5))), ('Остаток от деления 147 на 5', 'ru', 'remainder', '2'), ('3 меньше 5?', 'ru', 'compare', 'true'),
        ('Quanto é 12 vezes 7?', 'pt', 'evaluate', '84'), ('Quanto fa 147 diviso 5?', 'it', 'evaluate', frac_text(R(147, 5))), ('Wat is 147 gedeeld door 5?', 'nl', 'evaluate', frac_text(R(147, 5))),
        ('147 bölü 5 kaçtır?', 'tr', 'evaluate', frac_text(R(147, 5))), ('Berapa 147 dibagi 5?', 'id', 'evaluate', frac_text(R(147, 5))), ('147 나누기 5', 'ko', 'evaluate', frac_text(R(147, 5))),
        ('Vad är 147 delat med 5?', 'sv', 'evaluate', frac_text(R(147, 5))), ('Скільки буде 147 поділити на 5?', 'uk', 'evaluate', frac_text(R(147, 5))),
        ('Redondea a la decena más cercana: 157', 'es', 'round', round_text('157', -1)), ('Runde auf Zehner: 157', 'de', 'round', round_text('157', -1)),
        ('Arrondir à la dizaine près : 157', 'fr', 'round', round_text('157', -1)), ('Округлите 157 до десятков', 'ru', 'round', round_text('157', -1)),
        ('把157四舍五入到十位', 'zh-CN', 'round', round_text('157', -1)),
        ('el recíproco de 3/7', 'es', 'reciprocal', frac_text(1 / R(3, 7))), ('¿Cuál es el inverso multiplicativo de 5?', 'es', 'reciprocal', frac_text(R(1, 5))),
        ('Was ist der Kehrwert von -2 1/2?', 'de', 'reciprocal', frac_text(1 / R(-5, 2))), ("Quel est l'inverse de 5 ?", 'fr', 'reciprocal', frac_text(R(1, 5))),
        ('обратное число к 3/7', 'ru', 'reciprocal', frac_text(1 / R(3, 7))), ('3/7的倒数', 'zh-CN', 'reciprocal', frac_text(1 / R(3, 7))),
        ('suma 1A y 2F en hexadecimal', 'es', 'base-arith', in_base(int('1a', 16) + int('2f', 16), 16, True)), ('101 + 11 im Dualsystem', 'de', 'base-arith', in_base(5 + 3, 2)),
        ('101 + 11 en binaire', 'fr', 'base-arith', in_base(5 + 3, 2)), ('110 × 11 в двоичной системе', 'ru', 'base-arith', in_base(6 * 3, 2)),
        ('¿Cuál es el tercer mayor de 5, 9, 2, 7, 4?', 'es', 'kth', '5'), ('Was ist die drittgrößte Zahl von 5, 9, 2, 7, 4?', 'de', 'kth', '5'),
        ('le deuxième plus petit de 3, 8, 1, 6', 'fr', 'kth', '3'), ('3,45 x 10^4 en forma estándar', 'es', 'convert', dec_text(R(345, 100) * 10 ** 4)),
        ('3,45 x 10^4 en écriture décimale', 'fr', 'convert', dec_text(R(345, 100) * 10 ** 4)),
    ]:
        add(q, task, e, SRC_L, lang)
    return out


def main():
    write_corpus(items(), Path(__file__).with_name('corpus.ts'), 'arithmetic')


if __name__ == '__main__':
    main()
