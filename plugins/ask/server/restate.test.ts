/**
 * Restating an unread question with an LLM (issue #21): against a small local fake of the chat-completions API (the
 * only mock — no LLM is reachable here). The engine, the server, the database and the job queue are real.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { decodeClaims, startTestServer, uniqueEmail, type TestServer } from '@lemma/testing/server';
import { restatePrompt, restateWithLlm } from './restate';

interface ChatRequest {
  model: string;
  stream: boolean;
  response_format?: { type: string };
  messages: { role: string; content: string }[];
}

let fake: Server;
let baseUrl = '';
/** What the fake model replies (the message content), or a status code to fail with. */
let reply: string | number = '';
const requests: ChatRequest[] = [];

beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push(JSON.parse(body));
      if (typeof reply === 'number') return void res.writeHead(reply).end('{"error":"down"}');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: reply } }] }));
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', () => r()));
  baseUrl = `http://127.0.0.1:${(fake.address() as { port: number }).port}/v1`;
});
afterAll(() => void fake?.close());

describe('restateWithLlm', () => {
  const cfg = () => ({ baseUrl, model: 'fake-model', timeoutMs: 5000 });

  it('sends a structured JSON-mode request naming the engine notation and the topics, and reads the restatement', async () => {
    reply = '{"restated": "5^2 - 7", "topic": "arithmetic"}';
    expect(await restateWithLlm(cfg(), 'take away seven from the square of five', 'en')).toBe('5^2 - 7');
    const sent = requests.at(-1)!;
    expect(sent).toMatchObject({ model: 'fake-model', stream: false, response_format: { type: 'json_object' } });
    expect(sent.messages[0]!.content).toBe(restatePrompt());
    expect(restatePrompt()).toMatch(/number-theory: .*gcd|number-theory: /);
    expect(sent.messages[1]!.content).toContain('take away seven');
  });

  it('accepts JSON inside a Markdown fence, and returns null for a refusal, prose, bad JSON or an HTTP error', async () => {
    reply = '```json\n{"restated": "gcd(12, 18)"}\n```';
    expect(await restateWithLlm(cfg(), 'q', 'en')).toBe('gcd(12, 18)');
    for (const r of ['{"restated": null}', 'I think it is 5.', '{"restated": 5}', '{"restated": ""}', 500]) {
      reply = r;
      expect(await restateWithLlm(cfg(), 'q', 'en')).toBeNull();
    }
  });

  it('gives up (null) when the model is unreachable', async () => {
    expect(await restateWithLlm({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 2000 }, 'q', 'en')).toBeNull();
  });
});

describe('Ask: a question the engine cannot read is restated by the LLM, then solved and checked by the engine', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ LLM_BASE_URL: baseUrl, LLM_MODEL: 'fake-model' });
  });
  afterAll(async () => {
    await s?.close();
  });

  async function user() {
    const email = uniqueEmail('restate');
    await s.call('POST', '/api/auth/signup', { body: { email, password: 'restate pass 1' } });
    const r = await s.call('POST', `/api/auth/verification?code=${s.mail.codeFor(email)}`, { body: { email } });
    return { token: r.body.token as string, userId: decodeClaims(r.body.token).userId as number };
  }

  async function askPro(token: string, content: string, language = 'en') {
    const r = await s.call('POST', '/api/session/input/save/2', { token, body: { content, model: 'PRO', language } });
    expect(r.status).toBe(200);
    await fetch(`${s.url}/api/session/input/stream/id/${r.body.inputId}`, { headers: { authorization: `Bearer ${token}` } });
    await s.built.kernel.jobs.idle();
    return (await s.call('GET', `/api/session/input/detail/id/${r.body.inputId}`, { token })).body;
  }

  it('answers with the engine (value computed and checked by the engine) and says it was read with the LLM', async () => {
    const { token } = await user();
    reply = '{"restated": "solve 3x + 4 = 19", "topic": "core"}';
    const before = requests.length;
    const d = await askPro(token, 'Tres veces un número más cuatro da diecinueve. ¿Cuál es el número?', 'es');
    // One object, so that a failure shows the status and the provider beside the count of model calls.
    expect({ status: d.status, provider: d.output?.provider, modelCalls: requests.length - before }).toEqual({
      status: 'SUCCESS',
      provider: 'symbolic+llm-read',
      modelCalls: 1,
    });
    expect(d.output).toMatchObject({ provider: 'symbolic+llm-read', verified: true, finalAnswerText: '5' });
    expect(d.output.content).toContain('solve 3x + 4 = 19');
    expect(d.output.content).toMatch(/modelo de lenguaje/);
  });

  it('does not call the LLM when the engine reads the question itself', async () => {
    const { token } = await user();
    const before = requests.length;
    const d = await askPro(token, 'solve 2x + 3 = 11');
    expect(requests.length).toBe(before);
    expect(d.output).toMatchObject({ provider: 'symbolic', finalAnswerText: '4' });
  });

  it('stays "not understood" (no guess, credit refunded) when the model declines or restates into something unreadable', async () => {
    const { token } = await user();
    for (const r of ['{"restated": null}', '{"restated": "the colour of the sky"}']) {
      reply = r;
      const before = (await s.call('GET', '/api/balance/info', { token })).body;
      const d = await askPro(token, 'Why is the sky blue, tell me the math of it?');
      expect(d.status).toBe('NOT_UNDERSTOOD');
      expect(d.output.finalAnswer).toBeNull();
      expect(d.output.content).toMatch(/will not guess/);
      const after = (await s.call('GET', '/api/balance/info', { token })).body;
      expect(after.proPlanCredit + after.proExtraCredit).toBe(before.proPlanCredit + before.proExtraCredit);
    }
  });
});
