// @ts-check
/**
 * ESLint flat config: JS + typescript-eslint recommended (syntactic, no type information: fast),
 * React hooks rules for .tsx, and the architecture's import boundaries (issue #11 §3,
 * docs/architecture.md):
 *
 *   plugin (plugins/<id>/…, client)   → sdk (client part), math's public entry, its own files
 *   plugin server (plugins/<id>/server) → sdk (incl. @lemma/sdk/server), math entry, its own plugin's files
 *   core                              → core, sdk, math entry, locales
 *   sdk (client)                      → sdk, math entry          sdk/server* → sdk, math entry
 *   math                              → math only
 *   server (kernel)                   → server, sdk, math entry  (plugins are discovered by glob, not imported)
 *   src (app entry)                   → src, core, sdk, math entry (plugins are discovered by glob)
 *   tests/, scripts/, *.test|spec|bench.* files, root config files → anything
 *   production code never imports test files.
 *
 * Imports are resolved by TypeScript itself (scripts/lint/tsconfig-resolver.cjs), so `@lemma/*`
 * aliases resolve like `tsc` resolves them; relative imports that climb out of one top-level
 * folder into an aliased one (`../../../server/…`) are rejected in favour of the alias.
 */
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));
const resolver = fileURLToPath(new URL('./scripts/lint/tsconfig-resolver.cjs', import.meta.url));

/** Top-level folders reachable through an `@lemma/*` alias (tsconfig paths + Vite aliases). */
const ALIASED = ['sdk', 'core', 'math', 'server'];

/** Every file ESLint checks: TypeScript (incl. .mts declaration files) and JavaScript modules. */
const EXT = '{ts,tsx,mts,cts,js,mjs,cjs}';

/**
 * One config block per folder depth: a file N folders deep that imports `../` N times and then
 * an aliased folder has left its own top-level folder — it must use `@lemma/<folder>` instead.
 * (Climbing into plugins/ or locales/ is not matched here: those have no alias; plugin↔plugin
 * and kernel→plugin imports are the boundaries rule's business.)
 */
const noClimbingImports = Array.from({ length: 8 }, (_, i) => {
  const depth = i + 1;
  return {
    files: [`${'*/'.repeat(depth)}*.${EXT}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}(${ALIASED.join('|')})(/|$)`,
              message:
                'Import another top-level folder through its alias (@lemma/sdk, @lemma/math, @lemma/core/*, @lemma/server/*), not a relative path.',
            },
          ],
        },
      ],
    },
  };
});

/** Element selectors used in the boundary policies below. */
const mathEntry = { element: { type: 'math', fileInternalPath: 'index.ts' } };
const clientSdk = { element: { type: 'sdk' }, file: { categories: { noneOf: ['server-sdk'] } } };
const anySdk = { element: { type: 'sdk' } };
const locales = { element: { type: 'locales' } };
const samePlugin = { element: { type: 'plugin', captured: { pluginId: '{{ from.element.captured.pluginId }}' } } };
const samePluginServer = {
  element: { type: 'plugin-server', captured: { pluginId: '{{ from.element.captured.pluginId }}' } },
};

