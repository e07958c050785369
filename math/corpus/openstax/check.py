"""SymPy check of the book's answers: `normalize_answer(answer_text, question)` parses an OpenStax answer (already
converted to plain text by mathml.py) and returns its normalized, machine-comparable form, or raises Unsupported.

Shapes (all values are strings in Lemma's plain syntax: ^, sqrt, ln (natural), log (base 10), pi, e, i, inf):
  {'kind': 'expr',      'value': '3/4', 'approx': 0.75}        a number or an expression (approx when constant)
  {'kind': 'solutions', 'var': 'x', 'values': ['-2', '3']}     the solution set of an equation (sorted, distinct)
  {'kind': 'point',     'values': ['2', '3']}                  an ordered pair/triple (a system's solution, a point)
  {'kind': 'equation',  'lhs': 'y', 'rhs': '2*x + 3'}          an equation as the answer (a line, a formula)
  {'kind': 'intervals', 'var': 'x', 'intervals': [['-inf', '4', False, True]]}   a solution set of an inequality
  {'kind': 'none'}  no solution / empty set;   {'kind': 'all'}  every real number
  {'kind': 'infinite'}  a dependent system (infinitely many solutions);  {'kind': 'no-real'}  no real solution
"""
import re

import sympy as sp
from sympy.parsing.sympy_parser import (convert_xor, implicit_multiplication_application, parse_expr,
                                        standard_transformations)

from mathml import Unsupported

T = standard_transformations + (implicit_multiplication_application, convert_xor)
FUNCS = {'theta', 'sqrt', 'cbrt', 'root', 'sin', 'cos', 'tan', 'sec', 'csc', 'cot', 'log', 'ln', 'abs', 'inf', 'pi',
         'arcsin', 'arccos', 'arctan', 'exp'}
NONE = re.compile(r'^(?:no solution|∅|\{\s*\}|the system has no solution|inconsistent)\.?$', re.I)
ALL = re.compile(r'^(?:all real numbers|ℝ|every real number)\.?$', re.I)
INFINITE = re.compile(r'^(?:(?:there are )?infinitely many solutions|the system is dependent)\.?$', re.I)
NO_REAL = re.compile(r'^no real (?:solutions?|roots?|zeros?)\.?$', re.I)


# 'The 40th percentile is 37 years' / 'The mean is approximately 5.2' -> the number (statistics answers)
SENTENCE = re.compile(r'(?:the |a |an )?[a-z0-9 \-()]{2,60}? (?:is|equals|are|was|would be|will be) (?:about |approximately |'
                      r'≈ )?(-?\$?[\d.,]+%?)(?: [a-z]+)?\.?', re.I)


ASKS_EQUATION = re.compile(r'equation|formula|write|translate|express|form\b|asymptote|line|function|rewrite|'
                           r'inverse|model|rule|term', re.I)


class root(sp.Function):
    """root(x, n): the real n-th root (odd n: of negatives too); stays unevaluated for symbols so it prints as typed."""
    nargs = 2

    @classmethod
    def eval(cls, x, n):
        if x.is_number and n.is_number:
            return sp.real_root(x, n)
        return None


class cbrt(sp.Function):
    """cbrt(x): the real cube root, printed as typed."""
    nargs = 1

    @classmethod
    def eval(cls, x):
        return sp.real_root(x, 3) if x.is_number else None


def local_dict():
    d = {c: sp.Symbol(c) for c in 'abcdfghjklmnopqrstuvwxyzABCDFGHJKLMNOPQRSTUVWXYZ'}
    d.update({'e': sp.E, 'i': sp.I, 'pi': sp.pi, 'inf': sp.oo, 'ln': sp.log, 'sqrt': sp.sqrt, 'abs': sp.Abs,
              'log': lambda x, b=10: sp.log(x, b), 'cbrt': cbrt, 'root': root, 'sin': sp.sin, 'cos': sp.cos, 'tan': sp.tan, 'sec': sp.sec,
              'csc': sp.csc, 'cot': sp.cot, 'arcsin': sp.asin, 'arccos': sp.acos, 'arctan': sp.atan, 'exp': sp.exp,
              'theta': sp.Symbol('theta'), 'E': sp.Symbol('E'), 'I': sp.Symbol('I'), 'S': sp.Symbol('S'), 'N': sp.Symbol('N'),
              'Q': sp.Symbol('Q'), 'O': sp.Symbol('O')})
    return d


