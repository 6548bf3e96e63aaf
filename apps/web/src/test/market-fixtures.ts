import type { MarketListing, SearchReply } from '@harvest/domain';
import { envelopeResponse } from './render-route';
import type { MockRequest } from './mock-api';

/** A live wheat listing as a buyer's market search answers it. */
export const marketWheat: MarketListing = {
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
  area: { lat: 52.45, lon: 0.3, code: 'CB', name: 'Cambridge' },
  distanceKm: null,
};

/** The market search's JSON reply with these listings, one crop facet counted from them. */
export function marketReplyOf(docs: MarketListing[]): SearchReply<MarketListing> {
  return {
    path: '/search/trading/market',
    params: { offset: 0, limit: 25, format: 'json', f: [] },
    docs,
    totalDocs: docs.length,
    aggregations: { count: docs.length },
    totalYield: 0,
    custom: {},
    facets: {
      commodity: [
        {
          id: 'wheat',
          name: 'Wheat',
          count: docs.length,
          selected: false,
          url: '/search/trading/market?f=commodity%3Awheat',
        },
      ],
    },
    activeFilters: {},
    clearUrl: '/search/trading/market',
  };
}

/** GET /api/search/trading/market: the page as JSON, or `csv` when the export asks for format=csv. */
export const marketSearch =
  (docs: MarketListing[], csv: () => Response = () => new Response('', { status: 500 })) =>
  (request: MockRequest) =>
    request.url.searchParams.get('format') === 'csv'
      ? csv()
      : envelopeResponse({
          data: marketReplyOf(docs),
          pagination: {
            currentPage: 1,
            limit: 25,
            totalDocuments: docs.length,
            prev: null,
            next: null,
            currentDocumentIndex: 0,
          },
        });
