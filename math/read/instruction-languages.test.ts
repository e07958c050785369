/**
 * The textbooks' everyday instructions in all 18 languages (issue #21, "Reading"): each cell is one instruction as a
 * native textbook prints it — an instruction sentence, a full stop (。 । . ) or a colon, then the exercise, or the
 * exercise inside one imperative sentence — with a real exercise. Every cell goes through what a student gets,
 * normalizeQuestion(q, lang) → answerQuestion, and the answer is checked against a value this test computes on its own
 * (numeric evaluation with mathjs at sample points, gcd/lcm/mean/rounding in plain TypeScript), never against a string
 * copied from the engine. The answer must also carry the engine's "Checked" flag.
 */
import { describe, expect, test } from 'vitest';
import { evaluate } from 'mathjs';
import { answerQuestion, normalizeQuestion } from '@lemma/math';

type TaskId =
  | 'solve'
  | 'solveFor'
  | 'findX'
  | 'simplify'
  | 'expand'
  | 'multiply'
  | 'factor'
  | 'evaluate'
  | 'limit'
  | 'evalF'
  | 'combine'
  | 'derivative'
  | 'integral'
  | 'slope'
  | 'domain'
  | 'round'
  | 'gcf'
  | 'lcm'
  | 'mean'
  | 'convert';

