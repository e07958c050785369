/** The chat POST sent again once when the server had already closed the reused socket (chatFetch.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server, type Socket } from 'node:net';
import { postChatCompletion } from './chatFetch';

let server: Server | undefined;
afterEach(() => void server?.close());

/**
 * A raw HTTP server: `plan[i]` says what the i-th received request gets — 'reset' (the socket is reset after the
 * request arrived, as when a keep-alive close crosses it) or an HTTP status.
 */
async function start(plan: ('reset' | number)[]): Promise<{ url: string; seen: () => number }> {
  let n = 0;
  server = createServer((socket: Socket) => {
    socket.on('data', () => {
      const what = plan[n++] ?? 200;
      if (what === 'reset') return void socket.resetAndDestroy();
      socket.end(`HTTP/1.1 ${what} X\r\ncontent-type: application/json\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}`);
    });
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
  return { url: `http://127.0.0.1:${(server!.address() as { port: number }).port}/v1`, seen: () => n };
}

describe('postChatCompletion', () => {
  it('sends once more on a fresh socket when the first one was reset under the request', async () => {
    const s = await start(['reset', 200]);
    const res = await postChatCompletion(s.url, 'k', { model: 'm' }, new AbortController().signal);
    expect(res.status).toBe(200);
    expect(s.seen()).toBe(2);
  });

  it('does not repeat a request the server answered, even with an error status, nor one reset twice', async () => {
    const s = await start([500]);
    expect((await postChatCompletion(s.url, undefined, {}, new AbortController().signal)).status).toBe(500);
    expect(s.seen()).toBe(1);
    server!.close();
    const t = await start(['reset', 'reset', 200]);
    await expect(postChatCompletion(t.url, undefined, {}, new AbortController().signal)).rejects.toThrow();
    expect(t.seen()).toBe(2);
  });
});
