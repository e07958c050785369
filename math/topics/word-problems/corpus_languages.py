"""
The word-problems corpus in languages other than English: stories written natively for Lemma (not word-for-word
translations of one English text; names, currencies and phrasings as that language's school books write them), each
with its conditions written here as SymPy equations, independently of the reader. Imported by ./check_corpus.py.

Item: (lang, question, task, conditions, asked, unit)
- conditions: (lhs, rhs) pairs in SymPy symbols; the expected answer is SymPy's unique solution for `asked`
- asked: a symbol, or a tuple of symbols (then the answer lists their values in increasing order, as the app does)
- unit: the text after the number (' km/h', ' mele'), '' for a bare number, or 'M<sign>' for money ('M€', 'M¥', 'M kr'
  for a sign written after the amount)
"""
from sympy import Rational as R, Symbol

a, b, d, k, n, p, s, t, v, x, y = (Symbol(c) for c in 'abdknpstvxy')
SRC = 'Written for Lemma in {lang} (a school word problem of the kind of OpenStax Prealgebra 2e ch. 3, 6, 8, 9; CC BY 4.0)'

ITEMS = [
    # Spanish, German, French, Russian (the first four languages of the reader)
    ('es', 'Un tren recorre 120 km en 1,5 horas. ¿Cuál es su velocidad media?', 'motion', [(120, v * R(3, 2))], v, ' km/h'),
    ('de', 'Ein Zug fährt 120 km in 1,5 Stunden. Wie hoch ist seine Durchschnittsgeschwindigkeit?', 'motion', [(120, v * R(3, 2))], v, ' km/h'),
    ('fr', 'Un train parcourt 120 km en 1,5 heures. Quelle est sa vitesse moyenne ?', 'motion', [(120, v * R(3, 2))], v, ' km/h'),
    ('ru', 'Поезд проезжает 120 км за 1,5 часа. Какова его средняя скорость?', 'motion', [(120, v * R(3, 2))], v, ' km/h'),
    ('es', 'Un coche recorre 150 km en 2 horas. ¿Cuál es su velocidad media?', 'motion', [(150, v * 2)], v, ' km/h'),
    ('es', 'Tom tiene 3 veces más manzanas que Ana. Juntos tienen 24. ¿Cuántas tiene Ana?', 'times-as-many', [(x, 3 * y), (x + y, 24)], y, ' manzanas'),
    ('de', 'Tom hat 3-mal so viele Äpfel wie Anna. Zusammen haben sie 24. Wie viele hat Anna?', 'times-as-many', [(x, 3 * y), (x + y, 24)], y, ' apfel'),
    ('fr', 'Tom a 3 fois plus de pommes que Anne. Ensemble, ils en ont 24. Combien Anne en a-t-elle ?', 'times-as-many', [(x, 3 * y), (x + y, 24)], y, ' pommes'),
    ('ru', 'У брата в 3 раза больше яблок, чем у сестры. Вместе у них 24 яблока. Сколько яблок у сестры?', 'times-as-many', [(x, 3 * y), (x + y, 24)], y, ' apples'),
    ('es', 'Una chaqueta cuesta $80. Tiene un descuento del 25%. ¿Cuál es el precio final?', 'percent', [(s, 80 - R(25, 100) * 80)], s, 'M$'),
    ('de', 'Eine Jacke kostet $80. Es gibt 25% Rabatt. Wie hoch ist der Endpreis?', 'percent', [(s, 80 - R(25, 100) * 80)], s, 'M$'),
    ('fr', 'Une veste coûte $80. Elle est soldée à 25%. Quel est le prix final ?', 'percent', [(s, 80 - R(25, 100) * 80)], s, 'M$'),
    ('ru', 'Куртка стоит $80. Скидка 25%. Какова цена со скидкой?', 'percent', [(s, 80 - R(25, 100) * 80)], s, 'M$'),
    # Italian
    ('it', 'Un treno percorre 120 km in 1,5 ore. Qual è la sua velocità media?', 'motion', [(120, v * R(3, 2))], v, ' km/h'),
    ('it', 'Marco ha percorso 150 km in 2 ore. Qual è stata la sua velocità media?', 'motion', [(150, v * 2)], v, ' km/h'),
    ('it', "Un'auto viaggia a 60 km/h per 3 ore. Quanti chilometri percorre?", 'motion', [(d, 60 * 3)], d, ' km'),
    ('it', 'Un ciclista pedala a 15 km/h. In quanto tempo percorre 45 km?', 'motion', [(45, 15 * t)], t, ' h'),
    ('it', "Quanto tempo impiega un'auto a percorrere 150 km a 60 km/h?", 'motion', [(150, 60 * t)], t, ' h'),
    ('it', 'Marco ha il triplo delle mele di Anna. Insieme hanno 24 mele. Quante mele ha Anna?', 'times-as-many', [(x, 3 * y), (x + y, 24)], y, ' mele'),
    ('it', 'Giulia ha 3 volte le figurine di Paolo. Insieme ne hanno 32. Quante figurine ha Giulia?', 'times-as-many', [(x, 3 * y), (x + y, 32)], x, ' figurine'),
    ('it', 'Luca ha 5 figurine in più di Sara. Insieme ne hanno 25. Quante figurine ha Sara?', 'times-as-many', [(x, y + 5), (x + y, 25)], y, ' figurine'),
    ('it', 'Una giacca costa 80 €. È scontata del 25%. Qual è il prezzo finale?', 'percent', [(s, 80 - R(25, 100) * 80)], s, 'M€'),
    ('it', "Un libro costa 24 euro. C'è uno sconto del 15%. Quanto si paga?", 'percent', [(s, 24 - R(15, 100) * 24)], s, 'M€'),
    ('it', 'In una classe ci sono 25 studenti. Il 40% di loro sono ragazze. Quante sono le ragazze?', 'percent', [(k, R(40, 100) * 25)], k, ' ragazze'),
    ('it', 'Un giardino rettangolare è lungo 12 m e largo 5 m. Qual è la sua area?', 'geometry', [(a, 12 * 5)], a, ' m^2'),
    ('it', 'Un campo rettangolare è lungo 40 metri e largo 25 metri. Calcola il perimetro.', 'geometry', [(p, 2 * 40 + 2 * 25)], p, ' m'),
    ('it', "Il lato di un quadrato misura 7 cm. Calcola l'area.", 'geometry', [(a, 7 ** 2)], a, ' cm^2'),
    ('it', 'La somma di due numeri è 30 e la loro differenza è 4. Trova i numeri.', 'sum-difference', [(x + y, 30), (x - y, 4)], (x, y), ''),
    ('it', 'La somma di due numeri è 56 e la loro differenza è 10. Qual è il numero maggiore?', 'sum-difference', [(x + y, 56), (x - y, 10)], x, ''),
    ('it', 'La somma di tre numeri consecutivi è 75. Trova i numeri.', 'consecutive', [(n + (n + 1) + (n + 2), 75)], (n, n + 1, n + 2), ''),
    ('it', 'La somma di tre numeri dispari consecutivi è 81. Qual è il maggiore?', 'consecutive', [(n + (n + 2) + (n + 4), 81), (x, n + 4)], x, ''),
    ('it', "Il padre ha il triplo dell'età del figlio. La somma delle loro età è 48 anni. Quanti anni ha il figlio?", 'ages', [(x, 3 * y), (x + y, 48)], y, ' years'),
    ('it', 'Marco ha 4 anni più di Luca. La somma delle loro età è 30. Quanti anni ha Luca?', 'ages', [(x, y + 4), (x + y, 30)], y, ' years'),
    ('it', 'Un rubinetto riempie una vasca in 3 ore e un altro la riempie in 6 ore. In quanto tempo la riempiono insieme?', 'work', [(t / 3 + t / 6, 1)], t, ' h'),
    ('it', 'Marco dipinge una stanza in 4 ore e Luca in 6 ore. Quanto tempo impiegano lavorando insieme?', 'work', [(t / 4 + t / 6, 1)], t, ' h'),
]


def expected(conds, asked, unit, num, money):
    """The answer text: SymPy's unique solution of the conditions, formatted as the app states it."""
    from sympy import Eq, solve, sympify
    conds = [(sympify(l), sympify(r)) for l, r in conds]
    syms = sorted({q for c in conds for side in c for q in side.free_symbols}, key=str)
    out = solve([Eq(l, r) for l, r in conds], syms, dict=True)
    assert len(out) == 1, (conds, out)
    if isinstance(asked, tuple):
        return ', '.join(num(w) for w in sorted(sympify(e).subs(out[0]) for e in asked))
    val = out[0][asked]
    if unit.startswith('M'):
        sign = unit[1:]
        amount = money(val)[1:]
        return f'{amount}{sign}' if sign.startswith(' ') else f'{sign}{amount}'
    return f'{num(val)}{unit}'
