import { describe, expect, it } from 'vitest';
import { meetsLighthouseBudget, overWireBudget, WIRE_BUDGETS_KB } from './budgets';

describe('first-visit budgets (issue #13)', () => {
  it('has the four wire budgets of the issue', () => {
    expect(WIRE_BUDGETS_KB).toEqual({ ask: 200, 'calculator popup': 120, 'shared session': 150, pricing: 150 });
  });

  it('fails a route one byte over its budget and passes it at the budget', () => {
    expect(overWireBudget({ name: 'ask', wire: 200_000 })).toBe(false);
    expect(overWireBudget({ name: 'ask', wire: 200_001 })).toBe(true);
    expect(overWireBudget({ name: 'calculator popup', wire: 124_500 })).toBe(true);
    expect(overWireBudget({ name: 'shared session', wire: 149_999 })).toBe(false);
    expect(overWireBudget({ name: 'pricing', wire: 150_001 })).toBe(true);
    expect(overWireBudget({ name: 'unbudgeted page', wire: 10_000_000 })).toBe(false);
  });

  it('needs performance ≥ 90 and accessibility ≥ 95', () => {
    expect(meetsLighthouseBudget({ performance: 90, accessibility: 95 })).toBe(true);
    expect(meetsLighthouseBudget({ performance: 89, accessibility: 100 })).toBe(false);
    expect(meetsLighthouseBudget({ performance: 100, accessibility: 94 })).toBe(false);
  });
});
