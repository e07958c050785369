/**
 * IWorkspace: the react-mosaic layout of tool panels (n-ary tree of splits and tabs, leaves are
 * panel ids). The layout is saved as versioned data `{ version, layout }` in local storage and, for
 * a logged-in user, on the server (`PUT /api/workspace/layout`), so it survives reloads and follows
 * the user to another device. A layout of another version, or naming panels that no longer exist,
 * is dropped or pruned rather than crashing the workspace.
 */
import { makeAutoObservable } from 'mobx';
import type { MosaicNode } from 'react-mosaic-component';
import type { WorkspaceService } from '@lemma/sdk/services';
import { storage } from './storage';

export const LAYOUT_VERSION = 1;
type Node = MosaicNode<string>;

export function leaves(node: Node | null): string[] {
  if (node === null || node === undefined) return [];
  if (typeof node === 'string') return [node];
  if (typeof node === 'number') return [String(node)];
  if (node.type === 'tabs') return node.tabs.map(String);
  return node.children.flatMap(leaves);
}

/** Removes `panelId` everywhere; a split left with one child is replaced by that child. */
export function removePanel(node: Node | null, panelId: string): Node | null {
  if (node === null) return null;
  if (typeof node !== 'object') return node === panelId ? null : node;
  if (node.type === 'tabs') {
    const tabs = node.tabs.filter((t) => t !== panelId);
    if (!tabs.length) return null;
    if (tabs.length === 1) return tabs[0]!;
    return { ...node, tabs, activeTabIndex: Math.min(node.activeTabIndex, tabs.length - 1) };
  }
  const kept: Node[] = [];
  const pct: number[] = [];
  node.children.forEach((c, i) => {
    const r = removePanel(c, panelId);
    if (r !== null) {
      kept.push(r);
      if (node.splitPercentages) pct.push(node.splitPercentages[i] ?? 0);
    }
  });
  if (!kept.length) return null;
  if (kept.length === 1) return kept[0]!;
  const total = pct.reduce((a, b) => a + b, 0);
  return {
    ...node,
    children: kept,
    splitPercentages: node.splitPercentages && total > 0 ? pct.map((p) => (p * 100) / total) : undefined,
  };
}

/** Adds `panelId` to the right of the layout (a row split); no-op if already open. */
export function addPanel(node: Node | null, panelId: string): Node {
  if (node === null) return panelId;
  if (leaves(node).includes(panelId)) return node;
  if (typeof node === 'object' && node.type === 'split' && node.direction === 'row') {
    return { ...node, children: [...node.children, panelId], splitPercentages: undefined };
  }
  return { type: 'split', direction: 'row', children: [node, panelId] };
}

/** Replaces the tile `target` by a split of `target` and `panelId`. */
export function splitPanel(node: Node | null, target: string, panelId: string, direction: 'row' | 'column'): Node {
  const base = removePanel(node, panelId);
  if (base === null || !leaves(base).includes(target)) return addPanel(base, panelId);
  const visit = (n: Node): Node => {
    if (typeof n !== 'object') return n === target ? { type: 'split', direction, children: [target, panelId] } : n;
    if (n.type === 'tabs') return n.tabs.includes(target) ? { type: 'split', direction, children: [n, panelId] } : n;
    return { ...n, children: n.children.map(visit) };
  };
  return visit(base);
}

/** Keeps only panels in `known`; returns null for an empty result. */
export function pruneLayout(node: Node | null, known: ReadonlySet<string>): Node | null {
  let n = node;
  for (const leaf of leaves(node)) if (!known.has(leaf)) n = removePanel(n, leaf);
  return n;
}

export interface SavedLayout {
  version: number;
  layout: unknown;
}

/** A stored layout if it has the current version and a valid shape. */
export function readSavedLayout(saved: SavedLayout | null | undefined, known: ReadonlySet<string>): Node | null {
  if (!saved || saved.version !== LAYOUT_VERSION || !isNode(saved.layout)) return null;
  return pruneLayout(saved.layout, known);
}

function isNode(x: unknown, depth = 0): x is Node {
  if (depth > 20) return false;
  if (typeof x === 'string') return x.length > 0 && x.length < 100;
  if (!x || typeof x !== 'object') return false;
  const o = x as Record<string, unknown>;
  if (o.type === 'tabs')
    return Array.isArray(o.tabs) && o.tabs.every((t) => typeof t === 'string') && typeof o.activeTabIndex === 'number';
  if (o.type === 'split')
    return (
      (o.direction === 'row' || o.direction === 'column') &&
      Array.isArray(o.children) &&
      o.children.length > 0 &&
      o.children.every((c) => isNode(c, depth + 1))
    );
  return false;
}

export class Workspace implements WorkspaceService {
  layout: Node | null = null;
  /** Saves the layout for a logged-in user (set by the kernel); debounced here. */
  remoteSave: ((saved: SavedLayout) => Promise<void>) | null = null;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private known: ReadonlySet<string> = new Set()) {
    makeAutoObservable<Workspace, 'saveTimer' | 'known'>(this, { saveTimer: false, known: false, remoteSave: false });
  }

  setKnownPanels(ids: Iterable<string>) {
    this.known = new Set(ids);
  }

  /** Restores from local storage (call on start). */
  restoreLocal() {
    try {
      this.layout = readSavedLayout(JSON.parse(storage.get('workspace') ?? 'null'), this.known);
    } catch {
      this.layout = null;
    }
  }

  /** Applies a layout loaded from the server (another device's). */
  applyRemote(saved: SavedLayout | null) {
    const l = readSavedLayout(saved, this.known);
    if (l !== null) {
      this.layout = l;
      storage.set('workspace', JSON.stringify({ version: LAYOUT_VERSION, layout: l }));
    }
  }

  setLayout(layout: Node | null) {
    this.layout = layout;
    const saved = { version: LAYOUT_VERSION, layout };
    storage.set('workspace', JSON.stringify(saved));
    if (this.saveTimer) clearTimeout(this.saveTimer);
    const remote = this.remoteSave;
    if (remote) this.saveTimer = setTimeout(() => void remote(saved).catch(() => {}), 800);
  }

  open(panelId: string) {
    this.setLayout(addPanel(this.layout, panelId));
  }
  close(panelId: string) {
    this.setLayout(removePanel(this.layout, panelId));
  }
  split(target: string, panelId: string, direction: 'row' | 'column' = 'row') {
    this.setLayout(splitPanel(this.layout, target, panelId, direction));
  }
  isOpen(panelId: string) {
    return leaves(this.layout).includes(panelId);
  }
}
