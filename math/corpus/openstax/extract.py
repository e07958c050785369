"""Extracts real textbook exercises (with the book's answers) from OpenStax CNXML sources into corpus.json.

Sources: the osbooks-* bundles on GitHub, read from the LAST COMMIT BEFORE OpenStax relicensed them to CC BY-NC-SA
(March 2026): at those commits the books are CC BY 4.0 (their LICENSE file and collection metadata say so).
Run `python3 math/corpus/openstax/extract.py` (needs the bare git mirrors, see BOOKS[*]['git']); it writes
corpus.json next to this file. Each answer is parsed and normalized with SymPy (check.py); items whose answer
cannot be parsed are dropped and counted in the skip report printed at the end (and kept in skipped.json).

What is taken: "Try It" exercises (note class "try") and section exercises that carry a solution in the book
(usually the odd-numbered ones), from the chapters a school student meets (BOOKS[*]['chapters']). Worked examples
are not taken (their solution is a worked page, not an answer). Skipped: exercises with a figure, table or graph,
word-only answers (explanations, proofs, "answers may vary"), notation a student cannot type (matrices, repeating
bars, mixed numbers), and exercises whose shared instruction needs context (a graph, table, scenario).
"""
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(__file__))
from mathml import Unsupported, math_text, tidy  # noqa: E402
from check import normalize_answer, recompute  # noqa: E402

C = '{http://cnx.rice.edu/cnxml}'
MM = '{http://www.w3.org/1998/Math/MathML}'
COL = '{http://cnx.rice.edu/collxml}'
MD = '{http://cnx.rice.edu/mdml}'
MIRROR = '/work/.mirror'
HERE = os.path.dirname(os.path.abspath(__file__))

PRE = ('openstax+osbooks-prealgebra-bundle', '77a933c672e9c48c746eb802d588a9a7ddfd6e0d')
ALG = ('openstax+osbooks-college-algebra-bundle', '4922e46ebc04326979e19392ccc2384cb8b9076c')
STA = ('openstax+osbooks-introductory-statistics-bundle', '50ec91749080bb040b57bb40c34337cacc994cba')
BOOKS = [
    # chapters: 1-based chapter numbers (subcollections of the collection) that a school student meets
    dict(slug='prealgebra-2e', title='Prealgebra 2e', git=PRE, chapters=[1, 2, 3, 4, 5, 6, 7, 8, 10], cap=10),
    dict(slug='elementary-algebra-2e', title='Elementary Algebra 2e', git=PRE, chapters=[1, 2, 5, 6, 7, 8, 9, 10],
         cap=12),
    dict(slug='intermediate-algebra-2e', title='Intermediate Algebra 2e', git=PRE,
         chapters=[2, 3, 4, 5, 6, 7, 8, 9, 10, 12], cap=9),
    dict(slug='college-algebra-2e', title='College Algebra 2e', git=ALG, chapters=[1, 2, 3, 5, 6, 7, 9], cap=12),
    dict(slug='precalculus-2e', title='Precalculus 2e', git=ALG, chapters=[5, 6, 7, 8, 11, 12], cap=12),
    dict(slug='introductory-statistics-2e', title='Introductory Statistics 2e', git=STA, chapters=[2, 3, 4, 5, 6],
         cap=30, min_numbers=3),
]

# University books, for a local measurement only (`--calculus FILE`, issue #22): OpenStax's Calculus volumes are
# CC BY-NC-SA 4.0 (at every commit of their bundle), so their exercises are graded from the mirror into a file outside
# the repository and never stored in a corpus of ours.
CAL = ('openstax+osbooks-calculus-bundle', '8dbc2ce')
CALCULUS = [
    dict(slug='calculus-volume-1', title='Calculus Volume 1', git=CAL, chapters=[2, 3, 4, 5, 6], cap=10_000,
         licence='CC BY-NC-SA 4.0'),
    dict(slug='calculus-volume-2', title='Calculus Volume 2', git=CAL, chapters=[1, 2, 3, 4, 5, 6], cap=10_000,
         licence='CC BY-NC-SA 4.0'),
    dict(slug='calculus-volume-3', title='Calculus Volume 3', git=CAL, chapters=[2, 4, 5, 6, 7], cap=10_000,
         licence='CC BY-NC-SA 4.0'),
]

