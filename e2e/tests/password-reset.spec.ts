import { messages } from '@harvest/domain';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO_PASSWORD, linkIn, readLatestEmail, signIn } from './sign-in-helpers';
import { openFromNavigation } from './navigate';

// The carrier's password changes here and is changed back at the end, so other journeys still sign in.
const email = 'carrier@demo.farm';
const newPassword = 'Combine2027!';

test('forgotten password: the code arrives in the mailbox, the reset signs in, the new password works', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/inventory/auth/login');
  await page.getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(page).toHaveURL(/\/inventory\/auth\/forgot-password/);
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page).toHaveURL(/\/inventory\/auth\/reset-password/);

  const body = await readLatestEmail(page, email, 'Your Harvest password reset code');
  await page.goto(linkIn(body, '/inventory/auth/reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByLabel('Reset code')).not.toHaveValue('');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page.getByText(messages.validation.passwordsDoNotMatch)).toBeVisible();
  await page.getByLabel('Confirm password').fill(newPassword);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page).toHaveURL(/\/inventory\/manage\/account$/);

  // The old password no longer works; the new one does.
  await page.goto('/inventory/auth/logout');
  await expect(page).toHaveURL(/\/inventory\/auth\/login/);
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page.getByText(messages.auth.invalidCredentials)).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/inventory\/manage\/account$/);

  // Back to the demo password through the account page's change-password form.
  await openFromNavigation(page, 'Account');
  await page.getByLabel('Current password').fill(newPassword);
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(messages.auth.passwordChanged).first()).toBeVisible();
  expect(consoleErrors.filter((line) => !line.includes('401'))).toEqual([]);
});