def sym(text):
    """Parses plain student text with SymPy (implicit multiplication, ^ as power); raises Unsupported."""
    t = text.strip().rstrip('.')
    t = t.replace('$', '').replace('−', '-').replace('π', 'pi').replace('·', '*')
    t = re.sub(r'(\d),(\d{3})(?!\d)', r'\1\2', t)
    t = re.sub(r'log_\(([^()]*)\)\s*\(([^()]*)\)', r'log(\2, \1)', t)
    t = re.sub(r'log_\(([^()]*)\)\s*([\w.]+)', r'log(\2, \1)', t)
    if 'log_(' in t:
        raise Unsupported('answer-does-not-parse')
    if re.search(r'(?:sin|cos|tan|sec|csc|cot)\s*[\dθ]', t):
        raise Unsupported('function-argument-without-parentheses')
    t = t.replace('θ', ' theta ')
    t = re.sub(r'([\d)a-z])(sin|cos|tan|sec|csc|cot|ln|log|sqrt|cbrt|root)\b', r'\1*\2', t)
    t = re.sub(r'log_(\w+)\s+([\w.]+)', r'log_\1(\2)', t)
    t = re.sub(r'log_(\w+)\s*\(', r'log_base(\1)(', t)
    if re.search(r'log_base', t):
        t = re.sub(r'log_base\((\w+)\)\(([^()]*)\)', r'log(\2, \1)', t)
    if re.search(r'\d\s+\d', t):
        raise Unsupported('several-values')
    pct = t.endswith('%')
    t = t.rstrip('%')
    words = [w for w in re.findall(r'[A-Za-z]{2,}', t) if w not in FUNCS]
    if words or re.search(r'[^\w\s+\-*/^().,]', t):
        raise Unsupported('wordy-or-unknown-answer')
    try:
        e = parse_expr(t, local_dict=local_dict(), transformations=T, evaluate=True)
    except Exception:
        raise Unsupported('answer-does-not-parse')
    if isinstance(e, tuple) or not isinstance(e, sp.Expr):
        raise Unsupported('answer-not-an-expression')
    return e / 100 if pct else e


def lemma(e):
    """A SymPy expression in Lemma's plain syntax."""
    s = sp.sstr(e)
    s = re.sub(r'\boo\b', 'inf', s.replace('**', '^'))
    s = re.sub(r'\blog\(', 'ln(', s)
    s = re.sub(r'\bE\b', 'e', s)
    s = re.sub(r'\bI\b', 'i', s)
    s = re.sub(r'\bAbs\(', 'abs(', s)
    s = re.sub(r'(\d\.\d*?)0+\b', r'\1', s)
    return re.sub(r'(\d)\.(?!\d)', r'\1', s)


def expr_form(e):
    out = {'kind': 'expr', 'value': lemma(e)}
    if not e.free_symbols:
        v = complex(sp.N(e, 15))
        if abs(v.imag) > 1e-12:
            raise Unsupported('complex-answer')
        out['approx'] = float(v.real)
    return out


def split_top(text, seps=(',', ';')):
    """Splits at separators outside brackets."""
    out, depth, cur = [], 0, ''
    for c in text:
        depth += c in '([{'
        depth -= c in ')]}'
        if depth == 0 and c in seps:
            out.append(cur)
            cur = ''
        else:
            cur += c
    return [x.strip() for x in out + [cur] if x.strip()]


