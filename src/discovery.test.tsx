import { describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { LANGUAGES } from '@lemma/sdk';
import { renderPluginView } from '@lemma/testing';
import { discoveredPlugins } from './plugins';

describe('a plugin is a folder', () => {
  it('a new plugins/<id>/ folder comes alive with no edit elsewhere: its route, panel and translations', async () => {
    const id = `zz-throwaway-${Math.random().toString(36).slice(2, 8)}`;
    const dir = join('plugins', id);
    mkdirSync(join(dir, 'locales'), { recursive: true });
    try {
      writeFileSync(
        join(dir, 'index.ts'),
        `import { definePlugin } from '@lemma/sdk';\nexport default definePlugin({ id: '${id}', contributes: { routes: [{ path: 'app/${id}', page: () => import('./Page') }], panels: [{ id: '${id}', title: '${id}:title', component: () => import('./Page') }] } });\n`,
      );
      writeFileSync(
        join(dir, 'Page.tsx'),
        `import { useTranslation } from 'react-i18next';\nexport default function Page() {\n  return <h1>{useTranslation('${id}').t('title')}</h1>;\n}\n`,
      );
      for (const lng of LANGUAGES)
        writeFileSync(join(dir, 'locales', `${lng}.json`), JSON.stringify({ title: `Throwaway (${lng})` }));

      // A fresh copy of the discovery module globs the folders as they are now.
      const { modules } = (await import(/* @vite-ignore */ `virtual:lemma-plugins?fresh=${id}`)) as {
        modules: Record<string, unknown>;
      };
      const plugin = discoveredPlugins(modules).find((p) => p.id === id);
      expect(plugin, 'discovered').toBeTruthy();
      const view = await renderPluginView(plugin!, { route: `/app/${id}`, language: 'fr' });
      expect(await screen.findByRole('heading', { name: 'Throwaway (fr)' })).toBeTruthy();
      expect(view.kernel.plugins.panels.map((p) => p.id)).toContain(id);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
