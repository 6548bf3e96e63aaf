import type { ContractDetailView } from '@harvest/domain';
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

const rolledId = '77777777-7777-4777-8777-777777777777';
const recordedBy = {
  userId: ids.farmer,
  name: 'Tom Harris',
  organisationId: ids.farm,
  organisationName: 'Manor Farm',
};

/** An open sales contract whose price is not fixed yet, as its seller sees it. */
const unfixed = contractFixture({ priceType: 'unfixed', fixed: false, totalWeightKg: 100_000 });

const partlyFixed: ContractDetailView = {
  ...unfixed,
  pricePerUnit: 19_500,
  fixing: {
    ...unfixed.fixing,
    state: 'partly-fixed',
    fixedWeightKg: 40_000,
    remainingWeightKg: 60_000,
    fixings: [
      {
        id: '88888888-8888-4888-8888-888888888888',
        kind: 'base',
        weightKg: 40_000,
        pricePerUnit: 19_500,
        fixedOn: '2026-10-06',
        recordedBy,
        recordedAt: '2026-10-06T09:00:00.000Z',
      },
    ],
  },
};

/** A fixed-price contract as its buyer sees it, with a delivery sampled outside the specification. */
const fixedForBuyer: ContractDetailView = {
  ...unfixed,
  side: 'buyer',
  priceType: 'fixed',
  fixed: true,
  fixing: { ...unfixed.fixing, state: 'fixed' },
};

const sampled = deliveryFixture({
  status: 'delivered',
  dispatchedDate: '2026-10-05',
  dispatchedWeightKg: 29_000,
  sample: wetSample,
  deliveredAt: '2026-10-05T13:00:00.000Z',
});

const config = coreConfigFixture({
  settlementDeductionReasons: [{ id: 'moisture-drying', name: 'Moisture: drying charge' }],
  settlementBonusReasons: [{ id: 'protein-premium', name: 'Protein premium' }],
});

const CONTRACT = `/api/trading/contracts/${unfixed.id}`;
const FIX = `POST ${CONTRACT}/fixings`;
const ROLL = `POST ${CONTRACT}/rollovers`;
const REPRICE = `POST ${CONTRACT}/price-updates`;
const SCALE = `PATCH ${CONTRACT}/adjustment-scale`;
const INVALID = 'Some of the values are not valid';

const renderContract = () =>
  renderRoutes(
    [{ path: '/trading/contracts/:contractId', element: <ContractPage /> }],
    [`/trading/contracts/${unfixed.id}`],
  );