def plus_minus(text):
    """'±3' / 'a ± b' -> the two texts."""
    if '±' not in text:
        return [text]
    if text.count('±') > 1:
        raise Unsupported('several-plus-minus')
    return [text.replace('±', '+'), text.replace('±', '-')] if not text.strip().startswith('±') else [
        text.replace('±', '', 1), '-(' + text.replace('±', '', 1) + ')']


def is_inequality_question(q):
    return bool(re.search(r'<|>|inequalit', q))


def interval_form(ans, var):
    """Interval notation or inequalities -> intervals."""
    parts = [p.strip() for p in re.split(r'\s*(?:∪| U |\bor\b)\s*', ans) if p.strip()]
    ivs = []
    for p in parts:
        m = re.fullmatch(r'([\[(])\s*([^,]+?)\s*,\s*([^,]+?)\s*([\])])', p)
        if m:
            lo, hi = sym(m.group(2)), sym(m.group(3))
            ivs.append([lemma(lo), lemma(hi), m.group(1) == '[', m.group(4) == ']'])
            continue
        ivs.append(ineq_interval(p, var))
    return {'kind': 'intervals', 'var': var, 'intervals': ivs}


def ineq_interval(p, var):
    """'x <= 4', '4 > x', '-2 < x <= 3' -> [lo, hi, loClosed, hiClosed]."""
    toks = re.split(r'\s*(<=|>=|<|>)\s*', p)
    if len(toks) == 3:
        a, op, b = toks
        if a.strip() == var:
            v = lemma(sym(b))
            return {'<': ['-inf', v, False, False], '<=': ['-inf', v, False, True],
                    '>': [v, 'inf', False, False], '>=': [v, 'inf', True, False]}[op]
        if b.strip() == var:
            flipped = {'<': '>', '>': '<', '<=': '>=', '>=': '<='}[op]
            return ineq_interval(f'{var} {flipped} {a}', var)
    if len(toks) == 5 and toks[2].strip() == var and toks[1] in ('<', '<=') and toks[3] in ('<', '<='):
        return [lemma(sym(toks[0])), lemma(sym(toks[4])), toks[1] == '<=', toks[3] == '<=']
    raise Unsupported('interval-does-not-parse')


def question_var(q):
    """The unknown of a question: the only single letter in its math, or x."""
    letters = set(re.findall(r'(?<![A-Za-z])([a-z])(?![A-Za-z])', q)) - {'a', 'e', 'i'}
    return letters.pop() if len(letters) == 1 else ('x' if 'x' in letters else None)


