/**
 * Plugin discovery on the server: a plugin is a folder. At start the server lists `plugins/*`
 * (sorted by id) and loads every `plugins/<id>/server/index.ts` (default export: a
 * `defineServerPlugin`) and every `plugins/<id>/server/schema.ts` (drizzle tables). Nothing is
 * registered by hand; `PLUGINS_EXCLUDED` (comma-separated ids, the same variable the client build
 * reads) leaves plugins out of the server altogether, while `PLUGINS_DISABLED` and the admin switch
 * only turn a loaded plugin's routes off.
 *
 * The same glob feeds drizzle-kit (`drizzle.config.ts`: SCHEMA_GLOBS) so migrations cover every
 * plugin's tables, excluded or not (excluding a plugin never drops its data).
 * Works under tsx (`npm start`), Vitest and drizzle-kit: modules are loaded with dynamic `import()`.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerPluginDefinition } from '@lemma/sdk/server';
import { bundledModules } from './bundled';

/** Imports a plugin module: from the compiled bundle's static list when present (scripts/build-server.mjs), else from its file. */
function importModule(file: string): Promise<unknown> {
  const key = file.split(sep).slice(-4).join('/');
  const bundled = bundledModules?.[key];
  return bundled ? bundled() : import(pathToFileURL(file).href);
}

/** Schema files for drizzle-kit, relative to the repository root: the kernel's, then every plugin's. */
export const SCHEMA_GLOBS = ['./server/db/schema.ts', './plugins/*/server/schema.ts'] as const;

const ID = /^[a-z][a-z0-9-]*$/;

/** A plugin folder with a server part. */
export interface PluginFolder {
  id: string;
  dir: string;
  /** `server/index.ts`, when the plugin has routes. */
  entry: string | null;
  /** `server/schema.ts`, when the plugin has tables. */
  schema: string | null;
}

/** Every `plugins/<id>` folder with a server entry or schema, sorted by id (folders named against the id rule are skipped). */
export function pluginFolders(pluginsDir: string): PluginFolder[] {
  if (!existsSync(pluginsDir)) return [];
  const out: PluginFolder[] = [];
  for (const id of readdirSync(pluginsDir).sort()) {
    const dir = join(pluginsDir, id);
    if (!ID.test(id) || !statSync(dir).isDirectory()) continue;
    const entry = join(dir, 'server', 'index.ts');
    const schema = join(dir, 'server', 'schema.ts');
    const folder = { id, dir, entry: existsSync(entry) ? entry : null, schema: existsSync(schema) ? schema : null };
    if (folder.entry || folder.schema) out.push(folder);
  }
  return out;
}

/**
 * Loads the server plugins of `pluginsDirs` (in order; ids sorted within a folder), without the
 * `excluded` ids.
 * @throws Error when an entry has no default `defineServerPlugin` export or its id is not its folder's name
 */
export async function loadServerPlugins(
  pluginsDirs: readonly string[],
  excluded: readonly string[] = [],
): Promise<ServerPluginDefinition[]> {
  const defs: ServerPluginDefinition[] = [];
  for (const folder of pluginsDirs.flatMap(pluginFolders)) {
    if (!folder.entry || excluded.includes(folder.id)) continue;
    const mod = (await importModule(folder.entry)) as { default?: ServerPluginDefinition };
    const def = mod.default;
    if (!def || typeof def.register !== 'function')
      throw new Error(`${folder.entry} must export default defineServerPlugin({ ... })`);
    if (def.id !== folder.id)
      throw new Error(`The server plugin in plugins/${folder.id} has id "${def.id}"; it must be the folder's name`);
    defs.push(def);
  }
  return defs;
}

/**
 * The drizzle schema object: the kernel's tables and every plugin's (`server/schema.ts` of each
 * folder) but the excluded ones'. (Their tables stay in the database: migrations cover every plugin.)
 */
export async function loadSchema(
  pluginsDirs: readonly string[],
  excluded: readonly string[] = [],
): Promise<Record<string, unknown>> {
  const schema: Record<string, unknown> = { ...(await import('../db/schema')) };
  for (const folder of pluginsDirs.flatMap(pluginFolders)) {
    if (folder.schema && !excluded.includes(folder.id)) Object.assign(schema, await importModule(folder.schema));
  }
  return schema;
}
