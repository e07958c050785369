/**
 * The embedded file storage (`IStorage`): files in `DATA_DIR/files/<plugin>/<key>` with a sidecar
 * `<key>.meta.json` holding the content type, served at `GET /api/files/<plugin>/<key>`. Each
 * plugin gets a storage scoped to its own folder. An S3-backed implementation can replace
 * `createFileStorage` behind the same `Storage` interface (sdk/server/services.ts).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, type Storage, type StoredFile } from '@lemma/sdk/server';

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const SPACE = /^[a-z][a-z0-9-]*$/;
const META = '.meta.json';

/** Whether `key` is a valid storage key (see `Storage`): no `..`, no leading `/`, no `.meta.json` suffix. */
export function isValidKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key) && !key.split('/').some((s) => s === '.' || s === '..') && !key.endsWith(META);
}

function check(key: string): string {
  if (!isValidKey(key)) throw new AppError('VALIDATION_ERROR', `Invalid storage key "${key.slice(0, 60)}"`);
  return key;
}

/**
 * The storage of plugin `space` under `root` (`DATA_DIR/files`).
 * @param urlBase the public path prefix, `/api/files`
 */
export function createFileStorage(root: string, space: string, urlBase = '/api/files'): Storage {
  if (!SPACE.test(space)) throw new Error(`Invalid storage space "${space}"`);
  const path = (key: string) => join(root, space, check(key));
  const url = (key: string) => `${urlBase}/${space}/${check(key)}`;
  return {
    url,
    async put(key, data, opts = {}): Promise<StoredFile> {
      const file = path(key);
      const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data);
      const contentType =
        opts.contentType ?? (typeof data === 'string' ? 'text/plain; charset=utf-8' : 'application/octet-stream');
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
      await writeFile(file + META, JSON.stringify({ contentType }));
      return { key, url: url(key), size: bytes.length, contentType };
    },
    async get(key) {
      const file = path(key);
      try {
        const data = await readFile(file);
        const meta = JSON.parse(await readFile(file + META, 'utf8').catch(() => '{}')) as { contentType?: string };
        return { data, contentType: meta.contentType ?? 'application/octet-stream' };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async delete(key) {
      const file = path(key);
      const existed = await readFile(file).then(
        () => true,
        () => false,
      );
      await rm(file, { force: true });
      await rm(file + META, { force: true });
      return existed;
    },
  };
}

/**
 * Where the kernel keeps files: the DATA_DIR folder (default) or an S3-compatible bucket (server/core/s3.ts).
 * `storage(space)` is a plugin's scoped storage; `signedUrl` (S3 only) is where `GET /api/files/...` redirects.
 */
export interface FileBackend {
  storage(space: string): Storage;
  signedUrl?(space: string, key: string): Promise<string>;
  close?(): void;
}

/** The DATA_DIR backend: files under `root` (`DATA_DIR/files`). */
export function createDirectoryBackend(root: string): FileBackend {
  return { storage: (space) => createFileStorage(root, space) };
}

/**
 * `GET /files/:space/*`: a stored file with its content type (404 when absent or the key is invalid); with an S3
 * backend, a 302 redirect to a signed URL of the object.
 */
export function registerFileRoutes(api: FastifyInstance, files: FileBackend): void {
  api.get(
    '/files/:space/*',
    { schema: { params: z.object({ space: z.string().regex(SPACE), '*': z.string().min(1).max(200) }) } },
    async (req, reply) => {
      const { space, '*': key } = req.params as { space: string; '*': string };
      if (files.signedUrl && isValidKey(key))
        return reply.header('cache-control', 'private, max-age=60').redirect(await files.signedUrl(space, key), 302);
      const file = isValidKey(key) ? await files.storage(space).get(key) : null;
      if (!file) throw new AppError('NOT_FOUND', 'File not found');
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=300')
        .header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
        .send(file.data);
    },
  );
}
