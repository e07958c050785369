/**
 * Peers for the topic benchmark (issues #18 and #21): the topic-corpus items a general CAS can be given — plain
 * arithmetic, an equation or a system to solve, a product to expand, like terms to collect, gcd / lcm, n choose k, n!,
 * a remainder — mapped to compute-engine's and nerdamer's own notation, graded like the core corpus
 * (math/corpus/grade.ts `gradeOne`: equivalence, solution sets, the expected form for expand / simplify).
 *
 * The mapping reads the item's English question with strict patterns and returns null unless the problem it states is
 * unambiguous in the peer's notation (one equation in one letter, numbers only for arithmetic, the operation named by
 * its usual word or symbol). Words a peer cannot read are not its fault: an item with no mapping shows "—", it is not
 * counted against the peer. A peer with no such operation (nerdamer has no binomial coefficient) shows "—" too.
 */
import { createRequire } from 'node:module';
import type { ComputeRequest, TopicCorpusItem } from '@lemma/math';
import { parse, toText } from '@lemma/math';
import { gradeOne, type CorpusProblem } from '@lemma/math/corpus/grade';
import { computeWithCE } from '@lemma/math/corpus/baseline';
import { ComputeEngine } from '@cortex-js/compute-engine';
import { computeWithNerdamer } from './nerdamer';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const nerdamer: any = require('nerdamer-prime/all');

/** A named integer operation the peers have under their own names (compute-engine MathJSON head, nerdamer function). */
type IntOp = 'gcd' | 'lcm' | 'binomial' | 'factorial' | 'mod';
const CE_HEAD: Record<IntOp, string> = { gcd: 'GCD', lcm: 'LCM', binomial: 'Binomial', factorial: 'Factorial', mod: 'Mod' };
const NERDAMER_FN: Record<IntOp, string | null> = { gcd: 'gcd', lcm: 'lcm', binomial: null, factorial: 'factorial', mod: 'mod' };

/** A topic item stated as a core-corpus problem (graded by `gradeOne`), or as a named integer operation. */
export interface PeerProblem extends CorpusProblem {
  op?: IntOp;
  args?: string[];
  /** Complex arithmetic: nerdamer needs `expand` to multiply out (its `evaluate` leaves products). */
  complex?: boolean;
}

export type Peer = 'compute-engine' | 'nerdamer';
export const PEERS: Peer[] = ['compute-engine', 'nerdamer'];

const NUMBER_ANSWER = /^-?\d+(?:\.\d+)?(?:\/\d+)?$/;
const INT = '(\\d{1,9})';

const problem = (
  id: string,
  kind: CorpusProblem['kind'],
  request: ComputeRequest,
  expect: CorpusProblem['expect'],
  extra: Partial<PeerProblem> = {},
): PeerProblem => ({ id, kind, grade: 0, request, expect, ...extra });

/** The numbers of "48 and 180", "12, 18 and 30", "48, 180". */
function numberList(s: string): string[] | null {
  const parts = s.split(/\s*(?:,\s*and|,|\band\b)\s*/).map((p) => p.trim());
  return parts.length >= 2 && parts.every((p) => /^\d{1,9}$/.test(p)) ? parts : null;
}

