/**
 * Blueprint's stylesheet, cut down to the components Lemma uses (issue #13, first-visit weight):
 * `@blueprintjs/core/lib/css/blueprint.css` styles every Blueprint component, its dark theme
 * included (470 kB, 35 kB brotli), and the app loads it on every first visit.
 *
 * Which classes can appear on the page is worked out from the sources, before bundling (so the
 * stylesheet's content hash follows its content):
 * 1. the names Lemma's client code imports from `@blueprintjs/core` (core/, sdk/, src/, plugins/),
 *    and the Blueprint modules that define them, with everything they import in turn;
 * 2. the `Classes.*` constants and `${NS}-…` templates those modules and Lemma's code use, and the
 *    `bp6-…` literals in Lemma's code;
 * 3. the families Blueprint builds at run time (`bp6-intent-*`, `bp6-icon-*`, `bp6-elevation-*`,
 *    `bp6-position-*`, `bp6-align-*`, placement classes of popovers).
 * A selector that requires a class outside that set can never match, so it goes; a rule with no
 * selector left goes too. `bp6-dark` counts as unused: Lemma has no dark theme (no code sets it;
 * scripts/blueprint-css.test.ts checks). Classes inside `:not(…)`/`:is(…)` are not required.
 *
 * Used by vite.config.ts as the `lemma-blueprint-css` plugin (transform of blueprint.css).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import postcss from 'postcss';

const NS = 'bp6';
/** Class families Blueprint composes at run time from a value (intent, icon name, elevation...). */
const FAMILIES = ['intent-', 'icon-', 'elevation-', 'position-', 'align-', 'popover-placement-', 'tooltip-placement-'];

/** Source files (.ts/.tsx, tests excluded) under `dir`, skipping node_modules and server code. */
function sources(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'server' || name === 'locales') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) sources(p, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

/** `{ name → module file }` of `@blueprintjs/core`'s public exports, following its `export … from` lines. */
function exportMap(file, map = new Map(), seen = new Set()) {
  if (seen.has(file)) return map;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/export\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g))
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name && !name.startsWith('type ')) map.set(name, moduleFile(file, m[2]));
    }
  for (const m of text.matchAll(/export\s*\*\s*from\s*"([^"]+)"/g)) exportMap(moduleFile(file, m[1]), map, seen);
  return map;
}

/** The file a relative ESM specifier of `from` names (`./x` → `./x.js` or `./x/index.js`). */
function moduleFile(from, spec) {
  const base = resolve(dirname(from), spec);
  return existsSync(`${base}.js`) ? `${base}.js` : join(base, 'index.js');
}

/** The Blueprint modules `roots` import, directly or not (relative imports only). */
function closure(roots) {
  const seen = new Set();
  const todo = [...roots];
  while (todo.length) {
    const file = todo.pop();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*?from\s*"(\.[^"]+)"|import\s*"(\.[^"]+)"/g))
      todo.push(moduleFile(file, m[1] ?? m[2]));
  }
  return seen;
}

/**
 * The Blueprint classes Lemma's code can put on the page (see the file's doc).
 * @param {string} root the repository
 * @returns {{ exact: Set<string>, prefixes: string[] }} class names, and prefixes of run-time families
 */
