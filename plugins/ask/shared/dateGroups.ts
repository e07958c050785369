/**
 * §9 session date groups by age in whole days: today, yesterday, 2-days, 3-days, 7-days (4 to 7),
 * 30-days (8 to 30), earlier. Days are counted between local calendar dates, not 24 h spans.
 */
export const DATE_GROUPS = ['today', 'yesterday', '2-days', '3-days', '7-days', '30-days', 'earlier'] as const;
export type DateGroup = (typeof DATE_GROUPS)[number];

export function ageInDays(then: number, now: number): number {
  const a = new Date(then);
  const b = new Date(now);
  const da = Date.UTC(a.getFullYear(), a.getMonth(), a.getDate());
  const db = Date.UTC(b.getFullYear(), b.getMonth(), b.getDate());
  return Math.max(0, Math.round((db - da) / 86_400_000));
}

export function dateGroup(then: number, now = Date.now()): DateGroup {
  const d = ageInDays(then, now);
  if (d === 0) return 'today';
  if (d === 1) return 'yesterday';
  if (d === 2) return '2-days';
  if (d === 3) return '3-days';
  if (d <= 7) return '7-days';
  if (d <= 30) return '30-days';
  return 'earlier';
}

/** Groups items (already newest first) in §9 order, dropping empty groups. */
export function groupByAge<T extends { updatedAt: number }>(
  items: readonly T[],
  now = Date.now(),
): { group: DateGroup; items: T[] }[] {
  const map = new Map<DateGroup, T[]>();
  for (const it of items) {
    const g = dateGroup(it.updatedAt, now);
    map.set(g, [...(map.get(g) ?? []), it]);
  }
  return DATE_GROUPS.filter((g) => map.has(g)).map((group) => ({ group, items: map.get(group)! }));
}