def normalize_answer(ans, q):
    """The normalized form of the book's answer `ans` to question `q` (see the module docstring)."""
    a = re.sub(r'\s+', ' ', ans).strip().rstrip('.').strip()
    a = re.sub(r'^(?:the )?(?:solution|answer) (?:is|set is)\s*', '', a, flags=re.I)
    if not a:
        raise Unsupported('empty-answer')
    if NONE.match(a):
        return {'kind': 'none'}
    if ALL.match(a):
        return {'kind': 'all'}
    if INFINITE.match(a):
        return {'kind': 'infinite'}
    if NO_REAL.match(a):
        return {'kind': 'no-real'}
    if re.search(r'\bj\b', a) or re.search(r'\bvector', q, re.I):
        raise Unsupported('vector-answer')
    m = SENTENCE.fullmatch(a)
    if m:
        a = m.group(1)
    # a value labelled with its function: 'g(5) = 1', 'f^(-1)(x) = x^3 - 4' -> the value
    a = re.sub(r'^[a-zA-Z](?:\^\(-1\))?\([^()=]*\)\s*=\s*(?=[^=]+$)', '', a)
    var = question_var(q)
    if is_inequality_question(q) and not re.search(r'=(?!\s*[<>])', a.replace('<=', '').replace('>=', '')):
        if re.fullmatch(r'\(\s*-?\s*inf\s*,\s*inf\s*\)', a):
            return {'kind': 'all'}
        if var is None:
            raise Unsupported('inequality-without-variable')
        return interval_form(a, var)
    if a.startswith('{') and a.endswith('}'):
        a = a[1:-1].strip()
        if not a:
            return {'kind': 'none'}
        if not re.search(r'[=(]', a):
            return solutions_form(split_top(a), var)
    parts = [p for x in split_top(a) for p in re.split(r'\s+(?:or|and)\s+', x)]
    if all('=' in p for p in parts) and '<' not in a and '>' not in a:
        lhs = [p.split('=')[0].strip() for p in parts]
        if len(set(lhs)) == 1 and re.fullmatch(r'[a-z]', lhs[0]) and all(p.count('=') == 1 for p in parts):
            rhs = [r for p in parts for r in plus_minus(p.split('=')[1])]
            if len(parts) > 1 or re.search(r'\b(solve|zeros?|roots?|solutions?)\b', q, re.I) or \
                    not sym(rhs[0]).free_symbols:
                return solutions_form(rhs, lhs[0])
        if len(parts) > 1 and all(re.fullmatch(r'[a-z]', x) for x in lhs) and len(set(lhs)) == len(lhs):
            order = sorted(range(len(lhs)), key=lambda k: lhs[k])
            return {'kind': 'point', 'values': [lemma(sym(parts[k].split('=')[1])) for k in order]}
        if len(parts) == 1:
            sides = [sym(x) for x in parts[0].split('=')]
            if all(not x.free_symbols for x in sides):
                # a chain of equal values ('sqrt(125) = 5sqrt(5)', 'sin(pi/2) = 1'): checked equal, the last one kept
                if any(abs(complex(sp.N(x - sides[-1]))) > 1e-9 for x in sides):
                    raise Unsupported('unequal-chain')
                return expr_form(sides[-1])
            if len(sides) == 2 and ASKS_EQUATION.search(q):
                return {'kind': 'equation', 'lhs': lemma(sides[0]), 'rhs': lemma(sides[1])}
            raise Unsupported('equation-answer-to-a-question-not-asking-one')
        raise Unsupported('equations-answer')
    m = re.fullmatch(r'\((.+)\)', a)
    if m and len(split_top(m.group(1))) in (2, 3) and len(parts) == 1:
        coords = [sym(v) for v in split_top(m.group(1))]
        if any(v.free_symbols for v in coords):
            return {'kind': 'infinite'}  # a dependent system's parametric solution (x, 2x + 1)
        return {'kind': 'point', 'values': [lemma(v) for v in coords]}
    if len(parts) > 1:
        if re.search(r'\b(solve|zeros?|roots?|solutions?)\b', q, re.I):
            return solutions_form(parts, var)
        raise Unsupported('list-answer')
    if '±' in a:
        return solutions_form(plus_minus(a), var)
    return expr_form(sym(a))


def solutions_form(texts, var):
    vals = [sym(v) for t in texts for v in plus_minus(t)]
    uniq = []
    for v in vals:
        if not any(sp.simplify(v - u) == 0 for u in uniq):
            uniq.append(v)
    if any(v.free_symbols for v in uniq):
        raise Unsupported('symbolic-solutions')
    uniq.sort(key=lambda v: complex(sp.N(v)).real)
    return {'kind': 'solutions', 'var': var or 'x', 'values': [lemma(v) for v in uniq],
            'approx': [float(complex(sp.N(v)).real) for v in uniq]}


# ---------- recomputing the book's answer from the question (SymPy), to catch errata ----------

RECOMPUTE_EXPR = re.compile(r'^(?:simplify|evaluate|multiply|add|subtract|divide|find the (?:product|quotient|sum|'
                            r'difference)|combine like terms|perform the indicated operations?|expand|factor)', re.I)
RECOMPUTE_SOLVE = re.compile(r'^solve', re.I)


