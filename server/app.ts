/**
 * Builds the Lemma server: one Fastify app serving `/api`, `/locales` and the built client.
 * `buildApp` is what `npm start` runs and what the API tests drive over real HTTP.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db, GuestMergeHook, ServerPluginDefinition } from '@lemma/sdk/server';
import type { PublicConfig } from '@lemma/sdk/contract/auth';
import { dbId } from '@lemma/sdk/contract/ids';
import { mathLimits, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import type { EmbeddedDb } from './db/embedded';
import { errorEvents, meta, users, workspaceLayouts } from './db/schema';
import { createTokenIssuer } from './auth/jwt';
import { createAuthGuard, resolvedUser } from './auth/guard';
import { createAccounts } from './auth/accounts';
import { createSocialVerifier } from './auth/social';
import { registerAuthRoutes } from './auth/routes';
import { hashPassword, randomToken } from './auth/passwords';
import { installErrorHandling } from './core/errors';
import { createCreditLedger } from './core/credits';
import { createMailer } from './core/mailer';
import { createServerI18n } from './core/i18n';
import { ServerPluginHost } from './core/plugins';
import { registerStatic } from './core/static';
import { createJobQueue } from './core/jobs';
import { createChangeFeed } from './core/changes';
import { createUserCache } from './core/userCache';
import { createEventHub } from './core/hub';
import type { RedisServices } from './core/redis';
import { createMathPool } from './core/mathPool';
import { looksLikeMath } from '@lemma/math';
import type { Kernel } from './core/kernel';
import { loadSchema, loadServerPlugins } from './core/discovery';
import { createUsageCounter } from './core/usage';
import { createDirectoryBackend, registerFileRoutes } from './core/storage';
import { installInputGuard, rateLimitKey } from './core/inputGuard';
import { registerApiDocs } from './core/openapi';
import { createPasswordGate } from './auth/passwordGate';
import { createTokenVersions } from './auth/tokenVersions';
import { mark, report as reportStart } from './core/startTrace';

export interface BuiltApp {
  app: FastifyInstance;
  kernel: Kernel;
  plugins: ServerPluginHost;
  database: Database;
  /** Set on the very first start: the admin account's credentials, to print once. */
  firstAdmin: { email: string; password: string } | null;
  /**
   * Starts what may come after `listen()`: the math worker threads and the job queue (its workers,
   * the orphans of a killed process, the sweep of work left in progress). Once; `buildApp` has called
   * it already unless `deferStart`. Until it resolves, requests that write wait for it (see docs/operations.md,
   * "Start"); reads are served at once.
   * @throws Error when the job queue cannot start (pg-boss cannot install or migrate its schema)
   */
  start(): Promise<void>;
  close(): Promise<void>;
}

const errorReport = z.object({
  errorText: z.string().max(10_000).optional(),
  componentStack: z.string().max(20_000).optional(),
  message: z.string().max(5_000).optional(),
  name: z.string().max(200).optional(),
  stack: z.string().max(20_000).optional(),
  url: z.string().max(2_000).optional(),
  pathname: z.string().max(2_000).optional(),
  title: z.string().max(500).optional(),
  referrer: z.string().max(2_000).optional(),
  query: z.string().max(2_000).optional(),
  isNewUser: z.boolean().optional(),
});

/** How `buildApp` finds server plugins (default: every folder of `plugins/` but PLUGINS_EXCLUDED). */
export interface BuildOptions {
  /** Exactly these plugins instead of the discovered ones (platform tests). */
  plugins?: readonly ServerPluginDefinition[];
  /** Plugins mounted besides the discovered ones (a plugin author's tests). */
  extraPlugins?: readonly ServerPluginDefinition[];
  /** More folders laid out like `plugins/` (`<dir>/<id>/server/index.ts`, `schema.ts`), discovered too. */
  pluginDirs?: readonly string[];
  logger?: boolean;
  /** A gzipped PGlite data directory a new embedded database starts from (the compiled server's, docs/operations.md). */
  dbTemplate?: string;
  /** The embedded database already being opened (server/main.ts starts it before loading the rest of the server). */
  embedded?: Promise<EmbeddedDb>;
  /** Leave the math workers and the job queue to `start()`, called after `listen()` (server/main.ts). */
  deferStart?: boolean;
}

