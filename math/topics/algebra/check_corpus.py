"""
Builds math/topics/algebra/corpus.ts: every expected answer is computed here with SymPy (independently of Lemma) and
printed in the topic's answer format. Run: python3 math/topics/algebra/check_corpus.py

Sources: OpenStax Elementary Algebra 2e, Intermediate Algebra 2e and College Algebra 2e (CC BY 4.0), exercises as
extracted in math/corpus/openstax/corpus.json (book, section and exercise number cited per item); the other items are
written for this corpus (marked "A1, original"), in three phrasings each: notation, words, a question.
"""
import json
import os
import sympy as sp

X = {c: sp.Symbol(c) for c in 'abcmnpqrstuvwxyz'}
OSX = 'CC BY 4.0'
ORIG = 'A1, original (CC BY 4.0 with Lemma)'


def P(s):
    """Parse a typed expression the way students type it (2x, x^2)."""
    from sympy.parsing.sympy_parser import parse_expr, standard_transformations, implicit_multiplication_application, convert_xor
    return parse_expr(s, local_dict=X, transformations=standard_transformations + (implicit_multiplication_application, convert_xor))


def eq(s):
    l, r = s.split('=')
    return sp.Eq(P(l), P(r))


def q(v):
    return str(sp.nsimplify(v))


# ---------------------------------------------------------------- formatting in the topic's answer format

def poly_text(p, x):
    """Engine text of a polynomial with integer coefficients: 2*x^2 - x + 4."""
    poly = sp.Poly(p, x)
    out = []
    for (k,), c in sorted(poly.terms(), key=lambda t: -t[0][0]):
        c = sp.Rational(c)
        mono = '' if k == 0 else (str(x) if k == 1 else f'{x}^{k}')
        a = abs(c)
        body = str(a) if k == 0 else (mono if a == 1 else f'{a}*{mono}')
        out.append(('-' if c < 0 else '+', body))
    if not out:
        return '0'
    s = ('-' if out[0][0] == '-' else '') + out[0][1]
    for sign, body in out[1:]:
        s += f' {sign} {body}'
    return s


def system(eqs):
    es = [eq(e) for e in eqs]
    vs = sorted(set().union(*[e.free_symbols for e in es]), key=str)
    sol = sp.solve(es, vs, dict=True)
    if not sol:
        return 'no solution'
    if len(sol) == 1 and len(sol[0]) < len(vs) or any(set(s.keys()) != set(vs) for s in sol):
        return 'infinitely many solutions'
    sol = sorted(sol, key=lambda s: [float(s[v]) for v in vs])
    return '; '.join(', '.join(f'{v} = {q(s[v])}' for v in vs) for s in sol)


def coeffs(src):
    src = src.split('=')[-1] if '=' in src else src
    e = P(src)
    x = sorted(e.free_symbols, key=str)[0]
    a, b, c = [sp.Rational(t) for t in sp.Poly(e, x).all_coeffs()]
    return a, b, c, x


def vertex(src):
    a, b, c, x = coeffs(src)
    h = -b / (2 * a)
    return f'({q(h)}, {q(a*h*h + b*h + c)})'


def axis(src):
    a, b, c, x = coeffs(src)
    return f'{x} = {q(-b / (2 * a))}'


def disc(src):
    a, b, c, x = coeffs(src)
    return q(b * b - 4 * a * c)


def extremum(src, want):
    a, b, c, x = coeffs(src)
    h = -b / (2 * a)
    if want == 'max' and a > 0:
        return 'no maximum'
    if want == 'min' and a < 0:
        return 'no minimum'
    return q(a * h * h + b * h + c)


def vertex_form(src):
    a, b, c, x = coeffs(src)
    h = -b / (2 * a)
    k = c - b * b / (4 * a)
    assert sp.expand(a * (x - h) ** 2 + k - (a * x**2 + b * x + c)) == 0
    coef = '' if a == 1 else '-' if a == -1 else f'{q(a)}*'
    sq = f'{x}^2' if h == 0 else f'({x} {"-" if h > 0 else "+"} {q(abs(h))})^2'
    tail = '' if k == 0 else f' {"+" if k > 0 else "-"} {q(abs(k))}'
    return f'{coef}{sq}{tail}'


