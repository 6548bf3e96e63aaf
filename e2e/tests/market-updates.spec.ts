import { MARKET_UPDATES_DISMISSED_KEY, MARKET_UPDATES_POLL_MS } from '@harvest/domain';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openFromNavigation } from './navigate';
import { signIn } from './sign-in-helpers';

// This journey is about the floating market updates, so the farmer's device starts with nothing dismissed.
test.use({ marketUpdatesDismissed: false });

const isPoll = (url: string) => url.includes('/api/trading/market-updates/latest');

/** The next answer to the market-updates poll the page sends. */
const nextPoll = (page: Page) => page.waitForResponse((response) => isPoll(response.url()) && response.ok());

test('@phone an administrator publishes a market update; the farmer sees it float in within one poll, dismisses it, and it stays dismissed', async ({
  page: farmer,
  browser,
  consoleErrors,
}, info) => {
  const title = `Feed wheat firms on export demand (${info.project.name})`;

  // The farmer's page is open first, on Playwright's clock, so two minutes pass in a moment.
  await farmer.clock.install();
  const firstPoll = nextPoll(farmer);
  await farmer.goto('/inventory/auth/login');
  await signIn(farmer, 'farmer@demo.farm');
  await expect(farmer).toHaveURL(/\/trading\/market-insights/);
  await firstPoll;
  await expect(farmer.getByRole('region', { name: 'Market updates' })).toHaveCount(0);

  // The administrator writes and publishes it on their own device; they are never polled.
  const adminContext = await browser.newContext({ ...info.project.use, baseURL: info.project.use.baseURL });
  const admin = await adminContext.newPage();
  let adminPolled = false;
  admin.on('request', (request) => {
    if (isPoll(request.url())) adminPolled = true;
  });
  await admin.goto('/inventory/auth/login');
  await signIn(admin, 'admin@demo.farm');
  await expect(admin.getByRole('heading', { level: 1, name: 'Business accounts' })).toBeVisible();
  await openFromNavigation(admin, 'Market updates');
  await expect(admin.getByRole('heading', { level: 1, name: 'Market updates' })).toBeVisible();
  await admin.getByRole('link', { name: 'New market update' }).click();
  await admin.getByRole('textbox', { name: /^Title/ }).fill(title);
  await admin
    .getByRole('textbox', { name: /^Content/ })
    .fill('<p>UK feed wheat gained <strong>£3/t</strong> on the week.</p><script>alert(1)</script>');
  await admin.getByRole('textbox', { name: /^Read more link/ }).fill('https://market.example.test/wheat');
  const preview = admin.getByRole('region', { name: 'Preview: what traders will see' });
  await expect(preview.locator('strong', { hasText: '£3/t' })).toBeVisible();
  await admin.getByRole('radio', { name: 'Publish now' }).check();
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Publish now' }).click();
  await expect(admin.getByText('Market update saved').first()).toBeVisible();
  const row = admin.getByRole('row', { name: new RegExp(title.replace(/[()]/g, '\\$&')) });
  await expect(row.getByText('Published')).toBeVisible();

  // Within one poll it floats in on the farmer's open page.
  const secondPoll = nextPoll(farmer);
  await farmer.clock.fastForward(MARKET_UPDATES_POLL_MS);
  await secondPoll;
  const stack = farmer.getByRole('region', { name: 'Market updates' });
  await expect(stack.getByText(title, { exact: true })).toBeVisible();
  await expect(stack.locator('strong', { hasText: '£3/t' })).toBeVisible();
  await expect(stack.locator('script')).toHaveCount(0);
  await expect(stack.getByRole('link', { name: /Read more/ })).toHaveAttribute(
    'href',
    'https://market.example.test/wheat',
  );
  await expectAccessible(farmer);

  // Dismissed: its published date is kept on the device and the server is told it was viewed.
  const viewed = farmer.waitForResponse((response) => response.url().includes('/viewed') && response.ok());
  await stack.getByRole('button', { name: `Dismiss “${title}”` }).click();
  await viewed;
  await expect(stack.getByText(title)).toHaveCount(0);
  expect(await farmer.evaluate((key) => localStorage.getItem(key), MARKET_UPDATES_DISMISSED_KEY)).not.toBeNull();

  // After a reload it does not come back.
  const afterReload = nextPoll(farmer);
  await farmer.reload();
  const answer = await afterReload;
  expect(new URL(answer.url()).searchParams.get('startDateUTC')).not.toBe('2020-01-01');
  await expect(farmer.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // It no longer floats in; the insights page's market news still lists it, to be read again.
  await expect(farmer.getByRole('region', { name: 'Market news' }).getByText(title)).toBeVisible();
  await expect(stack.getByText(title)).toHaveCount(0);

  // Tidy: the update is deleted, so later journeys' pages are not floated over (and the delete asks first).
  await row.getByRole('button', { name: /^Delete/ }).click();
  const confirm = admin.getByRole('dialog', { name: 'Delete this market update?' });
  await confirm.getByRole('button', { name: 'Delete update' }).click();
  await expect(admin.getByText('Market update deleted').first()).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(adminPolled).toBe(false);
  await adminContext.close();
  expect(consoleErrors).toEqual([]);
});
