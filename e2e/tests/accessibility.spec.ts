import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO_PASSWORD, signIn } from './sign-in-helpers';

/**
 * Every page built so far, checked with axe at the width of each project (desktop and phone). A new
 * page gets a line here. Pages are grouped by who can see them, so each group signs in once.
 */
/** The shell's loading bar along the top (en-GB `shell.loadingBar`). */
const LOADING_BAR = 'Loading the page';

const publicPages = [
  '/status',
  '/dev/mailbox',
  '/inventory/auth/login',
  '/inventory/auth/login/create-account',
  '/inventory/auth/forgot-password',
  '/inventory/auth/reset-password?username=farmer%40demo.farm',
  '/inventory/auth/set-password',
  '/inventory/auth/sign-in-without-password',
  '/inventory/auth/business-invite?token=not-a-real-token',
  '/no/such/page',
];

const pagesBySignIn: Record<string, string[]> = {
  'farmer@demo.farm': [
    '/inventory/manage/account',
    '/inventory/manage/team',
    '/inventory/storage',
    '/inventory/overview',
    '/inventory/storage/stores',
    '/inventory/storage/fields',
    '/inventory/stock',
    '/inventory/movements',
    '/inventory/movements/incomplete',
    '/inventory/harvest',
    '/trading/manage/farm-locations',
    '/signup-preferences',
    '/marketing-preferences',
    '/trading/no-such-page',
    '/help-centre/latest-updates',
    '/help-centre/latest-updates/your-grain-your-units',
    '/logistics/loads',
    '/logistics/loads/upload',
    '/logistics/jobs',
    '/logistics/jobs/new',
  ],
  'buyer@demo.farm': ['/trading/manage/business-setup', '/inventory/manage/account'],
  // A haulier's fleet, jobs and planner (issue 22).
  'carrier@demo.farm': [
    '/logistics/vehicles',
    '/logistics/trailers',
    '/logistics/drivers',
    '/logistics/terms',
    '/logistics/jobs',
    '/logistics/planner',
  ],
  // The driver app (issue 23): today's jobs, the current one open.
  'driver@demo.farm': ['/driver'],
  'unvetted@demo.farm': ['/inventory/overview', '/inventory/manage/account'],
  'admin@demo.farm': [
    '/inventory/internal/business-accounts',
    '/inventory/internal/logs',
    '/inventory/internal/latest-updates',
    '/inventory/internal/latest-updates/new',
    // The price import (issue 24): the sources and the import form.
    '/inventory/internal/market-prices',
    '/inventory/internal/market-updates',
    '/inventory/internal/market-updates/new',
  ],
};

async function checkPage(page: Page, path: string) {
  await test.step(path, async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Pages that load their content show a loader first (the bar along the top, a LoadingState in the page); axe
    // looks at the page once both have gone. A page's own progress bars (a harvest's) stay.
    await expect(page.getByRole('progressbar', { name: LOADING_BAR })).toHaveCount(0);
    await expect(page.locator('[data-stage]')).toHaveCount(0);
    await expectAccessible(page);
  });
}

test('every public page passes axe', { tag: '@phone' }, async ({ page, consoleErrors }) => {
  for (const path of publicPages) await checkPage(page, path);
  // The made-up invitation token is looked up and answered 404, which Chromium reports as a failed resource.
  expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
});

for (const [email, pages] of Object.entries(pagesBySignIn)) {
  test(`every page ${email} sees passes axe`, { tag: '@phone' }, async ({ page, consoleErrors }) => {
    // A walk through every page grows with the product: a few seconds a page, not one minute in all.
    test.setTimeout(30_000 + pages.length * 15_000);
    await page.goto('/inventory/auth/login');
    await signIn(page, email);
    await expect(page).not.toHaveURL(/\/inventory\/auth\/login/);
    for (const path of pages) await checkPage(page, path);
    expect(consoleErrors).toEqual([]);
  });
}

/** Ids of the demo marketplace (apps/api/src/seed/demo-trading.ts), as the signed-in person can read them. */
interface DemoMarket {
  wheat: string;
  oilseedRape: string | null;
  beans: string;
  barley: string;
  wheatBid: string;
  beansBid: string;
  barleyBid: string;
  barleyOption: string;
}

