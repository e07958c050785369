/**
 * Opens the database: PostgreSQL through node-postgres when `DATABASE_URL` is set, otherwise the
 * embedded PGlite in `DATA_DIR/db` (created on first start), or an in-memory PGlite for tests
 * (`DATABASE_URL=memory://`). Migrations in `server/db/migrations` run before the handle is returned.
 *
 * PGlite takes no lock on its directory, so we take `DATA_DIR/db.lock` (pid inside) and refuse to
 * start while another live process holds it (STACK-NOTES: one process per data directory).
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '@lemma/sdk/server';

export type { Db };
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres' | 'memory';
  /** The embedded database's single connection (pglite and memory kinds), for the job queue's adapter. */
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
 * @param opts.schema every table, the kernel's and the plugins' (`loadSchema` in core/discovery.ts)
 * @throws Error when the data directory is locked by another running process.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  schema: Record<string, unknown>;
  migrations?: string;
  template?: string;
}): Promise<Database> {
  const schema = opts.schema;
  const migrationsFolder = opts.migrations ?? MIGRATIONS;
  if (opts.url && opts.url !== 'memory://') {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (opts.url === 'memory://') {
    const client = await PGlite.create();
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'memory', pglite: client, close: () => client.close() };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const release = takeLock(join(opts.dataDir, 'db.lock'));
  try {
    const client = await createPglite(join(opts.dataDir, 'db'), opts.template);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      pglite: client,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

/** Opens the embedded database in `dir`; a new one starts from `template` (when given and present) instead of initdb. */
async function createPglite(dir: string, template?: string): Promise<PGlite> {
  if (template && existsSync(template) && !existsSync(join(dir, 'PG_VERSION'))) {
    return PGlite.create(dir, { loadDataDir: new Blob([readFileSync(template)]) });
  }
  return PGlite.create(dir);
}

function takeLock(file: string): () => void {
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`The data directory is in use by process ${pid} (${file}). Stop it, or set DATA_DIR to another folder.`);
    }
  }
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      /* already gone */
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
