/**
 * Lazy page loading with the §7/§8 chunk rules: a chunk that does not arrive within 120 s, or fails
 * to load, raises a `ChunkLoadError` with the text 'Loading chunk {id} failed' plus the failure
 * type (timeout or missing) and the URL; the top-level boundary then shows the error screen.
 */
import { LIMITS } from '@lemma/sdk/contract/constants';
import type { LazyComponent } from '@lemma/sdk/plugin';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly chunkId: string,
    readonly type: 'timeout' | 'missing',
    readonly url: string,
  ) {
    super(`Loading chunk ${chunkId} failed.\n(${type}: ${url})`);
  }
}

/** Loads a lazy module within `timeoutMs`, turning failures into ChunkLoadError. */
export function loadChunk(
  load: LazyComponent,
  chunkId: string,
  timeoutMs: number = LIMITS.CHUNK_LOAD_TIMEOUT_MS,
): ReturnType<LazyComponent> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunkId, 'timeout', chunkId)), timeoutMs);
  });
  return Promise.race([
    load().catch((err: unknown) => {
      const msg = String((err as Error)?.message ?? err);
      const url = msg.match(/https?:\/\/\S+|\/assets\/\S+/)?.[0] ?? chunkId;
      throw new ChunkLoadError(chunkId, 'missing', url);
    }),
    timeout,
  ]).finally(() => clearTimeout(timer));
}
