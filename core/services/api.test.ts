import { describe, expect, it, vi } from 'vitest';
import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { Api, type ApiHooks } from './api';

type Reply = { status: number; data?: unknown };

/** An axios adapter answering from a script, recording the Authorization header of each call. */
function scripted(replies: Reply[], seen: string[]): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    seen.push(`${config.url} ${config.headers.get('Authorization') ?? '-'}`);
    const r = replies.shift() ?? { status: 200, data: {} };
    const response = { data: r.data, status: r.status, statusText: String(r.status), headers: {}, config };
    if (r.status >= 400) throw new AxiosError(`status ${r.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
}

function hooks(over: Partial<ApiHooks> = {}) {
  let token = 'old';
  const h: ApiHooks & { act: ReturnType<typeof vi.fn>; setToken(t: string): void } = {
    token: () => token,
    who: () => ({ isGuest: false, memberType: 'FREE', modelCode: 'PRO' }),
    reauth: vi.fn(async () => ((token = 'new'), true)),
    act: vi.fn(),
    setToken: (t: string) => (token = t),
    ...over,
  } as never;
  return h;
}

describe('Api', () => {
  it('sends the Bearer token and, on 401, auto-logs in and retries once with the new token', async () => {
    const seen: string[] = [];
    const h = hooks();
    const api = new Api(h);
    api.client.defaults.adapter = scripted(
      [
        { status: 401, data: { errorCode: 'UNAUTHORIZED', message: 'expired' } },
        { status: 200, data: { ok: 1 } },
      ],
      seen,
    );
    await expect(api.get('/user/info')).resolves.toEqual({ ok: 1 });
    expect(seen).toEqual(['/user/info Bearer old', '/user/info Bearer new']);
    expect(h.reauth).toHaveBeenCalledOnce();
    expect(h.act).not.toHaveBeenCalled();
    expect(api.pending).toBe(0);
  });

  it('does not loop when the retried request is refused again', async () => {
    const seen: string[] = [];
    const h = hooks();
    const api = new Api(h);
    api.client.defaults.adapter = scripted([{ status: 401 }, { status: 401 }], seen);
    await expect(api.get('/user/info')).rejects.toThrow();
    expect(seen).toHaveLength(2);
    expect(h.reauth).toHaveBeenCalledOnce();
  });

  it('maps a catalogue error to an action and keeps the spinner counter balanced', async () => {
    const h = hooks();
    const api = new Api(h);
    const inner = scripted([{ status: 409, data: { errorCode: 'DUPLICATED_RECORD', message: 'dup' } }], []);
    let during = -1;
    api.client.defaults.adapter = (config) => ((during = api.pending), inner(config));
    await expect(api.post('/thing', {})).rejects.toThrow();
    expect(during).toBe(1);
    expect(h.act).toHaveBeenCalledWith({ kind: 'message', key: 'errors:duplicatedRecord' });
    expect(api.pending).toBe(0);
  });

  it('does not count allow-listed URLs for the spinner', async () => {
    const api = new Api(hooks());
    let during = -1;
    api.client.defaults.adapter = async (config) => {
      during = api.pending;
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
    };
    await api.post('/web-search/get', {});
    expect(during).toBe(0);
  });

  it('stays silent for a cancelled request', async () => {
    const h = hooks();
    const api = new Api(h);
    const controller = new AbortController();
    api.client.defaults.adapter = (config) =>
      new Promise((_, reject) =>
        config.signal?.addEventListener?.('abort', () => reject(new axios.CanceledError('cancelled', undefined, config))),
      );
    const p = api.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(p).rejects.toThrow();
    expect(h.act).not.toHaveBeenCalled();
    expect(api.pending).toBe(0);
  });
});

describe('Api.stream', () => {
  it('sends the Bearer header and delivers parsed events across arbitrary chunk boundaries', async () => {
    const chunks = [
      'event: step\ndata: {"n":',
      '1}\n\n: comment\n\ndata: plain text\n',
      '\nevent: done\ndata: {"ok":true}\n\nevent: empty\n\n',
    ];
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const ch of chunks) c.enqueue(new TextEncoder().encode(ch));
        c.close();
      },
    });
    const fetchMock = vi.fn(async () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      const api = new Api(hooks(), '/api');
      const seen: [string, unknown][] = [];
      await api.stream('/session/events/7', (e, d) => seen.push([e, d]));
      expect(seen).toEqual([
        ['step', { n: 1 }],
        ['message', 'plain text'],
        ['done', { ok: true }],
      ]);
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/session/events/7');
      expect((init.headers as Record<string, string>).authorization).toBe('Bearer old');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('rejects on an HTTP error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 404 })),
    );
    try {
      await expect(new Api(hooks()).stream('/x', () => {})).rejects.toThrow(/HTTP 404/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
