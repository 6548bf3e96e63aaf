import { messages, SUPPORT_PHONE, type SellerListing, type WantedView } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  demoOrganisationIds,
  expectNothingWritten,
  signInDemo,
  type Headers,
  type Method,
} from '../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bidBody, createListing, expectData, listingBody, unitIdOf } from '../../../test/trading-world';

/** §8 unvetted account: 'not been fully vetted, contact support', with the support phone in place of {phone}. */
const NOT_VETTED = messages.accounts.notVetted.replace('{{phone}}', SUPPORT_PHONE);
const TRADING_TABLES = ['trading_listings', 'trading_bids', 'trading_wanted', 'trading_trade_requests'] as const;

interface Call {
  method: Method;
  path: string;
  body?: object;
}

describe('an unvetted business trying to trade hears why, and whom to call (trading §6, §8)', () => {
  let t: TestApp;
  let who: Record<'farmer' | 'buyer' | 'carrier' | 'unvetted' | 'admin', Headers>;
  /** The owner of a buyer business with trading:buyers, not yet vetted. */
  let waitingBuyer: Headers;
  let marshFarm: string;
  let live: SellerListing;
  let wanted: WantedView;

  const call = ({ method, path, body }: Call, as: Headers) => apiCall(t, method, path, as, body);

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    const { organisations, users } = t.app.platform.services;
    await t.app.platform.database.db.transaction(async (tx) => {
      const organisation = await organisations.create(tx, {
        name: 'Waiting Grain Ltd',
        vetted: false,
        modules: ['trading:buyers'],
      });
      await users.addMember(tx, organisation.id, {
        email: 'waiting@buyers.test',
        givenName: 'Wyn',
        familyName: 'Waite',
        groups: ['owner'],
        userTypes: ['buyer'],
        acceptedTerms: true,
      });
    });
    waitingBuyer = await t.authHeaders('waiting@buyers.test');
    who = await signInDemo(t, 'farmer', 'buyer', 'carrier', 'unvetted', 'admin');
    marshFarm = await unitIdOf(t, 'Marsh Lane Farm');
    live = await createListing(t, who.farmer, listingBody(t, await unitIdOf(t, 'Hillside Farm')));
    wanted = await expectData<WantedView>(
      await apiCall(t, 'POST', '/trading/wanted', who.buyer, {
        commodityId: 'wheat',
        quantityMinKg: 25_000,
        quantityMaxKg: 100_000,
        months: ['2027-01'],
      }),
      201,
    );
  });
  afterAll(async () => t?.close());

  const expectNotVetted = async (calls: Call[], as: () => Headers) => {
    await expectNothingWritten(t, TRADING_TABLES, async () => {
      for (const each of calls) {
        const reply = await call(each, as());
        const what = `${each.method} ${each.path}: ${reply.body}`;
        expect(reply.statusCode, what).toBe(403);
        expect(reply.json().message, what).toBe(NOT_VETTED);
      }
    });
  };

  it('a seller waiting for vetting: listing grain, its lists and searches, trade requests and trades', async () => {
    await expectNotVetted(
      [
        { method: 'GET', path: '/trading/listings?tab=live' },
        { method: 'POST', path: '/trading/listings', body: listingBody(t, marshFarm) },
        { method: 'GET', path: `/trading/listings/${live.id}` },
        { method: 'GET', path: '/search/trading/listings' },
        { method: 'GET', path: '/trading/wanted' },
        {
          method: 'POST',
          path: '/trading/trade-requests',
          body: {
            wantedId: wanted.id,
            businessUnitId: marshFarm,
            quantityKg: 30_000,
            month: '2027-01',
            pricePerUnit: 19_800,
          },
        },
        { method: 'GET', path: '/trading/trade-requests' },
        { method: 'GET', path: '/trading/trades' },
        { method: 'GET', path: '/trading/insights/prices' },
      ],
      () => who.unvetted,
    );
  });

  it('a buyer waiting for vetting: the market, price offers, wanted listings and its dashboard', async () => {
    await expectNotVetted(
      [
        { method: 'GET', path: '/trading/market' },
        { method: 'GET', path: '/search/trading/market' },
        { method: 'GET', path: `/trading/listings/${live.id}` },
        { method: 'POST', path: '/trading/bids', body: bidBody(live) },
        { method: 'GET', path: '/trading/bids' },
        { method: 'GET', path: '/search/trading/bids' },
        { method: 'GET', path: '/trading/buyer/dashboard' },
        {
          method: 'POST',
          path: '/trading/wanted',
          body: { commodityId: 'wheat', quantityMinKg: 25_000, quantityMaxKg: 50_000, months: ['2027-01'] },
        },
        { method: 'GET', path: '/trading/wanted?mine=true' },
      ],
      () => waitingBuyer,
    );
  });

  it('keeps the generic refusal for what vetting would not open: no trading module, or the other side’s', async () => {
    const market = await call({ method: 'GET', path: '/trading/market' }, who.carrier);
    expect(market.statusCode).toBe(403);
    expect(market.json().message).toBe(messages.errors.noPermission);
    // Marsh Lane sells: buying is not waiting on its vetting.
    const bids = await call({ method: 'GET', path: '/trading/bids' }, who.unvetted);
    expect(bids.statusCode).toBe(403);
    expect(bids.json().message).toBe(messages.errors.noPermission);
  });

  it('reaches trading once vetted: the refusal was the vetting alone', async () => {
    const { marsh } = await demoOrganisationIds(t);
    await expectData(await apiCall(t, 'PATCH', `/customers/organisations/${marsh}`, who.admin, { vetted: true }));
    await expectData(await apiCall(t, 'GET', '/trading/listings?tab=live', who.unvetted));
    // The farm itself is not ready to list from yet: that is the listing's own rule, in its own words.
    const farm = await apiCall(t, 'POST', '/trading/listings', who.unvetted, listingBody(t, marshFarm));
    expect(farm.statusCode).toBe(400);
    expect(farm.json().message).toBe(messages.trading.farmIncomplete);
  });
});
