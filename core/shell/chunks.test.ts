import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './chunks';

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('names a failed import a chunk load error with the id, type and URL', async () => {
    const err = await loadChunk(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://x/assets/Page-1.js')),
      'calculator:app/calculator',
    ).catch((e) => e);
    expect(err).toBeInstanceOf(ChunkLoadError);
    expect(err.name).toBe('ChunkLoadError');
    expect(err.message).toBe('Loading chunk calculator:app/calculator failed.\n(missing: http://x/assets/Page-1.js)');
  });

  it('gives up after the 120 s chunk timeout', async () => {
    vi.useFakeTimers();
    const p = loadChunk(() => new Promise(() => {}), 'slow').catch((e) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    const err = await p;
    expect(err).toBeInstanceOf(ChunkLoadError);
    expect(err.type).toBe('timeout');
  });

  it('passes a loaded module through', async () => {
    const mod = { default: () => null };
    await expect(loadChunk(async () => mod, 'ok')).resolves.toBe(mod);
  });
});
