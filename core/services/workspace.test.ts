import { describe, expect, it } from 'vitest';
import { addPanel, leaves, readSavedLayout, removePanel, splitPanel, LAYOUT_VERSION, Workspace } from './workspace';

describe('workspace layout tree', () => {
  it('opens panels side by side without duplicates', () => {
    let l = addPanel(null, 'tutor');
    l = addPanel(l, 'calculator');
    l = addPanel(l, 'graph');
    l = addPanel(l, 'graph');
    expect(leaves(l)).toEqual(['tutor', 'calculator', 'graph']);
  });

  it('closing collapses a split left with one child', () => {
    const l = splitPanel(addPanel(null, 'tutor'), 'tutor', 'graph', 'column');
    expect(l).toEqual({ type: 'split', direction: 'column', children: ['tutor', 'graph'] });
    expect(removePanel(l, 'graph')).toBe('tutor');
    expect(removePanel('tutor', 'tutor')).toBeNull();
  });

  it('split puts the new panel beside the target, deep in the tree', () => {
    let l = addPanel(addPanel(null, 'a'), 'b');
    l = splitPanel(l, 'b', 'c', 'column');
    expect(l).toEqual({
      type: 'split',
      direction: 'row',
      children: ['a', { type: 'split', direction: 'column', children: ['b', 'c'] }],
    });
  });

  it('drops saved layouts of another version or bad shape, and prunes unknown panels', () => {
    const known = new Set(['a', 'b']);
    expect(readSavedLayout({ version: LAYOUT_VERSION + 1, layout: 'a' }, known)).toBeNull();
    expect(
      readSavedLayout({ version: LAYOUT_VERSION, layout: { type: 'split', direction: 'diagonal', children: ['a'] } }, known),
    ).toBeNull();
    expect(
      readSavedLayout(
        { version: LAYOUT_VERSION, layout: { type: 'split', direction: 'row', children: ['a', 'gone', 'b'] } },
        known,
      ),
    ).toEqual({
      type: 'split',
      direction: 'row',
      children: ['a', 'b'],
      splitPercentages: undefined,
    });
  });

  it('persists to local storage and restores after a reload', () => {
    localStorage.clear();
    const w = new Workspace(new Set(['a', 'b']));
    w.open('a');
    w.open('b');
    const again = new Workspace(new Set(['a', 'b']));
    again.restoreLocal();
    expect(leaves(again.layout)).toEqual(['a', 'b']);
    expect(again.isOpen('b')).toBe(true);
  });
});
