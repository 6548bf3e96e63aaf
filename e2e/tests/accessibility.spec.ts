import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { signIn } from './sign-in-helpers';

/**
 * Every page built so far, checked with axe at the width of each project (desktop and phone). A new
 * page gets a line here. Pages are grouped by who can see them, so each group signs in once.
 */
/** The shell's loading bar along the top (en-GB `shell.loadingBar`). */
const LOADING_BAR = 'Loading the page';

const publicPages = [
  '/status',
  '/dev/mailbox',
  '/inventory/auth/login',
  '/inventory/auth/login/create-account',
  '/inventory/auth/forgot-password',
  '/inventory/auth/reset-password?username=farmer%40demo.farm',
  '/inventory/auth/set-password',
  '/inventory/auth/sign-in-without-password',
  '/inventory/auth/business-invite?token=not-a-real-token',
  '/no/such/page',
];

const pagesBySignIn: Record<string, string[]> = {
  'farmer@demo.farm': [
    '/inventory/manage/account',
    '/inventory/manage/team',
    '/inventory/storage',
    '/inventory/overview',
    '/inventory/storage/stores',
    '/inventory/storage/fields',
    '/inventory/stock',
    '/inventory/movements',
    '/inventory/movements/incomplete',
    '/inventory/harvest',
    '/trading/manage/farm-locations',
    '/signup-preferences',
    '/marketing-preferences',
    '/trading/no-such-page',
    '/help-centre/latest-updates',
    '/help-centre/latest-updates/your-grain-your-units',
  ],
  'buyer@demo.farm': ['/trading/manage/business-setup', '/inventory/manage/account'],
  'unvetted@demo.farm': ['/inventory/manage/account'],
  'admin@demo.farm': [
    '/inventory/internal/business-accounts',
    '/inventory/internal/logs',
    '/inventory/internal/latest-updates',
    '/inventory/internal/latest-updates/new',
  ],
};

async function checkPage(page: Page, path: string) {
  await test.step(path, async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Pages that load their content show a loader first (the bar along the top, a LoadingState in the page); axe
    // looks at the page once both have gone. A page's own progress bars (a harvest's) stay.
    await expect(page.getByRole('progressbar', { name: LOADING_BAR })).toHaveCount(0);
    await expect(page.locator('[data-stage]')).toHaveCount(0);
    await expectAccessible(page);
  });
}

test('every public page passes axe', async ({ page, consoleErrors }) => {
  for (const path of publicPages) await checkPage(page, path);
  // The made-up invitation token is looked up and answered 404, which Chromium reports as a failed resource.
  expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
});

for (const [email, pages] of Object.entries(pagesBySignIn)) {
  test(`every page ${email} sees passes axe`, async ({ page, consoleErrors }) => {
    // A walk through every page grows with the product: a few seconds a page, not one minute in all.
    test.setTimeout(30_000 + pages.length * 15_000);
    await page.goto('/inventory/auth/login');
    await signIn(page, email);
    await expect(page).not.toHaveURL(/\/inventory\/auth\/login/);
    for (const path of pages) await checkPage(page, path);
    expect(consoleErrors).toEqual([]);
  });
}
