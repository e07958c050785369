/**
 * IApi: the HTTP client for `/api` (§7, §8), on the browser's `fetch` (issue #13: no HTTP library
 * in the first download). Adds the Bearer header from the stored token, sends and reads JSON,
 * counts requests for the loading spinner (except an allow-list), maps failures through the error
 * catalogue, stays silent for cancelled requests, and on 401 renews the session by auto-login and
 * retries the request once. A failed call rejects with an {@link ApiError}, whose `response` holds
 * the status and the server's body (`{ errorCode, message }`).
 */
import { makeObservable, observable, action } from 'mobx';
import type { ApiRequestConfig, ApiService } from '@lemma/sdk/services';
import { classifyApiError, type ErrorAction, type ErrorInput } from './errorCatalogue';

/** URLs that do not turn on the loading spinner (§7: web search, video search and others). */
export const LOADING_ALLOW_LIST = [
  '/web-search/get',
  '/web-search/video/get',
  '/web-search/click',
  '/web-search/video/click',
  '/token/refresh',
  '/error-report',
  '/session/input/detail',
  '/workspace/layout',
];

/** Default time limit of a call, in ms. */
const TIMEOUT_MS = 60_000;

export interface ApiHooks {
  token(): string | null;
  /** Context for the error catalogue. */
  who(): Pick<ErrorInput, 'isGuest' | 'memberType' | 'modelCode'>;
  /** Renews the session after a 401; resolves true when a new token is in place. */
  reauth(): Promise<boolean>;
  /** Carries out a catalogue action (message, dialog, toast). */
  act(action: ErrorAction): void;
}

/** One call as the transport sees it. */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path under the base URL with its query string, e.g. `/session/all/en?page=2`. */
  url: string;
  /** The full URL (base + url). */
  fullUrl: string;
  /** Request headers (Authorization, Content-Type). */
  headers: Record<string, string>;
  /** The JSON body, not yet serialized (undefined for none). */
  body: unknown;
  /** Aborts on the caller's signal or the time limit. */
  signal: AbortSignal;
}

/** The answer of a transport: any HTTP status (the client decides what is an error) and the parsed body. */
export interface ApiResponse {
  status: number;
  data: unknown;
}

/** Sends one call; rejects only when no answer came (network failure, abort). Tests pass a fake server. */
export type ApiTransport = (req: ApiRequest) => Promise<ApiResponse>;

/** The browser's fetch: JSON in, JSON (or text, when the body is not JSON) out. */
export const fetchTransport: ApiTransport = async (req) => {
  const res = await fetch(req.fullUrl, {
    method: req.method,
    headers: req.headers,
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
    signal: req.signal,
  });
  const text = await res.text();
  return { status: res.status, data: text ? parseJson(text) : '' };
};

type ErrorCode = 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ERR_CANCELED' | 'ECONNABORTED';

