import { type BusinessUnit, type WantedView } from '@harvest/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { ids, makeProfile, signInAs } from '../../../test/session-fixtures';
import { AskToTradeModal } from './ask-to-trade-modal';

const wanted: WantedView = {
  id: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b02',
  reference: 'W-001002',
  buyerOrganisationName: 'Anglia Grain Merchants Ltd',
  commodityId: 'wheat',
  commodityItemId: null,
  quantityMinKg: 10_000,
  quantityMaxKg: 100_000,
  months: ['2027-01'],
  pricePerUnit: 19_500,
  currency: 'GBP',
  deliveryPostcode: null,
  notes: null,
  status: 'active',
  createdAt: '2026-05-01T09:00:00.000Z',
  mine: false,
};

const farm = (name: string, assured: boolean): BusinessUnit => ({
  id: assured ? '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b03' : '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b04',
  organisationId: ids.farm,
  name,
  type: 'farm',
  companyNumber: null,
  taxId: null,
  email: null,
  phone: null,
  address: { line1: `${name}, Ely Road`, city: 'Littleport', postcode: 'CB6 1PT' },
  farmDetails: { holdingNumber: '12/345/6789', ...(assured ? { assuranceStatus: 'valid' as const } : {}) },
  location: null,
});

beforeEach(() => signInAs(makeProfile()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderModal() {
  const api = mockApi({
    [`GET /api/customers/business/${ids.farm}`]: ok({
      organisation: { id: ids.farm, name: 'Manor Farm', countryISO: 'GB', vetted: true },
      businessUnits: [farm('Brook End Farm', false), farm('Hillside Farm', true)],
    }),
    'POST /api/trading/trade-requests': ok(null),
  });
  renderRoute(<AskToTradeModal wanted={wanted} onClose={vi.fn()} />);
  return api;
}

describe('AskToTradeModal (trading §4, §5)', () => {
  it('says a quantity outside the wanted listing’s min and max is refused before sending anything', async () => {
    const api = renderModal();
    // The first farm that may trade is chosen once the farms arrive.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'From farm' })).toHaveProperty('value', 'Hillside Farm'),
    );
    for (const tonnes of ['5', '500']) {
      fireEvent.change(screen.getByRole('textbox', { name: 'Quantity (t)' }), { target: { value: tonnes } });
      fireEvent.click(screen.getByRole('button', { name: 'Send trade request' }));
      expect(
        await screen.findByText('The quantity sold must be within the listed 10.00 t to 100.00 t'),
        tonnes,
      ).toBeTruthy();
    }
    expect(requestsTo(api, 'POST /api/trading/trade-requests')).toHaveLength(0);
  });

  it('sends a quantity within the range, from the first farm with a valid scheme status', async () => {
    const api = renderModal();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'From farm' })).toHaveProperty('value', 'Hillside Farm'),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity (t)' }), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send trade request' }));
    await waitFor(() => expect(requestsTo(api, 'POST /api/trading/trade-requests')).toHaveLength(1));
    expect(requestsTo(api, 'POST /api/trading/trade-requests')[0]?.body).toMatchObject({ quantityKg: 40_000 });
  });
});