def cnum(z):
    re_, im = sp.re(z), sp.im(z)
    if im == 0:
        return q(re_)
    mag = 'i' if abs(im) == 1 else f'{q(abs(im))}i'
    if re_ == 0:
        return ('-' if im < 0 else '') + mag
    return f'{q(re_)} {"-" if im < 0 else "+"} {mag}'


def roots(src, style='list'):
    s = src if '=' in src else src + ' = 0'
    if s.count('=') == 2:
        s = s.split('=', 1)[1]
    e = eq(s)
    x = sorted(e.free_symbols, key=str)[0]
    rs = sp.solve(e, x)
    rs = sorted(set(rs), key=lambda z: (sp.im(z) != 0, float(sp.re(z)), float(sp.im(z))))
    items = [cnum(r) for r in rs]
    return ', '.join(items) if style == 'list' else ', '.join(f'{x} = {t}' for t in items)


def divide(p, d):
    pe, de = P(p), P(d)
    x = sorted(pe.free_symbols | de.free_symbols, key=str)[0]
    qu, r = sp.div(pe, de, x)
    qt = poly_text(qu, x)
    if r == 0:
        return qt
    neg = sp.Poly(r, x).LC() < 0
    rr = -r if neg else r
    rt = poly_text(rr, x)
    rt = f'({rt})' if sp.Poly(rr, x).degree() > 0 else rt
    return f'{qt} {"-" if neg else "+"} {rt}/({poly_text(de, x)})'


def remainder(p, d):
    pe, de = P(p), P(d)
    x = sorted(pe.free_symbols | de.free_symbols, key=str)[0]
    return q(sp.rem(pe, de, x))


def is_factor(d, p):
    pe, de = P(p), P(d)
    x = sorted(pe.free_symbols | de.free_symbols, key=str)[0]
    return 'yes' if sp.rem(pe, de, x) == 0 else 'no'


def solve_eq(s, x='x'):
    v = X[x]
    if s == 'x/(x-2) = 2/(x-2) + 1':
        # SymPy's solveset returns EmptySet here, which is wrong (x = 3 gives 3 = 3): the two sides agree wherever they
        # are defined; checked by substitution at every sample point and by the excluded value x = 2
        e = eq(s)
        assert all(e.subs(v, t) == True for t in [-3, 0, 1, 3, sp.Rational(7, 2), 10])
        assert sp.simplify(e.lhs - e.rhs) == 0
        return 'all real numbers except 2'
    if '<' in s or '>' in s:
        parts = s.replace('<=', '≤').replace('>=', '≥')
        import re
        toks = re.split(r'(≤|≥|<|>)', parts)
        rels = []
        for i in range(0, len(toks) - 2, 2):
            l, op, r = P(toks[i]), toks[i + 1], P(toks[i + 2])
            rels.append({'≤': l <= r, '≥': l >= r, '<': l < r, '>': l > r}[op])
        sol = sp.solve_univariate_inequality(sp.And(*rels) if len(rels) > 1 else rels[0], v, relational=False) if len(rels) == 1 else sp.Intersection(*[sp.solve_univariate_inequality(r, v, relational=False) for r in rels])
        return interval_text(sol)
    e = eq(s)
    sols = sp.solveset(e, v, sp.S.Reals)
    if sols == sp.S.Reals:
        return 'all real numbers'
    if sols == sp.S.EmptySet:
        return 'no solution'
    return ', '.join(f'{x} = {q(t)}' for t in sorted(sols, key=float))


def interval_text(s):
    if s == sp.S.Reals:
        return 'all real numbers'
    if s == sp.S.EmptySet:
        return 'no solution'
    ivs = s.args if isinstance(s, sp.Union) else [s]
    out = []
    for iv in ivs:
        lo = '-inf' if iv.start == -sp.oo else q(iv.start)
        hi = 'inf' if iv.end == sp.oo else q(iv.end)
        out.append(f'{"(" if iv.left_open else "["}{lo}, {hi}{")" if iv.right_open else "]"}')
    return ' U '.join(out)


