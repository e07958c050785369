import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '@lemma/testing/server';
import { funcUsage } from '../db/schema';

describe('usage counts', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s?.close());

  const counted = async (userId: number, func: string) => {
    const rows = await s.built.kernel.db
      .select({ count: funcUsage.count })
      .from(funcUsage)
      .where(and(eq(funcUsage.userId, userId), eq(funcUsage.func, func)));
    return rows.reduce((n, r) => n + r.count, 0);
  };

  it('statistics-only counts are added up in memory and written together; limiting ones at once', async () => {
    const { userId } = await s.guest();
    const usage = s.built.kernel.usage;
    for (let i = 0; i < 3; i++) await usage.count(userId, 'COMPUTE', 'CALCULATOR');
    await usage.count(userId, 'COPY', 'TEST');
    expect(await counted(userId, 'COPY')).toBe(1);
    expect(await counted(userId, 'COMPUTE')).toBe(0);
    await usage.flush();
    expect(await counted(userId, 'COMPUTE')).toBe(3);
    await usage.count(userId, 'COMPUTE', 'CALCULATOR');
    await expect.poll(() => counted(userId, 'COMPUTE'), { timeout: 5000, interval: 100 }).toBe(4);
  });
});
