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
import { FORMULA_CATEGORIES, FORMULA_KEYS, type FormulaCategory, type FormulaKey as FormulaKeyDef } from './formulaKeys';
import { latexToMathml } from './mathml';

/** What a key does: insert LaTeX into the field, or run a MathLive command there (a matrix's "add row"). */
export interface FormulaKeyboardProps {
  label: string;
  onInsert: (latex: string) => void;
  /** Runs a MathLive command (`addRowAfter`); without it, command keys are not shown. */
  onCommand?: (command: string) => void;
}

/**
 * One key: its typeset label; a click inserts its LaTeX (the field keeps the focus). A command key
 * shows its translated name and runs its command.
 */
function FormulaKey({ k, onInsert, onCommand }: { k: FormulaKeyDef } & Omit<FormulaKeyboardProps, 'label'>) {
  const { t } = useTranslation('common');
  const common = {
    type: 'button' as const,
    className: 'lemma-formula-key',
    onMouseDown: (e: { preventDefault(): void }) => e.preventDefault(),
    ...(k.small ? { style: { fontSize: '10px' } } : {}),
  };
  if (k.command) {
    const name = t(k.label);
    return (
      <button {...common} style={{ fontSize: '12px', lineHeight: 1.1 }} title={name} onClick={() => onCommand?.(k.command!)}>
        {name}
      </button>
    );
  }
  const html = latexToMathml(k.label);
  return (
    <button
      {...common}
      title={k.insert}
      onClick={() => onInsert(k.insert)}
      {...(html ? { dangerouslySetInnerHTML: { __html: html } } : { children: k.label })}
    />
  );
}

/** The panel: one tab per category, the active one's keys. */
export default function FormulaKeyboard({ label, onInsert, onCommand }: FormulaKeyboardProps) {
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
                {FORMULA_KEYS[c]
                  .filter((key) => !key.command || onCommand)
                  .map((key) => (
                    <FormulaKey key={key.label + key.insert} k={key} onInsert={onInsert} onCommand={onCommand} />
                  ))}
              </div>
            }
          />
        ))}
      </Tabs>
    </div>
  );
}
