#!/usr/bin/env python3
"""
Builds and checks the number-theory corpus (math/topics/number-theory/corpus.ts) with SymPy 1.14.

Every problem is a question in one of three phrasings (notation, words, a question; textbook layout for some) or in
another language, with the expected answer computed here by SymPy (gcd, lcm, isprime, factorint, divisors) — not by
the engine. Run: python3 math/topics/number-theory/check_corpus.py  (writes corpus.ts; `--check` only compares).

Sources: the numbers follow the examples and exercises of OpenStax Prealgebra 2e, section 2.5 "Prime Factorization
and the Least Common Multiple" and section 2.4/7.x (greatest common factor), CC BY 4.0
(https://openstax.org/details/books/prealgebra-2e); the phrasings were written for Lemma (T1) as students type them.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from write_corpus import write_corpus  # noqa: E402

from sympy import divisors, factorint, gcd, isprime, lcm

SRC_OS = 'OpenStax Prealgebra 2e §2.5 style, numbers as in its examples/exercises (CC BY 4.0); phrasing written for Lemma'
SRC_L = 'Written for Lemma (T1), checked with SymPy'


def fact_text(n):
    return '*'.join(f'{p}^{e}' if e > 1 else f'{p}' for p, e in sorted(factorint(n).items()))


def items():
    out = []
    add = lambda q, task, expect, src=SRC_OS, lang=None: out.append({'q': q, 'task': task, 'expect': str(expect), 'source': src, **({'lang': lang} if lang else {})})
    b = lambda v: 'true' if v else 'false'
    # gcd: 25+ in notation / words / question / textbook layout
    pairs = [(48, 180), (24, 36), (8, 12), (18, 40), (45, 75), (42, 70), (60, 84), (14, 49), (36, 54), (105, 140), (12, 30), (56, 98), (81, 135)]
    for i, (a, c) in enumerate(pairs):
        g = gcd(a, c)
        add([f'gcd({a}, {c})', f'greatest common factor of {a} and {c}', f'What is the GCF of {a} and {c}?', f'Find the greatest common divisor. {a} and {c}', f'hcf of {a} and {c}', f'GCD({a},{c})'][i % 6], 'gcd', g)
        add([f'What is the greatest common divisor of {a} and {c}?', f'gcf({a}, {c})', f'highest common factor of {a} and {c}', f'Find the GCF of {a} and {c}.'][i % 4], 'gcd', g)
    for t in [(12, 18, 30), (24, 60, 84), (16, 40, 56)]:
        add(f'greatest common factor of {t[0]}, {t[1]} and {t[2]}', 'gcd', gcd(gcd(t[0], t[1]), t[2]))
    # lcm
    pairs = [(8, 14), (12, 18), (15, 20), (24, 30), (10, 25), (18, 40), (9, 12), (6, 15), (21, 28), (16, 24), (35, 45), (4, 6), (72, 84)]
    for i, (a, c) in enumerate(pairs):
        l = lcm(a, c)
        add([f'lcm({a}, {c})', f'least common multiple of {a} and {c}', f'What is the LCM of {a} and {c}?', f'Find the least common multiple. {a} and {c}', f'lowest common multiple of {a} and {c}'][i % 5], 'lcm', l)
        add([f'Find the LCM of {a} and {c}.', f'LCM({a},{c})', f'What is the least common multiple of {a} and {c}?'][i % 3], 'lcm', l)
    for t in [(4, 6, 10), (3, 5, 7), (12, 15, 20)]:
        add(f'lcm of {t[0]}, {t[1]} and {t[2]}', 'lcm', lcm(lcm(t[0], t[1]), t[2]))
    # is-prime
    nums = [17, 51, 91, 97, 83, 1, 2, 57, 89, 119, 127, 143, 221, 101, 1001, 7919, 49, 0, 29, 561, 211, 323, 409, 1024, 997, 13]
    for i, n in enumerate(nums):
        add([f'Is {n} prime?', f'isprime({n})', f'is {n} a prime number', f'Determine whether {n} is prime or composite.', f'Is {n} prime or composite?'][i % 5], 'is-prime', b(isprime(n)))
    # prime factorization
    nums = [84, 48, 252, 80, 60, 126, 294, 1560, 2520, 4536, 90, 72, 360, 1000, 97, 210, 625, 1024, 3675, 999, 128, 462, 5000, 7007, 156]
    for i, n in enumerate(nums):
        add([f'prime factorization of {n}', f'Find the prime factorization of {n}.', f'factor {n}', f'Write {n} as a product of primes', f'What is the prime factorization of {n}?', f'primefactors({n})'][i % 6], 'prime-factorization', fact_text(n))
    # divisors
    nums = [36, 12, 48, 28, 100, 17, 60, 45, 64, 96, 30, 81, 120, 49, 72, 18, 144, 210, 99, 56, 24, 1, 80, 360, 50]
    for i, n in enumerate(nums):
        add([f'divisors of {n}', f'What are the factors of {n}?', f'List all the factors of {n}.', f'divisors({n})', f'Find all divisors of {n}'][i % 5], 'divisors', ', '.join(str(d) for d in divisors(n)))
    # divisible
    quads = [(96, 12), (1234, 3), (2025, 9), (91, 7), (100, 8), (144, 16), (85, 6), (738, 9), (4321, 3), (1000, 125), (57, 19), (77, 4), (360, 24), (250, 15), (999, 27), (64, 6), (121, 11), (300, 7), (6561, 9), (48, 5), (132, 12), (7, 14), (0, 5), (990, 45), (343, 7)]
    for i, (a, c) in enumerate(quads):
        add([f'Is {a} divisible by {c}?', f'Is {c} a factor of {a}?', f'Does {c} divide {a}?', f'is {a} a multiple of {c}', f'Is {c} a divisor of {a}?'][i % 5], 'divisible', b(a % c == 0))
    # parity (OpenStax Prealgebra 2e §2.5: divisible by 2 when the last digit is 0, 2, 4, 6 or 8); SymPy decides with
    # Rational: an integer's remainder mod 2, and a non-integer is neither even nor odd
    from sympy import Rational

    def parity(x):
        v = Rational(x)
        return 'neither' if not v.is_integer else ('even' if v % 2 == 0 else 'odd')

    for i, (x, ask) in enumerate([('17', 'even'), ('24', 'odd'), ('0', 'even'), ('-7', 'odd'), ('35', None), ('2.5', 'even'), ('100', 'even'), ('-12', None),
                                  ('999', 'odd'), ('7/2', 'odd'), ('8/2', 'even'), ('1', 'odd'), ('2.5', None), ('4.0', 'even'), ('123456789', 'odd'), ('-1', 'even'),
                                  ('86', None), ('3.14', 'odd'), ('1000001', 'even'), ('48', 'even'), ('-30', 'odd'), ('77', None), ('2', 'even'), ('13', 'odd'),
                                  ('1/3', None), ('5000', 'odd')]):
        word = parity(x)
        if ask is None:
            q = [f'even or odd: {x}', f'Is {x} even or odd?', f'Determine whether {x} is even or odd.', f'parity of {x}', f'is the number {x} odd or even'][i % 5]
            add(q, 'parity', word)
        else:
            q = [f'Is {x} {ask}?', f'Is {x} an {ask} number?', f'is {x} {ask}', f'Is the number {x} {ask}?'][i % 4]
            add(q, 'parity', b(word == ask))
    # other languages (the normalizer's per-language phrasings)
    for q, lang, task, e in [
        ('¿Es 17 par?', 'es', 'parity', b(parity('17') == 'even')), ('¿35 es par o impar?', 'es', 'parity', parity('35')), ('Ist 24 ungerade?', 'de', 'parity', b(parity('24') == 'odd')),
        ('Ist 35 gerade oder ungerade?', 'de', 'parity', parity('35')), ('17 est-il pair ?', 'fr', 'parity', b(parity('17') == 'even')), ('35 est-il pair ou impair ?', 'fr', 'parity', parity('35')),
        ('Является ли 24 нечётным?', 'ru', 'parity', b(parity('24') == 'odd')), ('чётное или нечётное: 35', 'ru', 'parity', parity('35')),
        ('17是偶数吗？', 'zh-CN', 'parity', b(parity('17') == 'even')), ('35是奇数还是偶数？', 'zh-CN', 'parity', parity('35')), ('¿Es 2,5 par?', 'es', 'parity', b(parity('2.5') == 'even')),
        ('¿Cuál es el máximo común divisor de 48 y 180?', 'es', 'gcd', gcd(48, 180)), ('Calcula el mínimo común múltiplo de 12 y 18', 'es', 'lcm', lcm(12, 18)), ('¿Es 91 un número primo?', 'es', 'is-prime', b(isprime(91))),
        ('Descomposición en factores primos de 84', 'es', 'prime-factorization', fact_text(84)), ('Berechne den ggT von 48 und 180', 'de', 'gcd', gcd(48, 180)), ('Ist 97 eine Primzahl?', 'de', 'is-prime', b(isprime(97))),
        ('Primfaktorzerlegung von 360', 'de', 'prime-factorization', fact_text(360)), ('Ist 96 durch 12 teilbar?', 'de', 'divisible', 'true'), ('Calcule le PGCD de 48 et 180', 'fr', 'gcd', gcd(48, 180)),
        ('17 est-il premier ?', 'fr', 'is-prime', 'true'), ('Quel est le plus petit commun multiple de 8 et 14 ?', 'fr', 'lcm', lcm(8, 14)), ('Quels sont les diviseurs de 36 ?', 'fr', 'divisors', ', '.join(map(str, divisors(36)))),
        ('求48和180的最大公约数', 'zh-CN', 'gcd', gcd(48, 180)), ('17是质数吗？', 'zh-CN', 'is-prime', 'true'), ('把84分解质因数', 'zh-CN', 'prime-factorization', fact_text(84)), ('96能被12整除吗？', 'zh-CN', 'divisible', 'true'),
        ('Найдите НОД чисел 48 и 180', 'ru', 'gcd', gcd(48, 180)), ('Является ли число 91 простым?', 'ru', 'is-prime', 'false'), ('Делится ли 738 на 9?', 'ru', 'divisible', 'true'),
        ('48と180の最大公約数', 'ja', 'gcd', gcd(48, 180)), ('97は素数ですか', 'ja', 'is-prime', 'true'), ('48과 180의 최대공약수', 'ko', 'gcd', gcd(48, 180)), ('Qual é o mínimo múltiplo comum de 4 e 6?', 'pt', 'lcm', lcm(4, 6)),
        ('Wat is de ggd van 48 en 180?', 'nl', 'gcd', gcd(48, 180)), ("48 ve 180 sayılarının EBOB'u", 'tr', 'gcd', gcd(48, 180)), ('Berapa FPB dari 48 dan 180?', 'id', 'gcd', gcd(48, 180)),
        ('هل العدد 97 أولي؟', 'ar', 'is-prime', 'true'), ('क्या 97 एक अभाज्य संख्या है?', 'hi', 'is-prime', 'true'), ('Qual è il massimo comune divisore di 48 e 180?', 'it', 'gcd', gcd(48, 180)),
        ('Vad är sgd av 48 och 180?', 'sv', 'gcd', gcd(48, 180)), ('Знайдіть НСД чисел 48 і 180', 'uk', 'gcd', gcd(48, 180)),
    ]:
        add(q, task, e, SRC_L, lang)
    return out


def main():
    write_corpus(items(), Path(__file__).with_name('corpus.ts'), 'number-theory')


if __name__ == '__main__':
    main()
