/**
 * Activation order of plugins from `provides` / `requires` / `optional`, shared by the client
 * registry (core/registry.ts) and the server host (`@lemma/sdk/server`): a topological sort
 * (Kahn's algorithm) that keeps the given order among plugins that are ready, and rejects duplicate
 * ids, two providers of one token, a token the kernel already provides, a plugin requiring what it
 * provides, and dependency cycles (naming the cycle). A required token nobody provides is not an
 * ordering error: the host reports it for that plugin.
 */
import type { Token } from './tokens';

/** What ordering needs of a plugin definition. */
export interface GraphNode {
  id: string;
  provides?: Token<unknown>;
  requires?: readonly Token<unknown>[];
  optional?: readonly Token<unknown>[];
}

/** The plugin list itself is wrong (duplicate id or provider, self-requirement, cycle). */
export class PluginGraphError extends Error {
  override readonly name = 'PluginGraphError';
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function providers(nodes: readonly GraphNode[], kernel: ReadonlySet<string>, kind: string): Map<string, string> {
  const ids = new Set<string>();
  const providerOf = new Map<string, string>();
  for (const n of nodes) {
    if (ids.has(n.id)) throw new PluginGraphError(`Duplicate ${kind} id "${n.id}"`);
    ids.add(n.id);
    if (!n.provides) continue;
    if (kernel.has(n.provides.id))
      throw new PluginGraphError(`${capital(kind)} "${n.id}" provides "${n.provides.id}", which the kernel already provides`);
    const other = providerOf.get(n.provides.id);
    if (other) throw new PluginGraphError(`${capital(kind)}s "${other}" and "${n.id}" both provide "${n.provides.id}"`);
    providerOf.set(n.provides.id, n.id);
  }
  return providerOf;
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

/**
 * @param nodes plugin definitions in their discovery order
 * @param kernel token ids the kernel provides
 * @param kind what the messages call a node (`plugin`, `server plugin`)
 * @returns the nodes ordered so that every provider comes before the plugins that need it
 * @throws PluginGraphError (see the module comment)
 */
export function activationOrder<N extends GraphNode>(
  nodes: readonly N[],
  kernel: ReadonlySet<string> = new Set(),
  kind = 'plugin',
): N[] {
  const providerOf = providers(nodes, kernel, kind);
  const remaining = new Map<string, Set<string>>();
  for (const n of nodes) {
    const deps = new Set<string>();
    for (const t of [...(n.requires ?? []), ...(n.optional ?? [])]) {
      const p = providerOf.get(t.id);
      if (p === n.id) throw new PluginGraphError(`${capital(kind)} "${n.id}" requires the token it provides ("${t.id}")`);
      if (p) deps.add(p);
    }
    remaining.set(n.id, deps);
  }
  const order: N[] = [];
  while (remaining.size) {
    const ready = nodes.filter((n) => remaining.get(n.id)?.size === 0);
    if (!ready.length) throw new PluginGraphError(`${capital(kind)} dependency cycle: ${findCycle(remaining).join(' → ')}`);
    for (const n of ready) {
      order.push(n);
      remaining.delete(n.id);
      for (const s of remaining.values()) s.delete(n.id);
    }
  }
  return order;
}