/** The engine's answer text as mathjs reads it: implicit products written out, `U` untouched. */
function value(text: string, scope: Record<string, number> = {}): number {
  return Number(evaluate(text.replace(/(\d)\s*([a-z(])/g, '$1*$2').replace(/\)\s*\(/g, ')*('), { ...scope }));
}

/** True when the expression text equals `ref` at several sample points of the variables `vars`. */
function sameFunction(text: string, ref: (...a: number[]) => number, vars: string[]): boolean {
  const samples = [-2.5, -1, 0.5, 1.75, 3.25];
  return samples.every((_, i) => {
    const args = vars.map((__, k) => samples[(i + 2 * k) % samples.length]! + 0.3 * k);
    const scope = Object.fromEntries(vars.map((v, k) => [v, args[k]!]));
    const want = ref(...args);
    return Math.abs(value(text, scope) - want) < 1e-9 * (1 + Math.abs(want));
  });
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** One exercise per instruction, and how its answer is checked (values computed here, independently of the engine). */
const CHECK: Record<TaskId, (text: string) => void> = {
  // 3x + 5 = 20
  solve: (t) => expect(value(t.replace(/^x\s*=\s*/, ''))).toBe((20 - 5) / 3),
  // 3x + y = 7, solved for y: y = 7 - 3x
  solveFor: (t) => {
    expect(t).toMatch(/^y\s*=/);
    expect(sameFunction(t.replace(/^y\s*=\s*/, ''), (x) => 7 - 3 * x, ['x'])).toBe(true);
  },
  // 5x - 3 = 12
  findX: (t) => expect(value(t.replace(/^x\s*=\s*/, ''))).toBe((12 + 3) / 5),
  // 2(x + 3) + 4x, simplified: no bracket left
  simplify: (t) => {
    expect(t).not.toMatch(/\(/);
    expect(sameFunction(t, (x) => 2 * (x + 3) + 4 * x, ['x'])).toBe(true);
  },
  // (x + 3)^2, expanded
  expand: (t) => {
    expect(t).not.toMatch(/\(/);
    expect(sameFunction(t, (x) => (x + 3) ** 2, ['x'])).toBe(true);
  },
  // (x + 2)(x - 5), multiplied out
  multiply: (t) => {
    expect(t).not.toMatch(/\(/);
    expect(sameFunction(t, (x) => (x + 2) * (x - 5), ['x'])).toBe(true);
  },
  // 3x^2 - 12 factored completely: the constant and two linear factors
  factor: (t) => {
    expect(t.match(/\(x [+-] \d\)/g)?.length).toBe(2);
    expect(sameFunction(t, (x) => 3 * x ** 2 - 12, ['x'])).toBe(true);
  },
  evaluate: (t) => expect(value(t)).toBe(2 ** 3 + 4 * 5),
  // lim x->3 (x^2 - 9)/(x - 3): the value of the quotient near 3
  limit: (t) => expect(Math.abs(value(t) - (3.000001 ** 2 - 9) / (3.000001 - 3))).toBeLessThan(1e-5),
  // f(x) = x^2 + 3x at 2
  evalF: (t) => expect(value(t)).toBe(2 ** 2 + 3 * 2),
  // 5a + 3b - 2a + b: like terms combined (each letter once)
  combine: (t) => {
    expect(t.match(/a/g)?.length).toBe(1);
    expect(t.match(/b/g)?.length).toBe(1);
    expect(sameFunction(t, (a, b) => 5 * a + 3 * b - 2 * a + b, ['a', 'b'])).toBe(true);
  },
  // d/dx (x^3 + 2x), compared with a central difference quotient
  derivative: (t) => {
    const f = (x: number) => x ** 3 + 2 * x;
    for (const x of [-2, 0.5, 3]) {
      const h = 1e-5;
      expect(Math.abs(value(t, { x }) - (f(x + h) - f(x - h)) / (2 * h))).toBeLessThan(1e-4);
    }
  },
  // ∫ 3x^2 + 4x dx: F(t) - F(0) equals the area under the curve from 0 to t (Simpson's rule)
  integral: (t) => {
    expect(t).toMatch(/\+\s*C$/);
    const F = t.replace(/\+\s*C$/, '');
    const f = (x: number) => 3 * x ** 2 + 4 * x;
    for (const b of [1, 2.5, -1.5]) {
      const simpson = (b / 6) * (f(0) + 4 * f(b / 2) + f(b));
      expect(Math.abs(value(F, { x: b }) - value(F, { x: 0 }) - simpson)).toBeLessThan(1e-9);
    }
  },
  // through (1, 2) and (3, 8)
  slope: (t) => expect(value(t)).toBe((8 - 2) / (3 - 1)),
  // f(x) = 1/(x - 4): every real number but the zero of the denominator
  domain: (t) => {
    const hole = 4;
    expect(t.replace(/\s+/g, '')).toBe(`(-inf,${hole})U(${hole},inf)`);
  },
  // 3.14159 to 2 decimal places
  round: (t) => expect(t).toBe((3.14159).toFixed(2)),
  gcf: (t) => expect(value(t)).toBe(gcd(24, 36)),
  lcm: (t) => expect(value(t)).toBe((8 * 12) / gcd(8, 12)),
  mean: (t) => expect(value(t)).toBeCloseTo([4, 8, 15, 16, 23].reduce((s, v) => s + v, 0) / 5, 12),
  // 5 km in metres
  convert: (t) => {
    const m = /^([\d.,]+)\s*(m|meters?|metres?)$/.exec(t.trim());
    expect(m, t).not.toBeNull();
    expect(Number(m![1]!.replace(/,/g, ''))).toBe(5 * 1000);
  },
};

/** The instructions, as the books of each language print them (one phrasing per cell). */
const MATRIX: Record<string, Record<TaskId, string>> = {
  en: {
    solve: 'Solve the equation. 3x + 5 = 20',
    solveFor: 'Solve for y. 3x + y = 7',
    findX: 'Find the value of x. 5x - 3 = 12',
    simplify: 'Simplify the expression. 2(x + 3) + 4x',
    expand: 'Expand. (x + 3)^2',
    multiply: 'Multiply the binomials. (x + 2)(x - 5)',
    factor: 'Factor completely. 3x^2 - 12',
    evaluate: 'Evaluate the expression. 2^3 + 4*5',
    limit: 'Evaluate the limit. lim x->3 (x^2 - 9)/(x - 3)',
    evalF: 'Let f(x) = x^2 + 3x. Find f(2).',
    combine: 'Combine like terms. 5a + 3b - 2a + b',
    derivative: 'Find the derivative. x^3 + 2x',
    integral: 'Find the integral. 3x^2 + 4x',
    slope: 'Find the slope of the line through the points (1, 2) and (3, 8).',
    domain: 'Find the domain of the function. f(x) = 1/(x - 4)',
    round: 'Round to two decimal places. 3.14159',
    gcf: 'Find the greatest common factor. 24, 36',
    lcm: 'Find the LCM of 8 and 12.',
    mean: 'Find the mean. 4, 8, 15, 16, 23',
    convert: 'Convert 5 km to meters.',
  },
  es: {
    solve: 'Resuelve la ecuación. 3x + 5 = 20',
    solveFor: 'Despeja y. 3x + y = 7',
    findX: 'Halla el valor de x. 5x - 3 = 12',
    simplify: 'Simplifica la expresión. 2(x + 3) + 4x',
    expand: 'Desarrolla. (x + 3)^2',
    multiply: 'Multiplica los binomios. (x + 2)(x - 5)',
    factor: 'Factoriza completamente. 3x^2 - 12',
    evaluate: 'Evalúa la expresión. 2^3 + 4*5',
    limit: 'Calcula el límite. lim x->3 (x^2 - 9)/(x - 3)',
    evalF: 'Sea f(x) = x^2 + 3x. Calcula f(2).',
    combine: 'Reduce los términos semejantes. 5a + 3b - 2a + b',
    derivative: 'Halla la derivada. x^3 + 2x',
    integral: 'Calcula la integral. 3x^2 + 4x',
    slope: 'Halla la pendiente de la recta que pasa por los puntos (1, 2) y (3, 8).',
    domain: 'Determina el dominio de la función. f(x) = 1/(x - 4)',
    round: 'Redondea 3,14159 a dos decimales.',
    gcf: 'Halla el máximo común divisor. 24, 36',
    lcm: 'Calcula el mínimo común múltiplo de 8 y 12.',
    mean: 'Calcula la media. 4, 8, 15, 16, 23',
    convert: 'Convierte 5 km a metros.',
  },
  pt: {
    solve: 'Resolva a equação. 3x + 5 = 20',
    solveFor: 'Isole y. 3x + y = 7',
    findX: 'Determine o valor de x. 5x - 3 = 12',
    simplify: 'Simplifique a expressão. 2(x + 3) + 4x',
    expand: 'Desenvolva. (x + 3)^2',
    multiply: 'Multiplique os binômios. (x + 2)(x - 5)',
    factor: 'Fatore completamente. 3x^2 - 12',
    evaluate: 'Calcule o valor da expressão. 2^3 + 4*5',
    limit: 'Calcule o limite. lim x->3 (x^2 - 9)/(x - 3)',
    evalF: 'Seja f(x) = x^2 + 3x. Calcule f(2).',
    combine: 'Reduza os termos semelhantes. 5a + 3b - 2a + b',
    derivative: 'Calcule a derivada. x^3 + 2x',
    integral: 'Calcule a integral. 3x^2 + 4x',
    slope: 'Determine o coeficiente angular da reta que passa pelos pontos (1, 2) e (3, 8).',
    domain: 'Determine o domínio da função. f(x) = 1/(x - 4)',
    round: 'Arredonde 3,14159 para duas casas decimais.',
    gcf: 'Calcule o máximo divisor comum. 24, 36',
    lcm: 'Calcule o mínimo múltiplo comum de 8 e 12.',
    mean: 'Calcule a média. 4, 8, 15, 16, 23',
    convert: 'Converta 5 km em metros.',
  },
  de: {
    solve: 'Löse die Gleichung. 3x + 5 = 20',
    solveFor: 'Löse nach y auf. 3x + y = 7',
    findX: 'Bestimme den Wert von x. 5x - 3 = 12',
    simplify: 'Vereinfache den Term. 2(x + 3) + 4x',
    expand: 'Multipliziere aus. (x + 3)^2',
    multiply: 'Multipliziere die Klammern aus. (x + 2)(x - 5)',
    factor: 'Faktorisiere vollständig. 3x^2 - 12',
    evaluate: 'Berechne den Wert des Terms. 2^3 + 4*5',
    limit: 'Berechne den Grenzwert. lim x->3 (x^2 - 9)/(x - 3)',
    evalF: 'Gegeben ist f(x) = x^2 + 3x. Berechne f(2).',
    combine: 'Fasse gleichartige Terme zusammen. 5a + 3b - 2a + b',
    derivative: 'Bilde die Ableitung. x^3 + 2x',
    integral: 'Berechne das Integral. 3x^2 + 4x',
    slope: 'Bestimme die Steigung der Geraden durch die Punkte (1, 2) und (3, 8).',
    domain: 'Bestimme die Definitionsmenge der Funktion. f(x) = 1/(x - 4)',
    round: 'Runde 3,14159 auf zwei Dezimalstellen.',
    gcf: 'Bestimme den größten gemeinsamen Teiler. 24, 36',
    lcm: 'Bestimme das kleinste gemeinsame Vielfache von 8 und 12.',
    mean: 'Berechne den Mittelwert. 4, 8, 15, 16, 23',
    convert: 'Rechne 5 km in Meter um.',
  },
  fr: {
    solve: "Résoudre l'équation. 3x + 5 = 20",
    solveFor: 'Exprimer y en fonction de x. 3x + y = 7',
    findX: 'Détermine la valeur de x. 5x - 3 = 12',
    simplify: "Simplifier l'expression. 2(x + 3) + 4x",
    expand: 'Développer. (x + 3)^2',
    multiply: 'Développer et réduire. (x + 2)(x - 5)',
    factor: 'Factoriser complètement. 3x^2 - 12',
    evaluate: 'Calculer. 2^3 + 4*5',
    limit: 'Calculer la limite. lim x->3 (x^2 - 9)/(x - 3)',
    evalF: 'Soit f(x) = x^2 + 3x. Calculer f(2).',
    combine: 'Réduire les termes semblables. 5a + 3b - 2a + b',
    derivative: 'Calculer la dérivée. x^3 + 2x',
    integral: 'Déterminer une primitive. 3x^2 + 4x',
    slope: 'Déterminer le coefficient directeur de la droite passant par les points (1, 2) et (3, 8).',
    domain: "Déterminer l'ensemble de définition de la fonction. f(x) = 1/(x - 4)",
    round: 'Arrondir 3,14159 au centième.',
    gcf: 'Déterminer le PGCD de 24 et 36.',
    lcm: 'Calculer le PPCM de 8 et 12.',
    mean: 'Calculer la moyenne. 4 ; 8 ; 15 ; 16 ; 23',
    convert: 'Convertir 5 km en mètres.',
  },
  it: {
    solve: "Risolvi l'equazione. 3x + 5 = 20",
    solveFor: 'Risolvi rispetto a y. 3x + y = 7',
    findX: 'Trova il valore di x. 5x - 3 = 12',
    simplify: "Semplifica l'espressione. 2(x + 3) + 4x",
    expand: 'Sviluppa il quadrato. (x + 3)^2',
    multiply: 'Moltiplica i binomi. (x + 2)(x - 5)',
    factor: 'Scomponi completamente in fattori. 3x^2 - 12',
    evaluate: "Calcola il valore dell'espressione. 2^3 + 4*5",
    limit: 'Calcola il limite. lim x->3 (x^2 - 9)/(x - 3)',
    evalF: 'Data f(x) = x^2 + 3x, calcola f(2).',
    combine: 'Riduci i termini simili. 5a + 3b - 2a + b',
    derivative: 'Calcola la derivata. x^3 + 2x',
    integral: "Calcola l'integrale. 3x^2 + 4x",
    slope: 'Trova il coefficiente angolare della retta passante per i punti (1, 2) e (3, 8).',
    domain: 'Determina il dominio della funzione. f(x) = 1/(x - 4)',
    round: 'Arrotonda 3,14159 a due cifre decimali.',
    gcf: 'Calcola il M.C.D. di 24 e 36.',
    lcm: 'Calcola il minimo comune multiplo. 8, 12',
    mean: 'Calcola la media aritmetica. 4, 8, 15, 16, 23',
    convert: 'Converti 5 km in metri.',
  },
  nl: {
    solve: 'Los de vergelijking op. 3x + 5 = 20',
    solveFor: 'Druk y uit in x. 3x + y = 7',
    findX: 'Bereken x. 5x - 3 = 12',
    simplify: 'Vereenvoudig de uitdrukking. 2(x + 3) + 4x',
    expand: 'Werk uit. (x + 3)^2',
    multiply: 'Werk de haakjes weg. (x + 2)(x - 5)',
    factor: 'Ontbind volledig in factoren. 3x^2 - 12',
    evaluate: 'Bereken. 2^3 + 4*5',
    limit: 'Bereken de limiet. lim x->3 (x^2 - 9)/(x - 3)',
    evalF: 'Gegeven is f(x) = x^2 + 3x. Bereken f(2).',
    combine: 'Herleid. 5a + 3b - 2a + b',
    derivative: 'Bepaal de afgeleide. x^3 + 2x',
    integral: 'Bepaal een primitieve. 3x^2 + 4x',
    slope: 'Bereken de richtingscoëfficiënt van de lijn door de punten (1, 2) en (3, 8).',
    domain: 'Bepaal het domein van de functie. f(x) = 1/(x - 4)',
    round: 'Rond 3,14159 af op twee decimalen.',
    gcf: 'Bepaal de grootste gemene deler. 24, 36',
    lcm: 'Bepaal het kleinste gemene veelvoud van 8 en 12.',
    mean: 'Bereken het gemiddelde. 4, 8, 15, 16, 23',
    convert: 'Reken 5 km om naar meter.',
  },
  sv: {
    solve: 'Lös ekvationen. 3x + 5 = 20',
    solveFor: 'Lös ut y. 3x + y = 7',
    findX: 'Bestäm x. 5x - 3 = 12',
    simplify: 'Förenkla uttrycket. 2(x + 3) + 4x',
    expand: 'Utveckla. (x + 3)^2',
    multiply: 'Multiplicera parenteserna. (x + 2)(x - 5)',
    factor: 'Faktorisera fullständigt. 3x^2 - 12',
    evaluate: 'Beräkna. 2^3 + 4*5',
    limit: 'Beräkna gränsvärdet. lim x->3 (x^2 - 9)/(x - 3)',
    evalF: 'Låt f(x) = x^2 + 3x. Beräkna f(2).',
    combine: 'Förenkla så långt som möjligt. 5a + 3b - 2a + b',
    derivative: 'Derivera. x^3 + 2x',
    integral: 'Bestäm en primitiv funktion. 3x^2 + 4x',
    slope: 'Bestäm lutningen för linjen genom punkterna (1, 2) och (3, 8).',
    domain: 'Bestäm definitionsmängden för funktionen. f(x) = 1/(x - 4)',
    round: 'Avrunda 3,14159 till två decimaler.',
    gcf: 'Bestäm den största gemensamma delaren. 24, 36',
    lcm: 'Bestäm minsta gemensamma multipeln av 8 och 12.',
    mean: 'Beräkna medelvärdet. 4, 8, 15, 16, 23',
    convert: 'Omvandla 5 km till meter.',
  },
  ru: {
    solve: 'Решите уравнение. 3x + 5 = 20',
    solveFor: 'Выразите y через x. 3x + y = 7',
    findX: 'Найдите значение x. 5x - 3 = 12',
    simplify: 'Упростите выражение. 2(x + 3) + 4x',
    expand: 'Раскройте скобки. (x + 3)^2',
    multiply: 'Выполните умножение. (x + 2)(x - 5)',
    factor: 'Разложите на множители. 3x^2 - 12',
    evaluate: 'Найдите значение выражения. 2^3 + 4*5',
    limit: 'Вычислите предел. lim x->3 (x^2 - 9)/(x - 3)',
    evalF: 'Дана функция f(x) = x^2 + 3x. Найдите f(2).',
    combine: 'Приведите подобные слагаемые. 5a + 3b - 2a + b',
    derivative: 'Найдите производную. x^3 + 2x',
    integral: 'Найдите неопределённый интеграл. 3x^2 + 4x',
    slope: 'Найдите угловой коэффициент прямой, проходящей через точки (1, 2) и (3, 8).',
    domain: 'Найдите область определения функции. f(x) = 1/(x - 4)',
    round: 'Округлите 3,14159 до сотых.',
    gcf: 'Найдите наибольший общий делитель. 24, 36',
    lcm: 'Найдите НОК чисел 8 и 12.',
    mean: 'Найдите среднее арифметическое. 4, 8, 15, 16, 23',
    convert: 'Переведите 5 км в метры.',
  },
  uk: {
    solve: "Розв'яжіть рівняння. 3x + 5 = 20",
    solveFor: 'Виразіть y через x. 3x + y = 7',
    findX: 'Знайдіть значення x. 5x - 3 = 12',
    simplify: 'Спростіть вираз. 2(x + 3) + 4x',
    expand: 'Розкрийте дужки. (x + 3)^2',
    multiply: 'Виконайте множення. (x + 2)(x - 5)',
    factor: 'Розкладіть на множники. 3x^2 - 12',
    evaluate: 'Знайдіть значення виразу. 2^3 + 4*5',
    limit: 'Обчисліть границю. lim x->3 (x^2 - 9)/(x - 3)',
    evalF: 'Дано функцію f(x) = x^2 + 3x. Знайдіть f(2).',
    combine: 'Зведіть подібні доданки. 5a + 3b - 2a + b',
    derivative: 'Знайдіть похідну. x^3 + 2x',
    integral: 'Знайдіть первісну. 3x^2 + 4x',
    slope: 'Знайдіть кутовий коефіцієнт прямої, що проходить через точки (1, 2) і (3, 8).',
    domain: 'Знайдіть область визначення функції. f(x) = 1/(x - 4)',
    round: 'Округліть 3,14159 до сотих.',
    gcf: 'Знайдіть найбільший спільний дільник. 24, 36',
    lcm: 'Знайдіть найменше спільне кратне чисел 8 і 12.',
    mean: 'Знайдіть середнє арифметичне. 4, 8, 15, 16, 23',
    convert: 'Переведіть 5 км у метри.',
  },
  tr: {
    solve: 'Denklemi çözünüz. 3x + 5 = 20',
    solveFor: "y'yi x cinsinden ifade ediniz. 3x + y = 7",
    findX: "x'in değerini bulunuz. 5x - 3 = 12",
    simplify: 'İfadeyi sadeleştiriniz. 2(x + 3) + 4x',
    expand: 'Açılımını yapınız. (x + 3)^2',
    multiply: 'Çarpma işlemini yapınız. (x + 2)(x - 5)',
    factor: 'Çarpanlarına ayırınız. 3x^2 - 12',
    evaluate: 'İşlemin sonucunu bulunuz. 2^3 + 4*5',
    limit: 'Limiti hesaplayınız. lim x->3 (x^2 - 9)/(x - 3)',
    evalF: 'f(x) = x^2 + 3x olduğuna göre, f(2) kaçtır?',
    combine: 'Benzer terimleri toplayınız. 5a + 3b - 2a + b',
    derivative: 'Fonksiyonun türevini bulunuz. x^3 + 2x',
    integral: 'İntegrali hesaplayınız. 3x^2 + 4x',
    slope: '(1, 2) ve (3, 8) noktalarından geçen doğrunun eğimini bulunuz.',
    domain: 'Fonksiyonun tanım kümesini bulunuz. f(x) = 1/(x - 4)',
    round: '3,14159 sayısını iki ondalık basamağa yuvarlayınız.',
    gcf: '24 ve 36 sayılarının EBOB’unu bulunuz.',
    lcm: '8 ve 12 sayılarının EKOK’unu bulunuz.',
    mean: 'Aritmetik ortalamayı bulunuz. 4, 8, 15, 16, 23',
    convert: "5 km'yi metreye çeviriniz.",
  },
  id: {
    solve: 'Selesaikan persamaan berikut. 3x + 5 = 20',
    solveFor: 'Nyatakan y dalam x. 3x + y = 7',
    findX: 'Tentukan nilai x. 5x - 3 = 12',
    simplify: 'Sederhanakan bentuk aljabar berikut. 2(x + 3) + 4x',
    expand: 'Jabarkan. (x + 3)^2',
    multiply: 'Tentukan hasil perkalian berikut. (x + 2)(x - 5)',
    factor: 'Faktorkan. 3x^2 - 12',
    evaluate: 'Hitunglah. 2^3 + 4*5',
    limit: 'Tentukan nilai limit berikut. lim x->3 (x^2 - 9)/(x - 3)',
    evalF: 'Diketahui f(x) = x^2 + 3x. Tentukan nilai f(2).',
    combine: 'Sederhanakan dengan menggabungkan suku-suku sejenis. 5a + 3b - 2a + b',
    derivative: 'Tentukan turunan fungsi berikut. x^3 + 2x',
    integral: 'Tentukan hasil integral berikut. 3x^2 + 4x',
    slope: 'Tentukan gradien garis yang melalui titik (1, 2) dan (3, 8).',
    domain: 'Tentukan daerah asal fungsi berikut. f(x) = 1/(x - 4)',
    round: 'Bulatkan 3,14159 sampai dua tempat desimal.',
    gcf: 'Tentukan FPB dari 24 dan 36.',
    lcm: 'Tentukan KPK dari 8 dan 12.',
    mean: 'Tentukan rata-rata data berikut. 4, 8, 15, 16, 23',
    convert: 'Ubahlah 5 km ke meter.',
  },
  hi: {
    solve: 'समीकरण हल कीजिए। 3x + 5 = 20',
    solveFor: 'y के लिए हल कीजिए। 3x + y = 7',
    findX: 'x का मान ज्ञात कीजिए। 5x - 3 = 12',
    simplify: 'व्यंजक को सरल कीजिए। 2(x + 3) + 4x',
    expand: 'प्रसार कीजिए। (x + 3)^2',
    multiply: 'गुणा कीजिए। (x + 2)(x - 5)',
    factor: 'गुणनखंड कीजिए। 3x^2 - 12',
    evaluate: 'मान ज्ञात कीजिए। 2^3 + 4*5',
    limit: 'सीमा का मान ज्ञात कीजिए। lim x->3 (x^2 - 9)/(x - 3)',
    evalF: 'यदि f(x) = x^2 + 3x है, तो f(2) ज्ञात कीजिए।',
    combine: 'समान पदों को मिलाइए। 5a + 3b - 2a + b',
    derivative: 'अवकलज ज्ञात कीजिए। x^3 + 2x',
    integral: 'समाकलन ज्ञात कीजिए। 3x^2 + 4x',
    slope: 'बिंदुओं (1, 2) और (3, 8) से होकर जाने वाली रेखा की ढाल ज्ञात कीजिए।',
    domain: 'फलन का प्रांत ज्ञात कीजिए। f(x) = 1/(x - 4)',
    round: '3.14159 को दो दशमलव स्थानों तक पूर्णांकित कीजिए।',
    gcf: '24 और 36 का महत्तम समापवर्तक ज्ञात कीजिए।',
    lcm: '8 और 12 का लघुत्तम समापवर्त्य ज्ञात कीजिए।',
    mean: 'माध्य ज्ञात कीजिए। 4, 8, 15, 16, 23',
    convert: '5 km को मीटर में बदलिए।',
  },
  ar: {
    solve: 'حل المعادلة. 3x + 5 = 20',
    solveFor: 'أوجد y بدلالة x. 3x + y = 7',
    findX: 'أوجد قيمة x. 5x - 3 = 12',
    simplify: 'بسّط العبارة. 2(x + 3) + 4x',
    expand: 'فك الأقواس. (x + 3)^2',
    multiply: 'أوجد ناتج الضرب. (x + 2)(x - 5)',
    factor: 'حلل تحليلاً كاملاً. 3x^2 - 12',
    evaluate: 'أوجد قيمة العبارة. 2^3 + 4*5',
    limit: 'أوجد قيمة النهاية. lim x->3 (x^2 - 9)/(x - 3)',
    evalF: 'إذا كانت f(x) = x^2 + 3x، فأوجد f(2).',
    combine: 'اجمع الحدود المتشابهة. 5a + 3b - 2a + b',
    derivative: 'أوجد المشتقة. x^3 + 2x',
    integral: 'أوجد التكامل. 3x^2 + 4x',
    slope: 'أوجد ميل المستقيم المار بالنقطتين (1, 2) و (3, 8).',
    domain: 'أوجد مجال الدالة. f(x) = 1/(x - 4)',
    round: 'قرّب 3.14159 إلى منزلتين عشريتين.',
    gcf: 'أوجد القاسم المشترك الأكبر. 24، 36',
    lcm: 'أوجد المضاعف المشترك الأصغر للعددين 8 و 12.',
    mean: 'أوجد الوسط الحسابي. 4، 8، 15، 16، 23',
    convert: 'حوّل 5 كم إلى أمتار.',
  },
  'zh-CN': {
    solve: '解方程。3x + 5 = 20',
    solveFor: '用含x的式子表示y。3x + y = 7',
    findX: '求x的值。5x - 3 = 12',
    simplify: '化简。2(x + 3) + 4x',
    expand: '展开。(x + 3)^2',
    multiply: '计算：(x + 2)(x - 5)',
    factor: '因式分解。3x^2 - 12',
    evaluate: '计算。2^3 + 4*5',
    limit: '求极限。lim x->3 (x^2 - 9)/(x - 3)',
    evalF: '已知f(x) = x^2 + 3x，求f(2)。',
    combine: '合并同类项。5a + 3b - 2a + b',
    derivative: '求导数。x^3 + 2x',
    integral: '求不定积分。3x^2 + 4x',
    slope: '求过点(1, 2)和(3, 8)的直线的斜率。',
    domain: '求函数的定义域。f(x) = 1/(x - 4)',
    round: '将3.14159保留两位小数。',
    gcf: '求24和36的最大公因数。',
    lcm: '求8和12的最小公倍数。',
    mean: '求平均数。4、8、15、16、23',
    convert: '把5千米换算成米。',
  },
  'zh-TW': {
    solve: '解方程式。3x + 5 = 20',
    solveFor: '以x表示y。3x + y = 7',
    findX: '求x的值。5x - 3 = 12',
    simplify: '化簡。2(x + 3) + 4x',
    expand: '展開。(x + 3)^2',
    multiply: '展開並化簡：(x + 2)(x - 5)',
    factor: '因式分解。3x^2 - 12',
    evaluate: '計算。2^3 + 4*5',
    limit: '求極限。lim x->3 (x^2 - 9)/(x - 3)',
    evalF: '已知f(x) = x^2 + 3x，求f(2)。',
    combine: '合併同類項。5a + 3b - 2a + b',
    derivative: '求導函數。x^3 + 2x',
    integral: '求不定積分。3x^2 + 4x',
    slope: '求通過(1, 2)與(3, 8)兩點的直線斜率。',
    domain: '求函數的定義域。f(x) = 1/(x - 4)',
    round: '將3.14159四捨五入到小數點後第二位。',
    gcf: '求24和36的最大公因數。',
    lcm: '求8和12的最小公倍數。',
    mean: '求算術平均數。4、8、15、16、23',
    convert: '將5公里換算成公尺。',
  },
  ja: {
    solve: '次の方程式を解きなさい。3x + 5 = 20',
    solveFor: 'yについて解きなさい。3x + y = 7',
    findX: 'xの値を求めなさい。5x - 3 = 12',
    simplify: '次の式を簡単にしなさい。2(x + 3) + 4x',
    expand: '次の式を展開しなさい。(x + 3)^2',
    multiply: '展開せよ。(x + 2)(x - 5)',
    factor: '次の式を因数分解しなさい。3x^2 - 12',
    evaluate: '次の計算をしなさい。2^3 + 4*5',
    limit: '次の極限値を求めよ。lim x->3 (x^2 - 9)/(x - 3)',
    evalF: 'f(x) = x^2 + 3x のとき、f(2) を求めよ。',
    combine: '同類項をまとめなさい。5a + 3b - 2a + b',
    derivative: '次の関数を微分せよ。x^3 + 2x',
    integral: '次の不定積分を求めよ。3x^2 + 4x',
    slope: '2点(1, 2), (3, 8)を通る直線の傾きを求めよ。',
    domain: '関数の定義域を求めよ。f(x) = 1/(x - 4)',
    round: '3.14159を小数第3位で四捨五入しなさい。',
    gcf: '24と36の最大公約数を求めなさい。',
    lcm: '8と12の最小公倍数を求めなさい。',
    mean: '次のデータの平均値を求めよ。4, 8, 15, 16, 23',
    convert: '5kmは何mですか。',
  },
  ko: {
    solve: '다음 방정식을 푸시오. 3x + 5 = 20',
    solveFor: 'y에 대하여 푸시오. 3x + y = 7',
    findX: 'x의 값을 구하시오. 5x - 3 = 12',
    simplify: '다음 식을 간단히 하시오. 2(x + 3) + 4x',
    expand: '다음 식을 전개하시오. (x + 3)^2',
    multiply: '다음 식을 전개하시오. (x + 2)(x - 5)',
    factor: '다음 식을 인수분해하시오. 3x^2 - 12',
    evaluate: '다음을 계산하시오. 2^3 + 4*5',
    limit: '다음 극한값을 구하시오. lim x->3 (x^2 - 9)/(x - 3)',
    evalF: 'f(x) = x^2 + 3x일 때, f(2)의 값을 구하시오.',
    combine: '동류항끼리 정리하시오. 5a + 3b - 2a + b',
    derivative: '다음 함수를 미분하시오. x^3 + 2x',
    integral: '다음 부정적분을 구하시오. 3x^2 + 4x',
    slope: '두 점 (1, 2), (3, 8)을 지나는 직선의 기울기를 구하시오.',
    domain: '함수의 정의역을 구하시오. f(x) = 1/(x - 4)',
    round: '3.14159를 반올림하여 소수 둘째 자리까지 나타내시오.',
    gcf: '24와 36의 최대공약수를 구하시오.',
    lcm: '8과 12의 최소공배수를 구하시오.',
    mean: '다음 자료의 평균을 구하시오. 4, 8, 15, 16, 23',
    convert: '5 km를 m로 나타내시오.',
  },
};

/**
 * A second phrasing of eight instructions per language: the other register (usted, Sie, vous, the infinitive of the
 * Russian and Italian problem books, the polite Hindi and Turkish forms), the exercise inside the sentence, or the
 * exercise first ("5x - 3 = 12. Find x.", "方程式 3x + 5 = 20 を解け").
 */
type VariantId = 'solve' | 'simplify' | 'factor' | 'derivative' | 'integral' | 'gcf' | 'mean' | 'findX';
const VARIANTS: Record<string, Record<VariantId, string>> = {
  en: {
    solve: 'Solve. 3x + 5 = 20',
    simplify: 'Simplify: 2(x + 3) + 4x',
    factor: 'Factor. 3x^2 - 12',
    derivative: 'Differentiate. x^3 + 2x',
    integral: 'Integrate. 3x^2 + 4x',
    gcf: 'What is the GCF of 24 and 36?',
    mean: 'Find the mean of 4, 8, 15, 16, and 23.',
    findX: '5x - 3 = 12. Find x.',
  },
  es: {
    solve: 'Resuelva la ecuación: 3x + 5 = 20',
    simplify: 'Simplifique. 2(x + 3) + 4x',
    factor: 'Factorice completamente. 3x^2 - 12',
    derivative: 'Derive la función. x^3 + 2x',
    integral: 'Integre. 3x^2 + 4x',
    gcf: 'Calcule el m.c.d. de 24 y 36.',
    mean: 'Calcule el promedio de 4, 8, 15, 16 y 23.',
    findX: '5x - 3 = 12. Halla x.',
  },
  pt: {
    solve: 'Resolve a equação: 3x + 5 = 20',
    simplify: 'Simplifica. 2(x + 3) + 4x',
    factor: 'Fatorize completamente. 3x^2 - 12',
    derivative: 'Derive. x^3 + 2x',
    integral: 'Integre. 3x^2 + 4x',
    gcf: 'Calcule o mdc de 24 e 36.',
    mean: 'Calcule a média de 4, 8, 15, 16 e 23.',
    findX: '5x - 3 = 12. Determine x.',
  },
  de: {
    solve: 'Lösen Sie die Gleichung. 3x + 5 = 20',
    simplify: 'Vereinfachen Sie. 2(x + 3) + 4x',
    factor: 'Faktorisieren Sie vollständig. 3x^2 - 12',
    derivative: 'Leiten Sie ab. x^3 + 2x',
    integral: 'Integrieren Sie. 3x^2 + 4x',
    gcf: 'Bestimmen Sie den ggT von 24 und 36.',
    mean: 'Berechnen Sie den Mittelwert von 4, 8, 15, 16 und 23.',
    findX: '5x - 3 = 12. Bestimme x.',
  },
  fr: {
    solve: "Résous l'équation : 3x + 5 = 20",
    simplify: 'Simplifie. 2(x + 3) + 4x',
    factor: 'Factorise. 3x^2 - 12',
    derivative: 'Dérivez. x^3 + 2x',
    integral: 'Intégrer. 3x^2 + 4x',
    gcf: 'Calcule le PGCD de 24 et 36.',
    mean: 'Calculez la moyenne de 4, 8, 15, 16 et 23.',
    findX: '5x - 3 = 12. Trouve x.',
  },
  it: {
    solve: "Risolvere l'equazione. 3x + 5 = 20",
    simplify: 'Semplificare. 2(x + 3) + 4x',
    factor: 'Scomponi in fattori. 3x^2 - 12',
    derivative: 'Deriva la funzione. x^3 + 2x',
    integral: 'Integra. 3x^2 + 4x',
    gcf: 'Calcola il massimo comune divisore di 24 e 36.',
    mean: 'Calcola la media di 4, 8, 15, 16 e 23.',
    findX: '5x - 3 = 12. Trova x.',
  },
  nl: {
    solve: 'Los op. 3x + 5 = 20',
    simplify: 'Vereenvoudig. 2(x + 3) + 4x',
    factor: 'Ontbind in factoren. 3x^2 - 12',
    derivative: 'Differentieer. x^3 + 2x',
    integral: 'Bereken de integraal. 3x^2 + 4x',
    gcf: 'Bereken de ggd van 24 en 36.',
    mean: 'Bereken het gemiddelde van 4, 8, 15, 16 en 23.',
    findX: '5x - 3 = 12. Bereken x.',
  },
  sv: {
    solve: 'Lös ekvationen: 3x + 5 = 20',
    simplify: 'Förenkla. 2(x + 3) + 4x',
    factor: 'Faktorisera. 3x^2 - 12',
    derivative: 'Bestäm derivatan. x^3 + 2x',
    integral: 'Integrera. 3x^2 + 4x',
    gcf: 'Bestäm SGD för 24 och 36.',
    mean: 'Beräkna medelvärdet av 4, 8, 15, 16 och 23.',
    findX: '5x - 3 = 12. Lös ut x.',
  },
  ru: {
    solve: 'Решить уравнение. 3x + 5 = 20',
    simplify: 'Упростить выражение. 2(x + 3) + 4x',
    factor: 'Разложить на множители. 3x^2 - 12',
    derivative: 'Найти производную. x^3 + 2x',
    integral: 'Найти интеграл. 3x^2 + 4x',
    gcf: 'Найдите НОД чисел 24 и 36.',
    mean: 'Найдите среднее арифметическое чисел 4, 8, 15, 16 и 23.',
    findX: '5x - 3 = 12. Найдите x.',
  },
  uk: {
    solve: "Розв'язати рівняння. 3x + 5 = 20",
    simplify: 'Спростити вираз. 2(x + 3) + 4x',
    factor: 'Розкласти на множники. 3x^2 - 12',
    derivative: 'Знайти похідну. x^3 + 2x',
    integral: 'Знайти інтеграл. 3x^2 + 4x',
    gcf: 'Знайдіть НСД чисел 24 і 36.',
    mean: 'Знайдіть середнє арифметичне чисел 4, 8, 15, 16 і 23.',
    findX: '5x - 3 = 12. Знайдіть x.',
  },
  tr: {
    solve: 'Denklemi çözün. 3x + 5 = 20',
    simplify: 'Sadeleştirin. 2(x + 3) + 4x',
    factor: 'Çarpanlarına ayırın. 3x^2 - 12',
    derivative: 'Türevini alınız. x^3 + 2x',
    integral: 'İntegralini alınız. 3x^2 + 4x',
    gcf: "24 ile 36'nın EBOB'u kaçtır?",
    mean: '4, 8, 15, 16, 23 sayılarının aritmetik ortalaması kaçtır?',
    findX: '5x - 3 = 12 ise x kaçtır?',
  },
  id: {
    solve: 'Tentukan penyelesaian persamaan berikut. 3x + 5 = 20',
    simplify: 'Sederhanakanlah. 2(x + 3) + 4x',
    factor: 'Faktorkanlah. 3x^2 - 12',
    derivative: 'Turunkan fungsi berikut. x^3 + 2x',
    integral: 'Integralkan. 3x^2 + 4x',
    gcf: 'Berapakah FPB dari 24 dan 36?',
    mean: 'Hitunglah rata-rata dari 4, 8, 15, 16, dan 23.',
    findX: '5x - 3 = 12. Tentukan nilai x.',
  },
  hi: {
    solve: 'हल करें। 3x + 5 = 20',
    simplify: 'सरल करें। 2(x + 3) + 4x',
    factor: 'गुणनखंड करें। 3x^2 - 12',
    derivative: 'x^3 + 2x का अवकलज ज्ञात करें।',
    integral: 'समाकलन कीजिए। 3x^2 + 4x',
    gcf: '24 और 36 का म.स.प. ज्ञात कीजिए।',
    mean: '4, 8, 15, 16, 23 का माध्य ज्ञात कीजिए।',
    findX: 'यदि 5x - 3 = 12 है, तो x का मान ज्ञात कीजिए।',
  },
  ar: {
    solve: 'حل المعادلة التالية: 3x + 5 = 20',
    simplify: 'بسط: 2(x + 3) + 4x',
    factor: 'حلل إلى العوامل. 3x^2 - 12',
    derivative: 'اشتق الدالة. x^3 + 2x',
    integral: 'أوجد التكامل غير المحدد. 3x^2 + 4x',
    gcf: 'أوجد ق.م.أ للعددين 24 و 36.',
    mean: 'أوجد الوسط الحسابي للأعداد 4، 8، 15، 16، 23.',
    findX: '5x - 3 = 12. أوجد قيمة x.',
  },
  'zh-CN': {
    solve: '解下列方程：3x + 5 = 20',
    simplify: '化简：2(x + 3) + 4x',
    factor: '分解因式：3x^2 - 12',
    derivative: '求下列函数的导数：x^3 + 2x',
    integral: '计算不定积分：3x^2 + 4x',
    gcf: '24和36的最大公因数是多少？',
    mean: '4、8、15、16、23的平均数是多少？',
    findX: '已知5x - 3 = 12，求x。',
  },
  'zh-TW': {
    solve: '解下列方程式：3x + 5 = 20',
    simplify: '化簡下列各式：2(x + 3) + 4x',
    factor: '將下列各式因式分解：3x^2 - 12',
    derivative: '求下列函數的導函數：x^3 + 2x',
    integral: '計算下列不定積分：3x^2 + 4x',
    gcf: '求24與36的最大公因數。',
    mean: '求4、8、15、16、23的算術平均數。',
    findX: '若5x - 3 = 12，求x。',
  },
  ja: {
    solve: '方程式 3x + 5 = 20 を解け。',
    simplify: '2(x + 3) + 4x を計算しなさい。',
    factor: '3x^2 - 12 を因数分解せよ。',
    derivative: 'x^3 + 2x を微分しなさい。',
    integral: '3x^2 + 4x の不定積分を求めよ。',
    gcf: '24と36の最大公約数を求めよ。',
    mean: '4, 8, 15, 16, 23 の平均値を求めなさい。',
    findX: '5x - 3 = 12 のとき、x の値を求めなさい。',
  },
  ko: {
    solve: '방정식 3x + 5 = 20을 푸시오.',
    simplify: '2(x + 3) + 4x를 간단히 하시오.',
    factor: '3x^2 - 12를 인수분해하시오.',
    derivative: 'x^3 + 2x를 미분하시오.',
    integral: '3x^2 + 4x의 부정적분을 구하시오.',
    gcf: '24와 36의 최대공약수는?',
    mean: '4, 8, 15, 16, 23의 평균을 구하시오.',
    findX: '5x - 3 = 12일 때, x의 값을 구하시오.',
  },
};

const VARIANT_CELLS = Object.entries(VARIANTS).flatMap(([lang, row]) =>
  (Object.keys(row) as VariantId[]).map((task) => [lang, task, row[task]] as const),
);

/** "Evaluate the expression for the given value" (OpenStax Prealgebra's instruction), in every language: 2x + 1 at x = 2. */
const GIVEN_VALUE: Record<string, string> = {
  en: 'Evaluate 2x + 1 when x = 2.',
  es: 'Calcula el valor de 2x + 1 para x = 2.',
  pt: 'Calcule o valor de 2x + 1 para x = 2.',
  de: 'Berechne den Wert des Terms 2x + 1 für x = 2.',
  fr: 'Calculer 2x + 1 pour x = 2.',
  it: 'Calcola il valore di 2x + 1 per x = 2.',
  nl: 'Bereken de waarde van 2x + 1 voor x = 2.',
  sv: 'Beräkna värdet av 2x + 1 för x = 2.',
  ru: 'Найдите значение выражения 2x + 1 при x = 2.',
  uk: 'Знайдіть значення виразу 2x + 1 при x = 2.',
  tr: 'x = 2 için 2x + 1 ifadesinin değerini bulunuz.',
  id: 'Tentukan nilai 2x + 1 untuk x = 2.',
  hi: 'x = 2 के लिए 2x + 1 का मान ज्ञात कीजिए।',
  ar: 'أوجد قيمة 2x + 1 عندما x = 2.',
  'zh-CN': '当x = 2时，求2x + 1的值。',
  'zh-TW': '當x = 2時，求2x + 1的值。',
  ja: 'x = 2 のとき、2x + 1 の値を求めよ。',
  ko: 'x = 2일 때, 2x + 1의 값을 구하시오.',
};

/**
 * Instructions the reader must not map to another task (issue #18, never a wrong answer): [language, question, a
 * misreading that must never be the answer]. Each is either read correctly or "not understood".
 */
const NEVER: [string, string, RegExp][] = [
  ['zh-CN', '把1 + i写成三角形式', /^1 \+ i$/],
  ['zh-TW', '5公里等於多少公尺？', /^5$/],
  ['zh-TW', '將5公里換算成公尺。', /^5$/],
  ['ja', '関数の値域を求めよ。f(x) = x^2', /^x = /],
  ['zh-CN', '求函数的值域。f(x) = x^2 + 1', /^x = /],
  ['ko', '함수의 치역을 구하시오. f(x) = x^2', /^x = /],
  ['hi', 'फलन का परिसर ज्ञात कीजिए। f(x) = x^2', /^x = /],
  ['ar', 'أوجد مدى الدالة. f(x) = x^2', /^x = /],
  ['id', 'Kalikan 3 dengan 4', /[a-z]/],
  ['tr', "24 ile 36'nın çarpımını bulunuz.", /[a-z]/],
  ['es', 'Redondea 3,14159 a dos cifras significativas.', /^3\.14$/],
  ['fr', 'Calculer la moyenne pondérée : 4 ; 8 ; 15', /^9$/],
  ['es', 'Calcula la media geométrica: 2, 8', /^5$/],
  ['ja', '3/7の逆数を求めよ。', /^3\/7$/],
  ['en', 'factorise 3x^2 - 12', /[ies]\*/],
  ['de', 'Lösen Sie die Gleichung. 3x + 5 = 20', /sin/],
];

const CELLS = Object.entries(MATRIX).flatMap(([lang, row]) =>
  (Object.keys(CHECK) as TaskId[]).map((task) => [lang, task, row[task]] as const),
);

describe('textbook instructions × 18 languages (issue #21, Reading)', () => {
  test('the matrix is complete: every instruction in every language', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(
      ['ar', 'de', 'en', 'es', 'fr', 'hi', 'id', 'it', 'ja', 'ko', 'nl', 'pt', 'ru', 'sv', 'tr', 'uk', 'zh-CN', 'zh-TW'].sort(),
    );
    for (const row of Object.values(MATRIX)) expect(Object.keys(row).sort()).toEqual(Object.keys(CHECK).sort());
    expect(Object.keys(VARIANTS).sort()).toEqual(Object.keys(MATRIX).sort());
    expect(Object.keys(GIVEN_VALUE).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  test.each(NEVER)('%s never misread: %s', (lang, q, wrong) => {
    let text: string | null = null;
    try {
      const r = answerQuestion(normalizeQuestion(q, lang));
      text = r.simplifyResultText;
    } catch {
      // "not understood" is an honest answer
    }
    if (text !== null) expect(text, q).not.toMatch(wrong);
  });

  test.each(Object.entries(GIVEN_VALUE))('%s evaluate for a given value: %s', (lang, q) => {
    const r = answerQuestion(normalizeQuestion(q, lang));
    expect(value(r.simplifyResultText)).toBe(2 * 2 + 1);
    expect(r.verified).toBe(true);
  });

  test.each([...CELLS, ...VARIANT_CELLS])('%s %s: %s', (lang, task, q) => {
    const normalized = normalizeQuestion(q, lang);
    const r = answerQuestion(normalized);
    CHECK[task](r.simplifyResultText);
    expect(r.verified, normalized).toBe(true);
  });
});