# ---------------------------------------------------------------- the items

def osx(book, sec, ex):
    return f'OpenStax {book}, §{sec}, ex. {ex} ({OSX})'


EA, IA, CA = 'Elementary Algebra 2e', 'Intermediate Algebra 2e', 'College Algebra 2e'
ITEMS = []


def add(qs, task, expect, source, lang=None):
    for qq in ([qs] if isinstance(qs, str) else qs):
        it = {'q': qq, 'task': task, 'expect': expect, 'source': source}
        if lang:
            it['lang'] = lang
        ITEMS.append(it)


# systems: OpenStax exercises as printed, then originals in three phrasings
for qq, eqs, src in [
    ('Solve the system by graphing: x-3y = -3, x+y = 5.', ['x-3y = -3', 'x+y = 5'], osx(EA, '5.1', '5.3')),
    ('Solve each system by graphing: y = -1, x+3y = 6.', ['y = -1', 'x+3y = 6'], osx(EA, '5.1', '5.11')),
    ('Solve the system by substitution. 2x-y = 1, y = -3x-6', ['2x-y = 1', 'y = -3x-6'], osx(EA, '5.2', '5.98')),
    ('Solve the system by substitution. 2x-3y = 12, -12y+8x = 48', ['2x-3y = 12', '-12y+8x = 48'], osx(EA, '5.2', '5.107')),
    ('Solve the systems of equations by substitution. 2x+3y = 3, y = -x+3', ['2x+3y = 3', 'y = -x+3'], osx(EA, '5.2', '5.125')),
    ('Solve the systems of equations by substitution. 4x+2y = 8, 8x-y = 1', ['4x+2y = 8', '8x-y = 1'], osx(EA, '5.2', '5.143')),
    ('Solve the system by elimination. 4x+y = -5, -2x-2y = -2', ['4x+y = -5', '-2x-2y = -2'], osx(EA, '5.3', '5.175')),
    ('Solve the systems of equations by elimination. 5x+2y = 1, -5x-4y = -7', ['5x+2y = 1', '-5x-4y = -7'], osx(EA, '5.3', '5.203')),
    ('Solve the system by elimination: 3x+y = 5, 2x-3y = 7.', ['3x+y = 5', '2x-3y = 7'], osx(IA, '4.1', '4.17')),
    ('Solve the systems of equations by substitution. 4x+y = 10, x-2y = -20', ['4x+y = 10', 'x-2y = -20'], osx(IA, '4.1', '4.65')),
    ('Solve the system by elimination: 4x+y+z = -1, -2x-2y+z = 2, 2x+3y-z = 1.', ['4x+y+z = -1', '-2x-2y+z = 2', '2x+3y-z = 1'], osx(IA, '4.4', '4.225')),
    ('Solve the system of equations. x-2y+2z = 1, -2x+y-z = 2, x-y+z = 5', ['x-2y+2z = 1', '-2x+y-z = 2', 'x-y+z = 5'], osx(IA, '4.4', '4.255')),
    ('Solve each system of equations using a matrix. 2x+5y = 4, 3y-z = 3, 4x+3z = -3', ['2x+5y = 4', '3y-z = 3', '4x+3z = -3'], osx(IA, '4.5', '4.307')),
    ('Solve each system of equations using Cramer’s Rule. x-3y = -9, 2x+5y = 4', ['x-3y = -9', '2x+5y = 4'], osx(IA, '4.6', '4.357')),
    ('Solve the systems of equations by substitution. y = -(1/3)x+2, x+3y = 6', ['y = -(1/3)x+2', 'x+3y = 6'], osx(IA, '4.7', '4.461')),
    ('Solve the following system of equations by substitution. x = y+3, 4 = 3x-2y', ['x = y+3', '4 = 3x-2y'], osx(CA, '7.1', 'Try It #3')),
    ('Solve the system of three equations in three variables. x+y+z = 2, y-3z = 1, 2x+y+5z = 0', ['x+y+z = 2', 'y-3z = 1', '2x+y+5z = 0'], osx(CA, '7.2', 'Try It #3')),
    ('Solve the system of nonlinear equations. x^2+y^2 = 10, x-3y = -10', ['x^2+y^2 = 10', 'x-3y = -10'], osx(CA, '7.3', 'Try It #2')),
    ('Solve the system by Gaussian elimination. 2x-3y = -9, 5x+4y = 58', ['2x-3y = -9', '5x+4y = 58'], osx(CA, '7.6', '28')),
    ('Solve the system of linear equations using Cramer’s Rule. 4x-3y = -3, 2x+6y = -4', ['4x-3y = -3', '2x+6y = -4'], osx(CA, '7.8', '37')),
]:
    add(qq, 'system', system(eqs), src)
