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


# The conditions of each kind of story, from the numbers the story states (the reader never sees these).
def speed(dist, time, unit=' km/h'):
    return 'motion', [(dist, v * time)], v, unit


def distance(speed_, time, unit=' km'):
    return 'motion', [(d, speed_ * time)], d, unit


def duration(dist, speed_, unit=' h'):
    return 'motion', [(dist, speed_ * t)], t, unit


def times_total(times, total, ask_first, noun):
    """The first person has `times` times as many as the second; together `total`; asked: the first or the second."""
    return 'times-as-many', [(x, times * y), (x + y, total)], x if ask_first else y, noun


def more_total(more, total, ask_first, noun):
    """The first person has `more` more (negative: fewer) than the second; together `total`."""
    return 'times-as-many', [(x, y + more), (x + y, total)], x if ask_first else y, noun


def discount(price, pct, sign):
    return 'percent', [(s, price - R(pct, 100) * price)], s, 'M' + sign


def percent_of(pct, total, noun):
    return 'percent', [(k, R(pct, 100) * total)], k, noun


def rectangle(length, width, unit, ask='area'):
    if ask == 'area':
        return 'geometry', [(a, length * width)], a, f' {unit}^2'
    return 'geometry', [(p, 2 * length + 2 * width)], p, f' {unit}'


def square(side, unit, ask='area'):
    if ask == 'area':
        return 'geometry', [(a, side ** 2)], a, f' {unit}^2'
    return 'geometry', [(p, 4 * side)], p, f' {unit}'


def sum_difference(total, diff, ask='both'):
    conds = [(x + y, total), (x - y, diff)]
    return 'sum-difference', conds, {'both': (x, y), 'max': x, 'min': y}[ask], ''


def consecutive(count, total, step=1, ask='all'):
    terms = [n + i * step for i in range(count)]
    conds = [(sum(terms), total)]
    if ask == 'all':
        return 'consecutive', conds, tuple(terms), ''
    return 'consecutive', conds + [(x, terms[-1] if ask == 'max' else terms[0])], x, ''


def ages_times(times, total, ask_first):
    """The first person is `times` times as old as the second; the sum of their ages is `total`."""
    return 'ages', [(x, times * y), (x + y, total)], x if ask_first else y, ' years'


def ages_older(older, total, ask_first):
    """The first person is `older` years older (negative: younger) than the second; the sum of their ages is `total`."""
    return 'ages', [(x, y + older), (x + y, total)], x if ask_first else y, ' years'


def together(t1, t2, unit=' h'):
    return 'work', [(t / t1 + t / t2, 1)], t, unit


