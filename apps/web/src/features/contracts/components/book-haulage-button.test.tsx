import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryFixture } from '../../../test/contract-fixtures';
import { jobFixture } from '../../../test/logistics-fixtures';
import { mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { BookHaulageButton } from './book-haulage-button';

const delivery = deliveryFixture();
const HAULAGE = `GET /api/logistics/jobs/of-delivery/${delivery.id}`;
const BOOK = `POST /api/logistics/jobs/from-delivery/${delivery.id}`;
const jobId = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';

function open() {
  return renderRoutes(
    [
      { path: '/trading/contracts/c', element: <BookHaulageButton delivery={delivery} name="Delivery 1" /> },
      { path: '/logistics/jobs/:jobId', element: <h1>The job</h1> },
    ],
    ['/trading/contracts/c'],
  );
}

beforeEach(() => signInAs(makeProfile()));
afterEach(() => vi.unstubAllGlobals());

describe("'Book haulage' on a contract's delivery (issue 22)", () => {
  it('books a delivery nobody has booked yet and opens its job', async () => {
    const api = mockApi({
      [HAULAGE]: ok({ job: null, bookedByOtherParty: false }),
      [BOOK]: ok(jobFixture({ id: jobId, status: 'awaiting-quotes', displayStatus: 'awaiting-quotes' })),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Book haulage: Delivery 1' }));
    expect(await screen.findByRole('heading', { name: 'The job' })).toBeTruthy();
    expect(requestsTo(api, BOOK)).toHaveLength(1);
  });

  it('links a booked delivery to its job instead of booking it twice', async () => {
    mockApi({
      [HAULAGE]: ok({ job: { id: jobId, reference: 'J-001234', status: 'assigned' }, bookedByOtherParty: false }),
    });
    open();
    const link = await screen.findByRole('link', { name: 'Haulage job J-001234: Delivery 1' });
    expect(link.getAttribute('href')).toBe(`/logistics/jobs/${jobId}`);
    expect(screen.queryByRole('button', { name: /^Book haulage/ })).toBeNull();
  });

  it('says so when the other party has booked it', async () => {
    mockApi({ [HAULAGE]: ok({ job: null, bookedByOtherParty: true }) });
    open();
    expect(await screen.findByText('Haulage booked by the other party')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Book haulage/ })).toBeNull());
  });

  it('is not offered to someone who does not organise haulage', () => {
    signInAs(makeProfile({ access: { 'trading.contracts': 'write' } }));
    const api = mockApi({});
    open();
    expect(screen.queryByRole('button', { name: /^Book haulage/ })).toBeNull();
    expect(requestsTo(api, HAULAGE)).toHaveLength(0);
  });
});
