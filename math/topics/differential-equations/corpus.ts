/**
 * The differential-equations corpus, generated and checked with SymPy by ./check_corpus.py (do not edit by hand: edit the
 * script and run it). Sources and licences per item; see the script's docstring.
 */
import type { TopicCorpusItem } from '../corpus';

export const CORPUS: TopicCorpusItem[] = [
  {
    q: "solve y'' - 3y' + 2y = 0",
    task: 'ode',
    expect: 'y = (C1 + C2*exp(x))*exp(x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution of y'' - 5y' + 6y = 0",
    task: 'ode',
    expect: 'y = (C1 + C2*exp(x))*exp(2*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y'' + y' - 6y = 0",
    task: 'ode',
    expect: 'y = C1*exp(-3*x) + C2*exp(2*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Solve the differential equation d^2y/dx^2 - 4y = 0.',
    task: 'ode',
    expect: 'y = C1*exp(-2*x) + C2*exp(2*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "What is the general solution of y'' - 9y = 0?",
    task: 'ode',
    expect: 'y = C1*exp(-3*x) + C2*exp(3*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y'' + 2y' + y = 0",
    task: 'ode',
    expect: 'y = (C1 + C2*x)*exp(-x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution of y'' - 4y' + 4y = 0",
    task: 'ode',
    expect: 'y = (C1 + C2*x)*exp(2*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y'' + 6y' + 9y = 0",
    task: 'ode',
    expect: 'y = (C1 + C2*x)*exp(-3*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the differential equation y'' + 4y = 0.",
    task: 'ode',
    expect: 'y = C1*sin(2*x) + C2*cos(2*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "What is the general solution of y'' + 9y = 0?",
    task: 'ode',
    expect: 'y = C1*sin(3*x) + C2*cos(3*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'solve d^2y/dx^2 + 2dy/dx + 5y = 0',
    task: 'ode',
    expect: 'y = (C1*sin(2*x) + C2*cos(2*x))*exp(-x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution of y'' - 2y' + 5y = 0",
    task: 'ode',
    expect: 'y = (C1*sin(2*x) + C2*cos(2*x))*exp(x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y'' + 4y' + 13y = 0",
    task: 'ode',
    expect: 'y = (C1*sin(3*x) + C2*cos(3*x))*exp(-2*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the differential equation y'' + y = 0.",
    task: 'ode',
    expect: 'y = C1*sin(x) + C2*cos(x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "What is the general solution of y'' - y' - 2y = 0?",
    task: 'ode',
    expect: 'y = C1*exp(-x) + C2*exp(2*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y'' + 3y' = 0",
    task: 'ode',
    expect: 'y = C1 + C2*exp(-3*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution of y'' - 7y' + 10y = 0",
    task: 'ode',
    expect: 'y = (C1 + C2*exp(3*x))*exp(2*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'd^2y/dx^2 + 16y = 0',
    task: 'ode',
    expect: 'y = C1*sin(4*x) + C2*cos(4*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the differential equation y'' - 6y' + 13y = 0.",
    task: 'ode',
    expect: 'y = (C1*sin(2*x) + C2*cos(2*x))*exp(3*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "What is the general solution of y'' + 8y' + 16y = 0?",
    task: 'ode',
    expect: 'y = (C1 + C2*x)*exp(-4*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y'' + y' + y = 0",
    task: 'ode',
    expect: 'y = (C1*sin(sqrt(3)*x/2) + C2*cos(sqrt(3)*x/2))*exp(-x/2)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution of y'' - 2y = 0",
    task: 'ode',
    expect: 'y = C1*exp(-sqrt(2)*x) + C2*exp(sqrt(2)*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y'' + 2y' + 2y = 0",
    task: 'ode',
    expect: 'y = (C1*sin(x) + C2*cos(x))*exp(-x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the differential equation y'' - y' = 0.",
    task: 'ode',
    expect: 'y = C1 + C2*exp(x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'What is the general solution of d^2y/dx^2 + 10dy/dx + 25y = 0?',
    task: 'ode',
    expect: 'y = (C1 + C2*x)*exp(-5*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y'' - 4y = e^(2x)",
    task: 'ode',
    expect: 'y = C2*exp(-2*x) + (C1 + x/4)*exp(2*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution of y'' + y = sin(x)",
    task: 'ode',
    expect: 'y = C2*sin(x) + (C1 - x/2)*cos(x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y'' + 3y' + 2y = 4x^2",
    task: 'ode',
    expect: 'y = C1*exp(-2*x) + C2*exp(-x) + 2*x**2 - 6*x + 7',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the differential equation y'' - y' = x",
    task: 'ode',
    expect: 'y = C1 + C2*exp(x) - x**2/2 - x',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution to y'' = 6x.",
    task: 'ode',
    expect: 'y = C1 + C2*x + x**3',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y'' + 4y = cos(3x)",
    task: 'ode',
    expect: 'y = C1*sin(2*x) + C2*cos(2*x) - cos(3*x)/5',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution of y'' - 2y' + y = e^x",
    task: 'ode',
    expect: 'y = (C1 + x*(C2 + x/2))*exp(x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y'' + y' - 2y = 2x + 1",
    task: 'ode',
    expect: 'y = C1*exp(-2*x) + C2*exp(x) - x - 1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the differential equation y'' - 3y' + 2y = e^(3x)",
    task: 'ode',
    expect: 'y = (C1 + C2*exp(x) + exp(2*x)/2)*exp(x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution to y'' + 9y = 18.",
    task: 'ode',
    expect: 'y = C1*sin(3*x) + C2*cos(3*x) + 2',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y'' + 2y' + 5y = 10",
    task: 'ode',
    expect: 'y = (C1*sin(2*x) + C2*cos(2*x))*exp(-x) + 2',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution of y'' - y = x^2",
    task: 'ode',
    expect: 'y = C1*exp(-x) + C2*exp(x) - x**2 - 2',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y'' + 4y' + 4y = e^(-2x)",
    task: 'ode',
    expect: 'y = (C1 + x*(C2 + x/2))*exp(-2*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the differential equation y'' + 4y = sin(2x)",
    task: 'ode',
    expect: 'y = C2*sin(2*x) + (C1 - x/4)*cos(2*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution to y'' - 5y' + 6y = 2e^x.",
    task: 'ode',
    expect: 'y = (C1*exp(x) + C2*exp(2*x) + 1)*exp(x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y'' + y = x",
    task: 'ode',
    expect: 'y = C1*sin(x) + C2*cos(x) + x',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution of y'' - 2y' - 3y = 3x + 1",
    task: 'ode',
    expect: 'y = C1*exp(-x) + C2*exp(3*x) - x + 1/3',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y'' + 2y' = 4",
    task: 'ode',
    expect: 'y = C1 + C2*exp(-2*x) + 2*x',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the differential equation y'' + 16y = 8cos(4x)",
    task: 'ode',
    expect: 'y = C2*cos(4*x) + (C1 + x)*sin(4*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution to y'' - 9y = e^(3x).",
    task: 'ode',
    expect: 'y = C2*exp(-3*x) + (C1 + x/6)*exp(3*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y'' + y' = 2x",
    task: 'ode',
    expect: 'y = C1 + C2*exp(-x) + x**2 - 2*x',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution of y'' - 4y' + 4y = 2x",
    task: 'ode',
    expect: 'y = x/2 + (C1 + C2*x)*exp(2*x) + 1/2',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y'' + 25y = 3sin(x)",
    task: 'ode',
    expect: 'y = C1*sin(5*x) + C2*cos(5*x) + sin(x)/8',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the differential equation y'' + 5y' + 6y = e^(-x)",
    task: 'ode',
    expect: 'y = (C1*exp(-2*x) + C2*exp(-x) + 1/2)*exp(-x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution to y'' - 6y' + 9y = 9x.",
    task: 'ode',
    expect: 'y = x + (C1 + C2*x)*exp(3*x) + 2/3',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.2 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y' + y = x",
    task: 'ode',
    expect: 'y = C1*exp(-x) + x - 1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y' + 2y = 4",
    task: 'ode',
    expect: 'y = C1*exp(-2*x) + 2',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the differential equation y' - 3y = 6",
    task: 'ode',
    expect: 'y = C1*exp(3*x) - 2',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution of y' + y/x = x",
    task: 'ode',
    expect: 'y = (C1 + x**3/3)/x',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve y' - 2y = e^(3x).",
    task: 'ode',
    expect: 'y = (C1 + exp(x))*exp(2*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y' + 2x*y = x",
    task: 'ode',
    expect: 'y = C1*exp(-x**2) + 1/2',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y' = 2y",
    task: 'ode',
    expect: 'y = C1*exp(2*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the differential equation y' = 3y + 1",
    task: 'ode',
    expect: 'y = C1*exp(3*x) - 1/3',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the general solution of dy/dx + y = e^(-x)',
    task: 'ode',
    expect: 'y = (C1 + x)*exp(-x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve y' - y = 2.",
    task: 'ode',
    expect: 'y = C1*exp(x) - 2',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y' + 4y = 8x",
    task: 'ode',
    expect: 'y = C1*exp(-4*x) + 2*x - 1/2',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dy/dx = 2xy',
    task: 'ode',
    expect: 'y = C1*exp(x**2)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the differential equation y' = -y",
    task: 'ode',
    expect: 'y = C1*exp(-x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution of y' + y = sin(x)",
    task: 'ode',
    expect: 'y = C1*exp(-x) + sin(x)/2 - cos(x)/2',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve y' - y/x = x^2.",
    task: 'ode',
    expect: 'y = x*(C1 + x**2/2)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve x*y' + y = 2x",
    task: 'ode',
    expect: 'y = C1/x + x',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y' + 3y = e^(-3x)",
    task: 'ode',
    expect: 'y = (C1 + x)*exp(-3*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the differential equation y' + y = 1",
    task: 'ode',
    expect: 'y = C1*exp(-x) + 1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the general solution of dy/dt = -2y',
    task: 'ode',
    expect: 'y = C1*exp(-2*t)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Solve dy/dt + y = t.',
    task: 'ode',
    expect: 'y = C1*exp(-t) + t - 1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y' - 4y = 0",
    task: 'ode',
    expect: 'y = C1*exp(4*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y' = x + y",
    task: 'ode',
    expect: 'y = C1*exp(x) - x - 1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the differential equation y' + 2y = e^x",
    task: 'ode',
    expect: 'y = C1*exp(-2*x) + exp(x)/3',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution of y' - x*y = 0",
    task: 'ode',
    expect: 'y = C1*exp(x**2/2)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve y' = 5 - y.",
    task: 'ode',
    expect: 'y = C1*exp(-x) + 5',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'solve dy/dx = 3x^2',
    task: 'ode',
    expect: 'y = C1 + x**3',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y' = cos(x)",
    task: 'ode',
    expect: 'y = C1 + sin(x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution of y' = e^(2x)",
    task: 'ode',
    expect: 'y = C1 + exp(2*x)/2',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y' = 1/x",
    task: 'ode',
    expect: 'y = C1 + log(x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dy/dx = 4x^3 - 2x',
    task: 'ode',
    expect: 'y = C1 + x**4 - x**2',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution of y' = sin(3x)",
    task: 'ode',
    expect: 'y = C1 - cos(3*x)/3',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y' = x*e^x",
    task: 'ode',
    expect: 'y = C1 + x*exp(x) - exp(x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y'' = 12x^2",
    task: 'ode',
    expect: 'y = C1 + C2*x + x**4',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution of y'' = cos(x)",
    task: 'ode',
    expect: 'y = C1 + C2*x - cos(x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'solve dy/dx = 6',
    task: 'ode',
    expect: 'y = C1 + 6*x',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'solve dy/dx = x/y',
    task: 'ode',
    expect: 'y**2/2 = x**2/2 + C1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y' = y^2",
    task: 'ode',
    expect: 'y = -1/(C1 + x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the separable equation y' = x*y^2",
    task: 'ode',
    expect: 'y = -2/(C1 + x**2)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the general solution of dy/dx = x^2/y^2',
    task: 'ode',
    expect: 'y**3/3 = x**3/3 + C1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y' = e^x/y",
    task: 'ode',
    expect: 'y**2/2 = exp(x) + C1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dy/dx = -x/y',
    task: 'ode',
    expect: 'y**2/2 = -x**2/2 + C1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the separable equation y' = 2x*y^2",
    task: 'ode',
    expect: 'y = -1/(C1 + x**2)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Find the general solution of y' = y^2*cos(x)",
    task: 'ode',
    expect: 'y = -1/(C1 + sin(x))',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'solve dy/dx = (x + 1)/y',
    task: 'ode',
    expect: 'y**2/2 = x**2/2 + x + C1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y' = 3x^2/y",
    task: 'ode',
    expect: 'y**2/2 = x**3 + C1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the separable equation y' = x/y^2",
    task: 'ode',
    expect: 'y**3/3 = x**2/2 + C1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Find the general solution of dy/dx = y^3',
    task: 'ode',
    expect: '-1/(2*y**2) = x + C1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.3 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y' + y = x y^2",
    task: 'ode',
    expect: 'y = 1/(C1*exp(x) + x + 1)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'dy/dx + 2y = e^x y^2',
    task: 'ode',
    expect: 'y = exp(-x)/(C1*exp(x) + 1)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the Bernoulli equation y' - y/x = y^2",
    task: 'ode',
    expect: 'y = 2*x/(C1 - x**2)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y' = y - y^2",
    task: 'ode',
    expect: 'y = 1/(C1*exp(-x) + 1)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y' + y/x = x y^2",
    task: 'ode',
    expect: 'y = 1/(x*(C1 - x))',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the Bernoulli equation y' - 2y = -y^2",
    task: 'ode',
    expect: 'y = 2/(C1*exp(-2*x) + 1)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: '(2x*y + 3) dx + (x^2 - 1) dy = 0',
    task: 'exact',
    expect: 'x**2*y + 3*x - y = C1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'solve the exact equation (2x + y) dx + (x + 2y) dy = 0',
    task: 'exact',
    expect: 'x**2 + x*y + y**2 = C1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Solve (3x^2 + y)dx + (x - 2y)dy = 0',
    task: 'exact',
    expect: 'x**3 + x*y - y**2 = C1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: '(y*cos(x) + 2x) dx + (sin(x) + 1) dy = 0',
    task: 'exact',
    expect: 'x**2 + y*sin(x) + y = C1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'solve the exact equation (e^y) dx + (x*e^y + 2y) dy = 0',
    task: 'exact',
    expect: 'x*exp(y) + y**2 = C1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Solve (2x*y^2)dx + (2x^2*y)dy = 0',
    task: 'exact',
    expect: 'x**2*y**2 = C1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: '(y + 1) dx + (x - 3y^2) dy = 0',
    task: 'exact',
    expect: 'x*(y + 1) - y**3 = C1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'solve the exact equation (4x^3 - y) dx + (4y^3 - x) dy = 0',
    task: 'exact',
    expect: 'x**4 - x*y + y**4 = C1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y' = 3y, y(0) = 2",
    task: 'ivp',
    expect: 'y = 2*exp(3*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the initial value problem y'' + y = 0, y(0) = 1, y'(0) = 0",
    task: 'ivp',
    expect: 'y = cos(x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y' + 2y = 4 with y(0) = 1",
    task: 'ivp',
    expect: 'y = 2 - exp(-2*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y'' - 3y' + 2y = 0, y(0) = 0 and y'(0) = 1",
    task: 'ivp',
    expect: 'y = (exp(x) - 1)*exp(x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve y' = 2x given y(0) = 5",
    task: 'ivp',
    expect: 'y = x**2 + 5',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y' = -y, y(0) = 3",
    task: 'ivp',
    expect: 'y = 3*exp(-x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the initial value problem y'' + 4y = 0, y(0) = 2, y'(0) = 4",
    task: 'ivp',
    expect: 'y = 2*sin(2*x) + 2*cos(2*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y' + y = x with y(0) = 0",
    task: 'ivp',
    expect: 'y = x - 1 + exp(-x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y'' - y = 0, y(0) = 2 and y'(0) = 0",
    task: 'ivp',
    expect: 'y = exp(x) + exp(-x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'Solve dy/dx = 2xy given y(0) = 1',
    task: 'ivp',
    expect: 'y = exp(x**2)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y'' + 2y' + y = 0, y(0) = 1, y'(0) = 0",
    task: 'ivp',
    expect: 'y = (x + 1)*exp(-x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the initial value problem y' - y = 2, y(0) = 0",
    task: 'ivp',
    expect: 'y = 2*exp(x) - 2',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y'' = 6x with y(0) = 1, y'(0) = 2",
    task: 'ivp',
    expect: 'y = x**3 + 2*x + 1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y' = y^2, y(0) = 1",
    task: 'ivp',
    expect: 'y = -1/(x - 1)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve y'' - 4y = e^(2x) given y(0) = 0, y'(0) = 0",
    task: 'ivp',
    expect: 'y = (x/4 - 1/16)*exp(2*x) + exp(-2*x)/16',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y' = cos(x), y(0) = 1",
    task: 'ivp',
    expect: 'y = sin(x) + 1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the initial value problem y'' + 9y = 0, y(0) = 0, y'(0) = 3",
    task: 'ivp',
    expect: 'y = sin(3*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "solve y' + 3y = 6 with y(0) = 0",
    task: 'ivp',
    expect: 'y = 2 - 2*exp(-3*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y'' - 5y' + 6y = 0, y(0) = 1 and y'(0) = 0",
    task: 'ivp',
    expect: 'y = (3 - 2*exp(x))*exp(2*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve y' = x*y given y(0) = 2",
    task: 'ivp',
    expect: 'y = 2*exp(x**2/2)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y' = 4y, y(1) = 1",
    task: 'ivp',
    expect: 'y = exp(-4)*exp(4*x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve the initial value problem y'' + y = x, y(0) = 0, y'(0) = 2",
    task: 'ivp',
    expect: 'y = x + sin(x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: 'solve dy/dx = 3x^2 with y(1) = 2',
    task: 'ivp',
    expect: 'y = x**3 + 1',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "y' + y/x = x, y(1) = 1",
    task: 'ivp',
    expect: 'y = (x**3/3 + 2/3)/x',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 2 §4.5 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Solve y'' - 2y' + 2y = 0 given y(0) = 1, y'(0) = 1",
    task: 'ivp',
    expect: 'y = exp(x)*cos(x)',
    match: 'solution-family',
    source:
      'OpenStax Calculus Volume 3 §7.1 exercise style (CC BY-NC-SA 4.0; no text taken); numbers and phrasing written for Lemma',
  },
  {
    q: "Resuelve la ecuación diferencial y'' - 3y' + 2y = 0",
    task: 'ode',
    expect: 'y = (C1 + C2*exp(x))*exp(x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: "Resuelve la ecuación diferencial y' + 2y = 4",
    task: 'ode',
    expect: 'y = C1*exp(-2*x) + 2',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: "Encuentra la solución general de y'' + 4y = 0",
    task: 'ode',
    expect: 'y = C1*sin(2*x) + C2*cos(2*x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: "Resuelve y' = 3y con y(0) = 2",
    task: 'ivp',
    expect: 'y = 2*exp(3*x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: 'Resuelve la ecuación diferencial dy/dx = 2xy',
    task: 'ode',
    expect: 'y = C1*exp(x**2)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'es',
  },
  {
    q: "Löse die Differentialgleichung y'' - 3y' + 2y = 0",
    task: 'ode',
    expect: 'y = (C1 + C2*exp(x))*exp(x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: "Löse die Differentialgleichung y' + y = x",
    task: 'ode',
    expect: 'y = C1*exp(-x) + x - 1',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: "Bestimme die allgemeine Lösung von y'' + 2y' + y = 0",
    task: 'ode',
    expect: 'y = (C1 + C2*x)*exp(-x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: "Löse y' = -y mit y(0) = 3",
    task: 'ivp',
    expect: 'y = 3*exp(-x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: "Löse die Differentialgleichung y'' + 9y = 0",
    task: 'ode',
    expect: 'y = C1*sin(3*x) + C2*cos(3*x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'de',
  },
  {
    q: "Résoudre l'équation différentielle y'' - 3y' + 2y = 0",
    task: 'ode',
    expect: 'y = (C1 + C2*exp(x))*exp(x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: "Résous l'équation différentielle y' - 2y = 0",
    task: 'ode',
    expect: 'y = C1*exp(2*x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: "Trouver la solution générale de y'' + 4y = 0",
    task: 'ode',
    expect: 'y = C1*sin(2*x) + C2*cos(2*x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: "Résous y' = 3y avec y(0) = 2",
    task: 'ivp',
    expect: 'y = 2*exp(3*x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: "Résoudre l'équation différentielle y' + y = 1",
    task: 'ode',
    expect: 'y = C1*exp(-x) + 1',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'fr',
  },
  {
    q: "Решите дифференциальное уравнение y'' - 3y' + 2y = 0",
    task: 'ode',
    expect: 'y = (C1 + C2*exp(x))*exp(x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: "Решите дифференциальное уравнение y' + y = x",
    task: 'ode',
    expect: 'y = C1*exp(-x) + x - 1',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: "Найдите общее решение y'' + 4y = 0",
    task: 'ode',
    expect: 'y = C1*sin(2*x) + C2*cos(2*x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: "Решите y' = 3y при условии y(0) = 2",
    task: 'ivp',
    expect: 'y = 2*exp(3*x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: 'Решите дифференциальное уравнение dy/dx = 2xy',
    task: 'ode',
    expect: 'y = C1*exp(x**2)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ru',
  },
  {
    q: "解微分方程 y'' - 3y' + 2y = 0",
    task: 'ode',
    expect: 'y = (C1 + C2*exp(x))*exp(x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: "解微分方程 y' + 2y = 4",
    task: 'ode',
    expect: 'y = C1*exp(-2*x) + 2',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: "求微分方程 y'' + 4y = 0 的通解",
    task: 'ode',
    expect: 'y = C1*sin(2*x) + C2*cos(2*x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: "解微分方程 y' = 3y，满足 y(0) = 2",
    task: 'ivp',
    expect: 'y = 2*exp(3*x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: '解微分方程 dy/dx = 2xy',
    task: 'ode',
    expect: 'y = C1*exp(x**2)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'zh-CN',
  },
  {
    q: "微分方程式 y'' - 3y' + 2y = 0 を解け",
    task: 'ode',
    expect: 'y = (C1 + C2*exp(x))*exp(x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'ja',
  },
  {
    q: "Resolva a equação diferencial y'' + 4y = 0",
    task: 'ode',
    expect: 'y = C1*sin(2*x) + C2*cos(2*x)',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'pt',
  },
  {
    q: "Risolvi l'equazione differenziale y' + y = x",
    task: 'ode',
    expect: 'y = C1*exp(-x) + x - 1',
    match: 'solution-family',
    source: 'Written for Lemma, other languages; checked with SymPy',
    lang: 'it',
  },
];
