import type { StockRecord, Storage, UserPreferences } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { BulkMovementModal } from './bulk-movement-modal';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** A wheat lot of 10 t in the shed. */
const lot: StockRecord = {
  id: id(1),
  organisationId: id(9),
  storageId: id(2),
  storageName: 'Shed A',
  storageType: 'store',
  businessUnitId: id(8),
  inventoryType: 'grain',
  species: null,
  commodityId: 'wheat',
  commodityItemId: null,
  variety: null,
  harvestYear: 2026,
  ownerStatus: 'OWNED',
  thirdPartyOwner: null,
  storageContractRef: null,
  attributes: {},
  quantityKg: 10_000,
  expectedYieldKg: null,
  saleStatus: 'unsold',
  sale: { state: 'unsold', tradedKg: 0 },
  createdAt: '2026-11-26T10:00:00.000Z',
} as StockRecord;

const bin: Storage = {
  id: id(3),
  organisationId: id(9),
  businessUnitId: id(8),
  businessUnitName: 'Hillside Farm',
  type: 'store',
  parentId: null,
  name: 'Bin 1',
  capacityKg: null,
  commodityId: null,
  areaHa: null,
  fieldType: null,
  plantingDate: null,
  plantingMonth: null,
  plantedAmountKg: null,
  expectedYieldTonnesPerHectare: null,
  quantityKg: 0,
  subStoreIds: [],
};

function preferences(units: UserPreferences['units']): UserPreferences {
  return { termsAccepted: true, marketing: {}, signup: null, notifications: {}, units };
}

beforeEach(() => signInAs(makeProfile()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BulkMovementModal in the person’s weight unit (issue 20)', () => {
  it('says the available stock, the total selected and by how much the amount differs in pounds', async () => {
    mockApi({
      'GET /api/customers/users/me/preferences': ok(preferences({ weight: 'imperial' })),
      'GET /api/inventory/records': ok([lot]),
      'GET /api/inventory/storages': ok([bin]),
      'POST /api/inventory/movements/conflicts': ok({ conflicts: [] }),
    });
    renderRoute(<BulkMovementModal opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'New movement' });
    // Mantine labels the select's input and its listbox alike: the input is the first.
    const [stock] = await within(dialog).findAllByLabelText('Stock to move');
    fireEvent.click(stock!);
    fireEvent.click(await screen.findByRole('option', { name: /2026 · Shed A/ }));

    // The lot's own amount and what it holds, and the total, in pounds: 10,000 kg is 22,050 lb.
    const from = await within(dialog).findByRole('textbox', { name: /^From .*2026, Shed A \(lb\)$/ });
    expect((from as HTMLInputElement).value).toBe('22050');
    expect(within(dialog).getByText('22,050.00 lb available')).toBeTruthy();
    const total = within(dialog).getByRole('textbox', { name: 'Amount moved (lb)' });
    expect((total as HTMLInputElement).value).toBe('22050');
    expect(within(dialog).getByText('Must equal the total selected: 22,050.00 lb.')).toBeTruthy();

    // An amount a tonne over (24,255 lb is 11,000 kg) says by how much in pounds, never in tonnes.
    fireEvent.change(total, { target: { value: '24255' } });
    await waitFor(() =>
      expect(
        within(dialog).getByText('The amount moved must equal the total selected: it is 2,205.00 lb higher'),
      ).toBeTruthy(),
    );
    expect(within(dialog).queryByText(/ t higher/)).toBeNull();
  });
});