interface ListingRow {
  id: string;
  commodityId: string;
}
interface BidRow {
  id: string;
  listingId: string;
  commodityId: string;
  trade: { optionId: string | null } | null;
}

/** A GET to the API with the signed-in page's own access token, as the web app makes it. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const access = await page.evaluate(
    () => (JSON.parse(window.localStorage.getItem('harvest:tokens') ?? '{}') as { access?: string }).access ?? '',
  );
  const reply = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${access}` } });
  expect(reply.status(), path).toBe(200);
  return ((await reply.json()) as { data: T }).data;
}

function one<T>(rows: readonly T[], match: (row: T) => boolean, what: string): T {
  const found = rows.find(match);
  if (!found) throw new Error(`The demo marketplace has no ${what}`);
  return found;
}

/** The seller reads the listings under each tab, then the offers on them; a buyer reads the business's offers. */
async function demoMarket(page: Page, side: 'seller' | 'buyer'): Promise<DemoMarket> {
  if (side === 'seller') {
    const listings: ListingRow[] = [];
    for (const tab of ['live', 'scheduled', 'review', 'ended'])
      listings.push(...(await apiGet<ListingRow[]>(page, `/trading/listings?tab=${tab}`)));
    const listing = (crop: string) => one(listings, (row) => row.commodityId === crop, `${crop} listing`).id;
    const firstBid = async (listingId: string) =>
      one(await apiGet<BidRow[]>(page, `/trading/listings/${listingId}/bids`), () => true, 'offer').id;
    const trade = one(
      await apiGet<{ bidId: string | null; optionId: string | null; commodityId: string }[]>(page, '/trading/trades'),
      (row) => row.commodityId === 'barley',
      'barley trade',
    );
    return {
      wheat: listing('wheat'),
      oilseedRape: listing('oilseed-rape'),
      beans: listing('beans'),
      barley: listing('barley'),
      wheatBid: await firstBid(listing('wheat')),
      beansBid: await firstBid(listing('beans')),
      barleyBid: trade.bidId ?? '',
      barleyOption: trade.optionId ?? '',
    };
  }
  const bids = await apiGet<BidRow[]>(page, '/trading/bids');
  const bid = (crop: string) => one(bids, (row) => row.commodityId === crop, `${crop} offer`);
  // The demo's contracts come from wheat sold to Sarah too: her wheat offer still open is the one on the market.
  const openWheat = one(bids, (row) => row.commodityId === 'wheat' && row.trade === null, 'open wheat offer');
  return {
    wheat: openWheat.listingId,
    // Scheduled listings are not open to buyers yet.
    oilseedRape: null,
    beans: bid('beans').listingId,
    barley: bid('barley').listingId,
    wheatBid: openWheat.id,
    beansBid: bid('beans').id,
    barleyBid: bid('barley').id,
    barleyOption: bid('barley').trade?.optionId ?? '',
  };
}

interface ModalCheck {
  /** The page the modal opens over. */
  path: string;
  /** The dialog's accessible name (its title). */
  dialog: string | RegExp;
  /** How a person opens it there; without one, the address's `action` value opens it. */
  open?: (page: Page) => Promise<void>;
  /** Answers the page's API calls differently, to show a state the demo data is not in at this moment. */
  prepare?: (page: Page) => Promise<unknown>;
}

interface TradingWalk {
  side: 'seller' | 'buyer';
  pages: (ids: DemoMarket) => string[];
  modals: (ids: DemoMarket) => ModalCheck[];
}

const listingPath = (id: string) => `/trading/market-listing/${id}`;
const bidPath = (id: string) => `/trading/market-listing/bids/${id}`;
const clickButton = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name }).first().click();

/**
 * Every trading page, for the people who may use it: the seller (Hillside) and both buyers at Anglia. The walk only
 * looks and opens dialogs: it never accepts, withdraws or sends anything, since the other journeys share this data.
 */