/** Methods that only read: served at once while the job queue starts (writes may queue jobs, and wait). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The kernel's services over an open database. */
async function createKernel(
  config: Config,
  app: FastifyInstance,
  db: Db,
  pglite: Database['pglite'] | undefined,
  redis: RedisServices | null,
): Promise<Kernel> {
  const tokens = createTokenIssuer(config.JWT_SECRET, config.JWT_TTL_SECONDS);
  const passwordGate = createPasswordGate(db, redis?.invalidation);
  const changes = createChangeFeed(pglite ? { pglite } : { url: config.DATABASE_URL }, app.log);
  const tokenVersions = createTokenVersions(db, redis?.invalidation);
  const credits = createCreditLedger(db);
  const mailer = createMailer(db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log });
  const mergeHooks: GuestMergeHook[] = [];
  return {
    config,
    db,
    log: app.log,
    tokens,
    guard: createAuthGuard(tokens, passwordGate, tokenVersions),
    tokenVersions,
    credits,
    mailer,
    social: createSocialVerifier({
      googleClientIds: config.GOOGLE_CLIENT_IDS,
      googleJwksUrl: config.GOOGLE_JWKS_URL,
      appleClientIds: config.APPLE_CLIENT_IDS,
      appleJwksUrl: config.APPLE_JWKS_URL,
    }),
    t: await createServerI18n(config.ROOT, config.PLUGINS_EXCLUDED),
    mergeHooks,
    jobs: createJobQueue({
      log: app.log,
      pglite,
      url: config.DATABASE_URL,
      retryLimit: config.JOBS_RETRY_LIMIT,
      retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS,
      concurrency: config.JOBS_CONCURRENCY,
      pollSeconds: config.JOBS_POLL_SECONDS,
      heartbeatSeconds: config.JOBS_HEARTBEAT_SECONDS,
    }),
    hub: redis?.hub ?? createEventHub(),
    // S3 and Redis (several instances) load their client libraries only when configured.
    files: config.S3_BUCKET
      ? (await import('./core/s3')).createS3Backend({
          bucket: config.S3_BUCKET,
          endpoint: config.S3_ENDPOINT,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
          urlTtlSeconds: config.S3_URL_TTL_SECONDS,
        })
      : createDirectoryBackend(join(config.DATA_DIR, 'files')),
    math: createMathPool({ ...mathLimits(config), deferStart: true }),
    usage: createUsageCounter(db, (err) => app.log.error({ err }, 'usage counts could not be written')),
    passwordGate,
    changes,
    userCache: createUserCache(changes),
    accounts: createAccounts({ db, tokens, mailer, log: app.log, mergeHooks, startCredits: (id) => credits.refresh(id) }),
  };
}

