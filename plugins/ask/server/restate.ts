/**
 * Restating with an LLM (issue #21, "Reading"): when no reader of the engine understands a question and an
 * OpenAI-compatible model is configured (LLM_BASE_URL), the model is asked — with a structured request — to
 * restate the question in the engine's own English notation. The engine then reads, solves and checks the
 * restatement itself; the model never supplies the answer. Offline (no LLM_BASE_URL) nothing is sent anywhere.
 *
 * Request: chat completions, non-streaming, `response_format: { type: 'json_object' }` (OpenAI API reference,
 * "JSON mode"), temperature 0. Expected reply content: `{"restated": "<question>", "topic": "<id>"}` or
 * `{"restated": null}` when the model cannot restate it as math.
 */
import { z } from 'zod';
import { TOPICS } from '@lemma/math';
import { postChatCompletion } from './chatFetch';

/** Where and how to reach the model (the Ask config slice). */
export interface RestateConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Milliseconds the restatement may take before the engine gives up on it. */
  timeoutMs: number;
}

/** What the engine reads: the core tasks, then every topic with one example each. */
function notationGuide(): string {
  const core = [
    'solve 2x + 3 = 11',
    'solve x + y = 5, x - y = 1',
    'derivative of x^2 sin(x)',
    'integrate x e^x from 0 to 1',
    'limit of sin(x)/x as x -> 0',
    'simplify (x^2 - 1)/(x - 1)',
    'expand (x + 1)^3',
    'factor x^2 - 5x + 6',
  ];
  const topics = TOPICS.map((t) => `${t.id}: ${t.examples.slice(0, 2).join(' | ')}`);
  return [
    'Core tasks, for example:',
    ...core.map((q) => `- ${q}`),
    'Topics (id: examples):',
    ...topics.map((l) => `- ${l}`),
  ].join('\n');
}

/** The system prompt of a restatement request. */
export function restatePrompt(): string {
  return [
    "You rewrite a student's math question (any language) as ONE question in the notation of a math engine.",
    'Do NOT solve it and do NOT add numbers or facts that are not in the question.',
    'Reply with a JSON object only: {"restated": "<the question in the engine notation, English>", "topic": "<topic id or core>"}.',
    'If the question is not math, or needs a picture or a table you do not have, reply {"restated": null}.',
    notationGuide(),
  ].join('\n');
}

const Reply = z.object({
  restated: z.string().trim().min(1).max(400).nullable(),
  topic: z.string().max(60).optional(),
});

/** Model replies sometimes wrap the JSON in a Markdown fence: the first {...} object in the text. */
function jsonOf(text: string): unknown {
  const m = /\{[\s\S]*\}/.exec(text);
  if (!m) return null;
  try {
    return JSON.parse(m[0]);
  } catch {
    return null;
  }
}

/**
 * Asks the model to restate `question` in the engine's notation.
 * @returns the restated English question, or null when the model declines, times out, errors or replies with
 *   anything but the expected JSON (the caller then says "not understood", as offline). Never throws.
 */
export async function restateWithLlm(cfg: RestateConfig, question: string, language: string): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), cfg.timeoutMs);
  try {
    const res = await postChatCompletion(
      cfg.baseUrl,
      cfg.apiKey,
      {
        model: cfg.model,
        stream: false,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: restatePrompt() },
          { role: 'user', content: `Language: ${language}\nQuestion: ${question.slice(0, 2000)}` },
        ],
      },
      controller.signal,
    );
    if (!res.ok) return null;
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return null;
    const reply = Reply.safeParse(jsonOf(content));
    return reply.success ? reply.data.restated : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
