import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, upToDate } from './client';

const dir = mkdtempSync(join(tmpdir(), 'lemma-client-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const migrations = join(__dirname, 'migrations');

describe('migrations at start', () => {
  it('a new database is migrated and then recognised as up to date; one missing the newest migration is not', async () => {
    const db = await openDatabase({ dataDir: dir, schema: {}, migrations });
    try {
      expect(await upToDate(db.db, migrations)).toBe(true);
      await db.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      expect(await upToDate(db.db, migrations)).toBe(false);
    } finally {
      await db.close();
    }
  });
});
