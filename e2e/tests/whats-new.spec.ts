import { expect, expectAccessible, test } from './fixtures';
import { openFromNavigation } from './navigate';
import { signIn } from './sign-in-helpers';

// This journey is about the what's-new window itself, so the device starts without a seen date.
test.use({ whatsNewSeen: false });

test("an administrator publishes an update; a seller gets it once in the what's-new window and reads it", async ({
  page,
  browser,
  consoleErrors,
}, info) => {
  const title = `Storage charges now shown per tonne (${info.project.name})`;

  // Administrators never get the window, even with updates waiting.
  await page.goto('/inventory/auth/login');
  await signIn(page, 'admin@demo.farm');
  await expect(page).toHaveURL(/\/inventory\/internal\/business-accounts/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business accounts' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await openFromNavigation(page, 'Latest updates (editor)');
  await page.getByRole('link', { name: 'New update' }).click();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: 'Summary' }).fill('Every store now shows its **storage charge** per tonne.');
  await page.getByRole('textbox', { name: 'Article' }).fill('## Per tonne\n\nOpen a store to see its charge.');
  await page.getByRole('checkbox', { name: 'Sellers' }).check();
  await page.getByRole('switch', { name: 'Keep as a draft' }).uncheck();
  const aMinuteAgo = await page.evaluate(() => {
    const at = new Date(Date.now() - 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
  await page.getByLabel(/^Publish at/).fill(aMinuteAgo);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save update' }).click();
  await expect(page.getByText('Update saved').first()).toBeVisible();

  // A seller signing in on their own device gets the newest update for sellers.
  const sellerContext = await browser.newContext({ ...info.project.use, baseURL: info.project.use.baseURL });
  const seller = await sellerContext.newPage();
  await seller.goto('/inventory/auth/login');
  await signIn(seller, 'farmer@demo.farm');
  const window = seller.getByRole('dialog', { name: title });
  await expect(window).toBeVisible();
  // The summary's Markdown is rendered: the bold words are bold.
  await expect(window.locator('strong', { hasText: 'storage charge' })).toBeVisible();
  await expectAccessible(seller);
  await window.getByRole('button', { name: 'View updates' }).click();
  await expect(seller).toHaveURL(/\/help-centre\/latest-updates\/storage-charges-now-shown-per-tonne/);
  await expect(seller.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(seller.getByRole('heading', { level: 2, name: 'Per tonne', exact: true })).toBeVisible();

  // Seen on this device: it does not come back.
  await seller.reload();
  await expect(seller.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(seller.getByRole('dialog')).toHaveCount(0);
  await sellerContext.close();
  expect(consoleErrors).toEqual([]);
});
