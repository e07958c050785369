/**
 * Two views of the one PGlite connection (issue #12 point 5, fast hot paths on the embedded database).
 *
 * Drizzle passes its own `parsers` option with every query (timestamps, dates, intervals and their
 * arrays kept as text, which drizzle's columns map themselves). PGlite then merges that option with
 * its ~320 parsers, `{ ...instanceParsers, ...options.parsers }`, on every query: a copy of a large
 * integer-keyed object that the CPU profile of `npm run bench:api` showed as the largest single cost of
 * a simple read (PGlite's `parseResults`). So drizzle's parsers are installed once on the instance and
 * drizzle's queries go without the option (`forDrizzle`). pg-boss, which expects PGlite's own parsers
 * (Dates), gets them back per query (`forJobs`: a few queries a second, the merge is affordable there).
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';

/** Drizzle's parsers (drizzle-orm/pglite/session.js): these types stay text. */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;

export interface PgliteViews {
  /** For drizzle: queries without the per-query `parsers` option (the instance has drizzle's). */
  forDrizzle: PGlite;
  /** For pg-boss and raw queries: PGlite's own parsers, as if nothing were installed. */
  forJobs: PGlite;
}

type Options = { parsers?: Record<number, (value: string, typeId: number) => unknown> } & Record<string, unknown>;
type Queryable = Pick<PGlite, 'query' | 'exec'>;

const made = new WeakMap<PGlite, PgliteViews>();

/**
 * Installs drizzle's parsers on `client` (once) and returns its two views.
 * @param client an open PGlite instance that only these views will query from now on
 */
export function pgliteViews(client: PGlite): PgliteViews {
  const done = made.get(client);
  if (done) return done;
  const original: Options['parsers'] = {};
  for (const oid of DRIZZLE_TEXT_TYPES) {
    original[oid] = client.parsers[oid]!;
    client.parsers[oid] = asText;
  }
  const withoutParsers = (o?: Options) => (o?.parsers ? { ...o, parsers: undefined } : o);
  const withOriginal = (o?: Options) => ({ ...o, parsers: { ...original, ...o?.parsers } });
  const views = {
    forDrizzle: view(client, withoutParsers),
    forJobs: view(client, withOriginal),
  } as PgliteViews;
  made.set(client, views);
  return views;
}

/** A Proxy of `target` (the connection or one of its transactions) rewriting the options of every query. */
function view<T extends Queryable>(target: T, rewrite: (o?: Options) => Options | undefined): T {
  return new Proxy(target, {
    get(t, key) {
      if (key === 'query') return (sql: string, params?: unknown[], o?: Options) => t.query(sql, params, rewrite(o) as never);
      if (key === 'exec') return (sql: string, o?: Options) => t.exec(sql, rewrite(o) as never);
      if (key === 'transaction')
        return <R>(fn: (tx: Transaction) => Promise<R>) => (t as unknown as PGlite).transaction((tx) => fn(view(tx, rewrite)));
      const v = Reflect.get(t, key, t) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(t) : v;
    },
  });
}
