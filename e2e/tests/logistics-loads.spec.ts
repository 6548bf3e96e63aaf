import { expect, expectAccessible, test } from './fixtures';
import { openFromNavigation } from './navigate';
import { signIn } from './sign-in-helpers';

const HEADER = 'Reference,Job reference,Commodity,Planned date,Weight (t),Notes';
const csv = (lines: string[]) => [HEADER, ...lines].map((line) => `${line}\r\n`).join('');

test('the farmer uploads 50 loads from CSV after a dry run lists every bad row (issue 22)', async ({
  page,
  consoleErrors,
}) => {
  // Each run its own references: the upload passes over references the business has already.
  const prefix = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/inventory/auth/login');
  await signIn(page, 'farmer@demo.farm');
  await expect(page).toHaveURL(/\/trading\/market-insights/);
  await openFromNavigation(page, 'Loads');
  await expect(page.getByRole('heading', { level: 1, name: 'Loads' })).toBeVisible();
  await page.getByRole('link', { name: 'Upload CSV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload loads from CSV' })).toBeVisible();
  const file = page.locator('input[type="file"]');

  // The dry run: every bad row with its number, column and message; nothing can be uploaded.
  await file.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv([`${prefix}-X1,J-NOPE,Wheat,,29,`, `${prefix}-X2,,Quinoa,,29,`]), 'utf8'),
  });
  const issues = page.getByRole('table', { name: 'Rows to correct' });
  await expect(issues.getByRole('row').nth(1)).toContainText('No job of yours has the reference J-NOPE');
  await expect(issues.getByRole('row').nth(2)).toContainText('There is no crop called Quinoa');
  await expect(page.getByRole('button', { name: 'Upload 0 loads' })).toBeDisabled();
  await expectAccessible(page);

  // Fifty good rows: checked, then uploaded in one go.
  const rows = Array.from(
    { length: 50 },
    (_, i) => `${prefix}-${String(i + 1).padStart(2, '0')},,Wheat,14/08/2026,29,`,
  );
  await file.setInputFiles({ name: 'loads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(rows), 'utf8') });
  await expect(page.getByText('All 50 rows are ready to upload')).toBeVisible();
  await page.getByRole('button', { name: 'Upload 50 loads' }).click();
  await expect(page.getByText('50 loads uploaded')).toBeVisible();
  await expect(page).toHaveURL(/\/logistics\/loads$/);
  await expect(page.getByRole('table', { name: 'Loads' })).toContainText(`${prefix}-01`);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