const typeInto = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const valueOf = (field: HTMLElement) => (field as HTMLInputElement).value;
const section = (name: string) => screen.findByRole('region', { name });

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

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-06T09:00:00Z') });
  signInAs(makeProfile());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fixing an unfixed contract’s price (trading §1 base and premium fixing)', () => {
  it('shows the state and the indicative price, places the API’s 400 on its field, shows a 409, then records it', async () => {
    let current = unfixed;
    let answer = fail(400, INVALID, [
      {
        field: 'weightKg',
        message: 'The base fixings would fix more than the contract’s 100.00 t: they are 0.50 t over',
      },
    ]);
    const api = mockApi({
      [`GET ${CONTRACT}`]: () => ok(current)(),
      [`GET ${CONTRACT}/deliveries`]: ok([]),
      [FIX]: () => answer(),
    });
    renderContract();
    const fixing = await section('Price fixing');
    expect(within(fixing).getByText('Unfixed')).toBeTruthy();
    expect(within(fixing).getByText('£192.50/t (indicative until the first fixing)')).toBeTruthy();
    expect(within(fixing).getByText('No fixings yet.')).toBeTruthy();

    fireEvent.click(within(fixing).getByRole('button', { name: 'Fix price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix the price' });
    // A sales contract fixes its base only; the date starts at the API's today and goes no later.
    expect(within(dialog).queryByLabelText('What to fix')).toBeNull();
    expect(valueOf(within(dialog).getByLabelText('Date agreed'))).toBe('2026-10-06');
    expect(valueOf(within(dialog).getByLabelText('Weight (t)'))).toBe('100');
    typeInto(within(dialog).getByLabelText('Date agreed'), '2026-10-07');
    expect(
      await within(dialog).findByText(
        'A fixing is recorded on or after the day it was agreed: choose today or an earlier date',
      ),
    ).toBeTruthy();
    typeInto(within(dialog).getByLabelText('Date agreed'), '2026-10-06');
    typeInto(within(dialog).getByLabelText('Weight (t)'), '40');
    typeInto(within(dialog).getByLabelText('Price per tonne (GBP)'), '195');
    const save = within(dialog).getByRole('button', { name: 'Record the fixing' });

    fireEvent.click(save);
    expect(await within(dialog).findByText(/they are 0.50 t over/)).toBeTruthy();
    answer = fail(409, 'Only an open contract’s price can be fixed');
    fireEvent.click(save);
    expect(await within(dialog).findByText('Only an open contract’s price can be fixed')).toBeTruthy();

    answer = ok(partlyFixed);
    current = partlyFixed;
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(api, FIX).at(-1)!.body).toEqual({
      kind: 'base',
      weightKg: 40_000,
      pricePerUnit: 19_500,
      fixedOn: '2026-10-06',
    });
    const after = await section('Price fixing');
    expect(await within(after).findByText('Partly fixed')).toBeTruthy();
    // The label beside the status says it too.
    expect(screen.getAllByText('Partly fixed')).toHaveLength(2);
    expect(within(after).getByText('60.00 t')).toBeTruthy();
    expect(
      within(after).getByText(/06\/10\/2026: Base, 40.00 t at £195.00\/t, recorded by Tom Harris \(Manor Farm\)/),
    ).toBeTruthy();
  });

  it('shows no fixing section on a fixed-price contract, and a crop the UK default has no scale for says so', async () => {
    mockApi({
      [`GET ${CONTRACT}`]: ok({ ...unfixed, priceType: 'fixed', commodityId: 'barley' }),
      [`GET ${CONTRACT}/deliveries`]: ok([]),
    });
    renderContract();
    await screen.findByRole('region', { name: 'Terms' });
    expect(screen.queryByRole('region', { name: 'Price fixing' })).toBeNull();
    const scale = await section('Deduction and bonus scale');
    expect(within(scale).getByText(/it has no deductions or bonuses, so samples do not change the price/)).toBeTruthy();
  });
});

