import type { AccessMap, SellerListing } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../../test/api-calls';
import { newMember } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createListing, listingBody, unitIdOf } from '../../../test/trading-world';

/**
 * Trading §6: a seller is the trading core module with trading.listings, a buyer the trading buyers module with
 * trading.bids, and what both sides share asks for one of those pairs (the domain's isTrader), never a module of one
 * side with the permission of the other.
 */
describe('who trades: each side a module with its own permission (trading §6)', () => {
  let t: TestApp;
  let listing: SellerListing;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    const { farmer } = await signInDemo(t, 'farmer');
    listing = await createListing(t, farmer, listingBody(t, await unitIdOf(t, 'Hillside Farm')));
  });
  afterAll(async () => t?.close());

  /** A member of a vetted business with these modules and no permission but those given. */
  async function memberOf(name: string, modules: string[], access: AccessMap): Promise<Headers> {
    const { organisations, users } = t.app.platform.services;
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@access.test`;
    await t.app.platform.database.db.transaction(async (tx) => {
      const organisation = await organisations.create(tx, { name, vetted: true, modules });
      await users.addMember(tx, organisation.id, {
        email,
        givenName: 'Pat',
        familyName: 'Pair',
        groups: [],
        access,
        acceptedTerms: true,
      });
    });
    return t.authHeaders(email);
  }

  it('refuses a seller’s module with a buyer’s permission on everything both sides share (403)', async () => {
    // Hillside has trading core and not trading buyers: trading.bids alone makes its member neither side.
    const crossed = (await newMember(t, { prefix: 'crossed', access: { 'trading.bids': 'write' } })).headers;
    for (const url of [
      '/trading/trades',
      '/trading/insights/prices',
      `/trading/listings/${listing.id}`,
      '/trading/wanted',
      '/trading/trade-requests',
      '/search/trading/listings',
    ]) {
      expect((await apiCall(t, 'GET', url, crossed)).statusCode, url).toBe(403);
    }
    const seller = (await newMember(t, { prefix: 'lister', access: { 'trading.listings': 'read' } })).headers;
    expect((await apiCall(t, 'GET', '/trading/trades', seller)).statusCode).toBe(200);
  });

  it('shows another business’s listing to a buyer of a business with both modules, not to its seller', async () => {
    const both = ['trading:core', 'trading:buyers'];
    const seller = await memberOf('Both Sides Seller Ltd', both, { 'trading.listings': 'write' });
    const buyer = await memberOf('Both Sides Buyer Ltd', both, { 'trading.bids': 'read' });
    expect((await apiCall(t, 'GET', '/trading/market', seller)).statusCode).toBe(403);
    expect((await apiCall(t, 'GET', `/trading/listings/${listing.id}`, seller)).statusCode).toBe(404);
    expect((await apiCall(t, 'GET', `/trading/listings/${listing.id}`, buyer)).statusCode).toBe(200);
  });
});
