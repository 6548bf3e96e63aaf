import type { DeliveryView, SettlementView } from '@harvest/domain';
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
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { ContractPage } from '../pages/contract-page';

const contract = contractFixture();

const delivered = deliveryFixture({
  status: 'delivered',
  dispatchedDate: '2026-10-05',
  dispatchedWeightKg: 29_000,
  sample: wetSample,
  tippedWeight: {
    grossKg: 43_200,
    tareKg: 14_200,
    netKg: 29_000,
    tippedQuantityKg: 28_500,
    weighbridgeFileId: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
    collectionReceiptFileId: null,
    recordedAt: '2026-10-05T13:00:00.000Z',
  },
  deliveredAt: '2026-10-05T13:00:00.000Z',
});

const settlement: SettlementView = {
  status: 'settled',
  settledBy: 'buyer',
  invoiceId: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
  invoiceReference: 'AGM-000001',
  selfBilled: true,
  invoiceDate: '2026-10-06',
  dueDate: '2026-10-20',
  paymentReceivedDate: null,
  overdue: false,
  weightKg: 28_500,
  contractPricePerUnit: 19_250,
  pricePerUnitSold: 18_850,
  adjustments: [
    { reasonId: 'moisture-drying', kind: 'deduction', reason: 'Moisture: drying charge', perTonneMinor: 400 },
  ],
  deductionsPerTonneMinor: 400,
  bonusesPerTonneMinor: 0,
  currency: 'GBP',
  netMinor: 537_225,
  taxMinor: 0,
  totalMinor: 537_225,
  settledAt: '2026-10-06T09:00:00.000Z',
  paidAt: null,
};
const settled: DeliveryView = { ...delivered, status: 'settled', settlement };

const config = coreConfigFixture({
  settlementDeductionReasons: [
    { id: 'moisture-drying', name: 'Moisture: drying charge' },
    { id: 'admixture', name: 'Admixture' },
  ],
  settlementBonusReasons: [{ id: 'protein-premium', name: 'Protein premium' }],
});

