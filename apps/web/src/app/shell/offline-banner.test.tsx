import { messages } from '@harvest/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { OfflineBanner } from './offline-banner';

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
