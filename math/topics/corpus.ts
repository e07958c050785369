/**
 * Topic corpora (issue #21): the item shape every `math/topics/<id>/corpus.ts` exports, and the grader that runs items
 * through the path users get — normalizeQuestion(question, language) → routeQuestion → compute — and counts what was
 * read by the topic, answered right, verified, and shown with at least two steps, with the median time.
 */
import { looksLikeMath, normalizeQuestion } from '../read';
import { routeQuestion } from '../router';
import { compute, type ComputeResult } from '../compute';
import { sameSolutionFamily, sameValues } from './family';

/** One corpus problem. */
export interface TopicCorpusItem {
  /** The question as a student types it. */
  q: string;
  /** Language of the question (a locale code: `es`, `de`, `zh-CN`...); English when absent. */
  lang?: string;
  /** The topic's task the question should be read as (e.g. `gcd`). */
  task: string;
  /** The expected answer: `text` of the topic's answer (compared without spaces, case-insensitively). */
  expect: string;
  /**
   * How `expect` is compared: `text` (default) — the answer's text without spaces, case-insensitively; `solution-family`
   * — the same family of solutions of a differential equation, constants renamed or rescaled ({@link sameSolutionFamily});
   * `values` — the same items with numerically equal values ({@link sameValues}).
   */
  match?: 'text' | 'solution-family' | 'values';
  /** Where the problem comes from and its licence (e.g. `OpenStax Prealgebra 2e, §2.5, ex. 2.54 (CC BY 4.0)`). */
  source: string;
}

/** The grade of one item. */
export interface TopicCorpusGrade {
  item: TopicCorpusItem;
  /** Read by the expected topic and task. */
  read: boolean;
  correct: boolean;
  verified: boolean;
  /** An answer was shown and it is wrong (the number that must stay 0). */
  wrong: boolean;
  steps: number;
  got: string;
  ms: number;
}

/** Totals of a graded corpus. */
export interface TopicCorpusSummary {
  total: number;
  read: number;
  correct: number;
  verified: number;
  /** Right and verified. */
  rightAndVerified: number;
  wrong: number;
  withTwoSteps: number;
  medianMs: number;
  grades: TopicCorpusGrade[];
}

const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** The answer users would get, or null when the question is not understood (errors, or words the guard refuses). */
function answerOrNull(item: TopicCorpusItem): ComputeResult | null {
  try {
    const routed = routeQuestion(normalizeQuestion(item.q, item.lang ?? 'en'));
    // the same guard as Ask and the tutor: words left in the math are "not understood", never computed
    return routed.task === 'topic' || looksLikeMath(routed.request.input) ? compute(routed.request) : null;
  } catch {
    return null;
  }
}

/** Grades one item through normalizeQuestion → routeQuestion → compute (errors count as not read / not answered). */
export function gradeTopicItem(topicId: string, item: TopicCorpusItem): TopicCorpusGrade {
  const t0 = performance.now();
  const r = answerOrNull(item);
  const ms = performance.now() - t0;
  const read = !!r && r.task === 'topic' && r.topic?.id === topicId && r.topic.task === item.task;
  const got = r ? r.simplifyResultText : '';
  const answered = !!r && r.status === 'ok' && got !== '';
  const correct =
    answered &&
    (item.match === 'solution-family'
      ? sameSolutionFamily(got, item.expect)
      : item.match === 'values'
        ? sameValues(got, item.expect)
        : norm(got) === norm(item.expect));
  return { item, read, correct, verified: !!r?.verified, wrong: answered && !correct, steps: r?.steps.length ?? 0, got, ms };
}

/** Grades a topic's corpus; see {@link TopicCorpusSummary}. */
export function gradeTopicCorpus(topicId: string, items: readonly TopicCorpusItem[]): TopicCorpusSummary {
  const grades = items.map((it) => gradeTopicItem(topicId, it));
  const times = grades.map((g) => g.ms).sort((a, b) => a - b);
  return {
    total: grades.length,
    read: grades.filter((g) => g.read).length,
    correct: grades.filter((g) => g.correct).length,
    verified: grades.filter((g) => g.correct && g.verified).length,
    rightAndVerified: grades.filter((g) => g.correct && g.verified).length,
    wrong: grades.filter((g) => g.wrong).length,
    withTwoSteps: grades.filter((g) => g.steps >= 2).length,
    medianMs: times.length ? times[Math.floor(times.length / 2)]! : 0,
    grades,
  };
}
