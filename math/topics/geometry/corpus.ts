/**
 * The `geometry` corpus: problems in three phrasings (notation-like "r = 3", words, a question / textbook layout) and in
 * other languages. Problems are written for Lemma in the style of the exercises of OpenStax Prealgebra 2e ch. 9–10 and
 * Elementary Algebra 2e §9.1 (CC BY 4.0), whose numbers several reuse; every expected answer is checked by SymPy:
 * `python3 math/topics/geometry/check_corpus.py` (the `check` field is the SymPy expectation, see that script).
 */
import type { TopicCorpusItem } from '../corpus';

/** A corpus item with its SymPy check (`num:`, `approx:`, `bool:` prefixes; see check_corpus.py). */
export type CheckedItem = TopicCorpusItem & { check: string };

const PA = 'OpenStax Prealgebra 2e ch. 9–10, exercise style (CC BY 4.0), written for Lemma';
const AT = 'OpenStax Algebra and Trigonometry 2e §7.2, exercise style (CC BY 4.0), written for Lemma';
const EA = 'OpenStax Elementary Algebra 2e §9.1 / Prealgebra 2e §9.3, exercise style (CC BY 4.0), written for Lemma';
const I = (q: string, task: string, expect: string, check: string, source = PA, lang?: string): CheckedItem => ({
  q,
  task,
  expect,
  check,
  source,
  ...(lang ? { lang } : {}),
});

