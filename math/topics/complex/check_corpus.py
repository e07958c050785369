#!/usr/bin/env python3
"""
Builds and checks the complex-number corpus (math/topics/complex/corpus.ts) with SymPy 1.14.

Every expected answer is computed here by SymPy (I, expand, re, im, Abs, arg, conjugate, roots of z^n = c via
exp(i(θ + 2πk)/n)) — not by the engine — and printed in the a + bi text the topic shows (`8 + i`, `3 - 2i`,
`-1/2 + 5/2*i`, `sqrt(2)*(cos(pi/4) + i*sin(pi/4))`). Run: python3 math/topics/complex/check_corpus.py (writes corpus.ts;
`--check` only compares).

Sources: the problems follow the exercise sets of OpenStax College Algebra 2e §2.4 "Complex Numbers" (arithmetic,
powers of i, division by the conjugate) and OpenStax Precalculus 2e §8.5 "Polar Form of Complex Numbers" (modulus,
argument, polar form, De Moivre, n-th roots), CC BY 4.0 (https://openstax.org/details/books/college-algebra-2e,
https://openstax.org/details/books/precalculus-2e); numbers and phrasings written for Lemma (A4) in the books' style.
"""
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from write_corpus import write_corpus  # noqa: E402

from sympy import I, Abs, arg, Rational, atan, conjugate, cos, exp, expand, expand_complex, im, nsimplify, pi, re as Re, simplify, sin, sqrt, sympify

CA = 'OpenStax College Algebra 2e §2.4 exercise style (CC BY 4.0); numbers and phrasing written for Lemma'
PC = 'OpenStax Precalculus 2e §8.5 exercise style (CC BY 4.0); numbers and phrasing written for Lemma'
SL = 'Written for Lemma (A4), other languages; checked with SymPy'


def one_term(t):
    u = re.sub(r'\([^()]*\)', '()', t)
    return not re.search(r'[^(^*/e][+-]', u)


def imag_term(c):
    t = str(c)
    if t == '1':
        return 'i'
    if re.fullmatch(r'\d+(\.\d+)?', t):
        return f'{t}i'
    return f'{t}*i' if one_term(t) else f'({t})*i'


def cfmt(z):
    """a + bi text as the topic prints it."""
    z = expand_complex(expand(z))
    a, b = simplify(Re(z)), simplify(im(z))
    if b == 0:
        return str(a)
    neg = b.is_negative
    t = imag_term(-b if neg else b)
    if a == 0:
        return ('-' if neg else '') + t
    return f"{a}{' - ' if neg else ' + '}{t}"


class Angle(str):
    """An angle in [0, 2π) printed as the topic prints it (`pi/4`, `pi - atan(3/4)`), its value checked by SymPy's arg."""


def argz(z):
    a, b = Re(z), im(z)
    if a == 0:
        val = pi / 2 if b > 0 else 3 * pi / 2
    elif b == 0:
        val = sympify(0) if a > 0 else pi
    else:
        r = simplify(Abs(b / a))
        t0 = atan(r)
        special = (t0 / pi).is_rational
        q1 = a > 0 and b > 0
        val = t0 if q1 else (pi - t0 if a < 0 and b > 0 else (pi + t0 if a < 0 else 2 * pi - t0))
        if not special:
            text = f'atan({r})' if q1 else (f'pi - atan({r})' if a < 0 and b > 0 else (f'atan({r}) + pi' if a < 0 else f'2*pi - atan({r})'))
            ref = (arg(z) + 2 * pi) % (2 * pi)
            assert abs(float(ref - val)) < 1e-12
            return Angle(text)
    val = simplify(val)
    assert abs(float((arg(z) + 2 * pi) % (2 * pi) - val)) < 1e-12, (z, val)
    return Angle(str(val))


def coef(r):
    t = str(r)
    if t == '1':
        return ''
    return f'{t}*' if re.fullmatch(r'[\w.]+|sqrt\([^()]*\)', t) else f'({t})*'


