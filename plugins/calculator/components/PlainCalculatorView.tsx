/**
 * The calculator for the embeddable popup: the same store and behaviour as CalculatorView, drawn
 * with plain HTML elements so the popup's first download carries no Blueprint (issue 5: the popup
 * stays well under the app shell's size; `npm run bench` prints both). MathLive loads on the first
 * focus of the formula box, the math rendering with the first preview or result.
 */
import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FormulaEditor } from '@lemma/sdk';
import { MODES, type CalculatorStore } from '../state/CalculatorStore';

// Formulas appear only with a preview or a result: their renderer is not part of the popup's first download.
const plainMath = () => import('./plainMath');
const MathText = lazy(() => plainMath().then((m) => ({ default: m.MathText })));
const StepList = lazy(() => plainMath().then((m) => ({ default: m.StepList })));

function Field({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
}) {
  return (
    <label className="pc-field" htmlFor={id}>
      <span>{label}</span>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={!!error}
        className={error ? 'is-error' : ''}
      />
      {error ? <small className="pc-error">{error}</small> : null}
    </label>
  );
}

export const PlainCalculatorView = observer(function PlainCalculatorView({ store }: { store: CalculatorStore }) {
  const { t } = useTranslation('calculator');
  const [stepsOpen, setStepsOpen] = useState(false);
  const r = store.result;
  const err = (e: string | null) => (e ? t(`errors.${e}`) : null);
  return (
    <div className="pc">
      <div className="pc-tabs" role="tablist" aria-label={t('title')}>
        {MODES.map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={store.mode === m}
            className={store.mode === m ? 'is-active' : ''}
            onClick={() => store.setMode(m)}
          >
            {t(`modes.${m}`)}
          </button>
        ))}
      </div>
      <Suspense fallback={<div className="pc-loading" aria-busy="true" />}>
        <FormulaEditor
          value={store.input}
          onChange={(v) => store.set('input', v)}
          onSubmit={() => void store.compute()}
          label={t('input')}
          load="interaction"
        />
      </Suspense>
      <div className="pc-fields">
        {store.mode !== 'calculation' ? (
          <Field
            id="pc-variable"
            label={t('variable')}
            value={store.variable}
            onChange={(v) => store.set('variable', v)}
            error={err(store.variableError)}
          />
        ) : null}
        {store.mode === 'derivative' ? (
          <Field
            id="pc-order"
            label={t('order')}
            value={store.order}
            onChange={(v) => store.set('order', v)}
            error={err(store.orderError)}
          />
        ) : null}
        {store.mode === 'integration/definite' ? (
          <>
            <Field
              id="pc-lower"
              label={t('lower')}
              value={store.lower}
              onChange={(v) => store.set('lower', v)}
              error={store.lower.trim() ? null : t('errors.required')}
            />
            <Field
              id="pc-upper"
              label={t('upper')}
              value={store.upper}
              onChange={(v) => store.set('upper', v)}
              error={store.upper.trim() ? null : t('errors.required')}
            />
          </>
        ) : null}
        <button
          type="button"
          className="pc-go"
          disabled={!store.canCompute || r.status === 'computing'}
          onClick={() => void store.compute()}
        >
          {r.status === 'computing' ? '…' : t('compute')}
        </button>
      </div>
      {store.preview && r.status !== 'done' ? (
        <div className="pc-preview" aria-live="polite">
          <span>{t('preview')}</span>
          <Suspense fallback={null}>
            <MathText latex={store.preview} />
          </Suspense>
        </div>
      ) : null}
      {r.status === 'error' ? (
        <div className="pc-alert" role="alert">
          <strong>{t('errors.title')}</strong> {r.message}
        </div>
      ) : null}
      {r.status === 'done' ? (
        <section className="pc-result" data-testid="calc-result" data-result={r.result.simplifyResultText}>
          <div className="pc-result-head">
            <span className="pc-label">{t('result')}</span>
            <span className={r.result.verified ? 'pc-tag is-ok' : 'pc-tag is-warn'}>
              {r.result.verified ? t('verified') : t('unverified')}
            </span>
            {!r.result.exact ? <span className="pc-tag">{t('approximate')}</span> : null}
          </div>
          <Suspense fallback={<code>{r.result.simplifyResultText}</code>}>
            <div className="pc-final">
              <MathText latex={r.result.simplifyResult} display />
            </div>
            {r.result.steps.length ? (
              <>
                <button type="button" className="pc-link" aria-expanded={stepsOpen} onClick={() => setStepsOpen((o) => !o)}>
                  {stepsOpen ? '▾' : '▸'} {t('steps', { count: r.result.steps.length })}
                </button>
                {stepsOpen ? <StepList steps={r.result.steps} /> : null}
              </>
            ) : null}
          </Suspense>
        </section>
      ) : null}
    </div>
  );
});
