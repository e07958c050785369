/**
 * The question box shared by Ask and the tutor: plain text (math as students type it) or a formula
 * (MathLive with the §9 keyboard). Enter submits, Shift+Enter adds a line. `useQuestionInput` holds
 * the mode and both drafts; `QuestionField` draws the active editor and `InputModeSwitch` the toggle.
 */
import { Suspense, useState } from 'react';
import { Button, ButtonGroup, Spinner, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { FormulaEditor } from '../formula';

export interface QuestionInputState {
  mode: 'text' | 'formula';
  setMode(m: 'text' | 'formula'): void;
  text: string;
  setText(v: string): void;
  latex: string;
  setLatex(v: string): void;
  /** The draft of the active mode, trimmed. */
  current: string;
  /** Clears the active draft if it still holds `sent` (the student may already be typing the next one). */
  clearSent(sent: string): void;
}

export function useQuestionInput(): QuestionInputState {
  const [mode, setMode] = useState<'text' | 'formula'>('text');
  const [text, setText] = useState('');
  const [latex, setLatex] = useState('');
  return {
    mode,
    setMode,
    text,
    setText,
    latex,
    setLatex,
    current: (mode === 'text' ? text : latex).trim(),
    clearSent(sent) {
      if (mode === 'text') setText((v) => (v.trim() === sent ? '' : v));
      else setLatex((v) => (v.trim() === sent ? '' : v));
    },
  };
}

export function QuestionField({
  q,
  label,
  placeholder,
  maxLength,
  autoFocus,
  onSubmit,
}: {
  q: QuestionInputState;
  label: string;
  placeholder: string;
  maxLength: number;
  autoFocus?: boolean;
  onSubmit: () => void;
}) {
  if (q.mode === 'formula') {
    return (
      <Suspense fallback={<Spinner size={20} />}>
        <FormulaEditor value={q.latex} onChange={q.setLatex} onSubmit={onSubmit} label={label} keyboardOpen autoFocus />
      </Suspense>
    );
  }
  return (
    <TextArea
      aria-label={label}
      placeholder={placeholder}
      value={q.text}
      maxLength={maxLength}
      autoFocus={autoFocus}
      onChange={(e) => q.setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
          e.preventDefault();
          onSubmit();
        }
      }}
      autoResize
      fill
    />
  );
}

export function InputModeSwitch({ q }: { q: QuestionInputState }) {
  const { t } = useTranslation('common');
  return (
    <ButtonGroup variant="minimal">
      <Button
        size="small"
        icon="font"
        text={t('formula.textMode')}
        active={q.mode === 'text'}
        onClick={() => q.setMode('text')}
      />
      <Button
        size="small"
        icon="function"
        text={t('formula.formulaMode')}
        active={q.mode === 'formula'}
        onClick={() => q.setMode('formula')}
      />
    </ButtonGroup>
  );
}
