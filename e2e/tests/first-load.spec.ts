import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/**
 * The sign-in page's first load (issue 20): every script and stylesheet a fresh visit fetches until the network is
 * quiet, each measured as gzip at level 9 of the bytes served (the server sends brotli, a little smaller; gzip is the
 * figure the budget is set in). The target is 150 KiB of JavaScript (aim 120); the budget below is where the
 * split build stands now with a little room, so a change that puts more on the first load fails here and has to say
 * why. Lower it as the first load shrinks; docs/testing.md keeps the figures.
 */
const BUDGET_KIB = { script: 150, stylesheet: 12 };

const kib = (bytes: number) => bytes / 1024;

test('the sign-in page loads only what it uses: JavaScript and CSS within budget', async ({ browser }) => {
  // A first visit: no cache, and no service worker (its precache of the whole app runs after the page, on its own).
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const loaded: { url: string; type: 'script' | 'stylesheet'; gzip: number }[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    reading.push(
      response.body().then((body) => {
        loaded.push({ url: new URL(response.url()).pathname, type, gzip: gzipSync(body, { level: 9 }).length });
      }),
    );
  });

  await page.goto('/inventory/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // Signed out there is no event stream, so the network does go quiet once the page has what it asked for.
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);

  // The page drew its words from the first catalogue: no raw key like 'auth.signIn.title' on screen.
  expect(await page.locator('body').innerText()).not.toMatch(/\b[a-z]+(?:\.[a-z][A-Za-z0-9]*){2,}\b/);

  const total = (type: 'script' | 'stylesheet') =>
    kib(loaded.filter((file) => file.type === type).reduce((sum, file) => sum + file.gzip, 0));
  const report = [...loaded]
    .sort((a, b) => b.gzip - a.gzip)
    .map((file) => `${kib(file.gzip).toFixed(1).padStart(7)} KiB  ${file.type.padEnd(10)} ${file.url}`)
    .join('\n');
  const summary = `sign-in first load: JavaScript ${total('script').toFixed(1)} KiB, CSS ${total('stylesheet').toFixed(1)} KiB (gzip) in ${loaded.length} files`;
  process.stdout.write(`${summary}\n${report}\n`);

  expect(total('script'), `${summary}\n${report}`).toBeLessThanOrEqual(BUDGET_KIB.script);
  expect(total('stylesheet'), `${summary}\n${report}`).toBeLessThanOrEqual(BUDGET_KIB.stylesheet);
  await context.close();
});
