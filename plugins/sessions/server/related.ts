/**
 * Related questions (§7 related-questions, the tutor's practice problems): the same problem with new
 * numbers, each read and solved by the engine first. Offered to other plugins as
 * `Sessions.relatedQuestions`.
 */
import { looksLikeMath, normalizeQuestion, routeQuestion, type ComputeResult } from '@lemma/math';
import type { MathEngine } from '@lemma/sdk/server';

/**
 * Related questions: the same problem with new numbers (same method), each checked to be solvable
 * by the engine with the same task. Numbers in exponents are kept, so the method does not change.
 */
export async function relatedQuestions(question: string, language: string, math: MathEngine, count = 3): Promise<string[]> {
  const solve = async (q: string): Promise<ComputeResult | null> => {
    try {
      const routed = routeQuestion(normalizeQuestion(q, language));
      return routed.task === 'topic' || looksLikeMath(routed.request.input) ? await math.compute(routed.request, 1500) : null;
    } catch {
      return null;
    }
  };
  const base = await solve(question);
  if (!base || base.status !== 'ok') return [];
  const out: string[] = [];
  const deltas = [1, 2, -1, 3, -2, 4];
  for (const d of deltas) {
    if (out.length >= count) break;
    let k = 0;
    const variant = question.replace(/(\^\s*)?(\d+)/g, (m, caret: string | undefined, num: string) => {
      if (caret) return m;
      const n = Number(num);
      const next = n + (k++ % 2 === 0 ? d : -d);
      return String(next === 0 || next < 0 ? n + Math.abs(d) + 1 : next);
    });
    if (variant === question || out.includes(variant)) continue;
    // Numbers that differed must still differ (no "from 2 to 2").
    const nums = (q: string) => (q.match(/\d+/g) ?? []).map(Number);
    const a = nums(question);
    const b = nums(variant);
    if (a.some((x, i) => a.some((y, j) => i < j && x !== y && b[i] === b[j]))) continue;
    const r = await solve(variant);
    if (r && r.status === 'ok' && r.verified && r.task === base.task) out.push(variant);
  }
  return out;
}