def polar(z, form='polar'):
    r, t = simplify(Abs(z)), argz(z)
    if form == 'polar':
        return f'{coef(r)}(cos({t}) + i*sin({t}))'
    inner = str(t) if re.fullmatch(r'[\w.]+', str(t)) else f'({t})'
    return f'{coef(r)}e^(i*{inner})'


def roots(c, n):
    r, t = simplify(Abs(c)), sympify(str(argz(c)))
    R = simplify(r ** Rational(1, n))
    return ', '.join(cfmt(R * cos((t + 2 * pi * k) / n) + I * R * sin((t + 2 * pi * k) / n)) for k in range(n))


def Z(s):
    """SymPy value of a number as typed: `3 + 2i`, `-i`, `1/2 + 3i`."""
    return sympify(re.sub(r'(\d)\s*i', r'\1*I', s).replace('i', 'I'))


def items():
    out = []
    add = lambda q, task, expect, src, lang=None: out.append({'q': q, 'task': task, 'expect': str(expect), 'source': src, **({'lang': lang} if lang else {})})
    # arithmetic: notation / words / question
    pairs = [('3 + 2i', '2 - i'), ('4 - 3i', '1 + 2i'), ('-2 + 5i', '3 - i'), ('1 + i', '1 - i'), ('6 - 2i', '-1 + 4i'), ('2 + 7i', '5 + i'),
             ('8 - 5i', '2 + 3i'), ('-4 - 2i', '3 + 6i'), ('5 + 4i', '5 - 4i')]
    for k, (a, b) in enumerate(pairs):
        A, B = Z(a), Z(b)
        add([f'({a})({b})', f'multiply {a} by {b}', f'What is the product of {a} and {b}?'][k % 3], 'arithmetic', cfmt(A * B), CA)
        add([f'({a}) + ({b})', f'add {a} and {b}', f'What is the sum of {a} and {b}?'][k % 3], 'arithmetic', cfmt(A + B), CA)
        add([f'({a}) - ({b})', f'subtract {b} from {a}', f'Compute ({a}) - ({b}).'][k % 3], 'arithmetic', cfmt(A - B), CA)
    for a, b in [('2 + 3i', '1 - i'), ('3 + 4i', '2 - i'), ('5', '2 + i'), ('1 + i', '1 - i'), ('4 - 2i', '1 + 3i'), ('-6 + 2i', '2i'), ('10', '3 - i')]:
        A, B = Z(a), Z(b)
        q = [f'({a})/({b})', f'divide ({a})/({b})', f'Divide {a} by {b}. Write the answer in standard form.'][len(out) % 3]
        add(q, 'arithmetic', cfmt(A / B), CA)
    for n in [16, 25, 12, 49, 18]:
        add([f'sqrt(-{n})', f'Evaluate sqrt(-{n}).', f'What is sqrt(-{n})?'][n % 3], 'arithmetic', cfmt(sqrt(-n)), CA)
    add('sqrt(-9) + sqrt(-16)', 'arithmetic', cfmt(sqrt(-9) + sqrt(-16)), CA)
    add('(2 + i)(2 - i) + 3i', 'arithmetic', cfmt((2 + I) * (2 - I) + 3 * I), CA)
    # powers of i and De Moivre
    for n in [23, 7, 35, 100, 42, 9, 17, 50, 3, 86, 4, 15]:
        add([f'i^{n}', f'Compute i^{n}', f'What is i^{n}?', f'evaluate i^{n}'][n % 4], 'power', cfmt(I ** n), CA)
    for base, n in [('1 + i', 8), ('1 + i', 4), ('1 - i', 6), ('2 + 2i', 3), ('1 + i', 5), ('3 - 4i', 2), ('2 + i', 3), ('-1 + i', 4),
                    ('1 - i', 10), ('2i', 5), ('1 + i', 12), ('-2 - 2i', 4), ('1 + 2i', 2)]:
        B = Z(base)
        add([f'({base})^{n}', f'Find ({base})^{n} using De Moivre\'s theorem', f'What is ({base})^{n}?'][n % 3], 'power', cfmt(expand(B ** n)), PC)
    # modulus
    for a, b in [(3, 4), (3, -4), (5, 12), (-6, 8), (1, 1), (2, -3), (-1, 2), (8, 15), (0, 7), (4, 3), (1, -1), (-5, -12), (2, 2), (7, 24), (-3, 1),
                 (6, -8), (1, 3), (-2, -5), (9, 12), (12, -5), (1, 4), (20, 21), (-8, 6), (3, 3), (2, 5)]:
        z = a + b * I
        zs = cfmt(z)
        k = len(out)
        add([f'modulus of {zs}', f'|{zs}|', f'What is the absolute value of {zs}?', f'Find the modulus of {zs}.', f'abs({zs})'][k % 5], 'modulus', simplify(Abs(z)), PC)
    # argument
    for a, b in [(1, 1), (-1, 1), (-1, -1), (1, -1), (0, 2), (-3, 0), (1, sqrt(3)), (-sqrt(3), 1), (3, 4), (0, -5), (2, 2), (sqrt(3), -1),
                 (-1, -sqrt(3)), (5, 0), (-2, 2), (4, -4), (1, 2), (-4, 3), (0, 1), (-1, 0), (1, -sqrt(3)), (2, 0), (-5, -5), (3, 3 * sqrt(3)), (6, 8)]:
        z = a + b * I
        zs = cfmt(z).replace('sqrt(3)*i', 'sqrt(3)i')
        k = len(out)
        add([f'argument of {zs}', f'arg({zs})', f'What is the argument of {zs}?', f'Find the argument of z = {zs}.'][k % 4], 'argument', argz(z), PC)
    # polar / trigonometric / exponential form
    for a, b in [(1, 1), (1, -sqrt(3)), (-2, 2), (0, 3), (-4, 0), (sqrt(3), 1), (-1, -1), (3, -3), (2, 2 * sqrt(3)), (-sqrt(3), -1), (5, 0),
                 (0, -2), (-1, sqrt(3)), (4, 4), (1, sqrt(3)), (-3, 3), (2, -2), (-6, 0), (sqrt(2), sqrt(2)), (0, 1), (3, 3 * sqrt(3)),
                 (-2, -2 * sqrt(3)), (1, -1), (-5, 5), (3, 4)]:
        z = a + b * I
        zs = cfmt(z).replace('sqrt(3)*i', 'sqrt(3)i')
        k = len(out)
        form = 'exponential' if k % 5 == 4 else 'polar'
        q = [f'write {zs} in polar form', f'Express {zs} in trigonometric form.', f'What is the polar form of {zs}?', f'convert {zs} to polar form',
             f'write {zs} in exponential form'][k % 5]
        add(q, 'polar', polar(z, form), PC)
    # rectangular from polar
    for r, t, deg in [(2, 'pi/3', None), (4, None, 120), (3, 'pi/2', None), (6, 'pi/6', None), (2, None, 225), (5, 'pi', None), (8, None, 300),
                      (sqrt(2), 'pi/4', None), (10, None, 150), (4, '7*pi/4', None), (6, None, 30), (2, '5*pi/6', None), (8, 'pi/4', None), (3, None, 240), (12, '2*pi/3', None),
                      (5, None, 90), (2, '3*pi/2', None), (4, None, 315), (10, 'pi/6', None), (6, '4*pi/3', None), (7, None, 180), (2, None, 60), (9, '11*pi/6', None),
                      (4, None, 135), (3, 'pi', None)]:
        ang = sympify(t) if t else sympify(deg) * pi / 180
        a = f'{deg}°' if deg else t
        rs = str(r)
        q = [f'convert {rs}(cos({a}) + i sin({a})) to rectangular form', f'write {rs}(cos {a} + i sin {a}) in a + bi form', f'{rs} cis({a})'][len(out) % 3]
        if deg and len(out) % 3 == 2:
            q = f'{rs}(cos {a} + i sin {a})'
        add(q, 'rectangular', cfmt(r * cos(ang) + I * r * sin(ang)), PC)
    # conjugate
    for zs in ['2 - 5i', '3 + 4i', '-1 - i', '7i', '6', '-4 + 9i', '1/2 + 3i', '10 - i', '-3 - 8i', '5 + 5i', 'i', '-2i', '8 - 3i', '3/2 + 2i',
               '-7 + 2i', '4 + i', '9 - 12i', '-6 - 6i', '11 + 3i', '2 + 2i', '-1 + 4i', '3 - 7i', '13 + 5i', '-9i', '1 - 2i']:
        z = Z(zs)
        k = len(out)
        add([f'conjugate of {zs}', f'What is the complex conjugate of {zs}?', f'Find the conjugate of {zs}.'][k % 3], 'conjugate', cfmt(conjugate(z)), CA)
    # n-th roots
    for n, cs in [(3, '8'), (4, '1'), (3, '-8'), (2, '-4'), (4, '16'), (3, '1'), (6, '1'), (2, '-9'), (3, '27'), (4, '-16'), (2, 'i'), (3, '-1'),
                  (2, '2i'), (4, '81'), (3, '64'), (6, '64'), (2, '-25'), (3, 'i'), (4, '-1'), (3, '-27'), (2, '1'), (4, '625'), (2, '-16i'), (3, '8i'), (6, '-64')]:
        c = Z(cs)
        k = len(out)
        word = {2: 'square', 3: 'cube', 4: 'fourth', 6: 'sixth'}[n]
        q = [f'{word} roots of {cs}', f'Find all complex solutions of z^{n} = {cs}', f'What are the {n}th roots of {cs}?',
             f'find the {word} roots of {"unity" if cs == "1" else cs}'][k % 4]
        add(q, 'roots', roots(c, n), PC)
    add('roots of unity: z^4 = 1', 'roots', roots(sympify(1), 4), PC)
    # other languages (through math/read/lang phrasings)
    for q, lang, task, e in [
        ('módulo de 3 + 4i', 'es', 'modulus', 5), ('conjugado de 2 - 5i', 'es', 'conjugate', cfmt(2 + 5 * I)),
        ('escribe 1 + i en forma polar', 'es', 'polar', polar(1 + I)), ('raíces cúbicas de 8', 'es', 'roots', roots(sympify(8), 3)),
        ('Betrag von 3 + 4i', 'de', 'modulus', 5), ('konjugiert komplexe Zahl von 2 - 5i', 'de', 'conjugate', cfmt(2 + 5 * I)),
        ('Schreibe 1 + i in Polarform', 'de', 'polar', polar(1 + I)), ('Kubikwurzeln von 8', 'de', 'roots', roots(sympify(8), 3)),
        ('module de 3 + 4i', 'fr', 'modulus', 5), ('argument de 1 + i', 'fr', 'argument', 'pi/4'), ('conjugué de 2 - 5i', 'fr', 'conjugate', cfmt(2 + 5 * I)),
        ('écrire 1 + i sous forme trigonométrique', 'fr', 'polar', polar(1 + I)), ('racines cubiques de 8', 'fr', 'roots', roots(sympify(8), 3)),
        ('3 + 4i的模', 'zh-CN', 'modulus', 5), ('2 - 5i的共轭复数', 'zh-CN', 'conjugate', cfmt(2 + 5 * I)), ('8的所有立方根', 'zh-CN', 'roots', roots(sympify(8), 3)),
        ('把1 + i写成三角形式', 'zh-CN', 'polar', polar(1 + I)),
        ('модуль числа 3 + 4i', 'ru', 'modulus', 5), ('аргумент числа 1 + i', 'ru', 'argument', 'pi/4'), ('сопряжённое к 2 - 5i', 'ru', 'conjugate', cfmt(2 + 5 * I)),
    ]:
        add(q, task, e, SL, lang)
    return out


def main():
    write_corpus(items(), Path(__file__).with_name('corpus.ts'), 'complex')


if __name__ == '__main__':
    main()
