/** The LLM provider against a small local fake of the chat-completions API (the only mock: no LLM is reachable here). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { compute } from '@lemma/math';
import { decodeClaims, startTestServer, uniqueEmail, type TestServer } from '@lemma/testing/server';
import { agrees, finalAnswerOf } from './llm';

describe('checking an LLM answer with the engine', () => {
  it('reads the FINAL ANSWER line', () => {
    expect(finalAnswerOf('steps...\nFINAL ANSWER: x = 2, x = 3.')).toBe('x = 2, x = 3');
    expect(finalAnswerOf('no final line')).toBeNull();
  });

  it('agrees on equal solution sets in any order and form, disagrees otherwise', () => {
    const r = compute({ model: 'FUNCTION_SOLVE', input: 'x^2 - 5x + 6 = 0' });
    expect(agrees('x = 3 or x = 2', r)).toBe(true);
    expect(agrees('{2, 3}', r)).toBe(true);
    expect(agrees('x = 2', r)).toBe(false);
    expect(agrees('x = 5, x = 1', r)).toBe(false);
  });

  it('compares derivatives as functions and antiderivatives up to the constant', () => {
    expect(agrees('2x sin(x) + x^2 cos(x)', compute({ model: 'DERIVATIVE', input: 'x^2 sin x' }))).toBe(true);
    expect(agrees('x^2 cos(x)', compute({ model: 'DERIVATIVE', input: 'x^2 sin x' }))).toBe(false);
    expect(
      agrees('x e^x - e^x + 7 + C', compute({ model: 'INTEGRATION', integrationModel: 'INDEFINITE_INTEGRAL', input: 'x e^x' })),
    ).toBe(true);
  });
});

describe('MAX answers through an OpenAI-compatible server', () => {
  let fake: Server;
  let s: TestServer;
  let reply = '';
  const requests: { model: string; stream: boolean; messages: { role: string; content: string }[] }[] = [];

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        requests.push(JSON.parse(body));
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const pieces = reply.match(/.{1,12}/gs) ?? [];
        // Like a real model: pieces arrive over time, so the page sees the text grow.
        const next = () => {
          const piece = pieces.shift();
          if (piece === undefined) return void res.end('data: [DONE]\n\n');
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
          setTimeout(next, 40);
        };
        setTimeout(next, 100);
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', () => r()));
    s = await startTestServer({
      LLM_BASE_URL: `http://127.0.0.1:${(fake.address() as { port: number }).port}/v1`,
      LLM_MODEL: 'fake-model',
    });
  });
  afterAll(async () => {
    await s?.close();
    fake?.close();
  });

  async function maxUser() {
    const email = uniqueEmail('max');
    await s.call('POST', '/api/auth/signup', { body: { email, password: 'max pass 123' } });
    const r = await s.call('POST', `/api/auth/verification?code=${s.mail.codeFor(email)}`, { body: { email } });
    const userId = decodeClaims(r.body.token).userId as number;
    await s.built.kernel.credits.grant(userId, { kind: 'MAX', bucket: 'EXTRA', delta: 5, reason: 'TEST' });
    return r.body.token as string;
  }

  async function askMax(token: string, content: string, language = 'en') {
    const r = await s.call('POST', '/api/session/input/save/2', { token, body: { content, model: 'MAX', language } });
    expect(r.body.model).toBe('MAX');
    const stream = await (
      await fetch(`${s.url}/api/session/input/stream/id/${r.body.inputId}`, { headers: { authorization: `Bearer ${token}` } })
    ).text();
    await s.built.kernel.jobs.idle();
    const d = await s.call('GET', `/api/session/input/detail/id/${r.body.inputId}`, { token });
    return { d: d.body, stream };
  }

  it('streams the LLM text and marks a final answer the engine agrees with as checked', async () => {
    reply = 'Factorizamos: $(x-2)(x-3)=0$.\nFINAL ANSWER: x = 2, x = 3';
    const { d, stream } = await askMax(await maxUser(), 'Resuelve x^2 - 5x + 6 = 0', 'es');
    expect(requests.at(-1)).toMatchObject({ model: 'fake-model', stream: true });
    expect(requests.at(-1)!.messages[0]!.content).toContain('"es"');
    expect(stream).toContain('event: text');
    expect(d.status).toBe('SUCCESS');
    expect(d.output).toMatchObject({ provider: 'llm', verified: true, finalAnswerText: 'x = 2, x = 3' });
    expect(d.output.content).toContain('Factorizamos');
  });

  it('shows a disagreement instead of hiding it', async () => {
    reply = 'Easy.\nFINAL ANSWER: x = 5';
    const { d } = await askMax(await maxUser(), 'solve x^2 - 5x + 6 = 0');
    expect(d.output.verified).toBe(false);
    expect(d.output.finalAnswerText).toBe('x = 5');
    expect(d.output.content).toMatch(/found a different answer/);
  });
});
