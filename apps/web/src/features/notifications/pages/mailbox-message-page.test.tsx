import { messages, type MailboxMessage } from '@harvest/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRouteError } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { envelopeResponse, renderRoutes } from '../../../test/render-route';
import { MailboxMessagePage } from './mailbox-message-page';

const fetchMock = vi.fn<typeof fetch>();
const ID = '00000000-0000-4000-8000-000000000001';

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const message: MailboxMessage = {
  id: ID,
  channel: 'email',
  to: 'farmer@example.com',
  template: 'password-reset',
  subject: 'Reset your password',
  status: 'sent',
  createdAt: '2025-03-04T09:05:00.000Z',
  sentAt: '2025-03-04T09:05:01.000Z',
  text: 'Use this link to reset your password.',
  html: '<!doctype html><html><body><p>Use this link</p><script>alert(1)</script></body></html>',
};

/** Stands in for the app's error page: features do not import the app. */
function CaughtError() {
  const error = useRouteError();
  return <p>Caught {isApiError(error) ? error.status : 'something else'}</p>;
}

function renderPage(id = ID) {
  return renderRoutes(
    [{ path: '/dev/mailbox/:id', element: <MailboxMessagePage />, errorElement: <CaughtError /> }],
    [`/dev/mailbox/${id}`],
  );
}

describe('MailboxMessagePage', () => {
  it('shows the message with its HTML in a sandboxed frame and the plain text a tab away', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ data: message }));
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByText('farmer@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to mailbox/ }).getAttribute('href')).toBe('/dev/mailbox');

    const frame = screen.getByTitle('Email body: Reset your password');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(message.html);

    fireEvent.click(screen.getByRole('tab', { name: 'Plain text' }));
    expect(await screen.findByText('Use this link to reset your password.')).toBeTruthy();
  });

  it('treats an address that is not a message id as a missing message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(envelopeResponse({ status: 400, message: messages.errors.badRequest, data: null }));
    renderPage('not-an-id');

    expect(await screen.findByText('Caught 404')).toBeTruthy();
  });

  it("hands a missing message to the route's error page as a 404", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(envelopeResponse({ status: 404, message: messages.errors.notFound, data: null }));
    renderPage('00000000-0000-4000-8000-000000000999');

    expect(await screen.findByText('Caught 404')).toBeTruthy();
  });
});
