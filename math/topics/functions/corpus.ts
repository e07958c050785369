/**
 * The functions corpus, generated and checked with SymPy by ./check_corpus.py (do not edit by hand: edit the
 * script and run it). Sources and licences per item; see the script's docstring.
 */
import type { TopicCorpusItem } from '../corpus';

export const CORPUS: TopicCorpusItem[] = [
  {
    q: 'Let f(x) = 2x + 1. What is f(3)?',
    task: 'evaluate',
    expect: '7',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Evaluate f(-3) if f(x) = 3x^2 - 2x + 1',
    task: 'evaluate',
    expect: '34',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = x^2 - 1, find f(1)',
    task: 'evaluate',
    expect: '0',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'f(x) = 5 - 4x; find f(0)',
    task: 'evaluate',
    expect: '5',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Given f(x) = x^3 - 2x, evaluate f(10)',
    task: 'evaluate',
    expect: '980',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = -x^2 + 3x, what is f(6)?',
    task: 'evaluate',
    expect: '-18',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = (x + 1)/(x - 2). What is f(1/2)?',
    task: 'evaluate',
    expect: '-1',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Evaluate f(5) if f(x) = 4x^2 + 7',
    task: 'evaluate',
    expect: '107',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 1/x, find f(-1)',
    task: 'evaluate',
    expect: '-1',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'f(x) = sqrt(x + 5); find f(4)',
    task: 'evaluate',
    expect: '3',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Given f(x) = 2x^2 - x - 3, evaluate f(-4)',
    task: 'evaluate',
    expect: '33',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = 7 - x^3, what is f(2)?',
    task: 'evaluate',
    expect: '-1',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = x^2 + 2x. What is f(-2)?',
    task: 'evaluate',
    expect: '0',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Evaluate f(3) if f(x) = 2x + 1',
    task: 'evaluate',
    expect: '7',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 3x^2 - 2x + 1, find f(-3)',
    task: 'evaluate',
    expect: '34',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'f(x) = x^2 - 1; find f(1)',
    task: 'evaluate',
    expect: '0',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Given f(x) = 5 - 4x, evaluate f(0)',
    task: 'evaluate',
    expect: '5',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = x^3 - 2x, what is f(10)?',
    task: 'evaluate',
    expect: '980',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = -x^2 + 3x. What is f(6)?',
    task: 'evaluate',
    expect: '-18',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Evaluate f(1/2) if f(x) = (x + 1)/(x - 2)',
    task: 'evaluate',
    expect: '-1',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 4x^2 + 7, find f(5)',
    task: 'evaluate',
    expect: '107',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'f(x) = 1/x; find f(-1)',
    task: 'evaluate',
    expect: '-1',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Given f(x) = sqrt(x + 5), evaluate f(4)',
    task: 'evaluate',
    expect: '3',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = 2x^2 - x - 3, what is f(-4)?',
    task: 'evaluate',
    expect: '33',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = 7 - x^3. What is f(2)?',
    task: 'evaluate',
    expect: '-1',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Evaluate f(-2) if f(x) = x^2 + 2x',
    task: 'evaluate',
    expect: '0',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If g(x) = x^2 - 1, find g(a+1)',
    task: 'evaluate',
    expect: 'a^2 + 2*a',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If g(x) = 2x + 3, find g(a - 2)',
    task: 'evaluate',
    expect: '2*a - 1',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If g(x) = x^2 + x, find g(2a)',
    task: 'evaluate',
    expect: '4*a^2 + 2*a',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If g(x) = 3x - 4, find g(t^2)',
    task: 'evaluate',
    expect: '3*t^2 - 4',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Suppose g = 3 and h(x) = 2x - g. Find h(4)',
    task: 'evaluate',
    expect: '5',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(t) = t^2 - 4t. Find f(3)',
    task: 'evaluate',
    expect: '-3',
    source:
      'OpenStax College Algebra 2e §3.1 Functions and Function Notation, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = x^2 + 2x and g(x) = 6 - x^2, find f + g',
    task: 'combine',
    expect: '2*x + 6',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = x^2 + 2x and g(x) = 6 - x^2. What is (f/g)(x)?',
    task: 'combine',
    expect: '(x^2 + 2*x)/(-x^2 + 6)',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = x^2 + 2x and g(x) = 6 - x^2, find f - g',
    task: 'combine',
    expect: '2*x^2 + 2*x - 6',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = x^2 + 2x and g(x) = 6 - x^2, find (f - g)(x)',
    task: 'combine',
    expect: '2*x^2 + 2*x - 6',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = 3x + 1 and g(x) = x - 4. What is (f - g)(x)?',
    task: 'combine',
    expect: '2*x + 5',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 3x + 1 and g(x) = x - 4, find (f + g)(-1)',
    task: 'combine',
    expect: '-7',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = 3x + 1 and g(x) = x - 4, find (f/g)(3)',
    task: 'combine',
    expect: '-10',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = 3x + 1 and g(x) = x - 4. What is (fg)(2)?',
    task: 'combine',
    expect: '-14',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = x^2 - 4 and g(x) = x + 2, find (fg)(2)',
    task: 'combine',
    expect: '0',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = x^2 - 4 and g(x) = x + 2, find (f*g)(x)',
    task: 'combine',
    expect: 'x^3 + 2*x^2 - 4*x - 8',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = x^2 - 4 and g(x) = x + 2. What is f + g?',
    task: 'combine',
    expect: 'x^2 + x - 2',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = x^2 - 4 and g(x) = x + 2, find (f/g)(x)',
    task: 'combine',
    expect: '(x^2 - 4)/(x + 2)',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = 2x and g(x) = x^2 + 1, find (f/g)(x)',
    task: 'combine',
    expect: '2*x/(x^2 + 1)',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = 2x and g(x) = x^2 + 1. What is f - g?',
    task: 'combine',
    expect: '-x^2 + 2*x - 1',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 2x and g(x) = x^2 + 1, find (f - g)(x)',
    task: 'combine',
    expect: '-x^2 + 2*x - 1',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = 2x and g(x) = x^2 + 1, find (f + g)(-1)',
    task: 'combine',
    expect: '0',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = x^3 and g(x) = 2x - 5. What is (f + g)(-1)?',
    task: 'combine',
    expect: '-8',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = x^3 and g(x) = 2x - 5, find (f/g)(3)',
    task: 'combine',
    expect: '27',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = x^3 and g(x) = 2x - 5, find (fg)(2)',
    task: 'combine',
    expect: '-8',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = x^3 and g(x) = 2x - 5. What is (f*g)(x)?',
    task: 'combine',
    expect: '2*x^4 - 5*x^3',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 4x - 3 and g(x) = 2x^2, find (f*g)(x)',
    task: 'combine',
    expect: '8*x^3 - 6*x^2',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = 4x - 3 and g(x) = 2x^2, find f + g',
    task: 'combine',
    expect: '2*x^2 + 4*x - 3',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = 4x - 3 and g(x) = 2x^2. What is (f/g)(x)?',
    task: 'combine',
    expect: '(4*x - 3)/(2*x^2)',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 4x - 3 and g(x) = 2x^2, find f - g',
    task: 'combine',
    expect: '-2*x^2 + 4*x - 3',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = x + 7 and g(x) = 3 - x, find f - g',
    task: 'combine',
    expect: '2*x + 4',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = x + 7 and g(x) = 3 - x. What is (f - g)(x)?',
    task: 'combine',
    expect: '2*x + 4',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = x + 7 and g(x) = 3 - x, find (f + g)(-1)',
    task: 'combine',
    expect: '10',
    source:
      'OpenStax College Algebra 2e §3.4 Composition of Functions (combining functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = 2x + 1 and g(x) = x^2, find f(g(x))',
    task: 'compose',
    expect: '2*x^2 + 1',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = 2x + 1 and g(x) = x^2. What is (f∘g)(2)?',
    task: 'compose',
    expect: '9',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 2x + 1 and g(x) = x^2, find f o g',
    task: 'compose',
    expect: '2*x^2 + 1',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = 2x + 1 and g(x) = x^2, find (f∘f)(x)',
    task: 'compose',
    expect: '4*x + 3',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = x^2 + 1 and g(x) = x - 3. What is g(f(x))?',
    task: 'compose',
    expect: 'x^2 - 2',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = x^2 + 1 and g(x) = x - 3, find (g o f)(x)',
    task: 'compose',
    expect: 'x^2 - 2',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = x^2 + 1 and g(x) = x - 3, find f(g(1))',
    task: 'compose',
    expect: '5',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = x^2 + 1 and g(x) = x - 3. What is f(g(x))?',
    task: 'compose',
    expect: 'x^2 - 6*x + 10',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 3x - 4 and g(x) = 2x + 5, find (f∘g)(2)',
    task: 'compose',
    expect: '23',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = 3x - 4 and g(x) = 2x + 5, find f o g',
    task: 'compose',
    expect: '6*x + 11',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = 3x - 4 and g(x) = 2x + 5. What is (f∘f)(x)?',
    task: 'compose',
    expect: '9*x - 16',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 3x - 4 and g(x) = 2x + 5, find g(f(x))',
    task: 'compose',
    expect: '6*x - 3',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = x^2 and g(x) = x + 1, find (g o f)(x)',
    task: 'compose',
    expect: 'x^2 + 1',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = x^2 and g(x) = x + 1. What is f(g(1))?',
    task: 'compose',
    expect: '4',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = x^2 and g(x) = x + 1, find f(g(x))',
    task: 'compose',
    expect: 'x^2 + 2*x + 1',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = x^2 and g(x) = x + 1, find (f∘g)(2)',
    task: 'compose',
    expect: '9',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = 4 - x and g(x) = x^2 - 2x. What is f o g?',
    task: 'compose',
    expect: '-x^2 + 2*x + 4',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 4 - x and g(x) = x^2 - 2x, find (f∘f)(x)',
    task: 'compose',
    expect: 'x',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = 4 - x and g(x) = x^2 - 2x, find g(f(x))',
    task: 'compose',
    expect: 'x^2 - 6*x + 8',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = 4 - x and g(x) = x^2 - 2x. What is (g o f)(x)?',
    task: 'compose',
    expect: 'x^2 - 6*x + 8',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = x^3 and g(x) = 2x, find f(g(1))',
    task: 'compose',
    expect: '8',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = x^3 and g(x) = 2x, find f(g(x))',
    task: 'compose',
    expect: '8*x^3',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = x^3 and g(x) = 2x. What is (f∘g)(2)?',
    task: 'compose',
    expect: '64',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = x^3 and g(x) = 2x, find f o g',
    task: 'compose',
    expect: '8*x^3',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = 5x and g(x) = x^2 - 1, find (f∘f)(x)',
    task: 'compose',
    expect: '25*x',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = 5x and g(x) = x^2 - 1. What is g(f(x))?',
    task: 'compose',
    expect: '25*x^2 - 1',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 5x and g(x) = x^2 - 1, find (g o f)(x)',
    task: 'compose',
    expect: '25*x^2 - 1',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'For f(x) = 5x and g(x) = x^2 - 1, find f(g(1))',
    task: 'compose',
    expect: '0',
    source: 'OpenStax College Algebra 2e §3.4 Composition of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the inverse of f(x) = 3x - 2',
    task: 'inverse',
    expect: '(x + 2)/3',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the inverse of f(x) = 2x + 5?',
    task: 'inverse',
    expect: '(x - 5)/2',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'inverse of f(x) = (x + 1)/(x - 3)',
    task: 'inverse',
    expect: '(3*x + 1)/(x - 1)',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = -4x + 7. Find f^-1(x)',
    task: 'inverse',
    expect: '(-x + 7)/4',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = x/2 - 1, find the inverse function',
    task: 'inverse',
    expect: '2*x + 2',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the inverse of f(x) = (2x - 1)/(x + 4)',
    task: 'inverse',
    expect: '(-4*x - 1)/(x - 2)',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the inverse of f(x) = 5 - x?',
    task: 'inverse',
    expect: '-x + 5',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'inverse of f(x) = 1/(x - 2)',
    task: 'inverse',
    expect: '(2*x + 1)/x',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = 7x. Find f^-1(x)',
    task: 'inverse',
    expect: 'x/7',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = (x - 5)/3, find the inverse function',
    task: 'inverse',
    expect: '3*x + 5',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the inverse of f(x) = 3/(x + 1)',
    task: 'inverse',
    expect: '(-x + 3)/x',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the inverse of f(x) = 6x + 9?',
    task: 'inverse',
    expect: '(x - 9)/6',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'inverse of f(x) = (3x + 2)/(x - 1)',
    task: 'inverse',
    expect: '(x + 2)/(x - 3)',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = 3x - 2. Find f^-1(x)',
    task: 'inverse',
    expect: '(x + 2)/3',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 2x + 5, find the inverse function',
    task: 'inverse',
    expect: '(x - 5)/2',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the inverse of f(x) = (x + 1)/(x - 3)',
    task: 'inverse',
    expect: '(3*x + 1)/(x - 1)',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the inverse of f(x) = -4x + 7?',
    task: 'inverse',
    expect: '(-x + 7)/4',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'inverse of f(x) = x/2 - 1',
    task: 'inverse',
    expect: '2*x + 2',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = (2x - 1)/(x + 4). Find f^-1(x)',
    task: 'inverse',
    expect: '(-4*x - 1)/(x - 2)',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 5 - x, find the inverse function',
    task: 'inverse',
    expect: '-x + 5',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the inverse of f(x) = 1/(x - 2)',
    task: 'inverse',
    expect: '(2*x + 1)/x',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the inverse of f(x) = 7x?',
    task: 'inverse',
    expect: 'x/7',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'inverse of f(x) = (x - 5)/3',
    task: 'inverse',
    expect: '3*x + 5',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = 3/(x + 1). Find f^-1(x)',
    task: 'inverse',
    expect: '(-x + 3)/x',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 6x + 9, find the inverse function',
    task: 'inverse',
    expect: '(x - 9)/6',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the inverse of f(x) = (3x + 2)/(x - 1)',
    task: 'inverse',
    expect: '(x + 2)/(x - 3)',
    source: 'OpenStax College Algebra 2e §3.7 Inverse Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the domain of f(x) = 1/(x - 2)?',
    task: 'domain',
    expect: '(-inf, 2) U (2, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the domain of f(x) = sqrt(x - 3)',
    task: 'domain',
    expect: '[3, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'domain of f(x) = ln(x + 1)',
    task: 'domain',
    expect: '(-1, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine the domain of the function f(x) = 1/(x^2 - 9)',
    task: 'domain',
    expect: '(-inf, -3) U (-3, 3) U (3, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the domain of f(x) = sqrt(5 - x)?',
    task: 'domain',
    expect: '(-inf, 5]',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the domain of f(x) = x^2 + 3x',
    task: 'domain',
    expect: '(-inf, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'domain of f(x) = (x + 1)/(x^2 - x - 6)',
    task: 'domain',
    expect: '(-inf, -2) U (-2, 3) U (3, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine the domain of the function f(x) = log(2x - 6)',
    task: 'domain',
    expect: '(3, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the domain of f(x) = sqrt(2x + 8)?',
    task: 'domain',
    expect: '[-4, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the domain of f(x) = 3/(4 - x)',
    task: 'domain',
    expect: '(-inf, 4) U (4, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'domain of f(x) = sqrt(x)/(x - 4)',
    task: 'domain',
    expect: '[0, 4) U (4, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine the domain of the function f(x) = 1/sqrt(x - 1)',
    task: 'domain',
    expect: '(1, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the domain of f(x) = 7x - 2?',
    task: 'domain',
    expect: '(-inf, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the domain of f(x) = ln(3 - x)',
    task: 'domain',
    expect: '(-inf, 3)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'domain of f(x) = (x - 5)/(x + 5)',
    task: 'domain',
    expect: '(-inf, -5) U (-5, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine the domain of the function f(x) = sqrt(x^2 - 4)',
    task: 'domain',
    expect: '(-inf, -2] U [2, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the domain of f(x) = 1/(x^2 + 1)?',
    task: 'domain',
    expect: '(-inf, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the domain of f(x) = 1/(x - 2)',
    task: 'domain',
    expect: '(-inf, 2) U (2, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'domain of f(x) = sqrt(x - 3)',
    task: 'domain',
    expect: '[3, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine the domain of the function f(x) = ln(x + 1)',
    task: 'domain',
    expect: '(-1, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the domain of f(x) = 1/(x^2 - 9)?',
    task: 'domain',
    expect: '(-inf, -3) U (-3, 3) U (3, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the domain of f(x) = sqrt(5 - x)',
    task: 'domain',
    expect: '(-inf, 5]',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'domain of f(x) = x^2 + 3x',
    task: 'domain',
    expect: '(-inf, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine the domain of the function f(x) = (x + 1)/(x^2 - x - 6)',
    task: 'domain',
    expect: '(-inf, -2) U (-2, 3) U (3, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the domain of f(x) = log(2x - 6)?',
    task: 'domain',
    expect: '(3, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the domain of f(x) = sqrt(2x + 8)',
    task: 'domain',
    expect: '[-4, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Is f(x) = x^3 - x even, odd or neither?',
    task: 'parity',
    expect: 'odd',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine whether f(x) = x^2 + 1 is even, odd, or neither',
    task: 'parity',
    expect: 'even',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = x^3 + x^2. Is f even, odd, or neither?',
    task: 'parity',
    expect: 'neither',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 2x^4 - 3x^2, is f even or odd?',
    task: 'parity',
    expect: 'even',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Is f(x) = 5x even, odd or neither?',
    task: 'parity',
    expect: 'odd',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine whether f(x) = 1/x is even, odd, or neither',
    task: 'parity',
    expect: 'odd',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = x^2 - 2x. Is f even, odd, or neither?',
    task: 'parity',
    expect: 'neither',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = -x^5 + 4x^3, is f even or odd?',
    task: 'parity',
    expect: 'odd',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Is f(x) = x^4 + x even, odd or neither?',
    task: 'parity',
    expect: 'neither',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine whether f(x) = 3 is even, odd, or neither',
    task: 'parity',
    expect: 'even',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = (x^2 + 1)/x. Is f even, odd, or neither?',
    task: 'parity',
    expect: 'odd',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = abs(x), is f even or odd?',
    task: 'parity',
    expect: 'even',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Is f(x) = x + 1 even, odd or neither?',
    task: 'parity',
    expect: 'neither',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine whether f(x) = x^6 - x^2 + 7 is even, odd, or neither',
    task: 'parity',
    expect: 'even',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = x^3 - x. Is f even, odd, or neither?',
    task: 'parity',
    expect: 'odd',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = x^2 + 1, is f even or odd?',
    task: 'parity',
    expect: 'even',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Is f(x) = x^3 + x^2 even, odd or neither?',
    task: 'parity',
    expect: 'neither',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine whether f(x) = 2x^4 - 3x^2 is even, odd, or neither',
    task: 'parity',
    expect: 'even',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = 5x. Is f even, odd, or neither?',
    task: 'parity',
    expect: 'odd',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 1/x, is f even or odd?',
    task: 'parity',
    expect: 'odd',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Is f(x) = x^2 - 2x even, odd or neither?',
    task: 'parity',
    expect: 'neither',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine whether f(x) = -x^5 + 4x^3 is even, odd, or neither',
    task: 'parity',
    expect: 'odd',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = x^4 + x. Is f even, odd, or neither?',
    task: 'parity',
    expect: 'neither',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 3, is f even or odd?',
    task: 'parity',
    expect: 'even',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Is f(x) = (x^2 + 1)/x even, odd or neither?',
    task: 'parity',
    expect: 'odd',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Determine whether f(x) = abs(x) is even, odd, or neither',
    task: 'parity',
    expect: 'even',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions (even and odd functions), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the zeros of f(x) = x^2 - 5x + 6',
    task: 'zeros',
    expect: '2, 3',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What are the zeros of f(x) = 2x - 8?',
    task: 'zeros',
    expect: '4',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'zeros of f(x) = x^2 - 9',
    task: 'zeros',
    expect: '-3, 3',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = x^3 - 4x. Find the zeros of f',
    task: 'zeros',
    expect: '-2, 0, 2',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the zeros of f(x) = x^2 + 1',
    task: 'zeros',
    expect: 'none',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What are the zeros of f(x) = 3x^2 - 12x?',
    task: 'zeros',
    expect: '0, 4',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'zeros of f(x) = 2x^2 + x - 6',
    task: 'zeros',
    expect: '-2, 3/2',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = x^3 - 6x^2 + 11x - 6. Find the zeros of f',
    task: 'zeros',
    expect: '1, 2, 3',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the zeros of f(x) = x^2 + 4x + 4',
    task: 'zeros',
    expect: '-2',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What are the zeros of f(x) = 6 - 3x?',
    task: 'zeros',
    expect: '2',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'zeros of f(x) = x^4 - 5x^2 + 4',
    task: 'zeros',
    expect: '-2, -1, 1, 2',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = 4x^2 - 1. Find the zeros of f',
    task: 'zeros',
    expect: '-1/2, 1/2',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the zeros of f(x) = x^2 - 2x - 15',
    task: 'zeros',
    expect: '-3, 5',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What are the zeros of f(x) = x^2 - 5x + 6?',
    task: 'zeros',
    expect: '2, 3',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'zeros of f(x) = 2x - 8',
    task: 'zeros',
    expect: '4',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = x^2 - 9. Find the zeros of f',
    task: 'zeros',
    expect: '-3, 3',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the zeros of f(x) = x^3 - 4x',
    task: 'zeros',
    expect: '-2, 0, 2',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What are the zeros of f(x) = x^2 + 1?',
    task: 'zeros',
    expect: 'none',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'zeros of f(x) = 3x^2 - 12x',
    task: 'zeros',
    expect: '0, 4',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = 2x^2 + x - 6. Find the zeros of f',
    task: 'zeros',
    expect: '-2, 3/2',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the zeros of f(x) = x^3 - 6x^2 + 11x - 6',
    task: 'zeros',
    expect: '1, 2, 3',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What are the zeros of f(x) = x^2 + 4x + 4?',
    task: 'zeros',
    expect: '-2',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'zeros of f(x) = 6 - 3x',
    task: 'zeros',
    expect: '2',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Let f(x) = x^4 - 5x^2 + 4. Find the zeros of f',
    task: 'zeros',
    expect: '-2, -1, 1, 2',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the zeros of f(x) = 4x^2 - 1',
    task: 'zeros',
    expect: '-1/2, 1/2',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What are the zeros of f(x) = x^2 - 2x - 15?',
    task: 'zeros',
    expect: '-3, 5',
    source:
      'OpenStax College Algebra 2e §5.5 Zeros of Polynomial Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the difference quotient of f(x) = x^2',
    task: 'difference-quotient',
    expect: '2*x + h',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find and simplify the difference quotient for f(x) = 3x + 2',
    task: 'difference-quotient',
    expect: '3',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = x^2 - 4x, find (f(x+h) - f(x))/h',
    task: 'difference-quotient',
    expect: '2*x + h - 4',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'difference quotient of f(x) = 2x^2 + x - 1',
    task: 'difference-quotient',
    expect: '4*x + 2*h + 1',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the difference quotient of f(x) = x^3',
    task: 'difference-quotient',
    expect: '3*x^2 + 3*h*x + h^2',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find and simplify the difference quotient for f(x) = 5 - x^2',
    task: 'difference-quotient',
    expect: '-2*x - h',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 4x - 7, find (f(x+h) - f(x))/h',
    task: 'difference-quotient',
    expect: '4',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'difference quotient of f(x) = x^2 + 1',
    task: 'difference-quotient',
    expect: '2*x + h',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the difference quotient of f(x) = -3x^2 + 2x',
    task: 'difference-quotient',
    expect: '-6*x - 3*h + 2',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find and simplify the difference quotient for f(x) = x^3 + x',
    task: 'difference-quotient',
    expect: '3*x^2 + 3*h*x + h^2 + 1',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 6x, find (f(x+h) - f(x))/h',
    task: 'difference-quotient',
    expect: '6',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'difference quotient of f(x) = 2x^2 - 5',
    task: 'difference-quotient',
    expect: '4*x + 2*h',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the difference quotient of f(x) = x^2 + 6x - 2',
    task: 'difference-quotient',
    expect: '2*x + h + 6',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find and simplify the difference quotient for f(x) = x^2',
    task: 'difference-quotient',
    expect: '2*x + h',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 3x + 2, find (f(x+h) - f(x))/h',
    task: 'difference-quotient',
    expect: '3',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'difference quotient of f(x) = x^2 - 4x',
    task: 'difference-quotient',
    expect: '2*x + h - 4',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the difference quotient of f(x) = 2x^2 + x - 1',
    task: 'difference-quotient',
    expect: '4*x + 2*h + 1',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find and simplify the difference quotient for f(x) = x^3',
    task: 'difference-quotient',
    expect: '3*x^2 + 3*h*x + h^2',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = 5 - x^2, find (f(x+h) - f(x))/h',
    task: 'difference-quotient',
    expect: '-2*x - h',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'difference quotient of f(x) = 4x - 7',
    task: 'difference-quotient',
    expect: '4',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the difference quotient of f(x) = x^2 + 1',
    task: 'difference-quotient',
    expect: '2*x + h',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find and simplify the difference quotient for f(x) = -3x^2 + 2x',
    task: 'difference-quotient',
    expect: '-6*x - 3*h + 2',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'If f(x) = x^3 + x, find (f(x+h) - f(x))/h',
    task: 'difference-quotient',
    expect: '3*x^2 + 3*h*x + h^2 + 1',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'difference quotient of f(x) = 6x',
    task: 'difference-quotient',
    expect: '6',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the difference quotient of f(x) = 2x^2 - 5',
    task: 'difference-quotient',
    expect: '4*x + 2*h',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find and simplify the difference quotient for f(x) = x^2 + 6x - 2',
    task: 'difference-quotient',
    expect: '2*x + h + 6',
    source: 'OpenStax College Algebra 2e §3.1/§3.3 (difference quotient), exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'describe the transformation from f(x) = x^2 to g(x) = (x-2)^2 + 3',
    task: 'transformation',
    expect: 'g(x) = f(x - 2) + 3',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Describe the transformations from f(x) = x^2 to g(x) = (x+1)^2 - 4',
    task: 'transformation',
    expect: 'g(x) = f(x + 1) - 4',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the transformation from f(x) = sqrt(x) to g(x) = sqrt(x - 3)?',
    task: 'transformation',
    expect: 'g(x) = f(x - 3)',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'describe the transformation from f(x) = abs(x) to g(x) = abs(x + 2) - 1',
    task: 'transformation',
    expect: 'g(x) = f(x + 2) - 1',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Describe the transformations from f(x) = x^3 to g(x) = 2x^3',
    task: 'transformation',
    expect: 'g(x) = 2*f(x)',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the transformation from f(x) = x^2 to g(x) = -x^2 + 5?',
    task: 'transformation',
    expect: 'g(x) = -f(x) + 5',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'describe the transformation from f(x) = sqrt(x) to g(x) = sqrt(-x)',
    task: 'transformation',
    expect: 'g(x) = f(-x)',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Describe the transformations from f(x) = 1/x to g(x) = 1/(x - 4) + 2',
    task: 'transformation',
    expect: 'g(x) = f(x - 4) + 2',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the transformation from f(x) = x^2 to g(x) = 1/2 (x - 3)^2?',
    task: 'transformation',
    expect: 'g(x) = 1/2*f(x - 3)',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'describe the transformation from f(x) = abs(x) to g(x) = 3 abs(x) - 2',
    task: 'transformation',
    expect: 'g(x) = 3*f(x) - 2',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Describe the transformations from f(x) = x^3 to g(x) = (x + 5)^3 + 1',
    task: 'transformation',
    expect: 'g(x) = f(x + 5) + 1',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the transformation from f(x) = sqrt(x) to g(x) = 2 sqrt(x + 1) - 3?',
    task: 'transformation',
    expect: 'g(x) = 2*f(x + 1) - 3',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'describe the transformation from f(x) = x^2 to g(x) = x^2 - 7',
    task: 'transformation',
    expect: 'g(x) = f(x) - 7',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Describe the transformations from f(x) = x^2 to g(x) = (2x)^2',
    task: 'transformation',
    expect: 'g(x) = f(2*x)',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the transformation from f(x) = sqrt(x) to g(x) = sqrt(x/3)?',
    task: 'transformation',
    expect: 'g(x) = f(1/3*x)',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'describe the transformation from f(x) = x^2 to g(x) = (x-2)^2 + 3',
    task: 'transformation',
    expect: 'g(x) = f(x - 2) + 3',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Describe the transformations from f(x) = x^2 to g(x) = (x+1)^2 - 4',
    task: 'transformation',
    expect: 'g(x) = f(x + 1) - 4',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the transformation from f(x) = sqrt(x) to g(x) = sqrt(x - 3)?',
    task: 'transformation',
    expect: 'g(x) = f(x - 3)',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'describe the transformation from f(x) = abs(x) to g(x) = abs(x + 2) - 1',
    task: 'transformation',
    expect: 'g(x) = f(x + 2) - 1',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Describe the transformations from f(x) = x^3 to g(x) = 2x^3',
    task: 'transformation',
    expect: 'g(x) = 2*f(x)',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the transformation from f(x) = x^2 to g(x) = -x^2 + 5?',
    task: 'transformation',
    expect: 'g(x) = -f(x) + 5',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'describe the transformation from f(x) = sqrt(x) to g(x) = sqrt(-x)',
    task: 'transformation',
    expect: 'g(x) = f(-x)',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Describe the transformations from f(x) = 1/x to g(x) = 1/(x - 4) + 2',
    task: 'transformation',
    expect: 'g(x) = f(x - 4) + 2',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'What is the transformation from f(x) = x^2 to g(x) = 1/2 (x - 3)^2?',
    task: 'transformation',
    expect: 'g(x) = 1/2*f(x - 3)',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'describe the transformation from f(x) = abs(x) to g(x) = 3 abs(x) - 2',
    task: 'transformation',
    expect: 'g(x) = 3*f(x) - 2',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Describe the transformations from f(x) = x^3 to g(x) = (x + 5)^3 + 1',
    task: 'transformation',
    expect: 'g(x) = f(x + 5) + 1',
    source:
      'OpenStax College Algebra 2e §3.5 Transformation of Functions, exercise style (CC BY 4.0); phrasing written for Lemma',
  },
  {
    q: 'Find the range of f(x) = x^2 + 3',
    task: 'range',
    expect: '[3, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'What is the range of f(x) = sqrt(x - 2)?',
    task: 'range',
    expect: '[0, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'range of f(x) = 1/x',
    task: 'range',
    expect: '(-inf, 0) U (0, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Determine the range of the function f(x) = |x - 1| + 2',
    task: 'range',
    expect: '[2, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'What is the range of y = -2(x-1)^2 + 5?',
    task: 'range',
    expect: '(-inf, 5]',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Let f(x) = e^x. Find the range of f.',
    task: 'range',
    expect: '(0, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'State the range of f(x) = 3sin(x) + 1 in interval notation',
    task: 'range',
    expect: '[-2, 4]',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Find the range of f(x) = ln(x)',
    task: 'range',
    expect: '(-inf, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'What is the range of f(x) = (x+1)/(x-2)?',
    task: 'range',
    expect: '(-inf, 1) U (1, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'range of f(x) = x^2 - 4x + 1',
    task: 'range',
    expect: '[-3, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Determine the range of the function f(x) = 2x + 5',
    task: 'range',
    expect: '(-inf, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'What is the range of y = -x^2 + 6x - 5?',
    task: 'range',
    expect: '(-inf, 4]',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Let f(x) = sqrt(x + 4) - 3. Find the range of f.',
    task: 'range',
    expect: '[-3, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'State the range of f(x) = -sqrt(x) + 2 in interval notation',
    task: 'range',
    expect: '(-inf, 2]',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Find the range of f(x) = 2^x - 3',
    task: 'range',
    expect: '(-3, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'What is the range of f(x) = (1/2)^x + 1?',
    task: 'range',
    expect: '(1, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'range of f(x) = 1/(x - 3) + 2',
    task: 'range',
    expect: '(-inf, 2) U (2, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Determine the range of the function f(x) = (2x)/(x + 1)',
    task: 'range',
    expect: '(-inf, 2) U (2, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'What is the range of y = (3x - 1)/(x + 4)?',
    task: 'range',
    expect: '(-inf, 3) U (3, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Let f(x) = 5 - |2x + 3|. Find the range of f.',
    task: 'range',
    expect: '(-inf, 5]',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'State the range of f(x) = 2|x + 4| - 1 in interval notation',
    task: 'range',
    expect: '[-1, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Find the range of f(x) = x^3 - x',
    task: 'range',
    expect: '(-inf, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'What is the range of f(x) = 4cos(x) - 2?',
    task: 'range',
    expect: '[-6, 2]',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'range of f(x) = -3cos(2x) + 1',
    task: 'range',
    expect: '[-2, 4]',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Determine the range of the function f(x) = log(x - 1) + 2',
    task: 'range',
    expect: '(-inf, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'What is the range of y = ln(x + 3) - 1?',
    task: 'range',
    expect: '(-inf, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Let f(x) = 1/(x^2 + 1). Find the range of f.',
    task: 'range',
    expect: '(0, 1]',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'State the range of f(x) = sqrt(9 - x^2) in interval notation',
    task: 'range',
    expect: '[0, 3]',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Find the range of f(x) = e^(-x) + 4',
    task: 'range',
    expect: '(4, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'What is the range of f(x) = x^2 + 2x + 5?',
    task: 'range',
    expect: '[4, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'range of f(x) = 3 - x^2',
    task: 'range',
    expect: '(-inf, 3]',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Determine the range of the function f(x) = 1/x^2',
    task: 'range',
    expect: '(0, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'What is the range of y = x^3 + 8?',
    task: 'range',
    expect: '(-inf, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Let f(x) = 2sin(3x) - 1. Find the range of f.',
    task: 'range',
    expect: '[-3, 1]',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'State the range of f(x) = (x - 4)/(2x + 6) in interval notation',
    task: 'range',
    expect: '(-inf, 1/2) U (1/2, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Find the range of f(x) = sqrt(x^2 + 16)',
    task: 'range',
    expect: '[4, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'What is the range of f(x) = -|x| - 3?',
    task: 'range',
    expect: '(-inf, -3]',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'range of f(x) = x^2/2 - 2x',
    task: 'range',
    expect: '[-2, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Determine the range of the function f(x) = 4',
    task: 'range',
    expect: '{4}',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'What is the range of y = 2sqrt(9 - x^2)?',
    task: 'range',
    expect: '[0, 6]',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Let f(x) = (x - 1)^3 + 2. Find the range of f.',
    task: 'range',
    expect: '(-inf, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'State the range of f(x) = x^(3/2) + 1 in interval notation',
    task: 'range',
    expect: '[1, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Find the range of f(x) = arctan(x)',
    task: 'range',
    expect: '(-pi/2, pi/2)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'What is the range of f(x) = x^4 - 2x^2?',
    task: 'range',
    expect: '[-1, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'range of f(x) = -x^4 + 4x^2 + 1',
    task: 'range',
    expect: '(-inf, 5]',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Determine the range of the function f(x) = x^6 - 3x^2',
    task: 'range',
    expect: '[-2, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'What is the range of y = tan(x) + 1?',
    task: 'range',
    expect: '(-inf, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Let f(x) = 2sec(x). Find the range of f.',
    task: 'range',
    expect: '(-inf, -2] U [2, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'State the range of f(x) = asin(x) in interval notation',
    task: 'range',
    expect: '[-pi/2, pi/2]',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Find the range of f(x) = e^(x^2)',
    task: 'range',
    expect: '[1, inf)',
    source:
      'OpenStax College Algebra 2e §3.2 Domain and Range (with §5.1, §6.1-6.4 and Precalculus 2e §6.1 for the function families), exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'domain and range of f(x) = |x - 1| + 2',
    task: 'domain-range',
    expect: 'domain: (-inf, inf); range: [2, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'domain and range of f(x) = sqrt(x + 3)',
    task: 'domain-range',
    expect: 'domain: [-3, inf); range: [0, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'domain and range of f(x) = 1/(x - 2)',
    task: 'domain-range',
    expect: 'domain: (-inf, 2) U (2, inf); range: (-inf, 0) U (0, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'domain and range of f(x) = ln(x - 1)',
    task: 'domain-range',
    expect: 'domain: (1, inf); range: (-inf, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'domain and range of f(x) = x^2 - 2x',
    task: 'domain-range',
    expect: 'domain: (-inf, inf); range: [-1, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'domain and range of f(x) = e^x + 1',
    task: 'domain-range',
    expect: 'domain: (-inf, inf); range: (1, inf)',
    source: 'OpenStax College Algebra 2e §3.2 Domain and Range, exercise style (CC BY 4.0); phrasing written for Lemma (H2)',
  },
  {
    q: 'Halla el rango de f(x) = x^2 + 3',
    task: 'range',
    expect: '[3, inf)',
    source: 'Written for Lemma (H2), checked with SymPy',
    lang: 'es',
  },
  {
    q: '¿Cuál es el recorrido de f(x) = e^x?',
    task: 'range',
    expect: '(0, inf)',
    source: 'Written for Lemma (H2), checked with SymPy',
    lang: 'es',
  },
  {
    q: 'Bestimme den Wertebereich von f(x) = sqrt(x - 2)',
    task: 'range',
    expect: '[0, inf)',
    source: 'Written for Lemma (H2), checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Wertebereich von f(x) = (x+1)/(x-2)',
    task: 'range',
    expect: '(-inf, 1) U (1, inf)',
    source: 'Written for Lemma (H2), checked with SymPy',
    lang: 'de',
  },
  {
    q: "Détermine l'ensemble image de f(x) = 3sin(x) + 1",
    task: 'range',
    expect: '[-2, 4]',
    source: 'Written for Lemma (H2), checked with SymPy',
    lang: 'fr',
  },
  {
    q: "Quel est l'ensemble des valeurs de f(x) = |x - 1| + 2 ?",
    task: 'range',
    expect: '[2, inf)',
    source: 'Written for Lemma (H2), checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'Найдите множество значений функции f(x) = -2(x-1)^2 + 5',
    task: 'range',
    expect: '(-inf, 5]',
    source: 'Written for Lemma (H2), checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'Найдите область значений функции f(x) = 1/x',
    task: 'range',
    expect: '(-inf, 0) U (0, inf)',
    source: 'Written for Lemma (H2), checked with SymPy',
    lang: 'ru',
  },
  {
    q: '求函数 f(x) = ln(x) 的值域',
    task: 'range',
    expect: '(-inf, inf)',
    source: 'Written for Lemma (H2), checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: '求函数 f(x) = 1/(x^2 + 1) 的值域',
    task: 'range',
    expect: '(0, 1]',
    source: 'Written for Lemma (H2), checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: 'Sea f(x) = 2x + 1. Calcula f(3)',
    task: 'evaluate',
    expect: '7',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'es',
  },
  {
    q: 'Halla la inversa de f(x) = 3x - 2',
    task: 'inverse',
    expect: '(x + 2)/3',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'es',
  },
  {
    q: '¿Cuál es el dominio de f(x) = 1/(x - 2)?',
    task: 'domain',
    expect: '(-inf, 2) U (2, inf)',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'es',
  },
  {
    q: 'Sei f(x) = 2x + 1. Berechne f(3)',
    task: 'evaluate',
    expect: '7',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Bestimme die Umkehrfunktion von f(x) = 3x - 2',
    task: 'inverse',
    expect: '(x + 2)/3',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Nullstellen von f(x) = x^2 - 5x + 6',
    task: 'zeros',
    expect: '2, 3',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Bestimme den Definitionsbereich von f(x) = sqrt(x - 3)',
    task: 'domain',
    expect: '[3, inf)',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Soit f(x) = 2x + 1. Calcule f(3)',
    task: 'evaluate',
    expect: '7',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'Trouve la réciproque de f(x) = 3x - 2',
    task: 'inverse',
    expect: '(x + 2)/3',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'Ensemble de définition de f(x) = ln(x + 1)',
    task: 'domain',
    expect: '(-1, inf)',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'Пусть f(x) = 2x + 1. Найдите f(3)',
    task: 'evaluate',
    expect: '7',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'Найдите область определения функции f(x) = 1/(x - 2)',
    task: 'domain',
    expect: '(-inf, 2) U (2, inf)',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'ru',
  },
  {
    q: '设 f(x) = 2x + 1，求 f(3)',
    task: 'evaluate',
    expect: '7',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: '求函数 f(x) = 1/(x - 2) 的定义域',
    task: 'domain',
    expect: '(-inf, 2) U (2, inf)',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: '求 f(x) = 3x - 2 的反函数',
    task: 'inverse',
    expect: '(x + 2)/3',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: 'Sean f(x) = 2x + 1 y g(x) = x^2. Calcula f(g(2))',
    task: 'compose',
    expect: '9',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'es',
  },
  {
    q: 'Seien f(x) = 2x + 1 und g(x) = x^2. Berechne f(g(2))',
    task: 'compose',
    expect: '9',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Soient f(x) = 2x + 1 et g(x) = x^2. Calcule f(g(2))',
    task: 'compose',
    expect: '9',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'Пусть f(x) = 2x + 1 и g(x) = x^2. Найдите f(g(2))',
    task: 'compose',
    expect: '9',
    source: 'Written for Lemma (A2), checked with SymPy',
    lang: 'ru',
  },
];
