import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '@lemma/testing/server';
import { sessions, users } from '@lemma/sdk/server';
import { creditLedger, funcUsage } from '../db/schema';
import type { ChangeFeed } from './changes';
import { createUserCache } from './userCache';

/** A change feed driven by the test. */
function fakeFeed() {
  const subs = new Set<(t: string, id: number) => void>();
  const resets = new Set<() => void>();
  const feed = {
    live: true,
    subscribe: (fn: (t: string, id: number) => void) => (subs.add(fn), () => void subs.delete(fn)),
    onReset: (fn: () => void) => (resets.add(fn), () => void resets.delete(fn)),
    start: async () => undefined,
    sync: async () => undefined,
    close: async () => undefined,
  };
  return {
    feed: feed as ChangeFeed & { live: boolean },
    change: (id: number) => subs.forEach((fn) => fn('users', id)),
    reset: () => resets.forEach((fn) => fn()),
  };
}

describe('per-user cache rules', () => {
  it('keeps a value until the user changes; other users are untouched', async () => {
    const f = fakeFeed();
    const cache = createUserCache(f.feed);
    let loads = 0;
    const load = (v: string) => async () => (loads++, { value: v });
    expect(await cache.get(1, 'k', load('a'))).toBe('a');
    expect(await cache.get(1, 'k', load('b'))).toBe('a');
    expect(await cache.get(2, 'k', load('c'))).toBe('c');
    f.change(1);
    expect(await cache.get(1, 'k', load('d'))).toBe('d');
    expect(await cache.get(2, 'k', load('e'))).toBe('c');
    expect(loads).toBe(3);
  });

  it('does not keep a value loaded while the same user changed (a read racing a commit)', async () => {
    const f = fakeFeed();
    const cache = createUserCache(f.feed);
    const stale = await cache.get(1, 'k', async () => {
      f.change(1); // the commit's announcement arrives while the old rows are being read
      return { value: 'old' };
    });
    expect(stale).toBe('old');
    expect(await cache.get(1, 'k', async () => ({ value: 'new' }))).toBe('new');
  });

  it('caches nothing while the feed is not live, forgets everything on a reset, honours expiry and holds', async () => {
    const f = fakeFeed();
    const cache = createUserCache(f.feed);
    f.feed.live = false;
    await cache.get(1, 'k', async () => ({ value: 'a' }));
    expect(cache.size()).toBe(0);
    f.feed.live = true;
    await cache.get(1, 'k', async () => ({ value: 'a' }));
    f.reset();
    expect(await cache.get(1, 'k', async () => ({ value: 'b' }))).toBe('b');
    await cache.get(2, 'due', async () => ({ value: 'x', expiresAt: Date.now() + 30 }));
    await new Promise((r) => setTimeout(r, 40));
    expect(await cache.get(2, 'due', async () => ({ value: 'y' }))).toBe('y');
    cache.forget(3, 60_000);
    await cache.get(3, 'k', async () => ({ value: 'p' }));
    expect(await cache.get(3, 'k', async () => ({ value: 'q' }))).toBe('q');
  });
});

describe('user/info and balance/info follow every write of the rows, whoever makes it', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s?.close());

  // PGlite announces a commit before the writer resumes; PostgreSQL's NOTIFY arrives a moment later (hence the polls).
  const soon = { timeout: 5000, interval: 20 };
  it('a direct database update of the user, their ledger or their usage is seen by the next reads', async () => {
    const { token, userId } = await s.guest();
    const db = s.built.kernel.db;
    const info = async () => (await s.call('GET', '/api/user/info', { token })).body;
    const balance = async () => (await s.call('GET', '/api/balance/info', { token })).body;
    expect((await info()).firstName).toBeNull();
    const before = await balance();
    expect(s.built.kernel.userCache.size()).toBeGreaterThan(0);

    await db.update(users).set({ firstName: 'Ada' }).where(eq(users.id, userId));
    await expect.poll(async () => (await info()).firstName, soon).toBe('Ada');

    await db.insert(creditLedger).values({ userId, kind: 'PRO', bucket: 'EXTRA', delta: 5, reason: 'TEST' });
    await expect.poll(async () => (await balance()).proExtraCredit, soon).toBe(before.proExtraCredit + 5);

    await db.transaction(async (tx) => {
      await tx
        .insert(funcUsage)
        .values({ userId, func: 'COPY', source: 'TEST', day: new Date().toISOString().slice(0, 10), count: 99 });
    });
    await expect.poll(async () => (await info()).canCopy, soon).toBe(false);
  });

  it('a write through the API (no caller: a webhook) is seen by the next read, at once', async () => {
    const { token, userId } = await s.guest();
    await s.call('GET', '/api/user/info', { token });
    // Any write request waits until the changes it committed are heard; a direct write then a no-op POST models it.
    await s.built.kernel.db.update(users).set({ lastName: 'Lovelace' }).where(eq(users.id, userId));
    await s.call('POST', '/api/error-report', { body: { message: 'sync' } });
    expect((await s.call('GET', '/api/user/info', { token })).body.lastName).toBe('Lovelace');
  });

  it("the caller's own writes through the API are seen at once", async () => {
    const { token } = await s.guest();
    await s.call('GET', '/api/user/info', { token });
    const r = await s.call('POST', '/api/user/update/language', { token, body: { language: 'fr' } });
    expect(r.status).toBe(200);
    expect((await s.call('GET', '/api/user/info', { token })).body.language).toBe('fr');
  });
});

describe('the session list follows the sessions table', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s?.close());

  it('a renamed, added or deleted session shows in the next list, whoever changed it', async () => {
    const { token, userId } = await s.guest();
    const list = async () => (await s.call('GET', '/api/session/all/en', { token })).body.sessions as { name: string }[];
    expect(await list()).toEqual([]);
    const db = s.built.kernel.db;
    const [row] = await db
      .insert(sessions)
      .values({ uuid: crypto.randomUUID(), userId, name: 'first', mode: 'ANSWER', language: 'en' })
      .returning();
    await expect.poll(async () => (await list()).map((x) => x.name), { timeout: 5000, interval: 20 }).toEqual(['first']);
    await db.update(sessions).set({ name: 'renamed' }).where(eq(sessions.id, row!.id));
    await expect.poll(async () => (await list()).map((x) => x.name), { timeout: 5000, interval: 20 }).toEqual(['renamed']);
    await db.delete(sessions).where(eq(sessions.id, row!.id));
    await expect.poll(async () => (await list()).length, { timeout: 5000, interval: 20 }).toBe(0);
  });
});
