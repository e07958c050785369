"""
Shared writer of the topic corpora (math/topics/<id>/corpus.ts) for the topics' SymPy check scripts
(math/topics/<id>/check_corpus.py): writes the items as a TypeScript module, or with `--check` only compares.
"""
import json
import sys
from collections import Counter
from pathlib import Path


def write_corpus(corpus, target: Path, topic: str):
    """Writes (or, with --check on the command line, compares) `target` = corpus.ts holding `corpus` (a list of dicts)."""
    body = ',\n'.join('  ' + json.dumps(it, ensure_ascii=False) for it in corpus)
    ts = (f"/**\n * The {topic} corpus, generated and checked with SymPy by ./check_corpus.py (do not edit by hand: edit the\n"
          " * script and run it). Sources and licences per item; see the script's docstring.\n */\n"
          "import type { TopicCorpusItem } from '../corpus';\n\nexport const CORPUS: TopicCorpusItem[] = [\n" + body + ',\n];\n')
    if '--check' in sys.argv:
        ok = target.exists() and target.read_text() == ts
        print('corpus.ts matches SymPy' if ok else 'corpus.ts differs from SymPy: run without --check')
        sys.exit(0 if ok else 1)
    target.write_text(ts)
    print(len(corpus), 'items', dict(Counter(i['task'] for i in corpus)), 'other languages:', sum(1 for i in corpus if 'lang' in i))
