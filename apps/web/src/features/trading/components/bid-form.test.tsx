import { messages, type MarketListing } from '@harvest/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { marketWheat } from '../../../test/market-fixtures';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { BidForm } from './bid-form';

// The market's wheat listing, with two movement months and its review time on the day the tests are set in.
const listing: MarketListing = {
  ...marketWheat,
  reference: 'ML-1001',
  movement: { kind: 'months', months: ['2026-10', '2026-11'] },
  movementMonths: ['2026-10', '2026-11'],
  reviewAt: '2026-05-01T12:00:00.000Z',
  offersExpireAt: '2026-05-01T12:30:00.000Z',
  editCutoffAt: '2026-05-01T11:00:00.000Z',
  closesAt: '2026-05-04T09:00:00.000Z',
  collection: { line1: null, city: 'Ludlow', region: null, postcode: 'SY8' },
  sellerOrganisationName: 'Hillside Farm Ltd',
  area: { lat: null, lon: null, code: null, name: null },
};

beforeEach(() => signInAs(makeProfile()));

function renderForm() {
  const onSend = vi.fn(() => Promise.resolve());
  renderRoute(<BidForm listing={listing} bid={null} onSend={onSend} onShowTerms={vi.fn()} />);
  const price = (month: string) => screen.getByRole('textbox', { name: `Price for ${month}` });
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send offer' }));
  return { onSend, price, send };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('BidForm price rules (trading §5)', () => {
  it.each(['123', '1234', '12345'])('refuses the dummy price %s with "Enter a realistic price"', async (dummy) => {
    const { onSend, price, send } = renderForm();
    type(price('Oct 2026'), dummy);
    send();
    expect(await screen.findByText(messages.validation.realisticPrice)).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('asks for at least 0.01 and for less than 1 million', async () => {
    const { onSend, price, send } = renderForm();
    type(price('Oct 2026'), '0');
    type(price('Nov 2026'), '1000000');
    send();
    expect(await screen.findByText('The price must be at least 0.01 per unit')).toBeTruthy();
    expect(screen.getByText('The price must be below 1,000,000')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('needs at least one month priced, and a quantity inside the listing’s', async () => {
    const { onSend, send } = renderForm();
    type(screen.getByRole('textbox', { name: 'Maximum (t)' }), '400');
    send();
    expect(await screen.findByText(messages.trading.optionsRequired)).toBeTruthy();
    expect(screen.getByText(/The quantity must be within the listing’s 100(\.00)? t to 300(\.00)? t/)).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends only the priced months, in pence per tonne, and the quantity in kilograms', async () => {
    const { onSend, price, send } = renderForm();
    type(price('Nov 2026'), '123.5');
    type(screen.getByRole('textbox', { name: 'Premium for Nov 2026 (optional)' }), '2');
    type(screen.getByRole('textbox', { name: 'Minimum (t)' }), '150.5');
    send();
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(onSend).toHaveBeenCalledWith({
      listingId: listing.id,
      options: [{ month: '2026-11', pricePerUnit: 12_350, premium: 200 }],
      quantityMinKg: 150_500,
      quantityMaxKg: 300_000,
      note: null,
      currency: 'GBP',
    });
  });

  it('shows the API’s refusal (a colleague’s offer) above the form', async () => {
    const onSend = vi.fn(() => Promise.reject(new Error(messages.trading.colleagueOffer)));
    renderRoute(<BidForm listing={listing} bid={null} onSend={onSend} onShowTerms={vi.fn()} />);
    type(screen.getByRole('textbox', { name: 'Price for Oct 2026' }), '190');
    fireEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', messages.trading.colleagueOffer);
  });
});
