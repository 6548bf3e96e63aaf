import type { BidView, MarketListing } from '@harvest/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { ids, makeProfile, signInAs } from '../../../test/session-fixtures';
import { BuyerBidPanel } from './buyer-bid-panel';
import { MarketOfferActions } from './market-offer-actions';

const SARAH = '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b11';
const future = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString();

const offer = (buyerUserId: string, buyerName: string): BidView => ({
  id: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b12',
  listingId: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b13',
  listingReference: 'L-000123',
  listingState: 'live',
  commodityId: 'beans',
  quantityUnit: 'tonne',
  state: 'sent',
  options: [
    {
      id: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b14',
      month: '2026-12',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      pricePerUnit: 21_000,
      premium: null,
      notes: null,
      accepted: false,
    },
  ],
  quantityMinKg: 20_000,
  quantityMaxKg: 40_000,
  note: null,
  currency: 'GBP',
  buyerOrganisationId: ids.farm,
  buyerOrganisationName: 'Anglia Grain Merchants Ltd',
  buyerUserId,
  buyerName,
  sellerOrganisationName: 'Hillside Farm Partnership',
  reviewAt: future,
  expiresAt: future,
  createdAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T09:00:00.000Z',
  revision: 1,
  side: 'buyer',
  reopenRequest: null,
  trade: null,
});

const marketListing = (myBidBuyerUserId: string): MarketListing =>
  ({
    id: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b13',
    state: 'live',
    myBidId: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b12',
    myBidBuyerUserId,
  }) as MarketListing;

beforeEach(() => {
  mockApi({});
  signInAs(makeProfile());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a colleague’s offer (trading §6, issue 20)', () => {
  it('is named as theirs and offers no change, only a withdrawal', async () => {
    renderRoute(<BuyerBidPanel bid={offer(SARAH, 'Sarah Mitchell')} onRefresh={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Sarah Mitchell’s offer' })).toBeTruthy();
    expect(
      screen.getByText(/Sarah Mitchell in your business sent this offer, so only they can change it/),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Change/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw offer' })).toBeTruthy();
  });

  it('is the person’s own to change when they sent it', async () => {
    renderRoute(<BuyerBidPanel bid={offer(ids.farmer, 'Tom Harris')} onRefresh={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Your offer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change offer' })).toBeTruthy();
  });

  it('on the market card: a colleague’s offer is viewed, never changed', async () => {
    renderRoute(<MarketOfferActions listing={marketListing(SARAH)} />);
    expect(await screen.findByRole('link', { name: 'View your colleague’s offer' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change my offer' })).toBeNull();
  });

  it('on the market card: one’s own offer can be changed while the listing is live', async () => {
    renderRoute(<MarketOfferActions listing={marketListing(ids.farmer)} />);
    expect(await screen.findByRole('link', { name: 'Change my offer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my offer' })).toBeTruthy();
  });
});
