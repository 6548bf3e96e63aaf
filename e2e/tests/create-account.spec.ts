import { expect, expectAccessible, test } from './fixtures';
import { choosePreferences } from './onboarding';
import { DEMO_PASSWORD, linkIn, readLatestEmail } from './sign-in-helpers';

test('a haulier creates an account, confirms the email and is signed in as its owner', async ({ page }, info) => {
  const email = `owner-${info.project.name}@ridgeway.haulage`;
  const business = `Ridgeway Haulage (${info.project.name})`;
  await page.goto('/inventory/auth/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/inventory\/auth\/login\/create-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your Harvest account' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Business name').fill(business);
  await page.getByRole('radio', { name: /Haulier/ }).check();
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Ridge');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const link = linkIn(
    await readLatestEmail(page, email, 'Confirm your email address for Harvest'),
    '/inventory/auth/login',
  );
  await page.goto(link);
  await choosePreferences(page, 'Haul grain for others');
  await expect(page).toHaveURL(/\/inventory\/manage\/account$/);
  await expect(page.getByRole('main').getByText(business).first()).toBeVisible();
});
