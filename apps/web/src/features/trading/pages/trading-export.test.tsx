import type { MarketListing } from '@harvest/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { ids, makeProfile, signInAs } from '../../../test/session-fixtures';
import { bidsExport, listingsExport, marketExport } from '../api/search-trading';
import { MarketPage } from './market-page';

const wheat: MarketListing = {
  id: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b01',
  reference: 'L-001001',
  commodityId: 'wheat',
  commodityItemId: null,
  variety: null,
  harvestYear: null,
  quantityUnit: 'tonne',
  quantityMinKg: 100_000,
  quantityMaxKg: 300_000,
  tradedKg: 0,
  remainingKg: 300_000,
  movement: { kind: 'months', months: ['2026-10'] },
  movementMonths: ['2026-10'],
  scheduled: false,
  opensAt: '2026-05-01T09:00:00.000Z',
  reviewAt: '2099-05-01T12:00:00.000Z',
  offersExpireAt: '2099-05-01T12:30:00.000Z',
  editCutoffAt: '2099-05-01T11:00:00.000Z',
  closesAt: '2099-05-04T09:00:00.000Z',
  state: 'live',
  notes: null,
  specification: { measures: {} },
  haulage: 'ex-farm',
  deliveryPostcode: null,
  tasccAssured: false,
  farmAssured: true,
  what3words: null,
  currency: 'GBP',
  guidePrice: 19_000,
  anonymous: false,
  collection: { line1: null, city: 'Ely', region: null, postcode: 'CB6' },
  createdAt: '2026-05-01T09:00:00.000Z',
  sellerOrganisationName: 'Hillside Farm Partnership',
  myBidId: null,
  myBidBuyerUserId: null,
};

const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/export');

beforeEach(() => {
  signInAs(
    makeProfile({
      userTypes: ['buyer'],
      organisation: {
        id: ids.farm,
        name: 'Anglia Grain Merchants Ltd',
        vetted: true,
        countryISO: 'GB',
        modules: [{ id: 'trading:buyers' }],
      },
    }),
  );
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  createObjectURL.mockClear();
});

describe('the trading lists export what they show (issue 18: every list exports)', () => {
  it('asks each trading search for its CSV with the page’s own filters', () => {
    expect(listingsExport('review')).toEqual({
      path: '/search/trading/listings',
      query: 'f=status%3Aunder-review&f=status%3Areview-elapsed',
    });
    // A pending listing is shown under live, but its seller could not export (nor search) it.
    expect(listingsExport('live').query).toBe('f=status%3Alive');
    expect(listingsExport('ended').query).toBe('f=status%3Aended&f=status%3Atraded&f=status%3Aarchived');
    expect(marketExport('barley')).toEqual({ path: '/search/trading/market', query: 'f=commodity%3Abarley' });
    expect(marketExport(null).query).toBe('');
    expect(bidsExport()).toEqual({ path: '/search/trading/bids', query: '' });
  });

  it('downloads the market of the chosen crop as a CSV file from the market page', async () => {
    const api = mockApi({
      'GET /api/trading/market': ok([wheat], {
        pagination: { currentPage: 1, limit: 20, totalDocuments: 1, prev: null, next: null, currentDocumentIndex: 0 },
      }),
      'GET /api/search/trading/market': () =>
        new Response('Reference\r\nL-001001\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    });
    renderRoute(<MarketPage />, { path: '/trading/market?commodityId=wheat' });
    expect((await screen.findAllByText('L-001001', { exact: false })).length).toBeGreaterThan(0);
    // The download link is clicked for the browser to save the file; jsdom cannot follow it.
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect((saved.mock.contexts[0] as HTMLAnchorElement | undefined)?.download).toMatch(
      /^market-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const [sent] = requestsTo(api, 'GET /api/search/trading/market');
    expect(sent?.url.searchParams.getAll('f')).toEqual(['commodity:wheat']);
    expect(sent?.url.searchParams.get('format')).toBe('csv');
    expect(sent?.url.searchParams.has('offset')).toBe(false);
  });

  it('says so when the export cannot be made', async () => {
    mockApi({
      'GET /api/trading/market': ok([wheat]),
      'GET /api/search/trading/market': fail(500, 'Something went wrong'),
    });
    renderRoute(<MarketPage />, { path: '/trading/market' });
    expect((await screen.findAllByText('L-001001', { exact: false })).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(await screen.findByText('The export could not be made. Please try again.')).toBeTruthy();
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
