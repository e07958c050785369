/**
 * The OpenAI-compatible LLM provider (chat completions with `stream: true`, any server that speaks
 * that API: LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). Used for the MAX model when configured. When the
 * question is within the engine's reach, the LLM's final answer is checked against the engine's:
 * agreement marks the answer verified; a disagreement is shown in the answer, never hidden.
 */
import { createParser } from 'eventsource-parser';
import {
  checkAntiderivative,
  equivalent,
  evalComplex,
  graphFunctions,
  looksLikeMath,
  normalizeQuestion,
  parse,
  routeQuestion,
  type ComputeResult,
} from '@lemma/math';
import type { MathEngine, ServerTranslate } from '@lemma/sdk/server';
import { answerInWords, type Answer, type AnswerProvider, type AnswerRequest } from './providers';
import { postChatCompletion } from './chatFetch';

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

const GRADE_NAMES: Record<number, string> = {
  1: 'an elementary school student',
  2: 'a middle school student',
  3: 'a high school student',
  4: 'an undergraduate student',
  5: 'a graduate student',
};

export function systemPrompt(language: string, grade: number | null): string {
  return [
    `You are Lemma, a patient math tutor. Answer for ${GRADE_NAMES[grade ?? 3] ?? 'a student'} in the language with code "${language}".`,
    'Explain the method, then give numbered steps. Write math in LaTeX between $...$ (inline) or $$...$$ (display).',
    'End with one line exactly of the form: FINAL ANSWER: <the answer in plain text, e.g. x = 2, x = 3>.',
    'If the question is not a math question, say so briefly and do not invent an answer.',
  ].join('\n');
}

/**
 * Reads an OpenAI-style SSE stream (parsed by eventsource-parser), calling `onDelta` with each
 * content fragment (`choices[0].delta.content`) and returning the whole text. Ends at `[DONE]` or
 * the end of the body; comments, keep-alives and malformed events are skipped.
 */
export async function readChatStream(body: ReadableStream<Uint8Array>, onDelta: (text: string) => void): Promise<string> {
  let full = '';
  let done = false;
  const parser = createParser({
    onEvent(event) {
      if (done) return;
      if (event.data.trim() === '[DONE]') return void (done = true);
      try {
        const delta = JSON.parse(event.data)?.choices?.[0]?.delta?.content;
        if (typeof delta === 'string' && delta) {
          full += delta;
          onDelta(delta);
        }
      } catch {
        /* a malformed event */
      }
    },
  });
  const reader = body.pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>).getReader();
  while (!done) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    parser.feed(value);
  }
  if (done) await reader.cancel().catch(() => undefined);
  return full;
}

/** The text after "FINAL ANSWER:" (last occurrence), without trailing punctuation. */
export function finalAnswerOf(text: string): string | null {
  const m = [...text.matchAll(/FINAL ANSWER:\s*(.+)/gi)].at(-1);
  return m
    ? m[1]!
        .trim()
        .replace(/^\$+|\$+$/g, '')
        .replace(/[.。]$/, '')
        .trim()
    : null;
}

function values(text: string): number[] | null {
  const parts = text
    .replace(/\\\\?[{}]|[{}]/g, '')
    .split(/,|;|\bor\b|\band\b/i)
    .map((p) => p.split('=').pop()!.trim())
    .filter(Boolean);
  try {
    return parts.map((p) => {
      const v = evalComplex(parse(p));
      if (Math.abs(v.im) > 1e-9) throw new Error('complex');
      return v.re;
    });
  } catch {
    return null;
  }
}

/**
 * Does the LLM's final answer agree with the engine's result?
 * @returns true / false, or null when the answers cannot be compared (then nothing is claimed).
 */
