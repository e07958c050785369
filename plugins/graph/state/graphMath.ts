/**
 * What the graph needs from the math engine: reading an expression (`parse`, `toText`) and the
 * numeric analysis (`compile`, `compile2`, `roots`, `extrema`, `intersections`), and the window a graph spec is best
 * seen in (`specWindow`, math/graph/spec.ts). A module of its own, which the
 * graph view and the `graph:plot` command load and hand to the store (`GraphStore.useMath`), so the
 * store — part of every page's first download, as the app activates every plugin at start — does
 * not carry the engine (issue #13, first-visit weight).
 */
import { parse, specWindow, toText, windowUnion } from '@lemma/math';
import { compile, compile2, extrema, intersections, roots } from '../shared/analysis';

export const graphMath = { parse, toText, compile, compile2, extrema, intersections, roots, specWindow, windowUnion };
export type GraphMath = typeof graphMath;
