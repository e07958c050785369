/**
 * The embeddable calculator (`/popup/calculator/{calculation|function-solve|derivative|
 * integration/definite|integration/indefinite}`): no shell, a small bundle. It signs in as a guest,
 * computes on the server, and speaks a postMessage API with its host page (docs/embedding.md):
 *   host → popup  { type: 'lemma:set', input?, mode?, variable?, order?, lower?, upper?, compute? }
 *   popup → host  { type: 'lemma:ready' }, { type: 'lemma:result', ... }, { type: 'lemma:error', message }
 * Only origins in the server's allow-list (EMBED_ALLOWED_ORIGINS) may drive it or receive results.
 */
import './popup.css';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { PublicConfig } from '../sdk/contract/auth';
import { Api } from '../core/services/api';
import { Auth } from '../core/services/auth';
import { Events } from '../core/services/ui';
import { I18n, splitLanguage } from '../core/services/i18n';
import { CalculatorStore, MODES, type Mode } from '../plugins/calculator/state/CalculatorStore';
import { PlainCalculatorView } from '../plugins/calculator/components/PlainCalculatorView';

const { lng, rest } = splitLanguage(window.location.pathname);
const initialMode = rest.replace(/^\/popup\/calculator\/?/, '') as Mode;

async function start() {
  const i18n = new I18n(lng);
  await i18n.loadNamespace('calculator');
  let auth!: Auth;
  const api = new Api({ token: () => auth.token, who: () => ({ isGuest: true, memberType: 'GUEST', modelCode: 'PRO' }), reauth: async () => (await auth.loginAsGuest(), auth.isLoggedIn), act: () => {} });
  auth = new Auth(api, new Events());
  await auth.ensureSession();
  const config = await api.get<PublicConfig & { embedOrigins: string[] }>('/config', { silent: true }).catch(() => null);
  const allowed = new Set(config?.embedOrigins ?? []);
  const referrerOrigin = (() => {
    try {
      return new URL(document.referrer).origin;
    } catch {
      return null;
    }
  })();
  let hostOrigin = referrerOrigin && allowed.has(referrerOrigin) ? referrerOrigin : null;
  const post = (msg: object) => {
    if (hostOrigin && window.parent !== window) window.parent.postMessage(msg, hostOrigin);
  };

  const store = new CalculatorStore(api);
  if ((MODES as string[]).includes(initialMode)) store.setMode(initialMode);
  store.onResult = (r) =>
    post({ type: 'lemma:result', mode: store.mode, input: store.input, latex: r.simplifyResult, text: r.simplifyResultText, decimal: r.calcResultText, verified: r.verified, exact: r.exact });

  window.addEventListener('message', (e: MessageEvent) => {
    if (!allowed.has(e.origin) || !e.data || e.data.type !== 'lemma:set') return;
    hostOrigin = e.origin;
    const d = e.data as { input?: string; mode?: Mode; variable?: string; order?: number | string; lower?: string; upper?: string; compute?: boolean };
    if (d.mode && (MODES as string[]).includes(d.mode)) store.setMode(d.mode);
    if (typeof d.input === 'string') store.set('input', d.input.slice(0, 2000));
    if (typeof d.variable === 'string') store.set('variable', d.variable);
    if (d.order !== undefined) store.set('order', String(d.order));
    if (typeof d.lower === 'string') store.set('lower', d.lower);
    if (typeof d.upper === 'string') store.set('upper', d.upper);
    if (d.compute) void store.compute().then(() => store.result.status === 'error' && post({ type: 'lemma:error', message: store.result.message }));
  });

  createRoot(document.getElementById('root')!).render(
    <I18nextProvider i18n={i18n.i18n}>
      <main className="lemma-popup">
        <PlainCalculatorView store={store} />
      </main>
    </I18nextProvider>,
  );
  post({ type: 'lemma:ready' });
}

void start();
