// `npm run lighthouse`: Lighthouse mobile (performance and accessibility) on sign-in, market insights and the stock
// list, against the product as `npm start` serves it (built, compressed). Start it first, then point this at it:
//
//   PORT=3427 DATA_DIR=/tmp/lh-data npm start
//   LH_BASE_URL=http://127.0.0.1:3427 npm run lighthouse            # LH_RUNS=3 by default; the median is reported
//
// Chromium is Debian's (`CHROME_PATH`, default /usr/bin/chromium), driven by playwright-core in a profile of its own
// with a debugging port Lighthouse connects to, so the signed-in pages are measured in the same browser after a real
// sign-in (the demo farmer). Each run starts with a cold HTTP cache and no service worker; sign-in also starts
// signed out. Not part of `npm test` (slow, and noisy on a shared machine): the load average is printed beside the
// figures. docs/testing.md keeps the last ones.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const base = (process.env.LH_BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const runs = Number(process.env.LH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const debuggingPort = Number(process.env.LH_DEBUG_PORT ?? 9333);
const email = process.env.LH_EMAIL ?? 'farmer@demo.farm';
const password = process.env.LH_PASSWORD ?? 'Harvest2026!';
/** The what's-new window would stand over the page measured (e2e/tests/fixtures.ts does the same). */
const LATEST_UPDATES_SEEN_KEY = 'latestUpdatesSeenAt';

const ALL_PAGES = [
  { name: 'sign-in', path: '/inventory/auth/login', signedIn: false },
  { name: 'market insights', path: '/trading/market-insights', signedIn: true },
  { name: 'stock list', path: '/inventory/stock', signedIn: true },
];
/** LH_PAGES=sign-in,stock list measures only those; LH_SAVE=<folder> keeps each run's full report there to read. */
const only = process.env.LH_PAGES?.split(',').map((name) => name.trim());
const PAGES = only ? ALL_PAGES.filter((target) => only.includes(target.name)) : ALL_PAGES;
const saveTo = process.env.LH_SAVE;

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  load: number;
  failing: string[];
}

/** A cold start for the next run: no HTTP cache, no service worker or its caches; the session stays. */
async function coldCache(context: BrowserContext, page: Page, signedOut: boolean) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const storageTypes = signedOut ? 'all' : 'service_workers,cache_storage';
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes });
  // A worker already running keeps answering from memory after its registration is cleared (a run then measured a
  // warm page, LCP 1.4 s among 6 s ones): stop them all, so the next page starts uncontrolled.
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}

async function measure(url: string, name: string): Promise<Figures> {
  const [load = NaN] = loadavg();
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The session lives in localStorage: Lighthouse must not clear it (the cache is cleared above instead).
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (saveTo) {
    mkdirSync(saveTo, { recursive: true });
    writeFileSync(join(saveTo, `${name.replace(/\W+/g, '-')}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A signed-in page that sent the browser back to sign-in measured the wrong page: fail rather than report it.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const { performance, accessibility } = lhr.categories;
  const failing = (accessibility?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1,
  );
  return {
    performance: Math.round((performance?.score ?? 0) * 100),
    accessibility: Math.round((accessibility?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    load,
    failing: failing.map((ref) => ref.id),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  const profile = mkdtempSync(join(tmpdir(), 'harvest-lighthouse-'));
  // A persistent context is the browser's default one, which the tab Lighthouse opens shares (the session with it).
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    headless: true,
    args: [
      `--remote-debugging-port=${debuggingPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows: string[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const target of PAGES) {
      if (target.signedIn) {
        await page.goto(`${base}/inventory/auth/login`);
        await page.evaluate(
          (key) =>
            (
              globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
            ).localStorage.setItem(key, '2999-12-31T00:00:00.000Z'),
          LATEST_UPDATES_SEEN_KEY,
        );
        // Signed out, the form appears; signed in, the page moves on: wait for one of the two (isVisible does not wait,
        // and a run that read the form as not there yet measured the sign-in page it was sent back to).
        const form = page.getByLabel('Email');
        await Promise.race([
          form.waitFor({ state: 'visible' }),
          page.waitForURL((url) => !url.pathname.includes('/auth/login')),
        ]);
        if (await form.isVisible()) {
          await page.getByLabel('Email').fill(email);
          await page.getByLabel('Password', { exact: true }).fill(password);
          await page.getByRole('button', { name: 'Sign in', exact: true }).click();
          await page.waitForURL((url) => !url.pathname.includes('/auth/login'));
        }
      }
      const figures: Figures[] = [];
      for (let run = 0; run < runs; run += 1) {
        await page.goto(`${base}/favicon.svg`);
        await coldCache(context, page, !target.signedIn);
        // On a busy machine Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP): such a run is tried again once.
        const result = await measure(`${base}${target.path}`, target.name).catch((error: unknown) => {
          console.log(`${target.name} run ${run + 1} failed, trying again: ${String(error)}`);
          return measure(`${base}${target.path}`, target.name);
        });
        figures.push(result);
        console.log(
          `${target.name} run ${run + 1}: performance ${result.performance}, accessibility ${result.accessibility}, ` +
            `LCP ${(result.lcp / 1000).toFixed(1)} s, TBT ${Math.round(result.tbt)} ms, load average ${result.load.toFixed(1)}` +
            (result.failing.length ? ` (accessibility audits failing: ${result.failing.join(', ')})` : ''),
        );
      }
      const pick = (key: keyof Omit<Figures, 'failing'>) => median(figures.map((f) => f[key]));
      rows.push(
        `| ${target.name} | ${pick('performance')} (${figures.map((f) => f.performance).join(', ')}) | ` +
          `${pick('accessibility')} | ${(pick('fcp') / 1000).toFixed(1)} s | ${(pick('lcp') / 1000).toFixed(1)} s | ` +
          `${Math.round(pick('tbt'))} ms | ${pick('cls').toFixed(3)} | ${Math.round(pick('bytes') / 1024)} KiB | ` +
          `${figures.map((f) => f.load.toFixed(1)).join(', ')} |`,
      );
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  console.log(`\nLighthouse ${runs} run(s) a page, mobile, median (each run's performance in brackets), ${base}:\n`);
  console.log('| page | performance | accessibility | FCP | LCP | TBT | CLS | bytes | load average per run |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
}

await main();
