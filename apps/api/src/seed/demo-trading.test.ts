import type { BidView, MarketListing, SellerListing, WantedView } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type DemoPerson, type Headers } from '../../test/api-calls';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedDemoTrading } from './demo-trading';

describe('the demo marketplace (npm start)', () => {
  let t: TestApp;
  let who: Record<'farmer' | 'buyer' | 'buyer2', Headers>;
  const data = async <T>(as: DemoPerson & keyof typeof who, path: string) =>
    (await apiCall(t, 'GET', path, who[as])).json().data as T;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await seedDemoTrading(t.app.platform, t.app.log);
    who = await signInDemo(t, 'farmer', 'buyer', 'buyer2');
  }, 60_000);
  afterAll(() => t.close());

  it('gives the farm live, scheduled, under-review-and-traded and expired listings, with offers from both buyers', async () => {
    const listings = await data<SellerListing[]>('farmer', '/trading/listings?limit=100');
    const byCrop = Object.fromEntries(listings.map((listing) => [listing.commodityId, listing.state]));
    expect(byCrop).toEqual({
      wheat: 'live',
      'oilseed-rape': 'scheduled',
      barley: 'traded',
      beans: 'review-elapsed',
    });
    const market = await data<MarketListing[]>('buyer', '/trading/market');
    expect(market.map((listing) => listing.commodityId)).toEqual(['wheat']);
    const sarah = await data<BidView[]>('buyer', '/trading/bids');
    expect(sarah.map((offer) => offer.state).sort()).toEqual(['accepted', 'expired', 'sent']);
    const traded = sarah.find((offer) => offer.state === 'accepted');
    expect(traded?.buyerName).toBe('James Cole');
    expect(traded?.trade?.contractState).toBe('awaiting');
    const wanted = await data<WantedView[]>('farmer', '/trading/wanted');
    expect(wanted).toHaveLength(1);
  });

  it('adds nothing when the farm already has listings', async () => {
    await seedDemoTrading(t.app.platform, t.app.log);
    expect(await data<SellerListing[]>('farmer', '/trading/listings?limit=100')).toHaveLength(4);
  });
});
