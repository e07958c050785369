/**
 * The formula editor's keyboard panel (§9 categories as Blueprint tabs), loaded when first opened
 * (./FormulaEditor.tsx). The keys' labels are typeset as MathML (./mathml.ts); a label outside the
 * converter's subset shows its LaTeX source. Blueprint's styles come with the panel, for hosts (the
 * popup) that do not load them up front.
 */
import { useState } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import '@blueprintjs/core/lib/css/blueprint.css';
import { FORMULA_CATEGORIES, FORMULA_KEYS, type FormulaCategory } from './formulaKeys';
import { latexToMathml } from './mathml';

/** One key: its typeset label; a click inserts its LaTeX (the field keeps the focus). */
function FormulaKey({ label, insert, onInsert }: { label: string; insert: string; onInsert: (latex: string) => void }) {
  const html = latexToMathml(label);
  return (
    <button
      type="button"
      className="lemma-formula-key"
      title={insert}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => onInsert(insert)}
      {...(html ? { dangerouslySetInnerHTML: { __html: html } } : { children: label })}
    />
  );
}

/** The panel: one tab per category, the active one's keys. */
export default function FormulaKeyboard({ label, onInsert }: { label: string; onInsert: (latex: string) => void }) {
  const { t } = useTranslation('common');
  const [tab, setTab] = useState<FormulaCategory>('BASIC');
  return (
    <div className="lemma-formula-keyboard" role="group" aria-label={label}>
      <Tabs
        id="formula-keyboard"
        selectedTabId={tab}
        onChange={(id) => setTab(id as FormulaCategory)}
        className="lemma-formula-tabs"
        renderActiveTabPanelOnly
      >
        {FORMULA_CATEGORIES.map((c) => (
          <Tab
            key={c}
            id={c}
            title={t(`formula.categories.${c}`)}
            panel={
              <div className="lemma-formula-keys">
                {FORMULA_KEYS[c].map((key) => (
                  <FormulaKey key={key.label + key.insert} label={key.label} insert={key.insert} onInsert={onInsert} />
                ))}
              </div>
            }
          />
        ))}
      </Tabs>
    </div>
  );
}
