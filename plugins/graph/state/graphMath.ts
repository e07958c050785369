/**
 * What the graph needs from the math engine: reading an expression (`parse`, `toText`) and the
 * numeric analysis (`compile`, `roots`, `extrema`, `intersections`). A module of its own, which the
 * graph view and the `graph:plot` command load and hand to the store (`GraphStore.useMath`), so the
 * store — part of every page's first download, as the app activates every plugin at start — does
 * not carry the engine (issue #13, first-visit weight).
 */
import { parse, toText } from '@lemma/math';
import { compile, extrema, intersections, roots } from '../shared/analysis';

export const graphMath = { parse, toText, compile, extrema, intersections, roots };
export type GraphMath = typeof graphMath;