for eqs in [['x + y = 5', 'x - y = 1'], ['2x + 3y = 12', 'x - y = 1'], ['3a + 2b = 16', 'a - b = 2'], ['x + y + z = 6', 'x - y + z = 2', '2x + y - z = 1'], ['2x - y = 4', '6x - 3y = 12'], ['x + 2y = 3', '2x + 4y = 7']]:
    add([' and '.join(eqs), f'Solve the system: {", ".join(eqs)}', f'What is the solution of the system {"; ".join(eqs)}?', '{' + '; '.join(eqs) + '}', f'solve for {" and ".join(sorted({c for e in eqs for c in e if c.isalpha()}))}: {", ".join(eqs)}'], 'system', system(eqs), ORIG)

# quadratics
for src, tasks in [
    ('y = x^2 - 4x + 3', ['vertex', 'axis', 'min']), ('y = 2x^2 + 8x - 1', ['vertex', 'axis']), ('f(x) = -x^2 + 4x + 1', ['vertex', 'max', 'maxmin']),
    ('y = x^2 + 6x + 5', ['vertex', 'cs']), ('y = 3x^2 - 12x + 7', ['axis', 'min', 'cs']), ('f(x) = -2x^2 + 4x + 5', ['vertex', 'cs', 'max']),
    ('x^2 - 10x + 21', ['cs', 'disc']), ('2x^2 + 3x - 5', ['disc']), ('x^2 - 6x + 13', ['disc']), ('x^2 + 4x + 4', ['disc']), ('3x^2 - 5x + 1', ['disc']),
]:
    body = src.split('=', 1)[1].strip() if '=' in src else src
    for t in tasks:
        if t == 'vertex':
            add([f'Find the vertex of {src}', f'vertex of the parabola {src}', f'What is the vertex of {src}?'], 'vertex', vertex(src), ORIG)
        if t == 'axis':
            add([f'axis of symmetry of {src}', f'Find the axis of symmetry of the parabola {src}'], 'axis', axis(src), ORIG)
        if t == 'min':
            add([f'minimum value of {src}', f'What is the minimum value of {src}?'], 'extremum', extremum(src, 'min'), ORIG)
        if t == 'max':
            add([f'maximum value of {src}', f'What is the maximum value of {src}?'], 'extremum', extremum(src, 'max'), ORIG)
        if t == 'maxmin':
            add([f'Find the minimum value of {src}'], 'extremum', extremum(src, 'min'), ORIG)
        if t == 'cs':
            add([f'Complete the square: {body}', f'Write {src} in vertex form', f'complete the square for {body}'], 'complete-square', vertex_form(body), ORIG)
        if t == 'disc':
            add([f'discriminant of {body}', f'What is the discriminant of {body} = 0?', f'Find the discriminant of {body} and describe the roots'], 'discriminant', disc(body), ORIG)
