import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openFromNavigation } from './navigate';
import { signIn } from './sign-in-helpers';

const HEADER = 'Crop,Type and grade,Variety,Harvest year,Store or field,Farm or store,Quantity (kg)';
const csv = (...lines: string[]) => [HEADER, ...lines].map((line) => `${line}\r\n`).join('');

/** How many records the stock list says it holds ('12 records · 340.00 t'). */
async function recordCount(page: Page): Promise<number> {
  const summary = page.getByText(/^\d+ records? · /);
  await expect(summary).toBeVisible();
  return Number((await summary.innerText()).split(' ')[0]);
}

async function chooseFile(dialog: Locator, name: string, text: string) {
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

test('the farmer imports stock from CSV: a bad row is listed and nothing is written, the corrected file imports every row', async ({
  page,
  consoleErrors,
}, info) => {
  // Both projects share one server: each run gets its own store.
  const shed = `Import shed ${info.project.name}`;
  await page.goto('/inventory/auth/login');
  await signIn(page, 'farmer@demo.farm');
  await expect(page).toHaveURL(/\/trading\/market-insights/);
  await openFromNavigation(page, 'Stores and fields');
  await page.getByRole('button', { name: 'Add a store' }).click();
  const add = page.getByRole('dialog', { name: 'Add a store' });
  await add.getByRole('combobox', { name: 'Farm or store' }).click();
  await page.getByRole('option', { name: 'Hillside Grain Store' }).first().click();
  await add.getByRole('textbox', { name: 'Name' }).fill(shed);
  await add.getByLabel('Capacity (t)').fill('100');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toHaveCount(0);

  await openFromNavigation(page, 'Stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
  const before = await recordCount(page);

  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import stock from CSV' });
  await expect(dialog.getByRole('button', { name: 'Import 0 records' })).toBeDisabled();

  // Row 3 names a crop the catalogue does not know: the check lists it, and Import stays off.
  await chooseFile(
    dialog,
    'stock.csv',
    csv(
      `Wheat,Feed wheat,Skyfall,2026,${shed},Hillside Grain Store,"30,000"`,
      `Quinoa,,,2026,${shed},,5000`,
      `Wheat,,"Graham, late",2025,${shed},,12500`,
    ),
  );
  const issues = dialog.getByRole('table', { name: 'Rows to correct' });
  await expect(issues.getByRole('row').nth(1)).toContainText('3');
  await expect(issues.getByRole('row').nth(1)).toContainText('Crop');
  await expect(issues.getByRole('row').nth(1)).toContainText('There is no crop called Quinoa');
  await expect(dialog.getByText('1 of 3 rows needs correcting.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 0 records' })).toBeDisabled();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/stock-import-bad-row-${info.project.name}.png` });

  // Nothing was written by the check.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await recordCount(page)).toBe(before);

  // The corrected file: every row ready, then imported in one go.
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  await chooseFile(
    dialog,
    'stock-corrected.csv',
    csv(
      `Wheat,Feed wheat,Skyfall,2026,${shed},Hillside Grain Store,"30,000"`,
      `Wheat,,,2026,${shed},,5000`,
      `Wheat,,"Graham, late",2025,${shed},,12500`,
    ),
  );
  await expect(dialog.getByText('3 rows ready to import')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 3 records' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('3 stock records imported')).toBeVisible();
  await expect.poll(() => recordCount(page)).toBe(before + 3);

  // The new records are in the list: filtered to the new store, they are all there is.
  const showFilters = page.getByRole('button', { name: /^Filters \(/ });
  const filters = (await showFilters.isVisible())
    ? (await showFilters.click(), page.getByRole('dialog', { name: 'Filters' }))
    : page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: new RegExp(`^${shed} \\(`) }).click();
  if (await showFilters.isVisible())
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => recordCount(page)).toBe(3);
  const table = page.getByRole('table', { name: 'Stock records' });
  await expect(table.getByRole('row').filter({ hasText: 'Skyfall' })).toContainText('30.00 t');
  await expect(table.getByRole('row').filter({ hasText: 'Graham, late' })).toContainText('12.50 t');
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
