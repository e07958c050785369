/**
 * §3 Client attributes: a persistent guest UUID, a device fingerprint, and ad-click identifiers
 * (gclid, fbclid, utm_*) captured once from the landing URL.
 */
import { LIMITS } from '@lemma/sdk/contract/constants';
import { storage } from './storage';

function uuidV4(): string {
  if (globalThis.crypto?.randomUUID) return globalThis.crypto.randomUUID();
  const b = new Uint8Array(16);
  globalThis.crypto.getRandomValues(b);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The guest UUID, created on first use and kept in local storage. */
export function guestUuid(): string {
  let id = storage.get('guestId');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) {
    id = uuidV4();
    storage.set('guestId', id);
  }
  return id;
}

/** cyrb53: a fast, well-distributed 53-bit string hash (public domain, bryc). */
function cyrb53(str: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * A stable browser fingerprint (hex, 28 chars) from properties that survive reloads: user agent,
 * languages, platform, screen, colour depth, time zone and core count. It is one factor of
 * auto-login together with the stored login uuid, not an identity on its own.
 */
export function fingerprint(): string {
  const n = globalThis.navigator;
  const s = globalThis.screen;
  const parts = [
    n?.userAgent,
    (n?.languages ?? []).join(','),
    (n as Navigator & { platform?: string })?.platform,
    s ? `${s.width}x${s.height}x${s.colorDepth}` : '',
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    n?.hardwareConcurrency,
  ].join('|');
  return cyrb53(parts, 1).toString(16).padStart(14, '0') + cyrb53(parts, 2).toString(16).padStart(14, '0');
}

/** Captures gclid, fbclid and utm_* from the URL, once each (the first landing wins). */
export function captureAdAttributes(search: string): void {
  const q = new URLSearchParams(search);
  const gclid = q.get('gclid');
  const fbclid = q.get('fbclid');
  if (gclid && !storage.get('adClickId')) storage.set('adClickId', gclid.slice(0, 256));
  if (fbclid && !storage.get('socialClickId')) storage.set('socialClickId', fbclid.slice(0, 256));
  const utm = [...q.entries()].filter(([k]) => k.startsWith('utm_'));
  if (utm.length && !storage.get('utm')) storage.set('utm', new URLSearchParams(utm).toString().slice(0, 1024));
  const invite = q.get('invite') ?? q.get('invitationCode');
  if (invite && !storage.get('invitationCode')) storage.set('invitationCode', invite.slice(0, 64));
}

export function adAttributes(): { gclid?: string; fbclid?: string; utm?: string; invitationCode?: string } {
  const out: Record<string, string> = {};
  const g = storage.get('adClickId');
  const f = storage.get('socialClickId');
  const u = storage.get('utm');
  const i = storage.get('invitationCode');
  if (g) out.gclid = g;
  if (f) out.fbclid = f;
  if (u) out.utm = u;
  if (i) out.invitationCode = i;
  return out;
}

/** §9 timer key: its timestamp resets to now + 30 minutes when missing or past. Returns the timestamp. */
export function touchTimer(now = Date.now()): number {
  const v = Number(storage.get('timer'));
  if (!v || v < now) {
    const next = now + LIMITS.TIMER_KEY_WINDOW_MS;
    storage.set('timer', String(next));
    return next;
  }
  return v;
}
