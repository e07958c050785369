/**
 * II18n (§1, §2): i18next, with translations from `/locales/{lng}/{ns}.json` — the namespaces asked
 * for together (the kernel's and every plugin's at start) in one request, `/locales/{lng}/{a+b}.json`
 * (issue #13: twelve requests were a tenth of the first visit). The language comes from the first
 * path segment (falling back to en); switching changes the prefix and, for a logged-in non-guest,
 * saves preferredLanguage. Arabic sets `dir="rtl"` on the document.
 */
import i18next, { type BackendModule, type i18n as I18nInstance, type ReadCallback, type TOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { makeObservable, observable, action, computed } from 'mobx';
import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, isLanguage, type Language } from '@lemma/sdk/contract/constants';
import type { I18nService } from '@lemma/sdk/services';

/** Kernel namespaces served from `locales/{lng}/{ns}.json`. */
export const KERNEL_NAMESPACES = ['common', 'errors', 'auth'] as const;

/** Splits `/es/app/x` into `es` and `/app/x`; an unprefixed path is the default language. */
export function splitLanguage(pathname: string): { lng: Language; rest: string } {
  const seg = pathname.split('/')[1] ?? '';
  if (isLanguage(seg) && seg !== DEFAULT_LANGUAGE) return { lng: seg, rest: pathname.slice(seg.length + 1) || '/' };
  return { lng: DEFAULT_LANGUAGE, rest: pathname || '/' };
}

/** `/app/x` in `lng`: the default language has no prefix (§2). */
export function withLanguage(path: string, lng: Language): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  return lng === DEFAULT_LANGUAGE ? p : `/${lng}${p === '/' ? '' : p}`;
}

/**
 * An i18next backend that gathers the namespaces requested in the same tick, per language, into one
 * request (or a few: see {@link fileGroups}) to `loadPath` (`{{lng}}`, `{{ns}}` = the names joined by `+`, sorted; the server answers
 * `{ ns: translations }`, or the plain file for a single name). A namespace the server does not
 * have loads as empty; a network or server error is reported to i18next, which retries.
 */
/** The server's longest path segment (Fastify's `maxParamLength`): a batch's name `a+b+…` stays within it. */
const MAX_FILE_NAME = 100;

/** `names` (sorted) in groups whose batch name `a+b+…` fits in {@link MAX_FILE_NAME} characters. */
export function fileGroups(names: readonly string[]): string[][] {
  const groups: string[][] = [];
  for (const name of [...names].sort()) {
    const last = groups[groups.length - 1];
    if (last && [...last, name].join('+').length <= MAX_FILE_NAME) last.push(name);
    else groups.push([name]);
  }
  return groups;
}

export class BatchedBackend implements BackendModule<{ loadPath?: string }> {
  static readonly type = 'backend';
  readonly type = 'backend';
  private loadPath = '/locales/{{lng}}/{{ns}}.json';
  private queued = new Map<string, Map<string, ReadCallback[]>>();
  private scheduled = false;

  init(_services: unknown, options: { loadPath?: string } = {}): void {
    if (options.loadPath) this.loadPath = options.loadPath;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const byNs = this.queued.get(language) ?? new Map<string, ReadCallback[]>();
    this.queued.set(language, byNs);
    byNs.set(namespace, [...(byNs.get(namespace) ?? []), callback]);
    if (this.scheduled) return;
    this.scheduled = true;
    setTimeout(() => {
      this.scheduled = false;
      const batches = this.queued;
      this.queued = new Map();
      for (const [lng, wanted] of batches)
        for (const group of fileGroups([...wanted.keys()])) void this.load(lng, new Map(group.map((n) => [n, wanted.get(n)!])));
    }, 0);
  }

  private async load(lng: string, wanted: Map<string, ReadCallback[]>): Promise<void> {
    const names = [...wanted.keys()].sort();
    // One namespace: its file; several: `a+b+c` (the server answers `{ a, b, c }`; no `.json`, to keep the name short).
    const url = this.loadPath
      .replace('{{lng}}', lng)
      .replace(names.length > 1 ? '{{ns}}.json' : '{{ns}}', names.length > 1 ? names.join('+') : names[0]!);
    let data: Record<string, unknown>;
    try {
      const res = await fetch(url);
      if (res.status === 404) data = {};
      else if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      else data = names.length === 1 ? { [names[0]!]: await res.json() } : ((await res.json()) as Record<string, unknown>);
    } catch (e) {
      for (const callbacks of wanted.values()) for (const cb of callbacks) cb(String((e as Error).message ?? e), true);
      return;
    }
    for (const [ns, callbacks] of wanted) for (const cb of callbacks) cb(null, (data[ns] ?? {}) as Record<string, unknown>);
  }
}

export class I18n implements I18nService {
  readonly i18n: I18nInstance;
  language: Language;
  /** Called after a language switch (the shell re-keys the router on the new prefix); set with `handleSwitch`. */
  onSwitch: (lng: Language) => void = () => {};
  /** Saves the preference for logged-in users. */
  savePreference: (lng: Language) => Promise<void> = async () => {};

  /**
   * @param initial the language of the page
   * @param opts `namespaces` to load up front (default: the kernel's, {@link KERNEL_NAMESPACES}),
   *   `loadPath` of the http backend, or inline `resources` (tests)
   */
  constructor(
    initial: Language,
    opts: { loadPath?: string; resources?: Record<string, Record<string, object>>; namespaces?: readonly string[] } = {},
  ) {
    this.language = initial;
    makeObservable(this, { language: observable, dir: computed, setLanguage: action });
    this.i18n = i18next.createInstance();
    if (!opts.resources) this.i18n.use(BatchedBackend);
    this.i18n.use(initReactI18next);
    void this.i18n.init({
      lng: initial,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: [...(opts.namespaces ?? KERNEL_NAMESPACES)],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      backend: { loadPath: opts.loadPath ?? '/locales/{{lng}}/{{ns}}.json' },
      resources: opts.resources,
      react: { useSuspense: true },
      // Every namespace of a load in one batch (BatchedBackend): i18next's default reads 10 at a time.
      maxParallelReads: 64,
      returnNull: false,
    });
    this.applyDocument();
  }

  get dir(): 'ltr' | 'rtl' {
    return RTL_LANGUAGES.includes(this.language) ? 'rtl' : 'ltr';
  }

  setLanguage(lng: Language) {
    this.language = lng;
  }

  private applyDocument() {
    if (typeof document === 'undefined') return;
    document.documentElement.lang = this.language;
    document.documentElement.dir = this.dir;
  }

  /** Sets what runs after a language switch (the shell: rewrite the URL prefix, re-key the router). */
  handleSwitch(fn: (lng: Language) => void): void {
    this.onSwitch = fn;
  }

  t(key: string, options?: TOptions): string {
    return this.i18n.t(key, options ?? {}) as string;
  }

  async changeLanguage(lng: Language): Promise<void> {
    if (lng === this.language) return;
    await this.i18n.changeLanguage(lng);
    this.setLanguage(lng);
    this.applyDocument();
    this.onSwitch(lng);
    await this.savePreference(lng).catch(() => {});
  }

  path(path: string, lng: Language = this.language): string {
    return withLanguage(path, lng);
  }

  async loadNamespace(ns: string): Promise<void> {
    await this.i18n.loadNamespaces(ns);
  }
}
