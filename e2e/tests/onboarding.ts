import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { DEMO_PASSWORD, linkIn, readLatestEmail } from './sign-in-helpers';

/** After accepting the terms (or confirming a new account): what they came for, then their marketing choices. */
export async function choosePreferences(page: Page, interest: string) {
  await expect(page).toHaveURL(/\/signup-preferences/);
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: interest }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/marketing-preferences/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/**
 * Accepts the invitation in the newest email with this subject, chooses a password, accepts the
 * terms (someone joining has not yet) and goes through the preference screens.
 */
export async function joinFromInvitation(page: Page, email: string, subject: string, organisation: string) {
  await page.goto(linkIn(await readLatestEmail(page, email, subject), '/inventory/auth/business-invite'));
  await expect(page.getByRole('heading', { level: 1, name: `Join ${organisation}` })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Set password and join' }).click();
  await expect(page).toHaveURL(/\/accept-terms/);
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await choosePreferences(page, 'Keep track of my inventory');
}
