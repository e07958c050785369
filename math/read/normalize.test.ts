import { describe, expect, test } from 'vitest';
import { normalizeQuestion } from './normalize';
import { routeQuestion } from '../router';

type Task = ReturnType<typeof routeQuestion>['task'];
/** [student question, exact normalized English, task the math router must recognise] */
type Case = [string, string, Task];

const CASES: Record<string, Case[]> = {
  es: [
    ['Resuelve x^2 - 5x + 6 = 0', 'solve x^2 - 5x + 6 = 0', 'solve'],
    ['Resuelve la ecuación 2x + 3 = 11', 'solve 2x + 3 = 11', 'solve'],
    ['Por favor, resuelve para y: 2y + 1 = 5', 'solve for y: 2y + 1 = 5', 'solve'],
    ['Encuentra las raíces de x^2 - 5x + 6', 'find the roots of x^2 - 5x + 6', 'solve'],
    ['despeja x en 3x - 5 = 10', 'solve for x: 3x - 5 = 10', 'solve'],
    ['Halla el valor de x en 2x+3=11', 'solve for x: 2x+3=11', 'solve'],
    ['calcula la integral de 0 a 1 de x^2', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['Calcula el límite cuando x tiende a 0 de sin(x)/x', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['límite de sin(x)/x en el punto 0', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['derivada de x^2 sin x', 'derivative of x^2 sin x', 'derivative'],
    ['Halla la segunda derivada de x^4', 'second derivative of x^4', 'derivative'],
    ['deriva sin(3t) con respecto a t', 'derivative of sin(3t) with respect to t', 'derivative'],
    ['Calcula la integral de x^2 de 0 a 1', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['integral de x^2 dx de 0 a π', 'integral of x^2 dx from 0 to π', 'definite-integral'],
    ['integral de x^2 desde 0 hasta infinito', 'integral of x^2 from 0 to infinity', 'definite-integral'],
    ['calcula la primitiva de cos x', 'antiderivative of cos x', 'indefinite-integral'],
    ['¿Cuál es el límite de sin(x)/x cuando x tiende a 0?', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['límite de 1/x cuando x tiende a 0 por la derecha', 'limit of 1/x as x -> 0 from the right', 'limit'],
    ['límite de e^x cuando x tiende a menos infinito', 'limit of e^x as x -> -infinity', 'limit'],
    ['Simplifica (x^2-1)/(x-1)', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['factoriza x^2 - 5x + 6', 'factor x^2 - 5x + 6', 'factor'],
    ['desarrolla (x+1)^2', 'expand (x+1)^2', 'expand'],
    ['¿Cuánto es el 15% de 80?', '15% of 80', 'calculate'],
    ['15 por ciento de 80', '15% of 80', 'calculate'],
    ['calcula 3/4 + 5/6', 'calculate 3/4 + 5/6', 'calculate'],
  ],
  fr: [
    ['Résous 2x + 3 = 11', 'solve 2x + 3 = 11', 'solve'],
    ['Peux-tu résoudre 2x+3=11 ?', 'solve 2x+3=11', 'solve'],
    ['résoudre pour y : 3y = 9', 'solve for y: 3y = 9', 'solve'],
    ['Trouve x tel que 2x+3=11', 'solve for x: 2x+3=11', 'solve'],
    ['Donne-moi la dérivée de x^3', 'derivative of x^3', 'derivative'],
    ['limite de sin(x)/x en 0', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['Calculer la limite en +∞ de (2x+1)/(x-3)', 'limit of (2x+1)/(x-3) as x -> +∞', 'limit'],
    ['Calculez la dérivée seconde de x^4', 'second derivative of x^4', 'derivative'],
    ['dérivée de x^2 par rapport à x', 'derivative of x^2 with respect to x', 'derivative'],
    ["calcule l'intégrale de x e^x de 0 à 1", 'integral of x e^x from 0 to 1', 'definite-integral'],
    ["calculer l'intégrale de x^2 entre 0 et 2", 'integral of x^2 from 0 to 2', 'definite-integral'],
    ['primitive de x^2', 'antiderivative of x^2', 'indefinite-integral'],
    ['Quelle est la limite de sin(x)/x quand x tend vers 0 ?', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['limite de 1/x lorsque x tend vers 0 à gauche', 'limit of 1/x as x -> 0 from the left', 'limit'],
    ["limite de e^x quand x tend vers moins l'infini", 'limit of e^x as x -> -infinity', 'limit'],
    ['Simplifie (x^2-1)/(x-1)', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['Développez (x+1)^2', 'expand (x+1)^2', 'expand'],
    ['Factorisez x^2 - 5x + 6', 'factor x^2 - 5x + 6', 'factor'],
    ['Combien font 15 % de 80 ?', '15% of 80', 'calculate'],
    ['12,5 % de 80', '12.5% of 80', 'calculate'],
    ['que vaut 3/4 + 5/6 ?', 'what is 3/4 + 5/6', 'calculate'],
  ],
  de: [
    ['Löse 2x + 3 = 11', 'solve 2x + 3 = 11', 'solve'],
    ['Löse x^2 = 4 nach x auf', 'solve for x: x^2 = 4', 'solve'],
    ['Kannst du bitte 2x+3=11 lösen?', 'solve 2x+3=11', 'solve'],
    ['Bestimme die Nullstellen von x^2 - 4', 'find the roots of x^2 - 4', 'solve'],
    ['Bestimme x, wenn 2x + 3 = 11', 'solve for x: 2x + 3 = 11', 'solve'],
    ['Bestimme das unbestimmte Integral von x^2', 'integral of x^2', 'indefinite-integral'],
    ['Berechne den Grenzwert lim x→0 sin(x)/x', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['Grenzwert von sin(t)/t an der Stelle 0', 'limit of sin(t)/t as t -> 0', 'limit'],
    ['Bestimme die zweite Ableitung von x^4', 'second derivative of x^4', 'derivative'],
    ['2. Ableitung von x^3', 'second derivative of x^3', 'derivative'],
    ['Leite x^2 sin x ab', 'derivative of x^2 sin x', 'derivative'],
    ['Ableitung von t^3 nach t', 'derivative of t^3 with respect to t', 'derivative'],
    ['Berechne das Integral von x^2 von 0 bis 1', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['Berechne ∫ x^2 dx von 0 bis 1', 'integral of x^2 dx from 0 to 1', 'definite-integral'],
    ['Berechne die Stammfunktion von x^2', 'antiderivative of x^2', 'indefinite-integral'],
    ['Grenzwert von sin(x)/x für x gegen 0', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['Grenzwert von 1/x für x gegen unendlich', 'limit of 1/x as x -> infinity', 'limit'],
    ['Grenzwert von 1/x für x gegen 0 von rechts', 'limit of 1/x as x -> 0 from the right', 'limit'],
    ['Grenzwert von 1/x für x → 0+', 'limit of 1/x as x -> 0+', 'limit'],
    ['Bitte vereinfache (x^2-1)/(x-1)!', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['Multipliziere (x+1)^2 aus', 'expand (x+1)^2', 'expand'],
    ['Faktorisiere x^2 - 5x + 6', 'factor x^2 - 5x + 6', 'factor'],
    ['Wie viel sind 15 % von 80?', '15% of 80', 'calculate'],
    ['Was ist 3/4 + 5/6?', 'what is 3/4 + 5/6', 'calculate'],
  ],
  ru: [
    ['Решите уравнение 2x + 3 = 11', 'solve 2x + 3 = 11', 'solve'],
    ['Решите относительно y: 2y + 1 = 5', 'solve for y: 2y + 1 = 5', 'solve'],
    ['Найдите корни x^2 - 4', 'find the roots of x^2 - 4', 'solve'],
    ['Найдите x, если 2x + 3 = 11', 'solve for x: 2x + 3 = 11', 'solve'],
    ['Найдите производную функции y = x^3', 'derivative of y = x^3', 'derivative'],
    ['Вычислите определённый интеграл x^2 dx от 0 до 1', 'integral of x^2 dx from 0 to 1', 'definite-integral'],
    ['предел sin(x)/x в точке 0', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['Найдите вторую производную x^4', 'second derivative of x^4', 'derivative'],
    ['Найдите производную x^2 по x', 'derivative of x^2 with respect to x', 'derivative'],
    ['Вычислите интеграл x^2 от 0 до 1', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['интеграл x^2 в пределах от 0 до 1', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['Найдите первообразную x^2', 'antiderivative of x^2', 'indefinite-integral'],
    ['Найдите предел sin(x)/x при x стремящемся к 0', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['предел (1+1/x)^x при x стремящемся к бесконечности', 'limit of (1+1/x)^x as x -> infinity', 'limit'],
    ['предел 1/x при x → 0 слева', 'limit of 1/x as x -> 0 from the left', 'limit'],
    ['Упростите (x^2-1)/(x-1)', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['Разложите на множители x^2 - 5x + 6', 'factor x^2 - 5x + 6', 'factor'],
    ['Раскройте скобки (x+1)^2', 'expand (x+1)^2', 'expand'],
    ['Сколько будет 15% от 80?', '15% of 80', 'calculate'],
    ['вычислите 3/4 + 5/6', 'calculate 3/4 + 5/6', 'calculate'],
  ],
  uk: [
    ["Розв'яжіть рівняння 2x + 3 = 11", 'solve 2x + 3 = 11', 'solve'],
    ['Розв’яжіть відносно y: 2y + 1 = 5', 'solve for y: 2y + 1 = 5', 'solve'],
    ['Знайдіть другу похідну x^4', 'second derivative of x^4', 'derivative'],
    ['Знайдіть похідну sin x', 'derivative of sin x', 'derivative'],
    ['Обчисліть інтеграл x^2 від 0 до 1', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['Знайдіть первісну x^2', 'antiderivative of x^2', 'indefinite-integral'],
    ['Знайдіть границю sin(x)/x при x, що прямує до 0', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['границя 1/x при x → 0 справа', 'limit of 1/x as x -> 0 from the right', 'limit'],
    ['Спростіть (x^2-1)/(x-1)', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['Розкрийте дужки (x+1)^2', 'expand (x+1)^2', 'expand'],
    ['Знайдіть корені x^2 - 4', 'find the roots of x^2 - 4', 'solve'],
    ['знайдіть границю e^x при x → -∞', 'limit of e^x as x -> -∞', 'limit'],
    ['Розкладіть на множники x^2 - 5x + 6', 'factor x^2 - 5x + 6', 'factor'],
    ['Скільки буде 15% від 80?', '15% of 80', 'calculate'],
    ['Обчисліть 3/4 + 5/6', 'calculate 3/4 + 5/6', 'calculate'],
    ['Обчисліть границю (1+1/x)^x при x → ∞', 'limit of (1+1/x)^x as x -> ∞', 'limit'],
    ['Знайдіть похідну функції y = x^3', 'derivative of y = x^3', 'derivative'],
  ],
  'zh-CN': [
    ['解方程 2x+3=11', 'solve 2x+3=11', 'solve'],
    ['解方程：x^2-5x+6=0', 'solve x^2-5x+6=0', 'solve'],
    ['求方程 x^2-4=0 的解', 'solve x^2-4=0', 'solve'],
    ['已知 2x+3=11，求 x', 'solve for x: 2x+3=11', 'solve'],
    ['计算 ∫ x^2 dx 从0到1', 'integral of x^2 dx from 0 to 1', 'definite-integral'],
    ['计算定积分 ∫_0^1 x^2 dx', 'calculate ∫_0^1 x^2 dx', 'definite-integral'],
    ['求不定积分 ∫x^2dx', 'integral of x^2dx', 'indefinite-integral'],
    ['求函数 y=x^3 在 x 处的导数', 'derivative of y=x^3 with respect to x', 'derivative'],
    ['求 lim_{x→∞} (1+1/x)^x', 'limit of (1+1/x)^x as x -> ∞', 'limit'],
    ['求极限 lim(x→0) sin(x)/x', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['求 x^2 的导数', 'derivative of x^2', 'derivative'],
    ['请问 x^2 的导数是什么？', 'derivative of x^2', 'derivative'],
    ['求 x^4 的二阶导数', 'second derivative of x^4', 'derivative'],
    ['求 x^2 从0到1的定积分', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['求 x^2 在 [0, 1] 上的定积分', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['x^2 的不定积分', 'integral of x^2', 'indefinite-integral'],
    ['求 x^2 的原函数', 'antiderivative of x^2', 'indefinite-integral'],
    ['求 sin(x)/x 当 x 趋于 0 时的极限', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['求 1/x 当 x→0 时的右极限', 'limit of 1/x as x -> 0 from the right', 'limit'],
    ['求 e^x 当 x 趋于负无穷时的极限', 'limit of e^x as x -> -infinity', 'limit'],
    ['化简 (x^2-1)/(x-1)', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['请化简 (x^2-1)/(x-1)', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['因式分解 x^2-5x+6', 'factor x^2-5x+6', 'factor'],
    ['展开 (x+1)^2', 'expand (x+1)^2', 'expand'],
    ['80的15%是多少？', '15% of 80', 'calculate'],
    ['计算 3/4 + 5/6', 'calculate 3/4 + 5/6', 'calculate'],
    ['3/4 + 5/6 等于多少？', 'what is 3/4 + 5/6', 'calculate'],
  ],
  'zh-TW': [
    ['解方程式 2x+3=11', 'solve 2x+3=11', 'solve'],
    ['解方程式：x^2-5x+6=0', 'solve x^2-5x+6=0', 'solve'],
    ['求 x^2 在 [0, 2] 上的定積分', 'integral of x^2 from 0 to 2', 'definite-integral'],
    ['x^2 的不定積分', 'integral of x^2', 'indefinite-integral'],
    ['求 1/x 當 x→0 時的左極限', 'limit of 1/x as x -> 0 from the left', 'limit'],
    ['計算 3/4 + 5/6', 'calculate 3/4 + 5/6', 'calculate'],
    ['求 x^2 的導數', 'derivative of x^2', 'derivative'],
    ['求 x^4 的二階導數', 'second derivative of x^4', 'derivative'],
    ['計算 x^2 從0到1的定積分', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['求 x^2 的原函數', 'antiderivative of x^2', 'indefinite-integral'],
    ['當 x 趨近於 0 時，sin(x)/x 的極限', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['當 x 趨近於無窮大時，1/x 的極限', 'limit of 1/x as x -> infinity', 'limit'],
    ['化簡 (x^2-1)/(x-1)', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['展開 (x+1)^2', 'expand (x+1)^2', 'expand'],
    ['請因式分解 x^2-5x+6', 'factor x^2-5x+6', 'factor'],
    ['80的15%是多少？', '15% of 80', 'calculate'],
    ['3/4 + 5/6 等於多少？', 'what is 3/4 + 5/6', 'calculate'],
  ],
  ja: [
    ['2x+3=11 を解け', 'solve 2x+3=11', 'solve'],
    ['方程式 2x+3=11 を解きなさい', 'solve 2x+3=11', 'solve'],
    ['関数 x^3 を微分しなさい', 'derivative of x^3', 'derivative'],
    ['x^2 の 0 から 1 までの定積分を求めよ', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['x^2-4=0 を解いてください。', 'solve x^2-4=0', 'solve'],
    ['２ｘ＋３＝１１を解け', 'solve 2x+3=11', 'solve'],
    ['x^2 の微分', 'derivative of x^2', 'derivative'],
    ['x^4 の2階微分', 'second derivative of x^4', 'derivative'],
    ['sin x を x で微分せよ', 'derivative of sin x with respect to x', 'derivative'],
    ['x^2 を 0 から 1 まで積分せよ', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['0から1まで x^2 を積分', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['x^2 の原始関数を求めよ', 'antiderivative of x^2', 'indefinite-integral'],
    ['x→0 のときの sin(x)/x の極限を求めよ', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['x が無限大に近づくときの 1/x の極限', 'limit of 1/x as x -> infinity', 'limit'],
    ['lim_{x→0} sin(x)/x を求めよ', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['lim[x→0] sin(x)/x を求めよ', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['(x^2-1)/(x-1) を簡単にせよ', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['x^2-5x+6 を因数分解せよ', 'factor x^2-5x+6', 'factor'],
    ['(x+1)^2 を展開してください', 'expand (x+1)^2', 'expand'],
    ['80の15%はいくつですか？', '15% of 80', 'calculate'],
    ['3/4 + 5/6 を計算してください', 'calculate 3/4 + 5/6', 'calculate'],
  ],
  ko: [
    ['2x+3=11을 풀어라', 'solve 2x+3=11', 'solve'],
    ['방정식 2x+3=11을 푸시오', 'solve 2x+3=11', 'solve'],
    ['x^2의 0부터 1까지의 정적분', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['x^2의 도함수', 'derivative of x^2', 'derivative'],
    ['x^4의 이계도함수를 구하시오', 'second derivative of x^4', 'derivative'],
    ['x^2을 x에 대해 미분하시오', 'derivative of x^2 with respect to x', 'derivative'],
    ['x^2를 0부터 1까지 적분하시오', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['x가 0으로 갈 때 sin(x)/x의 극한을 구하시오', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['x→0일 때 sin(x)/x의 극한', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['1/x의 우극한 x→0', 'limit of 1/x as x -> 0 from the right', 'limit'],
    ['(x^2-1)/(x-1)을 간단히 하시오', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['x^2-5x+6을 인수분해하시오', 'factor x^2-5x+6', 'factor'],
    ['(x+1)^2을 전개하시오', 'expand (x+1)^2', 'expand'],
    ['80의 15%', '15% of 80', 'calculate'],
    ['200의 25퍼센트는?', '25% of 200', 'calculate'],
    ['x가 무한대로 갈 때 1/x의 극한', 'limit of 1/x as x -> infinity', 'limit'],
    ['80의 15%는 얼마입니까?', '15% of 80', 'calculate'],
    ['3/4 + 5/6을 계산하시오', 'calculate 3/4 + 5/6', 'calculate'],
  ],
  hi: [
    ['समीकरण 2x + 3 = 11 हल करें', 'solve 2x + 3 = 11', 'solve'],
    ['2x + 3 = 11 को हल कीजिए', 'solve 2x + 3 = 11', 'solve'],
    ['sin x का x के सापेक्ष अवकलन कीजिए', 'derivative of sin x with respect to x', 'derivative'],
    ['x^2 - 4 = 0 के मूल ज्ञात करें', 'find the roots of x^2 - 4 = 0', 'solve'],
    ['x^2 का अवकलज', 'derivative of x^2', 'derivative'],
    ['x^4 का दूसरा अवकलज ज्ञात करें', 'second derivative of x^4', 'derivative'],
    ['कृपया x^2 का अवकलज x के सापेक्ष ज्ञात करें', 'derivative of x^2 with respect to x', 'derivative'],
    ['x^2 का 0 से 1 तक समाकल ज्ञात कीजिए', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['x^2 का समाकलन 0 से 2 तक कीजिए', 'integral of x^2 from 0 to 2', 'definite-integral'],
    ['जब x → 0 तो sin(x)/x की सीमा ज्ञात कीजिए', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['(x+1)^2 का विस्तार कीजिए', 'expand (x+1)^2', 'expand'],
    ['100 का 25 प्रतिशत कितना है', '25% of 100', 'calculate'],
    ['x के 0 की ओर जाने पर sin(x)/x की सीमा ज्ञात करें', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['(x^2-1)/(x-1) को सरल करें', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['x^2-5x+6 के गुणनखंड कीजिए', 'factor x^2-5x+6', 'factor'],
    ['80 का 15% कितना है?', '15% of 80', 'calculate'],
    ['15 का 80%', '80% of 15', 'calculate'],
    ['३/४ + ५/६ का मान ज्ञात करें', 'calculate 3/4 + 5/6', 'calculate'],
  ],
  ar: [
    ['حل المعادلة 2x + 3 = 11', 'solve 2x + 3 = 11', 'solve'],
    ['أوجد جذور x^2 - 4', 'find the roots of x^2 - 4', 'solve'],
    ['أوجد المشتقة الثانية للدالة x^4', 'second derivative of x^4', 'derivative'],
    ['أوجد مشتقة x^3 بالنسبة لـ x', 'derivative of x^3 with respect to x', 'derivative'],
    ['احسب تكامل x^2 من 0 إلى 1', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['اشتق x^3', 'derivative of x^3', 'derivative'],
    ['أوجد الدالة الأصلية لـ x^2', 'antiderivative of x^2', 'indefinite-integral'],
    ['أوجد نهاية sin(x)/x عندما x → 0', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['حلل المقدار x^2 - 5x + 6 إلى عوامل', 'factor x^2 - 5x + 6', 'factor'],
    ['كم يساوي 25 بالمئة من 200', '25% of 200', 'calculate'],
    ['نهاية sin(x)/x عندما تؤول x إلى 0', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['نهاية 1/x عندما x تقترب من 0 من اليسار', 'limit of 1/x as x -> 0 from the left', 'limit'],
    ['بسّط (x^2-1)/(x-1)', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['حلل x^2 - 5x + 6', 'factor x^2 - 5x + 6', 'factor'],
    ['كم يساوي 15% من 80؟', '15% of 80', 'calculate'],
    ['احسب ٣/٤ + ٥/٦', 'calculate 3/4 + 5/6', 'calculate'],
    ['ما هو 3/4 + 5/6؟', 'what is 3/4 + 5/6', 'calculate'],
    ['أوجد قيمة x إذا كان 2x + 3 = 11', 'solve for x: 2x + 3 = 11', 'solve'],
  ],
  pt: [
    ['Resolva 2x + 3 = 11', 'solve 2x + 3 = 11', 'solve'],
    ['resolva para y: 2y + 1 = 5', 'solve for y: 2y + 1 = 5', 'solve'],
    ['encontre as raízes de x^2 - 4', 'find the roots of x^2 - 4', 'solve'],
    ['Determine o valor de x em 2x + 3 = 11', 'solve for x: 2x + 3 = 11', 'solve'],
    ['a derivada de x^2', 'derivative of x^2', 'derivative'],
    ['Calcule a segunda derivada de x^4', 'second derivative of x^4', 'derivative'],
    ['derivada de x^3 em relação a x', 'derivative of x^3 with respect to x', 'derivative'],
    ['Calcule a integral de x^2 de 0 a 1', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['Determine a derivada de segunda ordem de x^4', 'second derivative of x^4', 'derivative'],
    ['Qual é a integral de x^2 de 0 a 2?', 'integral of x^2 from 0 to 2', 'definite-integral'],
    ['Calcule o limite de (1+1/x)^x quando x tende ao infinito', 'limit of (1+1/x)^x as x -> infinity', 'limit'],
    ['integral de 1/x', 'integral of 1/x', 'indefinite-integral'],
    ['lim sin(x)/x quando x tende a 0', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['qual é o limite de 1/x quando x tende a 0 pela direita', 'limit of 1/x as x -> 0 from the right', 'limit'],
    ['Simplifique (x^2-1)/(x-1)', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['fatore x^2 - 5x + 6', 'factor x^2 - 5x + 6', 'factor'],
    ['Quanto é 15% de 80?', '15% of 80', 'calculate'],
    ['calcule 3/4 + 5/6', 'calculate 3/4 + 5/6', 'calculate'],
  ],
  it: [
    ['Risolvi 2x + 3 = 11', 'solve 2x + 3 = 11', 'solve'],
    ['trova le radici di x^2 - 4', 'find the roots of x^2 - 4', 'solve'],
    ['Trova x tale che 2x+3=11', 'solve for x: 2x+3=11', 'solve'],
    ['Calcola la derivata della funzione x^3', 'derivative of x^3', 'derivative'],
    ['la derivata di x^2 sin x', 'derivative of x^2 sin x', 'derivative'],
    ['Calcola la derivata seconda di x^4', 'second derivative of x^4', 'derivative'],
    ['derivata di x^2 rispetto a x', 'derivative of x^2 with respect to x', 'derivative'],
    ["Calcola l'integrale di x^2 da 0 a 1", 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['Calcola il limite di sin(x)/x per x che tende a 0', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['limite di 1/x per x che tende a infinito', 'limit of 1/x as x -> infinity', 'limit'],
    ['limite di 1/x per x che tende a 0 da destra', 'limit of 1/x as x -> 0 from the right', 'limit'],
    ['Semplifica (x^2-1)/(x-1)', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['scomponi in fattori x^2 - 5x + 6', 'factor x^2 - 5x + 6', 'factor'],
    ['sviluppa (x+1)^2', 'expand (x+1)^2', 'expand'],
    ['Quanto fa il 15% di 80?', '15% of 80', 'calculate'],
    ["Calcola l'integrale definito di x^2 tra 0 e 2", 'integral of x^2 from 0 to 2', 'definite-integral'],
    ['Calcola la primitiva di x^2', 'antiderivative of x^2', 'indefinite-integral'],
  ],
  nl: [
    ['Los 2x + 3 = 11 op', 'solve 2x + 3 = 11', 'solve'],
    ['los de vergelijking 2x + 3 = 11 op', 'solve 2x + 3 = 11', 'solve'],
    ['Bepaal de tweede afgeleide van x^4', 'second derivative of x^4', 'derivative'],
    ['afgeleide van x^2 naar x', 'derivative of x^2 with respect to x', 'derivative'],
    ['Wat is de afgeleide van x^2?', 'derivative of x^2', 'derivative'],
    ['Bereken de integraal van x^2 van 0 tot 1', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['Bereken de limiet van sin(x)/x als x nadert tot 0', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['Los op: 2x + 3 = 11', 'solve 2x + 3 = 11', 'solve'],
    ['Bereken de afgeleide van de functie x^3', 'derivative of x^3', 'derivative'],
    ['limiet van 1/x voor x → 0 van rechts', 'limit of 1/x as x -> 0 from the right', 'limit'],
    ['Vereenvoudig (x^2-1)/(x-1)', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['werk (x+1)^2 uit', 'expand (x+1)^2', 'expand'],
    ['ontbind x^2 - 5x + 6 in factoren', 'factor x^2 - 5x + 6', 'factor'],
    ['Hoeveel is 15% van 80?', '15% of 80', 'calculate'],
    ['Wat is de limiet van 1/x als x naar oneindig gaat?', 'limit of 1/x as x -> infinity', 'limit'],
    ['Bepaal de primitieve van x^2', 'antiderivative of x^2', 'indefinite-integral'],
  ],
  tr: [
    ['2x + 3 = 11 denklemini çözün', 'solve 2x + 3 = 11', 'solve'],
    ['lütfen 2x+3=11 çöz', 'solve 2x+3=11', 'solve'],
    ['x için 2x+3=11 denklemini çöz', 'solve for x: 2x+3=11', 'solve'],
    ['2x + 3 = 11 ise x kaçtır?', 'solve for x: 2x + 3 = 11', 'solve'],
    ['f(x) = x^3 fonksiyonunun türevini alın', 'derivative of f(x) = x^3', 'derivative'],
    ['x^2 türevi', 'derivative of x^2', 'derivative'],
    ["x^3'ün türevi", 'derivative of x^3', 'derivative'],
    ['x^4 fonksiyonunun ikinci türevini bulun', 'second derivative of x^4', 'derivative'],
    ["x^2'nin 0'dan 1'e integralini hesaplayın", 'integral of x^2 from 0 to 1', 'definite-integral'],
    ["x 0'a giderken sin(x)/x limiti", 'limit of sin(x)/x as x -> 0', 'limit'],
    ['x sonsuza giderken 1/x limiti', 'limit of 1/x as x -> infinity', 'limit'],
    ['(x^2-1)/(x-1) ifadesini sadeleştirin', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['x^2 - 5x + 6 ifadesini çarpanlarına ayırın', 'factor x^2 - 5x + 6', 'factor'],
    ["80'in %15'i kaçtır?", '15% of 80', 'calculate'],
    ['3/4 + 5/6 kaçtır?', 'what is 3/4 + 5/6', 'calculate'],
    ['x→0 iken sin(x)/x limitini hesaplayın', 'limit of sin(x)/x as x -> 0', 'limit'],
    ["200'ün yüzde 25'i kaçtır", '25% of 200', 'calculate'],
  ],
  id: [
    ['Selesaikan 2x + 3 = 11', 'solve 2x + 3 = 11', 'solve'],
    ['tentukan akar-akar dari x^2 - 4', 'find the roots of x^2 - 4', 'solve'],
    ['Tentukan nilai x dari 2x + 3 = 11', 'solve for x: 2x + 3 = 11', 'solve'],
    ['Tentukan turunan kedua dari x^4', 'second derivative of x^4', 'derivative'],
    ['turunan dari x^2 terhadap x', 'derivative of x^2 with respect to x', 'derivative'],
    ['Hitung integral x^2 dari 0 sampai 1', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['integral dari x^2 dari 0 sampai 1', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['Tentukan limit sin(x)/x ketika x mendekati 0', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['limit 1/x untuk x mendekati tak hingga', 'limit of 1/x as x -> infinity', 'limit'],
    ['sederhanakan (x^2-1)/(x-1)', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['faktorkan x^2 - 5x + 6', 'factor x^2 - 5x + 6', 'factor'],
    ['Berapa 15% dari 80?', '15% of 80', 'calculate'],
    ['Tentukan integral tentu dari x^2 dari 0 sampai 2', 'integral of x^2 from 0 to 2', 'definite-integral'],
    ['Carilah limit dari sin(x)/x untuk x mendekati 0', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['Berapakah hasil dari 3/4 + 5/6?', 'what is 3/4 + 5/6', 'calculate'],
    ['Hitunglah 15% dari 80', '15% of 80', 'calculate'],
  ],
  sv: [
    ['Lös ekvationen 2x + 3 = 11', 'solve 2x + 3 = 11', 'solve'],
    ['Lös x^2 = 4 för x', 'solve for x: x^2 = 4', 'solve'],
    ['Lös ut x ur 2x + 3 = 11', 'solve for x: 2x + 3 = 11', 'solve'],
    ['Derivera x^3', 'derivative of x^3', 'derivative'],
    ['Bestäm andra derivatan av x^4', 'second derivative of x^4', 'derivative'],
    ['derivatan av x^2 med avseende på x', 'derivative of x^2 with respect to x', 'derivative'],
    ['Beräkna integralen av x^2 från 0 till 1', 'integral of x^2 from 0 to 1', 'definite-integral'],
    ['Beräkna gränsvärdet av sin(x)/x när x går mot 0', 'limit of sin(x)/x as x -> 0', 'limit'],
    ['gränsvärdet av 1/x när x går mot 0 från höger', 'limit of 1/x as x -> 0 from the right', 'limit'],
    ['Förenkla (x^2-1)/(x-1)', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['faktorisera x^2 - 5x + 6', 'factor x^2 - 5x + 6', 'factor'],
    ['utveckla (x+1)^2', 'expand (x+1)^2', 'expand'],
    ['Vad är 15 % av 80?', '15% of 80', 'calculate'],
    ['Bestäm en primitiv funktion till x^2', 'antiderivative of x^2', 'indefinite-integral'],
    ['Beräkna gränsvärdet då x går mot oändligheten av 1/x', 'limit of 1/x as x -> infinity', 'limit'],
    ['vad är 3/4 + 5/6?', 'what is 3/4 + 5/6', 'calculate'],
  ],
  en: [
    ['solve 2x+3=11', 'solve 2x+3=11', 'solve'],
    ['Solve for x: 3x - 5 = 10', 'Solve for x: 3x - 5 = 10', 'solve'],
    ['find the roots of x^2 - 5x + 6', 'find the roots of x^2 - 5x + 6', 'solve'],
    ['derivative of x^2 sin x', 'derivative of x^2 sin x', 'derivative'],
    ['second derivative of x^4', 'second derivative of x^4', 'derivative'],
    ['d/dx x^3', 'd/dx x^3', 'derivative'],
    ['integrate x e^x from 0 to 1', 'integrate x e^x from 0 to 1', 'definite-integral'],
    ['what is the integral of cos x dx', 'what is the integral of cos x dx', 'indefinite-integral'],
    ['limit of sin(x)/x as x->0', 'limit of sin(x)/x as x->0', 'limit'],
    ['lim (1+1/x)^x as x approaches infinity', 'lim (1+1/x)^x as x approaches infinity', 'limit'],
    ['simplify (x^2-1)/(x-1)', 'simplify (x^2-1)/(x-1)', 'simplify'],
    ['15% of 80', '15% of 80', 'calculate'],
    ['what is 3/4 + 5/6?', 'what is 3/4 + 5/6?', 'calculate'],
    ['\\int_0^1 x^2\\,dx', '\\int_0^1 x^2\\,dx', 'definite-integral'],
  ],
};

/** The task kinds every language's table must exercise (solve, derivative, definite integral, limit, simplify, percent). */
const REQUIRED: Task[] = ['solve', 'derivative', 'definite-integral', 'limit', 'simplify', 'calculate'];

describe.each(Object.entries(CASES))('normalizeQuestion [%s]', (lang, cases) => {
  test.each(cases)('%s', (question, expected, task) => {
    const normalized = normalizeQuestion(question, lang);
    expect(normalized).toBe(expected);
    expect(routeQuestion(normalized).task).toBe(task);
  });

  test('recognises the same questions without the language hint', () => {
    for (const [question, expected] of cases) expect(normalizeQuestion(question)).toBe(expected);
  });

  test('covers solve, derivative, definite integral, limit, simplify and percent', () => {
    const tasks = new Set(cases.map((c) => c[2]));
    for (const t of REQUIRED) expect(tasks, `${lang} lacks a ${t} case`).toContain(t);
    expect(
      cases.some(([q, n]) => /%/.test(q) && / of /.test(n)),
      `${lang} lacks a percent case`,
    ).toBe(true);
  });
});

/** The expression part of a normalized question (the English template words removed). */
const TEMPLATE =
  /^(?:solve(?: for [a-z]:)?|find the roots of|(?:second |third |fourth |fifth )?derivative of|integral of|antiderivative of|limit of|simplify|expand|factor|calculate|what is) (.+?)(?: with respect to [a-z]| from \S+ to \S+| as [a-z] -> \S+(?: from the (?:left|right))?)?$/;
/** Full-width forms and native digits, which the normalizer tidies, mapped the same way for comparison. */
const plain = (s: string) =>
  s
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x660))
    .replace(/[\u0966-\u096F]/g, (c) => String(c.charCodeAt(0) - 0x966))
    .replace(/٪/g, '%');

describe('normalizeQuestion: the math is copied verbatim', () => {
  const all = Object.entries(CASES).flatMap(([lang, cases]) => cases.map((c) => [lang, ...c] as const));
  test.each(all.filter(([, q, n]) => q !== n && !/% of /.test(n)))('[%s] %s', (_lang, question, normalized) => {
    const m = TEMPLATE.exec(normalized);
    expect(m, normalized).not.toBeNull();
    expect(plain(question)).toContain(m![1]);
  });
});

describe('normalizeQuestion: what the router receives', () => {
  test('variables, orders, bounds, points and directions survive the translation', () => {
    const r = (q: string) => routeQuestion(normalizeQuestion(q)).request;
    expect(r('deriva sin(3t) con respecto a t')).toMatchObject({ input: 'sin(3t)', variable: 't', derivativeOrder: 1 });
    expect(r('Bestimme die zweite Ableitung von x^4')).toMatchObject({ input: 'x^4', derivativeOrder: 2 });
    expect(r('求 x^4 的二阶导数')).toMatchObject({ input: 'x^4', derivativeOrder: 2 });
    expect(r("x^2'nin 0'dan 1'e integralini hesaplayın")).toMatchObject({
      input: 'x^2',
      integrationLowerBound: '0',
      integrationUpperBound: '1',
    });
    expect(r('integral de x^2 desde 0 hasta infinito')).toMatchObject({
      integrationLowerBound: '0',
      integrationUpperBound: 'inf',
    });
    expect(r('0から1まで x^2 を積分')).toMatchObject({ input: 'x^2', integrationLowerBound: '0', integrationUpperBound: '1' });
    expect(r('предел 1/x при x → 0 слева')).toMatchObject({ input: '1/x', variable: 'x', limitPoint: '0', limitDirection: '-' });
    expect(r('求 1/x 当 x→0 时的右极限')).toMatchObject({ input: '1/x', limitPoint: '0', limitDirection: '+' });
    expect(r('x sonsuza giderken 1/x limiti')).toMatchObject({ input: '1/x', limitPoint: 'inf' });
    expect(r('Grenzwert von sin(t)/t an der Stelle 0')).toMatchObject({ input: 'sin(t)/t', variable: 't', limitPoint: '0' });
    expect(r('Решите относительно y: 2y + 1 = 5')).toMatchObject({ input: '2y + 1 = 5', variable: 'y' });
    expect(r('80의 15%')).toMatchObject({ input: '15% of 80' });
    expect(r('15 का 80%')).toMatchObject({ input: '80% of 15' });
  });

  test('limit points and bounds written as number words become numbers', () => {
    const r = (q: string, l?: string) => routeQuestion(normalizeQuestion(q, l)).request;
    expect(r('límite de sin(x)/x cuando x tiende a cero', 'es')).toMatchObject({ input: 'sin(x)/x', limitPoint: '0' });
    expect(r('Grenzwert von sin(x)/x für x gegen null', 'de')).toMatchObject({ limitPoint: '0' });
    expect(r('integral de x^2 desde cero hasta uno', 'es')).toMatchObject({
      integrationLowerBound: '0',
      integrationUpperBound: '1',
    });
    expect(r('limit of sin(x)/x as x approaches zero')).toMatchObject({ limitPoint: '0' });
  });
});

describe('normalizeQuestion: general behaviour', () => {
  test('the brief examples', () => {
    expect(normalizeQuestion('Resuelve x^2 - 5x + 6 = 0')).toBe('solve x^2 - 5x + 6 = 0');
    expect(normalizeQuestion('derivada de x^2 sin x')).toBe('derivative of x^2 sin x');
    expect(normalizeQuestion("calcule l'intégrale de x e^x de 0 à 1")).toBe('integral of x e^x from 0 to 1');
    expect(normalizeQuestion('Grenzwert von sin(x)/x für x gegen 0')).toBe('limit of sin(x)/x as x -> 0');
    expect(normalizeQuestion('求 x^2 的导数')).toBe('derivative of x^2');
    expect(normalizeQuestion('解方程 2x+3=11')).toBe('solve 2x+3=11');
    expect(normalizeQuestion('x^2 の微分')).toBe('derivative of x^2');
    expect(normalizeQuestion('80의 15%')).toBe('15% of 80');
    expect(normalizeQuestion('вычислите 3/4 + 5/6')).toBe('calculate 3/4 + 5/6');
    expect(normalizeQuestion('lim sin(x)/x quando x tende a 0')).toBe('limit of sin(x)/x as x -> 0');
    expect(normalizeQuestion('sederhanakan (x^2-1)/(x-1)')).toBe('simplify (x^2-1)/(x-1)');
  });

  test('English and bare expressions pass through unchanged (only whitespace collapsed)', () => {
    for (const q of [
      'x^2 + 1',
      '2x+3=11',
      'sqrt(2)/2',
      '\\frac{1}{2} + \\sin(\\pi)',
      'what is 15% of 80?',
      'factor x^2 - 5x + 6',
    ])
      expect(normalizeQuestion(q)).toBe(q);
    expect(normalizeQuestion('  solve   2x+3=11  ', 'es')).toBe('solve 2x+3=11');
  });

  test('leaves the math untouched: LaTeX, function names, Greek letters, symbols', () => {
    expect(normalizeQuestion('calcula \\lim_{x \\to 0} \\frac{\\sin x}{x}')).toBe(
      'calculate \\lim_{x \\to 0} \\frac{\\sin x}{x}',
    );
    expect(normalizeQuestion('calculez ∫_0^1 x^2 dx')).toBe('calculate ∫_0^1 x^2 dx');
    expect(normalizeQuestion('derivada de arctan(x) + ln(x) respecto de x')).toBe(
      'derivative of arctan(x) + ln(x) with respect to x',
    );
    expect(normalizeQuestion('derivada de sin(θ) cos(θ)')).toBe('derivative of sin(θ) cos(θ)');
    expect(normalizeQuestion('derivada de e^(2x) · √x')).toBe('derivative of e^(2x) · √x');
    expect(normalizeQuestion('calcula d/dx x^3')).toBe('d/dx x^3');
  });

  test('is case-insensitive and accent-tolerant', () => {
    expect(normalizeQuestion('RESUELVE 2x+3=11')).toBe('solve 2x+3=11');
    expect(normalizeQuestion('limite de sin(x)/x cuando x tiende a 0')).toBe('limit of sin(x)/x as x -> 0');
    expect(normalizeQuestion("calcule l'integrale de x^2 de 0 a 1")).toBe('integral of x^2 from 0 to 1');
    expect(normalizeQuestion('CALCULE L’INTÉGRALE DE x^2 DE 0 À 1')).toBe('integral of x^2 from 0 to 1');
    expect(normalizeQuestion('Loese 2x+3=11')).toBe('solve 2x+3=11');
    expect(normalizeQuestion('x^2 turevi')).toBe('derivative of x^2');
    expect(normalizeQuestion('НАЙДИТЕ ПРОИЗВОДНУЮ x^2 ПО x')).toBe('derivative of x^2 with respect to x');
    expect(normalizeQuestion('Найдите производную от x^2, пожалуйста')).toBe('derivative of x^2');
  });

  test('strips polite words and trailing punctuation in every script', () => {
    expect(normalizeQuestion('Simplifica (x^2-1)/(x-1), por favor!!')).toBe('simplify (x^2-1)/(x-1)');
    expect(normalizeQuestion('请化简 (x^2-1)/(x-1)。')).toBe('simplify (x^2-1)/(x-1)');
    expect(normalizeQuestion('x^2 の微分をお願いします？')).toBe('derivative of x^2');
    expect(normalizeQuestion('Упростите, пожалуйста, (x^2-1)/(x-1).')).toBe('simplify (x^2-1)/(x-1)');
    expect(normalizeQuestion('من فضلك بسّط (x^2-1)/(x-1)؟')).toBe('simplify (x^2-1)/(x-1)');
    expect(normalizeQuestion('कृपया (x^2-1)/(x-1) को सरल करें।')).toBe('simplify (x^2-1)/(x-1)');
  });

  test('uses the language only as a hint', () => {
    expect(normalizeQuestion('Resuelve 2x+3=11', 'ja')).toBe('solve 2x+3=11');
    expect(normalizeQuestion('x^2 の微分', 'de')).toBe('derivative of x^2');
    expect(normalizeQuestion('integral de x^2 de 0 a 1', 'pt-BR')).toBe('integral of x^2 from 0 to 1');
    expect(normalizeQuestion('求 x^2 的导数', 'zh-Hans')).toBe('derivative of x^2');
    expect(normalizeQuestion('derivada de x^2', 'xx')).toBe('derivative of x^2');
  });

  test('normalises full-width characters and native digits', () => {
    expect(normalizeQuestion('８０の１５％')).toBe('15% of 80');
    expect(normalizeQuestion('كم يساوي ١٥٪ من ٨٠؟')).toBe('15% of 80');
    expect(normalizeQuestion('१५ का ८०%')).toBe('80% of 15');
  });

  test('never invents: unrecognised text comes back with only whitespace/punctuation tidied', () => {
    expect(normalizeQuestion('hola qué tal')).toBe('hola qué tal');
    expect(normalizeQuestion('  Bonjour   le monde ?  ')).toBe('Bonjour le monde');
    expect(normalizeQuestion('今日はいい天気ですね。')).toBe('今日はいい天気ですね');
    expect(normalizeQuestion('')).toBe('');
    expect(normalizeQuestion('   ')).toBe('');
    // A keyword without any math is not turned into a question.
    expect(normalizeQuestion('derivada')).toBe('derivada');
    expect(normalizeQuestion('límite de sin(x)/x')).toBe('límite de sin(x)/x');
    // Recognised as a limit, but the point is a number word: handed back untranslated rather than half-translated.
    expect(normalizeQuestion('sin(x)/x की सीमा ज्ञात कीजिए जब x शून्य की ओर अग्रसर हो')).toBe(
      'sin(x)/x की सीमा ज्ञात कीजिए जब x शून्य की ओर अग्रसर हो',
    );
    expect(normalizeQuestion('x が 0 に近づくとき sin(x)/x はいくつに近づくか')).toBe(
      'x が 0 に近づくとき sin(x)/x はいくつに近づくか',
    );
  });

  test('the router rejects what the normalizer could not translate instead of guessing', () => {
    expect(() => routeQuestion(normalizeQuestion('   '))).toThrow();
    // words the core would multiply as letters (h·o·l·a) are 'not understood', never a calculation (issue #18)
    expect(() => routeQuestion(normalizeQuestion('hola qué tal'))).toThrow(/could not be read/);
  });

  test('a dangling "= ?" asks for a value; quotes around the expression are dropped', () => {
    expect(normalizeQuestion('calcula 3/4 + 5/6 = ?')).toBe('calculate 3/4 + 5/6');
    expect(normalizeQuestion('3/4+5/6=多少')).toBe('what is 3/4+5/6');
    expect(normalizeQuestion('3/4+5/6=？')).toBe('3/4+5/6');
    expect(normalizeQuestion('simplifie « (x^2-1)/(x-1) »')).toBe('simplify (x^2-1)/(x-1)');
    expect(normalizeQuestion('Vereinfache "(x^2-1)/(x-1)"')).toBe('simplify (x^2-1)/(x-1)');
  });

  test('percent words in every language become "%"', () => {
    const cases: [string, string][] = [
      ['el 15 por ciento de 80', 'es'],
      ['15 pour cent de 80', 'fr'],
      ['15 Prozent von 80', 'de'],
      ['15 процентов от 80', 'ru'],
      ['15 відсотків від 80', 'uk'],
      ['80的百分之15是多少', 'zh-CN'],
      ['80の15パーセント', 'ja'],
      ['200의 25퍼센트는?', 'ko'],
      ['80 का 15 प्रतिशत', 'hi'],
      ['15 بالمئة من 80', 'ar'],
      ['15 por cento de 80', 'pt'],
      ['il 15 per cento di 80', 'it'],
      ['15 procent van 80', 'nl'],
      ["80'in yüzde 15'i", 'tr'],
      ['15 persen dari 80', 'id'],
      ['15 procent av 80', 'sv'],
    ];
    for (const [q, lang] of cases) expect(normalizeQuestion(q, lang)).toBe(lang === 'ko' ? '25% of 200' : '15% of 80');
  });

  test('separable verbs (de, nl) are joined again', () => {
    expect(normalizeQuestion('Rechne 3/4 + 5/6 aus')).toBe('calculate 3/4 + 5/6');
    expect(normalizeQuestion('Reken 3/4 + 5/6 uit')).toBe('calculate 3/4 + 5/6');
    expect(normalizeQuestion('Leite x^2 nach x ab')).toBe('derivative of x^2 with respect to x');
    expect(normalizeQuestion('Zerlege x^2 - 4 in Faktoren')).toBe('factor x^2 - 4');
  });

  test('English keeps its wording; only a trailing "please" the router would read as math is dropped', () => {
    expect(normalizeQuestion('Expand (a+b)^3 please')).toBe('Expand (a+b)^3');
    expect(normalizeQuestion('solve 2x+3=11, please?')).toBe('solve 2x+3=11?');
  });

  test('never throws on odd input', () => {
    for (const q of [
      '.*+?^${}()|[]\\',
      '((((',
      '\\',
      "'",
      '%',
      '=',
      '¿?',
      'x→',
      'lim',
      'de 0 a',
      '求',
      'の',
      '\u0301',
      'İı'.repeat(50),
      '求'.repeat(3000) + 'x',
    ]) {
      expect(typeof normalizeQuestion(q)).toBe('string');
    }
    expect(normalizeQuestion(undefined as unknown as string)).toBe('');
  });

  test('percent phrases inside a longer calculation are rewritten in place', () => {
    expect(normalizeQuestion('calcula 15% de 80 + 3')).toBe('calculate 15% of 80 + 3');
    expect(normalizeQuestion('10 % 3', 'fr')).toBe('10 % 3');
  });
});

describe('function names of Latin-language classrooms', () => {
  test('reads sen as the sine (es, pt, it) and arcsen as arcsine', () => {
    expect(normalizeQuestion('derivada de sen(x)', 'es')).toBe('derivative of sin(x)');
    expect(normalizeQuestion('resuelve sen x = 0', 'es')).toBe('solve sin x = 0');
    expect(normalizeQuestion('integral de arcsen(x) de 0 a 1', 'es')).toBe('integral of arcsin(x) from 0 to 1');
    expect(normalizeQuestion('sensor = 2')).toBe('sensor = 2');
  });
});

describe('topic phrasings never cross languages (issue #18)', () => {
  test("the Japanese comma pair does not split a Spanish decimal comma: 'media de 2,5 y 3,5' is the mean of 2.5 and 3.5", () => {
    expect(normalizeQuestion('media de 2,5 y 3,5', 'es')).toBe('mean of 2.5 and 3.5');
    expect(normalizeQuestion('media de 2,5 y 3,5')).toBe('mean of 2.5 and 3.5');
    expect(normalizeQuestion('moyenne de 2,5 et 3,5', 'fr')).toBe('mean of 2.5 and 3.5');
    expect(normalizeQuestion('Mittelwert von 2,5 und 3,5', 'de')).toBe('mean of 2.5 and 3.5');
  });
  test('a comma list and the Japanese 、 still read as before', () => {
    expect(normalizeQuestion('mcd de 12,18', 'es')).toBe('gcd of 12,18');
    expect(normalizeQuestion('底辺が6、高さが4の三角形の面積', 'ja')).toBe('base 6 and height 4 triangle area');
  });
});
