/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * One config for the client build (Vite), the dev server and the test projects (Vitest).
 * Test projects: `client` (happy-dom: core, sdk, src, plugin views), `server` (node: server/,
 * plugins/<id>/server, cross-plugin API tests in tests/api) and `math` (node: the pure math engine).
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@lemma/sdk': r('./sdk'),
      '@lemma/core': r('./core'),
      '@lemma/math': r('./math'),
      '@lemma/server': r('./server'),
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
          name: 'math',
          environment: 'node',
          include: ['math/**/*.test.ts'],
          testTimeout: 20000,
        },
      },
    ],
  },
});
