import { expect, expectAccessible, test } from './fixtures';
import { openFromNavigation, showNavigation } from './navigate';
import { addStore, choose } from './inventory-steps';
import { signIn } from './sign-in-helpers';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the farmer plans the harvest of a field, adds a load into a store and sees the progress, then completes it', async ({
  page,
  consoleErrors,
}, info) => {
  // Both projects share one server: each run gets its own field and store.
  const suffix = info.project.name;
  const field = `North Field ${suffix}`;
  const store = `Grain barn ${suffix}`;
  const year = new Date().getFullYear();
  await page.goto('/inventory/auth/login');
  await signIn(page, 'farmer@demo.farm');
  await expect(page).toHaveURL(/\/trading\/market-insights/);

  // A field of 10 ha and a store of 100 t to take its grain.
  await openFromNavigation(page, 'Stores and fields');
  await expect(page.getByRole('heading', { level: 1, name: 'Stores and fields' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a field' }).click();
  const fieldDialog = page.getByRole('dialog', { name: 'Add a field' });
  await choose(page, fieldDialog, 'Farm or store', 'Hillside Farm');
  await fieldDialog.getByRole('textbox', { name: 'Name' }).fill(field);
  await fieldDialog.getByLabel('Area (ha)').fill('10');
  await choose(page, fieldDialog, 'Crop', 'Wheat');
  await fieldDialog.getByRole('button', { name: 'Save' }).click();
  await expect(fieldDialog).toHaveCount(0);
  await addStore(page, { name: store, capacity: '100' });

  // The harvest: wheat on the field this year, 8 t/ha expected, so 80 t.
  await (await showNavigation(page)).getByRole('link', { name: 'Harvest', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harvest' })).toBeVisible();
  await page.getByRole('button', { name: 'Plan a harvest' }).click();
  const planDialog = page.getByRole('dialog', { name: 'Plan a harvest' });
  await choose(page, planDialog, 'Field', new RegExp(`^${escape(field)}`));
  await choose(page, planDialog, 'Crop', 'Wheat');
  await planDialog.getByLabel('Expected yield (t/ha)').fill('8');
  await planDialog.getByRole('button', { name: 'Plan the harvest' }).click();
  await expect(planDialog).toHaveCount(0);

  const name = `${field}: Wheat ${year}`;
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText('0.00 t of 80.00 t expected')).toBeVisible();
  await expect(card.getByText('In progress')).toBeVisible();

  // A load of 20 t from the field into the barn.
  await card.getByRole('button', { name: `Add a load to ${name}` }).click();
  const loadDialog = page.getByRole('dialog', { name: 'Add a load' });
  await choose(page, loadDialog, 'Into store', new RegExp(`^${escape(store)}`));
  await loadDialog.getByLabel('Quantity (t)').fill('20');
  await loadDialog.getByRole('textbox', { name: 'Reference' }).fill('Trailer 1');
  await loadDialog.getByRole('button', { name: 'Add the load' }).click();
  await expect(loadDialog).toHaveCount(0);

  await expect(card.getByText(/20\.00 t of 80\.00 t expected/)).toBeVisible();
  await expect(card.getByRole('progressbar', { name: `Harvest progress of ${name}` })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
  await card.getByRole('button', { name: `Loads of ${name}` }).click();
  await expect(card.getByText(new RegExp(`20\\.00 t into ${escape(store)}`))).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/harvest-page-${suffix}.png`, fullPage: true });

  // Complete: no more loads until it is reopened.
  await card.getByRole('button', { name: `Complete the harvest of ${name}` }).click();
  await expect(card.getByText('Complete', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Add a load to ${name}` })).toBeDisabled();
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
