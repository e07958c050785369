import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { pgTable, serial, timestamp, date } from 'drizzle-orm/pg-core';
import { pgliteViews } from './pgliteViews';

const events = pgTable('events', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  local: timestamp('local').notNull(),
  day: date('day').notNull(),
});

describe('PGlite views (drizzle without per-query parsers, pg-boss with PGlite defaults)', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(
      `CREATE TABLE events (id serial primary key, at timestamptz not null, local timestamp not null, day date not null)`,
    );
  });
  afterAll(() => client.close());

  it('drizzle reads and writes timestamps and dates as before, in and out of transactions', async () => {
    const db = drizzle(pgliteViews(client).forDrizzle);
    const at = new Date('2024-05-06T07:08:09.123Z');
    const [row] = await db.insert(events).values({ at, local: at, day: '2024-05-06' }).returning();
    expect(row!.at.toISOString()).toBe(at.toISOString());
    expect(row!.local.toISOString()).toBe(at.toISOString());
    expect(row!.day).toBe('2024-05-06');
    const inTx = await db.transaction(async (tx) => tx.select().from(events));
    expect(inTx[0]!.at.getTime()).toBe(at.getTime());
    const raw = await db.execute(sql`select at from events`);
    expect(typeof (raw.rows[0] as { at: unknown }).at).toBe('string');
  });

  it('drizzle queries no longer pass parsers; the jobs view gets Dates as PGlite gives them', async () => {
    const views = pgliteViews(client);
    expect(pgliteViews(client)).toBe(views);
    const seen: unknown[] = [];
    const spy = client.query.bind(client);
    (client as { query: unknown }).query = (q: string, p?: unknown[], o?: unknown) => (seen.push(o), spy(q, p, o as never));
    try {
      await drizzle(views.forDrizzle).select().from(events);
      expect(seen.every((o) => !(o as { parsers?: unknown } | undefined)?.parsers)).toBe(true);
    } finally {
      delete (client as { query?: unknown }).query;
    }
    const { rows } = await views.forJobs.query<{ at: unknown; day: unknown }>('select at, day from events');
    expect(rows[0]!.at).toBeInstanceOf(Date);
    expect(rows[0]!.day).toBeInstanceOf(Date);
    const execd = await views.forJobs.exec('select at from events');
    expect((execd[0]!.rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
  });
});
