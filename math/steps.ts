/**
 * A solution step: `rule` is a stable id from {@link import('./rules').RULES}, `before`/`after` are LaTeX,
 * `params` are LaTeX fragments the rule's wording refers to (e.g. `{ term: "3" }` for "subtract 3 from both
 * sides"). `distractors` are plausible wrong `after`s (common mistakes) for quizzes, when the rule has any.
 */
import type { RuleId } from './rules';

export interface Step {
  rule: RuleId;
  before: string;
  after: string;
  params?: Record<string, string>;
  distractors?: string[];
}

export class StepLog {
  steps: Step[] = [];
  add(rule: RuleId, before: string, after: string, params?: Record<string, string>, distractors?: string[]): void {
    if (before === after && !['no-real-solution', 'contradiction', 'identity-equation', 'rational-root-test'].includes(rule))
      return;
    const s: Step = { rule, before, after };
    if (params && Object.keys(params).length) s.params = params;
    const ds = distractors?.filter((d) => d !== after && d !== before);
    if (ds && ds.length) s.distractors = [...new Set(ds)];
    this.steps.push(s);
  }
  push(...s: Step[]) {
    this.steps.push(...s);
  }
}
