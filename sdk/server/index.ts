/**
 * `@lemma/sdk/server`: everything a server plugin imports from Lemma (besides `@lemma/math`).
 *
 * - plugin model: `defineServerPlugin`, `ServerApp` (zod-typed Fastify), `ServerContext`
 *   (`get`/`maybe` by token, `config(zodSchema)`, `settings`, `secret`, `onGuestMerge`),
 *   `provides`/`requires` ordering (`activationOrder`)
 * - errors: `AppError`, `statusFor`, `notFound`/`unauthorized`/`forbidden`, §8 `ERROR_CODES`
 * - database: `Db`, `Tx`, `DbOrTx`, `withTransaction`; kernel tables `users`, `sessions`,
 *   `sessionInputs`, `sessionOutputs`
 * - kernel services by token: IDatabase, IAuthGuard, ICreditLedger, IUsage, IJobs, IEventHub,
 *   IMailer, ITranslate, IMath, IStorage, ILogger; usage rules `permissionsFor`, `utcDay`, `LOCK_FUNCS`
 * - sessions: `ISessions` (provided by the sessions plugin), `SessionModeHandler`
 * - the shared contract a server plugin needs: constants, plans, error codes, the sessions contract
 */
export * from './plugin';
export * from './errors';
export * from './db';
export * from './tables';
export * from './services';
export * from './usage';
export * from './config';
export * from './sessions';
export { activationOrder, PluginGraphError, type GraphNode } from '../graph';
export { createToken, type Token, type TokenType } from '../tokens';
export * from '../contract/constants';
export * from '../contract/plans';
export * from '../contract/sessions';
export type { Claims, BalanceInfo } from '../contract/auth';
export { stepParams } from '../components/stepParams';
export { renderAnswerWords, answerWordsKey } from '../components/answerWords';
export type { RenderedAnswerWords, WordsTranslate } from '../components/answerWords';
