/** Types of scripts/precompress.mjs. */
import type { Plugin } from 'vite';
/** Text-like formats worth compressing. */
export declare const COMPRESSIBLE: RegExp;
/** Writes the .br and .gz siblings of every compressible file under `dir`. */
export declare function precompressDir(dir: string): Promise<{ files: number; raw: number; brotli: number }>;
/** The Vite plugin: precompresses the output folder once the client bundle is written (build only). */
export declare function precompressPlugin(): Plugin;
