/** The password-change gate's cache: no database read for unflagged users; flags follow the invalidation bus across instances. */
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createLocalInvalidationBus } from '../core/invalidation';
import { createPasswordGate } from './passwordGate';

/** A database stub answering the flag read with `flag`, counting reads. */
function stubDb(flag: () => boolean) {
  const reads = { n: 0 };
  const db = { select: () => ({ from: () => ({ where: async () => (reads.n++, [{ v: flag(), id: 1 }]) }) }) } as unknown as Db;
  return { db, reads };
}

describe('password gate cache', () => {
  it('reads nothing for unflagged users and shares flag changes through the bus', async () => {
    let flagged = false;
    const a = stubDb(() => flagged);
    const b = stubDb(() => flagged);
    const bus = createLocalInvalidationBus();
    const one = createPasswordGate(a.db, bus);
    const two = createPasswordGate(b.db, bus); // another instance on the same bus
    expect(await two.required(7)).toBe(false);
    expect(b.reads.n).toBe(0);
    flagged = true;
    one.flag(7);
    expect(await two.required(7)).toBe(true); // heard through the bus, confirmed by the database
    expect(b.reads.n).toBe(1);
    flagged = false;
    one.clear(7);
    expect(await two.required(7)).toBe(false);
    expect(b.reads.n).toBe(1);
  });
});