for qq, s, style, src in [
    ('Solve 3y^2-5y+2 = 0 by using the Quadratic Formula.', '3y^2-5y+2 = 0', 'solve', osx(EA, '10.3', '10.153')),
    ('Solve by completing the square: a^2+4a+9 = 30.', 'a^2+4a+9 = 30', 'solve', osx(IA, '9.2', '9.99')),
    ('Solve by using the Quadratic Formula: b^2+24 = -10b.', 'b^2+24 = -10b', 'solve', osx(IA, '9.3', '9.156')),
]:
    add(qq, 'roots', roots(s, style), src)
for s in ['x^2 - 6x + 13 = 0', 'x^2 - 5x + 6 = 0', 'x^2 + 2x + 5 = 0', '2x^2 - 7x + 3 = 0', 'x^2 + 4x + 13 = 0', 'x^3 - 6x^2 + 11x - 6 = 0']:
    add([f'roots of {s}', f'What are the zeros of {s.split(" =")[0]}?'], 'roots', roots(s), ORIG)
    add([f'What are the solutions of {s}?'], 'roots', roots(s, 'solve'), ORIG)
for s, m in [('x^2 - 5x + 6 = 0', 'by factoring'), ('x^2 + 6x + 5 = 0', 'by completing the square'), ('2x^2 + 3x - 2 = 0', 'using the quadratic formula'), ('x^2 - 4x + 8 = 0', 'using the quadratic formula')]:
    add([f'solve {s} {m}', f'Solve {m}: {s}'], 'roots', roots(s, 'solve'), ORIG)

# polynomial division, remainder and factor theorems
add('Use the Remainder Theorem to find the remainder when f(x) = x^3-7x+12 is divided by x+3.', 'remainder', remainder('x^3-7x+12', 'x+3'), osx(IA, '5.4', '5.377'))
add('Divide each polynomial by the binomial. (125y^3-64)/(5y-4)', 'divide', divide('125y^3-64', '5y-4'), osx(IA, '5.4', '5.407'))
for p, d in [('x^3 - 2x^2 + 3', 'x - 1'), ('x^3 - 8', 'x - 2'), ('2x^3 + 3x^2 - x + 5', 'x^2 + 1'), ('x^2 + 5x + 6', 'x + 2'), ('x^4 - 1', 'x - 1'), ('3x^3 - 2x + 4', 'x + 1'), ('x^3 + 2x^2 - 5x - 6', 'x - 2')]:
    add([f'Divide {p} by {d}', f'divide ({p}) by ({d})', f'What is ({p}) ÷ ({d})?', f'Use synthetic division to divide {p} by {d}' if d.count('x') == 1 and '^' not in d else f'Use long division to divide {p} by {d}'], 'divide', divide(p, d), ORIG)
for p, d in [('x^3 + 2x - 5', 'x - 2'), ('x^4 - 3x^2 + 2', 'x + 1'), ('2x^3 - x + 7', 'x - 3'), ('x^3 - 1', 'x^2 + 1')]:
    add([f'find the remainder when {p} is divided by {d}', f'What is the remainder when {p} is divided by {d}?', f'Use the remainder theorem to find the remainder when {p} is divided by {d}'], 'remainder', remainder(p, d), ORIG)
for d, p in [('x - 1', 'x^3 - 1'), ('x + 2', 'x^3 - 1'), ('x - 3', 'x^3 - 27'), ('x + 1', 'x^4 + 1'), ('x - 2', 'x^3 - 3x^2 + 4')]:
    add([f'Is {d} a factor of {p}?', f'Determine whether {d} is a factor of {p}'], 'is-factor', is_factor(d, p), ORIG)

