"""MathML (as found in OpenStax CNXML) -> the plain text a student would type.

`math_text(el)` converts an <m:math> element: numbers and letters as they are, x^2 / x^(n+1), fractions a/b with
parentheses where the neighbours need them, sqrt(...), root(x, n), <= >= != for the relations, '-' for the minus sign,
'*' for × and ·, '/' for ÷. Raises `Unsupported` for notation a student cannot type unambiguously in plain text
(matrices, repeating-decimal bars, mixed numbers, tables, ...), so the caller can skip the exercise.
"""
import re

M = '{http://www.w3.org/1998/Math/MathML}'


class Unsupported(Exception):
    """The MathML uses notation we do not convert (the exercise is skipped, with the reason)."""


OPS = {
    '−': '-', '–': '-', '×': '*', '·': '*', '⋅': '*', '∗': '*', '≤': '<=', '≥': '>=', '≠': '!=',
    '⩽': '<=', '⩾': '>=', '∞': 'inf', '′': "'", '\u2062': '', '\u2061': '', '\u2063': ',', '\u00a0': ' ',
    '∘': ' o ', 'π': 'pi', '∪': ' U ', '|': '|', '…': '...', '⋯': '...', '−∞': '-inf',
}
REL = {'=', '<', '>', '<=', '>=', '!='}
BINARY = {'+', '-', '*', '/', '=', '<', '>', '<=', '>=', '!=', ',', ';', ':'}


def _tag(el):
    return el.tag.replace(M, '') if isinstance(el.tag, str) else ''


def _text(el):
    t = (el.text or '').strip()
    for k, v in OPS.items():
        t = t.replace(k, v)
    return t


def _atomic(s):
    """True when s needs no parentheses as a base or exponent (a number, a letter, a call f(...), a bracketed group)."""
    s = s.strip()
    if re.fullmatch(r'-?\d+(\.\d+)?|[A-Za-z]|pi|inf', s):
        return not s.startswith('-')
    if re.fullmatch(r'[A-Za-z]{2,}\(.*\)', s) and _balanced_outer(s[s.index('('):]):
        return True
    return s.startswith('(') and s.endswith(')') and _balanced_outer(s)


def _balanced_outer(s):
    """True when the first '(' of s closes at its last character."""
    depth = 0
    for i, c in enumerate(s):
        depth += c == '('
        depth -= c == ')'
        if depth == 0 and i < len(s) - 1:
            return False
    return depth == 0


def _paren(s):
    return s if _atomic(s) else f'({s})'


def _children(el):
    return [c for c in el if _tag(c) not in ('annotation', 'annotation-xml')]


def _thousands(items):
    """Refuses 5 , 000: in the books' MathML a thousands separator and a list comma look the same (150, 275)."""
    for i in range(len(items) - 2):
        if items[i][0] == 'mn' and items[i + 1][1] == ',' and items[i + 2][0] == 'mn' and \
                re.fullmatch(r'\d{3}(\.\d+)?', items[i + 2][1]):
            raise Unsupported('thousands-separator-or-list')
    return items


def _divide_groups(items):
    """'a ÷ 5xy' means a ÷ (5xy): the term after ÷ (up to the next + - = , or bracket) is put in parentheses."""
    out, i = [], 0
    while i < len(items):
        tag, s = items[i]
        if s != '÷':
            out.append(items[i])
            i += 1
            continue
        j = i + 1
        while j < len(items) and items[j][1] not in ('+', '-', '=', '<', '>', '<=', '>=', ',', ')', ']', '÷', '*'):
            j += 1
        group = [x for x in items[i + 1:j] if x[1] != '']
        out.append(('mo', '/'))
        if len(group) > 1:
            out += [('mo', '(')] + group + [('mo', ')')]
        else:
            out += group
        i = j
    return out


def _row(items):
    """Joins converted children of an mrow, deciding fraction parentheses and spaces from the neighbours."""
    items = _divide_groups(_thousands(items))
    if any(s == '{' for _, s in items) and not any(s == '}' for _, s in items):
        items = [(t, s) for t, s in items if s != '{']
    out = []
    prev_tag = ''
    for i, (tag, s) in enumerate(items):
        if s == '':
            continue
        if tag == 'mfrac':
            prev = next((items[j] for j in range(i - 1, -1, -1) if items[j][1] != ''), None)
            nxt = next((items[j] for j in range(i + 1, len(items)) if items[j][1] != ''), None)
            if prev and prev[0] == 'mn' and re.fullmatch(r'\(?\d+\)?/\(?\d+\)?', s):
                raise Unsupported('mixed-number')
            loose_prev = prev is None or prev[1] in ('+', '-', '=', '<', '>', '<=', '>=', '!=', ',', '(', ';', ':', '[')
            loose_next = nxt is None or nxt[1] in ('+', '-', '=', '<', '>', '<=', '>=', '!=', ',', ')', ';', ':', ']', '.')
            if not (loose_prev and loose_next):
                s = f'({s})'
        if out:
            last = out[-1]
            if tag == 'mi' and len(s) > 1 and re.match(r'[A-Za-z]', last[-1]) or (
                    re.match(r'[A-Za-z]', s[0]) and re.match(r'[A-Za-z]{2,}$', out[-1])):
                out.append(' ')
            elif tag == 'mn' and re.match(r'[\d.]', last[-1]) and re.match(r'\d', s[0]):
                raise Unsupported('adjacent-numbers')
            elif prev_tag == 'msub' and re.match(r'\w', s[0]):
                out.append(' ')  # log_2 8, log_a x: the argument after a subscripted name
        out.append(s)
        prev_tag = tag
    text = ''.join(out)
    return text


