import type { DeliveryView, StockRecord } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contractBuyerId,
  contractFixture,
  coreConfigFixture,
  deliveryFixture,
  wetSample,
} from '../../../test/contract-fixtures';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { ids, makeProfile, signInAs } from '../../../test/session-fixtures';
import { ContractPage } from '../pages/contract-page';

const contract = contractFixture({
  specification: { specificationId: null, measures: { moisture: { min: null, max: 15 } } },
  paymentDays: null,
  totalWeightKg: 60_000,
});

const lot = (id: string, commodityId: string, quantityKg: number, storageName: string): StockRecord => ({
  id,
  organisationId: ids.farm,
  storageId: '88888888-8888-4888-8888-888888888888',
  storageName,
  storageType: 'store',
  businessUnitId: '99999999-9999-4999-8999-999999999999',
  inventoryType: 'grain',
  species: null,
  commodityId,
  commodityItemId: null,
  variety: null,
  harvestYear: 2025,
  ownerStatus: 'OWNED',
  thirdPartyOwner: null,
  storageContractRef: null,
  storageContractId: null,
  storageContractNumber: null,
  attributes: {},
  quantityKg,
  expectedYieldKg: null,
  saleStatus: 'unsold',
  sale: { state: 'unsold', tradedKg: 0 },
  createdAt: '2026-08-01T10:00:00.000Z',
});
const wheatLot = lot('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'wheat', 60_000, 'Grain store 1');
const barleyLot = lot('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'barley', 30_000, 'Grain store 2');

const delivery = deliveryFixture({
  lots: [{ recordId: wheatLot.id, quantityKg: 29_000 }],
  movementId: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
});

const sample = wetSample;

const config = coreConfigFixture({
  settlementDeductionReasons: [{ id: 'moisture-drying', name: 'Moisture: drying charge' }],
  settlementBonusReasons: [],
});

const CONTRACT = `/api/trading/contracts/${contract.id}`;
const DELIVERIES = `${CONTRACT}/deliveries`;

function signInAsBuyer() {
  signInAs(
    makeProfile({
      organisation: {
        id: contractBuyerId,
        name: 'Anglia Grain Merchants Ltd',
        vetted: true,
        countryISO: 'GB',
        modules: [{ id: 'trading:buyers' }],
      },
    }),
  );
}

const renderContract = () =>
  renderRoutes(
    [{ path: '/trading/contracts/:contractId', element: <ContractPage /> }],
    [`/trading/contracts/${contract.id}`],
  );

const typeInto = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-03T09:00:00Z') });
  signInAs(makeProfile());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the contract’s deliveries, as the seller (trading §3 Deliveries)', () => {
  it('plans a delivery from the lots of the contract’s crop, checked by the domain’s rules before it is sent', async () => {
    const api = mockApi({
      [`GET ${CONTRACT}`]: ok(contract),
      [`GET ${DELIVERIES}`]: ok([]),
      'GET /api/inventory/records': ok([wheatLot, barleyLot]),
      [`POST ${DELIVERIES}`]: ok(delivery),
    });
    renderContract();
    expect(await screen.findByRole('heading', { name: 'No deliveries planned yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Plan a delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan a delivery' });
    // Only the wheat lot: the contract is for wheat. The day starts at today, inside the contract's period.
    const take = await within(dialog).findByLabelText(/Grain store 1 \(t\)/);
    expect(within(dialog).queryByLabelText(/Grain store 2/)).toBeNull();
    expect(within(dialog).getByText('Holds 60.00 t')).toBeTruthy();
    expect((within(dialog).getByLabelText('Delivery date') as HTMLInputElement).value).toBe('2026-10-03');

    // Nothing typed: each field says what it needs, and nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Plan the delivery' }));
    expect(await within(dialog).findByText('Enter the weight to deliver')).toBeTruthy();
    expect(within(dialog).getByText('Take the weight from at least one lot')).toBeTruthy();

    // The lots must add up to the weight, in the domain's words; a day outside the period is refused too.
    typeInto(within(dialog).getByLabelText('Weight (t)'), '29');
    typeInto(take, '25');
    typeInto(within(dialog).getByLabelText('Delivery date'), '2026-11-02');
    expect(
      await within(dialog).findByText('The amount moved must equal the total selected: it is 4.00 t higher'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/within the contract’s period/)).toBeTruthy();
    expect(requestsTo(api, `POST ${DELIVERIES}`)).toHaveLength(0);

    typeInto(take, '29');
    typeInto(within(dialog).getByLabelText('Delivery date'), '2026-10-05');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Plan the delivery' }));
    await waitFor(() => expect(requestsTo(api, `POST ${DELIVERIES}`)).toHaveLength(1));
    expect(requestsTo(api, `POST ${DELIVERIES}`)[0]!.body).toEqual({
      plannedDate: '2026-10-05',
      plannedWeightKg: 29_000,
      lots: [{ recordId: wheatLot.id, quantityKg: 29_000 }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts the API’s refusal on the field it names', async () => {
    mockApi({
      [`GET ${CONTRACT}`]: ok(contract),
      [`GET ${DELIVERIES}`]: ok([]),
      'GET /api/inventory/records': ok([wheatLot]),
      [`POST ${DELIVERIES}`]: fail(400, 'Some of the values are not valid', [
        {
          field: 'plannedWeightKg',
          message: 'The deliveries plan more than the contract’s 60.00 t: they are 1.00 t higher',
        },
      ]),
    });
    renderContract();
    fireEvent.click(await screen.findByRole('button', { name: 'Plan a delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan a delivery' });
    typeInto(within(dialog).getByLabelText('Weight (t)'), '61');
    typeInto(await within(dialog).findByLabelText(/Grain store 1 \(t\)/), '61');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Plan the delivery' }));
    expect(await within(dialog).findByText(/they are 1.00 t higher/)).toBeTruthy();
  });

  it('says when the seller has none of the crop in store', async () => {
    mockApi({
      [`GET ${CONTRACT}`]: ok(contract),
      [`GET ${DELIVERIES}`]: ok([]),
      'GET /api/inventory/records': ok([barleyLot]),
    });
    renderContract();
    fireEvent.click(await screen.findByRole('button', { name: 'Plan a delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan a delivery' });
    expect(await within(dialog).findByText(/You have no .* in your stores/)).toBeTruthy();
  });

  it('dispatches a planned delivery on the day and weight it left, and shows the API’s conflict in the form', async () => {
    let answer = fail(409, 'Moving too much here');
    const api = mockApi({
      [`GET ${CONTRACT}`]: ok(contract),
      [`GET ${DELIVERIES}`]: ok([delivery]),
      [`POST ${DELIVERIES}/${delivery.id}/dispatch`]: () => answer(),
    });
    renderContract();
    const card = await screen.findByRole('listitem', { name: 'Delivery 1, 05/10/2026' });
    expect(within(card).getByText('Planned for 05/10/2026: 29.00 t')).toBeTruthy();
    expect(within(card).getByText(/Next: dispatch it when it leaves the farm/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Change Delivery 1, 05/10/2026' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Delete Delivery 1, 05/10/2026' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Dispatch Delivery 1, 05/10/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispatch the delivery' });
    // The planned day is ahead of today: it left today.
    expect((within(dialog).getByLabelText('Day it left') as HTMLInputElement).value).toBe('2026-10-03');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dispatch' }));
    expect(await within(dialog).findByText('Moving too much here')).toBeTruthy();
    answer = ok({ ...delivery, status: 'in-transit', dispatchedDate: '2026-10-03', dispatchedWeightKg: 29_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dispatch' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(api, `POST ${DELIVERIES}/${delivery.id}/dispatch`).at(-1)!.body).toEqual({
      actualDate: '2026-10-03',
      actualWeightKg: 29_000,
    });
  });

  it('changes a planned delivery from the lots it takes, sending the new plan', async () => {
    const api = mockApi({
      [`GET ${CONTRACT}`]: ok(contract),
      [`GET ${DELIVERIES}`]: ok([delivery]),
      'GET /api/inventory/records': ok([wheatLot]),
      [`PATCH ${DELIVERIES}/${delivery.id}`]: ok({ ...delivery, plannedWeightKg: 30_000 }),
    });
    renderContract();
    fireEvent.click(await screen.findByRole('button', { name: 'Change Delivery 1, 05/10/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the planned delivery' });
    expect((within(dialog).getByLabelText('Weight (t)') as HTMLInputElement).value).toBe('29');
    const take = await within(dialog).findByLabelText(/Grain store 1 \(t\)/);
    expect((take as HTMLInputElement).value).toBe('29');
    typeInto(within(dialog).getByLabelText('Weight (t)'), '30');
    typeInto(take, '30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(requestsTo(api, `PATCH ${DELIVERIES}/${delivery.id}`)).toHaveLength(1));
    expect(requestsTo(api, `PATCH ${DELIVERIES}/${delivery.id}`)[0]!.body).toEqual({
      plannedDate: '2026-10-05',
      plannedWeightKg: 30_000,
      lots: [{ recordId: wheatLot.id, quantityKg: 30_000 }],
    });
  });

  it('shows the deliveries’ failure to load', async () => {
    mockApi({ [`GET ${CONTRACT}`]: ok(contract), [`GET ${DELIVERIES}`]: fail(500, 'Something went wrong') });
    renderContract();
    expect(await screen.findByText('There was an error fetching the contract’s deliveries')).toBeTruthy();
  });
});

describe('the contract’s deliveries, as the buyer (trading §3 samples, tipped weight)', () => {
  const inTransit: DeliveryView = {
    ...delivery,
    lots: null,
    movementId: null,
    status: 'in-transit',
    dispatchedDate: '2026-10-03',
    dispatchedWeightKg: 29_000,
  };

  it('records a sample and shows its checks, the deduction and the adjusted price', async () => {
    signInAsBuyer();
    const api = mockApi({
      [`GET ${CONTRACT}`]: ok({ ...contract, side: 'buyer' }),
      [`GET ${DELIVERIES}`]: ok([inTransit]),
      'GET /api/system/config/GB': ok(config),
      [`POST ${DELIVERIES}/${inTransit.id}/sample`]: ok(sample),
    });
    renderContract();
    const card = await screen.findByRole('listitem', { name: 'Delivery 1, 05/10/2026' });
    expect(within(card).queryByRole('button', { name: /^Dispatch/ })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Record the sample of Delivery 1, 05/10/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the sample' });
    // An empty sample says what it needs.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the sample' }));
    expect(await within(dialog).findByText('A sample needs its file or at least one result')).toBeTruthy();
    typeInto(within(dialog).getByLabelText('Moisture (%) (optional)'), '16.5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the sample' }));
    expect(await within(dialog).findByText('The sample is outside the specification.')).toBeTruthy();
    expect(requestsTo(api, `POST ${DELIVERIES}/${inTransit.id}/sample`)[0]!.body).toEqual({
      fileId: null,
      results: { moisture: 16.5 },
    });
    expect(within(dialog).getByText('Above')).toBeTruthy();
    expect(await within(dialog).findByText('Deduction: Moisture: drying charge, £4.00/t')).toBeTruthy();
    expect(within(dialog).getByText(/adjusted price £188.50\/t/)).toBeTruthy();
    expect(within(dialog).getByText(/Next: record the tipped weight/)).toBeTruthy();
  });

  it('works the net out from gross and tare, and asks for the ticket and an ex-farm trade’s collection receipt', async () => {
    signInAsBuyer();
    const api = mockApi({
      [`GET ${CONTRACT}`]: ok({ ...contract, side: 'buyer', haulage: 'ex-farm' }),
      [`GET ${DELIVERIES}`]: ok([{ ...inTransit, sample }]),
    });
    renderContract();
    const card = await screen.findByRole('listitem', { name: 'Delivery 1, 05/10/2026' });
    // The sample is recorded: its deduction shows on the delivery, and only the tipped weight is left to do.
    expect(within(card).getByText(/adjusted price £188.50\/t/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Record the sample/ })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Record the tipped weight of Delivery 1, 05/10/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the tipped weight' });
    typeInto(within(dialog).getByLabelText('Gross (t)'), '43.2');
    typeInto(within(dialog).getByLabelText('Tare (t)'), '14.2');
    await waitFor(() => expect((within(dialog).getByLabelText('Net (t)') as HTMLInputElement).value).toBe('29'));
    expect((within(dialog).getByLabelText('Tipped quantity (t)') as HTMLInputElement).value).toBe('29');
    typeInto(within(dialog).getByLabelText('Tipped quantity (t)'), '30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the tipped weight' }));
    expect(await within(dialog).findByText('Attach the weighbridge ticket')).toBeTruthy();
    expect(within(dialog).getByText('A collection receipt is required to complete some trades')).toBeTruthy();
    expect(within(dialog).getByText('The tipped quantity cannot be more than the net weight')).toBeTruthy();
    expect(requestsTo(api, `POST ${DELIVERIES}/${inTransit.id}/tipped-weight`)).toHaveLength(0);
  });

  it('shows a delivered delivery’s tipped weight and ticket', async () => {
    signInAsBuyer();
    mockApi({
      [`GET ${CONTRACT}`]: ok({ ...contract, side: 'buyer' }),
      [`GET ${DELIVERIES}`]: ok([
        {
          ...inTransit,
          status: 'delivered',
          sample,
          tippedWeight: {
            grossKg: 43_200,
            tareKg: 14_200,
            netKg: 29_000,
            tippedQuantityKg: 29_000,
            weighbridgeFileId: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
            collectionReceiptFileId: null,
            recordedAt: '2026-10-05T13:00:00.000Z',
          },
          deliveredAt: '2026-10-05T13:00:00.000Z',
        },
      ]),
    });
    renderContract();
    const card = await screen.findByRole('listitem', { name: 'Delivery 1, 05/10/2026' });
    expect(within(card).getAllByText('Delivered').length).toBeGreaterThan(0);
    expect(within(card).getByText('Gross 43.20 t, tare 14.20 t, net 29.00 t, tipped 29.00 t')).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: 'Download the weighbridge ticket of Delivery 1, 05/10/2026' }),
    ).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Record/ })).toBeNull();
  });
});
