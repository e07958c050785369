/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { precompressPlugin } from './scripts/precompress.mjs';
import { blueprintCssPlugin } from './scripts/blueprint-css.mjs';

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

/**
 * Swaps `@blueprintjs/icons`' `iconNames` module (every icon's name, ~9 kB brotli, loaded with the
 * first `<Icon>`) for core/shell/iconNames.ts, which checks a name by its spelling (issue #13).
 */
function lightIconNames(): Plugin {
  const shim = r('./core/shell/iconNames.ts');
  return {
    name: 'lemma-light-icon-names',
    enforce: 'pre',
    resolveId: (source, importer) =>
      importer && /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/][^\\/]+$/.test(importer) && /^\.\/iconNames(\.js)?$/.test(source)
        ? shim
        : undefined,
  };
}

/**
 * axios's fetch adapter → core/services/axiosFetchOff.ts (issue #13): IApi uses axios's XHR adapter,
 * so the fetch adapter and the helpers only it imports are not bundled. Only axios's own import of
 * it (from `lib/adapters/adapters.js`) is redirected; `adapter: 'fetch'` then reports "not supported".
 */
export function axiosXhrOnly(): Plugin {
  const off = r('./core/services/axiosFetchOff.ts');
  return {
    name: 'lemma-axios-xhr-only',
    enforce: 'pre',
    resolveId: (source, importer) =>
      importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer) && source === './fetch.js' ? off : undefined,
  };
}

/**
 * With `LEMMA_BUNDLE_REPORT=1`, writes `bundle-report.json` next to the build: per chunk, whether it
 * is an entry, its static imports, and the brotli bytes of each package's modules compressed
 * together (`lemma:<folder>` for Lemma's own code). scripts/bench/composition.ts reads it (issue #13).
 */
function bundleReport(): Plugin {
  const packageOf = (id: string) =>
    /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]?.replace('\\', '/') ??
    (id.startsWith(r('.'))
      ? `lemma:${id.slice(r('.').length).split(/[\\/]/)[0]}`
      : `virtual:${id.replace(/\0/g, '').split(/[\\/]/)[0]}`);
  return {
    name: 'lemma-bundle-report',
    apply: () => process.env.LEMMA_BUNDLE_REPORT === '1',
    generateBundle(_options, bundle) {
      const report: Record<string, { isEntry: boolean; name: string; imports: string[]; packages: Record<string, number> }> = {};
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type !== 'chunk') continue;
        const code = new Map<string, string>();
        for (const [id, m] of Object.entries(out.modules))
          code.set(packageOf(id), (code.get(packageOf(id)) ?? '') + (m.code ?? ''));
        const packages = Object.fromEntries([...code].map(([p, c]) => [p, brotliCompressSync(c).length]));
        report[file] = { isEntry: out.isEntry, name: out.name, imports: out.imports, packages };
      }
      this.emitFile({ type: 'asset', fileName: 'bundle-report.json', source: JSON.stringify(report) });
    },
  };
}

/** The icon names core/shell/icons.ts bundles (its glob's brace list). */
function bundledIcons(): Set<string> {
  const src = readFileSync(r('./core/shell/icons.ts'), 'utf8');
  return new Set(/16px\/paths\/\{([^}]+)\}/.exec(src)?.[1]?.split(',') ?? []);
}

