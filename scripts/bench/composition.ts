/**
 * What the first visit of a page is made of (issue #13): brotli kB per package (or per Lemma
 * top-level folder) in the script files an HTML entry loads at start — its entry chunk and the
 * chunks that chunk imports statically (the ones `index.html` / `popup.html` modulepreload).
 * Lazy chunks a route loads afterwards are not counted; `npm run bench`'s wire bench lists them.
 *
 * Needs a build made with `LEMMA_BUNDLE_REPORT=1` (vite.config.ts `bundleReport` writes
 * `dist/client/bundle-report.json`: per chunk, each package's modules compressed together).
 * Package sizes are scaled so that each chunk's sum equals its real `.br` file.
 * Run: `LEMMA_BUNDLE_REPORT=1 npx vite build && node_modules/.bin/tsx scripts/bench/composition.ts [main|popup]`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One chunk of the report: its static imports and the brotli bytes of each package's modules in it. */
export interface ReportChunk {
  isEntry: boolean;
  name: string;
  imports: string[];
  packages: Record<string, number>;
}

/** The files an entry loads at start: the entry chunk named `entry` and, recursively, its static imports. */
export function startFiles(report: Record<string, ReportChunk>, entry: string): string[] {
  const first = Object.keys(report).find((f) => report[f]!.isEntry && report[f]!.name === entry);
  if (!first) throw new Error(`No entry chunk "${entry}" in the report`);
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f) || !report[f]) return;
    seen.add(f);
    report[f]!.imports.forEach(visit);
  };
  visit(first);
  return [...seen];
}

/** Brotli bytes per package over `files`, each chunk's packages scaled to `realSize(file)`. */
export function composition(
  report: Record<string, ReportChunk>,
  files: readonly string[],
  realSize: (file: string) => number,
): [string, number][] {
  const totals = new Map<string, number>();
  for (const f of files) {
    const packages = Object.entries(report[f]!.packages);
    const sum = packages.reduce((a, [, n]) => a + n, 0);
    for (const [p, n] of packages) totals.set(p, (totals.get(p) ?? 0) + (sum ? (n * realSize(f)) / sum : 0));
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

function main(): void {
  const dist = fileURLToPath(new URL('../../dist/client/', import.meta.url));
  const file = join(dist, 'bundle-report.json');
  if (!existsSync(file)) throw new Error('No dist/client/bundle-report.json: build with LEMMA_BUNDLE_REPORT=1 first');
  const report = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ReportChunk>;
  const entry = process.argv[2] ?? 'main';
  const files = startFiles(report, entry);
  // A chunk left empty (all its modules moved elsewhere) is in the report but not written: it costs nothing.
  const size = (f: string) =>
    [join(dist, `${f}.br`), join(dist, f)].map((p) => (existsSync(p) ? statSync(p).size : null)).find((n) => n !== null) ?? 0;
  const rows = composition(report, files, size);
  const total = rows.reduce((a, [, n]) => a + n, 0);
  console.log(`Scripts the "${entry}" entry loads at start: ${files.length} files, ${(total / 1000).toFixed(1)} kB brotli`);
  for (const [p, n] of rows) if (n >= 100) console.log(`  ${(n / 1000).toFixed(1).padStart(6)} kB  ${p}`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) main();
