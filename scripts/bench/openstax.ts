/**
 * OpenStax benchmark (issue #21): real textbook exercises we did not write (math/corpus/openstax/corpus.json, CC BY 4.0,
 * answers normalized with SymPy) through the path users get — normalizeQuestion → routeQuestion → compute.
 * Prints per book and chapter: n, read (an answer or an error came back), right, wrong, error; then every WRONG item
 * (question, ours, the book's) — the never-a-wrong-answer bugs (#18) — and the most common unread instructions.
 * Run: `node_modules/.bin/tsx scripts/bench/openstax.ts` (part of `npm run bench`); `--unread` lists every unread item,
 * `--errors` every error, `--file F` grades another extraction (e.g. every usable item: extract.py --all F).
 */
import { readFileSync } from 'node:fs';
import { gradeOpenStax, type OpenStaxGrade, type OpenStaxItem } from '@lemma/math/corpus/openstax/grade';
import { instructionOf } from '@lemma/math/corpus/openstax/summary';

const fileArg = process.argv.indexOf('--file');
const file = fileArg > 0 ? process.argv[fileArg + 1]! : new URL('../../math/corpus/openstax/corpus.json', import.meta.url);
const items = JSON.parse(readFileSync(file, 'utf8')) as OpenStaxItem[];
const grades = gradeOpenStax(items);

const count = (gs: OpenStaxGrade[], v: OpenStaxGrade['verdict']) => gs.filter((g) => g.verdict === v).length;
function row(label: string, gs: OpenStaxGrade[]): string {
  const n = gs.length;
  const read = n - count(gs, 'not-read');
  const cells = [n, read, count(gs, 'right'), count(gs, 'wrong'), count(gs, 'error')].map((x) => String(x).padStart(6));
  const pct = n ? `${((100 * count(gs, 'right')) / n).toFixed(0)}%`.padStart(6) : '';
  return `${label.slice(0, 46).padEnd(46)}${cells.join('')}${pct}`;
}

const licences = [...new Set(items.map((i) => String((i as { licence?: string }).licence ?? '').split(',')[0]))].join(' / ');
console.log(
  `\nOpenStax exercises (${fileArg > 0 ? file : 'math/corpus/openstax'}, ${licences}, SymPy-checked answers): ${items.length} items`,
);
console.log(
  `${'book / chapter'.padEnd(46)}${['n', 'read', 'right', 'wrong', 'error', 'right%'].map((h) => h.padStart(6)).join('')}`,
);
for (const book of [...new Set(items.map((i) => i.book))]) {
  const gb = grades.filter((g) => g.item.book === book);
  console.log(row(book, gb));
  for (const ch of [...new Set(gb.map((g) => g.item.chapter))])
    console.log(
      row(
        `  ${ch}. ${gb.find((g) => g.item.chapter === ch)!.item.chapterTitle}`,
        gb.filter((g) => g.item.chapter === ch),
      ),
    );
}
console.log(row('ALL BOOKS', grades));

const wrong = grades.filter((g) => g.verdict === 'wrong');
console.log(`\nWRONG answers (${wrong.length}) — an answer shown that is not the book's:`);
for (const g of wrong)
  console.log(
    `- [${g.item.book} §${g.item.section} ex. ${g.item.exercise}] ${g.item.q}\n    ours: ${g.got}   book: ${g.item.expect}   (${g.reason}; ${g.route})`,
  );

const unread = grades.filter((g) => g.verdict === 'not-read');
const phr = new Map<string, number>();
for (const g of unread) phr.set(instructionOf(g.item.q), (phr.get(instructionOf(g.item.q)) ?? 0) + 1);
console.log(`\nMost common unread instructions (${unread.length} unread items):`);
for (const [p, n] of [...phr].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${String(n).padStart(4)}  ${p}`);
if (process.argv.includes('--unread')) for (const g of unread) console.log(`  ${g.item.q}   [${g.reason}]`);
const errors = grades.filter((g) => g.verdict === 'error');
if (process.argv.includes('--errors')) for (const g of errors) console.log(`  ERR ${g.item.q}   [${g.reason}; ${g.route}]`);
