/**
 * The polynomials corpus, generated and checked with SymPy by ./check_corpus.py (do not edit by hand: edit the
 * script and run it). Sources and licences per item; see the script's docstring.
 */
import type { TopicCorpusItem } from '../corpus';

export const CORPUS: TopicCorpusItem[] = [
  {
    q: 'Multiply (x+8)(x+3)',
    task: 'multiply',
    expect: 'x^2 + 11*x + 24',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Multiply the binomials (y-3)(y+8)',
    task: 'multiply',
    expect: 'y^2 + 5*y - 24',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the product (2x-1)(x+4)',
    task: 'multiply',
    expect: '2*x^2 + 7*x - 4',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Multiply: (x+2)(x-3)',
    task: 'multiply',
    expect: 'x^2 - x - 6',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'FOIL (3a+5)(a-2)',
    task: 'multiply',
    expect: '3*a^2 - a - 10',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Use FOIL to multiply (x-6)(x-9)',
    task: 'multiply',
    expect: 'x^2 - 15*x + 54',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Multiply the polynomials (4u+1)(u+3)',
    task: 'multiply',
    expect: '4*u^2 + 13*u + 3',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Expand and simplify (x+5)(x-5)',
    task: 'multiply',
    expect: 'x^2 - 25',
    source: 'OpenStax Elementary Algebra 2e §6.4 Special Products, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Multiply using special products (2y+3)(2y-3)',
    task: 'multiply',
    expect: '4*y^2 - 9',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Multiply (x+3)^2',
    task: 'multiply',
    expect: 'x^2 + 6*x + 9',
    source: 'OpenStax Elementary Algebra 2e §6.4 Special Products, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Multiply the binomials (2m-7)^2',
    task: 'multiply',
    expect: '4*m^2 - 28*m + 49',
    source: 'OpenStax Elementary Algebra 2e §6.4 Special Products, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the product (p+q)(p-q)',
    task: 'multiply',
    expect: 'p^2 - q^2',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Multiply: (a+b)^2',
    task: 'multiply',
    expect: 'a^2 + 2*a*b + b^2',
    source: 'OpenStax Elementary Algebra 2e §6.4 Special Products, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Multiply (x-y)^2',
    task: 'multiply',
    expect: 'x^2 - 2*x*y + y^2',
    source: 'OpenStax Elementary Algebra 2e §6.4 Special Products, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Multiply (x+1)^3',
    task: 'multiply',
    expect: 'x^3 + 3*x^2 + 3*x + 1',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Multiply the polynomials 3x(x^2-2x+5)',
    task: 'multiply',
    expect: '3*x^3 - 6*x^2 + 15*x',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Expand and simplify -2y(4y^2+3y-1)',
    task: 'multiply',
    expect: '-8*y^3 - 6*y^2 + 2*y',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Multiply using special products (x+2)(x^2-3x+4)',
    task: 'multiply',
    expect: 'x^3 - x^2 - 2*x + 8',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Multiply (t-1)(t^2+t+1)',
    task: 'multiply',
    expect: 't^3 - 1',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Multiply the binomials (5x+2y)(3x-y)',
    task: 'multiply',
    expect: '15*x^2 + x*y - 2*y^2',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the product (θ+1)(θ-2)',
    task: 'multiply',
    expect: 'theta^2 - theta - 2',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Multiply: (x^2+1)(x^2-1)',
    task: 'multiply',
    expect: 'x^4 - 1',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Multiply (2x+3)(4x^2-6x+9)',
    task: 'multiply',
    expect: '8*x^3 + 27',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Use FOIL to multiply (n-4)(2n+7)',
    task: 'multiply',
    expect: '2*n^2 - n - 28',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Multiply the polynomials (3r-2)^2',
    task: 'multiply',
    expect: '9*r^2 - 12*r + 4',
    source: 'OpenStax Elementary Algebra 2e §6.4 Special Products, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Expand and simplify (b+6)(b+6)',
    task: 'multiply',
    expect: 'b^2 + 12*b + 36',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Multiply using special products (x-1)(x+1)(x+2)',
    task: 'multiply',
    expect: 'x^3 + 2*x^2 - x - 2',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the product of (x+4) and (x-7)?',
    task: 'multiply',
    expect: 'x^2 - 3*x - 28',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the product of (2x+1) and (3x-5)',
    task: 'multiply',
    expect: '6*x^2 - 7*x - 5',
    source: 'OpenStax Elementary Algebra 2e §6.3 Multiply Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Combine like terms 3x + 2y - x + 5y',
    task: 'combine',
    expect: '2*x + 7*y',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Combine like terms: 5a^2 - 3a + 2a^2 + 7a - 4',
    task: 'combine',
    expect: '7*a^2 + 4*a - 4',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Simplify by combining like terms 4m - 7n + 3m + n',
    task: 'combine',
    expect: '7*m - 6*n',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Write in standard form: 6x^2 + 3x - 2x^2 + x',
    task: 'combine',
    expect: '4*x^2 + 4*x',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Collect like terms 2p + 5q - 8p + q - 3',
    task: 'combine',
    expect: '-6*p + 6*q - 3',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Write the polynomial in standard form 7y^2 - 3y + 4 - 2y^2 + y - 9',
    task: 'combine',
    expect: '5*y^2 - 2*y - 5',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Combine like terms x^3 + 2x - 5x^3 + 4',
    task: 'combine',
    expect: '-4*x^3 + 2*x + 4',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Combine like terms: 3ab + 2a - ab + 5a',
    task: 'combine',
    expect: '2*a*b + 7*a',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Simplify by combining like terms 8t - 3 + 2t^2 - 5t + 1',
    task: 'combine',
    expect: '2*t^2 + 3*t - 2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Write in standard form: -4x + 9 + 6x - 12',
    task: 'combine',
    expect: '2*x - 3',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Collect like terms 12u^2 - 3u + u^2 + 10u',
    task: 'combine',
    expect: '13*u^2 + 7*u',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Write the polynomial in standard form x^2y + 3xy^2 - 2x^2y + xy^2',
    task: 'combine',
    expect: '-x^2*y + 4*x*y^2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Combine like terms 3 - 2x + x^2',
    task: 'combine',
    expect: 'x^2 - 2*x + 3',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Combine like terms: 5 + 4x^3 - x',
    task: 'combine',
    expect: '4*x^3 - x + 5',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Simplify by combining like terms 9w - 4w + w',
    task: 'combine',
    expect: '6*w',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Write in standard form: 2θ^2 + θ - θ^2 + 3θ',
    task: 'combine',
    expect: 'theta^2 + 4*theta',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Collect like terms 10 - 3k + 2k^2 - 4 + k',
    task: 'combine',
    expect: '2*k^2 - 2*k + 6',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Write the polynomial in standard form 0.5x + 1.5x - 2',
    task: 'combine',
    expect: '2*x - 2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Combine like terms a + b + a - b',
    task: 'combine',
    expect: '2*a',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Combine like terms: 6c^2 - 2c + 4c^2 + 2c',
    task: 'combine',
    expect: '10*c^2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Simplify by combining like terms -x^2 + 4 + 3x^2 - x',
    task: 'combine',
    expect: '2*x^2 - x + 4',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Write in standard form: y - 2y^2 + 3y - y^2',
    task: 'combine',
    expect: '-3*y^2 + 4*y',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Collect like terms 7r + 2s - 7r',
    task: 'combine',
    expect: '2*s',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Write the polynomial in standard form 4z^4 - z + 2z^4 + 5',
    task: 'combine',
    expect: '6*z^4 - z + 5',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Combine like terms 15h - 6h^2 + h',
    task: 'combine',
    expect: '-6*h^2 + 16*h',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Add the polynomials (2x^2 + 3x - 1) + (x^2 - 4x + 5)',
    task: 'add-subtract',
    expect: '3*x^2 - x + 4',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Subtract (x^2 - 4x + 5) from (2x^2 + 3x - 1)',
    task: 'add-subtract',
    expect: 'x^2 + 7*x - 6',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the sum of (5y^2 - 2y + 8) and (3y^2 + 6y - 2)',
    task: 'add-subtract',
    expect: '8*y^2 + 4*y + 6',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Subtract: (5y^2 - 2y + 8) - (3y^2 + 6y - 2)',
    task: 'add-subtract',
    expect: '2*y^2 - 8*y + 10',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Add (a^2 + 4a) and (2a - 3)',
    task: 'add-subtract',
    expect: 'a^2 + 6*a - 3',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the difference of (a^2 + 4a) and (2a - 3)',
    task: 'add-subtract',
    expect: 'a^2 + 2*a + 3',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Add: (7m^2 - 4m) + (m^2 + 2m - 5)',
    task: 'add-subtract',
    expect: '8*m^2 - 2*m - 5',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Simplify (7m^2 - 4m) - (m^2 + 2m - 5)',
    task: 'add-subtract',
    expect: '6*m^2 - 6*m + 5',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Add the polynomials (x^3 + 2x) + (x^3 - x^2 + 4)',
    task: 'add-subtract',
    expect: '2*x^3 - x^2 + 2*x + 4',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Subtract (x^3 - x^2 + 4) from (x^3 + 2x)',
    task: 'add-subtract',
    expect: 'x^2 + 2*x - 4',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the sum of (4n - 3) and (n^2 - 2n + 6)',
    task: 'add-subtract',
    expect: 'n^2 + 2*n + 3',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Subtract: (4n - 3) - (n^2 - 2n + 6)',
    task: 'add-subtract',
    expect: '-n^2 + 6*n - 9',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Add (3p^2 + p) and (p^2 - 5)',
    task: 'add-subtract',
    expect: '4*p^2 + p - 5',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the difference of (3p^2 + p) and (p^2 - 5)',
    task: 'add-subtract',
    expect: '2*p^2 + p + 5',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Add: (9x - 4) + (-3x + 7)',
    task: 'add-subtract',
    expect: '6*x + 3',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Simplify (9x - 4) - (-3x + 7)',
    task: 'add-subtract',
    expect: '12*x - 11',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Add the polynomials (6t^2 - t + 2) + (2t^2 + 3t - 8)',
    task: 'add-subtract',
    expect: '8*t^2 + 2*t - 6',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Subtract (2t^2 + 3t - 8) from (6t^2 - t + 2)',
    task: 'add-subtract',
    expect: '4*t^2 - 4*t + 10',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the sum of (u^2 + 1) and (u - 1)',
    task: 'add-subtract',
    expect: 'u^2 + u',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Subtract: (u^2 + 1) - (u - 1)',
    task: 'add-subtract',
    expect: 'u^2 - u + 2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Add (2x^2 - 5x + 3) and (x^2 + x - 1)',
    task: 'add-subtract',
    expect: '3*x^2 - 4*x + 2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the difference of (2x^2 - 5x + 3) and (x^2 + x - 1)',
    task: 'add-subtract',
    expect: 'x^2 - 6*x + 4',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Add: (8k^3 + k) + (3k^3 - 2k^2)',
    task: 'add-subtract',
    expect: '11*k^3 - 2*k^2 + k',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Simplify (8k^3 + k) - (3k^3 - 2k^2)',
    task: 'add-subtract',
    expect: '5*k^3 + 2*k^2 + k',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Add the polynomials (x^2 + xy) + (xy - y^2)',
    task: 'add-subtract',
    expect: 'x^2 + 2*x*y - y^2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Subtract (xy - y^2) from (x^2 + xy)',
    task: 'add-subtract',
    expect: 'x^2 + y^2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'coefficient of x^2 in (x+1)^3',
    task: 'coefficient',
    expect: '3',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the coefficient of x^3 in (2x-1)^5?',
    task: 'coefficient',
    expect: '80',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the coefficient of x in the expansion of (x+2)(x-3)',
    task: 'coefficient',
    expect: '-1',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'the coefficient of x^2 in 3x^3 + 5x^2 - 7',
    task: 'coefficient',
    expect: '5',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'coefficient of y^4 in (y+1)^6',
    task: 'coefficient',
    expect: '15',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the coefficient of x^2y in (x+y)^3?',
    task: 'coefficient',
    expect: '3',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the coefficient of x^5 in the expansion of (x-2)^7',
    task: 'coefficient',
    expect: '84',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'the coefficient of a^2 in (a+3)^4',
    task: 'coefficient',
    expect: '54',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'coefficient of x^2 in (2x+3)^3',
    task: 'coefficient',
    expect: '36',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the coefficient of t in (t^2+t+1)^2?',
    task: 'coefficient',
    expect: '2',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the coefficient of x^3 in the expansion of (1+x)^10',
    task: 'coefficient',
    expect: '120',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'the coefficient of x^4 in (x^2-3)^3',
    task: 'coefficient',
    expect: '-9',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'coefficient of x in 4x^3 - 2x + 1',
    task: 'coefficient',
    expect: '-2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the coefficient of x^2 in (x-1)(x+1)(x+2)?',
    task: 'coefficient',
    expect: '2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the coefficient of b^3 in the expansion of (2a+b)^5',
    task: 'coefficient',
    expect: '40*a^2',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'the coefficient of x^6 in (x^2+2)^4',
    task: 'coefficient',
    expect: '8',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'coefficient of y in (3y-2)^2',
    task: 'coefficient',
    expect: '-12',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the coefficient of x^2 in (3x - 1)^4?',
    task: 'coefficient',
    expect: '54',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the coefficient of x^3 in the expansion of x(x+1)(x+2)(x+3)',
    task: 'coefficient',
    expect: '6',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'the coefficient of z^2 in (z+5)^2',
    task: 'coefficient',
    expect: '1',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'coefficient of x in (x+1)^3',
    task: 'coefficient',
    expect: '3',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the coefficient of x^4 in (2 - x)^6?',
    task: 'coefficient',
    expect: '60',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the coefficient of x^2 in the expansion of 7 - 2x + 5x^2',
    task: 'coefficient',
    expect: '5',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'the coefficient of m^3 in (m - 3)^3',
    task: 'coefficient',
    expect: '1',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'coefficient of x^2 in (x+1)^8',
    task: 'coefficient',
    expect: '28',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the coefficient of x^2 in x(x - 1)(x + 1)?',
    task: 'coefficient',
    expect: '0',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'degree of 4x^3 - 2x + 1',
    task: 'degree',
    expect: '3',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the degree of 3x^2y^3 - 2xy + 7',
    task: 'degree',
    expect: '5',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the degree of the polynomial 5?',
    task: 'degree',
    expect: '0',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'degree of the polynomial 7y - 3',
    task: 'degree',
    expect: '1',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'degree of 2a^4 - a^2 + 6a',
    task: 'degree',
    expect: '4',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the degree of -x^5 + 3x^2',
    task: 'degree',
    expect: '5',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the degree of the polynomial (x+1)^3?',
    task: 'degree',
    expect: '3',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'degree of the polynomial 9m^2n - 4mn^2 + mn',
    task: 'degree',
    expect: '3',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'degree of 6 - 2t + t^2',
    task: 'degree',
    expect: '2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the degree of 12',
    task: 'degree',
    expect: '0',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the degree of the polynomial x^2 - 25?',
    task: 'degree',
    expect: '2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'degree of the polynomial 3p^3q^2',
    task: 'degree',
    expect: '5',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'degree of -8u^4 + u^3 - u + 2',
    task: 'degree',
    expect: '4',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the degree of k^6 - 1',
    task: 'degree',
    expect: '6',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the degree of the polynomial 1/2x^2 + 3x?',
    task: 'degree',
    expect: '2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'degree of the polynomial 2θ^3 - θ',
    task: 'degree',
    expect: '3',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'degree of x(x - 4)',
    task: 'degree',
    expect: '2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the degree of 10w^2 - 3w',
    task: 'degree',
    expect: '2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the degree of the polynomial z^7 + z^3 - z + 1?',
    task: 'degree',
    expect: '7',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'degree of the polynomial -4ab',
    task: 'degree',
    expect: '2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'degree of r^2 + 2r + 1',
    task: 'degree',
    expect: '2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the degree of 3x - 2x^2 + 7x^4 - 1',
    task: 'degree',
    expect: '4',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the degree of the polynomial 14y^2?',
    task: 'degree',
    expect: '2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'degree of the polynomial c^3 - 8',
    task: 'degree',
    expect: '3',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'degree of 5n^2 + n - 3',
    task: 'degree',
    expect: '2',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'leading coefficient of 4x^3 - 2x + 1',
    task: 'leading-coefficient',
    expect: '4',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the leading coefficient of 3 - 2x + 5x^4',
    task: 'leading-coefficient',
    expect: '5',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the leading coefficient of -x^5 + 3x^2?',
    task: 'leading-coefficient',
    expect: '-1',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'the leading coefficient of the polynomial (x+1)^3',
    task: 'leading-coefficient',
    expect: '1',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'leading coefficient of 6 - 2t + t^2',
    task: 'leading-coefficient',
    expect: '1',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the leading coefficient of -8u^4 + u^3 - u + 2',
    task: 'leading-coefficient',
    expect: '-8',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the leading coefficient of 1/2x^2 + 3x?',
    task: 'leading-coefficient',
    expect: '1/2',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'the leading coefficient of the polynomial 7 - 3y',
    task: 'leading-coefficient',
    expect: '-3',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'leading coefficient of 2x(3x^2 - 1)',
    task: 'leading-coefficient',
    expect: '6',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the leading coefficient of (2x-1)^3',
    task: 'leading-coefficient',
    expect: '8',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the leading coefficient of x^2 - 25?',
    task: 'leading-coefficient',
    expect: '1',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'the leading coefficient of the polynomial 10 - w^2',
    task: 'leading-coefficient',
    expect: '-1',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'leading coefficient of (3 - x)(x + 5)',
    task: 'leading-coefficient',
    expect: '-1',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the leading coefficient of -2k^6 - 1',
    task: 'leading-coefficient',
    expect: '-2',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the leading coefficient of z^7 + z^3?',
    task: 'leading-coefficient',
    expect: '1',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'the leading coefficient of the polynomial 9m^2 - 4m^3',
    task: 'leading-coefficient',
    expect: '-4',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'leading coefficient of (x^2+1)(2x-3)',
    task: 'leading-coefficient',
    expect: '2',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the leading coefficient of 5',
    task: 'leading-coefficient',
    expect: '5',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the leading coefficient of -p + 4?',
    task: 'leading-coefficient',
    expect: '-1',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'the leading coefficient of the polynomial 0.5x^3 - x',
    task: 'leading-coefficient',
    expect: '1/2',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'leading coefficient of 3r^2 + 2r + 1',
    task: 'leading-coefficient',
    expect: '3',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the leading coefficient of -(x - 2)^2',
    task: 'leading-coefficient',
    expect: '-1',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the leading coefficient of 8 + 5n^2?',
    task: 'leading-coefficient',
    expect: '5',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'the leading coefficient of the polynomial 4c - c^2',
    task: 'leading-coefficient',
    expect: '-1',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'leading coefficient of 2/3y^3 + y',
    task: 'leading-coefficient',
    expect: '2/3',
    source: 'OpenStax College Algebra 2e §1.4 Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Classify the polynomial 5x^2 - 3',
    task: 'classify',
    expect: 'binomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine whether the polynomial is a monomial, binomial, trinomial, or other polynomial. 4y^3 - 2y + 8',
    task: 'classify',
    expect: 'trinomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Is 7t^2 a monomial, binomial or trinomial?',
    task: 'classify',
    expect: 'monomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Classify -9 as a monomial, binomial or trinomial',
    task: 'classify',
    expect: 'monomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Classify the polynomial x^4 - 3x^3 + x - 2',
    task: 'classify',
    expect: 'polynomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine whether the polynomial is a monomial, binomial, trinomial, or other polynomial. 2a + 5',
    task: 'classify',
    expect: 'binomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Is m^2n - 4mn + n a monomial, binomial or trinomial?',
    task: 'classify',
    expect: 'trinomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Classify 11z as a monomial, binomial or trinomial',
    task: 'classify',
    expect: 'monomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Classify the polynomial p^3 - 1',
    task: 'classify',
    expect: 'binomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine whether the polynomial is a monomial, binomial, trinomial, or other polynomial. 3x^2 + 2x - x^2',
    task: 'classify',
    expect: 'binomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Is u^5 + u^4 + u^3 + u a monomial, binomial or trinomial?',
    task: 'classify',
    expect: 'polynomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Classify -6k^4 as a monomial, binomial or trinomial',
    task: 'classify',
    expect: 'monomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Classify the polynomial 8 - w',
    task: 'classify',
    expect: 'binomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine whether the polynomial is a monomial, binomial, trinomial, or other polynomial. r^2 + 2r + 1',
    task: 'classify',
    expect: 'trinomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Is 13xy a monomial, binomial or trinomial?',
    task: 'classify',
    expect: 'monomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Classify c^3 + c^2 - 4 as a monomial, binomial or trinomial',
    task: 'classify',
    expect: 'trinomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Classify the polynomial y^2 - y',
    task: 'classify',
    expect: 'binomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine whether the polynomial is a monomial, binomial, trinomial, or other polynomial. x^2 + x + x',
    task: 'classify',
    expect: 'binomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Is 2θ - 1 a monomial, binomial or trinomial?',
    task: 'classify',
    expect: 'binomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Classify a^2 - b^2 as a monomial, binomial or trinomial',
    task: 'classify',
    expect: 'binomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Classify the polynomial x^3 + 3x^2 + 3x + 1',
    task: 'classify',
    expect: 'polynomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine whether the polynomial is a monomial, binomial, trinomial, or other polynomial. 10q',
    task: 'classify',
    expect: 'monomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Is n^2 - 5n + 6 a monomial, binomial or trinomial?',
    task: 'classify',
    expect: 'trinomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Classify 4 - v^2 as a monomial, binomial or trinomial',
    task: 'classify',
    expect: 'binomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Classify the polynomial x^2 y^2 + 1',
    task: 'classify',
    expect: 'binomial',
    source:
      'OpenStax Elementary Algebra 2e §6.1 Add and Subtract Polynomials, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Multiplica (x+2)(x-3)',
    task: 'multiply',
    expect: 'x^2 - x - 6',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'es',
  },
  {
    q: 'Reduce los términos semejantes 3x + 2y - x + 5y',
    task: 'combine',
    expect: '2*x + 7*y',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'es',
  },
  {
    q: '¿Cuál es el grado de 4x^3 - 2x + 1?',
    task: 'degree',
    expect: '3',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'es',
  },
  {
    q: 'Multipliziere (2x-1)(x+4)',
    task: 'multiply',
    expect: '2*x^2 + 7*x - 4',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Fasse gleichartige Terme zusammen: 5a^2 - 3a + 2a^2 + 7a - 4',
    task: 'combine',
    expect: '7*a^2 + 4*a - 4',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'de',
  },
  { q: 'Grad von 4x^3 - 2x + 1', task: 'degree', expect: '3', source: 'Written for Lemma (A2), checked with SymPy', lang: 'de' },
  {
    q: 'Multiplie (x+3)^2',
    task: 'multiply',
    expect: 'x^2 + 6*x + 9',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'Réduis 3x + 2y - x + 5y',
    task: 'combine',
    expect: '2*x + 7*y',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'Quel est le degré de 2a^4 - a^2 + 6a ?',
    task: 'degree',
    expect: '4',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'fr',
  },
  {
    q: '合并同类项 3x + 2y - x + 5y',
    task: 'combine',
    expect: '2*x + 7*y',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: '计算 (x+5)(x-5)',
    task: 'multiply',
    expect: 'x^2 - 25',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: 'Приведите подобные слагаемые 3x + 2y - x + 5y',
    task: 'combine',
    expect: '2*x + 7*y',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'Найдите степень многочлена 4x^3 - 2x + 1',
    task: 'degree',
    expect: '3',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'ru',
  },
];
