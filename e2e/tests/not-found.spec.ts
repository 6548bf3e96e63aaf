import { messages } from '@harvest/domain';
import { expect, expectAccessible, test } from './fixtures';

test('an unknown route shows the 404 page and logs no console error', async ({ page, consoleErrors }) => {
  await page.goto('/no/such/place?from=e2e');
  await expect(page.getByRole('heading', { name: messages.errors.pageNotFound })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('/no/such/place')).toBeVisible();
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