/** The kernel's own `/api` routes: health, public config, auth, error reports, the workspace layout, the plugin switches, files. */
async function registerKernelRoutes(
  api: FastifyInstance,
  kernel: Kernel,
  plugins: ServerPluginHost,
  databaseKind: string,
): Promise<void> {
  const { config, db, guard } = kernel;
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get('/health', async () => ({ ok: true, database: databaseKind }));
  r.get('/config', async (): Promise<PublicConfig> => ({
    disabledPlugins: plugins.disabledIds(),
    googleClientId: config.GOOGLE_CLIENT_IDS[0] ?? null,
    appleClientId: config.APPLE_CLIENT_IDS[0] ?? null,
    supportEmail: config.SUPPORT_EMAIL,
    discordUrl: config.DISCORD_URL,
    brand: 'Lemma',
    embedOrigins: config.EMBED_ALLOWED_ORIGINS,
  }));
  await registerAuthRoutes(api, kernel);

  r.post(
    '/error-report',
    { bodyLimit: 64 * 1024, config: { rateLimit: { max: 20, timeWindow: 60_000 } }, schema: { body: errorReport } },
    async (req) => {
      const caller = await guard.optionalUser(req);
      await db.insert(errorEvents).values({ userId: caller?.userId ?? null, payload: req.body });
      return { ok: true };
    },
  );

  r.get('/workspace/layout', { preHandler: guard.requireUser }, async (req) => {
    const [row] = await db
      .select()
      .from(workspaceLayouts)
      .where(eq(workspaceLayouts.userId, guard.user(req).userId));
    return row
      ? { version: row.version, layout: row.layout, updatedAt: row.updatedAt.getTime() }
      : { version: 0, layout: null, updatedAt: 0 };
  });
  r.put(
    '/workspace/layout',
    {
      bodyLimit: 64 * 1024,
      preHandler: guard.requireUser,
      schema: { body: z.object({ version: dbId(), layout: z.unknown() }) },
    },
    async (req) => {
      const userId = guard.user(req).userId;
      const values = { userId, version: req.body.version, layout: req.body.layout ?? null, updatedAt: new Date() };
      await db.insert(workspaceLayouts).values(values).onConflictDoUpdate({ target: workspaceLayouts.userId, set: values });
      return { ok: true };
    },
  );

  r.get('/admin/plugins', { onRequest: guard.requireAdmin }, async () => ({
    disabled: plugins.disabledIds(),
    server: plugins.definitions.map((d) => ({
      id: d.id,
      enabled: plugins.isEnabled(d.id),
      failed: plugins.failed.get(d.id) ?? null,
    })),
  }));
  r.post(
    '/admin/plugins/:id',
    {
      onRequest: guard.requireAdmin,
      schema: { params: z.object({ id: z.string().regex(/^[a-z][a-z0-9-]*$/) }), body: z.object({ enabled: z.boolean() }) },
    },
    async (req) => {
      await plugins.setEnabled(req.params.id, req.body.enabled);
      return { id: req.params.id, enabled: req.body.enabled };
    },
  );

  registerFileRoutes(api, kernel.files);
}

