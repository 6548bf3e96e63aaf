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
