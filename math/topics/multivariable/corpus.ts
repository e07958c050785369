/**
 * The multivariable corpus, generated and checked with SymPy by ./check_corpus.py (do not edit by hand: edit the
 * script and run it). Sources and licences per item; see the script's docstring.
 */
import type { TopicCorpusItem } from '../corpus';

export const CORPUS: TopicCorpusItem[] = [
  {
    q: 'gradient of x^2 + y^2',
    task: 'gradient',
    expect: '<2*x, 2*y>',
    source:
      'OpenStax Calculus Volume 3 §4.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the gradient of f = x^2 y + y^3 at (1, 2)',
    task: 'gradient',
    expect: '<4, 13>',
    source:
      'OpenStax Calculus Volume 3 §4.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'gradient of x y z at (1, 2, 3)',
    task: 'gradient',
    expect: '<6, 3, 2>',
    source:
      'OpenStax Calculus Volume 3 §4.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the gradient of f = e^x sin(y)',
    task: 'gradient',
    expect: '<exp(x)*sin(y), exp(x)*cos(y)>',
    source:
      'OpenStax Calculus Volume 3 §4.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'gradient of x^3 - 3x y^2 at (1, 1)',
    task: 'gradient',
    expect: '<0, -6>',
    source:
      'OpenStax Calculus Volume 3 §4.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the gradient of f = ln(x^2 + y^2) at (1, 0)',
    task: 'gradient',
    expect: '<2, 0>',
    source:
      'OpenStax Calculus Volume 3 §4.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'gradient of x^2 y + sin(z) at (1, 2, 0)',
    task: 'gradient',
    expect: '<4, 1, 1>',
    source:
      'OpenStax Calculus Volume 3 §4.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the gradient of f = 3x - 4y',
    task: 'gradient',
    expect: '<3, -4>',
    source:
      'OpenStax Calculus Volume 3 §4.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'gradient of x e^(y) at (2, 0)',
    task: 'gradient',
    expect: '<1, 2>',
    source:
      'OpenStax Calculus Volume 3 §4.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the gradient of f = x^2 + y^2 + z^2 at (1, -1, 2)',
    task: 'gradient',
    expect: '<2, -2, 4>',
    source:
      'OpenStax Calculus Volume 3 §4.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'directional derivative of x^2 y at (1, 2) in the direction of <3, 4>',
    task: 'directional',
    expect: '16/5',
    source:
      'OpenStax Calculus Volume 3 §4.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the directional derivative of x y^2 at (2, 1) in the direction of <1, 1>',
    task: 'directional',
    expect: '5*sqrt(2)/2',
    source:
      'OpenStax Calculus Volume 3 §4.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'directional derivative of x^2 + y^2 at (1, 1) in the direction of <1, 0>',
    task: 'directional',
    expect: '2',
    source:
      'OpenStax Calculus Volume 3 §4.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the directional derivative of e^x cos(y) at (0, 0) in the direction of <1, 1>',
    task: 'directional',
    expect: 'sqrt(2)/2',
    source:
      'OpenStax Calculus Volume 3 §4.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'directional derivative of x y z at (1, 1, 1) in the direction of <1, 2, 2>',
    task: 'directional',
    expect: '5/3',
    source:
      'OpenStax Calculus Volume 3 §4.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the directional derivative of 3x^2 - y at (1, 3) in the direction of <0, 1>',
    task: 'directional',
    expect: '-1',
    source:
      'OpenStax Calculus Volume 3 §4.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'directional derivative of x^3 y at (1, 1) in the direction of <4, -3>',
    task: 'directional',
    expect: '9/5',
    source:
      'OpenStax Calculus Volume 3 §4.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the directional derivative of sin(x y) at (0, 1) in the direction of <1, 1>',
    task: 'directional',
    expect: 'sqrt(2)/2',
    source:
      'OpenStax Calculus Volume 3 §4.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Hessian of x^3 + x y^2',
    task: 'hessian',
    expect: '[[6*x, 2*y], [2*y, 2*x]]',
    source:
      'OpenStax Calculus Volume 3 §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the Hessian matrix of f(x, y) = x^2 y',
    task: 'hessian',
    expect: '[[2*y, 2*x], [2*x, 0]]',
    source:
      'OpenStax Calculus Volume 3 §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Hessian of x^2 + 3x y + y^2',
    task: 'hessian',
    expect: '[[2, 3], [3, 2]]',
    source:
      'OpenStax Calculus Volume 3 §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the Hessian matrix of f(x, y) = e^(x y)',
    task: 'hessian',
    expect: '[[y^2*exp(x*y), (x*y + 1)*exp(x*y)], [(x*y + 1)*exp(x*y), x^2*exp(x*y)]]',
    source:
      'OpenStax Calculus Volume 3 §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Hessian of x^4 + y^4',
    task: 'hessian',
    expect: '[[12*x^2, 0], [0, 12*y^2]]',
    source:
      'OpenStax Calculus Volume 3 §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the Hessian matrix of f(x, y) = sin(x) cos(y)',
    task: 'hessian',
    expect: '[[-sin(x)*cos(y), -sin(y)*cos(x)], [-sin(y)*cos(x), -sin(x)*cos(y)]]',
    source:
      'OpenStax Calculus Volume 3 §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Jacobian determinant of (x^2 y, x + y)',
    task: 'jacobian-det',
    expect: 'x*(-x + 2*y)',
    source:
      'OpenStax Calculus Volume 3 §5.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Jacobian determinant of (x^2 - y^2, 2x y)',
    task: 'jacobian-det',
    expect: '4*x^2 + 4*y^2',
    source:
      'OpenStax Calculus Volume 3 §5.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Jacobian determinant of (x cos(y), x sin(y))',
    task: 'jacobian-det',
    expect: 'x',
    source:
      'OpenStax Calculus Volume 3 §5.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Jacobian determinant of (x + y, x - y)',
    task: 'jacobian-det',
    expect: '-2',
    source:
      'OpenStax Calculus Volume 3 §5.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Jacobian determinant of (x y, y z, x z)',
    task: 'jacobian-det',
    expect: '2*x*y*z',
    source:
      'OpenStax Calculus Volume 3 §5.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'critical points of f(x, y) = x^2 + y^2 - 2x + 4y',
    task: 'critical2',
    expect: 'local min (1, -2)',
    source:
      'OpenStax Calculus Volume 3 §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the critical points of f(x, y) = x^3 - 3x + y^2 and classify them',
    task: 'critical2',
    expect: 'saddle point (-1, 0); local min (1, 0)',
    source:
      'OpenStax Calculus Volume 3 §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'local extrema of f(x, y) = x^2 - y^2',
    task: 'critical2',
    expect: 'saddle point (0, 0)',
    source:
      'OpenStax Calculus Volume 3 §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'critical points of f(x, y) = x y - x^2 - y^2 + 3y',
    task: 'critical2',
    expect: 'local max (1, 2)',
    source:
      'OpenStax Calculus Volume 3 §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the critical points of f(x, y) = x^3 + y^3 - 3x y and classify them',
    task: 'critical2',
    expect: 'saddle point (0, 0); local min (1, 1)',
    source:
      'OpenStax Calculus Volume 3 §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'local extrema of f(x, y) = 4x y - x^4 - y^4',
    task: 'critical2',
    expect: 'local max (-1, -1); saddle point (0, 0); local max (1, 1)',
    source:
      'OpenStax Calculus Volume 3 §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'critical points of f(x, y) = x^2 + x y + y^2 - 3x',
    task: 'critical2',
    expect: 'local min (2, -1)',
    source:
      'OpenStax Calculus Volume 3 §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the critical points of f(x, y) = 2x^2 + y^2 - 4x + 6y and classify them',
    task: 'critical2',
    expect: 'local min (1, -3)',
    source:
      'OpenStax Calculus Volume 3 §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'local extrema of f(x, y) = x^3 - 12x + y^3 - 3y',
    task: 'critical2',
    expect: 'local max (-2, -1); saddle point (-2, 1); saddle point (2, -1); local min (2, 1)',
    source:
      'OpenStax Calculus Volume 3 §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'double integral of x*y over 0<x<1, 0<y<2',
    task: 'double-integral',
    expect: '1',
    source:
      'OpenStax Calculus Volume 3 §5.1–5.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'double integral of x + y over the rectangle [0,1]x[0,2]',
    task: 'double-integral',
    expect: '3',
    source:
      'OpenStax Calculus Volume 3 §5.1–5.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'double integral of x^2 y over 0<x<2, 1<y<3',
    task: 'double-integral',
    expect: '32/3',
    source:
      'OpenStax Calculus Volume 3 §5.1–5.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'double integral of e^(x + y) over the rectangle [0,1]x[0,1]',
    task: 'double-integral',
    expect: '-2*E + 1 + exp(2)',
    source:
      'OpenStax Calculus Volume 3 §5.1–5.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'integral from 0 to pi/2 integral from 0 to pi of sin(x) cos(y) dx dy',
    task: 'double-integral',
    expect: '2',
    source:
      'OpenStax Calculus Volume 3 §5.1–5.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'double integral of 6x y^2 over the rectangle [0,1]x[0,1]',
    task: 'double-integral',
    expect: '1',
    source:
      'OpenStax Calculus Volume 3 §5.1–5.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'integral from 0 to 1 integral from 0 to x of x y dy dx',
    task: 'double-integral',
    expect: '1/8',
    source:
      'OpenStax Calculus Volume 3 §5.1–5.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'integral from 0 to 1 integral from x^2 to x of x + 2y dy dx',
    task: 'double-integral',
    expect: '13/60',
    source:
      'OpenStax Calculus Volume 3 §5.1–5.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'integral from 0 to 2 integral from 0 to 2 - x of 1 dy dx',
    task: 'double-integral',
    expect: '2',
    source:
      'OpenStax Calculus Volume 3 §5.1–5.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'integral from 0 to 1 integral from 0 to 1 integral from 0 to 1 of x y z dx dy dz',
    task: 'triple-integral',
    expect: '1/8',
    source:
      'OpenStax Calculus Volume 3 §5.1–5.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'triple integral of x + y + z over 0<x<1, 0<y<2, 0<z<3',
    task: 'triple-integral',
    expect: '18',
    source:
      'OpenStax Calculus Volume 3 §5.1–5.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'integral from 0 to 4 integral from 0 to sqrt(x) of y dy dx',
    task: 'double-integral',
    expect: '4',
    source:
      'OpenStax Calculus Volume 3 §5.1–5.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'gradiente de x^2 + y^2',
    task: 'gradient',
    expect: '<2*x, 2*y>',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'es',
  },
  {
    q: 'integral doble de x*y sobre 0<x<1, 0<y<2',
    task: 'double-integral',
    expect: '1',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'es',
  },
  {
    q: 'puntos críticos de f(x, y) = x^2 + y^2 - 2x + 4y',
    task: 'critical2',
    expect: 'local min (1, -2)',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'es',
  },
  {
    q: 'Gradient von x^2 + y^2',
    task: 'gradient',
    expect: '<2*x, 2*y>',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'de',
  },
  {
    q: 'Doppelintegral von x*y über 0<x<1, 0<y<2',
    task: 'double-integral',
    expect: '1',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'de',
  },
  {
    q: 'Richtungsableitung von x^2 y im Punkt (1, 2) in Richtung <3, 4>',
    task: 'directional',
    expect: '16/5',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'de',
  },
  {
    q: 'gradient de x^2 + y^2',
    task: 'gradient',
    expect: '<2*x, 2*y>',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'fr',
  },
  {
    q: 'intégrale double de x*y sur 0<x<1, 0<y<2',
    task: 'double-integral',
    expect: '1',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'fr',
  },
  {
    q: 'points critiques de f(x, y) = x^2 + y^2 - 2x + 4y',
    task: 'critical2',
    expect: 'local min (1, -2)',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'fr',
  },
  {
    q: 'градиент x^2 + y^2',
    task: 'gradient',
    expect: '<2*x, 2*y>',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'ru',
  },
  {
    q: 'двойной интеграл x*y по области 0<x<1, 0<y<2',
    task: 'double-integral',
    expect: '1',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'ru',
  },
  {
    q: 'критические точки f(x, y) = x^2 + y^2 - 2x + 4y',
    task: 'critical2',
    expect: 'local min (1, -2)',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'ru',
  },
  {
    q: 'Use Lagrange multipliers to find the maximum and minimum values of f(x, y) = x + y subject to x^2 + y^2 = 1',
    task: 'lagrange',
    expect: 'maximum sqrt(2) at (sqrt(2)/2, sqrt(2)/2); minimum -sqrt(2) at (-sqrt(2)/2, -sqrt(2)/2)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the extreme values of f(x, y) = x y on the circle x^2 + y^2 = 8',
    task: 'lagrange',
    expect: 'maximum 4 at (-2, -2), (2, 2); minimum -4 at (-2, 2), (2, -2)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the extrema of f(x,y) = x^2 y given x^2 + y^2 = 3',
    task: 'lagrange',
    expect: 'maximum 2 at (-sqrt(2), 1), (sqrt(2), 1); minimum -2 at (-sqrt(2), -1), (sqrt(2), -1)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'maximize 3x + 4y subject to x^2 + y^2 = 25',
    task: 'lagrange',
    expect: 'maximum 25 at (3, 4)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'use Lagrange multipliers to find the extrema of f(x, y) = x^2 + 2y^2 on the circle x^2 + y^2 = 1',
    task: 'lagrange',
    expect: 'maximum 2 at (0, -1), (0, 1); minimum 1 at (-1, 0), (1, 0)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'minimize f(x, y) = x - y subject to x^2 + y^2 = 2',
    task: 'lagrange',
    expect: 'minimum -2 at (-1, 1)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'maximize 2x + 3y + z subject to x^2 + y^2 + z^2 = 14',
    task: 'lagrange',
    expect: 'maximum 14 at (2, 3, 1)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the maximum and minimum values of x + y + z on the sphere x^2 + y^2 + z^2 = 3',
    task: 'lagrange',
    expect: 'maximum 3 at (1, 1, 1); minimum -3 at (-1, -1, -1)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the extreme values of f(x,y) = x^2 - y^2 subject to x^2 + y^2 = 4',
    task: 'lagrange',
    expect: 'maximum 4 at (-2, 0), (2, 0); minimum -4 at (0, -2), (0, 2)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the maximum and minimum of x y on the ellipse x^2/4 + y^2 = 1',
    task: 'lagrange',
    expect:
      'maximum 1 at (-sqrt(2), -sqrt(2)/2), (sqrt(2), sqrt(2)/2); minimum -1 at (-sqrt(2), sqrt(2)/2), (sqrt(2), -sqrt(2)/2)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the maximum value of 4x - 2y subject to x^2 + y^2 = 5',
    task: 'lagrange',
    expect: 'maximum 10 at (2, -1)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'minimize x + 2y - 2z subject to x^2 + y^2 + z^2 = 9',
    task: 'lagrange',
    expect: 'minimum -9 at (-1, -2, 2)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the extrema of x^2 + y^2 on the ellipse x^2 + 4y^2 = 4',
    task: 'lagrange',
    expect: 'maximum 4 at (-2, 0), (2, 0); minimum 1 at (0, -1), (0, 1)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Use the method of Lagrange multipliers to find the extreme values of f(x, y) = y - x^2 subject to x^2 + y^2 = 1',
    task: 'lagrange',
    expect: 'maximum 1 at (0, 1); minimum -5/4 at (-sqrt(3)/2, -1/2), (sqrt(3)/2, -1/2)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'maximize f(x,y) = xy subject to x + y = 10',
    task: 'lagrange',
    expect: 'maximum 25 at (5, 5)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'use Lagrange multipliers to find the extrema of x^2 + y^2 subject to xy = 1',
    task: 'lagrange',
    expect: 'no maximum; minimum 2 at (-1, -1), (1, 1)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'min of x^2+y^2+z^2 subject to x+y+z=3',
    task: 'lagrange',
    expect: 'minimum 3 at (1, 1, 1)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'minimize x^2 + y^2 with constraint x + 2y = 5',
    task: 'lagrange',
    expect: 'minimum 5 at (1, 2)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the maximum value of x y given 2x + y = 8',
    task: 'lagrange',
    expect: 'maximum 8 at (2, 4)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'minimize x^2 + y^2 + z^2 subject to x + 2y + 2z = 9',
    task: 'lagrange',
    expect: 'minimum 9 at (1, 2, 2)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'minimize f(x, y) = 2x^2 + y^2 subject to the constraint x + y = 3',
    task: 'lagrange',
    expect: 'minimum 6 at (1, 2)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'maximize x + y subject to xy = 1',
    task: 'lagrange',
    expect: 'no maximum',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'minimize x + y subject to x y = 4',
    task: 'lagrange',
    expect: 'no minimum',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'maximize 4 - x^2 - y^2 subject to x + y = 2',
    task: 'lagrange',
    expect: 'maximum 2 at (1, 1)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the minimum of x^2 + y^2 on the line y = x + 2',
    task: 'lagrange',
    expect: 'minimum 2 at (-1, 1)',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the extrema of f(x, y) = x y subject to x + y = 6',
    task: 'lagrange',
    expect: 'maximum 9 at (3, 3); no minimum',
    source:
      'OpenStax Calculus Volume 3 §4.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'maximiza f(x,y) = x y sujeto a x + y = 10',
    task: 'lagrange',
    expect: 'maximum 25 at (5, 5)',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'minimiza x^2 + y^2 sujeto a x + 2y = 5',
    task: 'lagrange',
    expect: 'minimum 5 at (1, 2)',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'maximiere f(x,y) = x + y unter der Nebenbedingung x^2 + y^2 = 2',
    task: 'lagrange',
    expect: 'maximum 2 at (1, 1)',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Extrema von x^2 y unter der Nebenbedingung x^2 + y^2 = 3',
    task: 'lagrange',
    expect: 'maximum 2 at (-sqrt(2), 1), (sqrt(2), 1); minimum -2 at (-sqrt(2), -1), (sqrt(2), -1)',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'maximiser x y sous la contrainte x + y = 8',
    task: 'lagrange',
    expect: 'maximum 16 at (4, 4)',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'minimiser x^2 + y^2 + z^2 sous la contrainte x + y + z = 6',
    task: 'lagrange',
    expect: 'minimum 12 at (2, 2, 2)',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'найдите максимум x y при условии x + y = 6',
    task: 'lagrange',
    expect: 'maximum 9 at (3, 3)',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'evaluate ∬ (x^2+y^2) dA over the disk x^2+y^2 <= 4',
    task: 'polar-integral',
    expect: '8*pi',
    source:
      'OpenStax Calculus Volume 3 §5.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'integrate e^(-(x^2+y^2)) over the region x^2+y^2<=1 using polar coordinates',
    task: 'polar-integral',
    expect: '-pi*exp(-1) + pi',
    source:
      'OpenStax Calculus Volume 3 §5.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'double integral of x^2 over the unit disk',
    task: 'polar-integral',
    expect: 'pi/4',
    source:
      'OpenStax Calculus Volume 3 §5.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'double integral of y over the disk x^2+y^2<=9 in the first quadrant',
    task: 'polar-integral',
    expect: '9',
    source:
      'OpenStax Calculus Volume 3 §5.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'double integral of sqrt(x^2+y^2) over the annulus 1 <= x^2+y^2 <= 4',
    task: 'polar-integral',
    expect: '14*pi/3',
    source:
      'OpenStax Calculus Volume 3 §5.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'double integral of y over the upper half of the disk of radius 2',
    task: 'polar-integral',
    expect: '16/3',
    source:
      'OpenStax Calculus Volume 3 §5.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'double integral of x y over the disk of radius 1 in the first quadrant',
    task: 'polar-integral',
    expect: '1/8',
    source:
      'OpenStax Calculus Volume 3 §5.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: '∬ 1/(1+x^2+y^2) dA over the disk x^2+y^2<=1',
    task: 'polar-integral',
    expect: 'pi*log(2)',
    source:
      'OpenStax Calculus Volume 3 §5.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Use polar coordinates to evaluate the double integral of (x^2+y^2)^2 over the disk of radius 2',
    task: 'polar-integral',
    expect: '64*pi/3',
    source:
      'OpenStax Calculus Volume 3 §5.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: '∫∫ (x + y) dA over the right half of the unit disk',
    task: 'polar-integral',
    expect: '2/3',
    source:
      'OpenStax Calculus Volume 3 §5.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: '∫_0^{2π} ∫_0^1 r^2 dr dθ',
    task: 'double-integral',
    expect: '2*pi/3',
    source:
      'OpenStax Calculus Volume 3 §5.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: '∫_0^{π/2} ∫_0^2 r^3 cos(θ)^2 dr dθ',
    task: 'double-integral',
    expect: 'pi',
    source:
      'OpenStax Calculus Volume 3 §5.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'integral from 0 to pi integral from 0 to 3 of r dr dtheta',
    task: 'double-integral',
    expect: '9*pi/2',
    source:
      'OpenStax Calculus Volume 3 §5.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'triple integral of z over the cylinder x^2+y^2<=1, 0<=z<=2',
    task: 'cylindrical-integral',
    expect: '2*pi',
    source:
      'OpenStax Calculus Volume 3 §5.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'triple integral of x^2 + y^2 over the cylinder of radius 2 and height 3',
    task: 'cylindrical-integral',
    expect: '24*pi',
    source:
      'OpenStax Calculus Volume 3 §5.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'volume of the cylinder x^2+y^2<=4, 0<=z<=5 using cylindrical coordinates',
    task: 'cylindrical-integral',
    expect: '20*pi',
    source:
      'OpenStax Calculus Volume 3 §5.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'evaluate the triple integral of sqrt(x^2+y^2) over the solid cylinder x^2+y^2 <= 9, 0 <= z <= 1 using cylindrical coordinates',
    task: 'cylindrical-integral',
    expect: '18*pi',
    source:
      'OpenStax Calculus Volume 3 §5.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: '∭ z dV over the cylinder x^2 + y^2 <= 4, 1 <= z <= 3',
    task: 'cylindrical-integral',
    expect: '16*pi',
    source:
      'OpenStax Calculus Volume 3 §5.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'volume of the sphere of radius 2 using spherical coordinates',
    task: 'spherical-integral',
    expect: '32*pi/3',
    source:
      'OpenStax Calculus Volume 3 §5.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: '∫∫∫ (x^2+y^2+z^2) dV over the ball of radius 1',
    task: 'spherical-integral',
    expect: '4*pi/5',
    source:
      'OpenStax Calculus Volume 3 §5.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'triple integral of z^2 over the unit ball',
    task: 'spherical-integral',
    expect: '4*pi/15',
    source:
      'OpenStax Calculus Volume 3 §5.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'triple integral of 1 over 1 <= x^2+y^2+z^2 <= 4',
    task: 'spherical-integral',
    expect: '28*pi/3',
    source:
      'OpenStax Calculus Volume 3 §5.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'triple integral of z over the upper hemisphere of radius 1',
    task: 'spherical-integral',
    expect: 'pi/4',
    source:
      'OpenStax Calculus Volume 3 §5.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'find the triple integral of sqrt(x^2+y^2+z^2) over the ball x^2+y^2+z^2 <= 4 using spherical coordinates',
    task: 'spherical-integral',
    expect: '16*pi',
    source:
      'OpenStax Calculus Volume 3 §5.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'use a triple integral to find the volume of the ball x^2+y^2+z^2 <= 9',
    task: 'spherical-integral',
    expect: '36*pi',
    source:
      'OpenStax Calculus Volume 3 §5.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'triple integral of x^2 over the unit ball using spherical coordinates',
    task: 'spherical-integral',
    expect: '4*pi/15',
    source:
      'OpenStax Calculus Volume 3 §5.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: '∭ e^(-(x^2+y^2+z^2)^(3/2)) dV over the unit ball',
    task: 'spherical-integral',
    expect: '-4*pi*(1 - E)*exp(-1)/3',
    source:
      'OpenStax Calculus Volume 3 §5.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'integral doble de x^2 + y^2 sobre el disco x^2 + y^2 <= 4',
    task: 'polar-integral',
    expect: '8*pi',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'es',
  },
  {
    q: 'integral triple de z sobre el cilindro x^2 + y^2 <= 1, 0 <= z <= 2',
    task: 'cylindrical-integral',
    expect: '2*pi',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'es',
  },
  {
    q: 'Doppelintegral von x^2 + y^2 über die Kreisscheibe x^2 + y^2 <= 9',
    task: 'polar-integral',
    expect: '81*pi/2',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'de',
  },
  {
    q: 'Volumen der Kugel mit Radius 2 in Kugelkoordinaten',
    task: 'spherical-integral',
    expect: '32*pi/3',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'de',
  },
  {
    q: 'intégrale double de e^(-(x^2+y^2)) sur le disque x^2 + y^2 <= 1 en coordonnées polaires',
    task: 'polar-integral',
    expect: '-pi*exp(-1) + pi',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'fr',
  },
  {
    q: 'двойной интеграл x^2 + y^2 по кругу x^2 + y^2 <= 4',
    task: 'polar-integral',
    expect: '8*pi',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'ru',
  },
  {
    q: '∫_C (x+y) ds along the line segment from (0,0) to (1,2)',
    task: 'line-scalar',
    expect: '3*sqrt(5)/2',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'line integral of x ds along r(t) = (t, t^2), 0 <= t <= 1',
    task: 'line-scalar',
    expect: '-1/12 + 5*sqrt(5)/12',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'line integral of x*y ds along the curve x = cos t, y = sin t, 0 <= t <= pi/2',
    task: 'line-scalar',
    expect: '1/2',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'line integral of x + y + z ds along r(t) = (cos t, sin t, t), 0 <= t <= 2*pi',
    task: 'line-scalar',
    expect: '2*sqrt(2)*pi^2',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: '∫_C (x^2 + y^2) ds where C: r(t) = (2cos t, 2sin t), 0 <= t <= 2pi',
    task: 'line-scalar',
    expect: '16*pi',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'find the line integral of y ds along the segment from (1, 0) to (3, 4)',
    task: 'line-scalar',
    expect: '4*sqrt(5)',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'evaluate the line integral of x y ds along the segment from (0,0,0) to (1,2,2)',
    task: 'line-scalar',
    expect: '2',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'line integral of 3x^2 ds along r(t) = (t, 2t), 0 <= t <= 1',
    task: 'line-scalar',
    expect: 'sqrt(5)',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'line integral of (x^2 + y^2 + z^2) ds along r(t) = (cos t, sin t, t), 0 <= t <= 2*pi',
    task: 'line-scalar',
    expect: '2*sqrt(2)*pi*(3 + 4*pi^2)/3',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'line integral of x^2 ds along the unit circle',
    task: 'line-scalar',
    expect: 'pi',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: '∫_C y ds where C: x = t^2, y = t, 0 <= t <= 2',
    task: 'line-scalar',
    expect: '-1/12 + 17*sqrt(17)/12',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'line integral of z ds along r(t) = (3cos t, 3sin t, 4t), 0<=t<=pi',
    task: 'line-scalar',
    expect: '10*pi^2',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: '∫_C F·dr for F = (y, x) along r(t) = (cos t, sin t), 0<=t<=π/2',
    task: 'line-vector',
    expect: '0',
    source:
      'OpenStax Calculus Volume 3 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'work done by F = <x^2, xy> along r(t) = (t, t^2), 0<=t<=1',
    task: 'line-vector',
    expect: '11/15',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'line integral of F = <-y, x> along the unit circle counterclockwise',
    task: 'line-vector',
    expect: '2*pi',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'evaluate the line integral of y dx + x dy along the segment from (0, 0) to (2, 3)',
    task: 'line-vector',
    expect: '6',
    source:
      'OpenStax Calculus Volume 3 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'line integral of F = <2x y, x^2> along r(t) = (t, t^3), 0 <= t <= 1',
    task: 'line-vector',
    expect: '1',
    source:
      'OpenStax Calculus Volume 3 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'work done by the force F = <y, -x> along the circle of radius 2 counterclockwise',
    task: 'line-vector',
    expect: '-8*pi',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'line integral of F = <x, y, z> along r(t) = (cos t, sin t, t), 0 <= t <= pi',
    task: 'line-vector',
    expect: 'pi^2/2',
    source:
      'OpenStax Calculus Volume 3 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'line integral of x dx + y dy + z dz along the segment from (0,0,0) to (1,1,1)',
    task: 'line-vector',
    expect: '3/2',
    source:
      'OpenStax Calculus Volume 3 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'line integral of y^2 dx + x dy along r(t) = (t, 2t), 0 <= t <= 1',
    task: 'line-vector',
    expect: '7/3',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'work done by F = <y^2, 2x y> along the segment from (0, 0) to (2, 1)',
    task: 'line-vector',
    expect: '2',
    source:
      'OpenStax Calculus Volume 3 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: '∫_C F·dr where F = <e^x cos(y), -e^x sin(y)> along r(t) = (t, pi t), 0 <= t <= 1',
    task: 'line-vector',
    expect: '-E - 1',
    source:
      'OpenStax Calculus Volume 3 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'line integral of F = <x - y, x + y> along the unit circle counterclockwise',
    task: 'line-vector',
    expect: '2*pi',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'line integral of F = <z, x, y> along r(t) = (t, t^2, t^3), 0 <= t <= 1',
    task: 'line-vector',
    expect: '91/60',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'work done by the force field F = <3x^2, 2y> along r(t) = (cos t, sin t), 0 <= t <= pi',
    task: 'line-vector',
    expect: '-2',
    source:
      'OpenStax Calculus Volume 3 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: '∫_C (x+y) ds where C: r(t) = (t, t^2), 0<=t<=1',
    task: 'line-scalar',
    expect: '1.454698972',
    source:
      'OpenStax Calculus Volume 3 §6.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'integral de línea de x + y ds a lo largo del segmento de (0, 0) a (1, 2)',
    task: 'line-scalar',
    expect: '3*sqrt(5)/2',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'es',
  },
  {
    q: 'trabajo realizado por F = <y, x> a lo largo de r(t) = (t, t^2), 0 <= t <= 1',
    task: 'line-vector',
    expect: '1',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'es',
  },
  {
    q: 'Kurvenintegral von x y ds entlang x = cos t, y = sin t, 0 <= t <= pi/2',
    task: 'line-scalar',
    expect: '1/2',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'de',
  },
  {
    q: 'Kurvenintegral von F = <2x y, x^2> entlang r(t) = (t, t^3), 0 <= t <= 1',
    task: 'line-vector',
    expect: '1',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'de',
  },
  {
    q: 'intégrale curviligne de x ds le long de r(t) = (t, t^2), 0 <= t <= 1',
    task: 'line-scalar',
    expect: '-1/12 + 5*sqrt(5)/12',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'fr',
  },
  {
    q: 'криволинейный интеграл F = <y, x> вдоль r(t) = (cos t, sin t), 0 <= t <= pi/2',
    task: 'line-vector',
    expect: '0',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'ru',
  },
];
