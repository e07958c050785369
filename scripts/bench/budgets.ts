/**
 * The first-visit budgets of issue #13 and the checks the benches apply (scripts/bench/wire.ts,
 * scripts/bench/lighthouse.ts). Kept apart from the benches, which start a server and a browser
 * when imported, so the rules themselves are tested (budgets.test.ts).
 */

/** Bytes on the wire of a first visit, in kB (1 kB = 1000 bytes), by route name (issue #13, "Build"). */
export const WIRE_BUDGETS_KB: Record<string, number> = { ask: 200, 'calculator popup': 120, 'shared session': 150, pricing: 150 };

/** Minimum Lighthouse scores (0–100) on `/app/ask`, `/pricing` and a shared session (issue #13). */
export const LIGHTHOUSE_BUDGETS = { performance: 90, accessibility: 95 } as const;

/**
 * Whether a route's first visit is over its wire budget: `wire` (bytes transferred, headers
 * included) above the route's budget × 1000. A route without a budget is never over.
 */
export function overWireBudget(route: { name: string; wire: number }): boolean {
  const budget = WIRE_BUDGETS_KB[route.name];
  return budget !== undefined && route.wire > budget * 1000;
}

/** Whether a page's Lighthouse scores (rounded to 0–100) meet both minimums. */
export function meetsLighthouseBudget(scores: { performance: number; accessibility: number }): boolean {
  return scores.performance >= LIGHTHOUSE_BUDGETS.performance && scores.accessibility >= LIGHTHOUSE_BUDGETS.accessibility;
}
