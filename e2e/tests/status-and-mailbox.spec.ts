import { messages } from '@harvest/domain';
import { expect, expectAccessible, test } from './fixtures';
import { openFromNavigation } from './navigate';
import { signIn } from './sign-in-helpers';

test('the home page shows the API as healthy on the embedded database', async ({ page, consoleErrors }) => {
  await page.goto('/status');
  await expect(page.getByRole('heading', { level: 1, name: 'Harvest' })).toBeVisible();
  await expect(page.getByText('Healthy', { exact: true })).toBeVisible();
  await expect(page.getByText('PGlite (embedded PostgreSQL)')).toBeVisible();
  await expect(page.getByText(/^Up to date/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/api/docs');
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('the welcome email of a demo user can be found and read in the development mailbox', async ({
  page,
  consoleErrors,
}) => {
  // The mailbox is in the navigation of a system administrator, where the API runs in development.
  await page.goto('/inventory/auth/login');
  await signIn(page, 'admin@demo.farm');
  await expect(page).toHaveURL(/\/inventory\/internal\/business-accounts/);
  await openFromNavigation(page, 'Mailbox');
  await expect(page).toHaveURL(/\/dev\/mailbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  await expect(page.getByText('admin@demo.farm')).toBeVisible();
  await expectAccessible(page);

  // The filter lives in the URL, so a link reproduces the view.
  await page.getByLabel('Recipient').fill('farmer@demo.farm');
  await expect(page).toHaveURL(/to=farmer%40demo\.farm/);
  await expect(page.getByText('admin@demo.farm')).toHaveCount(0);
  await page.getByRole('link', { name: 'Welcome to Harvest' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Harvest' })).toBeVisible();
  const body = page.frameLocator('iframe[title^="Email body"]');
  await expect(body.getByRole('heading', { name: 'Welcome, Tom' })).toBeVisible();
  await page.getByRole('tab', { name: 'Plain text' }).click();
  await expect(page.getByText(/Sign in: http:\/\/127\.0\.0\.1:\d+\/inventory\/auth\/login/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to mailbox' }).click();
  await expect(page).toHaveURL(/\/dev\/mailbox/);
  expect(consoleErrors).toEqual([]);
});

test('a link to an unknown message shows the not-found page, not a blank page', async ({ page }) => {
  await page.goto('/dev/mailbox/0b7c3a0e-3f8a-4a52-9a3e-6a0c2b7f1d11');
  await expect(page.getByRole('heading', { name: messages.errors.pageNotFound })).toBeVisible();
  await expectAccessible(page);
});
