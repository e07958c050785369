#!/usr/bin/env python3
"""
Builds and checks the vectors corpus (math/topics/vectors/corpus.ts) with SymPy 1.14.

Every expected answer is computed here by SymPy (Matrix.norm, dot, cross, acos, projections, cos/sin of exact angles),
not by the engine, and printed as the topic prints it (`<3/5, 4/5>`, `sqrt(14)`, `pi/4`, `true`).
Run: python3 math/topics/vectors/check_corpus.py (writes corpus.ts; `--check` only compares).

Sources: the problems follow the exercise sets of OpenStax Precalculus 2e §8.8 "Vectors" (magnitude, unit vector,
components from magnitude and direction, linear combinations, dot product and angle) and OpenStax Calculus Volume 3
§2.1–2.4 "Vectors in the Plane / in Three Dimensions, The Dot Product, The Cross Product" (orthogonality, projections,
cross product), CC BY 4.0 (https://openstax.org/details/books/precalculus-2e, https://openstax.org/details/books/calculus-volume-3);
numbers and phrasings written for Lemma (A4) in the books' style.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from write_corpus import write_corpus  # noqa: E402

from sympy import Abs, Matrix, Rational, acos, atan2, cos, pi, simplify, sin, sqrt, sympify

PC = 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma'
C3 = 'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma'
SL = 'Written for Lemma (A4), other languages; checked with SymPy'


def vt(v):
    return '<' + ', '.join(str(simplify(c)) for c in v) + '>'


def vs(v, k):
    """A vector as typed: <a, b>, (a, b), [a, b] or i-j-k."""
    comps = ', '.join(str(c) for c in v)
    return [f'<{comps}>', f'({comps})', f'<{comps}>', f'[{comps}]'][k % 4]


def items():
    out = []
    add = lambda q, task, expect, src, lang=None: out.append({'q': q, 'task': task, 'expect': str(expect), 'source': src, **({'lang': lang} if lang else {})})
    V2 = [(3, 4), (1, 2), (-2, 5), (6, -8), (1, 1), (5, 12), (-3, -4), (2, 0), (0, -7), (1, -3), (4, 4), (-1, 2), (8, 15)]
    V3 = [(1, 2, 2), (1, 2, 3), (2, -1, 2), (3, 0, 4), (1, 1, 1), (-2, 3, 6), (4, -4, 2), (0, 5, 12), (1, -2, 3), (2, 3, -6), (6, 2, 3), (1, 0, -1)]
    # magnitude
    for k, v in enumerate(V2 + V3):
        m = Matrix(v).norm()
        q = [f'Find the magnitude of the vector {vs(v, k)}', f'|{vs(v, k)}|', f'What is the length of the vector {vs(v, k)}?', f'magnitude of {vs(v, k)}', f'norm of the vector {vs(v, k)}'][k % 5]
        add(q, 'magnitude', simplify(m), PC if len(v) == 2 else C3)
    add('magnitude of 3i + 4j', 'magnitude', 5, PC)
    add('Find the magnitude of the vector 2i - j + 2k', 'magnitude', 3, C3)
    # dot product
    pairs2 = [((1, 2), (3, -1)), ((3, 4), (2, -1)), ((-2, 5), (4, 1)), ((6, -3), (2, 4)), ((1, 1), (-1, 1)), ((5, 2), (3, 7)), ((0, 4), (9, -2)), ((2, -3), (-4, 6))]
    pairs3 = [((1, 2, 3), (4, 5, 6)), ((2, -1, 3), (1, 4, -2)), ((1, 0, 2), (3, -5, 1)), ((-1, 2, 4), (2, 3, -1)), ((3, 3, 3), (1, -2, 1)), ((2, 5, -1), (0, 1, 5)),
              ((4, -2, 1), (1, 1, -3)), ((1, 1, 0), (0, 1, 1)), ((7, 1), (-2, 3)), ((3, -5, 2), (-1, 0, 4)), ((1, 4), (4, -1)), ((2, 2, 2), (3, -1, 5)), ((-3, 7), (2, 2))]
    for k, (u, v) in enumerate(pairs2 + pairs3):
        d = Matrix(u).dot(Matrix(v))
        q = [f'dot product of {vs(u, k)} and {vs(v, k)}', f'u·v for u = {vs(u, 0)}, v = {vs(v, 0)}', f'What is the dot product of {vs(u, k)} and {vs(v, k)}?',
             f'Find the scalar product of {vs(u, k)} and {vs(v, k)}.'][k % 4]
        add(q, 'dot', d, PC if len(u) == 2 else C3)
    for u, v in [((1, 2, 3), (4, 5, 6)), ((2, -1, 1), (1, 1, 0)), ((3, 0, -2), (1, 4, 5)), ((1, 1, 1), (2, -3, 4)), ((0, 2, -1), (3, 1, 2)), ((4, 5, -2), (1, 0, 3)),
                 ((-1, 3, 2), (2, -2, 1)), ((2, 2, 0), (0, 3, 3)), ((1, -1, 2), (-2, 2, -4)), ((1, 0, 0), (0, 1, 0)), ((0, 1, 0), (0, 0, 1)), ((3, -2, 1), (1, 1, 1)),
                 ((2, 4, -1), (-3, 1, 2)), ((5, 0, 1), (0, 2, -3)), ((1, 2, -2), (3, 0, 1)), ((-2, 1, 4), (1, -3, 2)), ((6, 1, 0), (2, -1, 5)), ((1, 1, 1), (1, 2, 3)),
                 ((4, 0, -1), (2, 3, 1)), ((0, -2, 5), (1, 1, 1)), ((3, 3, -3), (1, -1, 2))]:
        w = Matrix(u).cross(Matrix(v))
        k = len(out)
        q = [f'cross product of {vs(u, k)} and {vs(v, k)}', f'Find u x v for u = {vs(u, 0)} and v = {vs(v, 0)}', f'What is the cross product of {vs(u, k)} and {vs(v, k)}?'][k % 3]
        add(q, 'cross', vt(w), C3)
    add('cross product of i + j and j + k', 'cross', vt(Matrix([1, 1, 0]).cross(Matrix([0, 1, 1]))), C3)
    # angle between
    for u, v in [((1, 0), (1, 1)), ((1, 0), (0, 3)), ((1, 1), (-1, 1)), ((3, 4), (1, 2)), ((1, 0), (-1, 0)), ((2, 2), (0, 5)), ((1, sqrt(3)), (1, 0)), ((1, 0), (-1, sqrt(3))),
                 ((1, 2, 2), (2, 1, -2)), ((1, 1, 0), (1, 0, 1)), ((1, 0, 0), (1, 1, 1)), ((2, -1), (1, 3)), ((5, 0), (3, 3)), ((0, 2), (3, 0)), ((1, 1), (1, 0)), ((-1, 0), (1, 1)), ((2, 3), (3, -2)),
                 ((1, 2, 3), (4, 5, 6)), ((1, 1, 1), (-1, -1, -1)), ((4, 3), (3, 4)), ((1, -1, 0), (0, 1, -1)), ((sqrt(3), 1), (0, 1))]:
        a = simplify(acos(Matrix(u).dot(Matrix(v)) / (Matrix(u).norm() * Matrix(v).norm())))
        k = len(out)
        q = [f'angle between the vectors {vs(u, 0)} and {vs(v, 0)}', f'Find the angle between {vs(u, 0)} and {vs(v, 0)}.', f'What is the angle between the vectors {vs(u, 0)} and {vs(v, 0)}?'][k % 3]
        add(q.replace('sqrt(3)', 'sqrt(3)'), 'angle', a, PC if len(u) == 2 else C3)
    add('angle between the vectors <1, 0> and <1, 1> in degrees', 'angle', '45°', PC)
    # unit vector
    for u in [(3, 4), (1, 1), (5, -12), (0, 2), (-6, 8), (2, 1), (1, 2, 2), (2, -3, 6), (1, 1, 1), (0, 3, -4), (-1, 0, 0), (4, 4, 2), (8, 15), (-3, 4), (1, -1), (7, 24), (2, 2, 1), (1, 3), (0, -5), (6, 8), (3, -4, 12), (-2, -2),
              (1, 2), (12, 5, 0), (9, 12)]:
        w = Matrix(u) / Matrix(u).norm()
        k = len(out)
        q = [f'unit vector in the direction of {vs(u, 0)}', f'Find a unit vector in the direction of {vs(u, k)}.', f'normalize the vector {vs(u, 0)}'][k % 3]
        add(q, 'unit', vt(w), PC if len(u) == 2 else C3)
    # linear combinations
    for u, v, a, b in [((1, 2), (3, -1), 1, 1), ((1, 2), (3, -1), 2, -3), ((2, -5), (-1, 4), 3, 2), ((4, 0), (1, 1), -2, 1), ((1, 2, 3), (0, 1, -1), 2, 1),
                       ((2, -1, 4), (1, 3, 0), 1, -1), ((3, 1), (-2, 5), 1, -1), ((0, 2), (5, 1), 4, 3), ((1, 1, 1), (2, 0, -1), -3, 2),
                       ((2, 3), (1, -4), 3, 1), ((-1, 2), (4, 0), 1, 2), ((5, -2), (3, 3), 2, -1), ((1, 0, 2), (0, 3, -1), 4, -2), ((6, 1), (2, 7), -1, 1),
                       ((2, 2, 2), (1, -1, 3), 1, 3), ((0, 5), (-3, 2), 2, 5), ((4, -1, 0), (1, 1, 1), -2, -1), ((3, 4), (4, 3), 5, -5)]:
        w = a * Matrix(u) + b * Matrix(v)
        sa = '' if a == 1 else ('-' if a == -1 else str(a))
        sb = (' + ' if b > 0 else ' - ') + ('' if abs(b) == 1 else str(abs(b)))
        k = len(out)
        q = [f'{sa}u{sb}v for u = {vs(u, 0)}, v = {vs(v, 0)}', f'find {sa}u{sb}v if u = {vs(u, 0)} and v = {vs(v, 0)}', f'Given u = {vs(u, 0)} and v = {vs(v, 0)}, find {sa}u{sb}v.'][k % 3]
        add(q, 'combination', vt(w), PC)
    for q, w in [('3<1, 2>', (3, 6)), ('<1, 2> + <3, 4>', (4, 6)), ('2<1, -1, 3> - <0, 4, 1>', (2, -6, 5)), ('-4<2, 5>', (-8, -20)), ('<2, 3> - <5, -1>', (-3, 4)), ('2<3, 0, -1> + 3<1, 1, 1>', (9, 3, 1)), ('5<1, -2>', (5, -10))]:
        add(q, 'combination', vt(w), PC)
    # parallel / orthogonal
    for u, v in [((1, 2), (2, 4)), ((1, 2), (2, -1)), ((3, -6), (-1, 2)), ((1, 1), (1, -1)), ((2, 3), (4, 5)), ((1, 2, 3), (2, 4, 6)), ((1, 0, 1), (0, 1, 0)),
                 ((2, -1, 3), (-4, 2, -6)), ((1, 2, 2), (2, 1, -2)), ((3, 1), (6, 3)), ((0, 0), (3, 1))]:
        U, W = Matrix(u), Matrix(v)
        par = U.cross(W).norm() == 0 if len(u) == 3 else u[0] * v[1] - u[1] * v[0] == 0
        ort = U.dot(W) == 0
        k = len(out)
        add([f'are {vs(u, 0)} and {vs(v, 0)} parallel', f'Are the vectors {vs(u, 0)} and {vs(v, 0)} parallel?'][k % 2], 'parallel', 'true' if par else 'false', C3)
        add([f'are {vs(u, 0)} and {vs(v, 0)} orthogonal', f'Are the vectors {vs(u, 0)} and {vs(v, 0)} perpendicular?'][k % 2], 'orthogonal', 'true' if ort else 'false', C3)
        add(f'Determine whether {vs(u, 0)} and {vs(v, 0)} are parallel, orthogonal, or neither.', 'relation', 'parallel and orthogonal' if par and ort else 'parallel' if par else 'orthogonal' if ort else 'neither', C3)
    # projections
    for u, v in [((3, 4), (1, 0)), ((1, 2, 3), (1, 1, 1)), ((2, 3), (4, 1)), ((1, -1), (2, 2)), ((4, 2, -1), (0, 3, 4)), ((5, 1), (3, 4)), ((1, 2, 2), (2, 0, 1)), ((6, -2), (1, 1)), ((2, 5), (0, 3)), ((3, -1, 2), (1, 2, 2)), ((4, 4), (3, -4)), ((1, 3), (2, 1)), ((7, 1), (1, 0))]:
        U, W = Matrix(u), Matrix(v)
        p = (U.dot(W) / W.dot(W)) * W
        k = len(out)
        q = [f'projection of u onto v for u = {vs(u, 0)}, v = {vs(v, 0)}', f'Find the vector projection of {vs(u, 0)} onto {vs(v, 0)}.', f'projection of {vs(u, 0)} onto {vs(v, 0)}'][k % 3]
        add(q, 'projection', vt(p), C3)
        add(f'scalar projection of {vs(u, 0)} onto {vs(v, 0)}', 'scalar-projection', simplify(U.dot(W) / W.norm()), C3)
    # components from magnitude and direction
    for r, d in [(10, 30), (8, 45), (6, 60), (12, 120), (4, 90), (20, 150), (2, 225), (5, 180), (10, 300), (14, 210), (6, 0), (8, 135), (4, 240), (16, 330), (3, 270), (10, 60), (2, 315), (12, 30),
                 (7, 90), (20, 45), (9, 150), (4, 210), (18, 120), (6, 300), (10, 135)]:
        t = Rational(d, 180) * pi
        k = len(out)
        q = [f'find the components of a vector with magnitude {r} at {d}°', f'vector with magnitude {r} and direction {d} degrees', f'Find the horizontal and vertical components of a vector with magnitude {r} and direction angle {d}°'][k % 3]
        add(q, 'components', vt((r * cos(t), r * sin(t))), PC)
    # direction angle in [0°, 360°) (the reference angle and the quadrant, as the topic shows it)
    for u in [(3, 4), (-3, 3), (1, -sqrt(3)), (0, -2), (2, 2), (-1, -1), (sqrt(3), 1), (-2, 0), (5, 0), (0, 7), (-sqrt(3), 1), (1, 1), (4, -4), (-1, sqrt(3)),
              (-6, -6), (2, 2 * sqrt(3)), (1, 2), (-4, 3), (3, -4), (-5, -12), (sqrt(3), -1), (-3, -3 * sqrt(3)), (8, 8), (0, 1), (12, 5)]:
        a, b = sympify(u[0]), sympify(u[1])
        want = (atan2(b, a) + 2 * pi) % (2 * pi)
        deg = simplify(want * 180 / pi)
        if deg.is_rational and deg.is_integer:
            e = f'{deg}°'
        else:
            r = simplify(Abs(b / a))
            e = f'atan({r})' if a > 0 and b > 0 else f'pi - atan({r})' if a < 0 and b > 0 else f'atan({r}) + pi' if a < 0 else f'2*pi - atan({r})'
            assert abs(float(sympify(e) - want)) < 1e-12
        k = len(out)
        q = [f'direction angle of {vs(u, 0)}', f'Find the direction angle of the vector {vs(u, 0)}.', f'What is the direction of the vector {vs(u, 0)}?'][k % 3]
        add(q, 'direction', e, PC)
    # other languages
    for q, lang, task, e in [
        ('magnitud del vector <3, 4>', 'es', 'magnitude', 5), ('producto escalar de <1, 2> y <3, 4>', 'es', 'dot', 11), ('¿Son <1, 2> y <2, 4> paralelos?', 'es', 'parallel', 'true'),
        ('vector unitario en la dirección de <3, 4>', 'es', 'unit', '<3/5, 4/5>'),
        ('Skalarprodukt von <1, 2, 3> und <4, 5, 6>', 'de', 'dot', 32), ('Kreuzprodukt von <1, 2, 3> und <4, 5, 6>', 'de', 'cross', vt(Matrix([1, 2, 3]).cross(Matrix([4, 5, 6])))),
        ('Winkel zwischen den Vektoren <1, 0> und <1, 1>', 'de', 'angle', 'pi/4'), ('Betrag des Vektors <1, 2, 2>', 'de', 'magnitude', 3),
        ('produit scalaire de (1, 2) et (3, 4)', 'fr', 'dot', 11), ('norme du vecteur (3, 4)', 'fr', 'magnitude', 5), ('produit vectoriel de <1, 2, 3> et <4, 5, 6>', 'fr', 'cross', '<-3, 6, -3>'),
        ('向量<3, 4>的模', 'zh-CN', 'magnitude', 5), ('<1, 2, 3>和<4, 5, 6>的点积', 'zh-CN', 'dot', 32), ('<1, 2, 3>和<4, 5, 6>的叉积', 'zh-CN', 'cross', '<-3, 6, -3>'),
        ('скалярное произведение векторов (1, 2) и (3, 4)', 'ru', 'dot', 11), ('длина вектора (3, 4)', 'ru', 'magnitude', 5), ('угол между векторами <1, 0> и <1, 1>', 'ru', 'angle', 'pi/4'),
    ]:
        add(q, task, e, SL, lang)
    return out


def main():
    write_corpus(items(), Path(__file__).with_name('corpus.ts'), 'vectors')


if __name__ == '__main__':
    main()