# a shared instruction ("In the following exercises, ...") that needs something we do not carry along
CONTEXT = re.compile(
    r'\b(graph|table|figure|diagram|scenario|information|data|chart|number line|model|picture|shown|below|above|'
    r'calculator|technology|translate|write|explain|describe|draw|sketch|plot|label|identify|name|list|verify|'
    r'prove|round|estimate|use the|using the|match|which|locate|represent|determine whether|table of values|'
    r'the following (?:set|situation|problem)|word problem)', re.I)
# a solution in words (an explanation, a proof) rather than an answer
WORDY_OK = {'no', 'solution', 'all', 'real', 'numbers', 'and', 'or', 'undefined', 'or', 'is', 'the'}


def git_show(repo, commit, path):
    """The bytes of path at commit in the bare mirror repo."""
    return subprocess.run(['git', f'--git-dir={MIRROR}/{repo}/repo', 'show', f'{commit}:{path}'],
                          capture_output=True, check=True).stdout


def chapters_of(book):
    """[(chapter number, chapter title, [module ids])] of the book's collection."""
    repo, commit = book['git']
    root = ET.fromstring(git_show(repo, commit, f"collections/{book['slug']}.collection.xml"))
    out = []
    content = root.find(f'{COL}content')
    for sub in content.findall(f'{COL}subcollection'):
        title = sub.find(f'{MD}title').text
        mods = [m.get('document') for m in sub.iter(f'{COL}module')]
        out.append((len(out) + 1, title, mods))
    return out


def plain(el, skip_tokens=True):
    """Text of a CNXML element with its MathML converted; raises Unsupported for figures/tables/notation."""
    parts, last_math = [], []

    def walk(e):
        tag = e.tag
        if tag == f'{MM}math':
            m = math_text(e)
            if several_parts(m):
                raise Unsupported('several-parts-in-one-row')
            if last_math and not re.sub(r'[\sⓐ-ⓩ]', '', ''.join(parts[last_math[-1]:])):
                raise Unsupported('several-parts-in-one-row')
            parts.append(' ' + m + ' ')
            last_math.append(len(parts))
        elif tag in (f'{C}media', f'{C}figure', f'{C}table', f'{C}image'):
            raise Unsupported('figure-or-table')
        elif tag == f'{C}span' and e.get('class') == 'token' and skip_tokens:
            pass
        elif tag == f'{C}title':
            pass
        elif tag in (f'{C}sup', f'{C}sub') and not len(e):
            t = (e.text or '').strip().replace('−', '-')
            if re.fullmatch(r'(st|nd|rd|th)', t):
                parts.append(t)
            elif t:
                parts.append(('^' if tag == f'{C}sup' else '_') + (t if re.fullmatch(r'\w+', t) else f'({t})'))
        elif tag == f'{C}footnote':
            pass
        else:
            if e.text:
                parts.append(e.text)
            for k in e:
                walk(k)
                if tag == f'{C}para' or k.tag in (f'{C}para', f'{C}newline'):
                    parts.append(' ')
        if e.tail and e is not el:
            parts.append(e.tail)

    walk(el)
    return re.sub(r'\s+', ' ', ''.join(parts)).strip()


def list_items(el):
    """The items of the first <list> in el (problem or solution), or None."""
    lst = el.find(f'.//{C}list')
    if lst is None:
        return None
    return [it for it in lst.findall(f'{C}item')]


def instruction_of(text):
    """'In the following exercises, simplify each expression.' -> 'Simplify each expression.'"""
    t = re.sub(r'^(?:in|for) the following (?:exercises?|problems?)\s*,?\s*', '', text.strip(), flags=re.I)
    return t[:1].upper() + t[1:] if t else t