const tradingWalks: Record<string, TradingWalk> = {
  'farmer@demo.farm': {
    side: 'seller',
    pages: (ids) => [
      '/trading/market-insights',
      '/trading/market-listing',
      '/trading/market-listing?tab=scheduled',
      '/trading/market-listing?tab=review',
      '/trading/market-listing?tab=ended',
      '/trading/market-listing/new',
      `${listingPath(ids.wheat)}/manage`,
      `${listingPath(ids.beans)}/manage`,
      `${listingPath(ids.barley)}/manage`,
      `${listingPath(ids.wheat)}/bids`,
      `${listingPath(ids.beans)}/bids`,
      `${listingPath(ids.barley)}/bids`,
      ...(ids.oilseedRape ? [`${listingPath(ids.oilseedRape)}/bids`] : []),
      bidPath(ids.wheatBid),
      bidPath(ids.beansBid),
      bidPath(ids.barleyBid),
      `${bidPath(ids.barleyBid)}/trade-confirmation`,
      `${bidPath(ids.barleyBid)}/options/${ids.barleyOption}/trade-summary`,
      '/trading/wanted/seller',
      '/trading/wanted/trade-requests',
      // The demo's traded barley opened a contract (issue 21); invoices come with settlement.
      '/trading/contracts',
      '/trading/invoices',
      // Price alerts and target prices (issue 24), or the insights lock without the upgrade.
      '/trading/alert-preferences',
    ],
    modals: (ids) => [
      { path: `${listingPath(ids.wheat)}/manage?action=end-listing`, dialog: /^End listing / },
      { path: '/trading/market-listing/new?action=default-specification-edit', dialog: 'Edit the specification' },
      { path: `${listingPath(ids.beans)}/manage`, dialog: /^Re-list /, open: clickButton('Re-list') },
      { path: `${listingPath(ids.wheat)}/bids`, dialog: 'Buyer details', open: clickButton('Buyer details') },
      {
        path: `${listingPath(ids.wheat)}/bids`,
        dialog: 'Verified buyer',
        open: clickButton('Verified buyer: what this means'),
      },
      {
        path: `${listingPath(ids.beans)}/bids`,
        dialog: 'Ask the buyer to reopen',
        open: clickButton(/^Ask .* to reopen/),
      },
      {
        // The demo has no offer under review (that lasts 30 minutes, and this walk may not move the clock): Sarah's
        // wheat offer is answered as under review, so the confirmation can be looked at; it is closed, never sent.
        path: bidPath(ids.wheatBid),
        dialog: 'Accept this price?',
        prepare: (page) =>
          page.route(`**/api/trading/bids/${ids.wheatBid}`, async (route) => {
            const reply = await route.fetch();
            const body = (await reply.json()) as { data: Record<string, unknown> };
            await route.fulfill({ response: reply, json: { ...body, data: { ...body.data, state: 'under-review' } } });
          }),
        open: clickButton(/^Accept .* from /),
      },
      { path: '/trading/wanted/seller', dialog: 'Ask to trade', open: clickButton('Ask to trade') },
      { path: '/trading/contracts', dialog: 'Add a contract', open: clickButton('Add contract') },
      // The contracts search's facets, in a drawer by their name (the one a phone opens from 'Filters').
      { path: '/trading/contracts?type=sales&action=filters', dialog: 'Filters' },
    ],
  },
  'buyer@demo.farm': {
    side: 'buyer',
    pages: (ids) => [
      '/trading/market-insights',
      '/trading/market',
      // The dense table (cards of rows on a phone) and the map of areas (issue 20).
      '/trading/market?view=table&sortBy=guidePrice&sortDesc=true',
      '/trading/market?view=map',
      '/trading/market-listing/bids',
      bidPath(ids.wheatBid),
      bidPath(ids.beansBid),
      `${listingPath(ids.wheat)}/create-bid`,
      '/trading/wanted',
      '/trading/wanted/new',
      '/trading/wanted/trade-requests',
      '/trading/contracts',
      '/trading/invoices',
      '/trading/alert-preferences',
    ],
    modals: (ids) => [
      { path: '/trading/market-listing/bids?action=bid-archive', dialog: 'Bid archive' },
      {
        path: `${listingPath(ids.wheat)}/create-bid?action=market-listing-specification`,
        dialog: /^Market listing specification: /,
      },
      { path: `${listingPath(ids.wheat)}/create-bid?action=view-trading-notes`, dialog: /^Trading notes: / },
      { path: `${listingPath(ids.wheat)}/create-bid?action=trading-terms`, dialog: 'Trading terms' },
      { path: '/trading/market', dialog: /^Market listing specification: /, open: clickButton('Specification') },
      { path: '/trading/market', dialog: /^Trading notes: /, open: clickButton('Trading notes') },
    ],
  },
  'buyer2@demo.farm': {
    side: 'buyer',
    pages: (ids) => [
      '/trading/market-insights',
      '/trading/market-listing/bids',
      `${listingPath(ids.wheat)}/create-bid`,
      bidPath(ids.barleyBid),
      `${bidPath(ids.barleyBid)}/trade-confirmation`,
      `${bidPath(ids.barleyBid)}/options/${ids.barleyOption}/trade-summary`,
    ],
    modals: () => [],
  },
};

