/**
 * The formula editor: a MathLive math field with Lemma's formula keyboard (§9 categories) as a
 * Blueprint panel, replacing MathLive's own virtual keyboard. MathLive is loaded lazily on first
 * use: when the editor is shown (`load="mount"`, the default), or — `load="interaction"`, for
 * first-visit pages such as the popup (issue #13: MathLive is ~180 kB brotli) — when the plain text
 * box standing in for it is first focused or typed in; the keys' typeset labels (`mathlive/ssr`)
 * load with the keyboard panel. Value and onChange speak LaTeX. Used by Ask, the calculator and /formula-editor.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
// Blueprint's styles come with the editor, for hosts (the popup) that do not load them up front.
import '@blueprintjs/core/lib/css/blueprint.css';
import { FORMULA_CATEGORIES, FORMULA_KEYS, type FormulaCategory } from './formulaKeys';

type MathfieldLike = HTMLElement & {
  value: string;
  executeCommand(cmd: unknown): boolean;
  focus(): void;
  mathVirtualKeyboardPolicy: string;
};

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
      'math-field': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'math-virtual-keyboard-policy'?: string;
      };
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
  /** When MathLive loads: as the editor is shown (default), or on the first focus of its stand-in text box. */
  load?: 'mount' | 'interaction';
}

type ToMarkup = (latex: string) => string;
let markup: Promise<ToMarkup> | null = null;
/** MathLive's static converter (for the keys' labels), loaded once with the first keyboard panel. */
function loadMarkup(): Promise<ToMarkup> {
  markup ??= Promise.all([import('mathlive/ssr'), import('mathlive/static.css')]).then(
    ([m]) =>
      (latex: string) =>
        m.convertLatexToMarkup(latex),
  );
  return markup;
}

/** One key of the keyboard: its label typeset by MathLive once loaded (the LaTeX source until then). */
function FormulaKey({ label, insert, onInsert }: { label: string; insert: string; onInsert: (latex: string) => void }) {
  const [toMarkup, setToMarkup] = useState<ToMarkup | null>(null);
  useEffect(() => {
    let alive = true;
    void loadMarkup().then((f) => alive && setToMarkup(() => f));
    return () => {
      alive = false;
    };
  }, []);
  return (
    <button
      type="button"
      className="lemma-formula-key"
      title={insert}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => onInsert(insert)}
      {...(toMarkup ? { dangerouslySetInnerHTML: { __html: toMarkup(label) } } : { children: label })}
    />
  );
}

export function FormulaEditor({
  value,
  onChange,
  onSubmit,
  label,
  keyboardOpen = false,
  autoFocus,
  load = 'mount',
}: FormulaEditorProps) {
  const { t } = useTranslation('common');
  const ref = useRef<MathfieldLike | null>(null);
  const [ready, setReady] = useState(false);
  const [wanted, setWanted] = useState(load === 'mount' || keyboardOpen || Boolean(autoFocus));
  const [open, setOpen] = useState(keyboardOpen);
  const [tab, setTab] = useState<FormulaCategory>('BASIC');
  // A stand-in box that had the focus hands it on to the math field.
  const focusOnReady = useRef(Boolean(autoFocus));
  const submitRef = useRef(onSubmit);
  useEffect(() => {
    submitRef.current = onSubmit;
  }, [onSubmit]);

  useEffect(() => {
    if (!wanted) return;
    let alive = true;
    void loadMathLive().then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, [wanted]);

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
    if (focusOnReady.current) mf.focus();
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
        ) : wanted && load === 'mount' ? (
          <Spinner size={18} />
        ) : (
          <input
            className="lemma-math-field lemma-math-standin"
            aria-label={label}
            value={value}
            spellCheck={false}
            autoComplete="off"
            onFocus={() => {
              focusOnReady.current = true;
              setWanted(true);
            }}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && submitRef.current) {
                e.preventDefault();
                submitRef.current();
              }
            }}
          />
        )}
        <Button
          variant="minimal"
          icon="key"
          active={open}
          aria-expanded={open}
          aria-label={t('formula.keyboard')}
          title={t('formula.keyboard')}
          onClick={() => {
            setWanted(true);
            setOpen((o) => !o);
          }}
        />
      </div>
      {open ? (
        <div className="lemma-formula-keyboard" role="group" aria-label={t('formula.keyboard')}>
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
                      <FormulaKey key={key.label + key.insert} label={key.label} insert={key.insert} onInsert={insert} />
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
