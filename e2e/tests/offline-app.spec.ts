import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { messages } from '@harvest/domain';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { choose } from './inventory-steps';
import { openFromNavigation } from './navigate';
import { signIn } from './sign-in-helpers';

const OFFLINE_STATE_KEY = 'harvest:offline-state';
/** The build the product under test serves (the API's default WEB_DIST). */
const BUILT_WORKER = resolve(import.meta.dirname, '../../apps/web/dist/sw.js');

/** Waits until the app's service worker is active and controls this page (from the next load on). */
async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test(
  "the installed app reopens offline with the farmer's last state and the offline banner, and keeps a save made offline until it can be sent, through a reload",
  { tag: '@phone' },
  async ({ page, context }, info) => {
    await page.goto('/inventory/auth/login');
    await signIn(page, 'farmer@demo.farm');
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await page.goto('/inventory/manage/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

    // The state is saved at most every 15 s (platform §9): wait for the save that holds the profile.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', OFFLINE_STATE_KEY), { timeout: 25_000 })
      .toContain('"accounts","me"');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Tom Harrington')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: messages.offline.banner })).toBeVisible();
    await expectAccessible(page);

    // A page never opened on this device says so, rather than loading for ever.
    await openFromNavigation(page, 'Movements');
    await expect(page.getByText('This page has not been opened on this device before')).toBeVisible();

    // Back online, the banner goes.
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: messages.offline.banner })).toHaveCount(0);

    // A save made offline is kept, said so at once, and sent when the connection returns (issue 20).
    // Named for this run, so a repeat or a retry on the same database never meets the last one's stores.
    const run = `${info.project.name} ${info.repeatEachIndex}.${info.retry}`;
    const store = `Offline barn ${run}`;
    await page.goto('/inventory/storage');
    await expect(page.getByRole('heading', { level: 1, name: 'Stores and fields' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a store' });
    await choose(page, dialog, 'Farm or store', 'Hillside Grain Store');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(store);
    await dialog.getByLabel('Capacity (t)').fill('50');
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(/^Kept on this device: it will be sent/)).toBeVisible();
    await expect(page.getByText('1 change kept on this device, waiting to be sent')).toBeVisible();
    await expectAccessible(page);

    await context.setOffline(false);
    await expect(page.getByText('Your changes made offline have been sent')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('article', { name: store })).toBeVisible();
    await expect(page.getByText(/kept on this device/)).toHaveCount(0);

    // A kept save outlives the page: reloaded offline it still waits (IndexedDB), and goes when the connection returns.
    const reloaded = `Reloaded barn ${run}`;
    await page.getByRole('button', { name: 'Add a store' }).click();
    await choose(page, dialog, 'Farm or store', 'Hillside Grain Store');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(reloaded);
    await dialog.getByLabel('Capacity (t)').fill('40');
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(/^Kept on this device: it will be sent/)).toBeVisible();
    await page.reload();
    await expect(page.getByText('1 change kept on this device, waiting to be sent')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Your changes made offline have been sent')).toBeVisible();
    await expect(page.getByRole('article', { name: reloaded })).toBeVisible();
    await expect(page.getByText(/kept on this device/)).toHaveCount(0);
  },
);

test('a new build brings the update prompt', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/inventory/auth/login');
  await waitForServiceWorkerControl(page);

  // The next deploy: the served worker's bytes change (the browser compares them byte for byte).
  // Route interception does not reach the browser's own update check, so the build itself changes.
  const deployed = readFileSync(BUILT_WORKER, 'utf8');
  writeFileSync(BUILT_WORKER, `${deployed}\n// the next build\n`);
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
  } finally {
    writeFileSync(BUILT_WORKER, deployed);
  }

  const prompt = page.getByRole('region', { name: 'App update' });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await expect(prompt.getByText('A new version is available')).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expectAccessible(page);
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toHaveCount(0);
});

test('the app is installable: its manifest and icons are served', { tag: '@phone' }, async ({ page, request }) => {
  await page.goto('/inventory/auth/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await request.get(href!);
  expect(manifest.ok()).toBe(true);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const body = (await manifest.json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(body).toMatchObject({ name: 'Harvest', display: 'standalone', start_url: '/' });
  expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of body.icons) {
    const image = await request.get(icon.src);
    expect(image.ok()).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});
