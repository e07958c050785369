/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

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
 * The module exports `modules` (path → plugin definition) and `excluded` (the ids left out).
 */
function pluginDiscovery(excluded: readonly string[]): Plugin {
  const id = 'virtual:lemma-plugins';
  const resolved = `\0${id}`;
  const patterns = ['/plugins/*/index.ts', ...excluded.map((p) => `!/plugins/${p}/**`)];
  return {
    name: 'lemma-plugin-discovery',
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (loaded) =>
      loaded === resolved
        ? `export const excluded = ${JSON.stringify(excluded)};\nexport const modules = import.meta.glob(${JSON.stringify(patterns)}, { eager: true, import: 'default' });\n`
        : undefined,
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
  plugins: [react(), pluginDiscovery(excluded)],
  resolve: {
    alias: {
      '@lemma/sdk': r('./sdk'),
      '@lemma/core': r('./core'),
      '@lemma/math': r('./math'),
      '@lemma/server': r('./server'),
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
    // The popup is the calculator's embed: it leaves the build with the calculator.
    rollupOptions: { input: excluded.includes('calculator') ? { main: r('./index.html') } : { main: r('./index.html'), popup: r('./popup.html') } },
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