/** "What is 147 divided by 5?" → "147/5"; null unless only numbers and the four operations are left. */
function arithmeticInput(q: string): string | null {
  const s = q
    .replace(/^(?:what is|what's|calculate|compute|evaluate|find|simplify)\s+/i, '')
    .replace(/\s*(?:=\s*)?\?*\s*$/, '')
    .replace(/\s+divided by\s+/gi, ' / ')
    .replace(/\s+(?:times|multiplied by)\s+/gi, ' * ')
    .replace(/\s+plus\s+/gi, ' + ')
    .replace(/\s+minus\s+/gi, ' - ');
  return /^[\d\s.+\-*/^()]+$/.test(s) && /\d\s*[-+*/^]\s*[\d(]|\)\s*[*/^(]/.test(s) ? s : null;
}

/** Function names a CAS reads in plain text (a longer run of letters is a word, not math). */
const FUNCTIONS = /\b(?:sqrt|cbrt|log|ln|exp|sin|cos|tan|abs)\b|\blog_\d+/g;

/** The math at the end of a question, after its instruction ("Solve each equation. 5(y-6)-4y = -6"), or null. */
function mathTail(q: string): string | null {
  const tail = q
    .split(/[:.?]\s+(?=\S)/)
    .pop()!
    .replace(/[.?]\s*$/, '')
    .trim();
  // letters only as variables (a word is not math), ASCII only (θ is spelled differently by each CAS)
  if (!tail || /[a-z]{2,}/i.test(tail.replace(FUNCTIONS, '')) || !/[\d)]/.test(tail) || /[^\x20-\x7e]/.test(tail)) return null;
  return tail;
}

/** The one equation of "Solve 2x + 3 = 7", "Solve each equation. 5(y-6)-4y = -6", "Find the zeros of f(x) = …". */
function equationInput(q: string, task: string): { input: string; v: string } | null {
  const zeros = /^(?:find |what are )?the (?:zeros|roots) of f\(x\) = ([^=]+?)\??$/i.exec(q);
  const eq = zeros ? `${zeros[1]} = 0` : task === 'zeros' || !/^(?:solve|find)\b/i.test(q) ? null : mathTail(q);
  if (!eq || (eq.match(/=/g) ?? []).length !== 1 || /[<>≤≥,;]/.test(eq)) return null;
  try {
    const letters = new Set(toText(parse(eq)).match(/(?<![a-z])[a-z](?![a-z(])/g) ?? []);
    letters.delete('e');
    letters.delete('i');
    return letters.size === 1 ? { input: eq, v: [...letters][0]! } : null;
  } catch {
    return null;
  }
}

/** "x = 3" / "y = 2/3, y = 1" / "2, 3" → the values, when every one is a number. */
function solutionValues(expect: string): string[] | null {
  const vals = expect.split(/\s*,\s*/).map((p) => p.replace(/^[a-z]\s*=\s*/, ''));
  return vals.every((v) => NUMBER_ANSWER.test(v.replace(/\s+/g, ''))) ? vals : null;
}

/** The problem a peer is given for a topic item, or null when no unambiguous mapping exists. */
export function peerProblem(topic: string, item: TopicCorpusItem, index: number): PeerProblem | null {
  if (item.lang) return null;
  const q = item.q.trim().replace(/\s+/g, ' ');
  const id = `${topic}-${index}`;
  const key = `${topic}/${item.task}`;
  const intOp = (op: IntOp, args: string[]) =>
    NUMBER_ANSWER.test(item.expect)
      ? problem(id, 'arithmetic', { model: 'CALCULATION', input: `${op}(${args.join(', ')})` }, item.expect, { op, args })
      : null;
  let m: RegExpExecArray | null;
  switch (key) {
    case 'arithmetic/evaluate': {
      const input = arithmeticInput(q);
      return input && NUMBER_ANSWER.test(item.expect)
        ? problem(id, 'arithmetic', { model: 'CALCULATION', input }, item.expect)
        : null;
    }
    case 'arithmetic/factorial':
    case 'probability/factorial':
      m = new RegExp(`^(?:what is |calculate |compute |evaluate )?${INT}(?:!| factorial)\\??$`, 'i').exec(q);
      return m ? intOp('factorial', [m[1]!]) : null;
    case 'arithmetic/remainder':
      m =
        new RegExp(`^(?:what is )?${INT} mod ${INT}\\??$`, 'i').exec(q) ??
        new RegExp(`remainder (?:of|when) ${INT} (?:is )?divided by ${INT}\\??$`, 'i').exec(q);
      return m ? intOp('mod', [m[1]!, m[2]!]) : null;
    case 'number-theory/gcd':
    case 'number-theory/lcm': {
      const op: IntOp = item.task === 'gcd' ? 'gcd' : 'lcm';
      const call = new RegExp(`^${op === 'gcd' ? '(?:gcd|gcf|hcf)' : 'lcm'}\\(([\\d, ]+)\\)\\??$`, 'i').exec(q);
      const words =
        op === 'gcd'
          ? /(?:greatest common (?:divisor|factor)|highest common factor|gcd|gcf|hcf) of ([\d, and]+?)\??$/i.exec(q)
          : /(?:least common multiple|lcm) of ([\d, and]+?)\??$/i.exec(q);
      const args = call ? numberList(call[1]!) : words ? numberList(words[1]!) : null;
      return args ? intOp(op, args) : null;
    }
    case 'probability/combinations':
      m =
        new RegExp(`^${INT} choose ${INT}\\??$`, 'i').exec(q) ??
        new RegExp(`^(?:C|nCr)\\(${INT}, ?${INT}\\)\\??$`).exec(q) ??
        new RegExp(`^${INT}C${INT}$`).exec(q);
      return m ? intOp('binomial', [m[1]!, m[2]!]) : null;
    case 'algebra/equation':
    case 'algebra/roots':
    case 'functions/zeros': {
      const eq = equationInput(q, item.task);
      const vals = solutionValues(item.expect);
      return eq && vals ? problem(id, 'equation', { model: 'FUNCTION_SOLVE', input: eq.input, variable: eq.v }, vals) : null;
    }
    case 'algebra/system': {
      const tail = /^solve\b/i.test(q) ? mathTail(q) : null;
      const eqs = tail?.split(/\s*[,;]\s*/) ?? [];
      const vals = /^([a-z]) = (-?[\d/.]+), ([a-z]) = (-?[\d/.]+)$/.exec(item.expect);
      return eqs.length === 2 && eqs.every((e) => (e.match(/=/g) ?? []).length === 1) && vals
        ? problem(
            id,
            'system',
            { model: 'FUNCTION_SOLVE', input: eqs.join(', ') },
            { [vals[1]!]: vals[2]!, [vals[3]!]: vals[4]! },
          )
        : null;
    }
    case 'polynomials/multiply': {
      const input = /^(?:multiply|expand|find the product)\b/i.test(q) ? mathTail(q.replace(/^[^(\-\d]*?(?=[-(\d])/, '')) : null;
      return input && /\)\s*\(|\)\^|\d\s*\(|[a-z]\s*\(/i.test(input)
        ? problem(id, 'simplify', { model: 'CALCULATION', input, task: 'expand' }, item.expect)
        : null;
    }
    case 'polynomials/combine':
    case 'polynomials/add-subtract': {
      // "Combine like terms 3x + 2y - x + 5y", "Add the polynomials (…) + (…)"; not "Add (…) and (…)" nor "Subtract … from …"
      const input = /^(?:combine like terms|simplify|add the polynomials|subtract the polynomials)\b/i.test(q)
        ? mathTail(q.replace(/^(?:combine like terms|simplify|add the polynomials|subtract the polynomials)[:.]?\s*/i, ''))
        : null;
      return input ? problem(id, 'simplify', { model: 'CALCULATION', input, task: 'simplify' }, item.expect) : null;
    }
    case 'complex/arithmetic': {
      const input = mathTail(q.replace(/^(?:what is|calculate|compute|evaluate|simplify|find)\s+/i, ''));
      return input && /^[\d\s.+\-*/^()i]+$/.test(input) && /i/.test(input)
        ? problem(id, 'arithmetic', { model: 'CALCULATION', input }, item.expect, { complex: true })
        : null;
    }
  }
  return null;
}

/** Whether the peer has the operation at all (nerdamer has no binomial coefficient). */
export function peerCan(peer: Peer, p: PeerProblem): boolean {
  return !(peer === 'nerdamer' && p.op && !NERDAMER_FN[p.op]);
}

/** The peer's answer to the problem, graded: right or not, and the time it took (ms). A thrown error is not right. */
export function runPeer(peer: Peer, p: PeerProblem): { correct: boolean; ms: number } {
  const t0 = performance.now();
  const correct = (() => {
    try {
      const r =
        p.op !== undefined
          ? intOpResult(peer, p)
          : peer === 'compute-engine'
            ? computeWithCE(p.request)
            : p.complex
              ? { ...computeWithNerdamer(p.request), simplifyResultText: String(nerdamer.expand(toText(parse(p.request.input)))) }
              : computeWithNerdamer(p.request);
      return gradeOne(p, r as Parameters<typeof gradeOne>[1]);
    } catch {
      return false;
    }
  })();
  return { correct, ms: performance.now() - t0 };
}

let ce: ComputeEngine | undefined;

/** A named integer operation through the peer's own function (compute-engine `GCD`…, nerdamer `gcd`…). */
function intOpResult(peer: Peer, p: PeerProblem): { simplifyResultText: string; status: 'ok' } {
  const args = p.args!;
  if (peer === 'compute-engine') {
    ce ??= new ComputeEngine();
    const engine = ce;
    const out = engine.withTimeLimit(2000, () => engine.box([CE_HEAD[p.op!], ...args.map(Number)] as never).evaluate());
    const j = out.json as unknown;
    const text = typeof j === 'number' ? String(j) : ((j as { num?: string }).num ?? JSON.stringify(j));
    return { simplifyResultText: text, status: 'ok' };
  }
  const text = String(
    nerdamer(`${NERDAMER_FN[p.op!]}(${args.join(',')})`)
      .evaluate()
      .text('fractions'),
  );
  return { simplifyResultText: text, status: 'ok' };
}
