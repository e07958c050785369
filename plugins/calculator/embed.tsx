/**
 * The calculator's embed (`/popup/calculator/{calculation|function-solve|derivative|
 * integration/definite|integration/indefinite}`, docs/embedding.md): the plain calculator view and
 * its postMessage API with the host page —
 *   host → popup  { type: 'lemma:set', input?, mode?, variable?, order?, lower?, upper?, compute? }
 *   popup → host  { type: 'lemma:result', mode, input, latex, text, decimal, verified, exact },
 *                 { type: 'lemma:error', message }
 * (the popup entry itself sends `lemma:ready` and keeps out other origins).
 */
import { defineEmbed } from '@lemma/sdk';
import { CalculatorStore, MODES, type Mode } from './state/CalculatorStore';
import { PlainCalculatorView } from './components/PlainCalculatorView';

const isMode = (m: unknown): m is Mode => (MODES as unknown[]).includes(m);

export default defineEmbed({
  id: 'calculator',
  start(host) {
    const store = new CalculatorStore(host.api);
    if (isMode(host.path)) store.setMode(host.path);
    store.onResult = (r) =>
      host.post({
        type: 'lemma:result',
        mode: store.mode,
        input: store.input,
        latex: r.simplifyResult,
        text: r.simplifyResultText,
        decimal: r.calcResultText,
        verified: r.verified,
        exact: r.exact,
      });
    host.on('lemma:set', (d) => {
      if (isMode(d.mode)) store.setMode(d.mode);
      if (typeof d.input === 'string') store.set('input', d.input.slice(0, 2000));
      if (typeof d.variable === 'string') store.set('variable', d.variable);
      if (typeof d.order === 'number' || typeof d.order === 'string') store.set('order', String(d.order));
      if (typeof d.lower === 'string') store.set('lower', d.lower);
      if (typeof d.upper === 'string') store.set('upper', d.upper);
      if (d.compute)
        void store
          .compute()
          .then(() => store.result.status === 'error' && host.post({ type: 'lemma:error', message: store.result.message }));
    });
    return <PlainCalculatorView store={store} />;
  },
});
