import type { BusinessUnit, CommodityGroup, ListingCreate, StockRecord } from '@harvest/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { ids, makeProfile, signInAs } from '../../../test/session-fixtures';
import { NewListingPage } from './new-listing-page';

const FARM_ID = '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b03';
const LOT_ID = '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b09';

const hillside: BusinessUnit = {
  id: FARM_ID,
  organisationId: ids.farm,
  name: 'Hillside Farm',
  type: 'farm',
  companyNumber: null,
  taxId: null,
  email: null,
  phone: null,
  address: { line1: 'Hillside Farm, Ely Road', city: 'Littleport', postcode: 'CB6 1PT' },
  farmDetails: { holdingNumber: '12/345/6789', assuranceScheme: 'red-tractor', assuranceStatus: 'valid' },
  location: null,
};

const wheat: CommodityGroup = {
  id: 'wheat',
  name: 'Wheat',
  type: 'cereal',
  items: [
    {
      id: 'wheat-feed',
      name: 'Feed wheat',
      commodityType: 'feed',
      weight: { name: 'tonne', conversion: 1000 },
      tags: [],
    },
  ],
  varieties: [{ id: 'crusoe', name: 'Crusoe' }],
};

const lot: StockRecord = {
  id: LOT_ID,
  organisationId: ids.farm,
  storageId: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b0a',
  storageName: 'Bay 1',
  storageType: 'store',
  businessUnitId: FARM_ID,
  inventoryType: 'grain',
  species: null,
  commodityId: 'wheat',
  commodityItemId: 'wheat-feed',
  variety: 'Crusoe',
  harvestYear: 2025,
  ownerStatus: 'OWNED',
  thirdPartyOwner: null,
  storageContractRef: null,
  storageContractId: null,
  storageContractNumber: null,
  attributes: { moisture: 14.2, protein: 12.5 },
  quantityKg: 60_000,
  expectedYieldKg: null,
  saleStatus: 'unsold',
  sale: { state: 'part-sold', tradedKg: 20_000 },
  createdAt: '2026-08-01T09:00:00.000Z',
};

beforeEach(() => {
  signInAs(makeProfile());
  // jsdom has no FontFaceSet; the notes' autosizing textarea listens for fonts loading.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(path: string) {
  const api = mockApi({
    [`GET /api/customers/business/${ids.farm}`]: ok({
      organisation: { id: ids.farm, name: 'Manor Farm', countryISO: 'GB', vetted: true },
      businessUnits: [hillside],
    }),
    'GET /api/system/commodities': ok([wheat]),
    [`GET /api/inventory/records/${LOT_ID}`]: ok(lot),
    'POST /api/trading/listings': ok({ id: LOT_ID, reference: 'L-000001' }),
  });
  renderRoute(<NewListingPage />, { path, pattern: '/trading/market-listing/new' });
  return api;
}

describe('NewListingPage from a stock lot (issue 20)', () => {
  it('fills the form in from the lot and posts the listing with the lot it came from', async () => {
    const api = renderPage(`/trading/market-listing/new?stockRecordId=${LOT_ID}`);
    expect(await screen.findByText('Filled in from your stock')).toBeTruthy();
    expect(screen.getByText(/20(\.00)? t of it is already sold/)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Variety' })).toHaveProperty('value', 'Crusoe'));
    expect(screen.getByRole('combobox', { name: 'Harvest year of the crop' })).toHaveProperty('value', '2025');
    // What is left unsold of the lot, in tonnes.
    expect(screen.getByRole('textbox', { name: 'Maximum (t)' })).toHaveProperty('value', '40');
    // Farm assured starts from the farm's assurance, and says so.
    expect(screen.getByRole('checkbox', { name: 'Farm assured' })).toHaveProperty('checked', true);
    expect(screen.getByText('Set from Hillside Farm’s farm assurance, valid today.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Post listing' }));
    await waitFor(() => expect(requestsTo(api, 'POST /api/trading/listings')).toHaveLength(1));
    const body = requestsTo(api, 'POST /api/trading/listings')[0]?.body as ListingCreate;
    expect(body).toMatchObject({
      stockRecordId: LOT_ID,
      businessUnitId: FARM_ID,
      commodityId: 'wheat',
      commodityItemId: 'wheat-feed',
      variety: 'Crusoe',
      harvestYear: 2025,
      quantityMinKg: 40_000,
      quantityMaxKg: 40_000,
      farmAssured: true,
      specification: { measures: { moisture: { min: null, max: 14.2 }, protein: { min: 12.5, max: null } } },
    });
  });

  it('without a lot starts empty, names no lot, and still defaults farm assured from the farm', async () => {
    const api = renderPage('/trading/market-listing/new');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Farm assured' })).toHaveProperty('checked', true));
    expect(screen.queryByText('Filled in from your stock')).toBeNull();
    expect(requestsTo(api, `GET /api/inventory/records/${LOT_ID}`)).toHaveLength(0);
  });
});