def S(lang, q, built):
    return (lang, q) + tuple(built)


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
    S('it', 'Un treno percorre 120 km in 1,5 ore. Qual è la sua velocità media?', speed(120, R(3, 2))),
    S('it', 'Marco ha percorso 150 km in 2 ore. Qual è stata la sua velocità media?', speed(150, 2)),
    S('it', "Un'auto viaggia a 60 km/h per 3 ore. Quanti chilometri percorre?", distance(60, 3)),
    S('it', 'Un ciclista pedala a 15 km/h. In quanto tempo percorre 45 km?', duration(45, 15)),
    S('it', "Quanto tempo impiega un'auto a percorrere 150 km a 60 km/h?", duration(150, 60)),
    S('it', 'Marco ha il triplo delle mele di Anna. Insieme hanno 24 mele. Quante mele ha Anna?', times_total(3, 24, False, ' mele')),
    S('it', 'Giulia ha 3 volte le figurine di Paolo. Insieme ne hanno 32. Quante figurine ha Giulia?', times_total(3, 32, True, ' figurine')),
    S('it', 'Luca ha 5 figurine in più di Sara. Insieme ne hanno 25. Quante figurine ha Sara?', more_total(5, 25, False, ' figurine')),
    S('it', 'Una giacca costa 80 €. È scontata del 25%. Qual è il prezzo finale?', discount(80, 25, '€')),
    S('it', "Un libro costa 24 euro. C'è uno sconto del 15%. Quanto si paga?", discount(24, 15, '€')),
    S('it', 'In una classe ci sono 25 studenti. Il 40% di loro sono ragazze. Quante sono le ragazze?', percent_of(40, 25, ' ragazze')),
    S('it', 'Un giardino rettangolare è lungo 12 m e largo 5 m. Qual è la sua area?', rectangle(12, 5, 'm')),
    S('it', 'Un campo rettangolare è lungo 40 metri e largo 25 metri. Calcola il perimetro.', rectangle(40, 25, 'm', 'perimeter')),
    S('it', "Il lato di un quadrato misura 7 cm. Calcola l'area.", square(7, 'cm')),
    S('it', 'La somma di due numeri è 30 e la loro differenza è 4. Trova i numeri.', sum_difference(30, 4)),
    S('it', 'La somma di due numeri è 56 e la loro differenza è 10. Qual è il numero maggiore?', sum_difference(56, 10, 'max')),
    S('it', 'La somma di tre numeri consecutivi è 75. Trova i numeri.', consecutive(3, 75)),
    S('it', 'La somma di tre numeri dispari consecutivi è 81. Qual è il maggiore?', consecutive(3, 81, 2, 'max')),
    S('it', "Il padre ha il triplo dell'età del figlio. La somma delle loro età è 48 anni. Quanti anni ha il figlio?", ages_times(3, 48, False)),
    S('it', 'Marco ha 4 anni più di Luca. La somma delle loro età è 30. Quanti anni ha Luca?', ages_older(4, 30, False)),
    S('it', 'Un rubinetto riempie una vasca in 3 ore e un altro la riempie in 6 ore. In quanto tempo la riempiono insieme?', together(3, 6)),
    S('it', 'Marco dipinge una stanza in 4 ore e Luca in 6 ore. Quanto tempo impiegano lavorando insieme?', together(4, 6)),
    # Portuguese
    S('pt', 'Um trem percorre 120 km em 1,5 hora. Qual é a sua velocidade média?', speed(120, R(3, 2))),
    S('pt', 'Pedro percorreu 150 km em 2 horas. Qual foi a sua velocidade média?', speed(150, 2)),
    S('pt', 'Um carro viaja a 60 km/h durante 3 horas. Quantos quilômetros ele percorre?', distance(60, 3)),
    S('pt', 'Um ciclista pedala a 15 km/h. Em quanto tempo percorre 45 km?', duration(45, 15)),
    S('pt', 'Quanto tempo um carro leva para percorrer 150 km a 60 km/h?', duration(150, 60)),
    S('pt', 'Pedro tem o triplo das maçãs de Ana. Juntos, eles têm 24 maçãs. Quantas maçãs tem Ana?', times_total(3, 24, False, ' macas')),
    S('pt', 'Júlia tem 3 vezes mais figurinhas que Paulo. Juntos têm 32. Quantas figurinhas Júlia tem?', times_total(3, 32, True, ' figurinhas')),
    S('pt', 'Lucas tem 5 figurinhas a mais que Sara. Juntos têm 25. Quantas figurinhas tem Sara?', more_total(5, 25, False, ' figurinhas')),
    S('pt', 'Uma camisa custa R$ 80. Ela tem um desconto de 25%. Qual é o preço final?', discount(80, 25, 'R$')),
    S('pt', 'Um livro custa 24 euros. Há um desconto de 15%. Quanto se paga?', discount(24, 15, '€')),
    S('pt', 'Numa turma há 25 alunos. 40% deles são meninas. Quantas meninas há na turma?', percent_of(40, 25, ' meninas')),
    S('pt', 'Um jardim retangular tem 12 m de comprimento e 5 m de largura. Qual é a sua área?', rectangle(12, 5, 'm')),
    S('pt', 'Um terreno retangular tem 40 metros de comprimento e 25 metros de largura. Calcule o perímetro.', rectangle(40, 25, 'm', 'perimeter')),
    S('pt', 'O lado de um quadrado mede 7 cm. Qual é a sua área?', square(7, 'cm')),
    S('pt', 'A soma de dois números é 30 e a diferença entre eles é 4. Quais são os números?', sum_difference(30, 4)),
    S('pt', 'A soma de dois números é 56 e a sua diferença é 10. Qual é o maior número?', sum_difference(56, 10, 'max')),
    S('pt', 'A soma de três números consecutivos é 75. Quais são esses números?', consecutive(3, 75)),
    S('pt', 'A soma de três números ímpares consecutivos é 81. Qual é o maior?', consecutive(3, 81, 2, 'max')),
    S('pt', 'O pai tem o triplo da idade do filho. A soma das suas idades é 48 anos. Quantos anos tem o filho?', ages_times(3, 48, False)),
    S('pt', 'Pedro é 4 anos mais velho que Lucas. A soma das idades deles é 30. Quantos anos tem Lucas?', ages_older(4, 30, False)),
    S('pt', 'Uma torneira enche um tanque em 3 horas e a outra enche em 6 horas. Em quanto tempo as duas juntas enchem o tanque?', together(3, 6)),
    S('pt', 'Pedro pinta uma sala em 4 horas e João em 6 horas. Em quanto tempo os dois juntos pintam a sala?', together(4, 6)),
    # Dutch
    S('nl', 'Een trein rijdt 120 km in 1,5 uur. Wat is zijn gemiddelde snelheid?', speed(120, R(3, 2))),
    S('nl', 'Pieter fietst 45 km in 3 uur. Wat is zijn gemiddelde snelheid?', speed(45, 3)),
    S('nl', 'Een auto rijdt 3 uur lang met een snelheid van 60 km/h. Hoeveel kilometer legt hij af?', distance(60, 3)),
    S('nl', 'Een fietser rijdt met 15 km/h. Hoe lang doet hij over 45 km?', duration(45, 15)),
    S('nl', 'Hoeveel uur doet een auto over 150 km bij een snelheid van 60 km/h?', duration(150, 60)),
    S('nl', 'Tom heeft 3 keer zoveel appels als Anna. Samen hebben ze 24 appels. Hoeveel appels heeft Anna?', times_total(3, 24, False, ' appels')),
    S('nl', 'Lisa heeft 3 keer zoveel stickers als Sem. Samen hebben ze 32 stickers. Hoeveel stickers heeft Lisa?', times_total(3, 32, True, ' stickers')),
    S('nl', 'Daan heeft 5 knikkers meer dan Emma. Samen hebben ze 25 knikkers. Hoeveel knikkers heeft Emma?', more_total(5, 25, False, ' knikkers')),
    S('nl', 'Een jas kost €80. Hij is 25% afgeprijsd. Wat is de nieuwe prijs?', discount(80, 25, '€')),
    S('nl', 'Een boek kost 24 euro. Er is 15% korting. Hoeveel moet je betalen?', discount(24, 15, '€')),
    S('nl', 'In een klas zitten 25 leerlingen. 40% van hen zijn meisjes. Hoeveel meisjes zitten er in de klas?', percent_of(40, 25, ' meisjes')),
    S('nl', 'Een rechthoekige tuin is 12 m lang en 5 m breed. Wat is de oppervlakte?', rectangle(12, 5, 'm')),
    S('nl', 'Een rechthoekig veld is 40 meter lang en 25 meter breed. Bereken de omtrek.', rectangle(40, 25, 'm', 'perimeter')),
    S('nl', 'Een vierkant heeft zijden van 7 cm. Wat is de oppervlakte?', square(7, 'cm')),
    S('nl', 'De som van twee getallen is 30 en hun verschil is 4. Welke getallen zijn het?', sum_difference(30, 4)),
    S('nl', 'De som van twee getallen is 56 en het verschil is 10. Wat is het grootste getal?', sum_difference(56, 10, 'max')),
    S('nl', 'De som van drie opeenvolgende getallen is 75. Welke getallen zijn het?', consecutive(3, 75)),
    S('nl', 'De som van drie opeenvolgende oneven getallen is 81. Wat is het grootste getal?', consecutive(3, 81, 2, 'max')),
    S('nl', 'Vader is 3 keer zo oud als zijn zoon. Samen zijn ze 48 jaar. Hoe oud is de zoon?', ages_times(3, 48, False)),
    S('nl', 'Pieter is 4 jaar ouder dan Lucas. Samen zijn ze 30 jaar oud. Hoe oud is Lucas?', ages_older(4, 30, False)),
    S('nl', 'Een kraan vult een bad in 3 uur en een andere kraan vult het in 6 uur. Hoe lang duurt het als beide kranen tegelijk open staan?', together(3, 6)),
    S('nl', 'Pieter schildert een kamer in 4 uur en Jan in 6 uur. Hoe lang doen ze erover als ze samen werken?', together(4, 6)),
    # Swedish
    S('sv', 'Ett tåg kör 120 km på 1,5 timmar. Vad är dess medelhastighet?', speed(120, R(3, 2))),
    S('sv', 'Erik cyklar 45 km på 3 timmar. Vad är hans medelhastighet?', speed(45, 3)),
    S('sv', 'En bil kör i 60 km/h i 3 timmar. Hur långt kör den?', distance(60, 3)),
    S('sv', 'En cyklist cyklar med 15 km/h. Hur lång tid tar det att cykla 45 km?', duration(45, 15)),
    S('sv', 'Hur lång tid tar det för en bil att köra 150 km i 60 km/h?', duration(150, 60)),
    S('sv', 'Erik har 3 gånger så många äpplen som Anna. Tillsammans har de 24 äpplen. Hur många äpplen har Anna?', times_total(3, 24, False, ' applen')),
    S('sv', 'Lisa har 3 gånger så många klistermärken som Olle. Tillsammans har de 32 klistermärken. Hur många klistermärken har Lisa?', times_total(3, 32, True, ' klistermarken')),
    S('sv', 'Oskar har 5 fler kulor än Elsa. Tillsammans har de 25 kulor. Hur många kulor har Elsa?', more_total(5, 25, False, ' kulor')),
    S('sv', 'En jacka kostar 800 kr. Den är nedsatt med 25 %. Vad är det nya priset?', discount(800, 25, ' kr')),
    S('sv', 'En bok kostar 240 kr. Det är 15 % rabatt. Hur mycket ska man betala?', discount(240, 15, ' kr')),
    S('sv', 'I en klass finns det 25 elever. 40 % av dem är flickor. Hur många flickor finns det i klassen?', percent_of(40, 25, ' flickor')),
    S('sv', 'En rektangulär trädgård är 12 m lång och 5 m bred. Vad är dess area?', rectangle(12, 5, 'm')),
    S('sv', 'En rektangulär tomt är 40 meter lång och 25 meter bred. Beräkna omkretsen.', rectangle(40, 25, 'm', 'perimeter')),
    S('sv', 'En kvadrat har sidan 7 cm. Vad är dess area?', square(7, 'cm')),
    S('sv', 'Summan av två tal är 30 och deras differens är 4. Vilka är talen?', sum_difference(30, 4)),
    S('sv', 'Summan av två tal är 56 och skillnaden mellan dem är 10. Vilket är det största talet?', sum_difference(56, 10, 'max')),
    S('sv', 'Summan av tre på varandra följande tal är 75. Vilka är talen?', consecutive(3, 75)),
    S('sv', 'Summan av tre på varandra följande udda tal är 81. Vilket är det största talet?', consecutive(3, 81, 2, 'max')),
    S('sv', 'Pappa är 3 gånger så gammal som sin son. Tillsammans är de 48 år. Hur gammal är sonen?', ages_times(3, 48, False)),
    S('sv', 'Erik är 4 år äldre än Lucas. Tillsammans är de 30 år. Hur gammal är Lucas?', ages_older(4, 30, False)),
    S('sv', 'En kran fyller ett badkar på 3 timmar och en annan kran fyller det på 6 timmar. Hur lång tid tar det om båda kranarna är öppna?', together(3, 6)),
    S('sv', 'Erik målar ett rum på 4 timmar och Johan på 6 timmar. Hur lång tid tar det om de arbetar tillsammans?', together(4, 6)),
    # Turkish
    S('tr', 'Bir tren 1,5 saatte 120 km yol alıyor. Trenin ortalama hızı nedir?', speed(120, R(3, 2))),
    S('tr', "Ali 3 saatte 45 km bisiklet sürdü. Ali'nin ortalama hızı nedir?", speed(45, 3)),
    S('tr', 'Bir araba saatte 60 km hızla 3 saat gidiyor. Kaç km yol alır?', distance(60, 3)),
    S('tr', "Bir bisikletli saatte 15 km hızla gidiyor. 45 km'yi kaç saatte gider?", duration(45, 15)),
    S('tr', "Saatte 60 km hızla giden bir araba 150 km'yi kaç saatte alır?", duration(150, 60)),
    S('tr', "Ali'nin elmaları Ayşe'nin elmalarının 3 katıdır. İkisinin toplam 24 elması var. Ayşe'nin kaç elması var?", times_total(3, 24, False, ' elma')),
    S('tr', "Zeynep'in, Can'ın 3 katı kadar çıkartması var. İkisinin toplam 32 çıkartması var. Zeynep'in kaç çıkartması var?", times_total(3, 32, True, '')),
    S('tr', "Mehmet'in Elif'ten 5 fazla bilyesi var. İkisinin toplam 25 bilyesi var. Elif'in kaç bilyesi var?", more_total(5, 25, False, '')),
    S('tr', 'Bir ceket 800 TL. Ceket %25 indirimli satılıyor. Ceketin indirimli fiyatı nedir?', discount(800, 25, '₺')),
    S('tr', 'Bir kitap 240 TL. Kitapta %15 indirim var. Kaç TL ödenir?', discount(240, 15, '₺')),
    S('tr', "Bir sınıfta 25 öğrenci var. Öğrencilerin %40'ı kızdır. Sınıfta kaç kız var?", percent_of(40, 25, ' kiz')),
    S('tr', "Dikdörtgen şeklindeki bir bahçenin uzunluğu 12 m, genişliği 5 m'dir. Bahçenin alanı kaç m²'dir?", rectangle(12, 5, 'm')),
    S('tr', 'Dikdörtgen şeklindeki bir tarlanın uzunluğu 40 metre, genişliği 25 metredir. Tarlanın çevresi kaç metredir?', rectangle(40, 25, 'm', 'perimeter')),
    S('tr', "Bir karenin bir kenarı 7 cm'dir. Karenin alanı kaç cm²'dir?", square(7, 'cm')),
    S('tr', "İki sayının toplamı 30, farkı 4'tür. Bu sayıları bulunuz.", sum_difference(30, 4)),
    S('tr', "İki sayının toplamı 56, farkı 10'dur. Büyük sayı kaçtır?", sum_difference(56, 10, 'max')),
    S('tr', "Ardışık üç tam sayının toplamı 75'tir. Bu sayıları bulunuz.", consecutive(3, 75)),
    S('tr', "Ardışık üç tek sayının toplamı 81'dir. En büyük sayı kaçtır?", consecutive(3, 81, 2, 'max')),
    S('tr', "Babanın yaşı oğlunun yaşının 3 katıdır. Yaşları toplamı 48'dir. Oğlu kaç yaşındadır?", ages_times(3, 48, False)),
    S('tr', "Ali, Can'dan 4 yaş büyüktür. Yaşları toplamı 30'dur. Can kaç yaşındadır?", ages_older(4, 30, False)),
    S('tr', 'Bir musluk havuzu 3 saatte, diğer musluk 6 saatte dolduruyor. İkisi birlikte havuzu kaç saatte doldurur?', together(3, 6)),
    S('tr', 'Ali bir odayı 4 saatte, Can 6 saatte boyuyor. İkisi birlikte odayı kaç saatte boyar?', together(4, 6)),
    # Indonesian
    S('id', 'Sebuah kereta api menempuh jarak 120 km dalam 1,5 jam. Berapa kecepatan rata-ratanya?', speed(120, R(3, 2))),
    S('id', 'Budi bersepeda sejauh 45 km dalam 3 jam. Berapa kecepatan rata-rata Budi?', speed(45, 3)),
    S('id', 'Sebuah mobil melaju dengan kecepatan 60 km/jam selama 3 jam. Berapa jarak yang ditempuh?', distance(60, 3)),
    S('id', 'Seorang pesepeda melaju dengan kecepatan 15 km/jam. Berapa lama waktu yang diperlukan untuk menempuh 45 km?', duration(45, 15)),
    S('id', 'Berapa jam waktu yang diperlukan sebuah mobil untuk menempuh 150 km dengan kecepatan 60 km/jam?', duration(150, 60)),
    S('id', 'Budi memiliki apel 3 kali lebih banyak daripada Ani. Jumlah apel mereka 24 buah. Berapa banyak apel Ani?', times_total(3, 24, False, ' apel')),
    S('id', 'Banyak stiker Sinta 3 kali banyak stiker Dodi. Jumlah stiker mereka 32. Berapa banyak stiker Sinta?', times_total(3, 32, True, ' stiker')),
    S('id', 'Rudi memiliki 5 kelereng lebih banyak daripada Sari. Jumlah kelereng mereka 25. Berapa banyak kelereng Sari?', more_total(5, 25, False, ' kelereng')),
    S('id', 'Harga sebuah jaket Rp80.000. Jaket itu mendapat diskon 25%. Berapa harga jaket setelah diskon?', discount(80000, 25, "Rp")),
    S('id', 'Harga sebuah buku Rp40.000. Toko memberikan diskon 15%. Berapa yang harus dibayar?', discount(40000, 15, "Rp")),
    S('id', 'Di sebuah kelas terdapat 25 siswa. 40% dari mereka adalah perempuan. Berapa banyak siswa perempuan?', percent_of(40, 25, ' perempuan')),
    S('id', 'Sebuah kebun berbentuk persegi panjang dengan panjang 12 m dan lebar 5 m. Berapa luas kebun tersebut?', rectangle(12, 5, 'm')),
    S('id', 'Sebuah lapangan berbentuk persegi panjang memiliki panjang 40 meter dan lebar 25 meter. Hitunglah kelilingnya.', rectangle(40, 25, 'm', 'perimeter')),
    S('id', 'Sebuah persegi memiliki panjang sisi 7 cm. Berapa luasnya?', square(7, 'cm')),
    S('id', 'Jumlah dua bilangan adalah 30 dan selisihnya 4. Tentukan kedua bilangan tersebut.', sum_difference(30, 4)),
    S('id', 'Jumlah dua bilangan adalah 56 dan selisih kedua bilangan itu 10. Berapakah bilangan yang lebih besar?', sum_difference(56, 10, 'max')),
    S('id', 'Jumlah tiga bilangan bulat berurutan adalah 75. Tentukan bilangan-bilangan tersebut.', consecutive(3, 75)),
    S('id', 'Jumlah tiga bilangan ganjil berurutan adalah 81. Berapakah bilangan terbesar?', consecutive(3, 81, 2, 'max')),
    S('id', 'Umur ayah 3 kali umur anaknya. Jumlah umur mereka 48 tahun. Berapa umur anaknya?', ages_times(3, 48, False)),
    S('id', 'Budi 4 tahun lebih tua daripada Andi. Jumlah umur mereka 30 tahun. Berapa umur Andi?', ages_older(4, 30, False)),
    S('id', 'Sebuah keran dapat mengisi bak mandi dalam 3 jam, dan keran lain dapat mengisinya dalam 6 jam. Berapa lama waktu yang dibutuhkan jika kedua keran dibuka bersama-sama?', together(3, 6)),
    S('id', 'Budi dapat mengecat sebuah kamar dalam 4 jam, sedangkan Andi dalam 6 jam. Berapa lama jika mereka bekerja bersama-sama?', together(4, 6)),
    # Ukrainian
    S('uk', 'Потяг проїжджає 120 км за 1,5 години. Яка його середня швидкість?', speed(120, R(3, 2))),
    S('uk', 'Петро проїхав на велосипеді 45 км за 3 години. Яка його середня швидкість?', speed(45, 3)),
    S('uk', 'Автомобіль їде зі швидкістю 60 км/год протягом 3 годин. Яку відстань він проїде?', distance(60, 3)),
    S('uk', 'Велосипедист їде зі швидкістю 15 км/год. За скільки годин він проїде 45 км?', duration(45, 15)),
    S('uk', 'За який час автомобіль проїде 150 км зі швидкістю 60 км/год?', duration(150, 60)),
    S('uk', 'У Петра в 3 рази більше яблук, ніж у Марії. Разом у них 24 яблука. Скільки яблук у Марії?', times_total(3, 24, False, ' apples')),
    S('uk', 'В Оксани в 3 рази більше наліпок, ніж в Андрія. Разом у них 32 наліпки. Скільки наліпок в Оксани?', times_total(3, 32, True, ' stickers')),
    S('uk', 'У Тараса на 5 кульок більше, ніж у Олени. Разом у них 25 кульок. Скільки кульок у Олени?', more_total(5, 25, False, ' marbles')),
    S('uk', 'Куртка коштує 800 гривень. На неї знижка 25%. Скільки коштує куртка зі знижкою?', discount(800, 25, '₴')),
    S('uk', 'Книжка коштує 240 грн. Знижка становить 15%. Скільки треба заплатити?', discount(240, 15, '₴')),
    S('uk', 'У класі 25 учнів. 40% з них — дівчата. Скільки дівчат у класі?', percent_of(40, 25, ' girls')),
    S('uk', 'Прямокутний сад має довжину 12 м і ширину 5 м. Яка його площа?', rectangle(12, 5, 'm')),
    S('uk', 'Довжина прямокутного поля 40 м, а ширина 25 м. Знайдіть периметр поля.', rectangle(40, 25, 'm', 'perimeter')),
    S('uk', 'Сторона квадрата дорівнює 7 см. Знайдіть площу квадрата.', square(7, 'cm')),
    S('uk', 'Сума двох чисел дорівнює 30, а їх різниця — 4. Знайдіть ці числа.', sum_difference(30, 4)),
    S('uk', 'Сума двох чисел дорівнює 56, а їх різниця дорівнює 10. Знайдіть більше число.', sum_difference(56, 10, 'max')),
    S('uk', 'Сума трьох послідовних натуральних чисел дорівнює 75. Знайдіть ці числа.', consecutive(3, 75)),
    S('uk', 'Сума трьох послідовних непарних чисел дорівнює 81. Знайдіть найбільше з них.', consecutive(3, 81, 2, 'max')),
    S('uk', 'Батько втричі старший за сина. Разом їм 48 років. Скільки років синові?', ages_times(3, 48, False)),
    S('uk', 'Петро на 4 роки старший за Андрія. Разом їм 30 років. Скільки років Андрієві?', ages_older(4, 30, False)),
    S('uk', 'Одна труба наповнює басейн за 3 години, а друга — за 6 годин. За скільки годин наповнять басейн обидві труби разом?', together(3, 6)),
    S('uk', 'Петро фарбує кімнату за 4 години, а Андрій — за 6 годин. За скільки годин вони пофарбують кімнату разом?', together(4, 6)),
    # Chinese (simplified)
    S('zh-CN', '一列火车1.5小时行驶120千米，它的平均速度是多少？', speed(120, R(3, 2))),
    S('zh-CN', '小明骑自行车3小时行了45千米，他的平均速度是多少？', speed(45, 3)),
    S('zh-CN', '一辆汽车以每小时60千米的速度行驶了3小时，它一共行驶了多少千米？', distance(60, 3)),
    S('zh-CN', '一个骑车人的速度是每小时15千米，骑45千米需要几小时？', duration(45, 15)),
    S('zh-CN', '一辆汽车以每小时60千米的速度行驶150千米，需要多少小时？', duration(150, 60)),
    S('zh-CN', '小明的苹果是小红的3倍，他们一共有24个苹果。小红有多少个苹果？', times_total(3, 24, False, ' apples')),
    S('zh-CN', '小丽的贴纸是小刚的3倍，两人一共有32张贴纸。小丽有多少张贴纸？', times_total(3, 32, True, ' stickers')),
    S('zh-CN', '小华比小军多5颗弹珠，两人一共有25颗弹珠。小军有多少颗弹珠？', more_total(5, 25, False, ' marbles')),
    S('zh-CN', '一件外套原价800元，现在打七五折出售，现价多少元？', discount(800, 25, '¥')),
    S('zh-CN', '一本书定价40元，打八五折后要付多少元？', discount(40, 15, '¥')),
    S('zh-CN', '一个班有25名学生，其中40%是女生。女生有多少名？', percent_of(40, 25, ' girls')),
    S('zh-CN', '一个长方形花园长12米，宽5米，它的面积是多少平方米？', rectangle(12, 5, 'm')),
    S('zh-CN', '一块长方形田地长40米，宽25米，它的周长是多少米？', rectangle(40, 25, 'm', 'perimeter')),
    S('zh-CN', '一个正方形的边长是7厘米，它的面积是多少平方厘米？', square(7, 'cm')),
    S('zh-CN', '两个数的和是30，差是4，求这两个数。', sum_difference(30, 4)),
    S('zh-CN', '两个数的和是56，差是10，较大的数是多少？', sum_difference(56, 10, 'max')),
    S('zh-CN', '三个连续整数的和是75，求这三个数。', consecutive(3, 75)),
    S('zh-CN', '三个连续奇数的和是81，最大的数是多少？', consecutive(3, 81, 2, 'max')),
    S('zh-CN', '爸爸的年龄是儿子的3倍，两人年龄之和是48岁。儿子今年多少岁？', ages_times(3, 48, False)),
    S('zh-CN', '小明比小华大4岁，两人年龄之和是30岁。小华多少岁？', ages_older(4, 30, False)),
    S('zh-CN', '一个水池，甲管单独注满需要3小时，乙管单独注满需要6小时。两管同时打开，几小时能注满？', together(3, 6)),
    S('zh-CN', '一项工程，甲单独做需要4天完成，乙单独做需要6天完成。两人合作需要几天完成？', together(4, 6, ' days')),
    # Chinese (traditional)
    S('zh-TW', '一列火車1.5小時行駛120公里，它的平均速度是多少？', speed(120, R(3, 2))),
    S('zh-TW', '小明的蘋果是小紅的3倍，他們一共有24個蘋果。小紅有多少個蘋果？', times_total(3, 24, False, ' apples')),
    S('zh-TW', '一件外套原價800元，現在打七五折出售，現價多少元？', discount(800, 25, '¥')),
    S('zh-TW', '一個長方形花園長12米，寬5米，它的面積是多少平方米？', rectangle(12, 5, 'm')),
    S('zh-TW', '兩個數的和是30，差是4，求這兩個數。', sum_difference(30, 4)),
    S('zh-TW', '爸爸的年齡是兒子的3倍，兩人年齡之和是48歲。兒子今年多少歲？', ages_times(3, 48, False)),
    # Japanese
    S('ja', '電車が120kmを1.5時間で走りました。平均の速さは時速何kmですか。', speed(120, R(3, 2))),
    S('ja', 'たろうさんは自転車で45kmを3時間で走りました。平均の速さは時速何kmですか。', speed(45, 3)),
    S('ja', '自動車が時速60kmで3時間走ると、何km進みますか。', distance(60, 3)),
    S('ja', '自転車が時速15kmで走ります。45km進むのに何時間かかりますか。', duration(45, 15)),
    S('ja', '時速60kmで走る自動車は、150km進むのに何時間かかりますか。', duration(150, 60)),
    S('ja', 'たろうさんのりんごの数は、はなこさんの3倍です。2人合わせて24個あります。はなこさんはりんごを何個持っていますか。', times_total(3, 24, False, ' apples')),
    S('ja', 'ゆいさんのシールの数は、けんたさんの3倍です。2人合わせて32枚あります。ゆいさんはシールを何枚持っていますか。', times_total(3, 32, True, ' stickers')),
    S('ja', 'けんたさんはゆいさんよりビー玉を5個多く持っています。2人合わせて25個あります。ゆいさんはビー玉を何個持っていますか。', more_total(5, 25, False, ' marbles')),
    S('ja', '800円のシャツが25%引きで売られています。代金はいくらですか。', discount(800, 25, '¥')),
    S('ja', '1200円の本を15%引きで買いました。いくら払いましたか。', discount(1200, 15, '¥')),
    S('ja', 'クラスには25人の生徒がいます。そのうち40%が女子です。女子は何人ですか。', percent_of(40, 25, ' girls')),
    S('ja', 'たて12m、横5mの長方形の花だんがあります。面積は何m²ですか。', rectangle(12, 5, 'm')),
    S('ja', 'たて40m、横25mの長方形の畑があります。まわりの長さは何mですか。', rectangle(40, 25, 'm', 'perimeter')),
    S('ja', '1辺が7cmの正方形があります。面積は何cm²ですか。', square(7, 'cm')),
    S('ja', '2つの数の和は30で、差は4です。2つの数を求めなさい。', sum_difference(30, 4)),
    S('ja', '2つの数の和は56で、差は10です。大きいほうの数を求めなさい。', sum_difference(56, 10, 'max')),
    S('ja', '連続する3つの整数の和は75です。3つの整数を求めなさい。', consecutive(3, 75)),
    S('ja', '連続する3つの奇数の和は81です。いちばん大きい数を求めなさい。', consecutive(3, 81, 2, 'max')),
    S('ja', '父の年齢は息子の年齢の3倍で、2人の年齢の和は48歳です。息子は何歳ですか。', ages_times(3, 48, False)),
    S('ja', 'たろうさんはけんたさんより4歳年上です。2人の年齢の和は30歳です。けんたさんは何歳ですか。', ages_older(4, 30, False)),
    S('ja', '水そうをいっぱいにするのに、Aの管では3時間、Bの管では6時間かかります。両方の管を同時に使うと何時間かかりますか。', together(3, 6)),
    S('ja', 'ある仕事を、たろうさんは4日、けんたさんは6日で終えます。2人でいっしょにすると何日で終わりますか。', together(4, 6, ' days')),
    # Korean
    S('ko', '기차가 120 km를 1.5시간 동안 달렸습니다. 평균 속력은 시속 몇 km입니까?', speed(120, R(3, 2))),
    S('ko', '민수는 자전거로 45 km를 3시간 동안 달렸습니다. 민수의 평균 속력은 몇 km/h입니까?', speed(45, 3)),
    S('ko', '자동차가 시속 60 km로 3시간 동안 달리면 몇 km를 갈 수 있습니까?', distance(60, 3)),
    S('ko', '자전거가 시속 15 km로 달립니다. 45 km를 가는 데 몇 시간이 걸립니까?', duration(45, 15)),
    S('ko', '시속 60 km로 달리는 자동차가 150 km를 가는 데 몇 시간이 걸립니까?', duration(150, 60)),
    S('ko', '민수가 가진 사과의 수는 지수가 가진 사과의 수의 3배입니다. 두 사람이 가진 사과는 모두 24개입니다. 지수는 사과를 몇 개 가지고 있습니까?', times_total(3, 24, False, ' apples')),
    S('ko', '영희가 가진 스티커는 철수가 가진 스티커의 3배입니다. 두 사람이 가진 스티커는 모두 32장입니다. 영희는 스티커를 몇 장 가지고 있습니까?', times_total(3, 32, True, ' stickers')),
    S('ko', '철수는 영희보다 구슬을 5개 더 많이 가지고 있습니다. 두 사람이 가진 구슬은 모두 25개입니다. 영희는 구슬을 몇 개 가지고 있습니까?', more_total(5, 25, False, ' marbles')),
    S('ko', '80000원짜리 재킷을 25% 할인하여 팝니다. 할인된 가격은 얼마입니까?', discount(80000, 25, '₩')),
    S('ko', '12000원인 책을 15% 할인받아 샀습니다. 얼마를 냈습니까?', discount(12000, 15, '₩')),
    S('ko', '한 반에 학생이 25명 있습니다. 그중 40%가 여학생입니다. 여학생은 몇 명입니까?', percent_of(40, 25, ' girls')),
    S('ko', '가로가 12 m, 세로가 5 m인 직사각형 모양의 꽃밭이 있습니다. 꽃밭의 넓이는 몇 m²입니까?', rectangle(12, 5, 'm')),
    S('ko', '가로가 40 m, 세로가 25 m인 직사각형 모양의 밭이 있습니다. 밭의 둘레는 몇 m입니까?', rectangle(40, 25, 'm', 'perimeter')),
    S('ko', '한 변의 길이가 7 cm인 정사각형의 넓이는 몇 cm²입니까?', square(7, 'cm')),
    S('ko', '두 수의 합은 30이고 차는 4입니다. 두 수를 구하시오.', sum_difference(30, 4)),
    S('ko', '두 수의 합은 56이고 차는 10입니다. 큰 수를 구하시오.', sum_difference(56, 10, 'max')),
    S('ko', '연속하는 세 자연수의 합이 75입니다. 세 수를 구하시오.', consecutive(3, 75)),
    S('ko', '연속하는 세 홀수의 합이 81입니다. 가장 큰 수를 구하시오.', consecutive(3, 81, 2, 'max')),
    S('ko', '아버지의 나이는 아들의 나이의 3배이고, 두 사람의 나이의 합은 48살입니다. 아들은 몇 살입니까?', ages_times(3, 48, False)),
    S('ko', '민수는 지수보다 4살 많습니다. 두 사람의 나이의 합은 30살입니다. 지수는 몇 살입니까?', ages_older(4, 30, False)),
    S('ko', '물탱크를 가득 채우는 데 A 수도관으로는 3시간, B 수도관으로는 6시간이 걸립니다. 두 수도관을 동시에 사용하면 몇 시간이 걸립니까?', together(3, 6)),
    S('ko', '어떤 일을 민수는 4일, 지수는 6일 만에 끝냅니다. 두 사람이 함께 하면 며칠 만에 끝낼 수 있습니까?', together(4, 6, ' days')),
    # Arabic
    S('ar', 'يقطع قطار مسافة 120 كم في 1.5 ساعة. ما سرعته المتوسطة؟', speed(120, R(3, 2))),
    S('ar', 'قطع أحمد بالدراجة 45 كم في 3 ساعات. ما سرعته المتوسطة؟', speed(45, 3)),
    S('ar', 'تسير سيارة بسرعة 60 كم/ساعة لمدة 3 ساعات. ما المسافة التي تقطعها؟', distance(60, 3)),
    S('ar', 'يسير دراج بسرعة 15 كم/ساعة. كم ساعة يحتاج لقطع 45 كم؟', duration(45, 15)),
    S('ar', 'كم ساعة تحتاج سيارة سرعتها 60 كم/ساعة لقطع 150 كم؟', duration(150, 60)),
    S('ar', 'عند أحمد 3 أمثال ما عند سارة من التفاح. مجموع ما عندهما 24 تفاحة. كم تفاحة عند سارة؟', times_total(3, 24, False, ' apples')),
    S('ar', 'عند مريم 3 أمثال ما عند علي من الملصقات. مجموع ما عندهما 32 ملصقًا. كم ملصقًا عند مريم؟', times_total(3, 32, True, ' stickers')),
    S('ar', 'عند خالد 5 أقلام أكثر مما عند ليلى. مجموع ما عندهما 25 قلمًا. كم قلمًا عند ليلى؟', more_total(5, 25, False, ' pencils')),
    S('ar', 'سعر المعطف 80 دولارًا. عليه خصم 25%. ما السعر بعد الخصم؟', discount(80, 25, '$')),
    S('ar', 'سعر الكتاب 40 ريالًا. يوجد خصم 15%. كم يدفع المشتري؟', discount(40, 15, ' riyals')),
    S('ar', 'في فصل 25 طالبًا، 40% منهم بنات. كم عدد البنات؟', percent_of(40, 25, ' girls')),
    S('ar', 'حديقة مستطيلة الشكل طولها 12 م وعرضها 5 م. ما مساحتها؟', rectangle(12, 5, 'm')),
    S('ar', 'قطعة أرض مستطيلة الشكل طولها 40 م وعرضها 25 م. ما محيطها؟', rectangle(40, 25, 'm', 'perimeter')),
    S('ar', 'مربع طول ضلعه 7 سم. ما مساحته؟', square(7, 'cm')),
    S('ar', 'مجموع عددين 30 والفرق بينهما 4. أوجد العددين.', sum_difference(30, 4)),
    S('ar', 'مجموع عددين 56 والفرق بينهما 10. ما العدد الأكبر؟', sum_difference(56, 10, 'max')),
    S('ar', 'مجموع ثلاثة أعداد صحيحة متتالية 75. أوجد هذه الأعداد.', consecutive(3, 75)),
    S('ar', 'مجموع ثلاثة أعداد فردية متتالية 81. ما أكبر هذه الأعداد؟', consecutive(3, 81, 2, 'max')),
    S('ar', 'عمر الأب 3 أمثال عمر الابن، ومجموع عمريهما 48 سنة. كم عمر الابن؟', ages_times(3, 48, False)),
    S('ar', 'أحمد أكبر من سارة بـ 4 سنوات. مجموع عمريهما 30 سنة. كم عمر سارة؟', ages_older(4, 30, False)),
    S('ar', 'صنبور يملأ حوضًا في 3 ساعات، وصنبور آخر يملؤه في 6 ساعات. في كم ساعة يملآنه معًا؟', together(3, 6)),
    S('ar', 'يدهن أحمد غرفة في 4 ساعات، ويدهنها علي في 6 ساعات. في كم ساعة يدهنانها معًا؟', together(4, 6)),
    # Hindi
    S('hi', 'एक रेलगाड़ी 1.5 घंटे में 120 किमी की दूरी तय करती है। उसकी औसत चाल क्या है?', speed(120, R(3, 2))),
    S('hi', 'राम साइकिल से 3 घंटे में 45 किमी जाता है। उसकी औसत चाल क्या है?', speed(45, 3)),
    S('hi', 'एक कार 60 किमी/घंटा की चाल से 3 घंटे चलती है। वह कितनी दूरी तय करती है?', distance(60, 3)),
    S('hi', 'एक साइकिल सवार 15 किमी/घंटा की चाल से चलता है। 45 किमी जाने में उसे कितने घंटे लगेंगे?', duration(45, 15)),
    S('hi', '60 किमी/घंटा की चाल से चलने वाली एक कार को 150 किमी जाने में कितने घंटे लगेंगे?', duration(150, 60)),
    S('hi', 'राम के पास श्याम से 3 गुना सेब हैं। दोनों के पास कुल 24 सेब हैं। श्याम के पास कितने सेब हैं?', times_total(3, 24, False, ' apples')),
    S('hi', 'सीता के पास गीता से 3 गुना स्टिकर हैं। दोनों के पास कुल 32 स्टिकर हैं। सीता के पास कितने स्टिकर हैं?', times_total(3, 32, True, ' stickers')),
    S('hi', 'मोहन के पास रीता से 5 कंचे अधिक हैं। दोनों के पास कुल 25 कंचे हैं। रीता के पास कितने कंचे हैं?', more_total(5, 25, False, ' marbles')),
    S('hi', 'एक जैकेट का मूल्य 800 रुपये है। उस पर 25% की छूट है। छूट के बाद जैकेट का मूल्य क्या है?', discount(800, 25, '₹')),
    S('hi', 'एक किताब का मूल्य 240 रुपये है। उस पर 15% की छूट मिलती है। कितने रुपये देने होंगे?', discount(240, 15, '₹')),
    S('hi', 'एक कक्षा में 25 विद्यार्थी हैं। उनमें से 40% लड़कियाँ हैं। कक्षा में कितनी लड़कियाँ हैं?', percent_of(40, 25, ' girls')),
    S('hi', 'एक आयताकार बगीचे की लंबाई 12 मी और चौड़ाई 5 मी है। उसका क्षेत्रफल क्या है?', rectangle(12, 5, 'm')),
    S('hi', 'एक आयताकार खेत की लंबाई 40 मी और चौड़ाई 25 मी है। उसका परिमाप क्या है?', rectangle(40, 25, 'm', 'perimeter')),
    S('hi', 'एक वर्ग की भुजा 7 सेमी है। उसका क्षेत्रफल क्या है?', square(7, 'cm')),
    S('hi', 'दो संख्याओं का योग 30 है और उनका अंतर 4 है। संख्याएँ ज्ञात कीजिए।', sum_difference(30, 4)),
    S('hi', 'दो संख्याओं का योग 56 है और उनका अंतर 10 है। बड़ी संख्या ज्ञात कीजिए।', sum_difference(56, 10, 'max')),
    S('hi', 'तीन क्रमागत पूर्णांकों का योग 75 है। संख्याएँ ज्ञात कीजिए।', consecutive(3, 75)),
    S('hi', 'तीन क्रमागत विषम संख्याओं का योग 81 है। सबसे बड़ी संख्या ज्ञात कीजिए।', consecutive(3, 81, 2, 'max')),
    S('hi', 'पिता की आयु पुत्र की आयु की 3 गुनी है। उनकी आयु का योग 48 वर्ष है। पुत्र की आयु ज्ञात कीजिए।', ages_times(3, 48, False)),
    S('hi', 'राम, श्याम से 4 वर्ष बड़ा है। उनकी आयु का योग 30 वर्ष है। श्याम की आयु ज्ञात कीजिए।', ages_older(4, 30, False)),
    S('hi', 'एक नल किसी टंकी को 3 घंटे में भरता है और दूसरा नल उसे 6 घंटे में भरता है। दोनों नल एक साथ खोलने पर टंकी कितने घंटे में भरेगी?', together(3, 6)),
    S('hi', 'राम एक कमरे को 4 घंटे में पेंट करता है और श्याम 6 घंटे में। दोनों मिलकर उसे कितने घंटे में पेंट करेंगे?', together(4, 6)),
    # Spanish (the common kinds)
    S('es', 'Pedro recorrió 45 km en bicicleta en 3 horas. ¿Cuál fue su velocidad media?', speed(45, 3)),
    S('es', 'Un coche viaja a 60 km/h durante 3 horas. ¿Qué distancia recorre?', distance(60, 3)),
    S('es', 'Un ciclista va a 15 km/h. ¿Cuánto tiempo tarda en recorrer 45 km?', duration(45, 15)),
    S('es', '¿Cuánto tiempo tarda un coche en recorrer 150 km a 60 km/h?', duration(150, 60)),
    S('es', 'Lucía tiene el triple de cromos que Pablo. Entre los dos tienen 32 cromos. ¿Cuántos cromos tiene Lucía?', times_total(3, 32, True, ' cromos')),
    S('es', 'Luis tiene 5 canicas más que Sara. Juntos tienen 25 canicas. ¿Cuántas canicas tiene Sara?', more_total(5, 25, False, ' canicas')),
    S('es', 'Una chaqueta cuesta 80 €. Tiene un descuento del 25%. ¿Cuál es el precio final?', discount(80, 25, '€')),
    S('es', 'Un libro cuesta 24 euros. Hay un descuento del 15%. ¿Cuánto hay que pagar?', discount(24, 15, '€')),
    S('es', 'En una clase hay 25 alumnos. El 40% de ellos son chicas. ¿Cuántas chicas hay?', percent_of(40, 25, ' chicas')),
    S('es', 'Un jardín rectangular mide 12 m de largo y 5 m de ancho. ¿Cuál es su área?', rectangle(12, 5, 'm')),
    S('es', 'Un campo rectangular mide 40 metros de largo y 25 metros de ancho. Calcula su perímetro.', rectangle(40, 25, 'm', 'perimeter')),
    S('es', 'El lado de un cuadrado mide 7 cm. ¿Cuál es su área?', square(7, 'cm')),
    S('es', 'La suma de dos números es 30 y su diferencia es 4. ¿Cuáles son los números?', sum_difference(30, 4)),
    S('es', 'La suma de dos números es 56 y su diferencia es 10. ¿Cuál es el número mayor?', sum_difference(56, 10, 'max')),
    S('es', 'La suma de tres números consecutivos es 75. ¿Cuáles son esos números?', consecutive(3, 75)),
    S('es', 'La suma de tres números impares consecutivos es 81. ¿Cuál es el mayor?', consecutive(3, 81, 2, 'max')),
    S('es', 'El padre tiene el triple de la edad de su hijo. La suma de sus edades es 48 años. ¿Cuántos años tiene el hijo?', ages_times(3, 48, False)),
    S('es', 'Pedro tiene 4 años más que Luis. La suma de sus edades es 30 años. ¿Cuántos años tiene Luis?', ages_older(4, 30, False)),
    S('es', 'Un grifo llena un depósito en 3 horas y otro grifo lo llena en 6 horas. ¿Cuánto tardan los dos juntos?', together(3, 6)),
    S('es', 'Pedro pinta una habitación en 4 horas y Luis en 6 horas. ¿Cuánto tiempo tardan trabajando juntos?', together(4, 6)),
    # French (the common kinds)
    S('fr', 'Pierre a parcouru 45 km à vélo en 3 heures. Quelle est sa vitesse moyenne ?', speed(45, 3)),
    S('fr', 'Une voiture roule à 60 km/h pendant 3 heures. Quelle distance parcourt-elle ?', distance(60, 3)),
    S('fr', 'Un cycliste roule à 15 km/h. Combien de temps lui faut-il pour parcourir 45 km ?', duration(45, 15)),
    S('fr', 'Combien de temps faut-il à une voiture pour parcourir 150 km à 60 km/h ?', duration(150, 60)),
    S('fr', "Léa a 3 fois plus d'autocollants que Paul. Ensemble, ils ont 32 autocollants. Combien d'autocollants Léa a-t-elle ?", times_total(3, 32, True, ' autocollants')),
    S('fr', 'Hugo a 5 billes de plus que Sarah. Ensemble, ils ont 25 billes. Combien de billes Sarah a-t-elle ?', more_total(5, 25, False, ' billes')),
    S('fr', 'Une veste coûte 80 €. Elle est soldée à 25 %. Quel est le prix final ?', discount(80, 25, '€')),
    S('fr', 'Un livre coûte 24 euros. Il y a une réduction de 15 %. Combien faut-il payer ?', discount(24, 15, '€')),
    S('fr', "Dans une classe, il y a 25 élèves. 40 % d'entre eux sont des filles. Combien y a-t-il de filles ?", percent_of(40, 25, ' filles')),
    S('fr', 'Un jardin rectangulaire mesure 12 m de long et 5 m de large. Quelle est son aire ?', rectangle(12, 5, 'm')),
    S('fr', 'Un champ rectangulaire mesure 40 m de long et 25 m de large. Calcule son périmètre.', rectangle(40, 25, 'm', 'perimeter')),
    S('fr', "Le côté d'un carré mesure 7 cm. Quelle est son aire ?", square(7, 'cm')),
    S('fr', 'La somme de deux nombres est 30 et leur différence est 4. Quels sont ces nombres ?', sum_difference(30, 4)),
    S('fr', 'La somme de deux nombres est 56 et leur différence est 10. Quel est le plus grand nombre ?', sum_difference(56, 10, 'max')),
    S('fr', 'La somme de trois nombres entiers consécutifs est 75. Quels sont ces nombres ?', consecutive(3, 75)),
    S('fr', 'La somme de trois nombres impairs consécutifs est 81. Quel est le plus grand ?', consecutive(3, 81, 2, 'max')),
    S('fr', "Le père a trois fois l'âge de son fils. La somme de leurs âges est 48 ans. Quel âge a le fils ?", ages_times(3, 48, False)),
    S('fr', 'Pierre a 4 ans de plus que Hugo. La somme de leurs âges est 30 ans. Quel âge a Hugo ?', ages_older(4, 30, False)),
    S('fr', 'Un robinet remplit une baignoire en 3 heures et un autre robinet la remplit en 6 heures. Combien de temps faut-il aux deux robinets ensemble ?', together(3, 6)),
    S('fr', 'Pierre peint une pièce en 4 heures et Hugo en 6 heures. Combien de temps leur faut-il en travaillant ensemble ?', together(4, 6)),
    # German (the common kinds)
    S('de', 'Paul fährt mit dem Fahrrad 45 km in 3 Stunden. Wie hoch ist seine Durchschnittsgeschwindigkeit?', speed(45, 3)),
    S('de', 'Ein Auto fährt 3 Stunden lang mit 60 km/h. Wie weit fährt es?', distance(60, 3)),
    S('de', 'Ein Radfahrer fährt mit 15 km/h. Wie lange braucht er für 45 km?', duration(45, 15)),
    S('de', 'Wie lange braucht ein Auto für 150 km bei 60 km/h?', duration(150, 60)),
    S('de', 'Lena hat 3-mal so viele Sticker wie Paul. Zusammen haben sie 32 Sticker. Wie viele Sticker hat Lena?', times_total(3, 32, True, ' sticker')),
    S('de', 'Max hat 5 Murmeln mehr als Sara. Zusammen haben sie 25 Murmeln. Wie viele Murmeln hat Sara?', more_total(5, 25, False, ' murmeln')),
    S('de', 'Eine Jacke kostet 80 €. Sie ist um 25 % reduziert. Wie viel kostet sie jetzt?', discount(80, 25, '€')),
    S('de', 'Ein Buch kostet 24 Euro. Es gibt 15 % Rabatt. Wie viel muss man bezahlen?', discount(24, 15, '€')),
    S('de', 'In einer Klasse sind 25 Schüler. 40 % davon sind Mädchen. Wie viele Mädchen sind in der Klasse?', percent_of(40, 25, ' madchen')),
    S('de', 'Ein rechteckiger Garten ist 12 m lang und 5 m breit. Wie groß ist seine Fläche?', rectangle(12, 5, 'm')),
    S('de', 'Ein rechteckiges Feld ist 40 m lang und 25 m breit. Berechne den Umfang.', rectangle(40, 25, 'm', 'perimeter')),
    S('de', 'Ein Quadrat hat eine Seitenlänge von 7 cm. Berechne den Flächeninhalt.', square(7, 'cm')),
    S('de', 'Die Summe zweier Zahlen ist 30 und ihre Differenz ist 4. Wie heißen die Zahlen?', sum_difference(30, 4)),
    S('de', 'Die Summe zweier Zahlen ist 56 und ihre Differenz ist 10. Wie heißt die größere Zahl?', sum_difference(56, 10, 'max')),
    S('de', 'Die Summe von drei aufeinanderfolgenden Zahlen ist 75. Wie heißen die Zahlen?', consecutive(3, 75)),
    S('de', 'Die Summe von drei aufeinanderfolgenden ungeraden Zahlen ist 81. Wie heißt die größte Zahl?', consecutive(3, 81, 2, 'max')),
    S('de', 'Der Vater ist dreimal so alt wie sein Sohn. Zusammen sind sie 48 Jahre alt. Wie alt ist der Sohn?', ages_times(3, 48, False)),
    S('de', 'Paul ist 4 Jahre älter als Max. Zusammen sind sie 30 Jahre alt. Wie alt ist Max?', ages_older(4, 30, False)),
    S('de', 'Ein Wasserhahn füllt eine Wanne in 3 Stunden, ein anderer Wasserhahn füllt sie in 6 Stunden. Wie lange dauert es, wenn beide Hähne zusammen laufen?', together(3, 6)),
    S('de', 'Paul streicht ein Zimmer in 4 Stunden und Max in 6 Stunden. Wie lange brauchen sie, wenn sie zusammen arbeiten?', together(4, 6)),
    # Russian (the common kinds)
    S('ru', 'Петя проехал на велосипеде 45 км за 3 часа. Какова его средняя скорость?', speed(45, 3)),
    S('ru', 'Автомобиль едет со скоростью 60 км/ч в течение 3 часов. Какое расстояние он проедет?', distance(60, 3)),
    S('ru', 'Велосипедист едет со скоростью 15 км/ч. За сколько часов он проедет 45 км?', duration(45, 15)),
    S('ru', 'За какое время автомобиль проедет 150 км со скоростью 60 км/ч?', duration(150, 60)),
    S('ru', 'У Маши в 3 раза больше наклеек, чем у Пети. Вместе у них 32 наклейки. Сколько наклеек у Маши?', times_total(3, 32, True, ' stickers')),
    S('ru', 'У Коли на 5 шариков больше, чем у Оли. Вместе у них 25 шариков. Сколько шариков у Оли?', more_total(5, 25, False, ' marbles')),
    S('ru', 'Куртка стоит 800 рублей. На неё скидка 25%. Сколько стоит куртка со скидкой?', discount(800, 25, '₽')),
    S('ru', 'Книга стоит 240 рублей. Скидка составляет 15%. Сколько нужно заплатить?', discount(240, 15, '₽')),
    S('ru', 'В классе 25 учеников. 40% из них — девочки. Сколько девочек в классе?', percent_of(40, 25, ' girls')),
    S('ru', 'Прямоугольный сад имеет длину 12 м и ширину 5 м. Какова его площадь?', rectangle(12, 5, 'm')),
    S('ru', 'Длина прямоугольного поля 40 м, а ширина 25 м. Найдите периметр поля.', rectangle(40, 25, 'm', 'perimeter')),
    S('ru', 'Сторона квадрата равна 7 см. Найдите площадь квадрата.', square(7, 'cm')),
    S('ru', 'Сумма двух чисел равна 30, а их разность равна 4. Найдите эти числа.', sum_difference(30, 4)),
    S('ru', 'Сумма двух чисел равна 56, а их разность — 10. Найдите большее число.', sum_difference(56, 10, 'max')),
    S('ru', 'Сумма трёх последовательных натуральных чисел равна 75. Найдите эти числа.', consecutive(3, 75)),
    S('ru', 'Сумма трёх последовательных нечётных чисел равна 81. Найдите наибольшее из них.', consecutive(3, 81, 2, 'max')),
    S('ru', 'Отец в 3 раза старше сына. Вместе им 48 лет. Сколько лет сыну?', ages_times(3, 48, False)),
    S('ru', 'Петя на 4 года старше Коли. Вместе им 30 лет. Сколько лет Коле?', ages_older(4, 30, False)),
    S('ru', 'Одна труба наполняет бассейн за 3 часа, а другая — за 6 часов. За сколько часов наполнят бассейн обе трубы вместе?', together(3, 6)),
    S('ru', 'Петя красит комнату за 4 часа, а Коля — за 6 часов. За сколько часов они покрасят комнату вместе?', together(4, 6)),
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
