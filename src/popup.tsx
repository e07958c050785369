/**
 * The popup entry (popup.html): a plugin's embeddable view at `/popup/<id>/<path>` with no shell and
 * a small bundle (no Blueprint: its first paint draws plain elements and inline SVG icons; a panel
 * that needs Blueprint, such as the formula keyboard, brings it when first opened). Embeds are found by folder — `plugins/<id>/embed.tsx`, through
 * `virtual:lemma-embeds` (PLUGINS_EXCLUDED applies) — today the calculator's. The entry signs in as
 * a guest, loads the plugin's translations, and runs the postMessage side of docs/embedding.md: only
 * origins in the server's allow-list (EMBED_ALLOWED_ORIGINS) reach the embed's handlers or receive
 * its messages; once the view is up it sends `{ type: 'lemma:ready' }`.
 */
import './popup.css';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { EmbedDefinition, EmbedHost } from '@lemma/sdk';
import type { PublicConfig } from '@lemma/sdk/contract/auth';
import { Api } from '@lemma/core/services/api';
import { Auth } from '@lemma/core/services/auth';
import { Events } from '@lemma/core/services/ui';
import { I18n, splitLanguage } from '@lemma/core/services/i18n';
import { embeds } from 'virtual:lemma-embeds';

const { lng, rest } = splitLanguage(window.location.pathname);
const [, id = '', ...path] = rest.replace(/^\/popup\/?/, '/').split('/');
const embed = Object.values(embeds).find((e) => (e as EmbedDefinition | undefined)?.id === id) as EmbedDefinition | undefined;

/** The page embedding us, if it is an allowed origin: from the referrer first, then from its first message. */
function messaging(allowed: ReadonlySet<string>) {
  const referrerOrigin = (() => {
    try {
      return new URL(document.referrer).origin;
    } catch {
      return null;
    }
  })();
  let hostOrigin = referrerOrigin && allowed.has(referrerOrigin) ? referrerOrigin : null;
  const handlers = new Map<string, (data: Record<string, unknown>) => void>();
  window.addEventListener('message', (e: MessageEvent) => {
    const handler = e.data && typeof e.data === 'object' ? handlers.get((e.data as { type?: string }).type ?? '') : undefined;
    if (!allowed.has(e.origin) || !handler) return;
    hostOrigin = e.origin;
    handler(e.data as Record<string, unknown>);
  });
  return {
    post: (msg: object) => {
      if (hostOrigin && window.parent !== window) window.parent.postMessage(msg, hostOrigin);
    },
    on: (type: string, handler: (data: Record<string, unknown>) => void) => void handlers.set(type, handler),
  };
}

async function start(def: EmbedDefinition) {
  // The popup shows no sign-in form and reports no errors of its own: the common texts and the plugin's, in one request.
  const i18n = new I18n(lng, { namespaces: ['common', def.id] });
  await i18n.loadNamespace(def.id);
  // The API's hooks read `auth` only when a request runs, after it exists.
  const api: Api = new Api({
    token: () => auth.token,
    who: () => ({ isGuest: true, memberType: 'GUEST', modelCode: 'PRO' }),
    reauth: async () => (await auth.loginAsGuest(), auth.isLoggedIn),
    act: () => {},
  });
  const auth: Auth = new Auth(api, new Events());
  await auth.ensureSession();
  const config = await api.get<PublicConfig>('/config', { silent: true }).catch(() => null);
  const { post, on } = messaging(new Set(config?.embedOrigins ?? []));
  const host: EmbedHost = { api, path: path.join('/'), post, on };
  const view = def.start(host);
  createRoot(document.getElementById('root')!).render(
    <I18nextProvider i18n={i18n.i18n}>
      <main className="lemma-popup">{view}</main>
    </I18nextProvider>,
  );
  post({ type: 'lemma:ready' });
}

if (embed) void start(embed);
else console.error(`No embed "${id}" in this build`);
