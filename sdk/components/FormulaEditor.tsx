/**
 * The formula editor: a MathLive math field with Lemma's formula keyboard (§9 categories) as a
 * Blueprint panel, replacing MathLive's own virtual keyboard. MathLive is loaded lazily on first
 * use. Value and onChange speak LaTeX. Used by Ask, the calculator and /formula-editor.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { convertLatexToMarkup } from 'mathlive/ssr';
import 'mathlive/static.css';
// Blueprint's styles come with the editor, for hosts (the popup) that do not load them up front.
import '@blueprintjs/core/lib/css/blueprint.css';
import { FORMULA_CATEGORIES, FORMULA_KEYS, type FormulaCategory } from './formulaKeys';

type MathfieldLike = HTMLElement & { value: string; executeCommand(cmd: unknown): boolean; focus(): void; mathVirtualKeyboardPolicy: string };

let loading: Promise<void> | null = null;
/** Loads MathLive once and configures it for offline use (fonts bundled by Vite, no sounds). */
function loadMathLive(): Promise<void> {
  loading ??= (async () => {
    await import('mathlive/fonts.css');
    const { MathfieldElement } = await import('mathlive');
    MathfieldElement.fontsDirectory = null;
    MathfieldElement.soundsDirectory = null;
  })();
  return loading;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'math-field': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { 'math-virtual-keyboard-policy'?: string };
    }
  }
}

export interface FormulaEditorProps {
  value: string;
  onChange: (latex: string) => void;
  /** Enter (without Shift) in the field. */
  onSubmit?: () => void;
  label: string;
  /** Show the keyboard panel open from the start. */
  keyboardOpen?: boolean;
  autoFocus?: boolean;
}

export function FormulaEditor({ value, onChange, onSubmit, label, keyboardOpen = false, autoFocus }: FormulaEditorProps) {
  const { t } = useTranslation('common');
  const ref = useRef<MathfieldLike | null>(null);
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(keyboardOpen);
  const [tab, setTab] = useState<FormulaCategory>('BASIC');
  const submitRef = useRef(onSubmit);
  useEffect(() => {
    submitRef.current = onSubmit;
  }, [onSubmit]);

  useEffect(() => {
    let alive = true;
    void loadMathLive().then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const mf = ref.current;
    if (!ready || !mf) return;
    mf.mathVirtualKeyboardPolicy = 'manual';
    if (mf.value !== value) mf.value = value;
    const onInput = () => onChange(mf.value);
    // MathLive consumes Enter itself: catch it in the capture phase to submit.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' && !e.shiftKey && submitRef.current) {
        e.preventDefault();
        e.stopPropagation();
        submitRef.current();
      }
    };
    mf.addEventListener('input', onInput);
    mf.addEventListener('keydown', onKey, { capture: true });
    if (autoFocus) mf.focus();
    return () => {
      mf.removeEventListener('input', onInput);
      mf.removeEventListener('keydown', onKey, { capture: true });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  useEffect(() => {
    const mf = ref.current;
    if (ready && mf && mf.value !== value) mf.value = value;
  }, [value, ready]);

  function insert(latex: string) {
    const mf = ref.current;
    if (!mf) return;
    mf.executeCommand(['insert', latex, { focus: true, feedback: false, selectionMode: 'placeholder' }]);
    onChange(mf.value);
  }

  return (
    <div className="lemma-formula">
      <div
        className="lemma-formula-row"
        onPointerUp={() => {
          // Chromium + MathLive: a click on the field does not always move focus into it.
          const mf = ref.current;
          if (mf && document.activeElement !== mf) mf.focus();
        }}
      >
        {ready ? (
          <math-field
            ref={(el: HTMLElement | null) => void (ref.current = el as MathfieldLike | null)}
            aria-label={label}
            className="lemma-math-field"
            math-virtual-keyboard-policy="manual"
          />
        ) : (
          <Spinner size={18} />
        )}
        <Button variant="minimal" icon="key" active={open} aria-expanded={open} aria-label={t('formula.keyboard')} title={t('formula.keyboard')} onClick={() => setOpen((o) => !o)} />
      </div>
      {open ? (
        <div className="lemma-formula-keyboard" role="group" aria-label={t('formula.keyboard')}>
          <Tabs id="formula-keyboard" selectedTabId={tab} onChange={(id) => setTab(id as FormulaCategory)} className="lemma-formula-tabs" renderActiveTabPanelOnly>
            {FORMULA_CATEGORIES.map((c) => (
              <Tab
                key={c}
                id={c}
                title={t(`formula.categories.${c}`)}
                panel={
                  <div className="lemma-formula-keys">
                    {FORMULA_KEYS[c].map((key) => (
                      <button
                        key={key.label + key.insert}
                        type="button"
                        className="lemma-formula-key"
                        title={key.insert}
                        onMouseDown={(e) => e.preventDefault()}
                        onClick={() => insert(key.insert)}
                        dangerouslySetInnerHTML={{ __html: convertLatexToMarkup(key.label) }}
                      />
                    ))}
                  </div>
                }
              />
            ))}
          </Tabs>
        </div>
      ) : null}
    </div>
  );
}
