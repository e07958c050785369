/** Types of scripts/build-server.mjs. */
/** Folders whose TypeScript ends up in the server bundle. */
export declare const SERVER_SOURCES: readonly string[];
/** npm packages compiled into the bundles (the rest stay external). */
export declare const BUNDLED_PACKAGES: readonly string[];
/** Newest modification time of the sources under `dir`. */
export declare function newestSource(dir: string): number;
/** True when dist/server/main.js is missing or older than a server source (or the database template is stale). */
export declare function serverIsStale(): boolean;
/**
 * Builds the compiled server; returns the milliseconds taken.
 * @param opts.outDir another folder inside the repository (tests); no database template is made there
 */
export declare function buildServer(opts?: { outDir?: string }): Promise<number>;