export const CORPUS: CheckedItem[] = [
  // measure: areas, perimeters, volumes, surface areas
  I('What is the area of a triangle with base 6 cm and height 4 cm?', 'measure', '12 cm^2', 'num:Rational(1,2)*6*4'),
  I('area of triangle b = 10, h = 7', 'measure', '35', 'num:Rational(1,2)*10*7'),
  I(
    'Find the area of a triangle whose base is 12 inches and height is 5 inches.',
    'measure',
    '30 in^2',
    'num:Rational(1,2)*12*5',
  ),
  I('area of a triangle with sides 3, 4 and 5', 'measure', '6', 'num:sqrt(6*3*2*1)'),
  I('Find the area of a triangle with sides 13, 14 and 15.', 'measure', '84', 'num:sqrt(21*8*7*6)'),
  I('area of a triangle with sides 5, 5 and 6 cm', 'measure', '12 cm^2', 'num:sqrt(8*3*3*2)'),
  I('perimeter of a triangle with sides 7, 9 and 12 m', 'measure', '28 m', 'num:7+9+12'),
  I('area of a square with side 5 m', 'measure', '25 m^2', 'num:5**2'),
  I('What is the perimeter of a square with side length 9 ft?', 'measure', '36 ft', 'num:4*9'),
  I('area of a rectangle with length 8 ft and width 3 ft', 'measure', '24 ft^2', 'num:8*3'),
  I('perimeter of a 8 by 3 rectangle', 'measure', '22', 'num:2*(8+3)'),
  I('Find the perimeter of a rectangle with length 12.5 m and width 4 m.', 'measure', '33 m', 'num:2*(Rational(25,2)+4)'),
  I('area of a parallelogram with base 9 and height 4', 'measure', '36', 'num:9*4'),
  I('area of a trapezoid with bases 5 and 7 and height 4', 'measure', '24', 'num:Rational(1,2)*(5+7)*4'),
  I(
    'What is the area of a trapezoid with parallel sides 10 cm and 6 cm and height 5 cm?',
    'measure',
    '40 cm^2',
    'num:Rational(1,2)*(10+6)*5',
  ),
  I('area of a rhombus with diagonals 6 and 8', 'measure', '24', 'num:Rational(1,2)*6*8'),
  I('Find the area. A circle with radius 3 cm.', 'measure', '9*pi cm^2', 'num:pi*3**2'),
  I('area of a circle r = 5', 'measure', '25*pi', 'num:pi*5**2'),
  I('find the area of a circle with diameter 10 in', 'measure', '25*pi in^2', 'num:pi*5**2'),
  I('circumference of a circle with radius r = 4', 'measure', '8*pi', 'num:2*pi*4'),
  I('What is the circumference of a circle with a diameter of 7 m?', 'measure', '7*pi m', 'num:pi*7'),
  I('volume of a cube with edge 4 cm', 'measure', '64 cm^3', 'num:4**3'),
  I('surface area of a cube with side 3', 'measure', '54', 'num:6*3**2'),
  I('volume of a rectangular prism 3 by 4 by 5', 'measure', '60', 'num:3*4*5'),
  I('surface area of a box 3 by 4 by 5', 'measure', '94', 'num:2*(12+15+20)'),
  I('Find the volume of a box with length 10 cm, width 4 cm and height 3 cm.', 'measure', '120 cm^3', 'num:10*4*3'),
  I('volume of a cylinder with radius 3 and height 5', 'measure', '45*pi', 'num:pi*3**2*5'),
  I('What is the surface area of a cylinder with radius 2 m and height 6 m?', 'measure', '32*pi m^2', 'num:2*pi*2**2+2*pi*2*6'),
  I('lateral area of a cylinder r = 3, h = 10', 'measure', '60*pi', 'num:2*pi*3*10'),
  I('volume of a cone with radius 3 cm and height 4 cm', 'measure', '12*pi cm^3', 'num:Rational(1,3)*pi*9*4'),
  I('surface area of a cone with radius 3 and slant height 5', 'measure', '24*pi', 'num:pi*9+pi*3*5'),
  I('volume of a sphere with radius 2.5 cm', 'measure', '125*pi/6 cm^3', 'num:Rational(4,3)*pi*Rational(5,2)**3'),
  I('Find the volume of a sphere whose radius is 3 ft.', 'measure', '36*pi ft^3', 'num:Rational(4,3)*pi*27'),
  I('surface area of a sphere with diameter 10', 'measure', '100*pi', 'num:4*pi*25'),
  I('volume of a square pyramid with base 6 and height 4', 'measure', '48', 'num:Rational(1,3)*36*4'),
  I('area of a right triangle with legs 6 and 8', 'measure', '24', 'num:Rational(1,2)*6*8'),
  I('A rectangle is 8 cm long and 5 cm wide. What is its area?', 'measure', '40 cm^2', 'num:8*5'),
  I('The base of a triangle is 6 cm and its height is 4 cm. Find its area.', 'measure', '12 cm^2', 'num:Rational(1,2)*6*4'),
  I('A cylinder has a radius of 2 cm and a height of 9 cm. Find its volume.', 'measure', '36*pi cm^3', 'num:pi*4*9'),
  I('a box is 3 m long, 2 m wide and 1 m high. find its volume', 'measure', '6 m^3', 'num:3*2*1'),
  // Pythagoras and its converse
  I('The legs of a right triangle are 6 and 8. Find the hypotenuse.', 'hypotenuse', '10', 'num:sqrt(36+64)', EA),
  I(
    'The hypotenuse of a right triangle is 25 and one leg is 7. Find the other leg.',
    'missing-leg',
    '24',
    'num:sqrt(625-49)',
    EA,
  ),
  I('hypotenuse of a right triangle with legs 5 and 12', 'hypotenuse', '13', 'num:sqrt(5**2+12**2)', EA),
  I('Find the hypotenuse of a right triangle with legs 3 cm and 4 cm.', 'hypotenuse', '5 cm', 'num:sqrt(3**2+4**2)', EA),
  I('right triangle a = 8, b = 15, find c', 'hypotenuse', '17', 'num:sqrt(8**2+15**2)', EA),
  I('What is the hypotenuse of a right triangle with legs 1 and 2?', 'hypotenuse', 'sqrt(5)', 'num:sqrt(5)', EA),
  I('legs 6 and 6 right triangle hypotenuse', 'hypotenuse', '6*sqrt(2)', 'num:sqrt(72)', EA),
  I(
    'a right triangle has a hypotenuse of 13 and one leg of 5. find the length of the other leg',
    'missing-leg',
    '12',
    'num:sqrt(13**2-5**2)',
    EA,
  ),
  I('right triangle with leg 9 and hypotenuse 15, find the other leg', 'missing-leg', '12', 'num:sqrt(15**2-9**2)', EA),
  I('Find the missing leg of a right triangle with hypotenuse 10 m and leg 6 m.', 'missing-leg', '8 m', 'num:sqrt(100-36)', EA),
  I('right triangle a = 2, c = 4, find b', 'missing-leg', '2*sqrt(3)', 'num:sqrt(16-4)', EA),
  I('Is 5, 12, 13 a right triangle?', 'is-right-triangle', 'yes', 'bool:5**2+12**2==13**2', EA),
  I('is 4, 5, 6 a right triangle', 'is-right-triangle', 'no', 'bool:4**2+5**2==6**2', EA),
  I('do 7, 24 and 25 form a right triangle', 'is-right-triangle', 'yes', 'bool:7**2+24**2==25**2', EA),
  I('Can 8, 15 and 17 be the sides of a right triangle?', 'is-right-triangle', 'yes', 'bool:8**2+15**2==17**2', EA),
  I('is (9, 12, 16) a pythagorean triple', 'is-right-triangle', 'no', 'bool:9**2+12**2==16**2', EA),
  // angles, arcs and sectors
  I('sum of the interior angles of a hexagon', 'angle-sum', '720°', 'num:(6-2)*180'),
  I('What is the sum of the interior angles of a polygon with 9 sides?', 'angle-sum', '1260°', 'num:(9-2)*180'),
  I('each interior angle of a regular octagon', 'regular-interior', '135°', 'num:Rational((8-2)*180,8)'),
  I('Find the measure of each interior angle of a regular pentagon.', 'regular-interior', '108°', 'num:Rational(3*180,5)'),
  I('exterior angle of a regular pentagon', 'regular-exterior', '72°', 'num:Rational(360,5)'),
  I('two angles of a triangle are 40 degrees and 65 degrees. find the third angle', 'third-angle', '75°', 'num:180-40-65'),
  I('A triangle has angles of 90° and 35°. What is the third angle?', 'third-angle', '55°', 'num:180-90-35'),
  I('arc length of a circle with radius 5 and central angle 60°', 'arc-length', '5*pi/3', 'num:Rational(60,360)*2*pi*5'),
  I(
    'Find the area of a sector with radius 6 cm and central angle 120 degrees.',
    'sector-area',
    '12*pi cm^2',
    'num:Rational(120,360)*pi*36',
  ),
  // right-triangle trigonometry
  I(
    'In a right triangle, the hypotenuse is 10 and one angle is 30°. Find the side opposite the angle.',
    'trig-side',
    '5',
    'num:10*sin(pi/6)',
    AT,
  ),
  I(
    'a right triangle has an angle of 60 degrees and a hypotenuse of 12 cm. find the adjacent side',
    'trig-side',
    '6 cm',
    'num:12*cos(pi/3)',
    AT,
  ),
  I('right triangle: angle 45°, opposite 7, find the hypotenuse', 'trig-side', '7*sqrt(2)', 'num:7/sin(pi/4)', AT),
  I(
    'right triangle with angle 40° and adjacent side 8, find the opposite side',
    'trig-side',
    '6.712797049',
    'approx:8*tan(rad(40))',
    AT,
  ),
  I(
    'right triangle with hypotenuse 2 and opposite side 1, find the angle',
    'trig-angle',
    '30°',
    'num:deg(asin(Rational(1,2)))',
    AT,
  ),
  I(
    'right triangle with opposite 3 and adjacent 4, find the angle',
    'trig-angle',
    '36.86989765°',
    'approx:deg(atan(Rational(3,4)))',
    AT,
  ),
  // similar triangles
  I('Triangle ABC is similar to triangle DEF. AB = 4, DE = 6 and BC = 5. Find EF.', 'similar', '15/2', 'num:5*Rational(6,4)'),
  I('triangle abc ~ triangle xyz, ab = 3, xy = 9, yz = 12, find bc', 'similar', '4', 'num:12*Rational(3,9)'),
  I('Triangles PQR and STU are similar. PQ = 10, ST = 4, PR = 15. Find SU', 'similar', '6', 'num:15*Rational(4,10)'),
  // other languages
  I('Calcula el área de un triángulo de base 6 cm y altura 4 cm', 'measure', '12 cm^2', 'num:Rational(1,2)*6*4', PA, 'es'),
  I('¿Cuál es la hipotenusa de un triángulo rectángulo con catetos 5 y 12?', 'hypotenuse', '13', 'num:sqrt(169)', EA, 'es'),
  I('Berechne das Volumen eines Zylinders mit Radius 3 und Höhe 5', 'measure', '45*pi', 'num:pi*9*5', PA, 'de'),
  I("Calculer l'aire d'un cercle de rayon 3 cm", 'measure', '9*pi cm^2', 'num:pi*9', PA, 'fr'),
  I('求底为6厘米、高为4厘米的三角形的面积', 'measure', '12 cm^2', 'num:12', PA, 'zh-CN'),
  I('Найдите площадь прямоугольника со сторонами 8 и 3', 'measure', '24', 'num:24', PA, 'ru'),
];
