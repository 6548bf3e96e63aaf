import type { QuoteView } from '@harvest/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { JobQuotesList } from './job-quotes-list';

const quoteOf = (n: number, extra: Partial<QuoteView>): QuoteView => ({
  id: `0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b3${n}`,
  jobId: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b40',
  jobReference: 'J-001000',
  jobStatus: 'out-for-quote',
  carrierOrganisationId: `0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b5${n}`,
  carrierName: n === 1 ? 'Fenland Haulage Ltd' : 'Wolds Transport Ltd',
  organiserName: 'Hillside Farm Partnership',
  status: 'submitted',
  priceMinor: 48_500,
  currency: 'GBP',
  note: null,
  requestedAt: '2026-11-27T08:00:00.000Z',
  submittedAt: '2026-11-27T09:00:00.000Z',
  decidedAt: null,
  termsVersion: 1,
  termsAgreed: false,
  actions: ['accept', 'cancel'],
  ...extra,
});

beforeEach(() => signInAs(makeProfile()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("JobQuotesList: the organiser's quotes side by side (§5 terms before acceptance)", () => {
  it("keeps Accept shut until the carrier's terms are agreed, and opens the terms to agree", () => {
    mockApi({});
    const onTerms = vi.fn();
    renderRoute(<JobQuotesList quotes={[quoteOf(1, {})]} onTerms={onTerms} />);
    const accept = screen.getAllByRole('button', { name: 'Accept the quote from Fenland Haulage Ltd' })[0];
    expect(accept?.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Agree this carrier’s terms before accepting its quote.')).toBeTruthy();
    const terms = screen.getAllByRole('button', { name: 'Agree terms: terms of Fenland Haulage Ltd' })[0];
    if (terms) fireEvent.click(terms);
    expect(onTerms).toHaveBeenCalledWith({
      carrierId: quoteOf(1, {}).carrierOrganisationId,
      carrierName: 'Fenland Haulage Ltd',
    });
  });

  it('accepts a quote whose terms are agreed (or that has none)', async () => {
    const agreed = quoteOf(1, { termsAgreed: true });
    const none = quoteOf(2, { termsVersion: null, termsAgreed: true });
    const api = mockApi({
      [`POST /api/logistics/quotes/${none.id}/accept`]: ok({ ...none, status: 'accepted', actions: [] }),
    });
    renderRoute(<JobQuotesList quotes={[agreed, none]} onTerms={vi.fn()} />);
    expect(screen.getAllByText('No terms').length).toBeGreaterThan(0);
    const accept = screen.getAllByRole('button', { name: 'Accept the quote from Wolds Transport Ltd' })[0];
    expect(accept?.hasAttribute('disabled')).toBe(false);
    if (accept) fireEvent.click(accept);
    await waitFor(() => expect(requestsTo(api, `POST /api/logistics/quotes/${none.id}/accept`)).toHaveLength(1));
  });

  it('names the accepted quote as the one accepted, with nothing more to do on it', () => {
    mockApi({});
    renderRoute(
      <JobQuotesList
        quotes={[
          quoteOf(1, { status: 'accepted', termsAgreed: true, actions: [], jobStatus: 'assigned' }),
          quoteOf(2, { status: 'declined', actions: [], jobStatus: 'assigned' }),
        ]}
        onTerms={vi.fn()}
      />,
    );
    expect(screen.getAllByText('Accepted').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Declined').length).toBeGreaterThan(0);
    expect(screen.getByText('The quote you accepted: the job is with this carrier')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Accept the quote/ })).toBeNull();
  });
});