const CONTRACT = `/api/trading/contracts/${contract.id}`;
const DELIVERIES = `${CONTRACT}/deliveries`;
const SETTLE = `POST ${DELIVERIES}/${delivered.id}/settlement`;
const PAY = `POST ${DELIVERIES}/${delivered.id}/settlement/payment`;
const NAME = 'Delivery 1, 05/10/2026';

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
const valueOf = (field: HTMLElement) => (field as HTMLInputElement).value;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-06T09:00:00Z') });
  signInAs(makeProfile());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('settling a delivered delivery (trading §3 Delivery and settlement)', () => {
  it('starts from today, the tipped quantity and the sample’s deduction, works the price sold out, and sends it', async () => {
    signInAsBuyer();
    let answer = fail(409, 'A settled invoice cannot be edited');
    const api = mockApi({
      [`GET ${CONTRACT}`]: ok({ ...contract, side: 'buyer' }),
      [`GET ${DELIVERIES}`]: ok([delivered]),
      'GET /api/system/config/GB': ok(config),
      [SETTLE]: () => answer(),
    });
    renderContract();
    const card = await screen.findByRole('listitem', { name: NAME });
    expect(within(card).getByText(/Settle it to issue your self-billed invoice/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: `Settle ${NAME}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle the delivery' });
    // The buyer's invoice is self-billed, written for the seller, and the form says so.
    expect(within(dialog).getByText(/self-billed invoice: you write the invoice on behalf of Manor Farm/)).toBeTruthy();
    expect(within(dialog).getByText('Payment is due 10 working days after the invoice date.')).toBeTruthy();
    expect(valueOf(within(dialog).getByLabelText('Invoice date'))).toBe('2026-10-06');
    expect(valueOf(within(dialog).getByLabelText('Weight settled (t)'))).toBe('28.5');
    await waitFor(() =>
      expect(valueOf(within(dialog).getByLabelText('Reason 1', { selector: 'input' }))).toBe('Moisture: drying charge'),
    );
    expect(valueOf(within(dialog).getByLabelText('Per tonne 1'))).toBe('4');
    // The domain's settlement rules: £192.50 less £4.00 is £188.50 a tonne, on 28.5 t £5,372.25 before tax.
    const preview = within(dialog).getByRole('region', { name: 'What the invoice will say' });
    expect(within(preview).getByText('£188.50/t')).toBeTruthy();
    expect(within(preview).getByText('£5,372.25')).toBeTruthy();
    typeInto(within(dialog).getByLabelText('Per tonne 1'), '5');
    expect(await within(preview).findByText('£187.50/t')).toBeTruthy();
    expect(within(preview).getByText('£5,343.75')).toBeTruthy();

    // A row without its reason is not sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a deduction or bonus' }));
    expect(await within(dialog).findByText(/Choose a reason and an amount/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove deduction or bonus 2' }));
    await waitFor(() => expect(within(dialog).queryByText(/Choose a reason and an amount/)).toBeNull());

    // The API's conflict shows in the form; the next try settles it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle and issue the invoice' }));
    expect(await within(dialog).findByText('A settled invoice cannot be edited')).toBeTruthy();
    answer = ok(settled);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle and issue the invoice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(api, SETTLE).at(-1)!.body).toEqual({
      invoiceDate: '2026-10-06',
      weightKg: 28_500,
      adjustments: [{ reasonId: 'moisture-drying', kind: 'deduction', perTonneMinor: 500 }],
    });
  });

  it('refuses an invoice date after today and places the API’s refusal on its field', async () => {
    const api = mockApi({
      [`GET ${CONTRACT}`]: ok(contract),
      [`GET ${DELIVERIES}`]: ok([delivered]),
      'GET /api/system/config/GB': ok(config),
      [SETTLE]: fail(400, 'Some of the values are not valid', [
        { field: 'invoiceDate', message: 'The invoice date cannot be before the delivery was delivered (2026-10-05)' },
      ]),
    });
    renderContract();
    const card = await screen.findByRole('listitem', { name: NAME });
    fireEvent.click(within(card).getByRole('button', { name: `Settle ${NAME}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle the delivery' });
    expect(within(dialog).getByText(/Settling issues your invoice to Anglia Grain Merchants Ltd/)).toBeTruthy();
    typeInto(within(dialog).getByLabelText('Invoice date'), '2026-10-07');
    expect(await within(dialog).findByText('The invoice date cannot be after today')).toBeTruthy();
    typeInto(within(dialog).getByLabelText('Invoice date'), '2026-10-04');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle and issue the invoice' }));
    expect(await within(dialog).findByText(/cannot be before the delivery was delivered/)).toBeTruthy();
    expect(requestsTo(api, SETTLE)).toHaveLength(1);
  });
});

describe('a delivery’s settlement and payment (trading §4 Complete when deliveries are paid)', () => {
  it('shows the settlement: its invoice, dates, reasons and total; the seller records the payment, a 409 in the form', async () => {
    let answer = fail(409, 'The payment for this delivery was recorded already, received on 2026-10-06');
    const api = mockApi({
      [`GET ${CONTRACT}`]: ok(contract),
      [`GET ${DELIVERIES}`]: ok([settled]),
      [PAY]: () => answer(),
    });
    renderContract();
    const card = await screen.findByRole('listitem', { name: NAME });
    const link = within(card).getByRole('link', { name: 'AGM-000001' });
    expect(link.getAttribute('href')).toBe(`/trading/invoices/${settlement.invoiceId}`);
    expect(within(card).getByText('Self-billed')).toBeTruthy();
    expect(within(card).getByText('06/10/2026')).toBeTruthy();
    expect(within(card).getByText('20/10/2026')).toBeTruthy();
    expect(within(card).queryByText('Overdue')).toBeNull();
    expect(within(card).getByText('Not yet')).toBeTruthy();
    expect(within(card).getByText('£188.50/t')).toBeTruthy();
    expect(within(card).getByText('Deduction: Moisture: drying charge, £4.00/t')).toBeTruthy();
    expect(within(card).getAllByText('£5,372.25')).toHaveLength(2);
    expect(within(card).getByText(/Record the payment when it reaches your bank/)).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: `Record the payment of ${NAME}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the payment received' });
    expect(within(dialog).getByText(/Invoice AGM-000001: £5,372.25, due 20\/10\/2026/)).toBeTruthy();
    expect(valueOf(within(dialog).getByLabelText('Day received'))).toBe('2026-10-06');
    typeInto(within(dialog).getByLabelText('Day received'), '2026-10-05');
    expect(
      await within(dialog).findByText('The payment cannot be received before the invoice date (06/10/2026)'),
    ).toBeTruthy();
    typeInto(within(dialog).getByLabelText('Day received'), '2026-10-06');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText(/recorded already, received on 2026-10-06/)).toBeTruthy();
    answer = ok({
      ...settled,
      status: 'paid',
      settlement: { ...settlement, status: 'paid', paymentReceivedDate: '2026-10-06' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(api, PAY).at(-1)!.body).toEqual({ receivedDate: '2026-10-06' });
  });

  it('marks an unpaid settlement past its due date overdue, and the buyer may not record its payment', async () => {
    signInAsBuyer();
    mockApi({
      [`GET ${CONTRACT}`]: ok({ ...contract, side: 'buyer' }),
      [`GET ${DELIVERIES}`]: ok([{ ...settled, settlement: { ...settlement, overdue: true } }]),
    });
    renderContract();
    const card = await screen.findByRole('listitem', { name: NAME });
    expect(within(card).getByText('Overdue')).toBeTruthy();
    expect(within(card).getByText(/Pay it by its due date/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Record the payment/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Settle/ })).toBeNull();
  });

  it('shows a paid delivery’s payment day, and the contract complete once the API says every delivery is paid', async () => {
    mockApi({
      [`GET ${CONTRACT}`]: ok({ ...contract, status: 'complete' }),
      [`GET ${DELIVERIES}`]: ok([
        {
          ...settled,
          status: 'paid',
          settlement: { ...settlement, status: 'paid', paymentReceivedDate: '2026-10-08' },
        },
      ]),
    });
    renderContract();
    expect(await screen.findByText('Every delivery is paid: this contract is complete.')).toBeTruthy();
    const card = await screen.findByRole('listitem', { name: NAME });
    expect(within(card).getByText('08/10/2026')).toBeTruthy();
    expect(within(card).queryByText('Not yet')).toBeNull();
    expect(within(card).queryByRole('button', { name: /Record the payment/ })).toBeNull();
    expect(within(card).getByText(/Paid. Nothing more to do/)).toBeTruthy();
  });
});
