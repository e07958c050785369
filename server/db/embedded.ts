/**
 * The embedded database's start, kept apart from the rest of the server so that `server/main.ts` can
 * begin it first (issue #12 "fast start"): PGlite compiles its WebAssembly on background threads and
 * reads its files while the main thread loads the rest of the server. Imports nothing but PGlite.
 *
 * PGlite takes no lock on its directory, so we take `DATA_DIR/db.lock` (pid inside) and refuse to
 * start while another live process holds it (STACK-NOTES: one process per data directory).
 */
import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** An open embedded database and the release of its directory lock. */
export interface EmbeddedDb {
  client: PGlite;
  /** Removes `db.lock` (when it is still ours). */
  release(): void;
}

/**
 * Opens (creating when new) the PGlite database in `dataDir/db`. A new one starts from `template`
 * (a gzipped data directory, scripts/build-server.mjs makes one) instead of running initdb.
 * @throws Error when another running process holds the data directory, or PGlite cannot open it
 */
export async function openEmbedded(dataDir: string, template?: string): Promise<EmbeddedDb> {
  mkdirSync(dataDir, { recursive: true });
  const release = takeLock(join(dataDir, 'db.lock'));
  try {
    const dir = join(dataDir, 'db');
    const client =
      template && existsSync(template) && !existsSync(join(dir, 'PG_VERSION'))
        ? await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(template)]) })
        : await PGlite.create(dir);
    return { client, release };
  } catch (e) {
    release();
    throw e;
  }
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