async function checkModal(page: Page, check: ModalCheck) {
  await test.step(`${check.path}: ${String(check.dialog)}`, async () => {
    await check.prepare?.(page);
    await page.goto(check.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[data-stage]')).toHaveCount(0);
    await check.open?.(page);
    const dialog: Locator = page.getByRole('dialog', { name: check.dialog });
    await expect(dialog).toBeVisible();
    await expect(page.locator('[data-stage]')).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await page.unrouteAll();
  });
}

for (const [email, walk] of Object.entries(tradingWalks)) {
  test(`every trading page and dialog ${email} sees passes axe`, { tag: '@phone' }, async ({ page, consoleErrors }) => {
    await page.goto('/inventory/auth/login');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/trading\/market-insights/);
    const ids = await demoMarket(page, walk.side);
    const pages = walk.pages(ids);
    const modals = walk.modals(ids);
    test.setTimeout(30_000 + (pages.length + modals.length) * 15_000);
    for (const path of pages) await checkPage(page, path);
    for (const check of modals) await checkModal(page, check);
    expect(consoleErrors).toEqual([]);
  });
}

/**
 * The quote screens of the demo haulage (apps/api/src/seed/demo-logistics.ts): Fenland's quote requests with the
 * price dialog, and Hillside's job's quotes with Fenland's terms. Only looked at: nothing is sent.
 */
const quoteWalks: Record<string, (page: Page) => Promise<ModalCheck[]>> = {
  'carrier@demo.farm': async (page) => {
    await checkPage(page, '/logistics/quote-requests');
    return [
      {
        path: '/logistics/quote-requests',
        dialog: /^Price job /,
        open: clickButton(/^(Change your price|Price this job)$/),
      },
    ];
  },
  'farmer@demo.farm': async (page) => {
    // The demo job, as the carrier asked to price it reads it (the farmer has no list of jobs on this page's side).
    const login = await page.request.post('/api/auth/login', {
      data: { username: 'carrier@demo.farm', password: DEMO_PASSWORD },
    });
    const carrierToken = ((await login.json()) as { data: { tokens: { access: string } } }).data.tokens.access;
    const requests = await page.request.get('/api/logistics/quote-requests', {
      headers: { authorization: `Bearer ${carrierToken}` },
    });
    // The demo quote still awaits the farmer (the haulage journey, which may run before this on a phone, leaves its
    // own job's quote accepted).
    const jobId =
      ((await requests.json()) as { data: { jobId: string; status: string }[] }).data.find(
        (request) => request.status === 'submitted',
      )?.jobId ?? '';
    await checkPage(page, `/logistics/jobs/${jobId}/quotes`);
    // The job and its edit form (a job out for quote: anything may change); nothing is saved.
    await checkPage(page, `/logistics/jobs/${jobId}`);
    await checkPage(page, `/logistics/jobs/${jobId}/edit`);
    return [
      {
        path: `/logistics/jobs/${jobId}/quotes`,
        dialog: /^Terms and conditions of /,
        // Agreed already once the haulage journey has run: the dialog then shows the terms alone.
        open: clickButton(/^(Agree terms|Terms agreed): terms of /),
      },
      // The load modal with its job picker, and the jobs list's filters (a drawer on a phone).
      { path: '/logistics/loads', dialog: 'Add load', open: clickButton('Add load') },
      { path: '/logistics/jobs?action=filters', dialog: 'Filters' },
    ];
  },
};

for (const [email, walk] of Object.entries(quoteWalks)) {
  test(`the quote pages and dialogs ${email} sees pass axe`, { tag: '@phone' }, async ({ page, consoleErrors }) => {
    await page.goto('/inventory/auth/login');
    await signIn(page, email);
    await expect(page).not.toHaveURL(/\/inventory\/auth\/login/);
    for (const check of await walk(page)) await checkModal(page, check);
    expect(consoleErrors).toEqual([]);
  });
}
