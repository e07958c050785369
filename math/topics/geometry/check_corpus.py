#!/usr/bin/env python3
"""Checks the expected answers of a T3 topic corpus (geometry, coordinate-geometry, units) with SymPy.

Usage: python3 math/topics/geometry/check_corpus.py [topic ...]   (default: geometry coordinate-geometry units)

Each corpus item carries `expect` (the answer text Lemma must show) and `check`, a SymPy expectation computed
independently of Lemma's code:
  num:EXPR      the answer (unit, °, %, $ stripped) equals EXPR exactly
  approx:EXPR   the answer is EXPR rounded (relative error < 5e-10 or to the cent for money)
  bool:EXPR     the answer is yes exactly when EXPR is true
  point:(X, Y)  the answer is the point (X, Y)
  points:[(X, Y), ...]  the answer lists these points
  line:P1;P2    the answer is an equation of the line through sympy points P1 and P2 (any form)
  linem:P;M     the answer is an equation of the line through P with slope M
  circle:H;K;R  the answer is "center (H, K), radius R"
  ratio:A;B...  the answer is A:B:...
  eq:X          the answer is "v = X" for the one variable v
  str:PY        the answer is the string PY evaluates to (datetime arithmetic for clock times)
  change:EXPR   the answer is "|EXPR|% increase/decrease" with the sign of EXPR
  money:EXPR    the answer is $EXPR rounded half up to the cent
  minutes:EXPR  the answer "3 h 35 min" / "215 min" is EXPR minutes
  slopeint:LINE the answer is "slope M, y-intercept (0, B)" of the sympy Line LINE
Exit status 1 when any item fails.
"""
from sympy import *  # noqa: F401,F403
import json, re, subprocess, sys, datetime  # after sympy: its `re` (real part) must not shadow the regex module
from sympy import sympify, Rational, simplify, N, Point, Line, symbols

x, y = symbols('x y')
ROOT = __file__.rsplit('/math/', 1)[0]


def load(topic):
    code = f"import('./math/topics/{topic}/corpus.ts').then(m => console.log(JSON.stringify(m.CORPUS)))"
    out = subprocess.run([f'{ROOT}/node_modules/.bin/tsx', '-e', code], cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def body(s):
    s = s.strip().replace('$', '').replace('°', '').replace('%', '')
    m = re.match(r'^(\S+)(?:\s+[A-Za-z°µ][\w^/ ]*)?$', s)
    return m.group(1) if m else s


def S(e):
    return sympify(e.replace('^', '**'), locals={'pi': pi})


def eq_expr(text):
    l, r = text.split('=')
    return S(l) - S(r)


def check(item):
    kind, _, spec = item['check'].partition(':')
    exp = item['expect']
    if kind == 'num':
        return simplify(S(body(exp)) - eval(spec)) == 0
    if kind == 'approx':
        want = N(eval(spec), 30)
        got = sympify(body(exp))
        return abs(got - want) <= max(abs(want) * 5e-10, 0.005 if '$' in exp else 0)
    if kind == 'bool':
        return (exp == 'yes') == bool(eval(spec))
    if kind == 'point':
        return S(exp) == tuple(eval(spec)) if exp.startswith('(') else False
    if kind == 'points':
        got = [tuple(S(p)) for p in re.findall(r'\([^)]*\)', exp)]
        return got == [tuple(p) for p in eval(spec)]
    if kind in ('line', 'linem'):
        a, b = spec.split(';')
        P = eval(a)
        L = Line(P, eval(b)) if kind == 'line' else Line(P, slope=eval(b))
        F = expand(eq_expr(exp))
        G = expand(L.equation(x, y))
        ratio = simplify(F / G)
        return ratio.is_number and ratio != 0
    if kind == 'circle':
        h, k, r = (eval(t) for t in spec.split(';'))
        m = re.match(r'^center \((.+), (.+)\), radius (.+)$', exp)
        return bool(m) and simplify(S(m.group(1)) - h) == 0 and simplify(S(m.group(2)) - k) == 0 and simplify(S(m.group(3)) - r) == 0
    if kind == 'ratio':
        return [int(t) for t in exp.split(':')] == [int(eval(t)) for t in spec.split(';')]
    if kind == 'eq':
        return simplify(S(exp.split('=')[1]) - eval(spec)) == 0
    if kind == 'str':
        return exp == eval(spec)
    if kind == 'change':
        v = eval(spec)
        m = re.match(r'^(\S+)% (increase|decrease)$', exp)
        return bool(m) and simplify(S(m.group(1)) - abs(v)) == 0 and (m.group(2) == 'increase') == (v > 0)
    if kind == 'money':
        cents = floor(eval(spec) * 100 + Rational(1, 2))
        return Rational(body(exp)) * 100 == cents
    if kind == 'minutes':
        m = re.match(r'^(?:(\d+) h)?\s*(?:(\d+) min)?$', exp)
        return bool(m) and int(m.group(1) or 0) * 60 + int(m.group(2) or 0) == eval(spec)
    if kind == 'slopeint':
        L = eval(spec)
        m = re.match(r'^slope (\S+), y-intercept \(0, (\S+)\)$', exp)
        return bool(m) and S(m.group(1)) == L.slope and S(m.group(2)) == L.intersection(Line(Point(0, 0), Point(0, 1)))[0].y
    raise ValueError(f'unknown check kind {kind}')


def clock(h, m, delta, twelve=True):
    t = datetime.datetime(2000, 1, 1, h, m) + datetime.timedelta(minutes=delta)
    return t.strftime('%-I:%M %p') if twelve else t.strftime('%H:%M')


def main():
    topics = sys.argv[1:] or ['geometry', 'coordinate-geometry', 'units']
    bad = 0
    for topic in topics:
        items = load(topic)
        for it in items:
            try:
                ok = check(it)
            except Exception as e:  # noqa: BLE001
                ok = False
                print('ERROR', it['q'], e)
            if not ok:
                bad += 1
                print('FAIL', topic, it['q'], '->', it['expect'], '|', it['check'])
        print(f'{topic}: {len(items)} items checked')
    print('all expected answers check out' if not bad else f'{bad} failing')
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
