import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IconSize } from '@blueprintjs/icons';
import { BUNDLED_ICONS, loadIconPaths } from './icons';

const root = join(__dirname, '..', '..');

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'locales' || name === 'server') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) sources(p, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

/** Icon names written as literals: `icon="x"`, `icon: 'x'`, `icon={c ? 'x' : 'y'}`. */
function namedIcons(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/(?:icon|Icon)\s*[=:]\s*\{?\s*['"]([a-z0-9-]+)['"]/g)) names.add(m[1]!);
  for (const m of text.matchAll(/[iI]con=\{([^}]*)\}/g)) for (const q of m[1]!.matchAll(/'([a-z0-9-]+)'/g)) names.add(q[1]!);
  return [...names];
}

describe('Blueprint icons one by one', () => {
  it('has a chunk of its own for every icon named in the client sources', () => {
    const exists = (n: string) =>
      BUNDLED_ICONS.includes(n) ||
      !readdirSync(join(root, 'node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths')).includes(`${n}.js`);
    const missing = ['core', 'sdk', 'src', 'plugins']
      .flatMap((d) => sources(join(root, d)))
      .flatMap((f) =>
        namedIcons(readFileSync(f, 'utf8'))
          .filter((n) => !exists(n))
          .map((n) => `${n} (${f.slice(root.length + 1)})`),
      );
    expect(missing).toEqual([]);
  });

  it('loads the paths of one icon at each size, and of an icon outside the list', async () => {
    const small = await loadIconPaths('add', IconSize.STANDARD);
    const large = await loadIconPaths('add', IconSize.LARGE);
    expect(small[0]).toMatch(/^M/);
    expect(large[0]).toMatch(/^M/);
    expect(large).not.toEqual(small);
    expect(BUNDLED_ICONS).not.toContain('airplane');
    expect((await loadIconPaths('airplane', IconSize.STANDARD))[0]).toMatch(/^M/);
  });
});
