import { describe, expect, it, vi } from 'vitest';
import { Api, ApiError, type ApiHooks, type ApiTransport } from './api';

type Reply = { status: number; data?: unknown };

/** A transport answering from a script, recording the Authorization header of each call. */
function scripted(replies: Reply[], seen: string[]): ApiTransport {
  return async (req) => {
    seen.push(`${req.url} ${req.headers.authorization ?? '-'}`);
    const r = replies.shift() ?? { status: 200, data: {} };
    return { status: r.status, data: r.data };
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
    api.transport = scripted(
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
    api.transport = scripted([{ status: 401 }, { status: 401 }], seen);
    await expect(api.get('/user/info')).rejects.toThrow();
    expect(seen).toHaveLength(2);
    expect(h.reauth).toHaveBeenCalledOnce();
  });

  it('maps a catalogue error to an action and keeps the spinner counter balanced', async () => {
    const h = hooks();
    const api = new Api(h);
    const inner = scripted([{ status: 409, data: { errorCode: 'DUPLICATED_RECORD', message: 'dup' } }], []);
    let during = -1;
    api.transport = (req) => ((during = api.pending), inner(req));
    await expect(api.post('/thing', {})).rejects.toThrow();
    expect(during).toBe(1);
    expect(h.act).toHaveBeenCalledWith({ kind: 'message', key: 'errors:duplicatedRecord' });
    expect(api.pending).toBe(0);
  });

  it('does not count allow-listed URLs for the spinner', async () => {
    const api = new Api(hooks());
    let during = -1;
    api.transport = async () => {
      during = api.pending;
      return { data: {}, status: 200 };
    };
    await api.post('/web-search/get', {});
    expect(during).toBe(0);
  });

  it('stays silent for a cancelled request', async () => {
    const h = hooks();
    const api = new Api(h);
    const controller = new AbortController();
    api.transport = (req) =>
      new Promise((_, reject) => req.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const p = api.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(p).rejects.toThrow();
    expect(h.act).not.toHaveBeenCalled();
    expect(api.pending).toBe(0);
  });

  it('rejects a failed call with the status and the server body, which forms read through serverMessage', async () => {
    const api = new Api(hooks());
    api.transport = scripted([{ status: 422, data: { errorCode: 'VALIDATION_ERROR', message: 'bad email' } }], []);
    const error = (await api.post('/auth/signup', {}, { silent: true }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('ERR_BAD_REQUEST');
    expect(error.response).toMatchObject({ status: 422, data: { errorCode: 'VALIDATION_ERROR', message: 'bad email' } });
  });

  it('fails a call over its time limit, and appends params to the query', async () => {
    const api = new Api(hooks());
    const urls: string[] = [];
    api.transport = (req) => (
      urls.push(req.url),
      new Promise((_, reject) => req.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
    );
    const error = (await api
      .get('/slow?a=1', { timeout: 20, params: { b: 2, c: undefined } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('ECONNABORTED');
    expect(urls).toEqual(['/slow?a=1&b=2']);
  });

  it('sends JSON through axios’s XHR adapter and reads JSON or text back', async () => {
    const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
    const replies = [
      { status: 201, body: '{"ok":true}' },
      { status: 200, body: 'plain' },
      { status: 404, body: '{"errorCode":"NOT_FOUND"}' },
    ];
    /** The part of XMLHttpRequest axios's adapter uses, answering from `replies`. */
    class FakeXhr {
      method = '';
      url = '';
      headers: Record<string, string> = {};
      readyState = 0;
      status = 0;
      statusText = '';
      responseText = '';
      response = '';
      responseURL = '';
      responseType = '';
      timeout = 0;
      onloadend: (() => void) | null = null;
      onabort: (() => void) | null = null;
      onerror: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name.toLowerCase()] = value;
      }
      getAllResponseHeaders() {
        return 'content-type: application/json\r\n';
      }
      addEventListener() {}
      removeEventListener() {}
      abort() {}
      send(body: unknown) {
        sent.push({ method: this.method, url: this.url, headers: this.headers, body });
        const reply = replies.shift()!;
        setTimeout(() => {
          Object.assign(this, { readyState: 4, status: reply.status, responseText: reply.body, response: reply.body });
          this.onloadend?.();
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    try {
      const api = new Api(hooks(), '/api');
      expect(api.client.defaults.adapter).toBe('xhr');
      await expect(api.post('/thing', { a: 1 })).resolves.toEqual({ ok: true });
      expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/thing', body: '{"a":1}' });
      expect(sent[0]!.headers['content-type']).toMatch(/^application\/json/);
      expect(sent[0]!.headers.authorization).toBe('Bearer old');
      await expect(api.get('/text')).resolves.toBe('plain');
      const error = (await api.get('/missing', { silent: true }).catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.response).toMatchObject({ status: 404, data: { errorCode: 'NOT_FOUND' } });
    } finally {
      vi.unstubAllGlobals();
    }
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