/** Icon names written as literals in a source: `icon="x"`, `icon: 'x'`, `icon={c ? 'x' : 'y'}` (as core/shell/icons.test.ts reads them). */
function namedIcons(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/(?:icon|Icon)\s*[=:]\s*\{?\s*['"]([a-z0-9-]+)['"]/g)) names.add(m[1]!);
  for (const m of text.matchAll(/[iI]con=\{([^}]*)\}/g)) for (const q of m[1]!.matchAll(/'([a-z0-9-]+)'/g)) names.add(q[1]!);
  return [...names];
}

/**
 * The icons a first paint of the app shows: those the plugins' manifests name (menu, commands,
 * panels, toolbar), the shell's, the question box's and history's (Ask, the first page), and the
 * plans page's (the other page a visitor lands on).
 */
function firstPaintIcons(): Set<string> {
  const dir = (d: string) => readdirSync(r(d)).map((f) => `${d}/${f}`);
  const files = [
    ...readdirSync(r('./plugins')).map((p) => `./plugins/${p}/index.ts`),
    ...dir('./core/shell').filter((f) => f.endsWith('.tsx') && !f.includes('.test.')),
    './sdk/components/QuestionInput.tsx',
    './plugins/ask/components/Composer.tsx',
    './plugins/ask/components/SessionList.tsx',
    './plugins/billing/pages/PricingPage.tsx',
  ].filter((f) => existsSync(r(f)));
  return new Set(files.flatMap((f) => namedIcons(readFileSync(r(f), 'utf8'))));
}

/** Icons a first paint draws at 20 px: the brand in the top bar, the empty history's picture. */
const LARGE_FIRST_PAINT_ICONS = ['function', 'chat'];

/** Icon paths that views import statically (sdk/components/SvgIcon.tsx): they stay with their importers. */
const STATIC_ICONS = new Set(['key', 'arrow-right']);

/**
 * What both entries need from their first paint: React, i18next, MobX, the kernel's client
 * services (API, auth, translations, events), the light formula box and its icon. Their
 * dependencies come along.
 */
const BASE = [
  /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|i18next-http-backend|mobx|mobx-react-lite|use-sync-external-store)[\\/]/,
  /[\\/]core[\\/]services[\\/](api|auth|i18n|ui|storage|throttle|errorCatalogue|clientAttributes)\.ts$/,
  /[\\/]sdk[\\/](formula\.ts|plugin\.ts|components[\\/](FormulaEditor|SvgIcon)\.tsx)$/,
  // Rolldown's runtime helpers, which every chunk imports.
  /^\0rolldown[\\/]runtime/,
];

type Ctx = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/** Whether `id` is a plugin's store (`plugins/<id>/state/*.ts`) imported by a popup embed (`plugins/<id>/embed.tsx`). */
function storeOfEmbed(id: string, ctx: Ctx): boolean {
  return (
    /[\\/]plugins[\\/][^\\/]+[\\/]state[\\/][^\\/]+\.ts$/.test(id) &&
    (ctx.getModuleInfo(id)?.importers.some((i) => /[\\/]plugins[\\/][^\\/]+[\\/]embed\.tsx$/.test(i)) ?? false)
  );
}

/**
 * Blueprint's parts that pages show at once: buttons, form controls, icons, the top bar, tags,
 * spinners, callouts, cards, empty states (with what they import). Overlays, popovers, menus,
 * dialogs, tabs and the rest go in `blueprint-more`, which views load when they need them.
 */
const BLUEPRINT_FIRST_PAINT =
  /node_modules[\\/]@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/](common|accessibility|components[\\/](button|html-select|icon|navbar|tag|spinner|callout|forms|non-ideal-state|html|text|card|segmented-control|divider))[\\/]/;

/**
 * How the client is cut into files (issue #13: on a first visit every file costs its headers, about
 * 1 kB, on top of its bytes). Rolldown's automatic splitting gives every combination of importers
 * its own file — a route loaded ~40 small files. Instead, by priority:
 * - `icons-first`, `icons`: the SVG paths of the icons Lemma names (core/shell/icons.ts) at 16 px,
 *   in two files instead of one request per icon: those a first paint shows ({@link firstPaintIcons}),
 *   and the others (fetched when a view first shows one);
 * - `base`: what both the popup and the app need at once ({@link BASE});
 * - `math`: the MathML converter and the math components, for every view that shows formulas;
 * - `blueprint`, `blueprint-more`: Blueprint's components in two files ({@link BLUEPRINT_FIRST_PAINT}),
 *   instead of one per combination of users.
 * Entries keep their own modules; pages, panels and MathLive stay split as the code says.
 */
