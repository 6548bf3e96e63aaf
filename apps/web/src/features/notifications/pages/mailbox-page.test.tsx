import type { MailboxItem } from '@harvest/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderRoute } from '../../../test/render-route';
import { MailboxPage } from './mailbox-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function item(n: number, overrides: Partial<MailboxItem> = {}): MailboxItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    channel: 'email',
    to: `farmer${n}@example.com`,
    template: 'welcome',
    subject: `Message ${n}`,
    status: 'sent',
    createdAt: '2025-03-04T09:05:00.000Z',
    sentAt: '2025-03-04T09:05:01.000Z',
    ...overrides,
  };
}

function requestedUrl(call = -1): URL {
  const [input] = fetchMock.mock.calls.at(call) ?? [];
  return new URL(String(input), 'http://localhost');
}

describe('MailboxPage', () => {
  it("says 'No messages yet' when the mailbox is empty", async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({
        data: [],
        pagination: { currentPage: 1, limit: 25, totalDocuments: 0, prev: null, next: null, currentDocumentIndex: 0 },
      }),
    );
    renderRoute(<MailboxPage />, { path: '/dev/mailbox' });

    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
    expect(requestedUrl().pathname).toBe('/api/dev/mailbox');
    expect(requestedUrl().searchParams.get('limit')).toBe('25');
  });

  it('shows the error with a retry button, and retries', async () => {
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({
        status: 500,
        message: 'Internal error',
        data: null,
        errors: [{ message: 'The outbox is unreadable' }],
      }),
    );
    renderRoute(<MailboxPage />, { path: '/dev/mailbox' });

    expect(await screen.findByText('The mailbox could not be loaded')).toBeTruthy();
    expect(screen.getByText('The outbox is unreadable')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(envelopeResponse({ data: [item(1)] }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Message 1' })).toBeTruthy();
  });

  it('explains a server without a development mailbox instead of offering a retry', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({ status: 404, message: 'There is nothing at this address', data: null }),
    );
    renderRoute(<MailboxPage />, { path: '/dev/mailbox' });

    expect(await screen.findByText('The development mailbox is not available on this server.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('lists the messages with recipient, template, status and en-GB time, and pages on', async () => {
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({
        data: [item(1, { status: 'failed' }), item(2)],
        pagination: { currentPage: 1, limit: 25, totalDocuments: 27, prev: null, next: 25, currentDocumentIndex: 0 },
      }),
    );
    const { router } = renderRoute(<MailboxPage />, { path: '/dev/mailbox' });

    const link = await screen.findByRole('link', { name: 'Message 1' });
    expect(link.getAttribute('href')).toBe('/dev/mailbox/00000000-0000-4000-8000-000000000001');
    expect(screen.getByText('farmer1@example.com')).toBeTruthy();
    expect(screen.getAllByText('welcome')).toHaveLength(2);
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getAllByText(/4 Mar 2025/)).toHaveLength(2);
    expect(screen.getByText(/Page 1 of 2/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    fetchMock.mockResolvedValueOnce(
      envelopeResponse({
        data: [item(26)],
        pagination: { currentPage: 2, limit: 25, totalDocuments: 27, prev: 0, next: null, currentDocumentIndex: 25 },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('link', { name: 'Message 26' })).toBeTruthy();
    expect(requestedUrl().searchParams.get('offset')).toBe('25');
    expect(router.state.location.search).toBe('?offset=25');
  });

  it('filters by recipient through the URL, after the user stops typing', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(envelopeResponse({ data: [item(1)] })));
    const { router } = renderRoute(<MailboxPage />, { path: '/dev/mailbox?offset=25' });
    await screen.findByRole('link', { name: 'Message 1' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Recipient' }), { target: { value: 'buyer@' } });

    await waitFor(() => expect(router.state.location.search).toBe('?to=buyer%40'));
    await waitFor(() => expect(requestedUrl().searchParams.get('to')).toBe('buyer@'));
    // A new filter starts again from the first page.
    expect(requestedUrl().searchParams.get('offset')).toBe('0');
  });

  it('reads the recipient filter from the URL', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ data: [] }));
    renderRoute(<MailboxPage />, { path: '/dev/mailbox?to=nobody%40example.com' });

    expect(await screen.findByRole('heading', { name: 'No messages to nobody@example.com' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Recipient' }) as HTMLInputElement).value).toBe('nobody@example.com');
    expect(requestedUrl().searchParams.get('to')).toBe('nobody@example.com');
  });
});
