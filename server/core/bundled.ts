/**
 * The plugins compiled into the server bundle. Under tsx, Vitest and drizzle-kit this is null and
 * discovery imports `plugins/<id>/server/*.ts` at run time; scripts/build-server.mjs replaces this
 * module with a static list (`"plugins/<id>/server/index.ts": () => import(...)`) so the compiled
 * dist/server/main.js needs no TypeScript loader.
 */
export const bundledModules: Readonly<Record<string, () => Promise<unknown>>> | null = null;
