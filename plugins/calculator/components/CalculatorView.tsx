/**
 * The calculator: model tabs, the formula editor with its §3 fields (variable, derivative order,
 * bounds — each with its error flag), an instant preview, and the checked result with its steps.
 * Shared by the page, the workspace panel and the /popup embed.
 */
import { Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, Collapse, FormGroup, InputGroup, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { FormulaEditor, MathText, StepList } from '@lemma/sdk';
import { MODES, type CalculatorStore, type Mode } from '../state/CalculatorStore';

export interface CalculatorViewProps {
  store: CalculatorStore;
  /** Called instead of store.setMode (the page navigates to the mode's route). */
  onMode?: (mode: Mode) => void;
  compact?: boolean;
  /** Extra actions on a result (plot, ...). */
  resultActions?: React.ReactNode;
}

function Field({
  id,
  label,
  value,
  onChange,
  error,
  width,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  width?: number;
}) {
  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={error ? 'danger' : 'none'}
      helperText={error ?? undefined}
      className="lemma-calc-field"
      style={width ? { width } : undefined}
    >
      <InputGroup id={id} value={value} onValueChange={onChange} intent={error ? 'danger' : 'none'} aria-invalid={!!error} />
    </FormGroup>
  );
}

export const CalculatorView = observer(function CalculatorView({ store, onMode, compact, resultActions }: CalculatorViewProps) {
  const { t } = useTranslation('calculator');
  const [stepsOpen, setStepsOpen] = useState(true);
  const r = store.result;
  const err = (e: string | null) => (e ? t(`errors.${e}`) : null);
  return (
    <div className={`lemma-calc ${compact ? 'is-compact' : ''}`}>
      <Tabs
        id="calculator-mode"
        selectedTabId={store.mode}
        onChange={(id) => (onMode ? onMode(id as Mode) : store.setMode(id as Mode))}
        className="lemma-calc-tabs"
      >
        {MODES.map((m) => (
          <Tab key={m} id={m} title={t(`modes.${m}`)} />
        ))}
      </Tabs>
      <Suspense fallback={<Spinner size={20} />}>
        <FormulaEditor
          value={store.input}
          onChange={(v) => store.set('input', v)}
          onSubmit={() => void store.compute()}
          label={t('input')}
          keyboardOpen={!compact}
        />
      </Suspense>
      {/* The fields of the selected mode are its tab's panel (the id Blueprint's tab points to with aria-controls). */}
      <div
        className="lemma-calc-fields"
        role="tabpanel"
        id={`bp6-tab-panel_calculator-mode_${store.mode}`}
        aria-labelledby={`bp6-tab-title_calculator-mode_${store.mode}`}
      >
        {store.mode !== 'calculation' ? (
          <Field
            id="calc-variable"
            label={t('variable')}
            value={store.variable}
            onChange={(v) => store.set('variable', v)}
            error={err(store.variableError)}
            width={120}
          />
        ) : null}
        {store.mode === 'derivative' ? (
          <Field
            id="calc-order"
            label={t('order')}
            value={store.order}
            onChange={(v) => store.set('order', v)}
            error={err(store.orderError)}
            width={120}
          />
        ) : null}
        {store.mode === 'integration/definite' ? (
          <>
            <Field
              id="calc-lower"
              label={t('lower')}
              value={store.lower}
              onChange={(v) => store.set('lower', v)}
              error={store.lower.trim() ? null : t('errors.required')}
              width={120}
            />
            <Field
              id="calc-upper"
              label={t('upper')}
              value={store.upper}
              onChange={(v) => store.set('upper', v)}
              error={store.upper.trim() ? null : t('errors.required')}
              width={120}
            />
          </>
        ) : null}
        <Button
          intent="primary"
          icon="calculator"
          text={t('compute')}
          disabled={!store.canCompute}
          loading={r.status === 'computing'}
          onClick={() => void store.compute()}
          className="lemma-calc-go"
        />
      </div>
      {store.preview && r.status !== 'done' ? (
        <div className="lemma-calc-preview" aria-live="polite">
          <span className="lemma-muted">{t('preview')}</span>
          <Suspense fallback={null}>
            <MathText latex={store.preview} />
          </Suspense>
        </div>
      ) : null}
      {r.status === 'error' ? (
        <Callout intent="danger" icon="error" title={t('errors.title')}>
          {r.message}
        </Callout>
      ) : null}
      {r.status === 'done' ? (
        <Card className="lemma-calc-result" data-testid="calc-result" data-result={r.result.simplifyResultText}>
          <div className="lemma-calc-result-head">
            <span className="lemma-final-label">{t('result')}</span>
            {r.result.verified ? (
              <Tag intent="success" minimal icon="tick-circle">
                {t('verified')}
              </Tag>
            ) : (
              <Tag intent="warning" minimal icon="warning-sign">
                {t('unverified')}
              </Tag>
            )}
            {!r.result.exact ? (
              <Tag minimal icon="numerical">
                {t('approximate')}
              </Tag>
            ) : null}
            <span className="lemma-calc-result-actions">{resultActions}</span>
          </div>
          <Suspense fallback={<Spinner size={20} />}>
            <div className="lemma-calc-input" data-testid="calc-input">
              <span className="lemma-muted">{t('understood')}</span> <MathText latex={r.result.inputLatex} />
            </div>
            <div className="lemma-final">
              <MathText latex={r.result.simplifyResult} display />
            </div>
            {r.result.calcResult && r.result.calcResultText !== r.result.simplifyResultText ? (
              <div className="lemma-calc-decimal">
                ≈ <MathText latex={r.result.calcResult} />
              </div>
            ) : null}
            {r.result.steps.length ? (
              <>
                <Button
                  variant="minimal"
                  size="small"
                  icon={stepsOpen ? 'chevron-down' : 'chevron-right'}
                  text={t('steps', { count: r.result.steps.length })}
                  onClick={() => setStepsOpen((o) => !o)}
                  aria-expanded={stepsOpen}
                />
                <Collapse isOpen={stepsOpen}>
                  <StepList steps={r.result.steps} />
                </Collapse>
              </>
            ) : null}
          </Suspense>
        </Card>
      ) : null}
    </div>
  );
});
