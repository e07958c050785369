/**
 * An import resolver for ESLint (eslint-module-utils resolver interface v2, the one
 * eslint-plugin-boundaries reads through the `import/resolver` setting) that resolves module
 * specifiers exactly as the TypeScript compiler does for this repo: same tsconfig.json, so the
 * `@lemma/*` path aliases, `moduleResolution: "Bundler"`, `.ts`/`.tsx` extensions and JSON
 * modules all resolve to the file `tsc` would use.
 *
 * Why not eslint-import-resolver-typescript: it pulls a native resolver (unrs-resolver) for
 * what `typescript` (already a dependency) does with `ts.resolveModuleName`.
 *
 * resolve(source, file, config) → { found: true, path } for a project or package file,
 * { found: true, path: null } for a Node built-in, { found: false } otherwise (the next resolver
 * in the setting, e.g. `node`, is then tried: CSS imports and Vite `?worker` suffixes end there).
 * config: { project?: string } — tsconfig path relative to the working directory (default
 * "tsconfig.json"). Errors in the tsconfig are thrown (ESLint reports them as "Resolve error").
 */
'use strict';

const { isBuiltin } = require('node:module');
const path = require('node:path');
const ts = require('typescript');

/** Parsed compiler options and a resolution cache, one per tsconfig path. */
const projects = new Map();

/**
 * Reads and parses a tsconfig once; returns its compiler options and a module-resolution cache.
 * @param {string} project tsconfig path (absolute, or relative to the working directory)
 */
function loadProject(project) {
  const configPath = path.resolve(project);
  let entry = projects.get(configPath);
  if (entry) return entry;
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(configPath));
  const cache = ts.createModuleResolutionCache(path.dirname(configPath), (name) => name, parsed.options);
  entry = { options: parsed.options, cache };
  projects.set(configPath, entry);
  return entry;
}

exports.interfaceVersion = 2;

/**
 * @param {string} source the import specifier, e.g. "@lemma/sdk/server" or "../state/AskStore"
 * @param {string} file absolute path of the importing file
 * @param {{ project?: string } | null | undefined} config resolver options from the ESLint settings
 * @returns {{ found: boolean, path?: string | null }}
 */
exports.resolve = function resolve(source, file, config) {
  if (isBuiltin(source)) return { found: true, path: null };
  const { options, cache } = loadProject((config && config.project) || 'tsconfig.json');
  const resolved = ts.resolveModuleName(source, file, options, ts.sys, cache).resolvedModule;
  if (!resolved) return { found: false };
  return { found: true, path: path.resolve(resolved.resolvedFileName) };
};