describe('rolling part of a contract over (trading §3, §4 rolled over)', () => {
  it('places the API’s 400, shows a 409, then opens the new contract, which links back', async () => {
    let answer = fail(400, INVALID, [
      {
        field: 'weightKg',
        message: 'Rolling that over would leave 29.99 t, less than the 30.00 t delivered or planned for delivery',
      },
    ]);
    const rolled: ContractDetailView = {
      ...unfixed,
      id: rolledId,
      contractNumber: null,
      tradeId: null,
      month: '2026-11',
      totalWeightKg: 10_000,
      rolledFromContractId: unfixed.id,
      rolledPart: 'unfixed',
    };
    const api = mockApi({
      [`GET ${CONTRACT}`]: ok(unfixed),
      [`GET ${CONTRACT}/deliveries`]: ok([]),
      [`GET /api/trading/contracts/${rolledId}`]: ok(rolled),
      [`GET /api/trading/contracts/${rolledId}/deliveries`]: ok([]),
      [ROLL]: () => answer(),
    });
    renderContract();
    fireEvent.click(await screen.findByRole('button', { name: 'Roll over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll over part of the contract' });
    // The undelivered part, and on an unfixed contract the unfixed part too; the first later month.
    expect(valueOf(within(dialog).getByLabelText('Part to roll over', { selector: 'input' }))).toBe('Undelivered part');
    expect(valueOf(within(dialog).getByLabelText('Later movement month', { selector: 'input' }))).toBe('Nov 2026');
    typeInto(within(dialog).getByLabelText('Weight (t)'), '10');
    const save = within(dialog).getByRole('button', { name: 'Roll over' });

    fireEvent.click(save);
    expect(await within(dialog).findByText(/less than the 30.00 t delivered or planned/)).toBeTruthy();
    answer = fail(409, 'Only an open contract can be rolled over');
    fireEvent.click(save);
    expect(await within(dialog).findByText('Only an open contract can be rolled over')).toBeTruthy();

    answer = ok(rolled);
    fireEvent.click(save);
    expect(await screen.findByText(/Rolled over from an earlier contract \(its unfixed part\)/)).toBeTruthy();
    expect(requestsTo(api, ROLL).at(-1)!.body).toEqual({ part: 'undelivered', weightKg: 10_000, month: '2026-11' });
    expect(screen.getByRole('link', { name: 'open the earlier contract' }).getAttribute('href')).toBe(
      `/trading/contracts/${unfixed.id}`,
    );
    // A rolled contract has no trade of its own: it waits for no buyer's contract.
    expect(screen.queryByText('Awaiting the buyer’s contract')).toBeNull();
    expect(screen.getByText('Not set yet: add it with Edit')).toBeTruthy();
    expect(screen.getByText('No files on this contract yet.')).toBeTruthy();
  });

  it('links the first contract to the ones rolled from it, and says only a trade’s contract awaits the buyer', async () => {
    mockApi({
      [`GET ${CONTRACT}`]: ok({
        ...unfixed,
        contractNumber: null,
        rolledOver: true,
        rolledIntoContractIds: [rolledId],
      }),
      [`GET ${CONTRACT}/deliveries`]: ok([]),
    });
    renderContract();
    expect(await screen.findByText('Rolled over')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'open later contract 1' }).getAttribute('href')).toBe(
      `/trading/contracts/${rolledId}`,
    );
    expect(screen.getByText('Awaiting the buyer’s contract')).toBeTruthy();
  });
});

