import { describe, expect, it } from 'vitest';

describe('noEval', () => {
  it("turns zod's JIT off before zod loads, through zod's own configuration object", async () => {
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    await import('./noEval');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
