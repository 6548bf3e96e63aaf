import type {
  BidView,
  ContractView,
  DeliveryView,
  SellerListing,
  StockRecord,
  Storage,
  TradeRequestView,
  WantedView,
} from '@harvest/domain';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { apiCall, type Headers } from '../../../test/api-calls';
import { uploadRequest } from '../../../test/authorisation-world';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectEveryRouteListed, expectRowAuthorised, isMarketRoute, type MatrixRow } from '../../../test/route-matrix';
import {
  addBuyer,
  addRivalSeller,
  bidBody,
  createListing,
  expectData,
  HOUR,
  issueInvoice,
  listingBody,
  sendBid,
  signInTraders,
  unitIdOf,
  type Trader,
} from '../../../test/trading-world';

type Who = Trader | 'outsider';
const EVERYONE: Who[] = ['farmer', 'buyer', 'buyer2', 'carrier', 'driver', 'unvetted', 'admin', 'rival', 'outsider'];
const SELLERS: Who[] = ['farmer', 'rival'];
const ANGLIA: Who[] = ['buyer', 'buyer2'];
const BUYERS: Who[] = [...ANGLIA, 'outsider'];
const TRADERS: Who[] = [...SELLERS, ...BUYERS];

/**
 * Trading platform §6 and DESIGN §2: every trading call refuses people without the module and permission (403),
 * and tells another organisation that what it names does not exist (404). `rival` is a second vetted seller,
 * `outsider` a second buyer business.
 */
