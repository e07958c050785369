/**
 * The series corpus, generated and checked with SymPy by ./check_corpus.py (do not edit by hand: edit the
 * script and run it). Sources and licences per item; see the script's docstring.
 */
import type { TopicCorpusItem } from '../corpus';

export const CORPUS: TopicCorpusItem[] = [
  {
    q: 'does the series sum 1/n converge',
    task: 'convergence',
    expect: 'diverges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine whether the series sum_{n=1}^{infinity} 1/n^2 converges or diverges',
    task: 'convergence',
    expect: 'converges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'test the series sum 1/sqrt(n) for convergence',
    task: 'convergence',
    expect: 'diverges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'is the series sum 1/n^3 convergent',
    task: 'convergence',
    expect: 'converges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'does sum n/(n+1) converge or diverge',
    task: 'convergence',
    expect: 'diverges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'does the series sum 1/(n^2+1) converge',
    task: 'convergence',
    expect: 'converges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine whether the series sum_{n=1}^{infinity} n/(n^2+1) converges or diverges',
    task: 'convergence',
    expect: 'diverges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'test the series sum 2^n/n! for convergence',
    task: 'convergence',
    expect: 'converges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'is the series sum n^2/3^n convergent',
    task: 'convergence',
    expect: 'converges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'does sum (-1)^n/n converge or diverge',
    task: 'convergence',
    expect: 'converges conditionally',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'does the series sum (-1)^(n+1)/n^2 converge',
    task: 'convergence',
    expect: 'converges absolutely',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine whether the series sum_{n=1}^{infinity} (-1)^n n/(n+1) converges or diverges',
    task: 'convergence',
    expect: 'diverges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'test the series sum 1/(2n+1) for convergence',
    task: 'convergence',
    expect: 'diverges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'is the series sum n!/10^n convergent',
    task: 'convergence',
    expect: 'diverges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'does sum (n+1)/(n^3+2) converge or diverge',
    task: 'convergence',
    expect: 'converges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'does the series sum 3/n^(3/2) converge',
    task: 'convergence',
    expect: 'converges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine whether the series sum_{n=1}^{infinity} (-1)^n/sqrt(n) converges or diverges',
    task: 'convergence',
    expect: 'converges conditionally',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'test the series sum n/2^n for convergence',
    task: 'convergence',
    expect: 'converges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'is the series sum 5/(n(n+3)) convergent',
    task: 'convergence',
    expect: 'converges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'does sum n^3/(n^4+1) converge or diverge',
    task: 'convergence',
    expect: 'diverges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'does the series sum 1/n^(1/3) converge',
    task: 'convergence',
    expect: 'diverges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine whether the series sum_{n=1}^{infinity} (2n+1)/(3n-1) converges or diverges',
    task: 'convergence',
    expect: 'diverges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'test the series sum 1/(n^2+n) for convergence',
    task: 'convergence',
    expect: 'converges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'is the series sum (-1)^(n+1)/(2n-1) convergent',
    task: 'convergence',
    expect: 'converges conditionally',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'does sum 4^n/n^4 converge or diverge',
    task: 'convergence',
    expect: 'diverges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'does the series sum n/e^n converge',
    task: 'convergence',
    expect: 'converges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Determine whether the series sum_{n=1}^{infinity} (-1)^n/n! converges or diverges',
    task: 'convergence',
    expect: 'converges absolutely',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'test the series sum 1/(n+1)^2 for convergence',
    task: 'convergence',
    expect: 'converges',
    source:
      'OpenStax Calculus Volume 2 §5.3–5.6 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'sum of 1/n^2 from n=1 to infinity',
    task: 'sum',
    expect: 'pi^2/6',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'sum_{n=1}^{infinity} 1/(n(n+1))',
    task: 'sum',
    expect: '1',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the sum of the series sum_{n=1}^{\\infty} (-1)^(n+1)/n',
    task: 'sum',
    expect: 'ln(2)',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'evaluate sum(1/n!, n, 0, inf)',
    task: 'sum',
    expect: 'e',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'sum of 1/(n^2-1) from n=2 to infinity',
    task: 'sum',
    expect: '3/4',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'sum_{n=1}^{infinity} 3/n^2',
    task: 'sum',
    expect: 'pi^2/2',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the sum of the series sum_{n=1}^{\\infty} 1/(4n^2-1)',
    task: 'sum',
    expect: '1/2',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'evaluate sum(1/((n+1)(n+2)), n, 0, inf)',
    task: 'sum',
    expect: '1',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'sum of 1/n^4 from n=1 to infinity',
    task: 'sum',
    expect: 'pi^4/90',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'sum_{n=1}^{infinity} 2/(n(n+2))',
    task: 'sum',
    expect: '3/2',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the sum of the series sum_{n=1}^{\\infty} 1/(n(n+3))',
    task: 'sum',
    expect: '11/18',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'evaluate sum((-1)^n/n!, n, 0, inf)',
    task: 'sum',
    expect: 'exp(-1)',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'sum of 1/n^2 from n=2 to infinity',
    task: 'sum',
    expect: '-1 + pi^2/6',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'sum_{n=1}^{infinity} 6/n^2',
    task: 'sum',
    expect: 'pi^2',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the sum of the series sum_{n=1}^{\\infty} 1/(n^2+3n+2)',
    task: 'sum',
    expect: '1/2',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'evaluate sum((-1)^n/(2n+1), n, 0, inf)',
    task: 'sum',
    expect: 'pi/4',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'sum of 5/(n(n+1)) from n=1 to infinity',
    task: 'sum',
    expect: '5',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'sum_{n=1}^{infinity} 1/n^6',
    task: 'sum',
    expect: 'pi^6/945',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the sum of the series sum_{n=1}^{\\infty} 4/(n^2+2n)',
    task: 'sum',
    expect: '3',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'evaluate sum(1/((2n-1)(2n+1)), n, 1, inf)',
    task: 'sum',
    expect: '1/2',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'sum of 1/(n(n+1)) from n=2 to infinity',
    task: 'sum',
    expect: '1/2',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'sum_{n=2}^{infinity} 2/(n^2-1)',
    task: 'sum',
    expect: '3/2',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'Find the sum of the series sum_{n=0}^{\\infty} 1/(n^2+5n+6)',
    task: 'sum',
    expect: '1/2',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'evaluate sum(1/(n^2+n), n, 3, inf)',
    task: 'sum',
    expect: '1/3',
    source:
      'OpenStax Calculus Volume 2 §5.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'radius of convergence of sum x^n/n!',
    task: 'radius',
    expect: 'inf',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'interval of convergence of sum_{n=1}^{infinity} x^n/n',
    task: 'interval',
    expect: '[-1, 1)',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the radius of convergence of the series sum_{n=0}^{infinity} x^n',
    task: 'radius',
    expect: '1',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'interval of convergence of sum_{n=0}^{infinity} n x^n',
    task: 'interval',
    expect: '(-1, 1)',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'radius of convergence of sum x^n/2^n',
    task: 'radius',
    expect: '2',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'interval of convergence of sum_{n=1}^{infinity} x^n/n^2',
    task: 'interval',
    expect: '[-1, 1]',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the radius of convergence of the series sum_{n=0}^{infinity} (x-3)^n/(n 2^n)',
    task: 'radius',
    expect: '2',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'radius of convergence of sum (x+1)^n/n',
    task: 'radius',
    expect: '1',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'interval of convergence of sum_{n=0}^{infinity} 3^n x^n',
    task: 'interval',
    expect: '(-1/3, 1/3)',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the radius of convergence of the series sum_{n=0}^{infinity} x^n/(n 3^n)',
    task: 'radius',
    expect: '3',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'interval of convergence of sum_{n=1}^{infinity} (x-2)^n/n^2',
    task: 'interval',
    expect: '[1, 3]',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'radius of convergence of sum x^n/(n+1)',
    task: 'radius',
    expect: '1',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'interval of convergence of sum_{n=1}^{infinity} (2x)^n/n',
    task: 'interval',
    expect: '[-1/2, 1/2)',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the radius of convergence of the series sum_{n=0}^{infinity} x^n/5^n',
    task: 'radius',
    expect: '5',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'interval of convergence of sum_{n=1}^{infinity} (-1)^n x^n/n',
    task: 'interval',
    expect: '(-1, 1]',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'radius of convergence of sum n^2 x^n',
    task: 'radius',
    expect: '1',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'interval of convergence of sum_{n=0}^{infinity} (x-1)^n/3^n',
    task: 'interval',
    expect: '(-2, 4)',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'radius of convergence of sum x^n/(n^2+1)',
    task: 'radius',
    expect: '1',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'interval of convergence of sum_{n=0}^{infinity} (x+2)^n/(n 4^n)',
    task: 'interval',
    expect: '[-6, 2)',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'radius of convergence of sum x^n/sqrt(n)',
    task: 'radius',
    expect: '1',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'interval of convergence of sum_{n=1}^{infinity} (x-5)^n/n',
    task: 'interval',
    expect: '[4, 6)',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'find the radius of convergence of the series sum_{n=0}^{infinity} n x^n/2^n',
    task: 'radius',
    expect: '2',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: 'radius of convergence of sum (-x)^n/n^2',
    task: 'radius',
    expect: '1',
    source:
      'OpenStax Calculus Volume 2 §6.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
    match: 'values',
  },
  {
    q: '¿Converge la serie sum 1/n^2?',
    task: 'convergence',
    expect: 'converges',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: '¿La serie sum 1/n converge?',
    task: 'convergence',
    expect: 'diverges',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'radio de convergencia de sum x^n/n',
    task: 'radius',
    expect: '1',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'es',
  },
  {
    q: 'suma de 1/(n(n+1)) desde n=1 hasta infinito',
    task: 'sum',
    expect: '1',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'es',
  },
  {
    q: '¿Converge la serie sum (-1)^n/n?',
    task: 'convergence',
    expect: 'converges conditionally',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'Konvergiert die Reihe sum 1/n^2?',
    task: 'convergence',
    expect: 'converges',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Konvergiert die Reihe sum 1/n?',
    task: 'convergence',
    expect: 'diverges',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Konvergenzradius von sum x^n/n',
    task: 'radius',
    expect: '1',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'de',
  },
  {
    q: 'Konvergiert die Reihe sum 2^n/n!?',
    task: 'convergence',
    expect: 'converges',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'Konvergiert die Reihe sum n/(n+1)?',
    task: 'convergence',
    expect: 'diverges',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: 'La série sum 1/n^2 converge-t-elle ?',
    task: 'convergence',
    expect: 'converges',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'La série sum 1/n converge-t-elle ?',
    task: 'convergence',
    expect: 'diverges',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'rayon de convergence de sum x^n/n',
    task: 'radius',
    expect: '1',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'fr',
  },
  {
    q: 'La série sum (-1)^n/n converge-t-elle ?',
    task: 'convergence',
    expect: 'converges conditionally',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'La série sum n^2/3^n converge-t-elle ?',
    task: 'convergence',
    expect: 'converges',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: 'Сходится ли ряд sum 1/n^2?',
    task: 'convergence',
    expect: 'converges',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'Сходится ли ряд sum 1/n?',
    task: 'convergence',
    expect: 'diverges',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'радиус сходимости sum x^n/n',
    task: 'radius',
    expect: '1',
    source: 'Written for Lemma, other languages; checked with SymPy',
    match: 'values',
    lang: 'ru',
  },
  {
    q: 'Сходится ли ряд sum (-1)^n/n?',
    task: 'convergence',
    expect: 'converges conditionally',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'Сходится ли ряд sum 1/sqrt(n)?',
    task: 'convergence',
    expect: 'diverges',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
];
