import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openFromNavigation } from './navigate';
import { DEMO_PASSWORD, signIn } from './sign-in-helpers';

/**
 * Price alerts (issue 24, /trading/alert-preferences): the farmer, whose business has the insights upgrade, reaches the
 * page from the navigation, adds a price alert (in pounds, a trailing zero typed), a futures alert and a target price,
 * sees them listed, and each page state and form passes axe. The upgrade is granted first as the administrator grants it, where the demo lacks it.
 */
async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { username: email, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { data: { tokens: { access: string } } }).data.tokens.access;
}

async function grantInsights(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await tokenOf(request, 'admin@demo.farm')}` };
  const list = await request.get('/api/customers/organisations?limit=100', { headers });
  const organisations = ((await list.json()) as { data: { id: string; name: string }[] }).data;
  const hillside = organisations.find((each) => each.name === 'Hillside Farm Partnership');
  if (!hillside) throw new Error('No Hillside in the demo world');
  const current = await request.get(`/api/customers/organisations/${hillside.id}`, { headers });
  const modules = ((await current.json()) as { data: { modules: { id: string }[] } }).data.modules.map((m) => m.id);
  if (modules.includes('trading:insights:grain')) return;
  const reply = await request.patch(`/api/customers/organisations/${hillside.id}`, {
    headers,
    data: { modules: [...modules, 'trading:insights:grain'] },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** Picks a choice of a select in the dialog: Mantine labels the input and its list alike, the input first. */
async function choose(page: Page, label: string, option: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the farmer adds a price alert and a target price', { tag: '@phone' }, async ({ page, consoleErrors }) => {
  await grantInsights(page.request);
  await page.goto('/inventory/auth/login');
  await signIn(page, 'farmer@demo.farm');
  await expect(page).toHaveURL(/\/trading\/market-insights/);

  // From the navigation (behind the menu button on a phone).
  await openFromNavigation(page, 'Price alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Price alerts' })).toBeVisible();
  // Empty on the first project's run; the phone's follows the desktop's on the same server.
  await expect(page.getByRole('button', { name: 'Add a price alert' }).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add a price alert' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Add a price alert' })).toBeVisible();
  await expectAccessible(page);
  await choose(page, 'Crop', 'Feed wheat');
  await choose(page, 'Region', 'East of England');
  await page.getByRole('dialog').getByRole('textbox', { name: 'Price (£/t)' }).fill('195.50');
  await page.getByRole('dialog').getByRole('button', { name: 'Add alert' }).click();
  const alerts = page.getByRole('list', { name: 'Your price alerts' });
  await expect(alerts.getByText('Spot price at or above £195.50/t').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add a futures alert' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Add a futures alert' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('textbox', { name: 'Move (£/t)' }).fill('5');
  await page.getByRole('dialog').getByRole('button', { name: 'Add alert' }).click();
  await expect(alerts.getByText('A move of £5.00/t in a day, either way').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add a target price' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Add a target price' })).toBeVisible();
  await expectAccessible(page);
  await choose(page, 'Crop', 'Feed wheat');
  await choose(page, 'Region', 'East of England');
  await page.getByRole('dialog').getByRole('textbox', { name: 'Target price (£/t)' }).fill('210');
  await page.getByRole('dialog').getByRole('button', { name: 'Save target' }).click();
  await expect(page.locator(':text("£210.00/t"):visible').first()).toBeVisible();
  await expectAccessible(page);

  expect(consoleErrors).toEqual([]);
});