export function usedBlueprintClasses(root) {
  const core = join(root, 'node_modules', '@blueprintjs', 'core', 'lib', 'esm');
  const exports = exportMap(join(core, 'index.js'));
  const ours = ['core', 'sdk', 'src', 'plugins'].flatMap((d) => sources(join(root, d))).map((f) => readFileSync(f, 'utf8'));
  const imported = new Set();
  for (const text of ours)
    for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@blueprintjs\/core'/g))
      for (const part of m[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name && exports.has(name)) imported.add(exports.get(name));
      }
  const classesFile = join(core, 'common', 'classes.js');
  // classes.js names every constant: it defines them, it does not use them.
  const modules = [...closure(imported)].filter((f) => f !== classesFile).map((f) => readFileSync(f, 'utf8'));
  const classes = classConstants(classesFile);
  const exact = new Set();
  const prefixes = FAMILIES.map((f) => `${NS}-${f}`);
  for (const text of [...modules, ...ours]) {
    for (const m of text.matchAll(/\b([A-Z][A-Z0-9_]+)\b/g)) if (classes.has(m[1])) exact.add(classes.get(m[1]));
    // `${NS}-x`, `${Classes.NS}-x`, `${Classes.BUTTON}-x`: a class made from a constant and a suffix (maybe more after it).
    for (const m of text.matchAll(/\$\{(?:Classes\.)?([A-Z][A-Z0-9_]*)\}-([a-z0-9-]+)/g)) {
      const head = m[1] === 'NS' ? NS : classes.get(m[1]);
      if (head) prefixes.push(`${head}-${m[2]}`);
    }
    for (const m of text.matchAll(new RegExp(`\\b${NS}-[a-z0-9-]+`, 'g'))) exact.add(m[0]);
  }
  exact.delete(`${NS}-dark`);
  return { exact, prefixes };
}

/**
 * Blueprint's `Classes` constants, `NAME → class`, read from classes.js in order:
 * `export const X = \`${Y}suffix\`` and aliases `export const X = Y`. (Those made by a function —
 * intents, elevations, positions — are families kept by prefix.)
 */
function classConstants(file) {
  const out = new Map([['NS', NS]]);
  for (const m of readFileSync(file, 'utf8').matchAll(
    /export const ([A-Z0-9_]+) = (?:`\$\{([A-Z0-9_]+)\}([^`$]*)`|([A-Z0-9_]+));/g,
  )) {
    const head = out.get(m[2] ?? m[4]);
    if (head !== undefined) out.set(m[1], m[2] ? `${head}${m[3]}` : head);
  }
  return out;
}

/**
 * The icon font's glyph rules (`.bp6-icon-add::before { content: "\f109" }`, ~1 400 of them): they
 * draw an icon only in an empty `<span class="bp6-icon …">`, which Lemma never shows (its icons are
 * SVG, loaded by core/shell/icons.ts; core/shell/icon-fonts.css blanks empty spans).
 */
const ICON_GLYPH = new RegExp(`^\\.${NS}-icon-[a-z0-9-]+::?before$`);

/** The `bp6-…` classes a selector requires (outside `:not()`, `:is()`, `:where()`, `:has()` arguments). */
export function requiredClasses(selector) {
  let depth = 0;
  let outside = '';
  for (const ch of selector) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0) outside += ch;
  }
  return [...outside.matchAll(new RegExp(`\\.(${NS}-[a-zA-Z0-9_-]+)`, 'g'))].map((m) => m[1]);
}

/**
 * Removes from `css` the selectors that require a class for which `isUsed` is false, and the rules
 * and at-rules left empty. Keyframes and font faces stay.
 * @param {string} css
 * @param {(cls: string) => boolean} isUsed
 * @returns {string}
 */
export function purgeCss(css, isUsed) {
  const tree = postcss.parse(css);
  tree.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((s) => !ICON_GLYPH.test(s.trim()) && requiredClasses(s).every(isUsed));
    if (!kept.length) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  tree.walkAtRules((at) => {
    if (at.nodes && !at.nodes.length && !/keyframes$/i.test(at.name)) at.remove();
  });
  return tree.toString();
}

/**
 * The Vite plugin: purges blueprint.css as it is loaded (build only; the dev server keeps it whole).
 * @param {string} root the repository
 * @returns {import('vite').Plugin}
 */
export function blueprintCssPlugin(root) {
  let used = null;
  return {
    name: 'lemma-blueprint-css',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/@blueprintjs[\\/]core[\\/]lib[\\/]css[\\/]blueprint\.css(\?|$)/.test(id)) return null;
      used ??= usedBlueprintClasses(root);
      const { exact, prefixes } = used;
      return { code: purgeCss(code, (cls) => exact.has(cls) || prefixes.some((p) => cls.startsWith(p))), map: null };
    },
  };
}
