/**
 * The `coordinate-geometry` corpus: problems in three phrasings (notation "A(1, 2)", words, a question / textbook
 * layout) and in other languages, written for Lemma in the style of OpenStax Intermediate Algebra 2e §3.2–3.3 and College
 * Algebra 2e §2.1–2.2 exercises (CC BY 4.0). Expected answers checked by SymPy: `python3 math/topics/geometry/check_corpus.py
 * coordinate-geometry` (the `check` field, see that script).
 */
import type { CheckedItem } from '../geometry/corpus';

const IA = 'OpenStax Intermediate Algebra 2e §3.2–3.3, exercise style (CC BY 4.0), written for Lemma';
const CA = 'OpenStax College Algebra 2e §2.1–2.2, exercise style (CC BY 4.0), written for Lemma';
const I = (q: string, task: string, expect: string, check: string, source = IA, lang?: string): CheckedItem => ({
  q,
  task,
  expect,
  check,
  source,
  ...(lang ? { lang } : {}),
});

export const CORPUS: CheckedItem[] = [
  // slope, distance, midpoint
  I('Find the slope of the line through (2, 1) and (5, 7).', 'slope', '2', 'num:Rational(7-1,5-2)'),
  I('slope between (3, -2) and (7, 6)', 'slope', '2', 'num:Rational(6+2,7-3)'),
  I('What is the slope of the line passing through (-1, 4) and (3, -2)?', 'slope', '-3/2', 'num:Rational(-2-4,3+1)'),
  I('slope of A(0, 0) and B(4, 3)', 'slope', '3/4', 'num:Rational(3,4)'),
  I('slope of the line containing (2, 5) and (6, 5)', 'slope', '0', 'num:0'),
  I('find the slope of the line joining (1.5, 2) and (3.5, 8)', 'slope', '3', 'num:Rational(6,2)'),
  I('slope between (4, 1) and (4, 9)', 'slope', 'undefined', "str:'undefined' if Point(4, 1).x == Point(4, 9).x else 'defined'"),
  I('distance between (1, 2) and (4, 6)', 'distance', '5', 'num:sqrt(3**2+4**2)', CA),
  I('Find the distance between the points (-3, 5) and (3, -3).', 'distance', '10', 'num:sqrt(36+64)', CA),
  I('What is the distance from A(0, 0) to B(1, 2)?', 'distance', 'sqrt(5)', 'num:sqrt(5)', CA),
  I('distance between (2, 3) and (5, 9)', 'distance', '3*sqrt(5)', 'num:sqrt(9+36)', CA),
  I('midpoint of (1, 2) and (5, 8)', 'midpoint', '(3, 5)', 'point:(3, 5)', CA),
  I('Find the midpoint of the segment with endpoints (-3, 4) and (5, -2).', 'midpoint', '(1, 1)', 'point:(1, 1)', CA),
  I('What is the midpoint between A(2, 7) and B(5, -4)?', 'midpoint', '(7/2, 3/2)', 'point:(Rational(7,2), Rational(3,2))', CA),
  // lines
  I('Find the equation of the line through (1, 2) and (3, 8).', 'line', 'y = 3*x - 1', 'line:Point(1,2);Point(3,8)'),
  I('equation of the line through (0, 4) and (2, 0)', 'line', 'y = -2*x + 4', 'line:Point(0,4);Point(2,0)'),
  I('line through (-2, 1) and (4, 4)', 'line', 'y = 1/2*x + 2', 'line:Point(-2,1);Point(4,4)'),
  I(
    'Write the equation of the line through (1, 2) and (3, 8) in standard form.',
    'line',
    '3*x - y = 1',
    'line:Point(1,2);Point(3,8)',
  ),
  I('equation of the line through (3, 1) and (3, 7)', 'line', 'x = 3', 'line:Point(3,1);Point(3,7)'),
  I(
    'find the equation of the line with slope -2/3 passing through (3, -1)',
    'line',
    'y = -2/3*x + 1',
    'linem:Point(3,-1);Rational(-2,3)',
  ),
  I('line through (1, 2) with slope 3 in point-slope form', 'line', 'y - 2 = 3*(x - 1)', 'linem:Point(1,2);3'),
  I('What is the equation of the line with slope 4 that passes through (-1, 5)?', 'line', 'y = 4*x + 9', 'linem:Point(-1,5);4'),
  I('line with m = -1 through (2, 2)', 'line', 'y = -x + 4', 'linem:Point(2,2);-1'),
  I('line parallel to y = 2x + 1 through (0, 3)', 'parallel', 'y = 2*x + 3', 'linem:Point(0,3);2'),
  I(
    'Find the equation of the line perpendicular to 2x + 3y = 6 passing through (1, 2).',
    'perpendicular',
    'y = 3/2*x + 1/2',
    'linem:Point(1,2);Rational(3,2)',
  ),
  I('line perpendicular to y = -x + 5 through (4, 1)', 'perpendicular', 'y = x - 3', 'linem:Point(4,1);1'),
  I('Write an equation of the line with slope 2 and y-intercept -3', 'line', 'y = 2*x - 3', 'linem:Point(0,-3);2'),
  I(
    'Find the slope and y-intercept of y = 3x - 2',
    'line-slope',
    'slope 3, y-intercept (0, -2)',
    'slopeint:Line(Point(0, -2), Point(1, 1))',
  ),
  I('What is the slope of y = -4x + 7?', 'line-slope', '-4', 'num:-4'),
  I('slope of 2x + 3y = 6', 'line-slope', '-2/3', 'num:Rational(-2,3)'),
  I('Find the intersection of y = 2x + 1 and y = -x + 4', 'intersection', '(1, 3)', 'point:(1, 3)'),
  I('where do the lines x + y = 10 and x - y = 2 intersect', 'intersection', '(6, 4)', 'point:(6, 4)'),
  I(
    'where do the lines y = 2x + 1 and y = 2x - 3 intersect',
    'intersection',
    'no intersection',
    "str:'no intersection' if Line(Point(0, 1), slope=2).is_parallel(Line(Point(0, -3), slope=2)) else 'meets'",
  ),
  I(
    'where do the lines y = 2x + 1 and 2y = 4x + 2 intersect',
    'intersection',
    'infinitely many',
    "str:'infinitely many' if Line(Point(0, 1), slope=2) == Line(Point(0, 1), Point(1, 3)) else 'one'",
  ),
  I('x-intercept of y = 2x - 4', 'intercepts', '(2, 0)', 'points:[(2, 0)]'),
  I('Find the x- and y-intercepts of 3x - 4y = 12.', 'intercepts', '(4, 0), (0, -3)', 'points:[(4, 0), (0, -3)]'),
  I('where does y = 3x - 6 cross the x-axis', 'intercepts', '(2, 0)', 'points:[(2, 0)]'),
  I('intercepts of 2x + 3y = 6', 'intercepts', '(3, 0), (0, 2)', 'points:[(3, 0), (0, 2)]'),
  I('center and radius of x^2 + y^2 - 4x + 6y - 3 = 0', 'circle', 'center (2, -3), radius 4', 'circle:2;-3;4', CA),
  I(
    'Find the center and radius of the circle (x-2)^2 + (y+3)^2 = 16.',
    'circle',
    'center (2, -3), radius 4',
    'circle:2;-3;4',
    CA,
  ),
  I('center and radius of x^2 + y^2 = 20', 'circle', 'center (0, 0), radius 2*sqrt(5)', 'circle:0;0;sqrt(20)', CA),
  // other languages
  I('Calcula la pendiente de la recta que pasa por (2, 1) y (5, 7)', 'slope', '2', 'num:2', IA, 'es'),
  I('Berechne die Steigung der Geraden durch (2, 1) und (5, 7)', 'slope', '2', 'num:2', IA, 'de'),
  I('Calculer la distance entre (1, 2) et (4, 6)', 'distance', '5', 'num:5', CA, 'fr'),
  I('求点(1,2)和(5,8)的中点', 'midpoint', '(3, 5)', 'point:(3, 5)', CA, 'zh-CN'),
  I('Найдите расстояние между точками (1, 2) и (4, 6)', 'distance', '5', 'num:5', CA, 'ru'),
  I('Calcola la pendenza della retta passante per (2, 1) e (5, 7)', 'slope', '2', 'num:Rational(7-1,5-2)', CA, 'it'),
  I('Calcule a distância entre (1, 2) e (4, 6)', 'distance', '5', 'num:5', CA, 'pt'),
  I('Bereken de afstand tussen (1, 2) en (4, 6)', 'distance', '5', 'num:5', CA, 'nl'),
  I('Beräkna avståndet mellan (1, 2) och (4, 6)', 'distance', '5', 'num:5', CA, 'sv'),
  I('(1, 2) ve (4, 6) noktaları arasındaki uzaklık', 'distance', '5', 'num:5', CA, 'tr'),
  I('Hitung jarak antara (1, 2) dan (4, 6)', 'distance', '5', 'num:5', CA, 'id'),
  I('Знайдіть відстань між точками (1, 2) і (4, 6)', 'distance', '5', 'num:5', CA, 'uk'),
  I('2点(1, 2)と(4, 6)の距離を求めよ', 'distance', '5', 'num:5', CA, 'ja'),
  I('두 점 (1, 2)와 (4, 6) 사이의 거리를 구하시오', 'distance', '5', 'num:5', CA, 'ko'),
  I('احسب المسافة بين (1, 2) و (4, 6)', 'distance', '5', 'num:5', CA, 'ar'),
  I('बिंदुओं (1, 2) और (4, 6) के बीच की दूरी ज्ञात कीजिए', 'distance', '5', 'num:5', CA, 'hi'),
];
