/**
 * Precompression of the built client (issue #13): writes `file.br` (brotli, quality 11) and `file.gz`
 * (gzip, level 9) next to every compressible file of the build, so the server sends them as they are
 * (@fastify/static `preCompressed`, chosen by Accept-Encoding) without compressing per request.
 * Used by vite.config.ts as the `lemma-precompress` plugin (after the bundle is written); also
 * runnable alone: `node scripts/precompress.mjs [dir]` (default dist/client). Types: precompress.d.mts.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text-like formats worth compressing; fonts in woff/woff2 and images in png/jpg are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|ttf|eot|otf|wasm|ico)$/i;
/** Files smaller than this are sent as they are (the headers outweigh the saving). */
const MIN_BYTES = 512;

/** @param {string} dir @returns {Promise<string[]>} */
async function filesUnder(dir) {
  const out = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await filesUnder(p)));
    else out.push(p);
  }
  return out;
}

/**
 * Writes the .br and .gz siblings of every compressible file under `dir` (a sibling is skipped when it
 * would not be smaller than the file).
 * @param {string} dir
 * @returns {Promise<{ files: number; raw: number; brotli: number }>} the number of files compressed and the bytes before and after brotli
 */
export async function precompressDir(dir) {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  const totals = { files: 0, raw: 0, brotli: 0 };
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const buf = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }),
        gz(buf, { level: 9 }),
      ]);
      if (br.length < buf.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < buf.length) await writeFile(`${file}.gz`, gzipped);
      totals.files++;
      totals.raw += buf.length;
      totals.brotli += Math.min(br.length, buf.length);
    }),
  );
  return totals;
}

/**
 * The Vite plugin: precompresses the output folder once the client bundle is written (build only).
 * @returns {import('vite').Plugin}
 */
export function precompressPlugin() {
  let outDir = '';
  return {
    name: 'lemma-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (outDir) await precompressDir(outDir);
    },
  };
}

if (process.argv[1]?.endsWith('precompress.mjs')) {
  const dir = process.argv[2] ?? join(process.cwd(), 'dist', 'client');
  const r = await precompressDir(dir);
  console.log(`precompressed ${r.files} files: ${(r.raw / 1000).toFixed(0)} kB → ${(r.brotli / 1000).toFixed(0)} kB brotli`);
}
