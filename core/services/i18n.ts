/**
 * II18n (§1, §2): i18next with the http backend at `/locales/{lng}/{ns}.json`. The language comes
 * from the first path segment (falling back to en); switching changes the prefix and, for a
 * logged-in non-guest, saves preferredLanguage. Arabic sets `dir="rtl"` on the document.
 */
import i18next, { type i18n as I18nInstance, type TOptions } from 'i18next';
import HttpBackend from 'i18next-http-backend';
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
    if (!opts.resources) this.i18n.use(HttpBackend);
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