describe('trading authorisation matrix (trading §6)', () => {
  let t: TestApp;
  let headers: Record<Who, Headers>;
  const ids = {
    live: '',
    doomed: '',
    bid: '',
    option: '',
    wanted: '',
    ownWanted: '',
    request: '',
    pending: '',
    contract: '',
    lot: '',
    delivery: '',
    doomedDelivery: '',
    invoice: '',
    entered: '',
    enteredFile: '',
  };
  let hillside = '';
  let live: SellerListing;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await addRivalSeller(t);
    const outsider = await addBuyer(t, 'Outside Grain Ltd', 'outsider@buyers.test');
    headers = { ...(await signInTraders(t)), outsider };
    hillside = await unitIdOf(t, 'Hillside Farm');
    live = await createListing(t, headers.farmer, listingBody(t, hillside));
    ids.live = live.id;
    ids.doomed = (await createListing(t, headers.farmer, listingBody(t, hillside))).id;
    const bid: BidView = await sendBid(t, headers.buyer, bidBody(live));
    ids.bid = bid.id;
    ids.option = bid.options[0]!.id;
    const wanted = (as: Headers) =>
      apiCall(t, 'POST', '/trading/wanted', as, {
        commodityId: 'wheat',
        quantityMinKg: 25_000,
        quantityMaxKg: 100_000,
        months: ['2027-01'],
      });
    ids.wanted = (await expectData<WantedView>(await wanted(headers.buyer), 201)).id;
    ids.ownWanted = (await expectData<WantedView>(await wanted(headers.buyer), 201)).id;
    const ask = () =>
      apiCall(t, 'POST', '/trading/trade-requests', headers.farmer, {
        wantedId: ids.wanted,
        businessUnitId: hillside,
        quantityKg: 30_000,
        month: '2027-01',
        pricePerUnit: 19_800,
      });
    ids.request = (await expectData<TradeRequestView>(await ask(), 201)).id;
    ids.pending = (await expectData<TradeRequestView>(await ask(), 201)).id;
    // A trade (Anglia accepts a third request) opens the contract the contract calls name.
    const traded = (await expectData<TradeRequestView>(await ask(), 201)).id;
    await expectData(
      await apiCall(t, 'PATCH', `/trading/trade-requests/${traded}/close`, headers.buyer, { outcome: 'accepted' }),
    );
    ids.contract = (
      await expectData<ContractView[]>(await apiCall(t, 'GET', '/trading/contracts', headers.farmer))
    )[0]!.id;
    // Hillside's wheat lot, and two deliveries planned out of it on the contract (one to change, one to delete).
    const store = await expectData<Storage>(
      await apiCall(t, 'POST', '/inventory/storages', headers.farmer, {
        type: 'store',
        businessUnitId: await unitIdOf(t, 'Hillside Grain Store'),
        name: 'Matrix store',
        capacityKg: null,
      }),
      201,
    );
    ids.lot = (
      await expectData<StockRecord>(
        await apiCall(t, 'POST', '/inventory/records', headers.farmer, {
          storageId: store.id,
          quantityKg: 30_000,
          commodityId: 'wheat',
          harvestYear: 2026,
        }),
        201,
      )
    ).id;
    const planDelivery = async () =>
      (
        await expectData<DeliveryView>(
          await apiCall(t, 'POST', `/trading/contracts/${ids.contract}/deliveries`, headers.farmer, deliveryBody()),
          201,
        )
      ).id;
    ids.delivery = await planDelivery();
    ids.doomedDelivery = await planDelivery();
    ids.invoice = await issueInvoice(t, ids.contract);
    // A storage contract Hillside entered itself (its alone), with a contract document on it.
    ids.entered = (
      await expectData<ContractView>(
        await apiCall(t, 'POST', '/trading/contracts', headers.farmer, enteredBody('ST-MATRIX-1')),
        201,
      )
    ).id;
    const uploaded = await t.app.inject(
      uploadRequest(
        [
          { name: 'bucket', value: 'files' },
          { name: 'type', value: 'contract' },
          { name: 'file', filename: 'storage.txt', data: Buffer.from('storage contract'), contentType: 'text/plain' },
        ],
        headers.farmer,
      ),
    );
    ids.enteredFile = (await expectData<{ id: string }[]>(uploaded, 201))[0]!.id;
    await expectData(
      await apiCall(t, 'POST', `/trading/contracts/${ids.entered}/files`, headers.farmer, { fileId: ids.enteredFile }),
    );
  });
  afterAll(async () => t?.close());

  const enteredBody = (contractNumber: string) => ({
    type: 'storage',
    sellerBusinessUnitId: hillside,
    contractNumber,
    startDate: '2027-01-01',
    endDate: '2027-12-31',
    pricePerUnit: 1_500,
    priceType: 'fixed',
    totalWeightKg: 50_000,
    storageQuantityKg: 50_000,
    commodityId: 'wheat',
    counterparty: { name: 'Brook Farm' },
  });
  const deliveryBody = () => ({
    plannedDate: '2027-01-10',
    plannedWeightKg: 5_000,
    lots: [{ recordId: ids.lot, quantityKg: 5_000 }],
  });
  const delivery = (path = '') => `/trading/contracts/${ids.contract}/deliveries/${ids.delivery}${path}`;

  const json = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: () => string, payload?: () => object) => () => ({
    method,
    url: `/api${url()}`,
    ...(payload ? { payload: payload() } : {}),
  });

  const MATRIX: MatrixRow<Who>[] = [
    { route: 'GET /api/trading/listings', allowed: SELLERS, request: json('GET', () => '/trading/listings') },
    {
      route: 'POST /api/trading/listings',
      allowed: SELLERS,
      request: json(
        'POST',
        () => '/trading/listings',
        () => listingBody(t, hillside),
      ),
    },
    {
      route: 'GET /api/trading/listings/:id',
      allowed: ['farmer', ...BUYERS],
      notFoundFor: ['rival'],
      request: json('GET', () => `/trading/listings/${ids.live}`),
    },
    {
      route: 'PATCH /api/trading/listings/:id',
      allowed: ['farmer'],
      notFoundFor: ['rival'],
      request: json(
        'PATCH',
        () => `/trading/listings/${ids.live}`,
        () => ({ notes: 'Clean' }),
      ),
    },
    {
      route: 'PATCH /api/trading/listings/:id/close',
      allowed: ['farmer'],
      notFoundFor: ['rival'],
      request: json(
        'PATCH',
        () => `/trading/listings/${ids.doomed}/close`,
        () => ({ reasonId: 'other' }),
      ),
    },
    {
      route: 'POST /api/trading/listings/:id/relist',
      allowed: ['farmer'],
      notFoundFor: ['rival'],
      request: json(
        'POST',
        () => `/trading/listings/${ids.doomed}/relist`,
        () => ({ reviewAt: new Date(t.clock.now().getTime() + 3 * HOUR).toISOString() }),
      ),
    },
    {
      route: 'PATCH /api/trading/listings/:id/archive',
      allowed: ['farmer'],
      notFoundFor: ['rival'],
      request: json('PATCH', () => `/trading/listings/${ids.doomed}/archive`),
    },
    {
      route: 'GET /api/trading/listings/:id/bids',
      allowed: ['farmer'],
      notFoundFor: ['rival'],
      request: json('GET', () => `/trading/listings/${ids.live}/bids`),
    },
    { route: 'GET /api/trading/market', allowed: BUYERS, request: json('GET', () => '/trading/market') },
    {
      route: 'POST /api/trading/bids',
      allowed: BUYERS,
      request: json(
        'POST',
        () => '/trading/bids',
        () => bidBody(live),
      ),
    },
    { route: 'GET /api/trading/bids', allowed: BUYERS, request: json('GET', () => '/trading/bids') },
    {
      route: 'GET /api/trading/buyer/dashboard',
      allowed: BUYERS,
      request: json('GET', () => '/trading/buyer/dashboard'),
    },
    {
      route: 'GET /api/trading/bids/:id',
      allowed: ['farmer', ...ANGLIA],
      notFoundFor: ['rival', 'outsider'],
      request: json('GET', () => `/trading/bids/${ids.bid}`),
    },
    {
      route: 'PATCH /api/trading/bids/:id',
      allowed: ANGLIA,
      notFoundFor: ['outsider'],
      request: json(
        'PATCH',
        () => `/trading/bids/${ids.bid}`,
        () => {
          const { listingId: _listing, ...edit } = bidBody(live);
          return edit;
        },
      ),
    },
    {
      route: 'PATCH /api/trading/bids/:id/accept',
      allowed: ['farmer'],
      notFoundFor: ['rival'],
      request: json(
        'PATCH',
        () => `/trading/bids/${ids.bid}/accept`,
        () => ({ optionId: ids.option }),
      ),
    },
    {
      route: 'PATCH /api/trading/bids/:id/contract',
      allowed: ANGLIA,
      notFoundFor: ['outsider'],
      request: json(
        'PATCH',
        () => `/trading/bids/${ids.bid}/contract`,
        () => ({ contractNumber: 'C-1' }),
      ),
    },
    {
      route: 'POST /api/trading/bids/:id/contract-request',
      allowed: ['farmer'],
      notFoundFor: ['rival'],
      request: json('POST', () => `/trading/bids/${ids.bid}/contract-request`),
    },
    {
      route: 'POST /api/trading/bids/:id/expired-bid-offer',
      allowed: ['farmer'],
      notFoundFor: ['rival'],
      request: json(
        'POST',
        () => `/trading/bids/${ids.bid}/expired-bid-offer`,
        () => ({ optionId: ids.option }),
      ),
    },
    {
      route: 'POST /api/trading/bids/:id/expired-bid-accept-offer',
      allowed: ANGLIA,
      notFoundFor: ['outsider'],
      request: json('POST', () => `/trading/bids/${ids.bid}/expired-bid-accept-offer`),
    },
    {
      route: 'POST /api/trading/bids/:id/expired-bid-decline-offer',
      allowed: ANGLIA,
      notFoundFor: ['outsider'],
      request: json('POST', () => `/trading/bids/${ids.bid}/expired-bid-decline-offer`),
    },
    {
      route: 'PATCH /api/trading/bids/:id/withdraw',
      allowed: ANGLIA,
      notFoundFor: ['outsider'],
      request: json('PATCH', () => `/trading/bids/${ids.bid}/withdraw`),
    },
    { route: 'GET /api/trading/wanted', allowed: TRADERS, request: json('GET', () => '/trading/wanted') },
    {
      route: 'POST /api/trading/wanted',
      allowed: BUYERS,
      request: json(
        'POST',
        () => '/trading/wanted',
        () => ({
          commodityId: 'barley',
          quantityMinKg: 10_000,
          quantityMaxKg: 20_000,
          months: ['2027-02'],
        }),
      ),
    },
    {
      route: 'GET /api/trading/wanted/:id',
      allowed: TRADERS,
      request: json('GET', () => `/trading/wanted/${ids.wanted}`),
    },
    {
      route: 'PATCH /api/trading/wanted/:id/close',
      allowed: ANGLIA,
      notFoundFor: ['outsider'],
      request: json('PATCH', () => `/trading/wanted/${ids.ownWanted}/close`),
    },
    {
      route: 'GET /api/trading/trade-requests',
      allowed: TRADERS,
      request: json('GET', () => '/trading/trade-requests'),
    },
    {
      route: 'GET /api/trading/trade-requests/:id',
      allowed: ['farmer', ...ANGLIA],
      notFoundFor: ['rival', 'outsider'],
      request: json('GET', () => `/trading/trade-requests/${ids.request}`),
    },
    {
      route: 'POST /api/trading/trade-requests',
      allowed: SELLERS,
      request: json(
        'POST',
        () => '/trading/trade-requests',
        () => ({
          wantedId: ids.wanted,
          businessUnitId: hillside,
          quantityKg: 30_000,
          month: '2027-01',
          pricePerUnit: 19_800,
        }),
      ),
    },
    {
      // The seller may not decline their own request (403); the buyer's business declines it.
      route: 'PATCH /api/trading/trade-requests/:id/close',
      allowed: ANGLIA,
      notFoundFor: ['rival', 'outsider'],
      request: json(
        'PATCH',
        () => `/trading/trade-requests/${ids.pending}/close`,
        () => ({ outcome: 'declined' }),
      ),
    },
    { route: 'GET /api/trading/trades', allowed: TRADERS, request: json('GET', () => '/trading/trades') },
    // §6 trading.contracts: the sellers and the buyers' owners hold it; a bidding colleague (buyer2) does not.
    {
      route: 'GET /api/trading/contracts',
      allowed: [...SELLERS, 'buyer', 'outsider'],
      request: json('GET', () => '/trading/contracts'),
    },
    {
      route: 'GET /api/trading/invoices',
      allowed: [...SELLERS, 'buyer', 'outsider'],
      request: json('GET', () => '/trading/invoices'),
    },
    {
      route: 'GET /api/trading/invoices/:id',
      allowed: ['farmer', 'buyer'],
      notFoundFor: ['rival', 'outsider'],
      request: json('GET', () => `/trading/invoices/${ids.invoice}`),
    },
    {
      route: 'GET /api/trading/invoices/:id/pdf',
      allowed: ['farmer', 'buyer'],
      notFoundFor: ['rival', 'outsider'],
      request: json('GET', () => `/trading/invoices/${ids.invoice}/pdf`),
    },
    {
      route: 'GET /api/trading/contracts/:id',
      allowed: ['farmer', 'buyer'],
      notFoundFor: ['rival', 'outsider'],
      request: json('GET', () => `/trading/contracts/${ids.contract}`),
    },
    // A contract's deliveries: both parties read them; the seller plans and dispatches, the buyer samples and tips.
    {
      route: 'GET /api/trading/contracts/:id/deliveries',
      allowed: ['farmer', 'buyer'],
      notFoundFor: ['rival', 'outsider'],
      request: json('GET', () => `/trading/contracts/${ids.contract}/deliveries`),
    },
    {
      route: 'POST /api/trading/contracts/:id/deliveries',
      allowed: ['farmer'],
      notFoundFor: ['rival', 'outsider'],
      request: json('POST', () => `/trading/contracts/${ids.contract}/deliveries`, deliveryBody),
    },
    {
      route: 'PATCH /api/trading/contracts/:id/deliveries/:deliveryId',
      allowed: ['farmer'],
      notFoundFor: ['rival', 'outsider'],
      request: json(
        'PATCH',
        () => delivery(),
        () => ({ plannedDate: '2027-01-11' }),
      ),
    },
    {
      route: 'POST /api/trading/contracts/:id/deliveries/:deliveryId/sample',
      allowed: ['buyer'],
      notFoundFor: ['rival', 'outsider'],
      request: json(
        'POST',
        () => delivery('/sample'),
        () => ({ results: { moisture: 14.2 } }),
      ),
    },
    {
      route: 'POST /api/trading/contracts/:id/deliveries/:deliveryId/dispatch',
      allowed: ['farmer'],
      notFoundFor: ['rival', 'outsider'],
      request: json(
        'POST',
        () => delivery('/dispatch'),
        () => ({}),
      ),
    },
    {
      route: 'POST /api/trading/contracts/:id/deliveries/:deliveryId/tipped-weight',
      allowed: ['buyer'],
      notFoundFor: ['rival', 'outsider'],
      request: json(
        'POST',
        () => delivery('/tipped-weight'),
        () => ({
          grossKg: 20_000,
          tareKg: 15_000,
          netKg: 5_000,
          tippedQuantityKg: 5_000,
          weighbridgeFileId: '00000000-0000-4000-8000-000000000000',
        }),
      ),
    },
    {
      route: 'DELETE /api/trading/contracts/:id/deliveries/:deliveryId',
      allowed: ['farmer'],
      notFoundFor: ['rival', 'outsider'],
      request: json('DELETE', () => `/trading/contracts/${ids.contract}/deliveries/${ids.doomedDelivery}`),
    },
    // Settlement: either party settles (a planned delivery is 409 to both), the seller alone records the payment.
    {
      route: 'POST /api/trading/contracts/:id/deliveries/:deliveryId/settlement',
      allowed: ['farmer', 'buyer'],
      notFoundFor: ['rival', 'outsider'],
      request: json(
        'POST',
        () => delivery('/settlement'),
        () => ({}),
      ),
    },
    {
      route: 'PATCH /api/trading/contracts/:id/deliveries/:deliveryId/settlement',
      allowed: ['farmer', 'buyer'],
      notFoundFor: ['rival', 'outsider'],
      request: json(
        'PATCH',
        () => delivery('/settlement'),
        () => ({ weightKg: 5_000 }),
      ),
    },
    {
      route: 'POST /api/trading/contracts/:id/deliveries/:deliveryId/settlement/payment',
      allowed: ['farmer'],
      notFoundFor: ['rival', 'outsider'],
      request: json(
        'POST',
        () => delivery('/settlement/payment'),
        () => ({ receivedDate: '2026-01-02' }),
      ),
    },
    {
      // The sellers and Anglia's owner may enter contracts; Hillside's farm is bad input (400) to anyone else.
      route: 'POST /api/trading/contracts',
      allowed: [...SELLERS, 'buyer', 'outsider'],
      request: json(
        'POST',
        () => '/trading/contracts',
        () => enteredBody('ST-MATRIX-2'),
      ),
    },
    {
      route: 'PATCH /api/trading/contracts/:id',
      allowed: ['farmer'],
      notFoundFor: ['rival', 'buyer', 'outsider'],
      request: json(
        'PATCH',
        () => `/trading/contracts/${ids.entered}`,
        () => ({ paymentDays: 30 }),
      ),
    },
    {
      // A trade's contract is refused to both parties (409): still allowed to call, and nothing is deleted.
      route: 'DELETE /api/trading/contracts/:id',
      allowed: ['farmer', 'buyer'],
      notFoundFor: ['rival', 'outsider'],
      request: json('DELETE', () => `/trading/contracts/${ids.contract}`),
    },
    {
      route: 'POST /api/trading/contracts/:id/files',
      allowed: ['farmer'],
      notFoundFor: ['rival', 'buyer', 'outsider'],
      request: json(
        'POST',
        () => `/trading/contracts/${ids.entered}/files`,
        () => ({ fileId: ids.enteredFile }),
      ),
    },
    {
      route: 'DELETE /api/trading/contracts/:id/files/:fileId',
      allowed: ['farmer'],
      notFoundFor: ['rival', 'buyer', 'outsider'],
      request: json('DELETE', () => `/trading/contracts/${ids.entered}/files/${ids.enteredFile}`),
    },
    {
      route: 'POST /api/trading/contracts/:id/cancel',
      allowed: ['farmer'],
      notFoundFor: ['rival', 'buyer', 'outsider'],
      request: json('POST', () => `/trading/contracts/${ids.entered}/cancel`),
    },
    {
      // Either party records a fixing (the trade's contract is fixed-price: 409, still allowed to call).
      route: 'POST /api/trading/contracts/:id/fixings',
      allowed: ['farmer', 'buyer'],
      notFoundFor: ['rival', 'outsider'],
      request: json(
        'POST',
        () => `/trading/contracts/${ids.contract}/fixings`,
        () => ({ weightKg: 1_000, pricePerUnit: 19_000, fixedOn: '2026-11-01' }),
      ),
    },
    {
      route: 'POST /api/trading/contracts/:id/rollovers',
      allowed: ['farmer', 'buyer'],
      notFoundFor: ['rival', 'outsider'],
      request: json(
        'POST',
        () => `/trading/contracts/${ids.contract}/rollovers`,
        () => ({ part: 'undelivered', weightKg: 1_000, month: '2027-06' }),
      ),
    },
    {
      // The buyer records the price after sampling; the seller is told so (403).
      route: 'POST /api/trading/contracts/:id/price-updates',
      allowed: ['buyer'],
      notFoundFor: ['rival', 'outsider'],
      request: json(
        'POST',
        () => `/trading/contracts/${ids.contract}/price-updates`,
        () => ({ deliveryId: ids.delivery, pricePerUnit: 18_000, reason: 'Feed grade' }),
      ),
    },
    {
      route: 'PATCH /api/trading/contracts/:id/adjustment-scale',
      allowed: ['farmer', 'buyer'],
      notFoundFor: ['rival', 'outsider'],
      request: json(
        'PATCH',
        () => `/trading/contracts/${ids.contract}/adjustment-scale`,
        () => ({ scale: null }),
      ),
    },
  ];

  it('has a row for every trading route, and every row is a route', () => {
    expectEveryRouteListed(t.routes, (url) => url.startsWith('/api/trading/') && !isMarketRoute(url), MATRIX);
  });

  for (const row of MATRIX) it(row.route, () => expectRowAuthorised(t.app, row, headers, EVERYONE));
});
