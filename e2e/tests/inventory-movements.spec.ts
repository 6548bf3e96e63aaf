import { expect, expectAccessible, test } from './fixtures';
import { openFromNavigation } from './navigate';
import { addStock, addStore, farmerOpensStores, listItems } from './inventory-steps';

test(
  'the farmer moves two lots of barley at once as a planned movement, completes it with the weight that moved, reverses it, and sees the barley back on the inventory home',
  { tag: '@phone' },
  async ({ page, consoleErrors }, info) => {
    // Both projects share one server: each run gets its own stores.
    const suffix = info.project.name;
    const loft = `Barley loft ${suffix}`;
    const silo = `Silo ${suffix}`;
    await farmerOpensStores(page);

    for (const [name, capacity] of [
      [loft, '100'],
      [silo, '50'],
    ] as const) {
      await addStore(page, { name, capacity });
    }
    for (const [grade, tonnes] of [
      ['Feed barley', '30'],
      ['Malting barley', '10'],
    ] as const) {
      await addStock(page, { storage: loft, crop: 'Barley', grade, tonnes });
    }
    await expect(page.getByRole('article', { name: loft }).getByText('40.00 t of 100.00 t')).toBeVisible();

    // Both lots in one movement: the amount must equal what is selected, and the form says by how much it is not.
    await openFromNavigation(page, 'Movements');
    await expect(page.getByRole('heading', { level: 1, name: 'Movements' })).toBeVisible();
    await page.getByRole('button', { name: 'New movement' }).click();
    const move = page.getByRole('dialog', { name: 'New movement' });
    await move.getByRole('combobox', { name: 'Stock to move' }).click();
    // Each lot is named with its grade, so the two barley lots in one loft read apart.
    await page
      .getByRole('option', { name: new RegExp(`Barley \\d{4} · Feed barley[^·]* · ${loft} · 30\\.00 t`) })
      .click();
    await page
      .getByRole('option', { name: new RegExp(`Barley \\d{4} · Malting barley[^·]* · ${loft} · 10\\.00 t`) })
      .click();
    await move.getByRole('combobox', { name: 'Stock to move' }).press('Escape');
    await move.getByLabel('Amount moved (t)').fill('45');
    await expect(move.getByText('The amount moved must equal the total selected: it is 5.00 t higher')).toBeVisible();
    await move.getByLabel('Amount moved (t)').fill('40');
    // Exactly 'To': 'Stock to move' has the word too.
    await move.getByRole('combobox', { name: 'To', exact: true }).click();
    await page.getByRole('option', { name: silo }).click();
    await move.getByRole('checkbox', { name: 'Planned, not yet moved' }).check();
    await expect(move.getByText('No conflicts.')).toBeVisible();
    await expectAccessible(page);
    await move.getByRole('button', { name: 'Save movement' }).click();
    await expect(move).toHaveCount(0);

    // Planned, it waits in the list until completed; then the grain is in the silo.
    // A table from the tablet breakpoint up; cards on a phone, with quantity, status and actions all in view.
    const phone = info.project.name === 'phone';
    const rows = listItems(page, 'Movements', phone);
    const row = rows.filter({ hasText: silo });
    await expect(row).toContainText('40.00 t');
    await expect(row).toContainText('Planned');
    await expectAccessible(page);
    // Completing asks what actually moved (the planned figures to start with) and says what the silo will hold.
    await row.getByRole('button', { name: /^Complete: / }).click();
    const complete = page.getByRole('dialog', { name: 'Complete the movement' });
    await expect(complete.getByLabel('Weight moved (t)')).toHaveValue('40');
    await complete.getByLabel('Weight moved (t)').fill('38.5');
    await expect(complete.getByText(`${silo}: 0.00 t now, 38.50 t after`)).toBeVisible();
    await expectAccessible(page);
    await complete.getByRole('button', { name: 'Complete movement' }).click();
    await expect(complete).toHaveCount(0);
    await expect(row).toContainText('Complete');
    await expect(row).toContainText('38.50 t');
    await page.getByRole('tab', { name: 'Internal' }).click();
    await expect(page).toHaveURL(/\/inventory\/movements\/internal$/);
    const internal = rows.filter({ hasText: silo });
    await expect(internal).toContainText('Complete');

    // A wrong completion is put right by reversing it: a correcting entry, with a reason; the row stays, reversed.
    await internal.getByRole('button', { name: /^Actions for the movement/ }).click();
    await page.getByRole('menuitem', { name: 'Reverse' }).click();
    const reverse = page.getByRole('dialog', { name: 'Reverse this movement?' });
    await reverse.getByRole('textbox', { name: 'Reason' }).fill('Weighed into the wrong silo');
    await reverse.getByRole('button', { name: 'Reverse movement' }).click();
    await expect(reverse).toHaveCount(0);
    await expect(internal).toContainText('Reversed');
    if (phone) {
      const box = await row.boundingBox();
      // The card is inside the screen: nothing to scroll sideways to reach the quantity, status or actions.
      expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }

    // Sorted by status (a column heading, or the select on a phone), kept in the address like the filters.
    if (phone) {
      await page.getByRole('combobox', { name: 'Sort by' }).click();
      await page.getByRole('option', { name: 'Status, highest or Z first' }).click();
    } else {
      await page
        .getByRole('columnheader', { name: /^Status/ })
        .getByRole('button')
        .click();
      await page
        .getByRole('columnheader', { name: /^Status/ })
        .getByRole('button')
        .click();
      await expect(page.getByRole('columnheader', { name: /^Status/ })).toHaveAttribute('aria-sort', 'descending');
    }
    await expect(page).toHaveURL(/\/inventory\/movements\/internal\?sortBy=status&sortDesc=true$/);
    await expect(rows.first()).toBeVisible();

    await openFromNavigation(page, 'Overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory overview' })).toBeVisible();
    const stores = page.getByRole('region', { name: 'How full the stores are' });
    await expect(stores.getByRole('meter', { name: `How full ${loft} is` })).toHaveAttribute('aria-valuenow', '40000');
    await expect(
      page.getByRole('region', { name: 'Stock by crop' }).getByRole('link', { name: 'Barley' }),
    ).toBeVisible();
    // Other journeys move stock on the same server at the same time: the latest five may be theirs.
    await expect(page.getByRole('region', { name: 'Recent movements' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  },
);
