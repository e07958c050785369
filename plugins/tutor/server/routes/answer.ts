/**
 * `POST /new-tutor/answer` (our addition to §7, docs/tutor.md): the student's answer — a chosen
 * option, or a typed line for steps ≥ 1. Step 0 is the base quiz (answered question by question, in
 * order). Wrong answers count attempts; MAX_STEP_ATTEMPTS on a step reveals it, MAX_SESSION_ATTEMPTS
 * in a session ends it (EXCEED_MAX_ATTEMPTS). A typed line is judged by the engine (quiz.ts
 * `checkLine`) before the transaction, since that may take a moment.
 */
import { eq } from 'drizzle-orm';
import { AppError, type MathEngine, type ServerApp, type Tx } from '@lemma/sdk/server';
import { MAX_SESSION_ATTEMPTS, MAX_STEP_ATTEMPTS, type AnswerResponse, type TutorStatus } from '../../shared/contract';
import { addStep, displayStep } from '../../shared/wizard';
import { answerRequest } from '../../shared/requests';
import { checkStep, correctIndex, entryFor, own, requirePlan, type Row, type TutorDeps } from '../deps';
import type { TutorPlan } from '../plan';
import { checkLine, type LineResult } from '../quiz';
import { newTutorSessions } from '../schema';

type Body = { sessionId: number; step: number; optionIndex?: number; line?: string; question?: number };
type Reply = Omit<AnswerResponse, 'newTutorCurrentStep' | 'newTutorBaseQuizAnswered' | 'newTutorStatus' | 'attempts'> & {
  attempts?: number;
};

/** One answer being applied inside its transaction: the locked row, its plan and the pending changes. */
class Turn {
  readonly patch: Partial<Row> = { updatedAt: new Date() };
  constructor(
    private readonly tx: Tx,
    readonly row: Row,
    readonly plan: TutorPlan,
  ) {}

  respond(r: Reply, next: Row = this.row): AnswerResponse {
    return {
      attempts: next.attempts,
      ...r,
      newTutorCurrentStep: next.currentStep,
      newTutorBaseQuizAnswered: next.baseQuizAnswered,
      newTutorStatus: next.status as TutorStatus,
    };
  }

  /** Writes the patch (ending the session at MAX_SESSION_ATTEMPTS) and returns the row as it is now. */
  async save(): Promise<Row> {
    if (this.patch.attempts !== undefined && this.patch.attempts >= MAX_SESSION_ATTEMPTS)
      this.patch.status = 'EXCEED_MAX_ATTEMPTS';
    await this.tx.update(newTutorSessions).set(this.patch).where(eq(newTutorSessions.sessionId, this.row.sessionId));
    return { ...this.row, ...this.patch } as Row;
  }
}

/** Judges a typed line against the plan (null when the answer is an option). */
async function judgeLine(deps: TutorDeps, userId: number, body: Body): Promise<LineResult | null> {
  if (body.line === undefined) return null;
  const plan = requirePlan(await own(deps.db, userId, body.sessionId));
  const k = body.step;
  checkStep(plan, k, 'Type your own line on a solution step (1 or later)');
  return checkLine(body.line, {
    before: plan.steps[k - 1]!.before,
    expected: [...plan.steps.slice(k - 1).map((s) => s.after), ...(plan.answer ? [plan.answer.latex] : [])],
    variable: plan.request?.variable ?? 'x',
    solutions: plan.problem?.task === 'solve' ? plan.solutions : [],
    ...(plan.problem?.task === 'indefinite-integral' && plan.request ? { integrand: plan.request.input } : {}),
    solve: (equation, v) => solveFor(deps.math, equation, v),
  });
}

async function solveFor(math: MathEngine, equation: string, variable: string): Promise<string[] | null> {
  try {
    const r = await math.compute({ model: 'FUNCTION_SOLVE', input: equation, variable }, 1500);
    return r.status === 'ok' && !r.solutionsPartial ? (r.solutions ?? []) : null;
  } catch {
    return null;
  }
}

