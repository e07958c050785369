/**
 * Topic benchmark (issues #18 and #21): every school-math topic's corpus (math/topics/<id>/corpus.ts, answers checked with
 * SymPy) through the path users get — normalizeQuestion → routeQuestion → compute. Prints per topic and per task:
 * problems, read by the topic, right, right and verified, wrong (must be 0), with ≥ 2 steps, median and p95 ms (after a
 * warm-up pass); then, side by side, compute-engine and nerdamer on the items a general CAS can be given
 * (./topic-peers.ts: plain arithmetic, solve, systems, expand, collect like terms, gcd / lcm, n choose k, n!, remainders,
 * complex arithmetic): how many such items (k), Lemma right on them, each peer right with its median / p95 ms.
 * "—" where no item of the row maps to the peer's notation (or the peer has no such operation).
 * Run: `npm run bench` (or `node_modules/.bin/tsx scripts/bench/topics.ts [topic ids…]`).
 */
import { readdirSync, existsSync } from 'node:fs';
import { gradeTopicCorpus, type TopicCorpusGrade, type TopicCorpusItem } from '@lemma/math';
import { PEERS, peerCan, peerProblem, runPeer, type Peer, type PeerProblem } from './topic-peers';

const dir = new URL('../../math/topics/', import.meta.url);
/** Topic ids given on the command line restrict the run (`tsx scripts/bench/topics.ts algebra arithmetic`). */
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const topics = readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/corpus.ts`, dir)))
  .map((d) => d.name)
  .filter((id) => !only.length || only.includes(id))
  .sort();

/** One item: Lemma's grade, and each peer's (when the item maps to the peer's notation). */
interface Row {
  g: TopicCorpusGrade;
  peer: Partial<Record<Peer, { correct: boolean; ms: number }>>;
}

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : 0;
}

const W = { label: 30, n: 6, c: 6, ms: 7 };
const ms = (xs: number[]) => `${quantile(xs, 0.5).toFixed(2).padStart(W.ms)}${quantile(xs, 0.95).toFixed(2).padStart(W.ms)}`;
const dash = (w: number) => '—'.padStart(w);

/** Lemma's columns, then k (items a peer can be given), Lemma right on them, and each peer's right / median / p95. */
function line(label: string, rows: Row[]): string {
  const gs = rows.map((r) => r.g);
  const n = (f: (g: TopicCorpusGrade) => boolean) => String(gs.filter(f).length).padStart(W.c);
  const lemma = `${label.padEnd(W.label)}${String(gs.length).padStart(W.n)}${n((g) => g.read)}${n((g) => g.correct)}${n((g) => g.correct && g.verified)}${n((g) => g.wrong)}${n((g) => g.steps >= 2)}${ms(gs.map((g) => g.ms))}`;
  const mapped = rows.filter((r) => PEERS.some((p) => r.peer[p]));
  const k = mapped.length;
  const lemmaOnK = k ? String(mapped.filter((r) => r.g.correct && r.g.verified).length).padStart(W.c) : dash(W.c);
  const peers = PEERS.map((p) => {
    const rs = rows.filter((r) => r.peer[p]).map((r) => r.peer[p]!);
    if (!rs.length) return `${dash(W.c + 4)}${dash(2 * W.ms)}`;
    return `${`${rs.filter((r) => r.correct).length}/${rs.length}`.padStart(W.c + 4)}${ms(rs.map((r) => r.ms))}`;
  });
  return `${lemma} │${(k ? String(k) : '—').padStart(W.c)}${lemmaOnK} │${peers.join(' │')}`;
}

function header(): string {
  const h = (s: string, w: number) => s.padStart(w);
  const lemma = `${'topic / task'.padEnd(W.label)}${h('n', W.n)}${h('read', W.c)}${h('right', W.c)}${h('r+v', W.c)}${h('wrong', W.c)}${h('≥2st', W.c)}${h('med', W.ms)}${h('p95', W.ms)}`;
  const peers = PEERS.map(
    (p) => `${h(p === 'compute-engine' ? 'CE right' : 'nerd right', W.c + 4)}${h('med', W.ms)}${h('p95', W.ms)}`,
  );
  return `${lemma} │${h('k', W.c)}${h('Lemma', W.c)} │${peers.join(' │')}`;
}

/** Grades a topic's corpus (after a warm-up pass) and runs every mapped item through each peer (after a warm-up). */
function runTopic(id: string, items: TopicCorpusItem[]): Row[] {
  gradeTopicCorpus(id, items); // warm-up: the first question of a language compiles its patterns
  const s = gradeTopicCorpus(id, items);
  const problems = items.map((it, i) => peerProblem(id, it, i));
  const rows: Row[] = s.grades.map((g) => ({ g, peer: {} }));
  for (const peer of PEERS) {
    const todo = problems.map((p, i) => [p, i] as const).filter((x): x is [PeerProblem, number] => !!x[0] && peerCan(peer, x[0]));
    for (const [p] of todo) runPeer(peer, p); // warm-up
    for (const [p, i] of todo) rows[i]!.peer[peer] = runPeer(peer, p);
  }
  return rows;
}

console.log(`\nTopics (math/topics/<id>/corpus.ts, SymPy-checked): ${topics.length} topics; ms per problem.`);
console.log(
  'Right side: k = items a general CAS can be given in its own notation (plain arithmetic, solve, systems, expand, like terms, gcd/lcm, nCk, n!, mod, complex arithmetic), Lemma right+verified on them, each peer right/k with median and p95 ms.',
);
console.log(header());
const all: Row[] = [];
for (const id of topics) {
  const mod = (await import(new URL(`${id}/corpus.ts`, dir).href)) as { CORPUS?: TopicCorpusItem[] };
  const rows = runTopic(id, mod.CORPUS ?? []);
  all.push(...rows);
  console.log(line(id, rows));
  for (const task of [...new Set(rows.map((r) => r.g.item.task))])
    console.log(
      line(
        `  ${task}`,
        rows.filter((r) => r.g.item.task === task),
      ),
    );
}
console.log(line('ALL TOPICS', all));
