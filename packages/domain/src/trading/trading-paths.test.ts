import { describe, expect, it } from 'vitest';
import { TRADING_PATHS } from './trading-paths';

describe('the trading pages (trading §2 route table)', () => {
  it('are the spec’s routes, built from ids for the router and for notification links alike', () => {
    const listing = '6f1c2a4e-0000-4000-8000-000000000001';
    const bid = '6f1c2a4e-0000-4000-8000-000000000002';
    const option = '6f1c2a4e-0000-4000-8000-000000000003';
    expect(TRADING_PATHS.marketInsights).toBe('/trading/market-insights');
    expect(TRADING_PATHS.sellerListings).toBe('/trading/market-listing');
    expect(TRADING_PATHS.newListing).toBe('/trading/market-listing/new');
    expect(TRADING_PATHS.manageListing(listing)).toBe(`/trading/market-listing/${listing}/manage`);
    expect(TRADING_PATHS.listingBids(listing)).toBe(`/trading/market-listing/${listing}/bids`);
    expect(TRADING_PATHS.myBids).toBe('/trading/market-listing/bids');
    expect(TRADING_PATHS.bidDetail(bid)).toBe(`/trading/market-listing/bids/${bid}`);
    expect(TRADING_PATHS.tradeConfirmation(bid)).toBe(`/trading/market-listing/bids/${bid}/trade-confirmation`);
    expect(TRADING_PATHS.tradeSummary(bid, option)).toBe(
      `/trading/market-listing/bids/${bid}/options/${option}/trade-summary`,
    );
    expect(TRADING_PATHS.createBid(listing)).toBe(`/trading/market-listing/${listing}/create-bid`);
    expect(TRADING_PATHS.wanted).toBe('/trading/wanted');
    expect(TRADING_PATHS.newWanted).toBe('/trading/wanted/new');
    expect(TRADING_PATHS.wantedSeller).toBe('/trading/wanted/seller');
    expect(TRADING_PATHS.businessSetup).toBe('/trading/manage/business-setup');
    expect(TRADING_PATHS.farmLocations).toBe('/trading/manage/farm-locations');
  });

  it('gives the router its patterns from the same builders', () => {
    expect(TRADING_PATHS.tradeSummary(':bidId', ':optionId')).toBe(
      '/trading/market-listing/bids/:bidId/options/:optionId/trade-summary',
    );
  });
});