def conv(el):
    """Converts one MathML element to text (see the module docstring)."""
    tag = _tag(el)
    kids = _children(el)
    if tag == 'menclose' and el.get('notation') in ('longdiv', 'radical', 'actuarial'):
        raise Unsupported('long-division-layout')
    if tag in ('math', 'mrow', 'mstyle', 'mpadded', 'semantics', 'mphantom', 'menclose', 'mtd', 'merror'):
        if tag == 'mphantom':
            return ''
        if tag == 'semantics' and kids:
            return conv(kids[0])
        return _row([(_tag(k), conv(k)) for k in kids])
    if tag == 'mn':
        t = _text(el).replace(',', '') if re.fullmatch(r'[\d,]+(\.\d+)?', _text(el)) else _text(el)
        return t.replace(' ', '')
    if tag in ('mi', 'mtext', 'ms'):
        t = _text(el)
        if tag != 'mi' and re.search(r'[A-Za-z]{2,}', t):
            return f' {t.strip()} '
        return {'ln': 'ln', 'log': 'log'}.get(t, t)
    if tag == 'mo':
        t = _text(el)
        if t in ('{', '}'):
            return t
        return t
    if tag == 'mspace':
        return ' ' if (el.get('width') or '').startswith(('1', '2', '0.5')) else ''
    if tag == 'mfrac':
        if len(kids) != 2:
            raise Unsupported('mfrac')
        if el.get('linethickness') in ('0', '0pt', '0px'):
            raise Unsupported('binomial-coefficient')
        a, b = conv(kids[0]).strip(), conv(kids[1]).strip()
        return f'{_paren(a)}/{_paren(b)}'
    if tag == 'msup':
        b, e = conv(kids[0]).strip(), conv(kids[1]).strip()
        if _tag(kids[0]) == 'mn' and re.fullmatch(r'-\d+(\.\d+)?', b):
            return f'{b}^{_paren(e)}'  # the book's −3^4 (an mn with its sign) is −(3^4)
        if b in ('sin', 'cos', 'tan', 'sec', 'csc', 'cot'):
            return f'arc{b}' if e in ('-1', '(-1)') else f'{b}^{_paren(e)}'  # sin^(-1) = arcsin; sin^2 as typed
        if e in ("'", "''", '′'):
            return b + e
        if e == '∘' or e == ' o ' or e == '°':
            return f'{b}°'
        base = b if (_atomic(b) or b.endswith(')') or b.endswith('|')) else f'({b})'
        return f'{base}^{_paren(e)}'
    if tag == 'msub':
        b, s = conv(kids[0]).strip(), conv(kids[1]).strip()
        return f'{b}_{s}' if re.fullmatch(r'[A-Za-z0-9]+', s) else f'{b}_({s})'
    if tag == 'msubsup':
        b, s, e = (conv(k).strip() for k in kids)
        return f'{b}_{s}^{_paren(e)}'
    if tag == 'msqrt':
        return f"sqrt({_row([(_tag(k), conv(k)) for k in kids]).strip()})"
    if tag == 'mroot':
        x, n = conv(kids[0]).strip(), conv(kids[1]).strip()
        return f'cbrt({x})' if n == '3' else f'root({x}, {n})'
    if tag == 'mfenced':
        o, c = el.get('open', '('), el.get('close', ')')
        sep = el.get('separators', ',')
        parts = [conv(k).strip() for k in kids]
        return o + (sep[0] + ' ' if sep else '').join(parts) + c
    if tag in ('munderover', 'munder') and len(kids) in (2, 3):
        # big operators with their limits: ∫ from a to b, ∑ from n = 1 to ∞, lim as x → a (Calculus books)
        op = conv(kids[0]).strip()
        lo = conv(kids[1]).strip().replace(' ', '')
        hi = conv(kids[2]).strip().replace(' ', '') if len(kids) == 3 else None
        if op in ('∫', '∑', '∏') and hi is not None:
            return f' {op}_{{{lo}}}^{{{hi}}} '
        if op == 'lim' and hi is None and re.search(r'→|->', lo):
            return f' lim_{{{lo}}} '
    if tag in ('mover', 'munder', 'munderover', 'mtable', 'mtr', 'mlabeledtr', 'mmultiscripts'):
        if tag == 'mtable':
            return _table(el)
        raise Unsupported(tag)
    raise Unsupported(tag or 'unknown')


def _table(el):
    """A one-column mtable (a system of equations, aligned steps) -> its rows joined with ', '; others unsupported."""
    rows = [c for c in el if _tag(c) == 'mtr']
    out = []
    for r in rows:
        cells = [conv(c).strip() for c in r if _tag(c) == 'mtd']
        out.append(' '.join(x for x in cells if x))
    if not rows or any(not r for r in out):
        raise Unsupported('mtable')
    if not any(re.search(r'[=<>]', r) for r in out):
        raise Unsupported('matrix')
    return ', '.join(out)


def tidy(s):
    """Spaces around relations and after commas, single spaces, no space before ')'."""
    s = re.sub(r'\s+', ' ', s.replace('÷', '/')).strip()
    s = re.sub(r'\s*(<=|>=|!=|=|<|>)\s*', r' \1 ', s)
    s = re.sub(r'\s*,\s*', ', ', s)
    s = re.sub(r'\(\s+', '(', s)
    s = re.sub(r'\s+\)', ')', s)
    return s.strip()


def math_text(el):
    """The student-typed text of an <m:math> element; raises Unsupported."""
    return tidy(conv(el))
