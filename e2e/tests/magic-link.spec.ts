import { messages } from '@harvest/domain';
import { expect, expectAccessible, test } from './fixtures';
import { linkIn, readLatestEmail } from './sign-in-helpers';

test('signing in without a password through the emailed link, which works only once', async ({ page }) => {
  await page.goto('/inventory/auth/login');
  await page.getByRole('link', { name: 'Sign in without password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in without password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill('buyer2@demo.farm');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const link = linkIn(
    await readLatestEmail(page, 'buyer2@demo.farm', 'Your Harvest sign-in link'),
    '/inventory/auth/sign-in-without-password',
  );
  await page.goto(link);
  await expect(page).toHaveURL(/\/trading\/market-insights$/);

  // The same link a second time, signed out: it has been used.
  await page.goto('/inventory/auth/logout');
  await expect(page).toHaveURL(/\/inventory\/auth\/login/);
  await page.goto(link);
  await expect(page.getByText(messages.auth.linkAlreadyUsed)).toBeVisible();
  await expectAccessible(page);
});
