import { messages } from '@harvest/domain';
import { onlineManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { createTestQueryClient } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { usePositionSharing } from './use-position-sharing';

const JOB = '10000000-0000-4000-8000-000000000001';
const POSITIONS = `POST /api/logistics/driver/jobs/${JOB}/positions`;
const START = new Date('2026-11-27T09:00:00.000Z').getTime();

/** The phone's GPS: the test says where it is and when. */
function fakeGeolocation() {
  let report: PositionCallback | null = null;
  const geolocation = {
    watchPosition: vi.fn((success: PositionCallback) => {
      report = success;
      return 7;
    }),
    clearWatch: vi.fn(),
    getCurrentPosition: vi.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  const at = (secondsIn: number, latitude = 52.3) => {
    vi.setSystemTime(START + secondsIn * 1_000);
    report?.({
      coords: {
        latitude,
        longitude: 0.35,
        accuracy: 10,
        speed: 20,
        heading: 90,
        altitude: null,
        altitudeAccuracy: null,
      },
      timestamp: Date.now(),
    } as unknown as GeolocationPosition);
  };
  return { geolocation, at };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <Providers queryClient={createTestQueryClient()} env="test">
    {children}
  </Providers>
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  signInAs(makeProfile({ groups: ['driver'] }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the phone’s position while a job is driven', () => {
  it('is never watched outside a job', () => {
    const { geolocation } = fakeGeolocation();
    const { result } = renderHook(() => usePositionSharing(JOB, false), { wrapper });
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
    expect(result.current.sharing).toEqual({ state: 'off' });
  });

  it('sends a reading at most every 10 s while the job is on, and says it is sharing', async () => {
    const api = mockApi({ [POSITIONS]: ok({ stored: 1 }) });
    const { geolocation, at } = fakeGeolocation();
    const { result } = renderHook(() => usePositionSharing(JOB, true), { wrapper });
    expect(result.current.sharing).toEqual({ state: 'on' });
    act(() => at(0));
    act(() => at(4));
    act(() => at(9.9));
    act(() => at(10, 52.31));
    await waitFor(() => expect(requestsTo(api, POSITIONS)).toHaveLength(2));
    const [first, second] = requestsTo(api, POSITIONS);
    expect(first!.body).toEqual({
      positions: [
        { lat: 52.3, lon: 0.35, accuracyM: 10, speedMps: 20, headingDeg: 90, at: '2026-11-27T09:00:00.000Z' },
      ],
    });
    expect((second!.body as { positions: { lat: number }[] }).positions[0]!.lat).toBe(52.31);
    expect(first!.headers.get('idempotency-key')).toBeTruthy();
    expect(geolocation.watchPosition).toHaveBeenCalledTimes(1);
  });

  it('out of signal collects the readings and sends them as one batch when asked (before an action)', async () => {
    const api = mockApi({ [POSITIONS]: ok({ stored: 3 }) });
    const { at } = fakeGeolocation();
    onlineManager.setOnline(false);
    try {
      const { result } = renderHook(() => usePositionSharing(JOB, true), { wrapper });
      act(() => at(0));
      act(() => at(10));
      act(() => at(20));
      expect(requestsTo(api, POSITIONS)).toHaveLength(0);
      act(() => result.current.flush());
      await waitFor(() => expect(requestsTo(api, POSITIONS)).toHaveLength(1));
      const [batch] = requestsTo(api, POSITIONS);
      expect((batch!.body as { positions: unknown[] }).positions).toHaveLength(3);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('stops when the server says tracking is off for the job', async () => {
    mockApi({ [POSITIONS]: fail(409, messages.logistics.trackingOff) });
    const { geolocation, at } = fakeGeolocation();
    const { result } = renderHook(() => usePositionSharing(JOB, true), { wrapper });
    act(() => at(0));
    await waitFor(() => expect(geolocation.clearWatch).toHaveBeenCalledWith(7));
    expect(result.current.sharing).toEqual({ state: 'off' });
  });
});
