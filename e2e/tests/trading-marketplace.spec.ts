import { LATEST_UPDATES_SEEN_KEY } from '@harvest/domain';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO_PASSWORD, signIn } from './sign-in-helpers';

const MINUTE = 60_000;
/** A one-pixel PNG: a weighbridge ticket's photo as the file store takes it. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** A person in a browser of their own, signed in; the what's-new window is marked seen so it stays out of the way. */
async function personAt(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    (key) => window.localStorage.setItem(key, '2999-12-31T00:00:00.000Z'),
    LATEST_UPDATES_SEEN_KEY,
  );
  const page = await context.newPage();
  await page.goto('/inventory/auth/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/trading\/market-insights/);
  return page;
}

/**
 * Moves the server's test clock, as the platform's administrator. It signs in for each move: a jump past the
 * access token's life would otherwise leave the administrator signed out.
 */
async function moveClockTo(request: APIRequestContext, at: Date) {
  const login = await request.post('/api/auth/login', {
    data: { username: 'admin@demo.farm', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { access } = ((await login.json()) as { data: { tokens: { access: string } } }).data.tokens;
  const reply = await request.post('/api/admin/test-clock', {
    headers: { authorization: `Bearer ${access}` },
    data: { set: at.toISOString() },
  });
  expect(reply.status()).toBe(200);
}

test('the farmer lists a lot of wheat from stock, both buyers bid, the farmer accepts one at review (the lot reads sold) and reopens the other', async ({
  browser,
  request,
}, info) => {
  const baseURL = String(info.project.use.baseURL);
  const farmer = await personAt(browser, baseURL, 'farmer@demo.farm');
  const sarah = await personAt(browser, baseURL, 'buyer@demo.farm');
  const james = await personAt(browser, baseURL, 'buyer2@demo.farm');

  // The farmer lists his 60 t lot of Crusoe wheat from the stock list: the form comes filled in from the lot (and
  // farm assured from Hillside's assurance); he asks at least 40 t, reviewed at the form's suggested time.
  await farmer.goto('/inventory/stock');
  const crusoe = farmer.getByRole('row').filter({ hasText: 'Crusoe' });
  await expect(crusoe.getByText('Unsold')).toBeVisible();
  await crusoe.getByRole('link', { name: /^List Wheat .*Crusoe.* for sale$/ }).click();
  await expect(farmer.getByRole('heading', { level: 1, name: 'Create a listing' })).toBeVisible();
  await expect(farmer.getByText('Filled in from your stock')).toBeVisible();
  await expect(farmer.getByRole('combobox', { name: 'Variety' })).toHaveValue('Crusoe');
  await expect(farmer.getByLabel('Maximum (t)')).toHaveValue('60');
  await expect(farmer.getByRole('checkbox', { name: 'Farm assured' })).toBeChecked();
  await farmer.getByLabel('Minimum (t)').fill('40');
  await farmer.getByLabel('Guide price per tonne').fill('190');
  await farmer.getByRole('button', { name: 'Post listing' }).click();
  await expect(farmer).toHaveURL(/\/trading\/market-listing\/[0-9a-f-]{36}\/manage/);
  const wheatId = /market-listing\/([0-9a-f-]{36})\//.exec(farmer.url())?.[1] ?? '';
  const wheat = (
    await (await farmer.request.get(`/api/trading/listings/${wheatId}`, { headers: await bearerOf(farmer) })).json()
  ).data as {
    reference: string;
    reviewAt: string;
    offersExpireAt: string;
    movementMonths: string[];
    businessUnitId: string;
  };

  // A second listing with the same review time, for James: his colleague's offer blocks him on the wheat.
  const barleyReply = await farmer.request.post('/api/trading/listings', {
    headers: await bearerOf(farmer),
    data: {
      businessUnitId: wheat.businessUnitId,
      commodityId: 'barley',
      quantityMinKg: 50_000,
      quantityMaxKg: 150_000,
      movement: { kind: 'harvest', harvestYear: Number(wheat.movementMonths[0]?.slice(0, 4)) },
      reviewAt: wheat.reviewAt,
      haulage: 'ex-farm',
    },
  });
  expect(barleyReply.status()).toBe(201);
  const barley = (await barleyReply.json()).data as { id: string; reference: string };

  // Sarah works the market as a merchant: the table, the most tonnage first, narrowed to wheat by its facet.
  await sarah.goto('/trading/market');
  await sarah.locator('label', { hasText: 'Table' }).click();
  const table = sarah.getByRole('table', { name: 'Listings open for offers' });
  await expect(table.getByRole('rowheader', { name: barley.reference })).toBeVisible();
  await sarah.getByRole('combobox', { name: 'Sort by' }).click();
  await sarah.getByRole('option', { name: 'Tonnage, most first' }).click();
  await expect(sarah).toHaveURL(/sortBy=quantityMaxKg&sortDesc=true/);
  // The 150 t barley now comes before the farmer's 60 t lot of wheat.
  await expect
    .poll(async () => {
      const order = await table.getByRole('rowheader').allTextContents();
      const [first, second] = [order.indexOf(barley.reference), order.indexOf(wheat.reference)];
      return first >= 0 && second > first;
    })
    .toBe(true);
  await sarah.getByRole('button', { name: /^Filters/ }).click();
  const filters = sarah.getByRole('dialog', { name: 'Filters' });
  // The box shows the search's answer: it is ticked once the filtered reply is in.
  await filters.getByRole('checkbox', { name: /^Wheat/ }).click();
  await expect(filters.getByRole('checkbox', { name: /^Wheat/ })).toBeChecked();
  await filters.getByRole('button', { name: 'Close' }).click();
  await expect(sarah).toHaveURL(/f=commodity%3Awheat/);
  await expect(table.getByRole('rowheader', { name: barley.reference })).toHaveCount(0);
  await expect(table.getByRole('rowheader', { name: wheat.reference })).toBeVisible();
  await sarah.locator('label', { hasText: 'Cards' }).click();

  // Sarah offers on the wheat in the market.
  const wheatCard = sarah.getByRole('article').filter({ hasText: wheat.reference });
  await wheatCard.getByRole('link', { name: 'Make an offer' }).click();
  await expect(sarah.getByRole('heading', { level: 1, name: 'Make an offer' })).toBeVisible();
  await sarah
    .getByLabel(/^Price for /)
    .first()
    .fill('195');
  await sarah.getByLabel('Minimum (t)').fill('40');
  await sarah.getByLabel('Maximum (t)').fill('60');
  await sarah.getByRole('button', { name: 'Send offer' }).click();
  await expect(sarah).toHaveURL(/\/trading\/market-listing\/bids\/[0-9a-f-]{36}$/);
  const sarahsOffer = sarah.url();

  // James sees his colleague's offer as hers, with no way to change it.
  await james.goto(sarahsOffer);
  await expect(james.getByRole('heading', { name: 'Sarah Mitchell’s offer' })).toBeVisible();
  await expect(james.getByRole('link', { name: /^Change/ })).toHaveCount(0);

  // James, her colleague, is blocked on the wheat, and offers on the barley instead.
  await james.goto(`/trading/market-listing/${wheatId}/create-bid`);
  await expect(
    james.getByText('This listing has already received an offer from a colleague in your business'),
  ).toBeVisible();
  await expect(james.getByRole('button', { name: /Send/ })).toHaveCount(0);
  await james.goto(`/trading/market-listing/${barley.id}/create-bid`);
  await james
    .getByLabel(/^Price for /)
    .first()
    .fill('172');
  await james.getByLabel('Minimum (t)').fill('50');
  await james.getByLabel('Maximum (t)').fill('100');
  await james.getByRole('button', { name: 'Send offer' }).click();
  await expect(james).toHaveURL(/\/trading\/market-listing\/bids\/[0-9a-f-]{36}$/);
  const jamesBid = /bids\/([0-9a-f-]{36})$/.exec(james.url())?.[1] ?? '';

  // The test clock reaches the review time; the farmer accepts Sarah's price.
  await moveClockTo(request, new Date(new Date(wheat.reviewAt).getTime() + MINUTE));
  await farmer.goto(`/trading/market-listing/${wheatId}/bids`);
  await farmer
    .getByRole('button', { name: /^Accept .* from Anglia Grain Merchants Ltd$/ })
    .first()
    .click();
  const confirm = farmer.getByRole('dialog', { name: 'Accept this price?' });
  await confirm.getByRole('button', { name: 'Accept and confirm trade' }).click();
  await expect(farmer.getByRole('dialog', { name: 'Trade accepted' })).toBeVisible();

  // The whole lot is traded, so the stock list shows it sold.
  await farmer.goto('/inventory/stock');
  await expect(farmer.getByRole('row').filter({ hasText: 'Crusoe' }).getByText('Sold', { exact: true })).toBeVisible();

  // Sarah sees the trade confirmed.
  await sarah.reload();
  await expect(sarah.getByText(/Contract awaited/).first()).toBeVisible();
  // She sends her contract within the 72 hours: its number and the signed copy, which the contract then carries.
  await sarah.getByLabel('Contract number').fill('AGM-C-24188');
  await sarah
    .getByRole('region', { name: 'Contract file' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'contract.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });
  await expect(sarah.getByText('Attached: contract.png')).toBeVisible();
  await sarah.getByRole('button', { name: 'Send contract details' }).click();
  await expect(sarah.getByText('Contract number AGM-C-24188')).toBeVisible();
  await sarah.goto(sarah.url().replace(/\/?$/, '/trade-confirmation'));
  await expect(sarah.getByRole('heading', { level: 1, name: /Trade confirmation/ })).toBeVisible();

  // The trade opened a contract for both sides (issue 21): each opens it from the trade, and sees it from their side.
  const tradePage = sarah.url();
  await sarah.getByRole('link', { name: /^View contract for trade / }).click();
  await expect(sarah.getByRole('heading', { level: 1, name: 'Contract AGM-C-24188' })).toBeVisible();
  await expect(sarah.getByText('Anglia Grain Merchants Ltd (you)')).toBeVisible();
  await expectAccessible(sarah);
  await farmer.goto(new URL(tradePage).pathname);
  await farmer.getByRole('link', { name: /^View contract for trade / }).click();
  await expect(farmer).toHaveURL(sarah.url());
  await expect(farmer.getByText('Hillside Farm Partnership (you)')).toBeVisible();
  // The buyer's signed copy is on the contract for the farmer too.
  const signed = farmer.waitForEvent('download');
  await farmer.getByRole('button', { name: 'Download contract file 1' }).click();
  expect((await signed).suggestedFilename()).toMatch(/^contract-AGM-C-24188-1\./);
  await expectAccessible(farmer);

  // The farmer rolls 5 t of the undelivered part into a later month (§4 rolled over): a linked contract opens, with
  // no trade of its own to wait on, and the first, marked rolled over, keeps the rest for the delivery below.
  const firstContract = farmer.url();
  await farmer.getByRole('button', { name: 'Roll over' }).click();
  const roll = farmer.getByRole('dialog', { name: 'Roll over part of the contract' });
  await roll.getByLabel('Weight (t)').fill('5');
  await roll.getByRole('button', { name: 'Roll over' }).click();
  await expect(farmer.getByText(/^Rolled over from an earlier contract/)).toBeVisible();
  await expect(farmer.getByText('Not set yet: add it with Edit')).toBeVisible();
  await farmer.getByRole('link', { name: 'open the earlier contract' }).click();
  await expect(farmer).toHaveURL(firstContract);
  await expect(farmer.getByText('Rolled over', { exact: true })).toBeVisible();

  // The farmer plans a delivery of 30 t from the Crusoe lot in Bay 1 and dispatches it: the lot falls to 30 t.
  const contractPage = farmer.url();
  await farmer.getByRole('button', { name: 'Plan a delivery' }).click();
  const plan = farmer.getByRole('dialog', { name: 'Plan a delivery' });
  await plan.getByLabel('Weight (t)').fill('30');
  await plan.getByLabel(/^Wheat .* at Bay 1 \(t\)$/).fill('30');
  await plan.getByRole('button', { name: 'Plan the delivery' }).click();
  const farmerDelivery = farmer.getByRole('listitem', { name: /^Delivery 1, / });
  await expect(farmerDelivery.getByText(/^Next: dispatch it when it leaves the farm/)).toBeVisible();
  await expectAccessible(farmer);
  await farmerDelivery.getByRole('button', { name: /^Dispatch Delivery 1/ }).click();
  await farmer.getByRole('dialog', { name: 'Dispatch the delivery' }).getByRole('button', { name: 'Dispatch' }).click();
  await expect(farmerDelivery.getByText(/^On its way\. The buyer records/)).toBeVisible();
  await farmer.goto('/inventory/stock');
  await expect(farmer.getByRole('row').filter({ hasText: 'Crusoe' }).getByText('30.00 t')).toBeVisible();

  // Sarah records the sample, wetter than the contract allows (a drying deduction), then the tipped weight.
  await sarah.reload();
  const sarahDelivery = sarah.getByRole('listitem', { name: /^Delivery 1, / });
  await sarahDelivery.getByRole('button', { name: /^Record the sample of Delivery 1/ }).click();
  const sampling = sarah.getByRole('dialog', { name: 'Record the sample' });
  await sampling.getByLabel('Moisture (%) (optional)').fill('16.5');
  await sampling.getByRole('button', { name: 'Record the sample' }).click();
  await expect(sampling.getByText(/^Deduction: Moisture: drying charge/)).toBeVisible();
  await expectAccessible(sarah);
  await sampling.getByRole('button', { name: 'Done' }).click();
  await sarahDelivery.getByRole('button', { name: /^Record the tipped weight of Delivery 1/ }).click();
  const tipping = sarah.getByRole('dialog', { name: 'Record the tipped weight' });
  await tipping.getByLabel('Gross (t)').fill('44.2');
  await tipping.getByLabel('Tare (t)').fill('14.2');
  const ticket = { mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') };
  await tipping
    .getByRole('region', { name: 'Weighbridge ticket' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'ticket.png', ...ticket });
  await expect(tipping.getByText('Attached: ticket.png')).toBeVisible();
  // The wheat is collected ex-farm: the collection receipt completes it.
  await tipping
    .getByRole('region', { name: 'Collection receipt' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'receipt.png', ...ticket });
  await expect(tipping.getByText('Attached: receipt.png')).toBeVisible();
  await tipping.getByRole('button', { name: 'Record the tipped weight' }).click();
  await expect(sarahDelivery.getByText(/^Delivered\. Settle it to issue your self-billed invoice/)).toBeVisible();
  await expect(sarahDelivery.getByText(/^Deduction: Moisture: drying charge/)).toBeVisible();
  await farmer.goto(contractPage);
  await expect(farmerDelivery.getByText(/^Delivered\. Settle it to issue the invoice/)).toBeVisible();

  // Sarah settles it: a self-billed invoice at the tipped weight, less the sample's drying deduction.
  await sarahDelivery.getByRole('button', { name: /^Settle Delivery 1/ }).click();
  const settling = sarah.getByRole('dialog', { name: 'Settle the delivery' });
  await expect(settling.getByText(/Settling issues a self-billed invoice/)).toBeVisible();
  await expect(settling.getByRole('region', { name: 'What the invoice will say' })).toContainText('Price sold');
  await expectAccessible(sarah);
  await settling.getByRole('button', { name: 'Settle and issue the invoice' }).click();
  await expect(sarahDelivery.getByText(/^Settled: the invoice is issued\. Pay it by its due date/)).toBeVisible();
  await expect(sarahDelivery.getByRole('list', { name: 'Deductions and bonuses' })).toContainText(
    'Moisture: drying charge',
  );
  const invoiceLink = sarahDelivery.getByRole('link', { name: /\d{6}$/ });
  const reference = (await invoiceLink.textContent()) ?? '';
  const invoicePage = String(await invoiceLink.getAttribute('href'));

  // Both open the invoice (Sarah from the delivery, the farmer at its address) and download its PDF.
  await invoiceLink.click();
  await expectAccessible(sarah);
  await farmer.goto(invoicePage);
  for (const person of [sarah, farmer]) {
    await expect(person.getByRole('heading', { level: 1, name: `Invoice ${reference}` })).toBeVisible();
    const [download] = await Promise.all([
      person.waitForEvent('download'),
      person.getByRole('button', { name: `Download the PDF of invoice ${reference}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${reference}.pdf`);
    const [head] = (await (await download.createReadStream()).take(1).toArray()) as Buffer[];
    expect(head?.subarray(0, 4).toString()).toBe('%PDF');
  }

  // The farmer records the payment received: the delivery is paid, and, its only delivery paid, the contract complete.
  await farmer.goto(contractPage);
  await farmerDelivery.getByRole('button', { name: /^Record the payment of Delivery 1/ }).click();
  await farmer
    .getByRole('dialog', { name: 'Record the payment received' })
    .getByRole('button', { name: 'Record payment' })
    .click();
  await expect(farmerDelivery.getByText('Paid. Nothing more to do for this delivery.')).toBeVisible();
  await expect(farmer.getByText('Every delivery is paid: this contract is complete.')).toBeVisible();
  await expectAccessible(farmer);
  await sarah.goto(contractPage);
  await expect(sarah.getByText('Every delivery is paid: this contract is complete.')).toBeVisible();
  await expect(sarahDelivery.getByText('Paid', { exact: true }).first()).toBeVisible();

  // James's offer on the barley expires 30 minutes after the review time; the farmer asks him to reopen it.
  await moveClockTo(request, new Date(new Date(wheat.offersExpireAt).getTime() + MINUTE));
  await farmer.goto(`/trading/market-listing/${barley.id}/bids`);
  await expect(farmer.getByText('Expired', { exact: true }).first()).toBeVisible();
  await farmer
    .getByRole('button', { name: /^Ask Anglia Grain Merchants Ltd to reopen/ })
    .first()
    .click();
  const reopen = farmer.getByRole('dialog', { name: 'Ask the buyer to reopen' });
  await reopen.getByRole('button', { name: 'Send request' }).click();
  await expect(farmer.getByText(/Reopen request sent to Anglia Grain Merchants Ltd/)).toBeVisible();

  // Within the 2 hours, James accepts: the trade is confirmed.
  await moveClockTo(request, new Date(new Date(wheat.offersExpireAt).getTime() + 90 * MINUTE));
  await james.goto(`/trading/market-listing/bids/${jamesBid}`);
  await expect(james.getByText('The seller asks you to reopen your offer')).toBeVisible();
  await james.getByRole('button', { name: 'Accept and confirm the trade' }).click();
  await expect(james).toHaveURL(/trade-confirmation$/);
  await expect(james.getByRole('heading', { level: 1, name: /Trade confirmation/ })).toBeVisible();
});

/** The session's bearer header, read from the signed-in page's storage. */
async function bearerOf(page: Page): Promise<Record<string, string>> {
  const access = await page.evaluate(
    () => (JSON.parse(window.localStorage.getItem('harvest:tokens') ?? '{}') as { access?: string }).access ?? '',
  );
  return { authorization: `Bearer ${access}` };
}
