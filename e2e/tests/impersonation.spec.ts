import { expect, expectAccessible, test } from './fixtures';
import { signIn } from './sign-in-helpers';

test('the administrator finds the farm, impersonates it, sees its account and ends it', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/inventory/auth/login');
  await signIn(page, 'admin@demo.farm');
  await expect(page).toHaveURL(/\/inventory\/internal\/business-accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business accounts' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Search').fill('Hillside');
  await expect(page).toHaveURL(/query=Hillside/);
  await expect(page.getByText('Anglia Grain Merchants Ltd')).toHaveCount(0);
  // Vetting asks first, naming the business; cancelling leaves it as it was.
  const vetted = page.getByRole('switch', { name: 'Vetted: Hillside Farm Partnership' });
  await expect(vetted).toBeChecked();
  await vetted.click({ force: true });
  const confirm = page.getByRole('dialog', { name: 'Withdraw the vetting of Hillside Farm Partnership?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(vetted).toBeChecked();
  await page.getByRole('button', { name: 'Impersonate Hillside Farm Partnership' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Start impersonating' }).click();

  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner.getByText('You are viewing as Hillside Farm Partnership')).toBeVisible();
  // The farm's landing page (trading core), as the farmer's own sign-in would land.
  await expect(page).toHaveURL(/\/trading\/market-insights$/);
  // The farm's own data: its account page shows the farm, not the platform's organisation.
  await page.goto('/inventory/manage/account');
  await expect(page.getByRole('main').getByText('Hillside Farm Partnership').first()).toBeVisible();
  await expectAccessible(page);

  await banner.getByRole('button', { name: 'End' }).click();
  await expect(page).toHaveURL(/\/inventory\/internal\/business-accounts/);
  await expect(banner).toHaveCount(0);
  await page.goto('/inventory/manage/account');
  await expect(page.getByRole('main').getByText('Harvest Platform').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
