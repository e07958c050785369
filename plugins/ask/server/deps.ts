/** What Ask's route modules and job handlers share (built once in index.ts). */
import { z } from 'zod';
import type {
  AuthGuard,
  CreditLedger,
  Db,
  EventHub,
  JobQueue,
  ServerTranslate,
  Sessions,
  Storage,
  UsageCounter,
} from '@lemma/sdk/server';
import type { Answer, AnswerProgress, AnswerRequest } from './providers';

/** Ask's configuration slice (docs/configuration.md): the OpenAI-compatible model for MAX. */
export const askConfig = z.object({
  /** OpenAI-compatible chat-completions server for the MAX model (e.g. https://api.openai.com/v1). */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  /** Seconds an LLM answer may take before the symbolic engine answers instead. */
  LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(90),
});
export type AskConfig = z.infer<typeof askConfig>;

export interface AskDeps {
  db: Db;
  guard: AuthGuard;
  credits: CreditLedger;
  jobs: JobQueue;
  hub: EventHub;
  usage: UsageCounter;
  t: ServerTranslate;
  sessions: Sessions;
  /** Ask's files (the answers' pictures): DATA_DIR or an S3-compatible bucket. */
  storage: Storage;
  /** Answers a question with the model's provider (answering.ts). */
  answer(req: AnswerRequest, onProgress: (p: AnswerProgress) => void): Promise<Answer>;
}

/** The event-hub channel of an input's answer in the making. */
export const inputChannel = (inputId: number) => `ask:input:${inputId}`;

export const ANSWER_JOB = 'ask.answer';
export const IMAGE_JOB = 'ask.image';

/** Picks the model to charge: MAX by default; PRO when asked for or no MAX credit is left (§6 force-PRO). */
export async function chooseModel(
  credits: CreditLedger,
  userId: number,
  wanted: 'PRO' | 'MAX' | undefined,
): Promise<'PRO' | 'MAX'> {
  if (wanted === 'PRO') return 'PRO';
  return (await credits.available(userId, 'MAX')) > 0 ? 'MAX' : 'PRO';
}
