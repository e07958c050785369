/** Shared helpers for the journeys: mail reading, screenshots and locale texts. */
import { expect, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4173);
export const SHOTS = join('test-results', 'screens');
mkdirSync(SHOTS, { recursive: true });

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
}

/** The latest 6-digit code mailed to `to` (waits for the mail to arrive). */
export async function mailedCode(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`http://127.0.0.1:${port + 1}/mails?to=${encodeURIComponent(to)}`)).json()) as {
          raw: string;
        }[];
        code = mails.at(-1)?.raw.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

/** A value from a locale file, e.g. t('es', 'dashboard', 'greetingGuest') or t('en', 'common', 'errorScreen.title'). */
export function t(lng: string, ns: string, key: string): string {
  const file = ['common', 'errors', 'auth', 'server', 'math'].includes(ns)
    ? join('locales', lng, `${ns}.json`)
    : join('plugins', ns, 'locales', `${lng}.json`);
  let v: unknown = JSON.parse(readFileSync(file, 'utf8'));
  // math:knowledge keys contain dots themselves ("knowledge.equations.balance"): take the longest key that exists.
  const parts = key.split('.');
  while (parts.length) {
    let k = parts.shift()!;
    while (parts.length && !(k in (v as Record<string, unknown>))) k += `.${parts.shift()}`;
    v = (v as Record<string, unknown>)[k];
  }
  if (typeof v !== 'string') throw new Error(`No string at ${lng}/${ns}:${key}`);
  return v;
}

export function claimsOf(token: string | null): Record<string, unknown> | null {
  if (!token) return null;
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}
