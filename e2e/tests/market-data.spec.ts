import { HEADERS } from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openFromNavigation } from './navigate';
import { DEMO_PASSWORD, signIn } from './sign-in-helpers';

/**
 * Market data end to end (issue 24): the administrator imports a published price table; the farmer sees the regional
 * chart and the day's typical price from it, sets a price alert above the market; a new table crossing it tells him
 * once, the same table imported again tells him nothing, and after the price falls back a new crossing tells him
 * again. (The market update floating in within one poll is market-updates.spec.ts.) Not tagged @phone, so the desktop
 * project alone runs it: the alert's crossings are state on the shared server, which a second run would start past.
 */

const SOURCE = 'e2e-regional-table';
const ALERT_PRICE = '250';
const firing = 'Feed wheat has reached £250.00';

/** The server's day in the UK: its clock may have been moved by earlier journeys. */
async function serverDay(request: APIRequestContext): Promise<string> {
  const reply = await request.get('/api/health');
  return calendarDateIn(new Date(reply.headers()[HEADERS.serverTime] ?? Date.now()), 'GB');
}

/** Three quotes for feed wheat in the East of England on the day; the last (23:59) is the day's last price. */
const table = (day: string, last: string) =>
  [
    'Date,Crop,Region,Price,Time',
    `${day},Feed wheat,East of England,178.00,09:00`,
    `${day},Feed wheat,East of England,183.00,12:00`,
    `${day},Feed wheat,East of England,${last},23:59`,
  ].join('\r\n');

/** Imports a table on the administrator's price import page: check first, then import. */
async function importTable(admin: Page, csv: string, replaced: number) {
  // The source's name is typed; the field also offers the sources there are.
  await admin.getByRole('combobox', { name: /^Source/ }).fill(SOURCE);
  await admin
    .locator('input[type=file]')
    .setInputFiles({ name: 'regional-prices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const kind = admin.getByRole('combobox', { name: /^Kind of every price/ });
  if ((await kind.inputValue()) !== 'Spot') {
    await kind.click();
    await admin.getByRole('option', { name: 'Spot', exact: true }).click();
  }
  await admin.getByRole('button', { name: 'Check file' }).click();
  await expect(admin.getByText('Every row can be imported. Import the prices when you are ready.')).toBeVisible();
  await admin.getByRole('button', { name: 'Import prices' }).click();
  await expect(admin.getByText(new RegExp(`Imported 3 prices for .* \\(replaced ${replaced}\\)`))).toBeVisible();
  await admin.getByRole('button', { name: 'Import another table' }).click();
}

/** The farmer's session token, for reading what the server holds. */
async function farmerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { username: 'farmer@demo.farm', password: DEMO_PASSWORD },
  });
  return ((await login.json()) as { data: { tokens: { access: string } } }).data.tokens.access;
}

/** Which side of its price the farmer's alert last saw the market on (the check has run once it says so). */
async function alertSide(request: APIRequestContext): Promise<string | null> {
  const headers = { authorization: `Bearer ${await farmerToken(request)}` };
  const alerts = (
    (await (await request.get('/api/trading/alert-preferences', { headers })).json()) as {
      data: { priceMinor: number | null; side: string | null }[];
    }
  ).data;
  return alerts.find((alert) => alert.priceMinor === 25_000)?.side ?? null;
}

/** The messages of the farmer's in-app notifications of the alert's firing, oldest first, read from the API. */
async function firings(request: APIRequestContext): Promise<string[]> {
  const token = await farmerToken(request);
  const list = await request.get('/api/sys/v1/notifications', { headers: { authorization: `Bearer ${token}` } });
  const items = ((await list.json()) as { data: { title: string; message: string }[] }).data;
  return items
    .filter((item) => item.title.startsWith(firing))
    .map((item) => item.message)
    .reverse();
}

test('the administrator imports a price table; the farmer sees it by region, sets an alert, and is told once per crossing', async ({
  page: farmer,
  browser,
  consoleErrors,
}, info) => {
  const day = await serverDay(farmer.request);

  const adminContext = await browser.newContext({ ...info.project.use });
  const admin = await adminContext.newPage();
  await admin.goto('/inventory/auth/login');
  await signIn(admin, 'admin@demo.farm');
  await openFromNavigation(admin, 'Market prices');
  await expect(admin.getByRole('heading', { level: 1, name: 'Market prices' })).toBeVisible();
  await importTable(admin, table(day, '180.00'), 0);

  // The farmer's prices by region: feed wheat in the East, the table's day with its typical price,
  // (183 + 178 + 180) / 3 = £180.33, beside the demo series.
  await farmer.goto('/inventory/auth/login');
  await signIn(farmer, 'farmer@demo.farm');
  await expect(farmer).toHaveURL(/\/trading\/market-insights/);
  const regional = farmer.getByRole('region', { name: 'Prices by region' });
  await regional.getByRole('combobox', { name: 'Crop' }).click();
  await farmer.getByRole('option', { name: 'Feed wheat', exact: true }).click();
  await regional.getByRole('combobox', { name: 'Region' }).click();
  await farmer.getByRole('option', { name: 'East of England', exact: true }).click();
  await expect(regional.locator('svg').first()).toBeVisible();
  await expect(regional.getByText('£180.33').first()).toBeVisible();
  await expectAccessible(farmer);

  // A price alert above the market.
  await openFromNavigation(farmer, 'Price alerts');
  await farmer.getByRole('button', { name: 'Add a price alert' }).first().click();
  const dialog = farmer.getByRole('dialog', { name: 'Add a price alert' });
  await dialog.getByLabel('Crop', { exact: true }).first().click();
  await farmer.getByRole('option', { name: 'Feed wheat', exact: true }).click();
  await dialog.getByLabel('Region', { exact: true }).first().click();
  await farmer.getByRole('option', { name: 'East of England', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Price (£/t)' }).fill(ALERT_PRICE);
  await dialog.getByRole('button', { name: 'Add alert' }).click();
  await expect(
    farmer.getByRole('list', { name: 'Your price alerts' }).getByText('Spot price at or above £250.00/t').first(),
  ).toBeVisible();
  expect(await firings(farmer.request)).toEqual([]);

  // The day's last price crosses it: the farmer is told, on his open page.
  await importTable(admin, table(day, '255.00'), 3);
  await expect(farmer.getByRole('alert').filter({ hasText: firing })).toBeVisible({ timeout: 20_000 });

  // The same table again changes nothing and tells nothing; falling back below and crossing again tells him again.
  await importTable(admin, table(day, '255.00'), 3);
  await importTable(admin, table(day, '240.00'), 3);
  // The check reads the newest price when it runs: it must see the fall before the next table arrives.
  await expect.poll(() => alertSide(farmer.request), { timeout: 20_000 }).toBe('below');
  await importTable(admin, table(day, '256.00'), 3);
  // The last crossing's notice names its price; by then the checks before it have run, and none of them told him.
  await expect
    .poll(async () => (await firings(farmer.request)).some((message) => message.includes('£256.00')), {
      timeout: 20_000,
    })
    .toBe(true);
  const told = await firings(farmer.request);
  expect(told).toHaveLength(2);
  expect(told[0]).toContain('£255.00');

  await adminContext.close();
  expect(consoleErrors).toEqual([]);
});
