/**
 * IApi: the axios instance for `/api` (§7, §8). Its interceptors add the Bearer header from the
 * stored token and count requests for the loading spinner (except an allow-list); on a failure they
 * map it through the error catalogue, stay silent for cancelled requests, and on 401 renew the
 * session by auto-login and retry the request once. Calls send and read JSON (axios's defaults)
 * through axios's XHR adapter. A failed call rejects with an {@link ApiError} (axios's
 * `AxiosError`), whose `response` holds the status and the server's body (`{ errorCode, message }`).
 */
import axios, {
  AxiosError,
  CanceledError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { makeObservable, observable, action } from 'mobx';
import type { ApiRequestConfig, ApiService } from '@lemma/sdk/services';
import { classifyApiError, type ErrorAction, type ErrorInput } from './errorCatalogue';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Handle errors in the caller; the catalogue still opens dialogs for credit and image limits. */
    silent?: boolean;
    /** Internal: this request is a retry after auto-login. */
    _retried?: boolean;
  }
}

/** A failed call: axios's error (`code`: `ERR_BAD_REQUEST`, `ERR_BAD_RESPONSE`, `ERR_NETWORK`, `ERR_CANCELED`, `ECONNABORTED`). */
export { AxiosError as ApiError };

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

/** One call as a {@link ApiTransport} sees it. */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path under the base URL with its query string (the call's `params` included), e.g. `/session/all/en?page=2`. */
  url: string;
  /** The full URL (base + url). */
  fullUrl: string;
  /** Request headers, lower-case names (authorization, content-type, accept). */
  headers: Record<string, string>;
  /** The JSON body as the server would parse it (undefined for none). */
  body: unknown;
  /** Aborts on the caller's signal or the time limit. */
  signal: AbortSignal;
}

/** The answer of a transport: any HTTP status (axios decides what is an error) and the parsed body. */
export interface ApiResponse {
  status: number;
  data: unknown;
}

/** Answers calls in place of the network (tests: a fake server at the HTTP level); rejects only when no answer came. */
export type ApiTransport = (req: ApiRequest) => Promise<ApiResponse>;

/**
 * An axios adapter that sends through `transport`, keeping axios's rules around it: the time
 * limit (`ECONNABORTED`), cancellation by the caller's signal (`CanceledError`), a network failure
 * (`ERR_NETWORK`), and `validateStatus` (a non-2xx status rejects with the response attached).
 */
export function transportAdapter(transport: ApiTransport): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const timeout = new AbortController();
    const timer = config.timeout ? setTimeout(() => timeout.abort(), config.timeout) : undefined;
    const signals = [timeout.signal, ...(config.signal ? [config.signal as AbortSignal] : [])];
    const headers = Object.fromEntries(Object.entries(config.headers.toJSON()).map(([k, v]) => [k.toLowerCase(), String(v)]));
    const data = config.data as unknown;
    const request: ApiRequest = {
      method: (config.method ?? 'get').toUpperCase() as ApiRequest['method'],
      url: axios.getUri({ url: config.url, params: config.params, paramsSerializer: config.paramsSerializer }),
      fullUrl: axios.getUri(config),
      headers,
      body: typeof data === 'string' && data ? JSON.parse(data) : data,
      signal: AbortSignal.any(signals),
    };
    let answer: ApiResponse;
    try {
      answer = await transport(request);
    } catch (e) {
      if ((config.signal as AbortSignal | undefined)?.aborted) throw new CanceledError(undefined, undefined, config);
      if (timeout.signal.aborted)
        throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config);
      throw AxiosError.from(e, AxiosError.ERR_NETWORK, config);
    } finally {
      clearTimeout(timer);
    }
    const response: AxiosResponse = { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
    if (!config.validateStatus || config.validateStatus(answer.status)) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, null, response);
  };
}

export class Api implements ApiService {
  readonly client: AxiosInstance;
  pending = 0;

  constructor(
    private readonly hooks: ApiHooks,
    baseURL = '/api',
  ) {
    makeObservable(this, { pending: observable, begin: action, end: action });
    // axios's XHR adapter: the fetch adapter is left out of the build (vite.config.ts, axiosXhrOnly).
    this.client = axios.create({ baseURL, timeout: TIMEOUT_MS, adapter: 'xhr' });
    this.client.interceptors.request.use((config) => {
      const token = this.hooks.token();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      if (this.counts(config.url)) this.begin();
      return config;
    });
    this.client.interceptors.response.use(
      (res) => {
        if (this.counts(res.config.url)) this.end();
        return res;
      },
      (error: AxiosError) => this.failed(error),
    );
  }

  /** Sends calls through `transport` instead of the network (tests); see {@link transportAdapter}. */
  set transport(transport: ApiTransport) {
    this.client.defaults.adapter = transportAdapter(transport);
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

  /** The response interceptor's error side: spinner count, the error catalogue's actions, one retry after a re-login on 401. */
  private async failed(error: AxiosError): Promise<AxiosResponse> {
    const config = error.config;
    if (config && this.counts(config.url)) this.end();
    const actions = classifyApiError({
      status: error.response?.status,
      data: error.response?.data,
      url: config?.url,
      cancelled: axios.isCancel(error) || error.code === AxiosError.ERR_CANCELED,
      silent: config?.silent,
      ...this.hooks.who(),
    });
    for (const a of actions) {
      if (a.kind === 'reauth') {
        if (config && !config._retried && (await this.hooks.reauth())) return this.client.request({ ...config, _retried: true });
        continue;
      }
      if (a.kind !== 'silent') this.hooks.act(a);
    }
    throw error;
  }

  async get<T>(url: string, config?: ApiRequestConfig): Promise<T> {
    return (await this.client.get<T>(url, config)).data;
  }
  async post<T>(url: string, body?: unknown, config?: ApiRequestConfig): Promise<T> {
    return (await this.client.post<T>(url, body, config)).data;
  }
  async put<T>(url: string, body?: unknown, config?: ApiRequestConfig): Promise<T> {
    return (await this.client.put<T>(url, body, config)).data;
  }
  async delete<T>(url: string, config?: ApiRequestConfig): Promise<T> {
    return (await this.client.delete<T>(url, config)).data;
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
    const res = await fetch(`${this.client.defaults.baseURL ?? ''}${url}`, {
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

/** The server's error message of a failed call, for inline form errors. */
export function serverMessage(err: unknown): { errorCode?: string; message?: string } {
  const data = (err as AxiosError)?.response?.data as { errorCode?: string; message?: string } | undefined;
  return data && typeof data === 'object' ? data : {};
}