def has_words(text):
    """True when text has an English word of 3+ letters outside function names (it is a full question)."""
    words = re.findall(r'[A-Za-z]{3,}', text)
    return any(w.lower() not in {'sqrt', 'cbrt', 'root', 'sin', 'cos', 'tan', 'sec', 'csc', 'cot', 'log', 'inf',
                                 'abs', 'arcsin', 'arccos', 'arctan'} for w in words)


def walk_module(root, parent_of):
    """Yields (kind, exercise element, shared instruction or '') in document order; kind 'try' or 'section'."""
    current = ''
    for e in root.iter():
        if e.tag == f'{C}section':
            current = ''
        if e.tag == f'{C}para' and parent_of.get(e) is not None and parent_of[e].tag == f'{C}section':
            t = plain_safe(e)
            if re.match(r'(?:in|for) the following', t, re.I):
                current = t
        if e.tag == f'{C}exercise':
            anc = ancestors(e, parent_of)
            if any(a.tag == f'{C}example' for a in anc):
                continue
            if any(a.tag == f'{C}note' and 'try' in (a.get('class') or '') for a in anc):
                yield 'try', e, ''
                continue
            classes = ' '.join(a.get('class') or '' for a in anc if a.tag == f'{C}section')
            if any(c in classes for c in ('section-exercises', 'review-exercises', 'practice', 'homework')):
                if any(c in classes for c in ('everyday', 'writing', 'self-check')):
                    yield 'uncounted-skip' if 'self-check' in classes else 'skip', e, current
                    continue
                sec = next(a for a in anc if a.tag == f'{C}section')
                title = (sec.findtext(f'{C}title') or '').strip().lower()
                if title in ('verbal', 'graphical', 'technology', 'writing exercises'):
                    yield 'skip', e, current
                    continue
                yield 'section', e, current


def ancestors(e, parent_of):
    out = []
    while e in parent_of:
        e = parent_of[e]
        out.append(e)
    return out


def plain_safe(e):
    try:
        return plain(e)
    except Unsupported:
        return ''


def exercise_items(kind, ex, shared):
    """[(question, answer text, part)] for one exercise: one item, or one per ⓐ/ⓑ part when problem and solution
    list the same number of parts. Raises Unsupported (with the reason) when the exercise is not usable."""
    prob, sol = ex.find(f'{C}problem'), ex.find(f'{C}solution')
    if sol is None:
        raise Unsupported('no-solution-in-book')
    if ex.find(f'.//{C}commentary') is not None and sol is None:
        raise Unsupported('no-solution-in-book')
    pitems, sitems = list_items(prob), list_items(sol)
    if pitems is not None or sitems is not None:
        if pitems is None or sitems is None or len(pitems) != len(sitems):
            raise Unsupported('parts-mismatch')
        lst = prob.find(f'.//{C}list')
        head = ' '.join(plain(p) for p in prob if p.tag == f'{C}para' and p.find(f'.//{C}list') is None)
        out = []
        for i, (pi, si) in enumerate(zip(pitems, sitems)):
            try:
                out.append((join_q(kind, shared, head, plain(pi)), plain(si), 'abcdefghijklmnopqrstuvwxyz'[i % 26]))
            except Unsupported:
                continue
        del lst
        return out
    return [(join_q(kind, shared, '', plain(prob)), plain(sol), '')]


def join_q(kind, shared, head, body):
    """The question a student would paste: the exercise's own instruction, else the shared one, then the math."""
    body = body.strip()
    q = f'{head} {body}'.strip()
    if shared and (not has_words(q) or not re.match(r'[A-Z]', q) or '=' in shared):
        ins = instruction_of(shared)
        if CONTEXT.search(ins):
            raise Unsupported('instruction-needs-context')
        q = f'{ins} {q}'
    if not has_words(q):
        raise Unsupported('no-instruction')
    if CONTEXT.search(q) and re.search(r'\b(graph|table|figure|diagram|shown|below|above|scenario|chart)\b', q, re.I):
        raise Unsupported('needs-figure-or-context')
    return tidy_q(q)


