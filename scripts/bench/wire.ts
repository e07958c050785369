/**
 * First-visit weight (issue #13): bytes ON THE WIRE that Chromium downloads for a first visit of a
 * route (empty cache, fresh context) until the network is idle, counted from the DevTools protocol
 * (`Network.loadingFinished.encodedDataLength`: headers + compressed body, as transferred), against
 * the real server (scripts/bench/server.ts). Prints per route: requests, wire kB, decoded kB, the
 * budget; exits 1 when a route is over its budget.
 * Run: `node_modules/.bin/tsx scripts/bench/wire.ts` (part of `npm run bench`); `--json` prints JSON too.
 */
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath, startBenchServer } from './server';
import { overWireBudget, WIRE_BUDGETS_KB } from './budgets';

export { WIRE_BUDGETS_KB };

export interface WireResult {
  name: string;
  path: string;
  requests: number;
  /** Bytes transferred (headers + encoded bodies). */
  wire: number;
  /** Bytes after decompression (bodies only). */
  decoded: number;
  /** The five largest transfers (all with `--all`): url path → wire bytes. */
  largest: [string, number][];
}

/** Loads `origin + path` in a fresh context and sums the transfers until network idle (500 ms without requests). */
export async function measureRoute(browser: Browser, origin: string, name: string, path: string): Promise<WireResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map<string, string>();
  const decodedById = new Map<string, number>();
  const perUrl = new Map<string, number>();
  let wire = 0;
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.dataReceived', (e) => decodedById.set(e.requestId, (decodedById.get(e.requestId) ?? 0) + e.dataLength));
  cdp.on('Network.loadingFinished', (e) => {
    wire += e.encodedDataLength;
    const url = urls.get(e.requestId) ?? e.requestId;
    const short = url.startsWith(origin) ? url.slice(origin.length).split('?')[0]! : url;
    perUrl.set(short, (perUrl.get(short) ?? 0) + e.encodedDataLength);
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await context.close();
  const decoded = [...decodedById.values()].reduce((a, b) => a + b, 0);
  const largest = [...perUrl].sort((a, b) => b[1] - a[1]).slice(0, process.argv.includes('--all') ? undefined : 5);
  return { name, path, requests: urls.size, wire, decoded, largest };
}

const kb = (n: number) => (n / 1000).toFixed(1);

/** Prints the table; returns the routes over budget. */
export function report(results: WireResult[]): WireResult[] {
  console.log('\nFirst visit, bytes on the wire (Chromium, empty cache, until network idle):');
  console.log(
    `  ${'route'.padEnd(40)} ${'reqs'.padStart(5)} ${'wire kB'.padStart(9)} ${'decoded kB'.padStart(11)} ${'budget'.padStart(7)}`,
  );
  const over: WireResult[] = [];
  for (const r of results) {
    const budget = WIRE_BUDGETS_KB[r.name];
    const fails = overWireBudget(r);
    if (fails) over.push(r);
    console.log(
      `  ${`${r.name} ${r.path.length > 24 ? r.path.slice(0, 24) + '…' : r.path}`.padEnd(40)} ${String(r.requests).padStart(5)} ${kb(r.wire).padStart(9)} ${kb(r.decoded).padStart(11)} ${(budget ? `${budget}` : '-').padStart(7)} ${fails ? 'OVER BUDGET' : 'ok'}`,
    );
    for (const [url, bytes] of r.largest) console.log(`      ${kb(bytes).padStart(7)} kB  ${url}`);
  }
  return over;
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const results: WireResult[] = [];
  try {
    for (const r of server.routes) results.push(await measureRoute(browser, server.origin, r.name, r.path));
  } finally {
    await browser.close();
    await server.close();
  }
  const over = report(results);
  if (process.argv.includes('--json')) console.log(JSON.stringify(results));
  if (over.length) {
    console.error(
      `\nOver the wire budget: ${over.map((r) => `${r.name} (${kb(r.wire)} kB > ${WIRE_BUDGETS_KB[r.name]} kB)`).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) await main();
