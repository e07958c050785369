/**
 * Configuration helpers for server plugins. A plugin declares the environment keys it reads as a
 * zod schema and gets them parsed and typed: `ctx.config(z.object({ STRIPE_SECRET_KEY: z.string().optional() }))`.
 * The kernel validates a plugin's slice when the plugin registers, at start; an invalid value stops
 * the server with a message naming the plugin and every bad key (like the kernel's own keys).
 * Every key a plugin reads is documented in docs/configuration.md.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';

/** A plugin's configuration slice is invalid; the server does not start (see the message). */
export class PluginConfigError extends Error {
  override readonly name = 'PluginConfigError';
}

/**
 * Parses the configuration slice `schema` of plugin `pluginId` from `env` (empty strings count as
 * unset, as for the kernel's keys).
 * @throws PluginConfigError listing every invalid key, e.g. `Invalid configuration for plugin "billing": STRIPE_API_BASE: Invalid URL`
 */
export function parseConfigSlice<T>(pluginId: string, schema: z.ZodType<T>, env: Readonly<Record<string, unknown>>): T {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  throw new PluginConfigError(`Invalid configuration for plugin "${pluginId}": ${issues}`);
}

/**
 * A secret kept in `dataDir/<name>` (mode 600), made once with `make` and read back on later
 * starts: the embedded default for secrets that are not configured (the JWT key, the local webhook
 * secret). Plugins use `ctx.secret(name, make)`, which keeps it in the data directory.
 */
export function persistentSecret(
  dataDir: string,
  name = 'jwt-secret',
  make = () => randomBytes(48).toString('base64url'),
): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = make();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Kernel settings a plugin may read (resolved, typed); its own keys come from `ctx.config(schema)`. */
export interface ServerSettings {
  /** Absolute data directory (DATA_DIR). */
  readonly dataDir: string;
  /** PUBLIC_URL without a trailing slash, when configured. */
  readonly publicUrl: string | null;
  /** AUTH_RATE_LIMIT: requests per minute per client for public, abusable routes. */
  readonly authRateLimit: number;
}
