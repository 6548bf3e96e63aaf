import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, test } from './fixtures';
import { openFromNavigation } from './navigate';
import { signIn } from './sign-in-helpers';

/** A logo as a person would have one: a PNG of the given colour, wider than tall. */
async function logoPng(background: string): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 300, channels: 3, background } })
    .png()
    .toBuffer();
}

async function openBusinessSetup(page: Page) {
  await page.goto('/inventory/auth/login');
  await signIn(page, 'farmer@demo.farm');
  await expect(page).toHaveURL(/\/trading\/market-insights/);
  await openFromNavigation(page, 'Business setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Business setup' })).toBeVisible();
}

/** Drops a file on a target the way a browser does: dragenter, dragover, then drop with the file. */
async function dropFile(page: Page, target: Locator, name: string, bytes: Buffer, type: string) {
  const transfer = await page.evaluateHandle(
    ({ name, data, type }) => {
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(new File([new Uint8Array(data)], name, { type }));
      return dataTransfer;
    },
    { name, data: [...bytes], type },
  );
  for (const event of ['dragenter', 'dragover', 'drop']) {
    await target.dispatchEvent(event, { dataTransfer: transfer });
  }
}

test('the farm owner uploads the business logo: a failed upload is retried, then replaced by dropping a file, then removed', async ({
  page,
  consoleErrors,
}) => {
  await openBusinessSetup(page);
  const logo = page.getByRole('region', { name: 'Logo' });
  const shown = logo.getByRole('img', { name: 'Your business logo' });

  // The first attempt fails on the way; the control says so and offers Retry with the same file.
  let failures = 0;
  await page.route('**/api/system/files', async (route) => {
    if (route.request().method() === 'POST' && failures === 0) {
      failures += 1;
      await route.abort('connectionreset');
    } else {
      await route.fallback();
    }
  });
  const chooser = page.waitForEvent('filechooser');
  await logo.getByRole('button', { name: 'Upload logo' }).click();
  await (
    await chooser
  ).setFiles({ name: 'hillside-logo.png', mimeType: 'image/png', buffer: await logoPng('#1b5e20') });
  const failed = logo.getByRole('alert');
  await expect(failed).toContainText('Upload failed. Please try again.');
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Logo saved').first()).toBeVisible();
  await expect(failed).toHaveCount(0);
  await expect(shown).toBeVisible();
  const firstSource = await shown.getAttribute('src');

  // It is the business's logo now, there after a reload.
  await page.reload();
  await expect(shown).toBeVisible();

  // Dropping another image on the zone replaces it.
  // Dropped on the zone's button: the text beside it changes to 'Drop to upload' as the drag comes in.
  const zone = logo.getByRole('button', { name: 'Upload logo' });
  await dropFile(page, zone, 'new-logo.png', await logoPng('#f9a825'), 'image/png');
  await expect(page.getByText('Logo saved').first()).toBeVisible();
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.getAttribute('src')).not.toBe(firstSource);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByText('Logo removed').first()).toBeVisible();
  await expect(logo.getByText('No logo yet. It appears on your documents and invoices.')).toBeVisible();
  expect(failures).toBe(1);
  // The browser reports the connection this test cut; nothing else may have gone wrong.
  expect(consoleErrors.filter((error) => !error.includes('net::ERR_CONNECTION_RESET'))).toEqual([]);
});

test('the farm owner places a farm: an address picked from the list fills its coordinates, the map moves the point, and the card shows where it is', async ({
  page,
  consoleErrors,
}) => {
  await openBusinessSetup(page);
  await page.getByRole('button', { name: 'Actions for Brook End Farm' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit business unit' });
  await expect(dialog).toBeVisible();

  // The saved address opens as its fields; search for another one instead.
  await dialog.getByRole('button', { name: 'Search for a different address' }).click();
  const search = dialog.getByRole('combobox', { name: 'Search for an address' });
  await search.fill('Ely');
  const option = dialog.getByRole('option', { name: /^Ely\b/ }).first();
  await expect(option).toBeVisible();
  await option.click();

  // The offline places know the town, not the street: line 1 waits for the person, the coordinates are filled.
  const line1 = dialog.getByLabel('Address line 1');
  await expect(line1).toBeFocused();
  await line1.fill('Brook Lane');
  await dialog.getByLabel('Postcode').fill('CB6 2AZ');
  const latitude = dialog.getByLabel('Latitude');
  const longitude = dialog.getByLabel('Longitude');
  await expect(latitude).toHaveValue(/^52\.\d+$/);
  await expect(longitude).toHaveValue(/^0\.\d+$/);
  const picked = await latitude.inputValue();

  // A click on the map moves the point there.
  const map = dialog.getByRole('region', { name: 'Map of Brook End Farm' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2, y: box.height - 40 } });
  await expect(latitude).not.toHaveValue(picked);
  await expect(latitude).toHaveValue(/^52\.\d+$/);
  const placed = { lat: await latitude.inputValue(), lon: await longitude.inputValue() };
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Brook End Farm' });
  await expect(card).toContainText(`Location ${placed.lat}, ${placed.lon}`);
  await expect(card).toContainText('Brook Lane');

  // Opened again, the unit keeps what was saved.
  await page.reload();
  await page.getByRole('button', { name: 'Actions for Brook End Farm' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Latitude')).toHaveValue(placed.lat);
  await expect(dialog.getByLabel('Address line 1')).toHaveValue('Brook Lane');
  expect(consoleErrors).toEqual([]);
});