/** Step 0: the base quiz, in order; a question answered before is answered again without counting. */
async function answerBaseQuiz(turn: Turn, body: Body): Promise<AnswerResponse> {
  const { row, plan, patch } = turn;
  if (body.optionIndex === undefined) throw new AppError('VALIDATION_ERROR', 'Choose an option for the base quiz');
  const q = body.question ?? row.baseQuizAnswered;
  const question = plan.baseQuiz[q];
  if (!question) throw new AppError('VALIDATION_ERROR', `The base quiz has ${plan.baseQuiz.length} questions`);
  if (q < row.baseQuizAnswered)
    return turn.respond({
      correct: question.optionList[body.optionIndex]?.correct ?? false,
      answeredIndex: correctIndex(question.optionList),
      revealed: false,
    });
  if (q > row.baseQuizAnswered) throw new AppError('CUSTOM_ERROR', 'Answer the base quiz in order');
  const option = question.optionList[body.optionIndex];
  if (!option) throw new AppError('VALIDATION_ERROR', 'No such option');
  if (!option.correct) {
    patch.attempts = row.attempts + 1;
    return turn.respond({ correct: false, whyKey: option.whyKey, answeredIndex: null, revealed: false }, await turn.save());
  }
  patch.baseQuizAnswered = row.baseQuizAnswered + 1;
  if (patch.baseQuizAnswered >= plan.baseQuiz.length && row.currentStep === 0) {
    patch.currentStep = 1;
    patch.displayStep = displayStep(1);
  }
  return turn.respond({ correct: true, answeredIndex: body.optionIndex, revealed: false }, await turn.save());
}

/** The verdict on a step's answer: an option's, or the typed line's (only wrong or unreadable lines count as attempts). */
function verdictOf(entry: { optionList: { correct: boolean; whyKey?: string }[] }, body: Body, judged: LineResult | null) {
  if (body.optionIndex !== undefined) {
    const option = entry.optionList[body.optionIndex];
    if (!option) throw new AppError('VALIDATION_ERROR', 'No such option');
    return { correct: option.correct, counts: true, whyKey: option.whyKey };
  }
  const correct = judged!.verdict === 'progress';
  return {
    correct,
    counts: judged!.verdict === 'wrong' || judged!.verdict === 'unreadable',
    whyKey: correct ? undefined : `tutor:lines.${judged!.verdict}`,
  };
}

/** Steps ≥ 1: the current step only; an answered step is answered again without counting. */
async function answerStep(turn: Turn, body: Body, judged: LineResult | null): Promise<AnswerResponse> {
  const { row, plan, patch } = turn;
  const k = body.step;
  checkStep(plan, k);
  if (row.currentStep === 0) throw new AppError('CUSTOM_ERROR', 'Answer the base quiz first');
  const entries = addStep(row.entries, entryFor(plan, k, row));
  const entry = { ...entries.find((e) => e.step === k)! };
  if (entry.answeredIndex !== null)
    return turn.respond({
      correct: !entry.revealed,
      answeredIndex: entry.answeredIndex,
      revealed: entry.revealed,
      attempts: entry.attempts,
    });
  if (k !== row.currentStep) throw new AppError('CUSTOM_ERROR', `Work on step ${row.currentStep} first`);
  const right = correctIndex(entry.optionList);
  const { correct, counts, whyKey } = verdictOf(entry, body, judged);
  if (!correct && counts) {
    entry.attempts += 1;
    patch.attempts = row.attempts + 1;
    if (entry.attempts >= MAX_STEP_ATTEMPTS) {
      entry.revealed = true;
      entry.answeredIndex = right;
    }
  }
  if (correct) entry.answeredIndex = right;
  if (entry.answeredIndex !== null) {
    patch.currentStep = Math.min(k + 1, plan.steps.length);
    patch.displayStep = displayStep(patch.currentStep);
  }
  patch.entries = entries.map((e) => (e.step === k ? entry : e));
  const next = await turn.save();
  const line = judged ? { verdict: judged.verdict, ...(judged.where ? { where: judged.where } : {}) } : {};
  return turn.respond(
    {
      correct,
      ...line,
      ...(whyKey ? { whyKey } : {}),
      answeredIndex: entry.answeredIndex,
      revealed: entry.revealed,
      attempts: entry.attempts,
    },
    next,
  );
}

export function registerAnswerRoute(app: ServerApp, deps: TutorDeps): void {
  const { db, guard } = deps;
  app.post(
    '/new-tutor/answer',
    { preHandler: guard.requireUser, schema: { body: answerRequest } },
    async (req): Promise<AnswerResponse> => {
      const { userId } = guard.user(req);
      const body = req.body;
      const judged = await judgeLine(deps, userId, body);
      return db.transaction(async (tx) => {
        const row = await own(tx, userId, body.sessionId, true);
        const plan = requirePlan(row);
        if (row.status !== 'SUCCESS') throw new AppError('CUSTOM_ERROR', 'This tutor session has ended');
        if (row.isFinished) throw new AppError('CUSTOM_ERROR', 'This tutor session is finished');
        const turn = new Turn(tx, row, plan);
        return body.step === 0 ? answerBaseQuiz(turn, body) : answerStep(turn, body, judged);
      });
    },
  );
}
