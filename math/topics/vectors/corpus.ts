/**
 * The vectors corpus, generated and checked with SymPy by ./check_corpus.py (do not edit by hand: edit the
 * script and run it). Sources and licences per item; see the script's docstring.
 */
import type { TopicCorpusItem } from '../corpus';

export const CORPUS: TopicCorpusItem[] = [
  {
    q: 'Find the magnitude of the vector <3, 4>',
    task: 'magnitude',
    expect: '5',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: '|(1, 2)|',
    task: 'magnitude',
    expect: 'sqrt(5)',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the length of the vector <-2, 5>?',
    task: 'magnitude',
    expect: 'sqrt(29)',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'magnitude of [6, -8]',
    task: 'magnitude',
    expect: '10',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'norm of the vector <1, 1>',
    task: 'magnitude',
    expect: 'sqrt(2)',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the magnitude of the vector (5, 12)',
    task: 'magnitude',
    expect: '13',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: '|<-3, -4>|',
    task: 'magnitude',
    expect: '5',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the length of the vector [2, 0]?',
    task: 'magnitude',
    expect: '2',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'magnitude of <0, -7>',
    task: 'magnitude',
    expect: '7',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'norm of the vector (1, -3)',
    task: 'magnitude',
    expect: 'sqrt(10)',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the magnitude of the vector <4, 4>',
    task: 'magnitude',
    expect: '4*sqrt(2)',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: '|[-1, 2]|',
    task: 'magnitude',
    expect: 'sqrt(5)',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the length of the vector <8, 15>?',
    task: 'magnitude',
    expect: '17',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'magnitude of (1, 2, 2)',
    task: 'magnitude',
    expect: '3',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'norm of the vector <1, 2, 3>',
    task: 'magnitude',
    expect: 'sqrt(14)',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the magnitude of the vector [2, -1, 2]',
    task: 'magnitude',
    expect: '3',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: '|<3, 0, 4>|',
    task: 'magnitude',
    expect: '5',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the length of the vector (1, 1, 1)?',
    task: 'magnitude',
    expect: 'sqrt(3)',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'magnitude of <-2, 3, 6>',
    task: 'magnitude',
    expect: '7',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'norm of the vector [4, -4, 2]',
    task: 'magnitude',
    expect: '6',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the magnitude of the vector <0, 5, 12>',
    task: 'magnitude',
    expect: '13',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: '|(1, -2, 3)|',
    task: 'magnitude',
    expect: 'sqrt(14)',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the length of the vector <2, 3, -6>?',
    task: 'magnitude',
    expect: '7',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'magnitude of [6, 2, 3]',
    task: 'magnitude',
    expect: '7',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'norm of the vector <1, 0, -1>',
    task: 'magnitude',
    expect: 'sqrt(2)',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'magnitude of 3i + 4j',
    task: 'magnitude',
    expect: '5',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the magnitude of the vector 2i - j + 2k',
    task: 'magnitude',
    expect: '3',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dot product of <1, 2> and <3, -1>',
    task: 'dot',
    expect: '1',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'u·v for u = <3, 4>, v = <2, -1>',
    task: 'dot',
    expect: '2',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the dot product of <-2, 5> and <4, 1>?',
    task: 'dot',
    expect: '-3',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the scalar product of [6, -3] and [2, 4].',
    task: 'dot',
    expect: '0',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'dot product of <1, 1> and <-1, 1>',
    task: 'dot',
    expect: '0',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'u·v for u = <5, 2>, v = <3, 7>',
    task: 'dot',
    expect: '29',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the dot product of <0, 4> and <9, -2>?',
    task: 'dot',
    expect: '-8',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the scalar product of [2, -3] and [-4, 6].',
    task: 'dot',
    expect: '-26',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'dot product of <1, 2, 3> and <4, 5, 6>',
    task: 'dot',
    expect: '32',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'u·v for u = <2, -1, 3>, v = <1, 4, -2>',
    task: 'dot',
    expect: '-8',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the dot product of <1, 0, 2> and <3, -5, 1>?',
    task: 'dot',
    expect: '5',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the scalar product of [-1, 2, 4] and [2, 3, -1].',
    task: 'dot',
    expect: '0',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dot product of <3, 3, 3> and <1, -2, 1>',
    task: 'dot',
    expect: '0',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'u·v for u = <2, 5, -1>, v = <0, 1, 5>',
    task: 'dot',
    expect: '0',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the dot product of <4, -2, 1> and <1, 1, -3>?',
    task: 'dot',
    expect: '-1',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the scalar product of [1, 1, 0] and [0, 1, 1].',
    task: 'dot',
    expect: '1',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dot product of <7, 1> and <-2, 3>',
    task: 'dot',
    expect: '-11',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'u·v for u = <3, -5, 2>, v = <-1, 0, 4>',
    task: 'dot',
    expect: '5',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the dot product of <1, 4> and <4, -1>?',
    task: 'dot',
    expect: '0',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the scalar product of [2, 2, 2] and [3, -1, 5].',
    task: 'dot',
    expect: '14',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dot product of <-3, 7> and <2, 2>',
    task: 'dot',
    expect: '8',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'cross product of <1, 2, 3> and <4, 5, 6>',
    task: 'cross',
    expect: '<-3, 6, -3>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find u x v for u = <2, -1, 1> and v = <1, 1, 0>',
    task: 'cross',
    expect: '<-1, 1, 3>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the cross product of <3, 0, -2> and <1, 4, 5>?',
    task: 'cross',
    expect: '<8, -17, 12>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'cross product of [1, 1, 1] and [2, -3, 4]',
    task: 'cross',
    expect: '<7, -2, -5>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find u x v for u = <0, 2, -1> and v = <3, 1, 2>',
    task: 'cross',
    expect: '<5, -3, -6>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the cross product of (4, 5, -2) and (1, 0, 3)?',
    task: 'cross',
    expect: '<15, -14, -5>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'cross product of <-1, 3, 2> and <2, -2, 1>',
    task: 'cross',
    expect: '<7, 5, -4>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find u x v for u = <2, 2, 0> and v = <0, 3, 3>',
    task: 'cross',
    expect: '<6, -6, 6>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the cross product of <1, -1, 2> and <-2, 2, -4>?',
    task: 'cross',
    expect: '<0, 0, 0>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'cross product of (1, 0, 0) and (0, 1, 0)',
    task: 'cross',
    expect: '<0, 0, 1>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find u x v for u = <0, 1, 0> and v = <0, 0, 1>',
    task: 'cross',
    expect: '<1, 0, 0>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the cross product of [3, -2, 1] and [1, 1, 1]?',
    task: 'cross',
    expect: '<-3, -2, 5>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'cross product of <2, 4, -1> and <-3, 1, 2>',
    task: 'cross',
    expect: '<9, -1, 14>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find u x v for u = <5, 0, 1> and v = <0, 2, -3>',
    task: 'cross',
    expect: '<-2, 15, 10>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the cross product of <1, 2, -2> and <3, 0, 1>?',
    task: 'cross',
    expect: '<2, -7, -6>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'cross product of [-2, 1, 4] and [1, -3, 2]',
    task: 'cross',
    expect: '<14, 8, 5>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find u x v for u = <6, 1, 0> and v = <2, -1, 5>',
    task: 'cross',
    expect: '<5, -30, -8>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the cross product of (1, 1, 1) and (1, 2, 3)?',
    task: 'cross',
    expect: '<1, -2, 1>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'cross product of <4, 0, -1> and <2, 3, 1>',
    task: 'cross',
    expect: '<3, -6, 12>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find u x v for u = <0, -2, 5> and v = <1, 1, 1>',
    task: 'cross',
    expect: '<-7, 5, 2>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the cross product of <3, 3, -3> and <1, -1, 2>?',
    task: 'cross',
    expect: '<3, -9, -6>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'cross product of i + j and j + k',
    task: 'cross',
    expect: '<1, -1, 1>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the angle between <1, 0> and <1, 1>.',
    task: 'angle',
    expect: 'pi/4',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the angle between the vectors <1, 0> and <0, 3>?',
    task: 'angle',
    expect: 'pi/2',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'angle between the vectors <1, 1> and <-1, 1>',
    task: 'angle',
    expect: 'pi/2',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the angle between <3, 4> and <1, 2>.',
    task: 'angle',
    expect: 'acos(11*sqrt(5)/25)',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the angle between the vectors <1, 0> and <-1, 0>?',
    task: 'angle',
    expect: 'pi',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'angle between the vectors <2, 2> and <0, 5>',
    task: 'angle',
    expect: 'pi/4',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the angle between <1, sqrt(3)> and <1, 0>.',
    task: 'angle',
    expect: 'pi/3',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the angle between the vectors <1, 0> and <-1, sqrt(3)>?',
    task: 'angle',
    expect: '2*pi/3',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'angle between the vectors <1, 2, 2> and <2, 1, -2>',
    task: 'angle',
    expect: 'pi/2',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the angle between <1, 1, 0> and <1, 0, 1>.',
    task: 'angle',
    expect: 'pi/3',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the angle between the vectors <1, 0, 0> and <1, 1, 1>?',
    task: 'angle',
    expect: 'acos(sqrt(3)/3)',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'angle between the vectors <2, -1> and <1, 3>',
    task: 'angle',
    expect: 'acos(-sqrt(2)/10)',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the angle between <5, 0> and <3, 3>.',
    task: 'angle',
    expect: 'pi/4',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the angle between the vectors <0, 2> and <3, 0>?',
    task: 'angle',
    expect: 'pi/2',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'angle between the vectors <1, 1> and <1, 0>',
    task: 'angle',
    expect: 'pi/4',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the angle between <-1, 0> and <1, 1>.',
    task: 'angle',
    expect: '3*pi/4',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the angle between the vectors <2, 3> and <3, -2>?',
    task: 'angle',
    expect: 'pi/2',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'angle between the vectors <1, 2, 3> and <4, 5, 6>',
    task: 'angle',
    expect: 'acos(16*sqrt(22)/77)',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the angle between <1, 1, 1> and <-1, -1, -1>.',
    task: 'angle',
    expect: 'pi',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the angle between the vectors <4, 3> and <3, 4>?',
    task: 'angle',
    expect: 'acos(24/25)',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'angle between the vectors <1, -1, 0> and <0, 1, -1>',
    task: 'angle',
    expect: '2*pi/3',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the angle between <sqrt(3), 1> and <0, 1>.',
    task: 'angle',
    expect: 'pi/3',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'angle between the vectors <1, 0> and <1, 1> in degrees',
    task: 'angle',
    expect: '45°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'unit vector in the direction of <3, 4>',
    task: 'unit',
    expect: '<3/5, 4/5>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find a unit vector in the direction of <1, 1>.',
    task: 'unit',
    expect: '<sqrt(2)/2, sqrt(2)/2>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'normalize the vector <5, -12>',
    task: 'unit',
    expect: '<5/13, -12/13>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'unit vector in the direction of <0, 2>',
    task: 'unit',
    expect: '<0, 1>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find a unit vector in the direction of (-6, 8).',
    task: 'unit',
    expect: '<-3/5, 4/5>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'normalize the vector <2, 1>',
    task: 'unit',
    expect: '<2*sqrt(5)/5, sqrt(5)/5>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'unit vector in the direction of <1, 2, 2>',
    task: 'unit',
    expect: '<1/3, 2/3, 2/3>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find a unit vector in the direction of <2, -3, 6>.',
    task: 'unit',
    expect: '<2/7, -3/7, 6/7>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'normalize the vector <1, 1, 1>',
    task: 'unit',
    expect: '<sqrt(3)/3, sqrt(3)/3, sqrt(3)/3>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'unit vector in the direction of <0, 3, -4>',
    task: 'unit',
    expect: '<0, 3/5, -4/5>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find a unit vector in the direction of [-1, 0, 0].',
    task: 'unit',
    expect: '<-1, 0, 0>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'normalize the vector <4, 4, 2>',
    task: 'unit',
    expect: '<2/3, 2/3, 1/3>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'unit vector in the direction of <8, 15>',
    task: 'unit',
    expect: '<8/17, 15/17>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find a unit vector in the direction of <-3, 4>.',
    task: 'unit',
    expect: '<-3/5, 4/5>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'normalize the vector <1, -1>',
    task: 'unit',
    expect: '<sqrt(2)/2, -sqrt(2)/2>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'unit vector in the direction of <7, 24>',
    task: 'unit',
    expect: '<7/25, 24/25>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find a unit vector in the direction of (2, 2, 1).',
    task: 'unit',
    expect: '<2/3, 2/3, 1/3>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'normalize the vector <1, 3>',
    task: 'unit',
    expect: '<sqrt(10)/10, 3*sqrt(10)/10>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'unit vector in the direction of <0, -5>',
    task: 'unit',
    expect: '<0, -1>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find a unit vector in the direction of <6, 8>.',
    task: 'unit',
    expect: '<3/5, 4/5>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'normalize the vector <3, -4, 12>',
    task: 'unit',
    expect: '<3/13, -4/13, 12/13>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'unit vector in the direction of <-2, -2>',
    task: 'unit',
    expect: '<-sqrt(2)/2, -sqrt(2)/2>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find a unit vector in the direction of [1, 2].',
    task: 'unit',
    expect: '<sqrt(5)/5, 2*sqrt(5)/5>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'normalize the vector <12, 5, 0>',
    task: 'unit',
    expect: '<12/13, 5/13, 0>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'unit vector in the direction of <9, 12>',
    task: 'unit',
    expect: '<3/5, 4/5>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'find u + v if u = <1, 2> and v = <3, -1>',
    task: 'combination',
    expect: '<4, 1>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Given u = <1, 2> and v = <3, -1>, find 2u - 3v.',
    task: 'combination',
    expect: '<-7, 7>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: '3u + 2v for u = <2, -5>, v = <-1, 4>',
    task: 'combination',
    expect: '<4, -7>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'find -2u + v if u = <4, 0> and v = <1, 1>',
    task: 'combination',
    expect: '<-7, 1>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Given u = <1, 2, 3> and v = <0, 1, -1>, find 2u + v.',
    task: 'combination',
    expect: '<2, 5, 5>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'u - v for u = <2, -1, 4>, v = <1, 3, 0>',
    task: 'combination',
    expect: '<1, -4, 4>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'find u - v if u = <3, 1> and v = <-2, 5>',
    task: 'combination',
    expect: '<5, -4>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Given u = <0, 2> and v = <5, 1>, find 4u + 3v.',
    task: 'combination',
    expect: '<15, 11>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: '-3u + 2v for u = <1, 1, 1>, v = <2, 0, -1>',
    task: 'combination',
    expect: '<1, -3, -5>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'find 3u + v if u = <2, 3> and v = <1, -4>',
    task: 'combination',
    expect: '<7, 5>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Given u = <-1, 2> and v = <4, 0>, find u + 2v.',
    task: 'combination',
    expect: '<7, 2>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: '2u - v for u = <5, -2>, v = <3, 3>',
    task: 'combination',
    expect: '<7, -7>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'find 4u - 2v if u = <1, 0, 2> and v = <0, 3, -1>',
    task: 'combination',
    expect: '<4, -6, 10>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Given u = <6, 1> and v = <2, 7>, find -u + v.',
    task: 'combination',
    expect: '<-4, 6>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'u + 3v for u = <2, 2, 2>, v = <1, -1, 3>',
    task: 'combination',
    expect: '<5, -1, 11>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'find 2u + 5v if u = <0, 5> and v = <-3, 2>',
    task: 'combination',
    expect: '<-15, 20>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Given u = <4, -1, 0> and v = <1, 1, 1>, find -2u - v.',
    task: 'combination',
    expect: '<-9, 1, -1>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: '5u - 5v for u = <3, 4>, v = <4, 3>',
    task: 'combination',
    expect: '<-5, 5>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: '3<1, 2>',
    task: 'combination',
    expect: '<3, 6>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: '<1, 2> + <3, 4>',
    task: 'combination',
    expect: '<4, 6>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: '2<1, -1, 3> - <0, 4, 1>',
    task: 'combination',
    expect: '<2, -6, 5>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: '-4<2, 5>',
    task: 'combination',
    expect: '<-8, -20>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: '<2, 3> - <5, -1>',
    task: 'combination',
    expect: '<-3, 4>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: '2<3, 0, -1> + 3<1, 1, 1>',
    task: 'combination',
    expect: '<9, 3, 1>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: '5<1, -2>',
    task: 'combination',
    expect: '<5, -10>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Are the vectors <1, 2> and <2, 4> parallel?',
    task: 'parallel',
    expect: 'true',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Are the vectors <1, 2> and <2, 4> perpendicular?',
    task: 'orthogonal',
    expect: 'false',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine whether <1, 2> and <2, 4> are parallel, orthogonal, or neither.',
    task: 'relation',
    expect: 'parallel',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'are <1, 2> and <2, -1> parallel',
    task: 'parallel',
    expect: 'false',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'are <1, 2> and <2, -1> orthogonal',
    task: 'orthogonal',
    expect: 'true',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine whether <1, 2> and <2, -1> are parallel, orthogonal, or neither.',
    task: 'relation',
    expect: 'orthogonal',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Are the vectors <3, -6> and <-1, 2> parallel?',
    task: 'parallel',
    expect: 'true',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Are the vectors <3, -6> and <-1, 2> perpendicular?',
    task: 'orthogonal',
    expect: 'false',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine whether <3, -6> and <-1, 2> are parallel, orthogonal, or neither.',
    task: 'relation',
    expect: 'parallel',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'are <1, 1> and <1, -1> parallel',
    task: 'parallel',
    expect: 'false',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'are <1, 1> and <1, -1> orthogonal',
    task: 'orthogonal',
    expect: 'true',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine whether <1, 1> and <1, -1> are parallel, orthogonal, or neither.',
    task: 'relation',
    expect: 'orthogonal',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Are the vectors <2, 3> and <4, 5> parallel?',
    task: 'parallel',
    expect: 'false',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Are the vectors <2, 3> and <4, 5> perpendicular?',
    task: 'orthogonal',
    expect: 'false',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine whether <2, 3> and <4, 5> are parallel, orthogonal, or neither.',
    task: 'relation',
    expect: 'neither',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'are <1, 2, 3> and <2, 4, 6> parallel',
    task: 'parallel',
    expect: 'true',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'are <1, 2, 3> and <2, 4, 6> orthogonal',
    task: 'orthogonal',
    expect: 'false',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine whether <1, 2, 3> and <2, 4, 6> are parallel, orthogonal, or neither.',
    task: 'relation',
    expect: 'parallel',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Are the vectors <1, 0, 1> and <0, 1, 0> parallel?',
    task: 'parallel',
    expect: 'false',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Are the vectors <1, 0, 1> and <0, 1, 0> perpendicular?',
    task: 'orthogonal',
    expect: 'true',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine whether <1, 0, 1> and <0, 1, 0> are parallel, orthogonal, or neither.',
    task: 'relation',
    expect: 'orthogonal',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'are <2, -1, 3> and <-4, 2, -6> parallel',
    task: 'parallel',
    expect: 'true',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'are <2, -1, 3> and <-4, 2, -6> orthogonal',
    task: 'orthogonal',
    expect: 'false',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine whether <2, -1, 3> and <-4, 2, -6> are parallel, orthogonal, or neither.',
    task: 'relation',
    expect: 'parallel',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Are the vectors <1, 2, 2> and <2, 1, -2> parallel?',
    task: 'parallel',
    expect: 'false',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Are the vectors <1, 2, 2> and <2, 1, -2> perpendicular?',
    task: 'orthogonal',
    expect: 'true',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine whether <1, 2, 2> and <2, 1, -2> are parallel, orthogonal, or neither.',
    task: 'relation',
    expect: 'orthogonal',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'are <3, 1> and <6, 3> parallel',
    task: 'parallel',
    expect: 'false',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'are <3, 1> and <6, 3> orthogonal',
    task: 'orthogonal',
    expect: 'false',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine whether <3, 1> and <6, 3> are parallel, orthogonal, or neither.',
    task: 'relation',
    expect: 'neither',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Are the vectors <0, 0> and <3, 1> parallel?',
    task: 'parallel',
    expect: 'true',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Are the vectors <0, 0> and <3, 1> perpendicular?',
    task: 'orthogonal',
    expect: 'true',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine whether <0, 0> and <3, 1> are parallel, orthogonal, or neither.',
    task: 'relation',
    expect: 'parallel and orthogonal',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'projection of <3, 4> onto <1, 0>',
    task: 'projection',
    expect: '<3, 0>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'scalar projection of <3, 4> onto <1, 0>',
    task: 'scalar-projection',
    expect: '3',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the vector projection of <1, 2, 3> onto <1, 1, 1>.',
    task: 'projection',
    expect: '<2, 2, 2>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'scalar projection of <1, 2, 3> onto <1, 1, 1>',
    task: 'scalar-projection',
    expect: '2*sqrt(3)',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'projection of u onto v for u = <2, 3>, v = <4, 1>',
    task: 'projection',
    expect: '<44/17, 11/17>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'scalar projection of <2, 3> onto <4, 1>',
    task: 'scalar-projection',
    expect: '11*sqrt(17)/17',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'projection of <1, -1> onto <2, 2>',
    task: 'projection',
    expect: '<0, 0>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'scalar projection of <1, -1> onto <2, 2>',
    task: 'scalar-projection',
    expect: '0',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the vector projection of <4, 2, -1> onto <0, 3, 4>.',
    task: 'projection',
    expect: '<0, 6/25, 8/25>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'scalar projection of <4, 2, -1> onto <0, 3, 4>',
    task: 'scalar-projection',
    expect: '2/5',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'projection of u onto v for u = <5, 1>, v = <3, 4>',
    task: 'projection',
    expect: '<57/25, 76/25>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'scalar projection of <5, 1> onto <3, 4>',
    task: 'scalar-projection',
    expect: '19/5',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'projection of <1, 2, 2> onto <2, 0, 1>',
    task: 'projection',
    expect: '<8/5, 0, 4/5>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'scalar projection of <1, 2, 2> onto <2, 0, 1>',
    task: 'scalar-projection',
    expect: '4*sqrt(5)/5',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the vector projection of <6, -2> onto <1, 1>.',
    task: 'projection',
    expect: '<2, 2>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'scalar projection of <6, -2> onto <1, 1>',
    task: 'scalar-projection',
    expect: '2*sqrt(2)',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'projection of u onto v for u = <2, 5>, v = <0, 3>',
    task: 'projection',
    expect: '<0, 5>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'scalar projection of <2, 5> onto <0, 3>',
    task: 'scalar-projection',
    expect: '5',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'projection of <3, -1, 2> onto <1, 2, 2>',
    task: 'projection',
    expect: '<5/9, 10/9, 10/9>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'scalar projection of <3, -1, 2> onto <1, 2, 2>',
    task: 'scalar-projection',
    expect: '5/3',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the vector projection of <4, 4> onto <3, -4>.',
    task: 'projection',
    expect: '<-12/25, 16/25>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'scalar projection of <4, 4> onto <3, -4>',
    task: 'scalar-projection',
    expect: '-4/5',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'projection of u onto v for u = <1, 3>, v = <2, 1>',
    task: 'projection',
    expect: '<2, 1>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'scalar projection of <1, 3> onto <2, 1>',
    task: 'scalar-projection',
    expect: 'sqrt(5)',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'projection of <7, 1> onto <1, 0>',
    task: 'projection',
    expect: '<7, 0>',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'scalar projection of <7, 1> onto <1, 0>',
    task: 'scalar-projection',
    expect: '7',
    source:
      'OpenStax Calculus Volume 3 §2.1–2.4 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'vector with magnitude 10 and direction 30 degrees',
    task: 'components',
    expect: '<5*sqrt(3), 5>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the horizontal and vertical components of a vector with magnitude 8 and direction angle 45°',
    task: 'components',
    expect: '<4*sqrt(2), 4*sqrt(2)>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the components of a vector with magnitude 6 at 60°',
    task: 'components',
    expect: '<3, 3*sqrt(3)>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'vector with magnitude 12 and direction 120 degrees',
    task: 'components',
    expect: '<-6, 6*sqrt(3)>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the horizontal and vertical components of a vector with magnitude 4 and direction angle 90°',
    task: 'components',
    expect: '<0, 4>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the components of a vector with magnitude 20 at 150°',
    task: 'components',
    expect: '<-10*sqrt(3), 10>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'vector with magnitude 2 and direction 225 degrees',
    task: 'components',
    expect: '<-sqrt(2), -sqrt(2)>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the horizontal and vertical components of a vector with magnitude 5 and direction angle 180°',
    task: 'components',
    expect: '<-5, 0>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the components of a vector with magnitude 10 at 300°',
    task: 'components',
    expect: '<5, -5*sqrt(3)>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'vector with magnitude 14 and direction 210 degrees',
    task: 'components',
    expect: '<-7*sqrt(3), -7>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the horizontal and vertical components of a vector with magnitude 6 and direction angle 0°',
    task: 'components',
    expect: '<6, 0>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the components of a vector with magnitude 8 at 135°',
    task: 'components',
    expect: '<-4*sqrt(2), 4*sqrt(2)>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'vector with magnitude 4 and direction 240 degrees',
    task: 'components',
    expect: '<-2, -2*sqrt(3)>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the horizontal and vertical components of a vector with magnitude 16 and direction angle 330°',
    task: 'components',
    expect: '<8*sqrt(3), -8>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the components of a vector with magnitude 3 at 270°',
    task: 'components',
    expect: '<0, -3>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'vector with magnitude 10 and direction 60 degrees',
    task: 'components',
    expect: '<5, 5*sqrt(3)>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the horizontal and vertical components of a vector with magnitude 2 and direction angle 315°',
    task: 'components',
    expect: '<sqrt(2), -sqrt(2)>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the components of a vector with magnitude 12 at 30°',
    task: 'components',
    expect: '<6*sqrt(3), 6>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'vector with magnitude 7 and direction 90 degrees',
    task: 'components',
    expect: '<0, 7>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the horizontal and vertical components of a vector with magnitude 20 and direction angle 45°',
    task: 'components',
    expect: '<10*sqrt(2), 10*sqrt(2)>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the components of a vector with magnitude 9 at 150°',
    task: 'components',
    expect: '<-9*sqrt(3)/2, 9/2>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'vector with magnitude 4 and direction 210 degrees',
    task: 'components',
    expect: '<-2*sqrt(3), -2>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the horizontal and vertical components of a vector with magnitude 18 and direction angle 120°',
    task: 'components',
    expect: '<-9, 9*sqrt(3)>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the components of a vector with magnitude 6 at 300°',
    task: 'components',
    expect: '<3, -3*sqrt(3)>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'vector with magnitude 10 and direction 135 degrees',
    task: 'components',
    expect: '<-5*sqrt(2), 5*sqrt(2)>',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the direction of the vector <3, 4>?',
    task: 'direction',
    expect: 'atan(4/3)',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'direction angle of <-3, 3>',
    task: 'direction',
    expect: '135°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the direction angle of the vector <1, -sqrt(3)>.',
    task: 'direction',
    expect: '300°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the direction of the vector <0, -2>?',
    task: 'direction',
    expect: '270°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'direction angle of <2, 2>',
    task: 'direction',
    expect: '45°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the direction angle of the vector <-1, -1>.',
    task: 'direction',
    expect: '225°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the direction of the vector <sqrt(3), 1>?',
    task: 'direction',
    expect: '30°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'direction angle of <-2, 0>',
    task: 'direction',
    expect: '180°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the direction angle of the vector <5, 0>.',
    task: 'direction',
    expect: '0°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the direction of the vector <0, 7>?',
    task: 'direction',
    expect: '90°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'direction angle of <-sqrt(3), 1>',
    task: 'direction',
    expect: '150°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the direction angle of the vector <1, 1>.',
    task: 'direction',
    expect: '45°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the direction of the vector <4, -4>?',
    task: 'direction',
    expect: '315°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'direction angle of <-1, sqrt(3)>',
    task: 'direction',
    expect: '120°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the direction angle of the vector <-6, -6>.',
    task: 'direction',
    expect: '225°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the direction of the vector <2, 2*sqrt(3)>?',
    task: 'direction',
    expect: '60°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'direction angle of <1, 2>',
    task: 'direction',
    expect: 'atan(2)',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the direction angle of the vector <-4, 3>.',
    task: 'direction',
    expect: 'pi - atan(3/4)',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the direction of the vector <3, -4>?',
    task: 'direction',
    expect: '2*pi - atan(4/3)',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'direction angle of <-5, -12>',
    task: 'direction',
    expect: 'atan(12/5) + pi',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the direction angle of the vector <sqrt(3), -1>.',
    task: 'direction',
    expect: '330°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the direction of the vector <-3, -3*sqrt(3)>?',
    task: 'direction',
    expect: '240°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'direction angle of <8, 8>',
    task: 'direction',
    expect: '45°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the direction angle of the vector <0, 1>.',
    task: 'direction',
    expect: '90°',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the direction of the vector <12, 5>?',
    task: 'direction',
    expect: 'atan(5/12)',
    source: 'OpenStax Precalculus 2e §8.8 exercise style (CC BY 4.0); numbers and phrasing written for Lemma',
  },
  {
    q: 'magnitud del vector <3, 4>',
    task: 'magnitude',
    expect: '5',
    source: 'Written for Lemma (A4), other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'producto escalar de <1, 2> y <3, 4>',
    task: 'dot',
    expect: '11',
    source: 'Written for Lemma (A4), other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: '¿Son <1, 2> y <2, 4> paralelos?',
    task: 'parallel',
    expect: 'true',
    source: 'Written for Lemma (A4), other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'vector unitario en la dirección de <3, 4>',
    task: 'unit',
    expect: '<3/5, 4/5>',
    source: 'Written for Lemma (A4), other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'Skalarprodukt von <1, 2, 3> und <4, 5, 6>',
    task: 'dot',
    expect: '32',
    source: 'Written for Lemma (A4), other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Kreuzprodukt von <1, 2, 3> und <4, 5, 6>',
    task: 'cross',
    expect: '<-3, 6, -3>',
    source: 'Written for Lemma (A4), other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Winkel zwischen den Vektoren <1, 0> und <1, 1>',
    task: 'angle',
    expect: 'pi/4',
    source: 'Written for Lemma (A4), other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Betrag des Vektors <1, 2, 2>',
    task: 'magnitude',
    expect: '3',
    source: 'Written for Lemma (A4), other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'produit scalaire de (1, 2) et (3, 4)',
    task: 'dot',
    expect: '11',
    source: 'Written for Lemma (A4), other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'norme du vecteur (3, 4)',
    task: 'magnitude',
    expect: '5',
    source: 'Written for Lemma (A4), other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'produit vectoriel de <1, 2, 3> et <4, 5, 6>',
    task: 'cross',
    expect: '<-3, 6, -3>',
    source: 'Written for Lemma (A4), other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: '向量<3, 4>的模',
    task: 'magnitude',
    expect: '5',
    source: 'Written for Lemma (A4), other languages; checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: '<1, 2, 3>和<4, 5, 6>的点积',
    task: 'dot',
    expect: '32',
    source: 'Written for Lemma (A4), other languages; checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: '<1, 2, 3>和<4, 5, 6>的叉积',
    task: 'cross',
    expect: '<-3, 6, -3>',
    source: 'Written for Lemma (A4), other languages; checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: 'скалярное произведение векторов (1, 2) и (3, 4)',
    task: 'dot',
    expect: '11',
    source: 'Written for Lemma (A4), other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'длина вектора (3, 4)',
    task: 'magnitude',
    expect: '5',
    source: 'Written for Lemma (A4), other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'угол между векторами <1, 0> и <1, 1>',
    task: 'angle',
    expect: 'pi/4',
    source: 'Written for Lemma (A4), other languages; checked with SymPy',
    lang: 'ru',
  },
];
