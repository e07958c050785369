/** Account API over real HTTP: constant lists, profile fields, display flags, the invitation programme. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fp, startTestServer, type TestServer } from '@lemma/testing/server';
import { users } from '@lemma/sdk/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

const account = () => s.signUp('acct');
const maxExtra = async (token: string) => (await s.call('GET', '/api/balance/info', { token })).body.maxExtraCredit as number;

describe('my account', () => {
  it('lists education levels, countries and cities (accents ignored, largest first)', async () => {
    const edu = (await s.call('GET', '/api/constants/education-list')).body.educationList;
    expect(edu.map((e: { key: string }) => e.key)).toContain('undergraduate');
    const countries = (await s.call('GET', '/api/constants/country-list')).body.countries as string[];
    expect(countries).toEqual(expect.arrayContaining(['US', 'FR', 'JP', 'BR']));
    const paris = (await s.call('GET', '/api/constants/city-list?cityName=par')).body.cities;
    expect(paris[0]).toMatchObject({ city: 'Paris', country: 'FR' });
    const zurich = (await s.call('GET', '/api/constants/city-list?cityName=zur&country=CH')).body.cities;
    expect(zurich[0].city).toMatch(/^Z(u|ü)rich$/);
    expect((await s.call('GET', '/api/constants/city-list?cityName=')).body.errorCode).toBe('VALIDATION_ERROR');
  });

  it('saves the grade, degree, country and city of the profile, and refuses a made-up country', async () => {
    const u = await account();
    const r = await s.call('POST', '/api/user/update', {
      token: u.token,
      body: { firstName: 'Ada', degreeId: 3, grade: 4, country: 'FR', city: 'Paris', defaultMode: 'NEW_TUTOR' },
    });
    expect(r.body).toMatchObject({
      firstName: 'Ada',
      degreeId: 3,
      grade: 4,
      country: 'FR',
      city: 'Paris',
      defaultMode: 'NEW_TUTOR',
    });
    expect((await s.call('POST', '/api/user/update', { token: u.token, body: { country: 'France' } })).body.errorCode).toBe(
      'VALIDATION_ERROR',
    );
  });
});

describe('display flags (§7 /display/update)', () => {
  it("marks the what's-new edition, the Discord snackbar and the free-trial offer as seen", async () => {
    const u = await account();
    expect((await s.call('GET', '/api/user/info', { token: u.token })).body).toMatchObject({
      whatsNewVersion: null,
      showDiscordSnackbar: true,
      showFreeTrial: true,
    });
    for (const kind of ['version', 'discord', 'free-trial', 'back-to-school'])
      expect((await s.call('GET', `/api/display/update/${kind}`, { token: u.token })).status).toBe(200);
    expect((await s.call('GET', '/api/user/info', { token: u.token })).body).toMatchObject({
      whatsNewVersion: '2026.11',
      showDiscordSnackbar: false,
      showFreeTrial: false,
    });
    expect((await s.call('GET', '/api/display/update/everything', { token: u.token })).body.errorCode).toBe('VALIDATION_ERROR');
  });
});

describe('the invitation programme', () => {
  it('credits both sides once when a new account accepts a code', async () => {
    const inviter = await account();
    const info = (await s.call('GET', '/api/invitation/info', { token: inviter.token })).body;
    expect(info).toMatchObject({ newMaxCredit: 100, newProCredit: 0, invitedCount: 0 });
    expect(info.invitationCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(info.path).toBe(`/invite/${info.invitationCode}`);
    // The code is stable.
    expect((await s.call('GET', '/api/invitation/info', { token: inviter.token })).body.invitationCode).toBe(info.invitationCode);

    const invitee = await account();
    const [a0, b0] = [await maxExtra(inviter.token), await maxExtra(invitee.token)];
    const ok = await s.call('POST', '/api/invitation/accept', {
      token: invitee.token,
      body: { code: info.invitationCode.toLowerCase() },
    });
    expect(ok.body).toMatchObject({ accepted: true, newMaxCredit: 100 });
    expect(await maxExtra(inviter.token)).toBe(a0 + 100);
    expect(await maxExtra(invitee.token)).toBe(b0 + 100);
    // Once only, even with another code.
    const other = await account();
    const otherCode = (await s.call('GET', '/api/invitation/info', { token: other.token })).body.invitationCode;
    expect(
      (await s.call('POST', '/api/invitation/accept', { token: invitee.token, body: { code: info.invitationCode } })).body
        .errorCode,
    ).toBe('DUPLICATED_RECORD');
    expect(
      (await s.call('POST', '/api/invitation/accept', { token: invitee.token, body: { code: otherCode } })).body.errorCode,
    ).toBe('DUPLICATED_RECORD');
    expect(await maxExtra(inviter.token)).toBe(a0 + 100);
    expect((await s.call('GET', '/api/invitation/info', { token: inviter.token })).body.invitedCount).toBe(1);
  });

  it("refuses one's own code, unknown codes, old accounts and guests", async () => {
    const u = await account();
    const code = (await s.call('GET', '/api/invitation/info', { token: u.token })).body.invitationCode;
    expect((await s.call('POST', '/api/invitation/accept', { token: u.token, body: { code } })).body.errorCode).toBe(
      'CUSTOM_ERROR',
    );
    expect((await s.call('POST', '/api/invitation/accept', { token: u.token, body: { code: 'NOSUCHCODE' } })).status).toBe(404);
    const old = await account();
    await s.built.kernel.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(users.id, old.userId));
    expect((await s.call('POST', '/api/invitation/accept', { token: old.token, body: { code } })).body.errorCode).toBe(
      'CUSTOM_ERROR',
    );
    const g = await s.call('POST', '/api/auth/guest', { body: { guestUuid: randomUUID(), fingerprint: fp } });
    expect((await s.call('POST', '/api/invitation/accept', { token: g.body.token, body: { code } })).status).toBe(403);
    expect((await s.call('GET', '/api/invitation/info', { token: g.body.token })).status).toBe(403);
  });
});