export function agrees(llmFinal: string, r: ComputeResult, variable = 'x'): boolean | null {
  try {
    if (r.task === 'solve' && r.solutions && !r.period) {
      const mine = values(r.solutions.join(', '));
      const theirs = values(llmFinal);
      if (!mine || !theirs) return null;
      const a = [...mine].sort((p, q) => p - q);
      const b = [...new Set(theirs.map((v) => Math.round(v * 1e9) / 1e9))].sort((p, q) => p - q);
      return a.length === b.length && a.every((v, i) => Math.abs(v - b[i]!) <= 1e-6 * Math.max(1, Math.abs(v)));
    }
    const rhs = llmFinal.includes('=') ? llmFinal.split('=').pop()!.trim() : llmFinal;
    const theirs = parse(rhs.replace(/\+\s*C\s*$/i, ''));
    if (r.task === 'indefinite-integral') return checkAntiderivative(theirs, parse(r.inputText), variable);
    if (['derivative', 'definite-integral', 'limit', 'calculate', 'simplify', 'expand', 'factor'].includes(r.task))
      return equivalent(theirs, parse(r.simplifyResultText));
    return null;
  } catch {
    return null;
  }
}

export function createLlmProvider(
  cfg: LlmConfig,
  t: ServerTranslate,
  fallback: AnswerProvider,
  math: MathEngine,
): AnswerProvider {
  return {
    id: 'llm',
    async answer(req: AnswerRequest, onProgress): Promise<Answer> {
      onProgress({ type: 'status', status: 'GENERATING' });
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), cfg.timeoutMs);
      let text: string;
      try {
        const res = await postChatCompletion(
          cfg.baseUrl,
          cfg.apiKey,
          {
            model: cfg.model,
            stream: true,
            temperature: 0.2,
            messages: [
              { role: 'system', content: systemPrompt(req.language, req.grade) },
              { role: 'user', content: req.question },
            ],
          },
          controller.signal,
        );
        if (!res.ok || !res.body) throw new Error(`LLM HTTP ${res.status}`);
        text = await readChatStream(res.body, (delta) => onProgress({ type: 'text', text: delta }));
      } catch {
        // The LLM is down or too slow: the engine answers, and says so.
        const a = await fallback.answer(req, onProgress);
        return { ...a, content: `> ${t(req.language, 'ask:answer.llmUnavailable')}\n\n${a.content}` };
      } finally {
        clearTimeout(timer);
      }
      const llmFinal = finalAnswerOf(text);
      let engine: ComputeResult | null = null;
      try {
        const routed = routeQuestion(normalizeQuestion(req.question, req.language));
        if (routed.task === 'topic' || looksLikeMath(routed.request.input)) engine = await math.compute(routed.request, 3000);
      } catch {
        engine = null;
      }
      const verdict =
        engine && llmFinal && engine.status === 'ok' && engine.verified
          ? agrees(llmFinal, engine, engine.model === 'FUNCTION_SOLVE' ? 'x' : 'x')
          : null;
      // a topic's answer in words is shown translated (math/answerWords.ts), not as its English LaTeX
      const inWords = engine ? answerInWords(t, req.language, engine) : null;
      let content = text.replace(/FINAL ANSWER:.*$/gim, '').trim();
      if (llmFinal) content += `\n\n**${t(req.language, 'ask:answer.final')}** ${llmFinal}`;
      if (verdict === true) content += `\n\n> ${t(req.language, 'ask:answer.llmChecked')}`;
      if (verdict === false)
        content += `\n\n> ${t(req.language, 'ask:answer.llmDisagrees', { answer: inWords?.markdown ?? `$${engine!.simplifyResult}$` })}`;
      return {
        understood: true,
        provider: 'llm',
        task: engine?.task ?? null,
        content,
        finalAnswer: verdict === true ? (inWords?.latex ?? engine!.simplifyResult) : null,
        finalAnswerText: llmFinal,
        steps:
          verdict === true
            ? engine!.steps.map((s) => ({
                rule: s.rule,
                before: s.before,
                after: s.after,
                ...(s.params ? { params: s.params } : {}),
              }))
            : [],
        verified: verdict === true,
        exact: verdict === true ? engine!.exact : false,
        desmosFunction: engine ? graphFunctions(engine) : [],
      };
    },
  };
}
