/** The graph of sequences answers (issue #21 item 6, H2): the first terms as points (n, aₙ). */
import { describe, expect, it } from 'vitest';
import { compute, graphFunctions, normalizeQuestion, routeQuestion } from '@lemma/math';

function pointsOf(q: string): { pts: [number, number][]; answer: string } {
  const routed = routeQuestion(normalizeQuestion(q, 'en'));
  expect(routed.task).toBe('topic');
  const r = compute(routed.request);
  const fns = graphFunctions(r);
  expect(fns).toHaveLength(1);
  const pts = [...fns[0]!.expression.matchAll(/\(([-\d.e]+), ([-\d.e]+)\)/g)].map(
    (m) => [Number(m[1]), Number(m[2])] as [number, number],
  );
  return { pts, answer: r.simplifyResultText };
}

describe('sequences on the graph', () => {
  it('an arithmetic sequence: the points up to the asked term lie on a_n = a_1 + (n − 1)d, the last is the answer', () => {
    const { pts, answer } = pointsOf('Find the 10th term of the arithmetic sequence 3, 7, 11, ...');
    expect(pts.map((p) => p[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const [n, a] of pts) expect(a).toBe(3 + (n - 1) * 4);
    expect(String(pts.at(-1)![1])).toBe(answer);
  });

  it('a geometric sequence: a_n = a_1 r^(n − 1)', () => {
    const { pts, answer } = pointsOf('Find the 8th term of the geometric sequence 2, 6, 18, ...');
    for (const [n, a] of pts) expect(a).toBe(2 * 3 ** (n - 1));
    expect(String(pts.at(-1)![1])).toBe(answer);
  });

  it('a Σ body at its indices, a recursion run forward, a pattern with its next term', () => {
    for (const [k, a] of pointsOf('sum_{k=1}^{10} (2k+1)').pts) expect(a).toBe(2 * k + 1);
    const rec = pointsOf('a_1 = 3, a_n = 2a_{n-1} + 1, find a_5');
    expect(rec.pts).toEqual([
      [1, 3],
      [2, 7],
      [3, 15],
      [4, 31],
      [5, 63],
    ]);
    const next = pointsOf('What is the next term of 2, 5, 10, 17, ...?');
    for (const [n, a] of next.pts) expect(a).toBe(n * n + 1);
    expect(String(next.pts.at(-1)![1])).toBe(next.answer);
  });

  it('a far term shows the first ten terms', () => {
    const { pts } = pointsOf('Find the 100th term of 3, 7, 11, ...');
    expect(pts).toHaveLength(10);
  });
});
