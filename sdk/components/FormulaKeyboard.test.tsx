import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compute } from '@lemma/math';
import en from '../../locales/en/common.json';
import de from '../../locales/de/common.json';
import FormulaKeyboard from './FormulaKeyboard';
import { FORMULA_KEYS } from './formulaKeys';

function renderKeyboard(lng: 'en' | 'de', onCommand?: (c: string) => void) {
  const i18n = i18next.createInstance();
  void i18n
    .use(initReactI18next)
    .init({ lng, fallbackLng: 'en', resources: { en: { common: en }, de: { common: de } }, defaultNS: 'common' });
  const onInsert = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <FormulaKeyboard label="Formula keyboard" onInsert={onInsert} onCommand={onCommand} />
    </I18nextProvider>,
  );
  return onInsert;
}

/** A template filled in the way MathLive writes a matrix back (`1 & 2\\ 3 & 4`): each placeholder takes the next number. */
function fill(template: string, numbers: number[]): string {
  let i = 0;
  return template
    .replace(/#[0?]/g, () => String(numbers[i++]))
    .replace(/&/g, ' & ')
    .replace(/\\\\/g, '\\\\ ');
}

describe('FormulaKeyboard: the matrix template (issue #22)', () => {
  it('has a Matrices tab whose keys insert 2×2 and 3×3 templates and run add row / add column', () => {
    const onCommand = vi.fn();
    const onInsert = renderKeyboard('en', onCommand);
    fireEvent.click(screen.getByRole('tab', { name: 'Matrices' }));
    const panel = screen.getByRole('tabpanel');
    const keys = within(panel).getAllByRole('button');
    // the 2×2 key is typeset as a MathML table between stretchy parentheses
    expect(keys[0]!.querySelector('mtable')).not.toBeNull();
    expect(keys[0]!.querySelectorAll('mtr')).toHaveLength(2);
    fireEvent.click(keys[0]!);
    expect(onInsert).toHaveBeenLastCalledWith('\\begin{pmatrix}#0&#?\\\\#?&#?\\end{pmatrix}');
    fireEvent.click(keys[1]!);
    expect(onInsert.mock.lastCall![0].match(/#[0?]/g)).toHaveLength(9);
    fireEvent.click(within(panel).getByRole('button', { name: 'Add row' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Add column' }));
    expect(onCommand.mock.calls).toEqual([['addRowAfter'], ['addColumnAfter']]);
  });

  it('names the tab and the command keys in the language of the page', () => {
    renderKeyboard('de', vi.fn());
    fireEvent.click(screen.getByRole('tab', { name: 'Matrizen' }));
    expect(screen.getByRole('button', { name: 'Zeile hinzufügen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spalte hinzufügen' })).toBeTruthy();
  });

  it('leaves the command keys out where the host cannot run commands', () => {
    renderKeyboard('en');
    fireEvent.click(screen.getByRole('tab', { name: 'Matrices' }));
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();
  });

  it('every locale names the tab and the command keys', () => {
    const dir = resolve(__dirname, '../../locales');
    for (const lng of readdirSync(dir)) {
      const f = JSON.parse(readFileSync(resolve(dir, lng, 'common.json'), 'utf8')) as typeof en;
      expect(f.formula.categories.MATRIX, lng).toBeTruthy();
      expect(f.formula.keys.addRow && f.formula.keys.addColumn, lng).toBeTruthy();
    }
  });

  it("round trip: each template filled as MathLive writes it is read by the engine's linear-algebra topic", () => {
    const [p2, p3, b2, v2, col2] = FORMULA_KEYS.MATRIX;
    const det = (latex: string) => compute({ model: 'CALCULATION', input: latex });
    expect(det(`\\det${fill(p2!.insert, [2, 0, 1, 3])}`).simplifyResultText).toBe('6');
    expect(det(`\\det${fill(p3!.insert, [2, 0, 1, 1, 3, 2, 1, 1, 1])}`).simplifyResultText).toBe('0');
    expect(det(`${fill(b2!.insert, [2, 1, 1, 1])}^{-1}`).simplifyResultText).toBe('[[1, -1], [-1, 2]]');
    const bars = det(fill(v2!.insert, [1, 2, 3, 4]));
    expect([bars.simplifyResultText, bars.verified, bars.topic?.id]).toEqual(['-2', true, 'linear-algebra']);
    expect(det(`${fill(p2!.insert, [1, 2, 3, 4])}${fill(col2!.insert, [5, 6])}`).simplifyResultText).toBe('[[17], [39]]');
  });
});
