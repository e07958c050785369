/**
 * IApi: the axios instance for `/api` (§7, §8). Adds the Bearer header from the stored token,
 * counts requests for the loading spinner (except an allow-list), maps failures through the
 * error catalogue, stays silent for cancelled requests, and on 401 renews the session by
 * auto-login and retries the request once.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import axios, { type AxiosError, type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { makeObservable, observable, action } from 'mobx';
import type { ApiService } from '@lemma/sdk/services';
import { classifyApiError, type ErrorAction, type ErrorInput } from './errorCatalogue';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Handle errors in the caller; the catalogue still opens dialogs for credit and image limits. */
    silent?: boolean;
    /** Internal: this request is a retry after auto-login. */
    _retried?: boolean;
  }
}

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

export interface ApiHooks {
  token(): string | null;
  /** Context for the error catalogue. */
  who(): Pick<ErrorInput, 'isGuest' | 'memberType' | 'modelCode'>;
  /** Renews the session after a 401; resolves true when a new token is in place. */
  reauth(): Promise<boolean>;
  /** Carries out a catalogue action (message, dialog, toast). */
  act(action: ErrorAction): void;
}

export class Api implements ApiService {
  readonly client: AxiosInstance;
  pending = 0;

  constructor(
    private readonly hooks: ApiHooks,
    baseURL = '/api',
  ) {
    makeObservable(this, { pending: observable, begin: action, end: action });
    this.client = axios.create({ baseURL, timeout: 60_000 });
    this.client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
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
      async (error: AxiosError) => {
        const config = error.config;
        if (config && this.counts(config.url)) this.end();
        const actions = classifyApiError({
          status: error.response?.status,
          data: error.response?.data,
          url: config?.url,
          cancelled: axios.isCancel(error) || error.code === 'ERR_CANCELED',
          silent: config?.silent,
          ...this.hooks.who(),
        });
        for (const a of actions) {
          if (a.kind === 'reauth') {
            if (config && !config._retried && (await this.hooks.reauth())) {
              return this.client.request({ ...config, _retried: true });
            }
            continue;
          }
          if (a.kind !== 'silent') this.hooks.act(a);
        }
        throw error;
      },
    );
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

  async get<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    return (await this.client.get<T>(url, config)).data;
  }
  async post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await this.client.post<T>(url, body, config)).data;
  }
  async put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await this.client.put<T>(url, body, config)).data;
  }
  async delete<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
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
