import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { signIn } from './sign-in-helpers';

const setup = '/trading/manage/business-setup';

const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

test('modals follow the action value: a link stacks them newest first, closing one shows the next, Back closes', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/inventory/auth/login');
  await signIn(page, 'buyer@demo.farm');
  await expect(page).not.toHaveURL(/\/inventory\/auth\/login/);

  // Opened from the page: the action value names it, and Back closes it.
  await page.goto(setup);
  await page.getByRole('button', { name: 'Edit the organisation details' }).click();
  const details = page.getByRole('dialog', { name: 'Organisation details' });
  await expect(details).toBeVisible();
  await expect(page).toHaveURL(/[?&]action=organisation-details$/);
  expect(await bodyOverflow(page)).toBe('hidden');
  await page.goBack();
  await expect(details).toBeHidden();
  await expect(page).not.toHaveURL(/action=/);
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');

  // A link naming two: the first is the one open, on top of the second.
  await page.goto(`${setup}?action=verified-buyer,organisation-details`);
  const verified = page.getByRole('dialog', { name: 'Verified buyer' });
  await expect(verified).toBeVisible();
  await expect(details).toBeHidden();
  expect(await bodyOverflow(page)).toBe('hidden');
  await expectAccessible(page);

  // Closing the top one shows the one beneath; the page stays locked until none remain.
  await verified.getByRole('button', { name: 'Close' }).first().click();
  await expect(verified).toBeHidden();
  await expect(details).toBeVisible();
  await expect(page).toHaveURL(/[?&]action=organisation-details$/);
  expect(await bodyOverflow(page)).toBe('hidden');
  await details.getByRole('button', { name: 'Cancel' }).click();
  await expect(details).toBeHidden();
  await expect(page).not.toHaveURL(/action=/);
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');

  // An address naming a modal this app does not have opens nothing over the page.
  await page.goto(`${setup}?action=no-such-modal`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("'help' and 'filters' open by name over a list, stack, and close with Back", async ({ page, consoleErrors }) => {
  await page.goto('/inventory/auth/login');
  await signIn(page, 'farmer@demo.farm');
  await expect(page).not.toHaveURL(/\/inventory\/auth\/login/);

  // The header's help: what to do on this page, and where to turn next.
  await page.goto('/inventory/stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
  await page.getByRole('button', { name: 'Help for this page' }).click();
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help).toContainText('Every stock record at your farms and stores');
  await expect(help.getByRole('link', { name: /^Call support on / })).toBeVisible();
  await expect(page).toHaveURL(/[?&]action=help$/);
  await expectAccessible(page);
  await page.goBack();
  await expect(help).toBeHidden();
  await expect(page).not.toHaveURL(/action=/);

  // A link naming both: help on top of the list's filters; closing it shows the filters.
  await page.goto('/inventory/stock?action=help,filters');
  await expect(help).toBeVisible();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(filters).toBeHidden();
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(filters).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: /^Wheat \(/ })).toBeVisible();
  await expect(page).toHaveURL(/[?&]action=filters$/);
  await expectAccessible(page);
  await filters.getByRole('button', { name: 'Close' }).click();
  await expect(filters).toBeHidden();
  await expect(page).not.toHaveURL(/action=/);
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');

  // Named where no list has filters, it opens nothing and leaves the page free.
  await page.goto('/inventory/manage/account?action=filters');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(/action=/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("the administrator's 'impersonate' opens by name from business accounts and closes with Back", async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/inventory/auth/login');
  await signIn(page, 'admin@demo.farm');
  await expect(page).toHaveURL(/\/inventory\/internal\/business-accounts/);

  await page.getByRole('button', { name: 'Impersonate Hillside Farm Partnership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impersonate Hillside Farm Partnership?' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]action=impersonate$/);
  await expectAccessible(page);
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/action=/);

  // By an address alone nobody has been chosen: it closes instead of asking about no one.
  await page.goto('/inventory/internal/business-accounts?action=impersonate');
  await expect(page.getByRole('heading', { level: 1, name: 'Business accounts' })).toBeVisible();
  await expect(page).not.toHaveURL(/action=/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the menu is the named modal 'mobile-menu': the burger opens it, Back closes it, a link replaces it", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/inventory/auth/login');
    await signIn(page, 'farmer@demo.farm');
    await expect(page).toHaveURL(/\/trading\/market-insights/);
    await page.goto('/inventory/manage/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

    const navigation = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page).toHaveURL(/[?&]action=mobile-menu$/);
    await expect(navigation.getByRole('link', { name: 'Stock' })).toBeInViewport();
    await expectAccessible(page);
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(page).not.toHaveURL(/action=/);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await navigation.getByRole('link', { name: 'Stock' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page).not.toHaveURL(/action=/);
    expect(consoleErrors).toEqual([]);
  });
});
