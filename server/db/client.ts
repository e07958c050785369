/**
 * Opens the database: PostgreSQL through node-postgres when `DATABASE_URL` is set, otherwise the
 * embedded PGlite in `DATA_DIR/db` (created on first start), or an in-memory PGlite for tests
 * (`DATABASE_URL=memory://`). Migrations in `server/db/migrations` run before the handle is returned.
 *
 * The embedded database itself is opened by ./embedded.ts (its directory lock included), which
 * `server/main.ts` starts before loading the rest of the server; node-postgres is loaded only when
 * `DATABASE_URL` asks for it.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '@lemma/sdk/server';
import { openEmbedded, type EmbeddedDb } from './embedded';
import { pgliteViews } from './pgliteViews';

export type { Db };
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres' | 'memory';
  /**
   * The embedded database's single connection (pglite and memory kinds) for the job queue's adapter and raw
   * queries, with PGlite's own parsers (drizzle has its own view of it: ./pgliteViews.ts).
   */
  pglite?: PGlite;
  close(): Promise<void>;
}

/** Next to this file under tsx; the compiled server (dist/server) passes `migrations` from the repository root. */
const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * @param opts.url PostgreSQL URL, or `memory://` for an in-memory PGlite; undefined for PGlite in dataDir.
 * @param opts.migrations the migrations folder (default: server/db/migrations next to this file)
 * @param opts.template a gzipped PGlite data directory (scripts/build-server.mjs makes one) that a
 *   NEW embedded database starts from instead of running initdb: a faster first start
 * @param opts.embedded the embedded database already being opened (`openEmbedded(dataDir, template)`,
 *   started early by server/main.ts); opened here when absent
 * @param opts.schema every table, the kernel's and the plugins' (`loadSchema` in core/discovery.ts)
 * @throws Error when the data directory is locked by another running process, or a migration fails
 *   (the embedded database is then closed and its lock released).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  schema: Record<string, unknown>;
  migrations?: string;
  template?: string;
  embedded?: Promise<EmbeddedDb>;
}): Promise<Database> {
  const schema = opts.schema;
  const migrationsFolder = opts.migrations ?? MIGRATIONS;
  if (opts.url && opts.url !== 'memory://') {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    const db = drizzle(pool, { schema });
    if (!(await upToDate(db as unknown as Db, migrationsFolder))) await migrate(db, { migrationsFolder });
    return { db: db as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (opts.url === 'memory://') {
    const client = await PGlite.create();
    const views = pgliteViews(client);
    const db = drizzlePglite(views.forDrizzle, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'memory', pglite: views.forJobs, close: () => client.close() };
  }
  const { client, release } = await (opts.embedded ?? openEmbedded(opts.dataDir, opts.template));
  try {
    const views = pgliteViews(client);
    const db = drizzlePglite(views.forDrizzle, { schema });
    if (!(await upToDate(db as unknown as Db, migrationsFolder))) await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      pglite: views.forJobs,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (e) {
    await client.close().catch(() => undefined);
    release();
    throw e;
  }
}

/**
 * True when the newest migration of the journal is the newest one applied: drizzle's migrator applies only
 * migrations newer than that, so it would do nothing but its own checks (a few statements, the files read and
 * hashed) — skipped on a warm start. False when unsure (no journal, no migrations table yet).
 */
export async function upToDate(db: Db, migrationsFolder: string): Promise<boolean> {
  try {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const newest = Math.max(...journal.entries.map((e) => e.when));
    const r = await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
    const applied = (r.rows[0] as { created_at?: string | number } | undefined)?.created_at;
    return applied !== undefined && Number(applied) === newest;
  } catch {
    return false;
  }
}
