import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { openFromNavigation } from './navigate';
import { signIn } from './sign-in-helpers';

/** Picks an option of a select in a dialog the way a person does: open it, then choose. */
export async function choose(page: Page, dialog: Locator, label: string, option: string | RegExp) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The demo farmer signs in and opens Stores and fields from the navigation. */
export async function farmerOpensStores(page: Page) {
  await page.goto('/inventory/auth/login');
  await signIn(page, 'farmer@demo.farm');
  await expect(page).toHaveURL(/\/trading\/market-insights/);
  await openFromNavigation(page, 'Stores and fields');
  await expect(page.getByRole('heading', { level: 1, name: 'Stores and fields' })).toBeVisible();
}

/** On Stores and fields: adds a store of the capacity (tonnes) at the farm or store. */
export async function addStore(page: Page, store: { name: string; capacity: string; unit?: string }) {
  await page.getByRole('button', { name: 'Add a store' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a store' });
  await choose(page, dialog, 'Farm or store', store.unit ?? 'Hillside Grain Store');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(store.name);
  await dialog.getByLabel('Capacity (t)').fill(store.capacity);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
}

/** On Stores and fields: adds stock of the crop and grade (tonnes) to a store or field. */
export async function addStock(page: Page, stock: { storage: string; crop: string; grade: string; tonnes: string }) {
  await page.getByRole('button', { name: 'Add stock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add stock' });
  await choose(page, dialog, 'Store or field', stock.storage);
  await choose(page, dialog, 'Crop', stock.crop);
  await choose(page, dialog, 'Type and grade', stock.grade);
  await dialog.getByLabel('Quantity (t)').fill(stock.tonnes);
  await dialog.getByRole('button', { name: 'Add stock' }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * The items of an inventory list named `name`: its table's rows from the tablet breakpoint up, its cards below it
 * (where a table would cut off its right-hand columns). The table's heading row is left out.
 */
export function listItems(page: Page, name: string, phone: boolean): Locator {
  return phone
    ? page.getByRole('list', { name }).getByRole('listitem')
    : page
        .getByRole('table', { name })
        .getByRole('row')
        .filter({ hasNot: page.getByRole('columnheader') });
}
