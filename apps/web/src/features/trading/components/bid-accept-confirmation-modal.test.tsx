import type { BidView } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, requestsTo } from '../../../test/mock-api';
import { envelopeResponse, renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { BidAcceptConfirmationModal } from './bid-accept-confirmation-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const OPTION_ID = '00000000-0000-4000-8000-00000000000a';
const bid: BidView = {
  id: '00000000-0000-4000-8000-000000000001',
  listingId: '00000000-0000-4000-8000-000000000002',
  listingReference: 'HL-1001',
  listingState: 'under-review',
  commodityId: 'wheat',
  quantityUnit: 'tonne',
  state: 'under-review',
  options: [
    {
      id: OPTION_ID,
      month: '2026-09',
      startDate: '2026-09-01',
      endDate: '2026-09-30',
      pricePerUnit: 18_250,
      premium: null,
      notes: null,
      accepted: false,
    },
  ],
  quantityMinKg: 50_000,
  quantityMaxKg: 150_000,
  note: null,
  currency: 'GBP',
  buyerOrganisationId: '00000000-0000-4000-8000-000000000003',
  buyerOrganisationName: 'Valley Grain Ltd',
  buyerUserId: '00000000-0000-4000-8000-0000000000b1',
  buyerName: 'Bea Buyer',
  sellerOrganisationName: 'Hillside Farm',
  reviewAt: '2026-05-01T10:00:00.000Z',
  expiresAt: '2026-05-01T10:30:00.000Z',
  createdAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-01T08:00:00.000Z',
  revision: 1,
  side: 'seller',
  reopenRequest: null,
  trade: null,
};
// 200 t listed, 80 t already sold: 120 t left, less than the offer's 150 t maximum.
const listing = { quantityMinKg: 20_000, quantityMaxKg: 200_000, tradedKg: 80_000, remainingKg: 120_000 };

function renderModal(onAccepted = vi.fn()) {
  signInAs(makeProfile());
  renderRoute(
    <BidAcceptConfirmationModal
      bid={bid}
      optionId={OPTION_ID}
      listing={listing}
      opened
      onClose={() => {}}
      onAccepted={onAccepted}
    />,
  );
  return onAccepted;
}

describe('BidAcceptConfirmationModal', () => {
  it('starts at the smaller of the offer maximum and what is left, and sends it with keep-open', async () => {
    const accepted = { ...bid, state: 'accepted' as const };
    const fetchMock = mockApi({ [`PATCH /api/trading/bids/${bid.id}/accept`]: ok(accepted) });
    const onAccepted = renderModal();

    const dialog = await screen.findByRole('dialog', { name: 'Accept this price?' });
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity to sell/ });
    expect((quantity as HTMLInputElement).value).toBe('120 t');
    expect(within(dialog).getByText('£182.50/t')).toBeTruthy();
    expect(within(dialog).getByText('Valley Grain Ltd (Bea Buyer)')).toBeTruthy();

    fireEvent.change(quantity, { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Keep the listing open for the remaining 20.00 t/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and confirm trade' }));

    await waitFor(() => expect(onAccepted).toHaveBeenCalled());
    expect(requestsTo(fetchMock, `PATCH /api/trading/bids/${bid.id}/accept`)[0]?.body).toEqual({
      optionId: OPTION_ID,
      quantityKg: 100_000,
      keepOpen: true,
    });
  });

  it('refuses more than the listing has left, in the domain’s words, without asking the API', async () => {
    const fetchMock = mockApi({});
    const onAccepted = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Accept this price?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Quantity to sell/ }), { target: { value: '140' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and confirm trade' }));
    expect(await within(dialog).findByText('Only 120.00 t of this listing is left to sell')).toBeTruthy();
    expect(requestsTo(fetchMock, `PATCH /api/trading/bids/${bid.id}/accept`)).toHaveLength(0);
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('shows the API’s 409 message as it comes', async () => {
    mockApi({
      [`PATCH /api/trading/bids/${bid.id}/accept`]: () =>
        envelopeResponse({
          status: 409,
          message: 'This price offer has expired. You can ask the buyer to reopen it',
          data: null,
        }),
    });
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Accept this price?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and confirm trade' }));
    expect(
      await within(dialog).findByText('This price offer has expired. You can ask the buyer to reopen it'),
    ).toBeTruthy();
  });
});