/**
 * A failed call: `code` says how (an HTTP error status, no answer, cancelled by the caller, over
 * the time limit); `response` is there when the server answered.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode,
    readonly config: ApiRequestConfig & { url: string; method: string },
    readonly response?: ApiResponse,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export class Api implements ApiService {
  /** How calls are sent (replaceable in tests). */
  transport: ApiTransport = fetchTransport;
  pending = 0;

  constructor(
    private readonly hooks: ApiHooks,
    readonly baseURL = '/api',
  ) {
    makeObservable(this, { pending: observable, begin: action, end: action });
  }

  private counts(url?: string): boolean {
    return !LOADING_ALLOW_LIST.some((u) => (url ?? '').startsWith(u));
  }
  begin() {
    this.pending++;
  }
  end() {
    this.pending = Math.max(0, this.pending - 1);
  }

  /** One call with the Bearer header and a time limit; rejects with an ApiError unless the status is 2xx. */
  private async send(method: ApiRequest['method'], path: string, body: unknown, config: ApiRequestConfig): Promise<unknown> {
    const url = withParams(path, config.params);
    const token = this.hooks.token();
    const headers: Record<string, string> = { accept: 'application/json, text/plain, */*', ...(config.headers ?? {}) };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), config.timeout ?? TIMEOUT_MS);
    const signal = config.signal ? anySignal([config.signal, timeout.signal]) : timeout.signal;
    const described = { ...config, url: path, method };
    let res: ApiResponse;
    try {
      res = await this.transport({ method, url, fullUrl: this.baseURL + url, headers, body, signal });
    } catch (e) {
      if (config.signal?.aborted) throw new ApiError('canceled', 'ERR_CANCELED', described);
      if (timeout.signal.aborted)
        throw new ApiError(`timeout of ${config.timeout ?? TIMEOUT_MS}ms exceeded`, 'ECONNABORTED', described);
      throw new ApiError((e as Error)?.message || 'Network Error', 'ERR_NETWORK', described);
    } finally {
      clearTimeout(timer);
    }
    if (res.status >= 200 && res.status < 300) return res.data;
    const code = res.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
    throw new ApiError(`Request failed with status code ${res.status}`, code, described, res);
  }

  /** A call with the spinner count, the error catalogue, and one retry after a successful re-login on 401. */
  private async request<T>(
    method: ApiRequest['method'],
    url: string,
    body: unknown,
    config: ApiRequestConfig = {},
    retried = false,
  ): Promise<T> {
    const counts = this.counts(url);
    if (counts) this.begin();
    try {
      const data = await this.send(method, url, body, config);
      if (counts) this.end();
      return data as T;
    } catch (e) {
      if (counts) this.end();
      const error = e as ApiError;
      const actions = classifyApiError({
        status: error.response?.status,
        data: error.response?.data,
        url,
        cancelled: error.code === 'ERR_CANCELED',
        silent: config.silent,
        ...this.hooks.who(),
      });
      for (const a of actions) {
        if (a.kind === 'reauth') {
          if (!retried && (await this.hooks.reauth())) return this.request<T>(method, url, body, config, true);
          continue;
        }
        if (a.kind !== 'silent') this.hooks.act(a);
      }
      throw error;
    }
  }

  get<T>(url: string, config?: ApiRequestConfig): Promise<T> {
    return this.request<T>('GET', url, undefined, config);
  }
  post<T>(url: string, body?: unknown, config?: ApiRequestConfig): Promise<T> {
    return this.request<T>('POST', url, body, config);
  }
  put<T>(url: string, body?: unknown, config?: ApiRequestConfig): Promise<T> {
    return this.request<T>('PUT', url, body, config);
  }
  delete<T>(url: string, config?: ApiRequestConfig): Promise<T> {
    return this.request<T>('DELETE', url, undefined, config);
  }

  /**
   * Reads a server-sent event stream (see ApiService.stream): fetch with the Bearer header, parsed
   * by eventsource-parser. Each event with data goes to `onEvent(event name or 'message', JSON data
   * or the raw text)`; events without data are skipped. No reconnection: the caller decides (Ask
   * and the tutor fall back to polling).
   * @throws Error on an HTTP error status or a network failure
   */
  async stream(url: string, onEvent: (event: string, data: unknown) => void, signal?: AbortSignal): Promise<void> {
    const token = this.hooks.token();
    const res = await fetch(`${this.baseURL}${url}`, {
      headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal,
    });
    if (!res.ok || !res.body) throw new Error(`stream ${url}: HTTP ${res.status}`);
    // The parser is needed only once an answer streams: not part of the first download.
    const { EventSourceParserStream } = await import('eventsource-parser/stream');
    const events = res.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
    for (;;) {
      const { value, done } = await events.read();
      if (done) break;
      if (value.data) onEvent(value.event ?? 'message', parseJson(value.data));
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `path` with `params` appended to its query string (null and undefined values left out). */
function withParams(path: string, params: ApiRequestConfig['params']): string {
  const entries = Object.entries(params ?? {}).filter(([, v]) => v !== undefined && v !== null);
  if (!entries.length) return path;
  const query = new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** A signal that aborts when any of `signals` does. */
function anySignal(signals: AbortSignal[]): AbortSignal {
  const controller = new AbortController();
  for (const s of signals) {
    if (s.aborted) controller.abort();
    else s.addEventListener('abort', () => controller.abort(), { once: true });
  }
  return controller.signal;
}

/** The server's error message of a failed call, for inline form errors. */
export function serverMessage(err: unknown): { errorCode?: string; message?: string } {
  const data = (err as ApiError)?.response?.data as { errorCode?: string; message?: string } | undefined;
  return data && typeof data === 'object' ? data : {};
}
