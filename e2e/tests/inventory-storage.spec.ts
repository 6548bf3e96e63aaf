import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test } from './fixtures';
import { openFromNavigation } from './navigate';
import { addStock, addStore, choose, farmerOpensStores, listItems } from './inventory-steps';

test(
  'the farmer adds two stores and stock, hits the over-capacity message, moves what fits, then filters the stock by crop and year and exports it',
  { tag: '@phone' },
  async ({ page, consoleErrors }, info) => {
    // Both projects share one server: each run gets its own stores.
    const suffix = info.project.name;
    const shed = `Dutch barn ${suffix}`;
    const bin = `Drying bin ${suffix}`;
    await farmerOpensStores(page);

    for (const [name, capacity] of [
      [shed, '200'],
      [bin, '30'],
    ] as const) {
      await addStore(page, { name, capacity });
    }
    const shedCard = page.getByRole('article', { name: shed });
    await expect(shedCard.getByText('0.00 t of 200.00 t')).toBeVisible();

    await addStock(page, { storage: shed, crop: 'Wheat', grade: 'Feed wheat', tonnes: '120' });
    await expect(shedCard.getByText('120.00 t of 200.00 t')).toBeVisible();
    await expect(shedCard.getByRole('meter', { name: `How full ${shed} is` })).toHaveAttribute(
      'aria-valuenow',
      '120000',
    );

    // Forty tonnes into a 30 t bin: the form says so before anything is saved, and will not send it.
    await shedCard.getByRole('button', { name: /^Move: Wheat/ }).click();
    const move = page.getByRole('dialog', { name: 'Move stock' });
    await choose(page, move, 'To', bin);
    await move.getByLabel('Quantity (t)').fill('40');
    // Said once, with the room left and by how much the amount is over.
    await expect(
      move.getByText(
        'Over capacity at the destination: it has room for 30.00 t more, and the amount is 10.00 t higher than that',
      ),
    ).toHaveCount(1);
    await expect(move.getByRole('button', { name: 'Move' })).toBeDisabled();
    await expectAccessible(page);

    await move.getByLabel('Quantity (t)').fill('25');
    await expect(move.getByText('Nothing stops this move.')).toBeVisible();
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(move).toHaveCount(0);
    await expect(shedCard.getByText('95.00 t of 200.00 t')).toBeVisible();
    await expect(page.getByRole('article', { name: bin }).getByText('25.00 t of 30.00 t')).toBeVisible();

    // The same stores as a list to filter and export.
    await page.getByRole('link', { name: 'See them as a list to filter and export' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stores and fields list' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Stores' }).getByRole('row').filter({ hasText: bin }).getByRole('meter'),
    ).toHaveAttribute('aria-valuenow', '25000');

    // The stock list, filtered by crop and harvest year: the filters go into the address, so the view is a link.
    await openFromNavigation(page, 'Stock');
    await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
    // Loaded once its export is offered; only then is it known whether the filters sit in a drawer (a phone).
    await expect(page.getByRole('button', { name: 'Export to CSV' })).toBeVisible();
    const showFilters = page.getByRole('button', { name: /^Filters \(/ });
    const filters = (await showFilters.isVisible())
      ? (await showFilters.click(), page.getByRole('dialog', { name: 'Filters' }))
      : page.getByRole('region', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: /^Wheat \(/ }).click();
    await expect(page).toHaveURL(/f=commodity%3Awheat/);
    await filters.getByRole('checkbox', { name: /^2026 \(/ }).click();
    await expect(page).toHaveURL(/f=commodity%3Awheat&f=harvestYear%3A2026/);
    if (await showFilters.isVisible())
      await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Close' }).click();
    const phone = info.project.name === 'phone';
    const lots = listItems(page, 'Stock records', phone);
    await expect(lots.filter({ hasText: shed })).toContainText('95.00 t');
    // The rows are read in one go, and again until they settle: the previous answer stays on screen while the
    // filtered one loads, and the demo farm has other wheat of other years.
    await expect(async () => {
      for (const text of await lots.allInnerTexts()) expect(text).toMatch(/Wheat[\s\S]*2026/);
    }).toPass();
    await expect(page.getByRole('group', { name: 'Filters in use' })).toContainText('Harvest year: 2026');
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^stock-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await file.path())!)).toString('utf8');
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toContain('Crop');
    // In the farmer's unit, tonnes, with the unit in the heading (issue 20).
    expect(header).toContain('Quantity (t)');
    expect(lines.some((line) => line.includes(shed) && line.includes(',95,'))).toBe(true);
    expect(lines.every((line) => line.startsWith('Wheat,') && line.includes(',2026,'))).toBe(true);

    // Sorted by quantity, smallest first: by its column heading, or on a phone (cards, no headings) by the select.
    if (phone) {
      await page.getByRole('combobox', { name: 'Sort by' }).click();
      await page.getByRole('option', { name: 'Quantity, lowest or A first' }).click();
    } else {
      const quantity = page.getByRole('columnheader', { name: /^Quantity/ });
      await quantity.getByRole('button').click();
      await expect(quantity).toHaveAttribute('aria-sort', 'ascending');
    }
    await expect(page).toHaveURL(/f=commodity%3Awheat&f=harvestYear%3A2026&sortBy=quantityKg&sortDesc=false/);
    await expect(async () => {
      const shown = (await lots.allInnerTexts()).map((text) => Number(/([\d,.]+) t/.exec(text)![1]!.replace(',', '')));
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
    }).toPass();
    await expectAccessible(page);

    // A lot opens its own page: what it is, and its history from the ledger with what it held after each change.
    // The lot's own link (its crop); the other, 'List … for sale', starts a listing from it.
    await lots
      .filter({ hasText: shed })
      .getByRole('link', { name: /^Wheat 2026/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /^Wheat 2026/ })).toBeVisible();
    await expect(page.getByText(new RegExp(`^Feed wheat[^·]* · ${shed} · 95\\.00 t$`))).toBeVisible();
    const history = listItems(page, 'History of Wheat 2026', phone);
    await expect(history.first()).toContainText('Moved out');
    await expect(history.first()).toContainText('−25.00 t');
    await expect(history.first()).toContainText('95.00 t');
    await expect(history.last()).toContainText(/Added with its opening quantity|Brought in/);
    await expectAccessible(page);
    // Back to the list as it was: its filters and its sort.
    await page.getByRole('link', { name: 'Back to stock' }).click();
    await expect(page).toHaveURL(/sortBy=quantityKg&sortDesc=false/);
    expect(consoleErrors).toEqual([]);
  },
);