def tidy_q(q):
    """Spaces tidied; 'y -intercept' (math then text) joined; fill-in-the-blank and multi-part rows refused."""
    q = re.sub(r'\s+', ' ', q).strip()
    q = re.sub(r' -(intercepts?|axis|coordinates?|values?|plane)\b', r'-\1', q)
    defined = [m for m in re.finditer(r'\b[fgh]\s*\(\s*([a-z])\s*\)\s*=\s*([^,;]+)', q) if m.group(1) in m.group(2)]
    if (re.search(r'\b[fgh]\s*(?:\^\(-1\))?\(', q) or re.search(r"\bthe (?:given )?functions?\b|\b[fgh]'", q)) \
            and not defined:
        raise Unsupported('function-defined-elsewhere')
    if re.search(r'given values?', q, re.I) and '=' not in q:
        raise Unsupported('value-given-elsewhere')
    if '___' in q or re.search(r'_{2,}', q):
        raise Unsupported('fill-in-the-blank')
    if re.search(r'[:.] (?:[a-z] = -?[\d./]+(?:,? (?:and )?)?)+$', q) or not re.search(r'\d', q):
        raise Unsupported('part-without-its-expression')
    q = re.sub(r'\s+([.,:;?])', r'\1', q)
    q = re.sub(r'([.:])(?=\S)', lambda m: m.group(1), q)
    return q


def several_parts(math):
    """True when two expressions sit side by side with only a space between ('(b^7)^5 (5^4)^3', '6w 19x^2y')."""
    return bool(re.search(r'[\w)\]] +(?:\d|\(|-(?=\S))', math)) and not re.search(r'\b(?:sin|cos|tan|sec|csc|cot|log|ln) ', math)


def number_of(book, counter, kind, ch, sec_no):
    """The exercise's printed number as the book counts: dev-math books (Prealgebra, Elementary/Intermediate
    Algebra) number Try Its and section exercises together per chapter (3.163); the others number Try Its per
    section (Try It #2) and section exercises per section (17)."""
    if book['git'] == PRE:
        return f'{ch}.{counter}'
    return f'Try It #{counter}' if kind == 'try' else str(counter)


def extract_book(book, skips, samples):
    """All usable items of a book (before the per-chapter cap)."""
    repo, commit = book['git']
    items = []
    for ch, ch_title, mods in chapters_of(book):
        if ch not in book['chapters']:
            continue
        n_ch = 0
        for si, mid in enumerate(mods):
            root = ET.fromstring(git_show(repo, commit, f'modules/{mid}/index.cnxml'))
            if root.get('class') == 'introduction':
                continue
            title = root.findtext(f'{C}title')
            parent_of = {k: p for p in root.iter() for k in p}
            n_try = n_sec = 0
            for kind, ex, shared in walk_module(root, parent_of):
                if kind == 'uncounted-skip':
                    continue
                n_ch += 1
                if kind == 'try':
                    n_try += 1
                else:
                    n_sec += 1
                num = number_of(book, n_ch if book['git'] == PRE else (n_try if kind == 'try' else n_sec),
                                kind, ch, si)
                if kind == 'skip':
                    n_sec += 1
                    skips['needs-words-or-graph (verbal/writing/graphical set)'] += 1
                    continue
                try:
                    parts = exercise_items(kind, ex, shared)
                except Unsupported as err:
                    skips[str(err)] += 1
                    continue
                for q, ans, part in parts:
                    if len(re.findall(r'\d+(?:\.\d+)?', q)) < book.get('min_numbers', 0) or \
                            re.search(r'calculator|computer', q, re.I):
                        skips['statistics-question-without-its-data'] += 1
                        continue
                    try:
                        check = normalize_answer(ans, q)
                    except Unsupported as err:
                        skips[str(err)] += 1
                        if len(samples[str(err)]) < 8:
                            samples[str(err)].append((q, ans))
                        continue
                    sure = recompute(q, check)
                    if sure is False:
                        skips['book-answer-disagrees-with-sympy'] += 1
                        samples['book-answer-disagrees-with-sympy'].append((q, ans))
                        continue
                    items.append(dict(
                        q=q, expect=re.sub(r'\s+\^', '^', tidy(ans)), check=check, sympy='recomputed' if sure else 'parsed', book=book['title'], chapter=ch, chapterTitle=ch_title,
                        section=f'{ch}.{si}', sectionTitle=title, kind='try-it' if kind == 'try' else 'exercise',
                        exercise=num + (f'{part}' if part else ''), exerciseId=ex.get('id'), module=mid,
                        licence=f"{book.get('licence', 'CC BY 4.0')}, OpenStax {book['title']}, https://openstax.org/details/books/"
                                f"{book['slug']} (source commit {commit[:10]})"))
    return items


