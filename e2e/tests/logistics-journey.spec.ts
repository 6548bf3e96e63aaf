import { LATEST_UPDATES_SEEN_KEY } from '@harvest/domain';
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, serveMapTiles, test } from './fixtures';
import { openFromNavigation } from './navigate';
import { signIn } from './sign-in-helpers';

/**
 * The haulier in a browser of their own, signed in, with their own console errors (the fixture's are the farmer's
 * page) and the fixture's map tiles; the what's-new window is marked seen so it stays out of the way.
 */
async function haulierAt(browser: Browser, baseURL: string, errors: string[]): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  await serveMapTiles(context);
  await context.addInitScript(
    (key) => window.localStorage.setItem(key, '2999-12-31T00:00:00.000Z'),
    LATEST_UPDATES_SEEN_KEY,
  );
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/inventory/auth/login');
  await signIn(page, 'carrier@demo.farm');
  await expect(page).not.toHaveURL(/\/inventory\/auth\/login/);
  return page;
}

test("a contract's delivery booked as haulage, quoted by two carriers, accepted, and planned on a vehicle with the demo driver (issue 22)", async ({
  page: farmer,
  browser,
  consoleErrors,
}, info) => {
  // The quote requests page and the terms dialog are in the axe walk already (accessibility.spec.ts); axe looks
  // here at what this journey newly shows: the job with its load, two quotes, an acceptance, an allocation.
  // The farmer opens the milling wheat contract, whose third delivery is planned with no haulage yet (demo world).
  await farmer.goto('/inventory/auth/login');
  await signIn(farmer, 'farmer@demo.farm');
  await expect(farmer).toHaveURL(/\/trading\/market-insights/);
  await openFromNavigation(farmer, 'Contracts');
  await farmer
    .getByRole('row', { name: /AGM-C-24131/ })
    .getByRole('link', { name: /^Open contract / })
    .click();
  await expect(farmer.getByRole('heading', { level: 1, name: 'Contract AGM-C-24131' })).toBeVisible();

  // 'Book haulage' makes the job from the delivery: the farm's store to the buyer's site, the route drawn, and the
  // delivery's wheat as its load, nothing keyed again.
  await farmer.getByRole('button', { name: /^Book haulage: / }).click();
  await expect(farmer).toHaveURL(/\/logistics\/jobs\/[0-9a-f-]{36}$/);
  const jobHeading = farmer.getByRole('heading', { level: 1, name: /^J-\d{6}$/ });
  await expect(jobHeading).toBeVisible();
  const jobReference = (await jobHeading.textContent()) ?? '';
  const stops = farmer.getByRole('list').filter({ hasText: 'Hillside Grain Store' });
  await expect(stops).toContainText('Bury St Edmunds Office');
  await expect(farmer.getByText('Made from a contract delivery')).toBeVisible();
  await expect(farmer.getByRole('region', { name: 'Map of the job’s stops and route' })).toBeVisible();
  const loads = farmer.getByRole('list', { name: 'Loads' });
  await expect(loads.getByRole('listitem')).toHaveCount(1);
  await expect(loads).toContainText(/Wheat · 28\.00 t/);
  const loadReference = ((await loads.getByText(/^LD-\d{6}$/).textContent()) ?? '').trim();
  await expectAccessible(farmer);

  // Both carriers asked for a quote.
  await farmer.getByRole('link', { name: 'Quotes' }).click();
  await expect(farmer.getByRole('heading', { level: 1, name: `Quotes for job ${jobReference}` })).toBeVisible();
  await farmer.getByRole('checkbox', { name: 'Fenland Haulage Ltd' }).check();
  await farmer.getByRole('checkbox', { name: 'Ouse Valley Transport Ltd' }).check();
  await farmer.getByRole('button', { name: 'Ask 2 carriers' }).click();
  const quotes = farmer.getByRole('table', { name: 'Quotes from carriers, side by side' });
  await expect(quotes.getByRole('row')).toHaveCount(3);
  await expect(quotes.getByRole('row', { name: /Ouse Valley Transport Ltd/ })).toContainText('Requested');
  await expectAccessible(farmer);

  // The demo haulier finds the request among its quote requests and prices it.
  const haulierErrors: string[] = [];
  const haulier = await haulierAt(browser, String(info.project.use.baseURL), haulierErrors);
  await openFromNavigation(haulier, 'Quote requests');
  const request = haulier.getByRole('article', { name: `Hillside Farm Partnership: job ${jobReference}` });
  await request.getByRole('button', { name: 'Price this job' }).click();
  const priceDialog = haulier.getByRole('dialog', { name: `Price job ${jobReference}` });
  await priceDialog.getByLabel('Price for the job').fill('465');
  await priceDialog.getByRole('button', { name: 'Send price' }).click();
  await expect(priceDialog).toBeHidden();
  await expect(request).toContainText('£465.00 for the job');
  await expect(request).toContainText('Price submitted');

  // The farmer compares the quotes side by side, agrees Fenland's terms and accepts its price.
  await farmer.reload();
  await expect(quotes.getByRole('row', { name: /Fenland Haulage Ltd/ })).toContainText('£465.00');
  await quotes.getByRole('button', { name: 'Agree terms: terms of Fenland Haulage Ltd' }).click();
  const termsDialog = farmer.getByRole('dialog', { name: 'Terms and conditions of Fenland Haulage Ltd' });
  await expect(termsDialog).toContainText('Conditions of Carriage');
  await termsDialog.getByRole('button', { name: 'I agree these terms' }).click();
  await expect(termsDialog).toBeHidden();
  await quotes.getByRole('button', { name: 'Accept the quote from Fenland Haulage Ltd' }).click();
  await expect(quotes.getByRole('row', { name: /Fenland Haulage Ltd/ })).toContainText('Accepted');
  await expect(quotes.getByRole('row', { name: /Ouse Valley Transport Ltd/ })).toContainText('Declined');
  await expect(farmer.getByText('This job is with Fenland Haulage Ltd at £465.00.')).toBeVisible();
  await expect(farmer.getByRole('heading', { level: 1, name: `Quotes for job ${jobReference}` })).toContainText(
    'Assigned',
  );
  await expectAccessible(farmer);

  // The haulier opens the load planner (today, the delivery's day) and allocates the whole load to an artic and the
  // demo driver by picking them.
  await openFromNavigation(haulier, 'Load planner');
  await expect(haulier.getByRole('heading', { level: 1, name: 'Load planner' })).toBeVisible();
  const load = haulier.getByRole('article', { name: loadReference });
  await expect(load).toContainText(`Job ${jobReference}`);
  await load.getByRole('button', { name: `Allocate load ${loadReference}` }).click();
  const allocate = haulier.getByRole('dialog', { name: `Allocate load ${loadReference}` });
  await allocate.getByRole('combobox', { name: 'Vehicle' }).click();
  await haulier.getByRole('option', { name: 'FH21KGL (29.00 t spare)' }).click();
  await allocate.getByRole('combobox', { name: 'Driver' }).click();
  // The listbox's option: the planner's other loads of the day name Mick in their own driver selects.
  await haulier.getByRole('listbox', { name: 'Driver' }).getByRole('option', { name: 'Mick Holloway' }).click();
  await allocate.getByRole('button', { name: 'Allocate' }).click();
  await expect(allocate).toBeHidden();
  await expect(load).toContainText('Allocated');
  await expect(load).toContainText('28.00 t on FH21KGL with Mick Holloway');
  await expect(haulier.getByRole('progressbar', { name: 'FH21KGL: 28.00 t of 29.00 t allocated' })).toBeVisible();
  await expectAccessible(haulier);

  // From the planner to the booked job with its route and its load, now allocated.
  await load.getByRole('link', { name: `Job ${jobReference}` }).click();
  await expect(haulier.getByRole('heading', { level: 1, name: jobReference })).toBeVisible();
  const carriersLoads = haulier.getByRole('list', { name: 'Loads' });
  await expect(carriersLoads).toContainText(loadReference);
  await expect(carriersLoads).toContainText('Allocated');
  await expect(haulier.getByRole('region', { name: 'Map of the job’s stops and route' })).toBeVisible();
  await expectAccessible(haulier);

  expect(consoleErrors).toEqual([]);
  expect(haulierErrors).toEqual([]);
  await haulier.context().close();
});