function chunkGroups() {
  const icons = bundledIcons();
  const shellIcons = new Set([...firstPaintIcons()].filter((n) => icons.has(n)));
  const iconPath = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]generated[\\/]16px[\\/]paths[\\/]([a-z0-9-]+)\.js$/;
  const iconName = (id: string) => iconPath.exec(id)?.[1] ?? '';
  const large = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]generated[\\/]20px[\\/]paths[\\/]([a-z0-9-]+)\.js$/;
  const largeFirst = (id: string) => LARGE_FIRST_PAINT_ICONS.includes(large.exec(id)?.[1] ?? '');
  return [
    {
      name: 'icons-first',
      test: (id: string) => (shellIcons.has(iconName(id)) && !STATIC_ICONS.has(iconName(id))) || largeFirst(id),
      priority: 41,
    },
    { name: 'icons', test: (id: string) => icons.has(iconName(id)) && !STATIC_ICONS.has(iconName(id)), priority: 40 },
    {
      // A plugin's store that its popup embed uses comes too: the app activates every store at start anyway.
      name: (id: string, ctx: Ctx) => (BASE.some((re) => re.test(id)) || storeOfEmbed(id, ctx) ? 'base' : null),
      debugName: 'base',
      priority: 30,
    },
    { name: 'math', test: /[\\/]sdk[\\/]components[\\/](MathView|mathml|stepParams)\.tsx?$/, priority: 25 },
    { name: 'blueprint', test: BLUEPRINT_FIRST_PAINT, priority: 10 },
    {
      name: 'blueprint-more',
      // Scripts only: the stylesheet stays with the entry that imports it.
      test: /node_modules[\\/](@blueprintjs[\\/]core|@floating-ui|@popperjs|react-popper|react-transition-group|dom-helpers)[\\/].*\.m?js$/,
      priority: 9,
    },
  ];
}

const excluded = excludedPlugins();

/**
 * The plugin SDK's TypeScript modules have no side effects when imported (they only declare and
 * export). Saying so lets the bundler follow `@lemma/sdk`'s re-exports to the modules really used,
 * so an entry that imports one helper from the barrel (the popup) does not share a chunk with every
 * component the barrel re-exports (issue #13, first-visit weight). Other modules keep the default.
 */
export function moduleSideEffects(id: string): boolean {
  return !(id.startsWith(r('./sdk/')) && /\.tsx?$/.test(id));
}

/**
 * One config for the client build (Vite), the dev server and the test projects (Vitest).
 * Test projects: `client` (happy-dom: core, sdk, src, plugin views), `server` (node: server/,
 * plugins/<id>/server, cross-plugin API tests in tests/api), `tools` (node: scripts/, e.g. the locale
 * checker) and `math` (node: the pure math engine).
 */
export default defineConfig({
  plugins: [
    react(),
    pluginDiscovery(excluded),
    lightIconNames(),
    axiosXhrOnly(),
    bundleReport(),
    blueprintCssPlugin(r('.')),
    precompressPlugin(),
  ],
  resolve: {
    alias: {
      '@lemma/sdk': r('./sdk'),
      '@lemma/core': r('./core'),
      '@lemma/math': r('./math'),
      '@lemma/server': r('./server'),
      '@lemma/testing/server': r('./tests/support/server.ts'),
      '@lemma/testing': r('./tests/support/client.tsx'),
      // tsyringe's ES2015 build (its package.json `es2015` field) instead of the ES5 one its `module` field names: the
      // same code without ES5 class and generator helpers, 1.2 kB brotli less on every app page (issue #13).
      tsyringe: r('./node_modules/tsyringe/dist/esm2015/index.js'),
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
    rollupOptions: {
      input: { main: r('./index.html'), popup: r('./popup.html') },
      treeshake: { moduleSideEffects },
      output: { codeSplitting: { groups: chunkGroups() } },
    },
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
