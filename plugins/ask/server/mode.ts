/**
 * The ANSWER session mode (§4): follow-up questions go into the same session; MAX is charged
 * unless asked for PRO or no MAX credit is left; the credit is debited in the transaction that
 * writes the question (a refused debit leaves no question behind); the answer job is written in the
 * same transaction (durable: it survives a restart, docs/operations.md), and the ask is counted for the usage statistics (§9 source ASK; credits are the limit).
 */
import type { SessionModeHandler } from '@lemma/sdk/server';
import { ANSWER_JOB, chooseModel, type AskDeps } from './deps';

export function answerMode({ credits, jobs, usage }: Pick<AskDeps, 'credits' | 'jobs' | 'usage'>): SessionModeHandler {
  return {
    mode: 'ANSWER',
    followUps: true,
    chooseModel: (userId, requested) => chooseModel(credits, userId, requested),
    async begin(tx, { userId, model, inputId }) {
      await credits.spendInTransaction(tx, userId, model, 1, 'ASK');
      await jobs.enqueue(ANSWER_JOB, { inputId }, { tx });
    },
    async started({ userId }) {
      await usage.count(userId, 'ASK', 'ASK');
    },
  };
}
