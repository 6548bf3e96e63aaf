import { messages } from '@harvest/domain';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openKeptSaveStore } from '../../lib/offline/kept-save-store';
import { renderRoute } from '../../test/render-route';
import { makeProfile, signInAs } from '../../test/session-fixtures';
import { Providers } from '../providers';
import { createQueryClient } from '../query-client';
import { OfflineBanner } from './offline-banner';
import { UserMenu } from './user-menu';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('OfflineBanner (spec trading-logistics-help §8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says, as a status, that the device is offline and the app can be used offline after first login', () => {
    setOnline(false);
    renderRoute(<OfflineBanner />);
    const banner = screen.getByRole('status');
    expect(banner.textContent).toBe(messages.offline.banner);
    expect(banner.querySelector('[data-kept-saves]')).toBeNull();
  });

  it('shows when the connection drops and goes when it comes back', () => {
    setOnline(true);
    renderRoute(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByRole('status').textContent).toBe(messages.offline.banner);
    act(() => setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('saves kept on this device by an earlier page (issue 20)', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('after a reload offline, the banner says they wait, and the account menu warns before signing out', async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    const farmer = makeProfile();
    signInAs(farmer);
    // What the page before the reload kept: two saves of this person's, one of someone else's.
    const store = await openKeptSaveStore(indexedDB);
    const kept = { method: 'POST' as const, path: '/inventory/storages', body: {}, keptAt: Date.now() };
    await store.put({ ...kept, key: 'a', owner: `${farmer.userId}:${farmer.id}`, seq: 1 });
    await store.put({ ...kept, key: 'b', owner: `${farmer.userId}:${farmer.id}`, seq: 2 });
    await store.put({ ...kept, key: 'c', owner: 'someone-else:their-organisation', seq: 3 });
    setOnline(false);
    onlineManager.setOnline(false);

    const client = createQueryClient();
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <UserMenu />
            <OfflineBanner />
          </>
        ),
      },
    ]);
    render(
      <Providers queryClient={client} env="test">
        <RouterProvider router={router} />
      </Providers>,
    );

    expect(await screen.findByText('2 changes kept on this device, waiting to be sent')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Tom Harris' }));
    expect(
      await screen.findByText(
        '2 changes made offline have not been sent yet. They stay on this device for you and are sent when you next sign in here.',
      ),
    ).toBeTruthy();
  });
});
