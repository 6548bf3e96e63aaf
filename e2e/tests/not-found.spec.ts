import { messages } from '@harvest/domain';
import { expect, expectAccessible, test } from './fixtures';

test('an unknown route shows the 404 page and logs no console error', async ({ page, consoleErrors }) => {
  await page.goto('/no/such/place?from=e2e');
  await expect(page.getByRole('heading', { name: messages.errors.pageNotFound })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('/no/such/place?from=e2e')).toBeVisible();
  // The address in plain words; the router's 'Route' and 'Base' are not shown outside development.
  await expect(page.getByText('The address you opened:')).toBeVisible();
  await expect(page.getByText(/^(Route|Base)$/)).toHaveCount(0);
  await expect(page.getByText(/App base/)).toHaveCount(0);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
