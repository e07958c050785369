import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { purgeCss, requiredClasses, usedBlueprintClasses } from './blueprint-css.mjs';

const ROOT = join(import.meta.dirname, '..');

describe('Blueprint stylesheet purge', () => {
  it('reads the classes a selector requires, not those inside :not() or :is()', () => {
    expect(requiredClasses('.bp6-button.bp6-minimal:not(.bp6-disabled):hover')).toEqual(['bp6-button', 'bp6-minimal']);
    expect(requiredClasses('.bp6-dark :is(.bp6-tag, .bp6-card) > span')).toEqual(['bp6-dark']);
  });

  it('drops selectors that need an unused class, empty rules and at-rules, and the icon glyph rules', () => {
    const css = [
      '.bp6-button, .bp6-alert { color: red }',
      '.bp6-dark .bp6-button { color: white }',
      '.bp6-button:not(.bp6-alert) { margin: 0 }',
      '@media (min-width: 600px) { .bp6-alert { color: blue } }',
      '@keyframes bp6-spin { from { opacity: 0 } to { opacity: 1 } }',
      '.bp6-icon-add::before { content: "x" }',
      '.bp6-tag-remove > .bp6-icon-small-cross { color: grey }',
      'body { margin: 0 }',
    ].join('\n');
    const out = purgeCss(css, (c) => ['bp6-button', 'bp6-tag-remove', 'bp6-icon-small-cross'].includes(c));
    expect(out).toContain('.bp6-button { color: red }');
    expect(out).not.toContain('bp6-alert {');
    expect(out).not.toContain('.bp6-dark');
    expect(out).toContain('.bp6-button:not(.bp6-alert)');
    expect(out).not.toContain('@media');
    expect(out).toContain('@keyframes bp6-spin');
    expect(out).not.toContain('content: "x"');
    expect(out).toContain('.bp6-tag-remove > .bp6-icon-small-cross');
    expect(out).toContain('body { margin: 0 }');
  });

  it('keeps what the components Lemma imports use, and leaves out the others and the dark theme', () => {
    const { exact, prefixes } = usedBlueprintClasses(ROOT);
    for (const cls of [
      'bp6-button',
      'bp6-navbar',
      'bp6-menu-item',
      'bp6-dialog',
      'bp6-tab-list',
      'bp6-popover',
      'bp6-spinner',
      'bp6-toast',
    ])
      expect(exact, cls).toContain(cls);
    for (const family of ['bp6-intent-', 'bp6-icon-', 'bp6-elevation-']) expect(prefixes).toContain(family);
    expect(exact).not.toContain('bp6-datepicker');
    expect(exact).not.toContain('bp6-dark');
  });

  it('is right that Lemma has no dark theme: no client code sets bp6-dark', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (name === 'node_modules' || name === 'server') continue;
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.(tsx?|css|html)$/.test(name) && /bp6-dark|Classes\.DARK/.test(readFileSync(p, 'utf8'))) offenders.push(p);
      }
    };
    for (const d of ['core', 'sdk', 'src', 'plugins']) walk(join(ROOT, d));
    expect(offenders).toEqual([]);
  });
});
