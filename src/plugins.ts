/**
 * Every client plugin compiled into this build, found by folder: `plugins/<id>/index.ts` through
 * Vite's `import.meta.glob` (the `virtual:lemma-plugins` module of vite.config.ts), minus the ids in
 * `PLUGINS_EXCLUDED` at build time. Adding a plugin is adding its folder. Which of the compiled
 * plugins run is still decided at run time by the server (`GET /api/config` → disabledPlugins), so
 * an admin can switch one off without a rebuild.
 */
import type { PluginDefinition } from '@lemma/sdk';
import { modules } from 'virtual:lemma-plugins';

/**
 * The plugin definitions of discovered modules, in folder order.
 * @param found module path (`/plugins/<id>/index.ts`) → its default export
 * @throws Error when a folder's default export is not a plugin definition or its id is not the
 *   folder's name (the id is also the locale folder's namespace and the server plugin's id)
 */
export function discoveredPlugins(found: Record<string, unknown>): PluginDefinition<unknown>[] {
  return Object.entries(found)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, def]) => {
      const folder = /\/plugins\/([^/]+)\/index\.ts$/.exec(path)?.[1];
      const id = (def as PluginDefinition<unknown> | undefined)?.id;
      if (!id) throw new Error(`${path} has no default export made with definePlugin()`);
      if (id !== folder) throw new Error(`${path} defines plugin "${id}": a plugin's id must be its folder name`);
      return def as PluginDefinition<unknown>;
    });
}

export const plugins: PluginDefinition<unknown>[] = discoveredPlugins(modules);
