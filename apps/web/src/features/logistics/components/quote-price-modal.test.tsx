import { messages, type QuoteRequestView } from '@harvest/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { QuotePriceModal } from './quote-price-modal';

const QUOTE = '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b21';

const quote: QuoteRequestView = {
  id: QUOTE,
  jobId: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b22',
  jobReference: 'J-001000',
  jobStatus: 'out-for-quote',
  carrierOrganisationId: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b23',
  carrierName: 'Fenland Haulage Ltd',
  organiserName: 'Hillside Farm Partnership',
  status: 'awaiting-pricing',
  priceMinor: null,
  currency: 'GBP',
  note: null,
  requestedAt: '2026-11-27T08:00:00.000Z',
  submittedAt: null,
  decidedAt: null,
  termsVersion: null,
  termsAgreed: false,
  actions: ['submit', 'decline'],
  job: {
    reference: 'J-001000',
    type: 'grain',
    pickupAt: '2026-11-30T07:30:00.000Z',
    stops: [],
    loadsWeightKg: 29_000,
    loadsCount: 1,
    distanceMetres: 48_700,
    requireGrainSample: true,
    driverNotes: null,
  },
};

beforeEach(() => signInAs(makeProfile()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderModal() {
  const api = mockApi({ [`POST /api/logistics/quotes/${QUOTE}/submit`]: ok({ ...quote, status: 'submitted' }) });
  renderRoute(<QuotePriceModal quote={quote} onClose={vi.fn()} />);
  return api;
}

const price = () => screen.getByRole('textbox', { name: 'Price for the job' });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send price' }));

describe('QuotePriceModal: the carrier prices a job (trading-logistics §4 Quote)', () => {
  it("refuses a dummy price in the domain's words before sending anything", async () => {
    const api = renderModal();
    fireEvent.change(price(), { target: { value: '123' } });
    send();
    expect(await screen.findByText(messages.validation.realisticPrice)).toBeTruthy();
    send();
    expect(requestsTo(api, `POST /api/logistics/quotes/${QUOTE}/submit`)).toHaveLength(0);
  });

  it('asks for a price when none is given', async () => {
    const api = renderModal();
    send();
    expect(await screen.findByText('Enter your price for the job')).toBeTruthy();
    expect(requestsTo(api, `POST /api/logistics/quotes/${QUOTE}/submit`)).toHaveLength(0);
  });

  it('sends the price for the whole job in pence, with the note', async () => {
    const api = renderModal();
    fireEvent.change(price(), { target: { value: '485.50' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Note for the organiser/ }), {
      target: { value: ' Tipper free Tuesday ' },
    });
    send();
    await waitFor(() => expect(requestsTo(api, `POST /api/logistics/quotes/${QUOTE}/submit`)).toHaveLength(1));
    expect(requestsTo(api, `POST /api/logistics/quotes/${QUOTE}/submit`)[0]?.body).toEqual({
      priceMinor: 48_550,
      note: 'Tipper free Tuesday',
    });
  });
});