# equations and inequalities named in words
for qq, s, x, src in [
    ('Solve each equation. 5(y-6)-4y = -6', '5(y-6)-4y = -6', 'y', osx(EA, '2.1', '2.59')),
    ('Solve each linear equation. -3-(m-1) = 13', '-3-(m-1) = 13', 'm', osx(EA, '2.4', '2.351')),
    ('Solve each equation with fraction coefficients. 2 = (3/5)x-(1/3)x+(2/5)x', '2 = (3/5)x-(1/3)x+(2/5)x', 'x', osx(EA, '2.5', '2.439')),
    ('Solve each equation with decimal coefficients. 0.48x+1.56 = 0.58x-0.64', '48x/100+156/100 = 58x/100-64/100', 'x', osx(EA, '2.5', '2.475')),
    ('Solve each linear equation. 4(p-4)-(p+7) = 5(p-3)', '4(p-4)-(p+7) = 5(p-3)', 'p', osx(IA, '2.1', '2.49')),
    ('Solve each equation with fraction coefficients. (7u-1)/4-1 = (4u+8)/5', '(7u-1)/4-1 = (4u+8)/5', 'u', osx(IA, '2.1', '2.89')),
    ('Solve each rational equation. (-10)/(q-2)-7/(q+4) = 1', '(-10)/(q-2)-7/(q+4) = 1', 'q', osx(IA, '7.4', '7.295')),
    ('Solve each equation. 3^(x+3) = 9', '3^(x+3) = 9', 'x', osx(IA, '10.2', '10.131')),
    ('Solve each logarithmic equation. log_3(x^2+2) = 3', 'log(x^2+2, 3) = 3', 'x', osx(IA, '10.3', '10.261')),
    ('Use like bases to solve the exponential equation. 2^(-3n)*(1/4) = 2^(n+2)', '2^(-3n)*(1/4) = 2^(n+2)', 'n', osx(CA, '6.6', '15')),
]:
    add(qq, 'equation', solve_eq(s, x), src)
for s in ['1/(x-1) = 2/(x^2-1)', 'x/(x-2) = 2/(x-2) + 1', '3/x + 1/2 = 2', 'sqrt(x+2) = x', 'sqrt(2x+3) = x', '3^(x+1) = 81', '2^(2x-1) = 8', 'log(x+1, 2) = 3', '|2x - 1| = 5', '2x + 3 = 2x + 5', '3(x+1) = 3x + 3', '-3 < 2x + 1 <= 7', '|2x - 1| < 5', '1 <= 3 - x < 4']:
    kind = ('rational' if '/(' in s or '/x' in s else 'radical' if 'sqrt' in s else 'exponential' if '^(' in s else 'logarithmic' if 'log' in s else 'absolute value' if '|' in s else 'compound' if s.count('<') == 2 else 'linear')
    noun = 'inequality' if '<' in s else 'equation'
    ps = s.replace('log(x+1, 2)', 'log_2(x+1)')
    exp = solve_eq(s.replace('|2x - 1|', 'Abs(2x - 1)'), 'x')
    add([f'Solve the {kind} {noun} {ps}', f'Solve the {noun}: {ps}'], 'equation', exp, ORIG)
    if noun == 'equation':
        add([f'Find all real solutions of the equation {ps}'], 'roots', 'no real solution' if exp == 'no solution' and False else exp, ORIG)

# identity / contradiction / conditional (the classification of OpenStax Intermediate Algebra 2e §2.1)
def classify(s, x='x'):
    sol = solve_eq(s, x)
    kind = 'identity' if sol == 'all real numbers' else 'contradiction' if sol == 'no solution' else 'conditional'
    return f'{kind}: {sol}'


for s, x in [('2x + 3 = 2x + 5', 'x'), ('3(x+1) = 3x + 3', 'x'), ('4(y - 2) = 2y + 6', 'y'), ('5(m + 2) - 3m = 2(m + 5)', 'm'), ('7 - 2(n + 1) = 5 - 2n + 1', 'n')]:
    add([f'Classify each equation as a conditional equation, an identity, or a contradiction and then state the solution. {s}',
         f'Is {s} an identity, a contradiction, or a conditional equation?'], 'classify', classify(s, x), ORIG)

# change of base
def change_of_base(b, x, common=False):
    fn = 'log' if common else 'ln'
    bb, xx = sp.nsimplify(b), sp.nsimplify(x)
    assert abs(float(sp.log(xx, bb)) - float(sp.log(xx) / sp.log(bb))) < 1e-12
    return f'{fn}({x})/{fn}({b})'


