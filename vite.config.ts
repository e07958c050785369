/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompressPlugin } from './scripts/precompress.mjs';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Plugin ids left out of the build: `PLUGINS_EXCLUDED=calculator,graph` (comma-separated; the server
 * reads the same variable and does not load them either). Unknown ids are ignored.
 */
export function excludedPlugins(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.PLUGINS_EXCLUDED ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^[a-z][a-z0-9-]*$/.test(id));
}

/**
 * Client plugin discovery (issue #11): the virtual module `virtual:lemma-plugins` is Vite's eager
 * `import.meta.glob` over `plugins/<id>/index.ts`, with a negative pattern per excluded id, so an
 * excluded folder is not bundled at all. Pages and panels stay lazy through their own `import()`.
 * The module exports `modules` (path → plugin definition) and `excluded` (the ids left out);
 * `virtual:lemma-embeds` exports `embeds` (path → embed definition) for the popup entry.
 */
function pluginDiscovery(excluded: readonly string[]): Plugin {
  const not = excluded.map((p) => `!/plugins/${p}/**`);
  const glob = (pattern: string) => `import.meta.glob(${JSON.stringify([pattern, ...not])}, { eager: true, import: 'default' })`;
  const modules: Record<string, string> = {
    'virtual:lemma-plugins': `export const excluded = ${JSON.stringify(excluded)};\nexport const modules = ${glob('/plugins/*/index.ts')};\n`,
    // The popup's embeds (plugins/<id>/embed.tsx), in a module of their own so the popup does not load every manifest.
    'virtual:lemma-embeds': `export const embeds = ${glob('/plugins/*/embed.tsx')};\n`,
  };
  // A query (`virtual:lemma-plugins?fresh=1`) gives a new module that globs again: the discovery test uses it.
  const base = (id: string) => id.split('?')[0]!;
  return {
    name: 'lemma-plugin-discovery',
    resolveId: (source) => (base(source) in modules ? `\0${source}` : undefined),
    load: (id) => (id.startsWith('\0') ? modules[base(id.slice(1))] : undefined),
  };
}

const excluded = excludedPlugins();

/**
 * One config for the client build (Vite), the dev server and the test projects (Vitest).
 * Test projects: `client` (happy-dom: core, sdk, src, plugin views), `server` (node: server/,
 * plugins/<id>/server, cross-plugin API tests in tests/api), `tools` (node: scripts/, e.g. the locale
 * checker) and `math` (node: the pure math engine).
 */
export default defineConfig({
  plugins: [react(), pluginDiscovery(excluded), precompressPlugin()],
  resolve: {
    alias: {
      '@lemma/sdk': r('./sdk'),
      '@lemma/core': r('./core'),
      '@lemma/math': r('./math'),
      '@lemma/server': r('./server'),
      '@lemma/testing/server': r('./tests/support/server.ts'),
      '@lemma/testing': r('./tests/support/client.tsx'),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/locales': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist/client',
    chunkSizeWarningLimit: 1500,
    manifest: true,
    // Every supported browser has <link rel=modulepreload>; without the polyfill the CSP needs nothing extra (server/core/securityHeaders.ts).
    modulePreload: { polyfill: false },
    rollupOptions: { input: { main: r('./index.html'), popup: r('./popup.html') } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['{core,sdk,src}/**/*.test.{ts,tsx}', 'plugins/*/!(server)/**/*.test.{ts,tsx}', 'plugins/*/*.test.{ts,tsx}'],
          setupFiles: ['./tests/setup/client.ts'],
        },
        resolve: { conditions: ['browser'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'plugins/*/server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          setupFiles: ['./tests/setup/server.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'tools',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'math',
          environment: 'node',
          include: ['math/**/*.test.ts'],
          testTimeout: 20000,
        },
      },
    ],
  },
});
