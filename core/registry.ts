/**
 * The client plugin registry: orders activation from requires/optional/provides (the SDK's
 * topological sort, shared with the server host), rejects duplicate ids and dependency cycles
 * with a clear error, and isolates a plugin whose activation throws: it is marked
 * failed, its contributions disappear, and plugins that require what it provides fail with it.
 */
import type { DependencyContainer } from 'tsyringe';
import type { LoadedPlugin, PluginContext, PluginDefinition } from '@lemma/sdk/plugin';
import type { Token } from '@lemma/sdk/tokens';
import { activationOrder as graphOrder, PluginGraphError } from '@lemma/sdk/graph';

export { PluginGraphError };

/**
 * Activation order for `defs` (the SDK's shared ordering, sdk/graph.ts).
 * @param provided token ids already provided by the kernel
 * @throws PluginGraphError on a duplicate plugin id, two plugins providing one token, or a cycle
 * @returns the plugins in an order where every provider precedes the plugins that need it
 */
export function activationOrder(
  defs: readonly PluginDefinition<unknown>[],
  provided: ReadonlySet<string>,
): PluginDefinition<unknown>[] {
  return graphOrder(defs, provided, 'plugin');
}

export interface ActivationLog {
  error(message: string, err?: unknown): void;
}

/**
 * Activates `defs` in dependency order. Each plugin resolves through `makeContext(id)` (its own
 * scope); what it provides is registered in the shared `container`, so later plugins resolve it.
 * A plugin activates only when every required token is registered; otherwise, or when its
 * `activate` throws, it is marked failed (the error is logged) and the rest go on.
 * @throws PluginGraphError for duplicate ids and cycles (the plugin list itself is wrong)
 */
export async function activatePlugins(
  defs: readonly PluginDefinition<unknown>[],
  container: Pick<DependencyContainer, 'register'>,
  kernelTokens: ReadonlySet<string>,
  makeContext: (pluginId: string) => PluginContext,
  log: ActivationLog,
): Promise<LoadedPlugin[]> {
  const result: LoadedPlugin[] = [];
  for (const def of activationOrder(defs, kernelTokens)) {
    const ctx = makeContext(def.id);
    const missing = (def.requires ?? []).filter((t: Token<unknown>) => ctx.tryGet(t) === undefined);
    if (missing.length) {
      const error = `missing required service ${missing.map((t) => t.id).join(', ')}`;
      log.error(`Plugin "${def.id}" not activated: ${error}`);
      result.push({ id: def.id, status: 'failed', error, definition: def });
      continue;
    }
    try {
      const service = await def.activate?.(ctx);
      if (def.provides) {
        if (service === undefined) throw new Error(`activate() returned nothing for "${def.provides.id}"`);
        container.register(def.provides.key, { useValue: service });
      }
      result.push({ id: def.id, status: 'active', definition: def });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      log.error(`Plugin "${def.id}" failed to activate: ${error}`, err);
      result.push({ id: def.id, status: 'failed', error, definition: def });
    }
  }
  return result;
}
