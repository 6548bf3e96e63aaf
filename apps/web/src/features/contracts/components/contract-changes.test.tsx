import type { ContractView } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute, renderRoutes } from '../../../test/render-route';
import { ids, makeProfile, signInAs } from '../../../test/session-fixtures';
import { ContractPage } from '../pages/contract-page';
import { ContractsPage } from '../pages/contracts-page';

const farmId = '77777777-7777-4777-8777-777777777777';
const entered: ContractView = {
  id: '44444444-4444-4444-8444-444444444444',
  contractNumber: 'ST-1',
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
  pricePerUnit: 1_200,
  premiumPrice: null,
  priceType: 'fixed',
  currency: 'GBP',
  totalWeightKg: 100_000,
  totalPrice: 120_000,
  haulage: null,
  haulageReference: null,
  fileIds: [],
  fixed: true,
  rolledOver: false,
  delivered: false,
  storageQuantityKg: 100_000,
  entered: true,
  noticeGivenAt: null,
  completesAt: null,
  createdAt: '2026-09-01T10:00:00.000Z',
};
const traded: ContractView = {
  ...entered,
  type: 'sales',
  status: 'open',
  side: 'buyer',
  buyer: { organisationId: '55555555-5555-4555-8555-555555555555', name: 'Anglia Grain Merchants Ltd' },
  tradeId: '66666666-6666-4666-8666-666666666666',
  tradeReference: 'T-000042',
  storageQuantityKg: null,
  entered: false,
};
const CONTRACT = `/api/trading/contracts/${entered.id}`;

const renderContract = () =>
  renderRoutes(
    [
      { path: '/trading/contracts/:contractId', element: <ContractPage /> },
      { path: '/trading/contracts', element: <p>The contracts list</p> },
    ],
    [`/trading/contracts/${entered.id}`],
  );
const typeInto = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

beforeEach(() => signInAs(makeProfile({ businessUnits: [{ id: farmId, name: 'Hillside Farm', type: 'farm' }] })));
afterEach(() => vi.unstubAllGlobals());