/**
 * @param config from `loadConfig()`
 * @throws PluginGraphError / PluginConfigError when the plugins cannot start together (see core/plugins.ts);
 *   what was opened is closed again
 */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: opts.logger === false || config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: 1_048_576,
    trustProxy: config.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installInputGuard(app);

  const pluginDirs = [join(config.ROOT, 'plugins'), ...(opts.pluginDirs ?? [])];
  const definitions = [
    ...(opts.plugins ?? (await loadServerPlugins(pluginDirs, config.PLUGINS_EXCLUDED))),
    ...(opts.extraPlugins ?? []),
  ];
  mark('plugins imported');
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    schema: await loadSchema(pluginDirs, config.PLUGINS_EXCLUDED),
    migrations: join(config.ROOT, 'server', 'db', 'migrations'),
    template: opts.dbTemplate,
    embedded: opts.embedded,
  });
  // Several instances (REDIS_URL): events, cache invalidations and rate limits shared through Redis.
  const redis = config.REDIS_URL ? await (await import('./core/redis')).connectRedis(config.REDIS_URL) : null;
  mark('database open and migrated');
  const kernel = await createKernel(config, app, database.db, database.pglite, redis);
  mark('kernel services');
  let starting: Promise<void> | null = null;
  let jobsStarted = false;
  let closed = false;
  const close = async () => {
    closed = true;
    await starting?.catch(() => undefined);
    await kernel.jobs.stop();
    await app.close();
    await kernel.usage.flush();
    await kernel.changes.close();
    await kernel.math.close();
    (kernel.mailer as { close?: () => void }).close?.();
    await redis?.close();
    kernel.files.close?.();
    await database.close();
  };
  const start = () =>
    (starting ??= (async () => {
      kernel.math.start();
      // Durable jobs: queues, orphans of a killed process, work left in progress (docs/operations.md).
      await kernel.jobs.start();
      jobsStarted = true;
      mark('job queue started');
      // The engine on this thread (Ask reads questions here): loaded once a worker has it, not by the first question.
      void kernel.math.ready().then(() => {
        mark('first math worker ready');
        setImmediate(() => {
          if (closed) return;
          warmUpMath();
          mark('math engine on this thread');
          reportStart();
        });
      });
    })());
  try {
    const plugins = new ServerPluginHost(kernel, definitions);
    await plugins.load();
    await kernel.passwordGate.load();
    await kernel.changes.start();
    const firstAdmin = await ensureFirstAdmin(kernel);
    mark('settings read');
    // A write arriving before start() has finished waits for the job queue (it may queue a job; on PGlite a job
    // written in a transaction needs the queues cached first, else the transaction deadlocks on the one connection).
    app.addHook('onRequest', async (req) => {
      if (!jobsStarted && !READS.has(req.method)) await start();
    });
    // Read your writes: before a write's answer leaves, the changes it committed have been heard here (on
    // PostgreSQL the NOTIFY travels on the listening connection: one round trip on it), and the caller's entries
    // are dropped in any case.
    app.addHook('onSend', async (req) => {
      if (READS.has(req.method)) return;
      await kernel.changes.sync();
      const caller = resolvedUser(req);
      if (caller) kernel.userCache.forget(caller.userId);
    });

    await registerApiDocs(app);
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis: redis.commands, nameSpace: 'lemma:rate-limit:' } : {}),
      keyGenerator: (req) => rateLimitKey(req.ip),
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        errorCode: 'RATE_LIMITED',
        message: `Too many requests, try again in ${Math.ceil(ctx.ttl / 1000)} s`,
      }),
    });
    await app.register(
      async (api) => {
        await registerKernelRoutes(api, kernel, plugins, database.kind);
        await plugins.registerAll(api);
      },
      { prefix: '/api' },
    );
    await registerStatic(app, config);
    if (opts.deferStart) await app.ready();
    mark('routes registered');
    if (!opts.deferStart) await start();
    return { app, kernel, plugins, database, firstAdmin, start, close };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}

/** Evaluates the math engine on this thread (the compiled server loads it on first use, server/core/lazy.ts). */
function warmUpMath(): void {
  looksLikeMath('1 + 1');
}

/** Creates the first admin account once (ADMIN_EMAIL, ADMIN_PASSWORD or a generated one). */
async function ensureFirstAdmin(k: Kernel): Promise<{ email: string; password: string } | null> {
  const [done] = await k.db.select().from(meta).where(eq(meta.key, 'first_admin'));
  if (done) return null;
  const email = k.config.ADMIN_EMAIL.toLowerCase();
  const password = k.config.ADMIN_PASSWORD ?? randomToken(12);
  const [existing] = await k.db.select().from(users).where(eq(users.email, email));
  if (existing) {
    await k.db.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id));
  } else {
    const admin = await k.accounts.createUser({
      email,
      username: email,
      passwordHash: await hashPassword(password),
      firstName: 'Admin',
      isAdmin: true,
      memberType: 'FREE',
    });
    // A generated password is printed once in the log: its owner must replace it (§8 REQUIRE_PASSWORD_CHANGE).
    if (!k.config.ADMIN_PASSWORD) {
      await k.db.update(users).set({ requirePasswordChange: true }).where(eq(users.id, admin.id));
      k.passwordGate.flag(admin.id);
    }
  }
  await k.db.insert(meta).values({ key: 'first_admin', value: email, updatedAt: Date.now() });
  return existing ? null : { email, password };
}