describe('the price after sampling (trading §4 Trade)', () => {
  it('lets the buyer update the price from an out-of-spec sample: the 400 on its field, a 409, then the history', async () => {
    signInAsBuyer();
    let current = fixedForBuyer;
    let answer = fail(400, INVALID, [{ field: 'pricePerUnit', message: 'That is the contract’s price already' }]);
    const api = mockApi({
      [`GET ${CONTRACT}`]: () => ok(current)(),
      [`GET ${CONTRACT}/deliveries`]: ok([sampled]),
      'GET /api/system/config/GB': ok(config),
      [REPRICE]: () => answer(),
    });
    renderContract();
    const card = await screen.findByRole('listitem', { name: 'Delivery 1, 05/10/2026' });
    fireEvent.click(
      within(card).getByRole('button', {
        name: 'Update the contract price after the sample of Delivery 1, 05/10/2026',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update the contract price' });
    expect(valueOf(within(dialog).getByLabelText('New price per tonne (GBP)'))).toBe('188.5');
    expect(within(dialog).getByText('Say why the price changes')).toBeTruthy();
    typeInto(within(dialog).getByLabelText('Reason'), 'Downgraded to feed: moisture 16.5 %');
    const save = within(dialog).getByRole('button', { name: 'Update the price' });

    fireEvent.click(save);
    expect(await within(dialog).findByText('That is the contract’s price already')).toBeTruthy();
    answer = fail(409, 'Only an open contract’s price can be updated');
    fireEvent.click(save);
    expect(await within(dialog).findByText('Only an open contract’s price can be updated')).toBeTruthy();

    const updated: ContractDetailView = {
      ...fixedForBuyer,
      pricePerUnit: 18_850,
      priceUpdates: [
        {
          id: '99999999-9999-4999-8999-999999999999',
          deliveryId: sampled.id,
          oldPricePerUnit: 19_250,
          newPricePerUnit: 18_850,
          reason: 'Downgraded to feed: moisture 16.5 %',
          recordedBy: {
            ...recordedBy,
            organisationId: contractBuyerId,
            organisationName: 'Anglia Grain Merchants Ltd',
          },
          recordedAt: '2026-10-06T09:00:00.000Z',
        },
      ],
    };
    answer = ok(updated);
    current = updated;
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(api, REPRICE).at(-1)!.body).toEqual({
      deliveryId: sampled.id,
      pricePerUnit: 18_850,
      reason: 'Downgraded to feed: moisture 16.5 %',
    });
    const history = await section('Price history');
    expect(within(history).getByText('£192.50/t to £188.50/t')).toBeTruthy();
    expect(within(history).getByText('Downgraded to feed: moisture 16.5 %')).toBeTruthy();
  });

  it('offers the seller no price update', async () => {
    mockApi({
      [`GET ${CONTRACT}`]: ok({ ...fixedForBuyer, side: 'seller' }),
      [`GET ${CONTRACT}/deliveries`]: ok([sampled]),
      'GET /api/system/config/GB': ok(config),
    });
    renderContract();
    const card = await screen.findByRole('listitem', { name: 'Delivery 1, 05/10/2026' });
    expect(within(card).queryByRole('button', { name: /Update the contract price/ })).toBeNull();
  });
});

describe('the scale agreed on the contract (trading §3 samples)', () => {
  it('says the UK default is in use, saves an edited scale (the API’s 400 on its rule first) and resets it (a 409)', async () => {
    let current = unfixed;
    let answer = fail(400, INVALID, [
      { field: 'scale.0.reasonId', message: 'Please choose one of the settlement deduction reasons' },
    ]);
    let reset = fail(409, 'Only an open contract can be changed');
    const api = mockApi({
      [`GET ${CONTRACT}`]: () => ok(current)(),
      [`GET ${CONTRACT}/deliveries`]: ok([]),
      'GET /api/system/config/GB': ok(config),
      [SCALE]: (request) => ((request.body as { scale: unknown }).scale === null ? reset() : answer()),
    });
    renderContract();
    const scale = await section('Deduction and bonus scale');
    expect(within(scale).getByText(/UK default for this crop/)).toBeTruthy();
    expect(within(scale).queryByRole('button', { name: 'Use the UK default' })).toBeNull();
    fireEvent.click(within(scale).getByRole('button', { name: 'Edit scale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the deduction and bonus scale' });
    expect(within(dialog).getByText(/No rules: samples will not change the price/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start from the UK feed wheat scale' }));
    expect(valueOf(within(dialog).getByLabelText('Threshold 1'))).toBe('14.5');
    typeInto(within(dialog).getByLabelText('Rate per step 1 (GBP/t)'), '0.25');
    const save = within(dialog).getByRole('button', { name: 'Save the scale' });

    fireEvent.click(save);
    expect(await within(dialog).findByText('Please choose one of the settlement deduction reasons')).toBeTruthy();
    const sent = requestsTo(api, SCALE).at(-1)!.body as { scale: { ratePerStepMinor: number; threshold: number }[] };
    expect(sent.scale[0]).toMatchObject({ measure: 'moisture', threshold: 14.5, ratePerStepMinor: 25 });

    const own = sent.scale as ContractDetailView['adjustmentScale'];
    current = { ...unfixed, adjustmentScale: own };
    answer = ok(current);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const after = await section('Deduction and bonus scale');
    expect(await within(after).findByText(/The scale agreed on this contract/)).toBeTruthy();
    expect(within(after).getByRole('table', { name: 'Rules of the scale' })).toBeTruthy();
    expect(within(after).getByText('Over 14.5')).toBeTruthy();

    fireEvent.click(within(after).getByRole('button', { name: 'Use the UK default' }));
    const confirm = await screen.findByRole('dialog', { name: 'Go back to the UK default scale?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Use the UK default' }));
    expect(await within(confirm).findByText('Only an open contract can be changed')).toBeTruthy();
    current = unfixed;
    reset = ok(unfixed);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Use the UK default' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(api, SCALE).at(-1)!.body).toEqual({ scale: null });
    expect(
      await within(await section('Deduction and bonus scale')).findByText(/UK default for this crop/),
    ).toBeTruthy();
  });
});
