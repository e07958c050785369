/**
 * The client plugin registry: validates plugin definitions, orders activation from
 * requires/optional/provides (a topological sort, Kahn's algorithm), rejects duplicate ids and
 * dependency cycles with a clear error, and isolates a plugin whose activation throws: it is marked
 * failed, its contributions disappear, and plugins that require what it provides fail with it.
 */
import type { DependencyContainer } from 'tsyringe';
import type { LoadedPlugin, PluginContext, PluginDefinition } from '../sdk/plugin';
import type { Token } from '../sdk/tokens';

export class PluginGraphError extends Error {}

/**
 * Activation order for `defs`.
 * @param provided token ids already provided by the kernel
 * @throws PluginGraphError on a duplicate plugin id, two plugins providing one token, or a cycle
 * @returns the plugins in an order where every provider precedes the plugins that need it
 */
export function activationOrder(defs: readonly PluginDefinition<unknown>[], provided: ReadonlySet<string>): PluginDefinition<unknown>[] {
  const byId = new Map<string, PluginDefinition<unknown>>();
  const providerOf = new Map<string, string>();
  for (const d of defs) {
    if (byId.has(d.id)) throw new PluginGraphError(`Duplicate plugin id "${d.id}"`);
    byId.set(d.id, d);
    if (d.provides) {
      if (provided.has(d.provides.id)) throw new PluginGraphError(`Plugin "${d.id}" provides "${d.provides.id}", which the kernel already provides`);
      const other = providerOf.get(d.provides.id);
      if (other) throw new PluginGraphError(`Plugins "${other}" and "${d.id}" both provide "${d.provides.id}"`);
      providerOf.set(d.provides.id, d.id);
    }
  }
  // Edges provider → dependant; kernel tokens and missing providers add no edge.
  const deps = new Map<string, Set<string>>();
  for (const d of defs) {
    const set = new Set<string>();
    for (const t of [...(d.requires ?? []), ...(d.optional ?? [])]) {
      const p = providerOf.get(t.id);
      if (p && p !== d.id) set.add(p);
      if (p === d.id) throw new PluginGraphError(`Plugin "${d.id}" requires the token it provides ("${t.id}")`);
    }
    deps.set(d.id, set);
  }
  const order: PluginDefinition<unknown>[] = [];
  const remaining = new Map([...deps].map(([id, s]) => [id, new Set(s)]));
  // Stable: among ready plugins keep the given order.
  while (remaining.size) {
    const ready = defs.filter((d) => remaining.has(d.id) && remaining.get(d.id)!.size === 0);
    if (!ready.length) throw new PluginGraphError(`Plugin dependency cycle: ${findCycle(remaining).join(' → ')}`);
    for (const d of ready) {
      order.push(d);
      remaining.delete(d.id);
      for (const s of remaining.values()) s.delete(d.id);
    }
  }
  return order;
}

function findCycle(graph: Map<string, Set<string>>): string[] {
  const start = graph.keys().next().value as string;
  const path: string[] = [];
  const seen = new Map<string, number>();
  let cur: string | undefined = start;
  while (cur !== undefined && !seen.has(cur)) {
    seen.set(cur, path.length);
    path.push(cur);
    cur = [...(graph.get(cur) ?? [])].find((n) => graph.has(n));
  }
  return cur === undefined ? path : [...path.slice(seen.get(cur)), cur];
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
  container: DependencyContainer,
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
