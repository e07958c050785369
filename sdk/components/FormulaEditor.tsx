/**
 * The formula editor: a MathLive math field with Lemma's formula keyboard (§9 categories) as a
 * panel, replacing MathLive's own virtual keyboard. MathLive is loaded lazily on first use: when the
 * editor is shown (`load="mount"`, the default), or — `load="interaction"`, for first-visit pages
 * such as the popup (issue #13: MathLive is ~180 kB brotli) — when the plain text box standing in
 * for it is first focused or typed in. The box stands in while MathLive loads in either case. The
 * keyboard panel (Blueprint tabs, keys typeset as MathML) is its own chunk, loaded when first
 * opened, so this file draws no Blueprint component: the popup's first paint carries none. Value
 * and onChange speak LaTeX. Used by Ask, the calculator, the graph and /formula-editor.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import keyPaths from '@blueprintjs/icons/lib/esm/generated/16px/paths/key';
import { SvgIcon } from './SvgIcon';

const FormulaKeyboard = lazy(() => import('./FormulaKeyboard'));

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

  /** A MathLive command from a key (a matrix's `addRowAfter`); nothing happens where it does not apply. */
  function command(name: string) {
    const mf = ref.current;
    if (!mf) return;
    mf.executeCommand(name);
    mf.focus();
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
          <input
            className="lemma-math-field lemma-math-standin"
            aria-label={label}
            aria-busy={wanted}
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
        {/* Blueprint's minimal button, written out: its styles come with the app (and popup.css). */}
        <button
          type="button"
          className={`bp6-button bp6-minimal lemma-formula-toggle ${open ? 'bp6-active' : ''}`}
          aria-expanded={open}
          aria-label={t('formula.keyboard')}
          title={t('formula.keyboard')}
          onClick={() => {
            setWanted(true);
            setOpen((o) => !o);
          }}
        >
          <SvgIcon name="key" paths={keyPaths} />
        </button>
      </div>
      {open ? (
        <Suspense fallback={<div className="lemma-formula-keyboard" aria-busy="true" />}>
          <FormulaKeyboard label={t('formula.keyboard')} onInsert={insert} onCommand={command} />
        </Suspense>
      ) : null}
    </div>
  );
}
