/**
 * The calculus corpus, generated and checked with SymPy by ./check_corpus.py (do not edit by hand: edit the
 * script and run it). Sources and licences per item; see the script's docstring.
 */
import type { TopicCorpusItem } from '../corpus';

export const CORPUS: TopicCorpusItem[] = [
  {
    q: 'find the critical points of x^3 - 3x',
    task: 'critical',
    expect: 'x = -1, x = 1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'critical points of f(x) = x^4 - 2x^2',
    task: 'critical',
    expect: 'x = -1, x = 0, x = 1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What are the critical numbers of f(x) = x^3 - 6x^2 + 9x + 1?',
    task: 'critical',
    expect: 'x = 1, x = 3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find all critical points of the function f(x) = 2x^3 + 3x^2 - 12x',
    task: 'critical',
    expect: 'x = -2, x = 1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the critical points of x^2 - 4x + 7',
    task: 'critical',
    expect: 'x = 2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'critical points of f(x) = x^4 - 4x^3',
    task: 'critical',
    expect: 'x = 0, x = 3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What are the critical numbers of f(x) = x^3 - 12x + 5?',
    task: 'critical',
    expect: 'x = -2, x = 2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find all critical points of the function f(x) = -x^2 + 6x',
    task: 'critical',
    expect: 'x = 3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the critical points of x^5 - 5x',
    task: 'critical',
    expect: 'x = -1, x = 1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'critical points of f(x) = x^3 + 3x^2',
    task: 'critical',
    expect: 'x = -2, x = 0',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What are the critical numbers of f(x) = x e^(-x)?',
    task: 'critical',
    expect: 'x = 1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find all critical points of the function f(x) = x^2 e^x',
    task: 'critical',
    expect: 'x = -2, x = 0',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the critical points of x + 4/x',
    task: 'critical',
    expect: 'x = -2, x = 2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'critical points of f(x) = x^4 - 8x^2 + 3',
    task: 'critical',
    expect: 'x = -2, x = 0, x = 2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What are the critical numbers of f(x) = (x^2 - 1)^2?',
    task: 'critical',
    expect: 'x = -1, x = 0, x = 1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find all critical points of the function f(x) = x^3 - 3x^2 - 9x',
    task: 'critical',
    expect: 'x = -1, x = 3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the critical points of 3x^4 - 4x^3',
    task: 'critical',
    expect: 'x = 0, x = 1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'critical points of f(x) = x^2/(x^2 + 1)',
    task: 'critical',
    expect: 'x = 0',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What are the critical numbers of f(x) = x^3 - 27x?',
    task: 'critical',
    expect: 'x = -3, x = 3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find all critical points of the function f(x) = x^3',
    task: 'critical',
    expect: 'x = 0',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the local maxima and minima of f(x) = x^3 - 3x',
    task: 'extrema',
    expect: 'local max (-1, 2); local min (1, -2)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'local extrema of x^4 - 2x^2',
    task: 'extrema',
    expect: 'local min (-1, -1); local max (0, 0); local min (1, -1)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine the relative extrema of f(x) = x^3 - 6x^2 + 9x + 1',
    task: 'extrema',
    expect: 'local max (1, 5); local min (3, 1)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'local max and min of 2x^3 + 3x^2 - 12x',
    task: 'extrema',
    expect: 'local max (-2, 20); local min (1, -7)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the local maxima and minima of f(x) = x^2 - 4x + 7',
    task: 'extrema',
    expect: 'local min (2, 3)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'local extrema of x^4 - 4x^3',
    task: 'extrema',
    expect: 'local min (3, -27)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine the relative extrema of f(x) = x^3 - 12x + 5',
    task: 'extrema',
    expect: 'local max (-2, 21); local min (2, -11)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'local max and min of -x^2 + 6x',
    task: 'extrema',
    expect: 'local max (3, 9)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the local maxima and minima of f(x) = x^5 - 5x',
    task: 'extrema',
    expect: 'local max (-1, 4); local min (1, -4)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'local extrema of x^3 + 3x^2',
    task: 'extrema',
    expect: 'local max (-2, 4); local min (0, 0)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine the relative extrema of f(x) = x e^(-x)',
    task: 'extrema',
    expect: 'local max (1, exp(-1))',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'local max and min of x^2 e^x',
    task: 'extrema',
    expect: 'local max (-2, 4*exp(-2)); local min (0, 0)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the local maxima and minima of f(x) = x + 4/x',
    task: 'extrema',
    expect: 'local max (-2, -4); local min (2, 4)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'local extrema of x^4 - 8x^2 + 3',
    task: 'extrema',
    expect: 'local min (-2, -13); local max (0, 3); local min (2, -13)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine the relative extrema of f(x) = (x^2 - 1)^2',
    task: 'extrema',
    expect: 'local min (-1, 0); local max (0, 1); local min (1, 0)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'local max and min of x^3 - 3x^2 - 9x',
    task: 'extrema',
    expect: 'local max (-1, 5); local min (3, -27)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'inflection points of x^3 - 6x^2',
    task: 'inflection',
    expect: '(2, -16)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the points of inflection of f(x) = x^4 - 6x^2',
    task: 'inflection',
    expect: '(-1, -5), (1, -5)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the inflection points of the function f(x) = x^3 + 3x^2 - 9x',
    task: 'inflection',
    expect: '(-1, 11)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'inflection points of x e^x',
    task: 'inflection',
    expect: '(-2, -2*exp(-2))',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the points of inflection of f(x) = x^4 - 4x^3 + 2',
    task: 'inflection',
    expect: '(0, 2), (2, -14)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the inflection points of the function f(x) = x^3',
    task: 'inflection',
    expect: '(0, 0)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'inflection points of 2x^3 - 9x^2 + 12x',
    task: 'inflection',
    expect: '(3/2, 9/2)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the points of inflection of f(x) = x^5 - 5x^4',
    task: 'inflection',
    expect: '(3, -162)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the inflection points of the function f(x) = x^4 - 24x^2',
    task: 'inflection',
    expect: '(-2, -80), (2, -80)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'inflection points of -x^3 + 3x^2',
    task: 'inflection',
    expect: '(1, 2)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.3–4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'equation of the tangent line to y = x^2 at x = 3',
    task: 'tangent',
    expect: 'y = 6*x - 9',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'equation of the normal line to y = x^2 at x = 3',
    task: 'normal',
    expect: 'y = 19/2 - x/6',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "f'(3) if f(x) = x^2",
    task: 'slope',
    expect: '6',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the tangent line to f(x) = sin(x) at x = 0',
    task: 'tangent',
    expect: 'y = x',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'equation of the normal line to y = sin(x) at x = 0',
    task: 'normal',
    expect: 'y = -x',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'derivative of sin(x) at x = 0',
    task: 'slope',
    expect: '1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the equation of the tangent line to the curve y = x^3 - 2x at x = 1',
    task: 'tangent',
    expect: 'y = x - 2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'equation of the normal line to y = x^3 - 2x at x = 1',
    task: 'normal',
    expect: 'y = -x',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'the slope of the tangent line to x^3 - 2x at x = 1',
    task: 'slope',
    expect: '1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'equation of the tangent line to y = e^x at x = 0',
    task: 'tangent',
    expect: 'y = x + 1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'equation of the normal line to y = e^x at x = 0',
    task: 'normal',
    expect: 'y = 1 - x',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "f'(0) if f(x) = e^x",
    task: 'slope',
    expect: '1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the tangent line to f(x) = sqrt(x) at x = 4',
    task: 'tangent',
    expect: 'y = x/4 + 1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'equation of the normal line to y = sqrt(x) at x = 4',
    task: 'normal',
    expect: 'y = 18 - 4*x',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'derivative of sqrt(x) at x = 4',
    task: 'slope',
    expect: '1/4',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the equation of the tangent line to the curve y = 1/x at x = 2',
    task: 'tangent',
    expect: 'y = 1 - x/4',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'equation of the normal line to y = 1/x at x = 2',
    task: 'normal',
    expect: 'y = 4*x - 15/2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'the slope of the tangent line to 1/x at x = 2',
    task: 'slope',
    expect: '-1/4',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'equation of the tangent line to y = ln(x) at x = 1',
    task: 'tangent',
    expect: 'y = x - 1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "f'(1) if f(x) = ln(x)",
    task: 'slope',
    expect: '1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the tangent line to f(x) = x^2 + 3x - 1 at x = -1',
    task: 'tangent',
    expect: 'y = x - 2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'derivative of x^2 + 3x - 1 at x = -1',
    task: 'slope',
    expect: '1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the equation of the tangent line to the curve y = cos(x) at x = pi/2',
    task: 'tangent',
    expect: 'y = -x + pi/2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'the slope of the tangent line to cos(x) at x = pi/2',
    task: 'slope',
    expect: '-1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'equation of the tangent line to y = x^4 at x = -1',
    task: 'tangent',
    expect: 'y = -4*x - 3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "f'(-1) if f(x) = x^4",
    task: 'slope',
    expect: '-4',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the tangent line to f(x) = 2x^3 - x at x = 2',
    task: 'tangent',
    expect: 'y = 23*x - 32',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the equation of the tangent line to the curve y = x e^x at x = 0',
    task: 'tangent',
    expect: 'y = x',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'equation of the tangent line to y = (x + 1)/(x - 1) at x = 2',
    task: 'tangent',
    expect: 'y = 7 - 2*x',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the tangent line to f(x) = tan(x) at x = pi/4',
    task: 'tangent',
    expect: 'y = 2*x - pi/2 + 1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the equation of the tangent line to the curve y = x^2 - 5 at x = 0',
    task: 'tangent',
    expect: 'y = -5',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the Maclaurin series of cos(x)',
    task: 'taylor',
    expect: '1 + -x^2/2 + x^4/24 + -x^6/720 + ...',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Maclaurin series of sin(x)',
    task: 'taylor',
    expect: 'x + -x^3/6 + x^5/120 + -x^7/5040 + ...',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the Maclaurin series of e^x',
    task: 'taylor',
    expect: '1 + x + x^2/2 + x^3/6 + ...',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Maclaurin series of ln(1 + x)',
    task: 'taylor',
    expect: 'x + -x^2/2 + x^3/3 + -x^4/4 + ...',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the Maclaurin series of 1/(1 - x)',
    task: 'taylor',
    expect: '1 + x + x^2 + x^3 + ...',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Maclaurin polynomial of degree 4 of e^(2x)',
    task: 'taylor',
    expect: '2*x^4/3 + 4*x^3/3 + 2*x^2 + 2*x + 1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Maclaurin polynomial of degree 4 of cos(x)',
    task: 'taylor',
    expect: 'x^4/24 - x^2/2 + 1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Maclaurin polynomial of degree 3 of sqrt(1 + x)',
    task: 'taylor',
    expect: 'x^3/16 - x^2/8 + x/2 + 1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Taylor polynomial of degree 3 of e^x at x = 1',
    task: 'taylor',
    expect: 'E*(x^3 + 3*x + 2)/6',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Taylor polynomial of degree 3 of ln(x) at x = 1',
    task: 'taylor',
    expect: 'x^3/3 - 3*x^2/2 + 3*x - 11/6',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Taylor polynomial of degree 2 of sqrt(x) at x = 4',
    task: 'taylor',
    expect: '-x^2/64 + 3*x/8 + 3/4',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Taylor polynomial of degree 3 of 1/x at x = 1',
    task: 'taylor',
    expect: '-x - (x - 1)^3 + (x - 1)^2 + 2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Taylor polynomial of degree 3 of sin(x) at x = pi',
    task: 'taylor',
    expect: '-x + (x - pi)^3/6 + pi',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Taylor polynomial of degree 3 of x^3 at x = 2',
    task: 'taylor',
    expect: 'x^3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the Maclaurin series of e^(-x)',
    task: 'taylor',
    expect: '1 + -x + x^2/2 + -x^3/6 + ...',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Maclaurin polynomial of degree 5 of atan(x)',
    task: 'taylor',
    expect: 'x^5/5 - x^3/3 + x',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Maclaurin polynomial of degree 4 of cosh(x)',
    task: 'taylor',
    expect: 'x^4/24 + x^2/2 + 1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Maclaurin polynomial of degree 3 of x e^x',
    task: 'taylor',
    expect: 'x*(x^2/2 + x + 1)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the Maclaurin series of cos(2x)',
    task: 'taylor',
    expect: '1 + -2*x^2 + 2*x^4/3 + -4*x^6/45 + ...',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Maclaurin polynomial of degree 4 of 1/(1 + x^2)',
    task: 'taylor',
    expect: 'x^4 - x^2 + 1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx for x^2 + y^2 = 25',
    task: 'implicit',
    expect: 'dy/dx = -x/y',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'implicit differentiation x^3 + y^3 = 6x y',
    task: 'implicit',
    expect: 'dy/dx = (x^2 - 2*y)/(2*x - y^2)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Use implicit differentiation to find dy/dx for x y = 1',
    task: 'implicit',
    expect: 'dy/dx = -y/x',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find dy/dx by implicit differentiation for x^2 y + y^3 = 2',
    task: 'implicit',
    expect: 'dy/dx = -2*x*y/(x^2 + 3*y^2)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx for y^2 = x^3 + 1',
    task: 'implicit',
    expect: 'dy/dx = 3*x^2/(2*y)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'implicit differentiation x^2 - y^2 = 1',
    task: 'implicit',
    expect: 'dy/dx = x/y',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Use implicit differentiation to find dy/dx for sin(y) = x',
    task: 'implicit',
    expect: 'dy/dx = 1/cos(y)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find dy/dx by implicit differentiation for x^2 + x y + y^2 = 7',
    task: 'implicit',
    expect: 'dy/dx = (-2*x - y)/(x + 2*y)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx for e^y = x + y',
    task: 'implicit',
    expect: 'dy/dx = 1/(exp(y) - 1)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'implicit differentiation x y^2 + x^2 y = 2',
    task: 'implicit',
    expect: 'dy/dx = -y*(2*x + y)/(x*(x + 2*y))',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Use implicit differentiation to find dy/dx for y^3 + y = x^2',
    task: 'implicit',
    expect: 'dy/dx = 2*x/(3*y^2 + 1)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find dy/dx by implicit differentiation for x^2/4 + y^2/9 = 1',
    task: 'implicit',
    expect: 'dy/dx = -9*x/(4*y)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx for x + y = x y',
    task: 'implicit',
    expect: 'dy/dx = (1 - y)/(x - 1)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'implicit differentiation y^2 - 2x y = 4',
    task: 'implicit',
    expect: 'dy/dx = -y/(x - y)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Use implicit differentiation to find dy/dx for x^4 + y^4 = 16',
    task: 'implicit',
    expect: 'dy/dx = -x^3/y^3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.8 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'area between y = x^2 and y = x',
    task: 'area-between',
    expect: '1/6',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the area between the curves y = x^2 and y = 2x',
    task: 'area-between',
    expect: '4/3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the area of the region bounded by y = x^3 and y = x',
    task: 'area-between',
    expect: '1/2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'area between y = 4 - x^2 and y = 0',
    task: 'area-between',
    expect: '32/3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the area between the curves y = x^2 and y = 4',
    task: 'area-between',
    expect: '32/3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the area of the region bounded by y = x^2 - 2x and y = x',
    task: 'area-between',
    expect: '9/2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'area between y = sqrt(x) and y = x',
    task: 'area-between',
    expect: '1/6',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'area under y = x^2 from x = 0 to x = 3',
    task: 'area-between',
    expect: '9',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'area under y = sin(x) from x = 0 to x = pi',
    task: 'area-between',
    expect: '2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'area under y = e^x from x = 0 to x = 1',
    task: 'area-between',
    expect: '-1 + E',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'area under y = 1/x from x = 1 to x = e',
    task: 'area-between',
    expect: '1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'area under y = x^3 from x = 0 to x = 2',
    task: 'area-between',
    expect: '4',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'volume of the solid obtained by rotating y = x^2 from x = 0 to x = 1 about the x-axis',
    task: 'volume',
    expect: 'pi/5',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the volume of the solid generated by revolving y = sqrt(x) from x = 0 to x = 4 about the x-axis',
    task: 'volume',
    expect: '8*pi',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'volume of the solid obtained by rotating y = x from x = 0 to x = 2 about the x-axis',
    task: 'volume',
    expect: '8*pi/3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the volume of the solid generated by revolving y = sqrt(x) from x = 0 to x = 4 about the y-axis',
    task: 'volume',
    expect: '128*pi/5',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'volume of the solid obtained by rotating y = x^2 from x = 0 to x = 2 about the y-axis',
    task: 'volume',
    expect: '8*pi',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the volume of the solid generated by revolving y = e^x from x = 0 to x = 1 about the x-axis',
    task: 'volume',
    expect: '-pi*(1 - exp(2))/2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'arc length of y = x^(3/2) from x = 0 to x = 1',
    task: 'arc-length',
    expect: '-8/27 + 13*sqrt(13)/27',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'arc length of y = (2/3)x^(3/2) from x = 0 to x = 3',
    task: 'arc-length',
    expect: '14/3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'arc length of y = x^2/2 - ln(x)/4 from x = 1 to x = 2',
    task: 'arc-length',
    expect: '1.67328679513999',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'arc length of y = 2x + 1 from x = 0 to x = 3',
    task: 'arc-length',
    expect: '3*sqrt(5)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'arc length of y = cosh(x) from x = 0 to x = 1',
    task: 'arc-length',
    expect: '1.17520119364380',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.1–6.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "find f''(2) if f(x) = x^4",
    task: 'slope',
    expect: '48',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y''' at x = 0 for y = sin(2x)",
    task: 'slope',
    expect: '-8',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "f''(0) for f(x) = e^(2x)",
    task: 'slope',
    expect: '4',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "find f''''(1) if f(x) = x^5",
    task: 'slope',
    expect: '120',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y'' at x = 1 for y = ln(x)",
    task: 'slope',
    expect: '-1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'd/dx x^3 - 2x at x = 1',
    task: 'slope',
    expect: '1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "find f''(pi) if f(x) = cos(x)",
    task: 'slope',
    expect: '1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dy/dx at x = 4 if y = sqrt(x)',
    task: 'slope',
    expect: '1/4',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "f'''(0) for f(x) = x e^x",
    task: 'slope',
    expect: '3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "find f''(2) if f(x) = 1/x",
    task: 'slope',
    expect: '1/4',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'volume of revolution of y = x from x = 0 to x = 2 about the x-axis',
    task: 'volume',
    expect: '8*pi/3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.2–6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the volume of the solid of revolution obtained by rotating y = sqrt(x) from x = 0 to x = 1 about the x-axis',
    task: 'volume',
    expect: 'pi/2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.2–6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'volume of revolution by revolving y = x^2 from x = 0 to x = 1 about the y-axis',
    task: 'volume',
    expect: 'pi/2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §6.2–6.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dy/dx for y = x^3 sin(x)',
    task: 'explicit-derivative',
    expect: 'x^2*(x*cos(x) + 3*sin(x))',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx of y = ln(x^2 + 1)',
    task: 'explicit-derivative',
    expect: '2*x/(x^2 + 1)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dy/dx for y = e^(3x) cos(x)',
    task: 'explicit-derivative',
    expect: '(-sin(x) + 3*cos(x))*exp(3*x)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find d^2y/dx^2 for y = sqrt(x^2 + 9)',
    task: 'explicit-derivative',
    expect: '9/(x^2 + 9)^(3/2)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx of y = x^x',
    task: 'explicit-derivative',
    expect: 'x^x*(log(x) + 1)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'use logarithmic differentiation to find dy/dx for y = (x^2 + 1)^x',
    task: 'explicit-derivative',
    expect: '(x^2 + 1)^(x - 1)*(2*x^2 + (x^2 + 1)*log(x^2 + 1))',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dy/dx for y = tan(2x)',
    task: 'explicit-derivative',
    expect: '2/cos(2*x)^2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find d^2y/dx^2 for y = x/(x + 1)',
    task: 'explicit-derivative',
    expect: '-2/(x + 1)^3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "find y''' for y = x^4 - 3x^2",
    task: 'explicit-derivative',
    expect: '24*x',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dy/dx for y = sin(x)^2',
    task: 'explicit-derivative',
    expect: 'sin(2*x)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx of y = x ln(x)',
    task: 'explicit-derivative',
    expect: 'log(x) + 1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dy/dx for y = atan(x)',
    task: 'explicit-derivative',
    expect: '1/(x^2 + 1)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dy/dx for y = e^(-x^2)',
    task: 'explicit-derivative',
    expect: '-2*x*exp(-x^2)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find d^2y/dx^2 for y = (2x + 1)^5',
    task: 'explicit-derivative',
    expect: '80*(2*x + 1)^3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'use logarithmic differentiation to find dy/dx for y = x^sin(x)',
    task: 'explicit-derivative',
    expect: 'x^(sin(x) - 1)*(x*log(x)*cos(x) + sin(x))',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dy/dx for y = cos(3x)',
    task: 'explicit-derivative',
    expect: '-3*sin(3*x)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx of y = 1/(1 + x^2)',
    task: 'explicit-derivative',
    expect: '-2*x/(x^2 + 1)^2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find d^2y/dx^2 for y = x^2 e^x',
    task: 'explicit-derivative',
    expect: '(x^2 + 4*x + 2)*exp(x)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "find y''' for y = ln(x)",
    task: 'explicit-derivative',
    expect: '2/x^3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx of y = sin(x)/x',
    task: 'explicit-derivative',
    expect: '(x*cos(x) - sin(x))/x^2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'use logarithmic differentiation to find dy/dx for y = x^(1/x)',
    task: 'explicit-derivative',
    expect: 'x^(-2 + 1/x)*(1 - log(x))',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dy/dx for y = sec(x)',
    task: 'explicit-derivative',
    expect: 'tan(x)*sec(x)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx of y = x^5',
    task: 'explicit-derivative',
    expect: '5*x^4',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find d^2y/dx^2 for y = e^(2x)',
    task: 'explicit-derivative',
    expect: '4*exp(2*x)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dy/dx for y = sqrt(x)',
    task: 'explicit-derivative',
    expect: '1/(2*sqrt(x))',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §3.3–3.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'halla dy/dx para y = x^3 sin(x)',
    task: 'explicit-derivative',
    expect: 'x^2*(x*cos(x) + 3*sin(x))',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'bestimme dy/dx für y = ln(x^2 + 1)',
    task: 'explicit-derivative',
    expect: '2*x/(x^2 + 1)',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'trouver dy/dx pour y = e^(3x) cos(x)',
    task: 'explicit-derivative',
    expect: '(-sin(x) + 3*cos(x))*exp(3*x)',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'найдите dy/dx, если y = x^x',
    task: 'explicit-derivative',
    expect: 'x^x*(log(x) + 1)',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'encuentra dy/dx para y = sqrt(x^2 + 9)',
    task: 'explicit-derivative',
    expect: 'x/sqrt(x^2 + 9)',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'find dy/dx for x = t^2, y = t^3',
    task: 'parametric',
    expect: 'dy/dx = 3*t/2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'x = cos(t), y = sin(t), find dy/dx',
    task: 'parametric',
    expect: 'dy/dx = -1/tan(t)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx if x = 2t + 1 and y = t^2',
    task: 'parametric',
    expect: 'dy/dx = t',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'x = t^2 + 1, y = t^3 - t, find dy/dx at t = 2',
    task: 'parametric',
    expect: '11/4',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx for x = e^t, y = e^(2t)',
    task: 'parametric',
    expect: 'dy/dx = 2*exp(t)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'x = 3cos(t), y = 2sin(t), find dy/dx',
    task: 'parametric',
    expect: 'dy/dx = -2/(3*tan(t))',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx if x = t - sin(t) and y = 1 - cos(t)',
    task: 'parametric',
    expect: 'dy/dx = -sin(t)/(cos(t) - 1)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dy/dx for the parametric curve x = t^3, y = t^2 + 1',
    task: 'parametric',
    expect: 'dy/dx = 2/(3*t)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx for x = ln(t), y = t^2',
    task: 'parametric',
    expect: 'dy/dx = 2*t^2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'x = t + 1/t, y = t - 1/t, find dy/dx',
    task: 'parametric',
    expect: 'dy/dx = (t^2 + 1)/(t^2 - 1)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx for x = 2t, y = t^2 - 4t at t = 1',
    task: 'parametric',
    expect: '-1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'x = t^2 - 1, y = t^3 + t, find dy/dx at t = 1',
    task: 'parametric',
    expect: '2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx for x = cos(t), y = sin(t) at t = pi/4',
    task: 'parametric',
    expect: '-1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'x = e^t, y = t e^t, find dy/dx at t = 0',
    task: 'parametric',
    expect: '1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx if x = 3t - t^3 and y = 3t^2',
    task: 'parametric',
    expect: 'dy/dx = -2*t/(t^2 - 1)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dy/dx for the parametric curve x = sec(t), y = tan(t)',
    task: 'parametric',
    expect: 'dy/dx = 1/sin(t)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx for x = t^2, y = 2t at t = 3',
    task: 'parametric',
    expect: '1/3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'x = 4cos(t), y = 4sin(t), find dy/dx at t = pi/3',
    task: 'parametric',
    expect: '-sqrt(3)/3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx for x = t^3 - 3t, y = t^2 at t = 2',
    task: 'parametric',
    expect: '4/9',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'x = 1 + t^2, y = t^4, find dy/dx at t = 1',
    task: 'parametric',
    expect: '2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx for x = cos(2t), y = sin(2t)',
    task: 'parametric',
    expect: 'dy/dx = -1/tan(2*t)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'x = t, y = sqrt(t), find dy/dx at t = 4',
    task: 'parametric',
    expect: '1/4',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx for x = e^(-t), y = e^t at t = 0',
    task: 'parametric',
    expect: '-1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'x = 2sin(t), y = 3cos(t), find dy/dx at t = pi/6',
    task: 'parametric',
    expect: '-sqrt(3)/2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find dy/dx for x = t^2 + t, y = t^2 - t',
    task: 'parametric',
    expect: 'dy/dx = (2*t - 1)/(2*t + 1)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 2 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'encuentra dy/dx para x = t^2, y = t^3',
    task: 'parametric',
    expect: 'dy/dx = 3*t/2',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'bestimme dy/dx für x = cos(t), y = sin(t)',
    task: 'parametric',
    expect: 'dy/dx = -1/tan(t)',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'trouver dy/dx pour x = 2t + 1, y = t^2',
    task: 'parametric',
    expect: 'dy/dx = t',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'найдите dy/dx, если x = e^t, y = e^(2t)',
    task: 'parametric',
    expect: 'dy/dx = 2*exp(t)',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'halla dy/dx para x = t^3, y = t^2 + 1',
    task: 'parametric',
    expect: 'dy/dx = 2/(3*t)',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'If x^2 + y^2 = 25 and dx/dt = 3, find dy/dt when x = 3 and y = 4',
    task: 'related-rates',
    expect: 'dy/dt = -9/4',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'x y = 12, dx/dt = 2, find dy/dt when x = 3, y = 4',
    task: 'related-rates',
    expect: 'dy/dt = -8/3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Given y = x^3 and dx/dt = 2, find dy/dt when x = 1',
    task: 'related-rates',
    expect: 'dy/dt = 6',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Suppose y = sqrt(x). If dx/dt = 4, what is dy/dt when x = 4',
    task: 'related-rates',
    expect: 'dy/dt = 1',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'If A = pi r^2 and dr/dt = 3, find dA/dt when r = 10',
    task: 'related-rates',
    expect: 'dA/dt = 60*pi',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'V = (4/3) pi r^3, dr/dt = 2, find dV/dt when r = 5',
    task: 'related-rates',
    expect: 'dV/dt = 200*pi',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Given V = s^3 and ds/dt = 0.5, find dV/dt when s = 4',
    task: 'related-rates',
    expect: 'dV/dt = 24',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Suppose A = s^2. If ds/dt = 3, what is dA/dt when s = 7',
    task: 'related-rates',
    expect: 'dA/dt = 42',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'If x^2 + y^2 = 169 and dy/dt = -2, find dx/dt when x = 5 and y = 12',
    task: 'related-rates',
    expect: 'dx/dt = 24/5',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'z^2 = x^2 + y^2, dx/dt = 3 and dy/dt = 4, find dz/dt when x = 6, y = 8, z = 10',
    task: 'related-rates',
    expect: 'dz/dt = 5',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Given y = x^2 + 3x and dx/dt = 2, find dy/dt when x = 1',
    task: 'related-rates',
    expect: 'dy/dt = 10',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Suppose V = 4 pi r^2. If dr/dt = 1, what is dV/dt when r = 3',
    task: 'related-rates',
    expect: 'dV/dt = 24*pi',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'If C = 2 pi r and dr/dt = 5, find dC/dt when r = 1',
    task: 'related-rates',
    expect: 'dC/dt = 10*pi',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'y = e^(2x), dx/dt = 1, find dy/dt when x = 0',
    task: 'related-rates',
    expect: 'dy/dt = 2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Given x^2 - y^2 = 9 and dx/dt = 5, find dy/dt when x = 5 and y = 4',
    task: 'related-rates',
    expect: 'dy/dt = 25/4',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Suppose y = ln(x). If dx/dt = 3, what is dy/dt when x = 2',
    task: 'related-rates',
    expect: 'dy/dt = 3/2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'If S = 4 pi r^2 and dr/dt = 0.1, find dS/dt when r = 5',
    task: 'related-rates',
    expect: 'dS/dt = 4*pi',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'x^2 y = 8, dx/dt = 1, find dy/dt when x = 2, y = 2',
    task: 'related-rates',
    expect: 'dy/dt = -2',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'A ladder 10 ft long rests against a vertical wall. If the bottom of the ladder slides away from the wall at 1 ft/s, how fast is the top sliding down when the bottom is 6 ft from the wall?',
    task: 'related-rates',
    expect: 'dy/dt = -3/4',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'A ladder 13 ft long leans against a wall. The bottom is pulled away from the wall at 2 ft/s. How fast is the top of the ladder moving down when the bottom is 5 ft from the wall?',
    task: 'related-rates',
    expect: 'dy/dt = -5/6',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'A 25 ft ladder leans against a building. If the bottom slides away from the building at 3 ft/s, how fast is the top sliding down when the bottom is 7 ft from the building?',
    task: 'related-rates',
    expect: 'dy/dt = -7/8',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'A 10 ft ladder leans against a wall. The top slides down the wall at 2 ft/s. How fast is the bottom sliding away from the wall when the top is 8 ft above the ground?',
    task: 'related-rates',
    expect: 'dx/dt = 8/3',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'The radius of a circle increases at 2 cm/s. How fast is the area increasing when r = 5?',
    task: 'related-rates',
    expect: 'dA/dt = 20*pi',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'A stone dropped in a pond makes a circular ripple whose radius grows at 0.5 m/s. How fast is the area increasing when the radius is 4 m?',
    task: 'related-rates',
    expect: 'dA/dt = 4*pi',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'A spherical balloon is inflated so its radius increases at 3 cm/s. How fast is the volume increasing when r = 10 cm?',
    task: 'related-rates',
    expect: 'dV/dt = 1200*pi',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Air is pumped into a spherical balloon at 100 cm^3/s. How fast is the radius increasing when the radius is 5 cm?',
    task: 'related-rates',
    expect: 'dr/dt = 1/pi',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Air is being pumped into a spherical balloon so that its volume increases at a constant rate of 20 cubic inches per second. How fast is the radius of the balloon increasing at the moment the balloon's diameter is 12 inches?",
    task: 'related-rates',
    expect: 'dr/dt = 5/(36*pi)',
    match: 'values',
    source:
      'Active Calculus (Boelkins) §3.5 "Related Rates", balloon example, adapted (CC BY-SA 4.0, https://activecalculus.org/single/)',
  },
  {
    q: 'The side of a square increases at 3 cm/s. How fast is the area increasing when the side is 10 cm?',
    task: 'related-rates',
    expect: 'dA/dt = 60',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'The edge of a cube is increasing at 2 cm/s. How fast is the volume changing when the edge is 5 cm?',
    task: 'related-rates',
    expect: 'dV/dt = 150',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'The area of a circle is increasing at 10 cm^2/s. How fast is the radius increasing when the radius is 5 cm?',
    task: 'related-rates',
    expect: 'dr/dt = 1/pi',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'A spherical snowball melts so that its radius decreases at 0.2 cm/min. How fast is the volume decreasing when the radius is 10 cm?',
    task: 'related-rates',
    expect: 'dV/dt = -80*pi',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Water is pumped into an inverted conical tank at a rate of 2 m^3/min. The tank has height 6 m and the radius at the top is 3 m. How fast is the water level rising when the water is 2 m deep?',
    task: 'related-rates',
    expect: 'dh/dt = 2/pi',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'A conical tank (vertex down) has a radius of 4 ft and a height of 10 ft. Water flows in at 5 ft^3/min. How fast is the water level rising when the water is 5 ft deep?',
    task: 'related-rates',
    expect: 'dh/dt = 5/(4*pi)',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Water drains from an inverted conical tank of radius 2 m and height 4 m at 1 m^3/min. How fast is the water level changing when the water is 2 m deep?',
    task: 'related-rates',
    expect: 'dh/dt = -1/pi',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'The radius of a circle is changing at a rate of -2 cm/s. How fast is the area changing when the radius is 5 cm?',
    task: 'related-rates',
    expect: 'dA/dt = -20*pi',
    match: 'values',
    source:
      'OpenStax Calculus Volume 1 §4.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'si x^2 + y^2 = 25, dx/dt = 3, halla dy/dt cuando x = 3, y = 4',
    task: 'related-rates',
    expect: 'dy/dt = -9/4',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'V = (4/3) pi r^3, dr/dt = 2, halla dV/dt cuando r = 5',
    task: 'related-rates',
    expect: 'dV/dt = 200*pi',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'wenn x y = 12, dx/dt = 2, bestimme dy/dt wenn x = 3, y = 4',
    task: 'related-rates',
    expect: 'dy/dt = -8/3',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'si A = pi r^2, dr/dt = 3, trouver dA/dt lorsque r = 10',
    task: 'related-rates',
    expect: 'dA/dt = 60*pi',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'если x^2 + y^2 = 169, dy/dt = -2, найдите dx/dt, когда x = 5, y = 12',
    task: 'related-rates',
    expect: 'dx/dt = 24/5',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'maximize A = x(20 - 2x)',
    task: 'optimize',
    expect: 'max A = 50 at x = 5',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'minimize f(x) = x + 4/x for x > 0',
    task: 'optimize',
    expect: 'min f = 4 at x = 2',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Maximize f(x) = x(10 - x)',
    task: 'optimize',
    expect: 'max f = 25 at x = 5',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'minimize f(x) = x^2 - 6x + 13',
    task: 'optimize',
    expect: 'min f = 4 at x = 3',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'maximize P = x(30 - x)',
    task: 'optimize',
    expect: 'max P = 225 at x = 15',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'minimize S = x + 9/x for x > 0',
    task: 'optimize',
    expect: 'min S = 6 at x = 3',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'minimize f(x) = 2x + 50/x for x > 0',
    task: 'optimize',
    expect: 'min f = 20 at x = 5',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'maximize V = x(12 - 2x)^2 for 0 < x < 6',
    task: 'optimize',
    expect: 'max V = 128 at x = 2',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'maximize f(x) = x e^(-x) for x > 0',
    task: 'optimize',
    expect: 'max f = 1/e at x = 1',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'minimize f(x) = x^2 + 16/x for x > 0',
    task: 'optimize',
    expect: 'min f = 12 at x = 2',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Maximize A = 2x(50 - x)',
    task: 'optimize',
    expect: 'max A = 1250 at x = 25',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'minimize C = 4x + 100/x for x > 0',
    task: 'optimize',
    expect: 'min C = 40 at x = 5',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'maximize R = x(40 - 2x)',
    task: 'optimize',
    expect: 'max R = 200 at x = 10',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'maximize f(x) = ln(x)/x for x > 0',
    task: 'optimize',
    expect: 'max f = 1/e at x = e',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'minimize f(x) = x ln(x) for x > 0',
    task: 'optimize',
    expect: 'min f = -1/e at x = 1/e',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the absolute maximum and minimum of f(x) = x^3 - 3x on [0, 2]',
    task: 'optimize',
    expect: 'max f = 2 at x = 2; min f = -2 at x = 1',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'maximize f(x) = x^3 - 3x on [-2, 3]',
    task: 'optimize',
    expect: 'max f = 18 at x = 3',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the absolute extrema of f(x) = x^2 - 4x + 1 on [0, 5]',
    task: 'optimize',
    expect: 'max f = 6 at x = 5; min f = -3 at x = 2',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the absolute maximum of f(x) = 2x^3 - 3x^2 - 12x + 1 on [-2, 3]',
    task: 'optimize',
    expect: 'max f = 8 at x = -1',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the absolute minimum of f(x) = x^4 - 2x^2 on [-2, 2]',
    task: 'optimize',
    expect: 'min f = -1 at x = -1, x = 1',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the absolute max and min of f(x) = x/(x^2 + 1) on [0, 2]',
    task: 'optimize',
    expect: 'max f = 1/2 at x = 1; min f = 0 at x = 0',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'minimize f(x) = x^3 - 12x on [0, 3]',
    task: 'optimize',
    expect: 'min f = -16 at x = 2',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'maximize A(x) = sqrt(3)/36 x^2 + ((20 - x)/4)^2 on [0, 20]',
    task: 'optimize',
    expect: 'max A = 25 at x = 0',
    match: 'text',
    source:
      'Active Calculus (Boelkins) §3.3 "Global Optimization", wire cut into a square and a triangle, adapted (CC BY-SA 4.0, https://activecalculus.org/single/)',
  },
  {
    q: 'find two positive numbers whose sum is 20 and whose product is maximum',
    task: 'optimize',
    expect: 'max P = 100 at x = 10',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find two positive numbers whose sum is 50 and whose product is as large as possible',
    task: 'optimize',
    expect: 'max P = 625 at x = 25',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find two numbers whose sum is 16 and the sum of whose squares is a minimum',
    task: 'optimize',
    expect: 'min S = 128 at x = 8',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find two numbers whose difference is 10 and whose product is a minimum',
    task: 'optimize',
    expect: 'min P = -25 at x = 5',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find two positive numbers whose product is 64 and whose sum is a minimum',
    task: 'optimize',
    expect: 'min S = 16 at x = 8',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'A rectangle has a perimeter of 40 cm. Find the dimensions that give the largest possible area',
    task: 'optimize',
    expect: 'max A = 100 at x = 10',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'A farmer has 400 m of fencing to enclose a rectangular field along a river; no fence is needed along the river. Find the maximum area',
    task: 'optimize',
    expect: 'max A = 20000 at x = 100',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'A farmer has 200 ft of fencing to enclose a rectangular pen. What is the largest area?',
    task: 'optimize',
    expect: 'max A = 2500 at x = 50',
    match: 'text',
    source:
      'OpenStax Calculus Volume 1 §4.3 and §4.7 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'An open box is made from a square piece of cardboard 12 inches on a side by cutting equal squares from the corners and turning up the sides. Find the maximum volume',
    task: 'optimize',
    expect: 'max V = 128 at x = 2',
    match: 'text',
    source:
      'Active Calculus (Boelkins) §3.4 "Applied Optimization", open box from a square sheet, adapted (CC BY-SA 4.0, https://activecalculus.org/single/)',
  },
  {
    q: 'An open box is made from a square sheet of metal 30 cm on a side by cutting equal squares from the corners and folding up the sides. Find the maximum volume',
    task: 'optimize',
    expect: 'max V = 2000 at x = 5',
    match: 'text',
    source:
      'Active Calculus (Boelkins) §3.4 "Applied Optimization", open box from a square sheet, adapted (CC BY-SA 4.0, https://activecalculus.org/single/)',
  },
  {
    q: 'maximiza A = x(20 - 2x)',
    task: 'optimize',
    expect: 'max A = 50 at x = 5',
    match: 'text',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'encuentra dos números positivos cuya suma sea 30 y cuyo producto sea máximo',
    task: 'optimize',
    expect: 'max P = 225 at x = 15',
    match: 'text',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'minimiere f(x) = x + 4/x für x > 0',
    task: 'optimize',
    expect: 'min f = 4 at x = 2',
    match: 'text',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Finde zwei positive Zahlen, deren Summe 20 ist und deren Produkt maximal ist',
    task: 'optimize',
    expect: 'max P = 100 at x = 10',
    match: 'text',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Trouver deux nombres positifs dont la somme est 40 et dont le produit est maximal',
    task: 'optimize',
    expect: 'max P = 400 at x = 20',
    match: 'text',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'максимизируйте A = x(12 - 2x)',
    task: 'optimize',
    expect: 'max A = 18 at x = 3',
    match: 'text',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'puntos críticos de x^3 - 3x',
    task: 'critical',
    expect: 'x = -1, x = 1',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'Encuentra los puntos críticos de f(x) = x^4 - 2x^2',
    task: 'critical',
    expect: 'x = -1, x = 0, x = 1',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'recta tangente a y = x^2 en x = 3',
    task: 'tangent',
    expect: 'y = 6*x - 9',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'serie de Maclaurin de cos(x)',
    task: 'taylor',
    expect: '1 - x^2/2 + x^4/24 - x^6/720 + ...',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'derivación implícita x^2 + y^2 = 25',
    task: 'implicit',
    expect: 'dy/dx = -x/y',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'kritische Punkte von x^3 - 3x',
    task: 'critical',
    expect: 'x = -1, x = 1',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Tangente an y = x^2 bei x = 3',
    task: 'tangent',
    expect: 'y = 6*x - 9',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Maclaurin-Reihe von cos(x)',
    task: 'taylor',
    expect: '1 - x^2/2 + x^4/24 - x^6/720 + ...',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Wendepunkte von x^3 - 6x^2',
    task: 'inflection',
    expect: '(2, -16)',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'implizites Differenzieren x^2 + y^2 = 25',
    task: 'implicit',
    expect: 'dy/dx = -x/y',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'points critiques de x^3 - 3x',
    task: 'critical',
    expect: 'x = -1, x = 1',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'équation de la tangente à y = x^2 en x = 3',
    task: 'tangent',
    expect: 'y = 6*x - 9',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'série de Maclaurin de cos(x)',
    task: 'taylor',
    expect: '1 - x^2/2 + x^4/24 - x^6/720 + ...',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: "points d'inflexion de x^3 - 6x^2",
    task: 'inflection',
    expect: '(2, -16)',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'dérivation implicite x^2 + y^2 = 25',
    task: 'implicit',
    expect: 'dy/dx = -x/y',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'критические точки x^3 - 3x',
    task: 'critical',
    expect: 'x = -1, x = 1',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'касательная к y = x^2 в точке x = 3',
    task: 'tangent',
    expect: 'y = 6*x - 9',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'ряд Маклорена для cos(x)',
    task: 'taylor',
    expect: '1 - x^2/2 + x^4/24 - x^6/720 + ...',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'точки перегиба x^3 - 6x^2',
    task: 'inflection',
    expect: '(2, -16)',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'неявное дифференцирование x^2 + y^2 = 25',
    task: 'implicit',
    expect: 'dy/dx = -x/y',
    match: 'values',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
];