add('Change log_(0.5)8 to a quotient of natural logarithms.', 'change-of-base', change_of_base('0.5', '8'), osx(CA, '6.5', 'Try It #13'))
for b, x in [('3', '7'), ('2', '10'), ('5', '20')]:
    add([f'Use the change of base formula to evaluate log_{b}({x})', f'evaluate log base {b} of {x} using the change of base formula', f'change of base: log_{b} {x}'], 'change-of-base', change_of_base(b, x), ORIG)
    add([f'rewrite log_{b}({x}) using common logarithms'], 'change-of-base', change_of_base(b, x, True), ORIG)

# other languages
for qq, lang, task, exp in [
    ('Resuelve el sistema: x + y = 5, x - y = 1', 'es', 'system', system(['x + y = 5', 'x - y = 1'])),
    ('Encuentra el vértice de y = x^2 - 4x + 3', 'es', 'vertex', vertex('y = x^2 - 4x + 3')),
    ('¿Cuál es el discriminante de 2x^2 + 3x - 5?', 'es', 'discriminant', disc('2x^2 + 3x - 5')),
    ('Halla el resto de dividir x^3 + 2x - 5 entre x - 2', 'es', 'remainder', remainder('x^3 + 2x - 5', 'x - 2')),
    ('Löse das Gleichungssystem: 2x + 3y = 12, x - y = 1', 'de', 'system', system(['2x + 3y = 12', 'x - y = 1'])),
    ('Bestimme den Scheitelpunkt von y = x^2 - 4x + 3', 'de', 'vertex', vertex('y = x^2 - 4x + 3')),
    ('Dividiere x^3 - 2x^2 + 3 durch x - 1', 'de', 'divide', divide('x^3 - 2x^2 + 3', 'x - 1')),
    ('Résoudre le système : x + y = 5, x - y = 1', 'fr', 'system', system(['x + y = 5', 'x - y = 1'])),
    ('Calculer le discriminant de 2x^2 + 3x - 5', 'fr', 'discriminant', disc('2x^2 + 3x - 5')),
    ('Trouver les racines de x^2 - 6x + 13 = 0', 'fr', 'roots', roots('x^2 - 6x + 13 = 0')),
    ('Решите систему: x + y = 5, x - y = 1', 'ru', 'system', system(['x + y = 5', 'x - y = 1'])),
    ('Найдите остаток от деления x^3 + 2x - 5 на x - 2', 'ru', 'remainder', remainder('x^3 + 2x - 5', 'x - 2')),
    ('Найдите вершину параболы y = x^2 - 4x + 3', 'ru', 'vertex', vertex('y = x^2 - 4x + 3')),
    ('求 y = x^2 - 4x + 3 的顶点', 'zh-CN', 'vertex', vertex('y = x^2 - 4x + 3')),
    ('求 x^2 - 6x + 13 = 0 的根', 'zh-CN', 'roots', roots('x^2 - 6x + 13 = 0')),
    ('求 2x^2 + 3x - 5 的判别式', 'zh-CN', 'discriminant', disc('2x^2 + 3x - 5')),
]:
    add(qq, task, exp, ORIG, lang)


def ts(items):
    lines = [
        '/**',
        ' * The algebra corpus (issue #21), generated by check_corpus.py: every expected answer computed with SymPy and printed',
        ' * in the topic\'s answer format. OpenStax items cite book, section and exercise (CC BY 4.0); the others are original.',
        ' */',
        "import type { TopicCorpusItem } from '@lemma/math';",
        '',
        'export const CORPUS: TopicCorpusItem[] = [',
    ]
    for it in items:
        lines.append('  ' + json.dumps(it, ensure_ascii=False) + ',')
    lines.append('];')
    return '\n'.join(lines) + '\n'


if __name__ == '__main__':
    here = os.path.dirname(os.path.abspath(__file__))
    open(os.path.join(here, 'corpus.ts'), 'w').write(ts(ITEMS))
    from collections import Counter
    print(len(ITEMS), Counter(i['task'] for i in ITEMS), Counter(i.get('lang', 'en') for i in ITEMS))
