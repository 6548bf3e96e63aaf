import { APP_UPDATE_CHECK_INTERVAL_MS } from '@harvest/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { renderRoute } from '../../test/render-route';
import { UpdatePrompt } from './update-prompt';

const sw = vi.hoisted(() => ({
  needRefresh: false,
  setNeedRefresh: vi.fn(),
  updateServiceWorker: vi.fn(async () => undefined),
  options: null as RegisterSWOptions | null,
}));

vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: (options: RegisterSWOptions) => {
    sw.options = options;
    return {
      needRefresh: [sw.needRefresh, sw.setNeedRefresh],
      offlineReady: [false, vi.fn()],
      updateServiceWorker: sw.updateServiceWorker,
    };
  },
}));

function fakeRegistration() {
  return { installing: null, update: vi.fn(async () => undefined) } as unknown as ServiceWorkerRegistration & {
    update: ReturnType<typeof vi.fn>;
  };
}

describe('UpdatePrompt (spec platform §1: over-the-air updates)', () => {
  beforeEach(() => {
    sw.needRefresh = false;
    sw.setNeedRefresh.mockClear();
    sw.updateServiceWorker.mockClear();
    sw.options = null;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('says nothing while no new version waits', () => {
    renderRoute(<UpdatePrompt />);
    expect(screen.queryByRole('region', { name: 'App update' })).toBeNull();
  });

  it('offers a waiting new version: Reload hands over to it, Later puts it off', () => {
    sw.needRefresh = true;
    renderRoute(<UpdatePrompt />);
    const prompt = screen.getByRole('region', { name: 'App update' });
    expect(prompt.textContent).toContain('A new version is available');

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(sw.updateServiceWorker).toHaveBeenCalledWith(true);

    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(sw.setNeedRefresh).toHaveBeenCalledWith(false);
  });

  it('looks for a new version every hour and when the window regains focus', () => {
    vi.useFakeTimers();
    renderRoute(<UpdatePrompt />);
    const registration = fakeRegistration();
    act(() => sw.options?.onRegisteredSW?.('/sw.js', registration));

    vi.advanceTimersByTime(APP_UPDATE_CHECK_INTERVAL_MS - 1);
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(registration.update).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('focus'));
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('does not ask while offline', () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderRoute(<UpdatePrompt />);
    const registration = fakeRegistration();
    act(() => sw.options?.onRegisteredSW?.('/sw.js', registration));
    vi.advanceTimersByTime(APP_UPDATE_CHECK_INTERVAL_MS);
    window.dispatchEvent(new Event('focus'));
    expect(registration.update).not.toHaveBeenCalled();
  });
});
