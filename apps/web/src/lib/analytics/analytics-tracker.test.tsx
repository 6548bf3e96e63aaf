import { ANALYTICS_FLUSH_INTERVAL_MS, DEFAULT_FEATURE_FLAGS, MAP_TILES_DEFAULT } from '@harvest/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, requestsTo } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-route';
import { makeProfile, signInAs } from '../../test/session-fixtures';
import { AnalyticsTracker } from './analytics-tracker';

function Shell() {
  return (
    <>
      <AnalyticsTracker />
      <Link to="/inventory/manage/team?search=tom">Team</Link>
      <Outlet />
    </>
  );
}

function renderTracked(environment: 'prod' | 'dev') {
  const fetchMock = mockApi({
    'GET /api/sys/v1/config': ok({
      environment,
      analytics: { enabled: environment === 'prod', provider: 'first-party' },
      mapTiles: MAP_TILES_DEFAULT,
    }),
    'GET /api/sys/v1/feature-flags': ok(DEFAULT_FEATURE_FLAGS),
    'POST /api/analytics/v1/events': ok({ accepted: 1 }),
  });
  renderRoutes(
    [
      {
        element: <Shell />,
        children: [
          { path: '/inventory/manage/account', element: <p>Account</p> },
          { path: '/inventory/manage/team', element: <p>Team page</p> },
        ],
      },
    ],
    ['/inventory/manage/account?verifyUpdate=secret'],
  );
  return fetchMock;
}

describe('AnalyticsTracker (platform §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends a page view per route change, by path without the query, every 5 s', async () => {
    // Timers faked from the start (the flush interval is set at render); they still run with real time for waitFor.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(makeProfile());
    const fetchMock = renderTracked('prod');
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/sys/v1/config')).toHaveLength(1));
    await screen.findByText('Account');
    act(() => screen.getByRole('link', { name: 'Team' }).click());
    await screen.findByText('Team page');
    expect(requestsTo(fetchMock, 'POST /api/analytics/v1/events')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/analytics/v1/events')).toHaveLength(1));
    const [sent] = requestsTo(fetchMock, 'POST /api/analytics/v1/events');
    const events = sent!.body as { name: string; path: string }[];
    expect(events.map((event) => [event.name, event.path])).toEqual([
      ['page_view', '/inventory/manage/account'],
      ['page_view', '/inventory/manage/team'],
    ]);
  });

  it('sends nothing where the environment has analytics off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(makeProfile());
    const fetchMock = renderTracked('dev');
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/sys/v1/config')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS * 2));
    expect(requestsTo(fetchMock, 'POST /api/analytics/v1/events')).toHaveLength(0);
  });
});
