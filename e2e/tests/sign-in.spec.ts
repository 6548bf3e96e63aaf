import { messages } from '@harvest/domain';
import { expect, expectAccessible, test } from './fixtures';
import { signIn } from './sign-in-helpers';

/** Where each demo person lands, and what their navigation shows and leaves out (issue 20). */
const landings = [
  {
    email: 'farmer@demo.farm',
    path: '/trading/market-insights',
    why: 'trading core',
    shows: ['Overview', 'Farm locations'],
    hides: ['Mailbox', 'Business accounts'],
  },
  {
    email: 'buyer@demo.farm',
    path: '/trading/market-insights',
    why: 'trading buyers',
    shows: ['Market'],
    hides: ['Farm locations', 'Mailbox'],
  },
  {
    email: 'carrier@demo.farm',
    path: '/inventory/manage/account',
    why: 'no trading module',
    shows: ['Account'],
    hides: ['Farm locations', 'Mailbox'],
  },
  {
    email: 'driver@demo.farm',
    path: '/driver',
    why: 'a haulier’s driver: the driver app',
    shows: ['Today’s jobs', 'Account'],
    hides: ['Farm locations', 'Team', 'Mailbox'],
  },
  {
    email: 'admin@demo.farm',
    path: '/inventory/internal/business-accounts',
    why: 'sys-admin',
    // The API of the journeys runs in development: the mailbox is there for an administrator.
    shows: ['Business accounts', 'Mailbox'],
    hides: ['Farm locations'],
  },
  {
    email: 'unvetted@demo.farm',
    path: '/inventory/overview',
    why: 'waiting to be vetted: the inventory it may use',
    shows: ['Overview', 'Stock'],
    hides: ['Mailbox'],
  },
];

for (const { email, path, why, shows, hides } of landings) {
  test(`${email} signs in and lands on ${path} (${why}), with the navigation of their role`, async ({ page }) => {
    await page.goto('/inventory/auth/login');
    await signIn(page, email);
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    const navigation = page.getByRole('navigation', { name: 'Main' });
    for (const name of shows) await expect(navigation.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of hides) await expect(navigation.getByRole('link', { name, exact: true })).toHaveCount(0);
    // The day's work comes first: the platform status sits last, beside help.
    await expect(navigation.getByRole('link').last()).toHaveText(
      email === 'admin@demo.farm' ? 'Mailbox' : 'Platform status',
    );
  });
}

test('the sign-in page is accessible and says what went wrong with bad credentials', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/inventory/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Harvest' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(messages.validation.required).first()).toBeVisible();
  await signIn(page, 'carrier@demo.farm', 'NotThePassword1');
  await expect(page.getByText(messages.auth.invalidCredentials)).toBeVisible();
  await expectAccessible(page);
  expect(consoleErrors.filter((line) => !line.includes('401'))).toEqual([]);
});

test('a deep link survives the login detour', async ({ page }) => {
  await page.goto('/inventory/manage/account?tab=profile');
  await expect(page).toHaveURL(/\/inventory\/auth\/login\?redirect=/);
  await signIn(page, 'carrier@demo.farm');
  await expect(page).toHaveURL(/\/inventory\/manage\/account\?tab=profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Fenland Haulage Ltd').first()).toBeVisible();
  await expectAccessible(page);
});

test('signing out lands on the sign-in page and protected pages ask to sign in again', async ({ page }) => {
  await page.goto('/inventory/auth/login');
  await signIn(page, 'carrier@demo.farm');
  await expect(page).toHaveURL(/\/inventory\/manage\/account$/);
  // The page a haulier lands on says what they can do today.
  await expect(page.getByRole('region', { name: 'What you can do today' })).toBeVisible();
  await page.goto('/inventory/auth/logout');
  await expect(page).toHaveURL(/\/inventory\/auth\/login/);
  await page.goto('/inventory/manage/account');
  await expect(page).toHaveURL(/\/inventory\/auth\/login\?redirect=%2Finventory%2Fmanage%2Faccount/);
});

test('a signed-in user without the permission is told so and sent back', async ({ page }) => {
  await page.goto('/inventory/auth/login');
  await signIn(page, 'carrier@demo.farm');
  await expect(page).toHaveURL(/\/inventory\/manage\/account$/);
  await page.goto('/inventory/internal/business-accounts');
  await expect(page.getByText(messages.errors.unauthorised)).toBeVisible();
  await expect(page).not.toHaveURL(/business-accounts/);
});
