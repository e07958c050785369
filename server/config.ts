/**
 * Server configuration, read once from the environment (docs/configuration.md lists every key).
 * Secrets come only from here; in the embedded default a random JWT secret is generated on first
 * start and kept in DATA_DIR so tokens survive restarts.
 */
import { z } from 'zod';
import { dirname, join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { persistentSecret } from '@lemma/sdk/server/config';

const bool = z.union([z.boolean(), z.string()]).transform((v) => v === true || v === 'true' || v === '1' || v === 'yes');
const list = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when absent the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Lemma <no-reply@lemma.local>'),
  ADMIN_EMAIL: z.string().email().default('admin@lemma.local'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  GOOGLE_CLIENT_IDS: list,
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_CLIENT_IDS: list,
  APPLE_JWKS_URL: z.string().url().default('https://appleid.apple.com/auth/keys'),
  PLUGINS_DISABLED: list,
  /** Origins whose pages may embed /popup/calculator and drive it with postMessage. */
  EMBED_ALLOWED_ORIGINS: list,
  /** Plugin ids left out of the server (and of the client build): not loaded at all. */
  PLUGINS_EXCLUDED: list,
  /* A plugin's own keys (LLM_*, STRIPE_*, ...) are declared by the plugin: ctx.config(zodSchema). */
  SUPPORT_EMAIL: z.string().email().default('support@lemma.local'),
  DISCORD_URL: z.string().url().default('https://discord.gg/lemma'),
  /** Requests per minute per client for login, sign-up, code and guest endpoints. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Directory of the built client; the API runs without it. */
  CLIENT_DIR: z.string().default('./dist/client'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVE_CLIENT: bool.default(true),
  /**
   * Math worker threads (issue #12). Default: cores − 1 kept between 2 and 8 — at least two, so the
   * per-user limit below always leaves a worker for other users while one runs a heavy computation,
   * and the request thread stays free (the engine never runs on it).
   */
  MATH_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Computations of one user running at once. Default: half the workers, at least 1. */
  MATH_USER_IN_FLIGHT: z.coerce.number().int().min(1).optional(),
  /** Free computations (the calculator) waiting in all users' queues before new ones get 429 with Retry-After. */
  MATH_QUEUE_MAX: z.coerce.number().int().min(1).default(256),
  /** Free computations waiting in one user's queue before that user's new ones get 429 with Retry-After. */
  MATH_QUEUE_PER_USER: z.coerce.number().int().min(1).default(8),
  /** Trust X-Forwarded-For (only behind a reverse proxy you run; otherwise clients could dodge rate limits). */
  TRUST_PROXY: bool.default(false),
  /** Durable jobs (docs/operations.md): retries after a failed attempt before the work is marked failed and refunded. */
  JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(3),
  /** Seconds before the first retry; each next one waits about twice as long (exponential backoff, at most 5 minutes). */
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  /** Jobs of one kind run at once in this instance. */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Seconds between checks for jobs that are due (retries; new jobs wake the workers at once). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /**
   * PostgreSQL only: a running job reports a heartbeat this often; a job whose instance died (no heartbeat for this
   * long) is failed and retried by another instance (pg-boss `heartbeatSeconds`).
   */
  JOBS_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(600).default(30),
  /**
   * Several instances (docs/operations.md "Scaling out"): `redis://host:6379`. Server-sent events, cache
   * invalidations and rate limits then go through Redis, so any instance can stream any answer.
   */
  REDIS_URL: z.string().url().optional(),
  /** S3-compatible file storage (instead of DATA_DIR/files): the bucket; with S3_ENDPOINT for MinIO, R2, Ceph... */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style URLs (`endpoint/bucket/key`), needed by most self-hosted S3-compatible stores. */
  S3_FORCE_PATH_STYLE: bool.default(true),
  /** Seconds a signed download URL stays valid. */
  S3_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(604800).default(3600),
});

export type Env = z.infer<typeof envSchema>;
export interface Config extends Omit<Env, 'JWT_SECRET'> {
  JWT_SECRET: string;
  /** Absolute repository root (for locales and plugin folders). */
  ROOT: string;
  /**
   * Every environment key with the overrides on top: what plugins' configuration slices
   * (`ctx.config(schema)`) are parsed from.
   */
  ENV: Readonly<Record<string, unknown>>;
}

/**
 * Builds the configuration from `env` (defaults to process.env) and `overrides` (tests).
 * @throws Error listing every invalid key.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> & Record<string, unknown> = {},
): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')));
  if (!parsed.success) {
    throw new Error('Invalid configuration: ' + parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  const root = overrides.ROOT ?? repoRoot();
  const dataDir = resolve(root, overrides.DATA_DIR ?? parsed.data.DATA_DIR);
  const secret = overrides.JWT_SECRET ?? parsed.data.JWT_SECRET ?? persistentSecret(dataDir);
  // The kernel's own secrets are not for plugins' slices.
  const ENV = Object.freeze({ ...env, ...overrides, JWT_SECRET: undefined, ADMIN_PASSWORD: undefined });
  return {
    ...parsed.data,
    ...overrides,
    DATA_DIR: dataDir,
    CLIENT_DIR: resolve(root, overrides.CLIENT_DIR ?? parsed.data.CLIENT_DIR),
    JWT_SECRET: secret,
    ROOT: root,
    ENV,
  };
}

/** The math pool's sizes and limits from the configuration, defaults filled in (see the MATH_* keys above). */
export function mathLimits(
  config: Pick<Env, 'MATH_WORKERS' | 'MATH_USER_IN_FLIGHT' | 'MATH_QUEUE_MAX' | 'MATH_QUEUE_PER_USER'>,
  cores = availableParallelism(),
) {
  const workers = config.MATH_WORKERS ?? Math.max(2, Math.min(8, cores - 1));
  return {
    workers,
    perUserInFlight: config.MATH_USER_IN_FLIGHT ?? Math.max(1, Math.floor(workers / 2)),
    maxQueued: config.MATH_QUEUE_MAX,
    maxQueuedPerUser: config.MATH_QUEUE_PER_USER,
  };
}

/** Re-exported from the server SDK (plugins use `ctx.secret(name, make)`). */
export { persistentSecret };

/**
 * The repository root: the nearest folder above this module holding package.json. The same answer
 * from server/config.ts under tsx and from the compiled dist/server/main.js (scripts/build-server.mjs).
 */
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}
