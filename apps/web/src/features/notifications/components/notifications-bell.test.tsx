import { ACCOUNT_NOTIFICATIONS_LIMIT, type AccountNotification } from '@harvest/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishLiveEvent } from '../../../lib/live-events/live-events';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { NotificationHost } from '../../../ui/notifications/notification-host';
import { NotificationsBell } from './notifications-bell';

let counter = 0;
function item(overrides: Partial<AccountNotification> = {}): AccountNotification {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    title: `Notification ${counter}`,
    message: 'Something happened',
    type: 'information',
    read: false,
    callToAction: { actions: [{ label: 'Open', isPrimary: true, redirect: { path: '/inventory/manage/account' } }] },
    data: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function renderBell() {
  const element = (
    <>
      <NotificationsBell />
      <NotificationHost />
    </>
  );
  return renderRoutes(
    [
      { path: '/inventory', element },
      { path: '/inventory/manage/account', element: <p>Account page</p> },
    ],
    ['/inventory'],
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('account notifications (spec platform §3, §7, §9)', () => {
  it('shows the unread count, lists only notifications whose primary action leads somewhere, and follows a path', async () => {
    signInAs(makeProfile());
    const unread = item({ title: 'Your business is vetted' });
    const read = item({
      title: 'Market report',
      read: true,
      callToAction: { actions: [{ label: 'Read', isPrimary: true, redirect: { url: 'https://example.com/r' } }] },
    });
    const nowhere = item({ title: 'Leads nowhere', callToAction: null });
    const fetchMock = mockApi({
      'GET /api/sys/v1/notifications': ok([unread, read, nowhere]),
      'POST /api/sys/v1/notifications/read': ok({ updated: 1 }),
    });
    const { router } = renderBell();

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const entries = within(dialog).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(dialog).queryByText('Leads nowhere')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: /Your business is vetted/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/manage/account'));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/sys/v1/notifications/read')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST /api/sys/v1/notifications/read')[0]?.body).toEqual({ ids: [unread.id] });
  });

  it('opens an address in a new tab, keeps at most 10, and marks all as read', async () => {
    signInAs(makeProfile());
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const external = item({
      title: 'Market report',
      callToAction: { actions: [{ label: 'Read', isPrimary: true, redirect: { url: 'https://example.com/r' } }] },
    });
    const many = [external, ...Array.from({ length: 12 }, () => item())];
    const fetchMock = mockApi({
      'GET /api/sys/v1/notifications': ok(many),
      'POST /api/sys/v1/notifications/read': ok({ updated: 10 }),
    });
    renderBell();

    fireEvent.click(
      await screen.findByRole('button', { name: `Notifications, ${ACCOUNT_NOTIFICATIONS_LIMIT} unread` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(ACCOUNT_NOTIFICATIONS_LIMIT);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/sys/v1/notifications/read')).toHaveLength(1));
    const body = requestsTo(fetchMock, 'POST /api/sys/v1/notifications/read')[0]?.body as { ids: string[] };
    expect(body.ids).toHaveLength(ACCOUNT_NOTIFICATIONS_LIMIT);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: /Market report/ }));
    expect(open).toHaveBeenCalledWith('https://example.com/r', '_blank', 'noopener,noreferrer');
  });

  it('says when there are none, and when the list could not be loaded', async () => {
    signInAs(makeProfile());
    mockApi({ 'GET /api/sys/v1/notifications': ok([]) });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows an error with a retry when the list fails', async () => {
    signInAs(makeProfile());
    mockApi({ 'GET /api/sys/v1/notifications': fail(500, 'Something went wrong') });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your notifications could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a live notification goes on top of the list and shows as a floating notification', async () => {
    signInAs(makeProfile());
    // The server's list: the live one is stored before it is pushed, so a load after the push has it too.
    const stored = [item({ read: true })];
    const api = mockApi({ 'GET /api/sys/v1/notifications': () => ok([...stored])() });
    renderBell();
    await screen.findByRole('button', { name: 'Notifications' });

    const live = item({ title: 'New bid', message: 'A buyer bid on your listing', type: 'success' });
    stored.unshift(live);
    act(() => publishLiveEvent({ event: 'notification', data: JSON.stringify(live), id: null }));
    expect((await screen.findByRole('alert')).textContent).toContain('A buyer bid on your listing');
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(within(dialog).getAllByRole('listitem')[0] as HTMLElement).getByText(/New bid/)).toBeTruthy();
    // A load that left before the push cannot hide it: the list is asked for again, and again on opening.
    await waitFor(() => expect(requestsTo(api, 'GET /api/sys/v1/notifications')).toHaveLength(3));
  });

  it('shows nothing to a signed-out visitor', () => {
    mockApi({});
    renderBell();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });
});