export default defineConfig([
  globalIgnores([
    'dist/',
    'data/',
    '.data/',
    'test-results/',
    'playwright-report/',
    'server/db/migrations/',
    'math/corpus/*.json',
    '**/*.py',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'lemma/language',
    files: [`**/*.${EXT}`],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused code is dead code; `_`-prefixed names are the explicit opt-out (ignored args, rest siblings).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    name: 'lemma/commonjs',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  {
    name: 'lemma/react-hooks',
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    name: 'lemma/react-hooks-pragmatic',
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // Hooks also live in .ts files (sdk/hooks.ts): the two classic rules apply there too.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    name: 'lemma/react-compiler-advice',
    files: ['**/*.tsx'],
    rules: {
      // React Compiler diagnostics (the app does not use the compiler): they flag working idioms here —
      // a kernel service configured from an effect, the "latest value" ref, state synced to the viewport.
      'react-hooks/immutability': 'warn',
      'react-hooks/refs': 'warn',
      'react-hooks/set-state-in-effect': 'warn',
    },
  },
  {
    name: 'lemma/pragmatic',
    files: [`**/*.${EXT}`],
    rules: {
      // NUL sentinels and ASCII-range checks in regexes are deliberate (sdk MathRender, math/read).
      'no-control-regex': 'off',
    },
  },
  {
    name: 'lemma/tests',
    files: ['tests/**', '**/*.{test,spec,bench}.{ts,tsx}'],
    rules: {
      // Test harnesses take plugins and services of any shape (PluginDefinition<any>, Token<any>).
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    name: 'lemma/math',
    files: ['math/**'],
    rules: {
      // Quadrature nodes/weights are copied with their published digits; the double nearest is intended.
      'no-loss-of-precision': 'off',
    },
  },

  {
    name: 'lemma/boundaries',
    files: [`**/*.${EXT}`],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        [resolver]: { project: `${root}tsconfig.json` },
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      },
      'boundaries/root-path': root,
      'boundaries/legacy-templates': false,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export', 'require'],
      'boundaries/elements': [
        { type: 'tests', pattern: ['tests', 'scripts'], partialMatch: false },
        { type: 'plugin-server', pattern: 'plugins/*/server', capture: ['pluginId'], partialMatch: false },
        { type: 'plugin', pattern: 'plugins/*', capture: ['pluginId'], partialMatch: false },
        { type: 'sdk', pattern: 'sdk', partialMatch: false },
        { type: 'core', pattern: 'core', partialMatch: false },
        { type: 'math', pattern: 'math', partialMatch: false },
        { type: 'server', pattern: 'server', partialMatch: false },
        { type: 'app', pattern: 'src', partialMatch: false },
        { type: 'locales', pattern: 'locales', partialMatch: false },
      ],
      'boundaries/files': [
        // Every file gets a category, so that `categories: { noneOf: [...] }` selectors can match.
        { category: 'source', pattern: '**/*' },
        { category: 'test', pattern: ['**/*.{test,spec,bench}.{ts,tsx}', 'math/testutil.ts', 'tests/**'] },
        { category: 'server-sdk', pattern: ['sdk/server.ts', 'sdk/server/**'] },
        { category: 'tooling', pattern: `*.${EXT}` },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkInternals: true,
          message:
            'Import not allowed by the architecture: {{ from.element.type }} → {{ to.element.type }} ({{ dependency.source }}); see the import rules in docs/architecture.md',
          policies: [
            { from: { element: { type: 'plugin' } }, allow: { to: [clientSdk, mathEntry, samePlugin] } },
            {
              from: { element: { type: 'plugin-server' } },
              allow: { to: [anySdk, mathEntry, samePlugin, samePluginServer] },
            },
            {
              from: { element: { type: 'core' } },
              allow: { to: [{ element: { type: 'core' } }, clientSdk, mathEntry, locales] },
            },
            { from: clientSdk, allow: { to: [clientSdk, mathEntry] } },
            { from: { element: { type: 'sdk' }, file: { categories: 'server-sdk' } }, allow: { to: [anySdk, mathEntry] } },
            { from: { element: { type: 'math' } }, allow: { to: { element: { type: 'math' } } } },
            {
              from: { element: { type: 'server' } },
              allow: { to: [{ element: { type: 'server' } }, anySdk, mathEntry, locales] },
            },
            {
              from: { element: { type: 'app' } },
              allow: { to: [{ element: { type: 'app' } }, { element: { type: 'core' } }, clientSdk, mathEntry, locales] },
            },
            // Production code never depends on test code.
            { disallow: { to: { file: { categories: 'test' } } } },
            // Tests, scripts and the root config files (vite, drizzle, playwright…) may import anything.
            {
              from: [{ element: { type: 'tests' } }, { file: { categories: 'test' } }, { file: { categories: 'tooling' } }],
              allow: { to: [{ element: { type: '*' } }, { element: { isUnknown: true } }] },
            },
          ],
        },
      ],
    },
  },

  ...noClimbingImports,
]);
