import type { StoredClientLog } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleNavigation } from '../../../app/navigation';
import { routes } from '../../../app/routes';
import { paths } from '../../../lib/paths';
import { sessionStore } from '../../../lib/storage/session-store';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { adminProfile, ids, makeProfile, signInAs } from '../../../test/session-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const entry: StoredClientLog = {
  id: '55555555-5555-4555-8555-555555555555',
  timestamp: '2026-11-23T10:00:00.000Z',
  created: '2026-11-23T10:00:02.000Z',
  level: 'error',
  message: 'API GET /customers/users answered 500',
  data: { status: 500 },
  appVersion: '0.1.0',
  userId: ids.farmer,
  userName: 'Tom Harris',
  organisationId: ids.farm,
  organisationName: 'Manor Farm',
  region: 'GB',
  service: 'web',
  platform: 'web',
  tags: ['api'],
};
const page = (total: number) => ({
  currentPage: 1,
  limit: 25,
  totalDocuments: total,
  prev: null,
  next: null,
  currentDocumentIndex: 0,
});

async function openPage(path = '/inventory/internal/logs') {
  const rendered = renderRoutes(routes, [path]);
  await screen.findByRole('heading', { level: 1, name: 'Client logs' });
  return rendered;
}

describe('ClientLogsPage (system administrators)', () => {
  it('lists entries with their level, tags, who and where', async () => {
    signInAs(adminProfile());
    mockApi({ 'GET /api/log/v1/logs': ok([entry], { pagination: page(1) }) });
    await openPage();

    const item = await screen.findByRole('article', { name: entry.message });
    expect(within(item).getByText('Error')).toBeTruthy();
    expect(within(item).getByText('api')).toBeTruthy();
    // People and businesses by name, not by id.
    expect(within(item).getByText(/Tom Harris of Manor Farm/)).toBeTruthy();
    expect(within(item).getByText(/"status": 500/)).toBeTruthy();
  });

  it('searches by message and level through the URL, from the first page', async () => {
    signInAs(adminProfile());
    const fetchMock = mockApi({ 'GET /api/log/v1/logs': ok([entry], { pagination: page(1) }) });
    await openPage('/inventory/internal/logs?offset=25');
    await screen.findByRole('article', { name: entry.message });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Message contains' }), { target: { value: 'answered' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => {
      const last = requestsTo(fetchMock, 'GET /api/log/v1/logs').at(-1);
      expect(last?.url.searchParams.get('q')).toBe('answered');
      expect(last?.url.searchParams.get('offset')).toBe('0');
    });
  });

  it('says so when nothing is stored', async () => {
    signInAs(adminProfile());
    mockApi({ 'GET /api/log/v1/logs': ok([], { pagination: page(0) }) });
    await openPage();
    expect(await screen.findByRole('heading', { name: 'No client logs yet' })).toBeTruthy();
  });

  it('says nothing matches a search', async () => {
    signInAs(adminProfile());
    mockApi({ 'GET /api/log/v1/logs': ok([], { pagination: page(0) }) });
    await openPage('/inventory/internal/logs?level=warn');
    expect(await screen.findByRole('heading', { name: 'No client logs match this search' })).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    signInAs(adminProfile());
    const fetchMock = mockApi({ 'GET /api/log/v1/logs': fail(409, 'Not now') });
    await openPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The client logs could not be loaded')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/log/v1/logs').length).toBeGreaterThan(1));
  });

  it('is for system administrators only', async () => {
    signInAs(makeProfile());
    const fetchMock = mockApi({ 'GET /api/log/v1/logs': ok([entry], { pagination: page(1) }) });
    renderRoutes(routes, ['/inventory/internal/logs']);
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Client logs' })).toBeNull());
    await screen.findByRole('heading', { level: 1 });
    expect(requestsTo(fetchMock, 'GET /api/log/v1/logs')).toEqual([]);
  });

  it('is in the navigation for system administrators, and for nobody else', () => {
    signInAs(adminProfile());
    expect(visibleNavigation(sessionStore.getSnapshot()).map((entry) => entry.path)).toContain(paths.clientLogs);
    signInAs(makeProfile());
    expect(visibleNavigation(sessionStore.getSnapshot()).map((entry) => entry.path)).not.toContain(paths.clientLogs);
  });
});
