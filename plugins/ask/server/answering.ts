/**
 * Which provider answers: MAX goes to the LLM when one is configured; otherwise (and for PRO) the
 * symbolic engine answers, and for MAX says that no LLM is configured (§6 models). With an LLM configured, a
 * question the engine cannot read is restated by the LLM in the engine's notation and then solved and checked by the
 * engine (restate.ts, issue #21).
 */
import type { MathEngine, ServerTranslate } from '@lemma/sdk/server';
import type { AskConfig } from './deps';
import { createLlmProvider } from './llm';
import { restateWithLlm } from './restate';
import { createSymbolicProvider, type Answer, type AnswerProgress, type AnswerProvider, type AnswerRequest } from './providers';

/** The answer function of Ask's deps. */
export function createAnswerer(
  config: AskConfig,
  t: ServerTranslate,
  math: MathEngine,
): (req: AnswerRequest, onProgress: (p: AnswerProgress) => void) => Promise<Answer> {
  const restateCfg = config.LLM_BASE_URL
    ? {
        baseUrl: config.LLM_BASE_URL,
        apiKey: config.LLM_API_KEY,
        model: config.LLM_MODEL,
        timeoutMs: Math.min(config.LLM_TIMEOUT_SECONDS, 30) * 1000,
      }
    : null;
  const symbolic: AnswerProvider = createSymbolicProvider(
    t,
    math,
    restateCfg ? (question, language) => restateWithLlm(restateCfg, question, language) : undefined,
  );
  const llm: AnswerProvider | null = config.LLM_BASE_URL
    ? createLlmProvider(
        {
          baseUrl: config.LLM_BASE_URL,
          apiKey: config.LLM_API_KEY,
          model: config.LLM_MODEL,
          timeoutMs: config.LLM_TIMEOUT_SECONDS * 1000,
        },
        t,
        symbolic,
        math,
      )
    : null;
  return async (req, onProgress) => {
    if (req.model !== 'MAX') return symbolic.answer(req, onProgress);
    if (llm) return llm.answer(req, onProgress);
    const a = await symbolic.answer(req, onProgress);
    return a.understood ? { ...a, content: `> ${t(req.language, 'ask:answer.maxNotConfigured')}\n\n${a.content}` } : a;
  };
}