def spread(items, cap):
    """At most cap items per chapter, spread evenly over the chapter's sections (deterministic)."""
    by_ch = defaultdict(list)
    for it in items:
        by_ch[it['chapter']].append(it)
    out = []
    for ch in sorted(by_ch):
        xs = by_ch[ch]
        if len(xs) <= cap:
            out += xs
        else:
            step = len(xs) / cap
            out += [xs[int(i * step)] for i in range(cap)]
    return out


def dedupe(items):
    """The items with the first of each repeated question kept."""
    seen, unique = set(), []
    for it in items:
        if it['q'] not in seen:
            seen.add(it['q'])
            unique.append(it)
    return unique


def main():
    """Writes corpus.json and skipped.json; `--all FILE` also writes every usable item (no per-chapter cap) to FILE
    (used to rank the unread instructions over the whole books: `tsx scripts/bench/openstax.ts --file FILE`)."""
    skips, samples = Counter(), defaultdict(list)
    if '--calculus' in sys.argv:
        # local measurement only (see CALCULUS): every usable item to FILE, nothing written in the repository
        items = []
        for book in CALCULUS:
            items += extract_book(book, skips, samples)
        for it in items:  # JSON has no Infinity: an infinite value is compared by its text alone
            approx = it['check'].get('approx')
            if isinstance(approx, float) and approx in (float('inf'), float('-inf')) or approx != approx:
                it['check'].pop('approx')
        with open(sys.argv[sys.argv.index('--calculus') + 1], 'w') as f:
            json.dump(dedupe(items), f, ensure_ascii=False)
        print('items', len(dedupe(items)), Counter(it['book'] for it in items))
        print('skipped', skips.most_common())
        return
    corpus, avail, everything = [], {}, []
    for book in BOOKS:
        items = extract_book(book, skips, samples)
        avail[book['title']] = len(items)
        everything += items
        corpus += spread(items, book['cap'])
    if '--all' in sys.argv:
        with open(sys.argv[sys.argv.index('--all') + 1], 'w') as f:
            json.dump(dedupe(everything), f, ensure_ascii=False)
    unique = dedupe(corpus)
    with open(os.path.join(HERE, 'corpus.json'), 'w') as f:
        json.dump(unique, f, indent=1, ensure_ascii=False)
        f.write('\n')
    with open(os.path.join(HERE, 'skipped.json'), 'w') as f:
        json.dump({'counts': dict(skips.most_common()), 'usableBeforeCap': avail,
                   'examples': {k: v for k, v in samples.items()}}, f, indent=1, ensure_ascii=False)
        f.write('\n')
    print('items', len(unique), Counter(it['book'] for it in unique))
    print('usable before cap', avail)
    print('skipped', skips.most_common())


if __name__ == '__main__':
    main()