def question_math(q):
    """The exercise's math after its instruction ('Simplify: 2/9 + 4/9.' -> '2/9 + 4/9'), or None."""
    m = re.match(r'^(.*?[.:])\s+([^.:]*?[^\s.])\.?$', q) or re.match(r'^([A-Za-z ,]+?)\s+([^A-Za-z\s].*?)\.?$', q)
    if not m:
        return None
    tail = m.group(2)
    if m.group(1).split()[-1].lower() in FUNCS or re.search(r'\b[fgh]\s*\(', tail):
        return None
    words = [w for w in re.findall(r'[A-Za-z]{2,}', tail) if w not in FUNCS]
    return None if words else tail


def real_roots(e):
    """x^(p/q) with q odd read as the real q-th root (the books' convention for odd roots of negatives)."""
    return e.replace(lambda t: t.is_Pow and t.exp.is_Rational and not t.exp.is_Integer and t.exp.q % 2 == 1,
                     lambda t: sp.real_root(t.base, t.exp.q) ** t.exp.p)


def _num_equal(a, b, syms):
    import random
    rnd = random.Random(7)
    checked = 0
    for _ in range(12):
        env = {s: sp.Rational(rnd.randint(3, 27), 10) for s in syms}
        try:
            x, y = complex(sp.N(a.subs(env))), complex(sp.N(b.subs(env)))
        except (TypeError, ValueError, ZeroDivisionError):
            continue
        if any(map(lambda v: v != v or abs(v) == float('inf'), (x, y))):
            continue
        if abs(x - y) > 1e-6 * max(1, abs(x), abs(y)):
            return False
        checked += 1
    return checked >= 3 or None


def recompute(q, check):
    """True when SymPy recomputes the book's answer from the question, False when it gets something else (an
    erratum or a misread exercise: the item is dropped), None when it cannot tell (the item is kept, unchecked)."""
    m = re.match(r'^evaluate:?\s+(.+?),?\s+(?:when|for|if)\s+([a-z])\s*=\s*([^,]+?)\.?$', q, re.I)
    if m and check['kind'] == 'expr' and 'approx' in check:
        try:
            v = complex(sp.N(sym(m.group(1)).subs(sp.Symbol(m.group(2)), sym(m.group(3)))))
            return abs(v - check['approx']) < 1e-6 * max(1, abs(v))
        except Exception:
            return None
    body = question_math(q)
    if body is None:
        return None
    try:
        if check['kind'] == 'expr' and RECOMPUTE_EXPR.match(q) and '=' not in body and '<' not in body \
                and '>' not in body and ',' not in body:
            a = real_roots(sym(body))
            b = sym(check['value'])
            return _num_equal(a, b, a.free_symbols | b.free_symbols)
        if check['kind'] in ('solutions', 'none', 'no-real') and RECOMPUTE_SOLVE.match(q) and body.count('=') == 1:
            lhs, rhs = (real_roots(sym(s)) for s in body.split('='))
            f = lhs - rhs
            if len(f.free_symbols) != 1:
                return None
            x = f.free_symbols.pop()
            if check['kind'] == 'solutions':
                ok = all(abs(complex(sp.N(f.subs(x, sym(v))))) < 1e-8 for v in check['values'])
                return _all_found(f, x, check) if ok else False
            sols = _real_solutions(f, x)
            return None if sols is None else len(sols) == 0
    except Unsupported:
        return None
    except Exception:
        return None
    return None


def _real_solutions(f, x):
    import signal

    def alarm(*_):
        raise TimeoutError

    signal.signal(signal.SIGALRM, alarm)
    signal.alarm(3)
    try:
        s = sp.solveset(f, x, domain=sp.S.Reals)
    except Exception:
        return None
    finally:
        signal.alarm(0)
    if isinstance(s, sp.FiniteSet):
        return [v for v in s if abs(complex(sp.N(f.subs(x, v)))) < 1e-8]
    return [] if s is sp.S.EmptySet else None


def _all_found(f, x, check):
    """Every real solution SymPy finds is among the book's (the book did not miss one)."""
    sols = _real_solutions(f, x)
    if sols is None:
        return True
    want = check['approx']
    return all(any(abs(float(sp.N(s)) - w) < 1e-6 for w in want) for s in sols) or False
