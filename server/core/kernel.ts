/** The server kernel's services, built once per app instance and shared by kernel routes and plugins. */
import type { FastifyBaseLogger } from 'fastify';
import type { AuthGuard, EventHub, GuestMergeHook, Mailer, UsageCounter } from '@lemma/sdk/server';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Accounts } from '../auth/accounts';
import type { TokenIssuer } from '../auth/jwt';
import type { SocialVerifier } from '../auth/social';
import type { createCreditLedger } from './credits';
import type { ServerT } from './i18n';
import type { MathPool } from './mathPool';
import type { KernelJobQueue } from './jobs';

export interface Kernel {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  tokens: TokenIssuer;
  guard: AuthGuard;
  accounts: Accounts;
  credits: ReturnType<typeof createCreditLedger>;
  mailer: Mailer;
  social: SocialVerifier;
  t: ServerT;
  mergeHooks: GuestMergeHook[];
  jobs: KernelJobQueue;
  hub: EventHub;
  math: MathPool;
  /** Usage counts; `flush()` writes the statistics-only counts still waiting in memory (./usage.ts). */
  usage: UsageCounter & { flush(): Promise<void> };
  passwordGate: import('../auth/passwordGate').PasswordGate;
  /** Per-user token versions: bumping one revokes every older token of that user (issue #13). */
  tokenVersions: import('../auth/tokenVersions').TokenVersions;
  /** Where plugins' files live: DATA_DIR/files, or an S3-compatible bucket (S3_BUCKET). */
  files: import('./storage').FileBackend;
  /** Committed changes of users' rows, announced by the database (./changes.ts). */
  changes: import('./changes').ChangeFeed;
  /** Per-user read caches over `changes` (./userCache.ts): user/info, balance/info. */
  userCache: import('./userCache').UserCache;
}
