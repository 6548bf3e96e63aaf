import { UNSOLD_LOT, type ContractView, type StockRecord } from '@harvest/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { ids, makeProfile, signInAs } from '../../../test/session-fixtures';
import { LotPage } from './lot-page';

const STORAGE_CONTRACT = '77777777-7777-4777-8777-777777777777';

const record: StockRecord = {
  id: '11111111-1111-4111-8111-111111111111',
  organisationId: ids.farm,
  storageId: '22222222-2222-4222-8222-222222222222',
  storageName: 'Main barn',
  storageType: 'store',
  businessUnitId: '33333333-3333-4333-8333-333333333333',
  inventoryType: 'grain',
  species: null,
  commodityId: 'wheat',
  commodityItemId: null,
  variety: null,
  harvestYear: 2026,
  ownerStatus: 'STORED',
  thirdPartyOwner: 'Brook Farm',
  storageContractRef: 'Brook paper contract',
  storageContractId: null,
  storageContractNumber: null,
  attributes: {},
  quantityKg: 30_000,
  expectedYieldKg: null,
  saleStatus: 'unsold',
  sale: UNSOLD_LOT,
  createdAt: '2026-09-01T10:00:00.000Z',
};

const storageContract: ContractView = {
  id: STORAGE_CONTRACT,
  contractNumber: 'ST-2026-004',
  type: 'storage',
  status: 'active',
  side: 'seller',
  seller: { organisationId: ids.farm, name: 'Manor Farm' },
  buyer: { organisationId: null, name: 'Brook Farm' },
  tradeId: null,
  tradeReference: null,
  commodityId: 'wheat',
  specification: null,
  month: '2026-09',
  harvestYear: 2026,
  startDate: '2026-09-01',
  endDate: '2027-08-31',
  paymentTerms: null,
  paymentDays: null,
  pricePerUnit: 500,
  premiumPrice: null,
  priceType: 'fixed',
  currency: 'GBP',
  totalWeightKg: 30_000,
  totalPrice: 15_000,
  haulage: null,
  haulageReference: null,
  fileIds: [],
  fixed: true,
  rolledOver: false,
  delivered: false,
  storageQuantityKg: 30_000,
  entered: true,
  noticeGivenAt: null,
  completesAt: null,
  createdAt: '2026-09-01T10:00:00.000Z',
};

const path = `/inventory/stock/${record.id}`;
const recordPath = `GET /api/inventory/records/${record.id}`;
const ledgerPath = `GET /api/inventory/records/${record.id}/ledger`;
const show = () => renderRoute(<LotPage />, { path, pattern: '/inventory/stock/:id' });

beforeEach(() => signInAs(makeProfile()));
afterEach(() => vi.unstubAllGlobals());

describe('a lot’s storage contract on its page (issue 21: the typed reference becomes a link)', () => {
  it('shows a linked storage contract by its number, opening the contract', async () => {
    mockApi({
      [recordPath]: ok({ ...record, storageContractId: STORAGE_CONTRACT, storageContractNumber: 'ST-2026-004' }),
      [ledgerPath]: ok([]),
    });
    show();
    const link = await screen.findByRole('link', { name: 'Open storage contract ST-2026-004' });
    expect(link.getAttribute('href')).toBe(`/trading/contracts/${STORAGE_CONTRACT}`);
    expect(link.textContent).toBe('ST-2026-004');
  });

  it('links a lot stored for someone else to one of the business’s active storage contracts of its crop', async () => {
    const api = mockApi({
      [recordPath]: ok(record),
      [ledgerPath]: ok([]),
      'GET /api/trading/contracts': ok([
        storageContract,
        {
          ...storageContract,
          id: '88888888-8888-4888-8888-888888888888',
          contractNumber: 'ST-BARLEY',
          commodityId: 'barley',
        },
        {
          ...storageContract,
          id: '99999999-9999-4999-8999-999999999999',
          contractNumber: 'ST-OLD',
          status: 'completed',
        },
      ]),
      [`PATCH /api/inventory/records/${record.id}`]: ok({ ...record, storageContractId: STORAGE_CONTRACT }),
    });
    show();
    expect(await screen.findByText('Brook paper contract')).toBeTruthy();
    // Mantine labels the select's input and its listbox alike: the input is the first.
    const [select] = await screen.findAllByLabelText('Link to a storage contract');
    fireEvent.click(select!);
    // Only the active contract of the lot's crop is offered.
    expect(await screen.findByRole('option', { name: 'ST-2026-004 · Brook Farm' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /ST-BARLEY|ST-OLD/ })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'ST-2026-004 · Brook Farm' }));
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(requestsTo(api, `PATCH /api/inventory/records/${record.id}`)).toHaveLength(1));
    expect(requestsTo(api, `PATCH /api/inventory/records/${record.id}`)[0]!.body).toEqual({
      storageContractId: STORAGE_CONTRACT,
    });
    const [asked] = requestsTo(api, 'GET /api/trading/contracts');
    expect(asked!.url.searchParams.get('type')).toBe('storage');
  });

  it('says the spec’s message when the storage contracts cannot be fetched, with a retry', async () => {
    mockApi({
      [recordPath]: ok(record),
      [ledgerPath]: ok([]),
      'GET /api/trading/contracts': fail(500, 'Something went wrong'),
    });
    show();
    expect(await screen.findByText('There was an error fetching sales or storage contracts')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });

  it('points to the storage contracts when there is none to link to', async () => {
    mockApi({ [recordPath]: ok(record), [ledgerPath]: ok([]), 'GET /api/trading/contracts': ok([]) });
    show();
    expect(await screen.findByText(/no active storage contract for this crop/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to storage contracts' }).getAttribute('href')).toBe(
      '/trading/contracts?type=storage',
    );
  });
});