describe('entering and changing contracts (§3, §7, §9)', () => {
  it('checks a contract entered off the platform by the domain’s rules before it is sent', async () => {
    const api = mockApi({
      'GET /api/trading/contracts': ok([], {
        pagination: { currentPage: 1, limit: 25, next: null, prev: null, totalDocuments: 0, totalPages: 1 },
      }),
      'POST /api/trading/contracts': ok(entered),
    });
    const { router } = renderRoute(<ContractsPage />, { path: '/trading/contracts?type=storage' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a contract' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add contract' }));
    expect((await within(dialog).findAllByText('Please enter a value')).length).toBeGreaterThan(2);
    expect(requestsTo(api, 'POST /api/trading/contracts')).toHaveLength(0);

    typeInto(within(dialog).getByLabelText('Other party'), 'Brook Farm');
    typeInto(within(dialog).getByLabelText('Contract number'), 'ST-1');
    typeInto(within(dialog).getByLabelText('Start date'), '2026-09-01');
    typeInto(within(dialog).getByLabelText('End date'), '2026-08-01');
    typeInto(within(dialog).getByLabelText('Price per tonne'), '12');
    typeInto(within(dialog).getByLabelText('Total weight (t)'), '100');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add contract' }));
    expect(await within(dialog).findByText('The end date must be on or after the start date')).toBeTruthy();
    expect(requestsTo(api, 'POST /api/trading/contracts')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/trading/contracts');
  });

  it('adds a storage contract from the business’s farm, then opens it', async () => {
    const api = mockApi({
      'GET /api/trading/contracts': ok([], {
        pagination: { currentPage: 1, limit: 25, next: null, prev: null, totalDocuments: 0, totalPages: 1 },
      }),
      'GET /api/system/commodities': ok([{ id: 'wheat', name: 'Wheat', type: 'cereal', items: [], varieties: [] }]),
      'POST /api/trading/contracts': ok(entered),
    });
    const { router } = renderRoutes(
      [
        { path: '/trading/contracts', element: <ContractsPage /> },
        { path: '/trading/contracts/:contractId', element: <p>The new contract</p> },
      ],
      ['/trading/contracts?type=storage'],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a contract' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Storage' }));
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Crop' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Wheat' }));
    typeInto(within(dialog).getByLabelText('Other party'), 'Brook Farm');
    typeInto(within(dialog).getByLabelText('Contract number'), 'ST-1');
    typeInto(within(dialog).getByLabelText('Start date'), '2026-09-01');
    typeInto(within(dialog).getByLabelText('End date'), '2027-08-31');
    typeInto(within(dialog).getByLabelText('Price per tonne'), '12');
    typeInto(within(dialog).getByLabelText('Total weight (t)'), '100');
    // A storage contract needs its agreed quantity, in the domain's words.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add contract' }));
    expect(await within(dialog).findByText('A storage contract needs its agreed storage quantity')).toBeTruthy();
    typeInto(within(dialog).getByLabelText('Agreed storage quantity (t)'), '100');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add contract' }));
    await waitFor(() => expect(requestsTo(api, 'POST /api/trading/contracts')).toHaveLength(1));
    expect(requestsTo(api, 'POST /api/trading/contracts')[0]!.body).toMatchObject({
      type: 'storage',
      sellerBusinessUnitId: farmId,
      counterparty: { name: 'Brook Farm' },
      contractNumber: 'ST-1',
      commodityId: 'wheat',
      startDate: '2026-09-01',
      endDate: '2027-08-31',
      priceType: 'fixed',
      pricePerUnit: 1_200,
      totalWeightKg: 100_000,
      storageQuantityKg: 100_000,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/trading/contracts/${entered.id}`));
    expect(await screen.findByText('The new contract')).toBeTruthy();
  });

  it('edits a trade’s contract: only its number, dates, payment and haulage reference are offered and sent', async () => {
    const api = mockApi({
      [`GET ${CONTRACT}`]: ok(traded),
      [`GET ${CONTRACT}/deliveries`]: ok([]),
      [`PATCH ${CONTRACT}`]: ok({ ...traded, paymentDays: 30 }),
    });
    renderContract();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the contract' });
    expect(within(dialog).queryByLabelText('Price per tonne')).toBeNull();
    expect(within(dialog).queryByLabelText('Other party')).toBeNull();
    typeInto(within(dialog).getByLabelText('Payment days (optional)'), '30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requestsTo(api, `PATCH ${CONTRACT}`)).toHaveLength(1));
    expect(requestsTo(api, `PATCH ${CONTRACT}`)[0]!.body).toEqual({
      contractNumber: 'ST-1',
      startDate: '2026-09-01',
      endDate: '2027-08-31',
      paymentTerms: null,
      paymentDays: 30,
      haulageReference: null,
    });
    // Only a contract the business entered can be deleted; a trade's contract is not offered it.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows the API’s 409 when a delivery or invoice holds the contract, and goes to the list once deleted', async () => {
    let answer = fail(409, 'A contract with a delivery or a settled invoice cannot be deleted');
    mockApi({ [`GET ${CONTRACT}`]: ok(entered), [`DELETE ${CONTRACT}`]: () => answer() });
    const { router } = renderContract();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this contract?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete contract' }));
    expect(
      await within(dialog).findByText('A contract with a delivery or a settled invoice cannot be deleted'),
    ).toBeTruthy();
    answer = ok(null);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete contract' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trading/contracts'));
    expect(await screen.findByText('The contracts list')).toBeTruthy();
  });

  it('gives a storage contract its 30 days’ notice and says when it completes', async () => {
    const noticed = { ...entered, noticeGivenAt: '2026-11-02T10:00:00.000Z', completesAt: '2026-12-02T10:00:00.000Z' };
    let current = entered;
    const api = mockApi({
      [`GET ${CONTRACT}`]: () => ok(current)(),
      [`POST ${CONTRACT}/cancel`]: () => {
        current = noticed;
        return ok(noticed)();
      },
    });
    renderContract();
    fireEvent.click(await screen.findByRole('button', { name: 'Give notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give 30 days’ notice?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give notice' }));
    // The page then reads when the notice was given and when the contract completes, and offers it no more.
    expect(await screen.findByText('Completes')).toBeTruthy();
    expect(screen.getByText('Notice to cancel given')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Give notice' })).toBeNull();
    expect(requestsTo(api, `POST ${CONTRACT}/cancel`)).toHaveLength(1);
  });

  it('says the spec’s message when a file cannot be taken off', async () => {
    const fileId = '88888888-8888-4888-8888-888888888888';
    mockApi({
      [`GET ${CONTRACT}`]: ok({ ...entered, fileIds: [fileId] }),
      [`DELETE ${CONTRACT}/files/${fileId}`]: fail(403, 'Only the business that attached a file can remove it'),
    });
    renderContract();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove contract file 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this file?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove file' }));
    expect(await within(dialog).findByText('There was an error deleting or uploading file')).toBeTruthy();
    expect(within(dialog).getByText('Only the business that attached a file can remove it')).toBeTruthy();
  });
});
