/** `/formula-editor` (§2, max width 800 px): the formula editor on its own; copy the LaTeX or calculate it. */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, H2, Spinner, TextArea } from '@blueprintjs/core';
import { FormulaEditor, IToasts, useService } from '@lemma/sdk';
import { ICalculator } from '../tokens';

export default function FormulaEditorPage() {
  const { t } = useTranslation('calculator');
  const store = useService(ICalculator);
  const toasts = useService(IToasts);
  const navigate = useNavigate();
  const [latex, setLatex] = useState('');
  return (
    <div className="lemma-formula-page">
      <H2>{t('formulaEditor.title')}</H2>
      <Suspense fallback={<Spinner />}>
        <FormulaEditor value={latex} onChange={setLatex} label={t('input')} keyboardOpen autoFocus />
      </Suspense>
      <TextArea
        className="lemma-formula-latex"
        aria-label={t('formulaEditor.latex')}
        value={latex}
        onChange={(e) => setLatex(e.currentTarget.value)}
        fill
        autoResize
      />
      <div className="lemma-actions-row">
        <Button
          icon="duplicate"
          text={t('formulaEditor.copy')}
          disabled={!latex}
          onClick={() => void navigator.clipboard?.writeText(latex).then(() => toasts.success(t('formulaEditor.copied')))}
        />
        <Button
          intent="primary"
          icon="calculator"
          text={t('formulaEditor.calculate')}
          disabled={!latex}
          onClick={() => {
            store.setMode('calculation');
            store.set('input', latex);
            navigate('/app/calculator/calculation');
          }}
        />
      </div>
    </div>
  );
}
