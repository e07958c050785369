import { describe, expect, it } from 'vitest';
import { dateGroup, groupByAge } from './dateGroups';

const now = new Date(2026, 10, 22, 9, 30).getTime();
const daysAgo = (d: number, hour = 12) => new Date(2026, 10, 22 - d, hour).getTime();

describe('session date groups (§9)', () => {
  it('puts each age in its group, by calendar day', () => {
    expect(dateGroup(daysAgo(0, 0), now)).toBe('today');
    expect(dateGroup(daysAgo(1, 23), now)).toBe('yesterday');
    expect(dateGroup(daysAgo(2), now)).toBe('2-days');
    expect(dateGroup(daysAgo(3), now)).toBe('3-days');
    expect(dateGroup(daysAgo(4), now)).toBe('7-days');
    expect(dateGroup(daysAgo(7), now)).toBe('7-days');
    expect(dateGroup(daysAgo(8), now)).toBe('30-days');
    expect(dateGroup(daysAgo(30), now)).toBe('30-days');
    expect(dateGroup(daysAgo(31), now)).toBe('earlier');
  });

  it('groups a newest-first list in §9 order without empty groups', () => {
    const items = [0, 0, 1, 5, 40].map((d, i) => ({ id: i, updatedAt: daysAgo(d) }));
    expect(groupByAge(items, now).map((g) => [g.group, g.items.map((x) => x.id)])).toEqual([
      ['today', [0, 1]],
      ['yesterday', [2]],
      ['7-days', [3]],
      ['earlier', [4]],
    ]);
  });
});
