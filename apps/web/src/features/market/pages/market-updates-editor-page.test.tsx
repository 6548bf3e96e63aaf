import { type MarketUpdateAdmin } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleNavigation } from '../../../app/navigation';
import { routes } from '../../../app/routes';
import { paths } from '../../../lib/paths';
import { noteServerTime } from '../../../lib/server-clock/server-clock';
import { sessionStore } from '../../../lib/storage/session-store';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { adminProfile, makeProfile, signInAs } from '../../../test/session-fixtures';

afterEach(() => {
  noteServerTime(new Date().toISOString());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST = 'GET /api/admin/market-updates';
const CREATE = 'POST /api/admin/market-updates';
const ID = '44444444-4444-4444-8444-444444444444';

const marketUpdate = (overrides: Partial<MarketUpdateAdmin>): MarketUpdateAdmin => ({
  id: ID,
  title: 'Feed wheat firms',
  content: '<p>Up <strong>£3/t</strong></p>',
  url: 'https://market.example.test/wheat',
  publishedAt: '2026-11-20T09:00:00.000Z',
  state: 'published',
  createdAt: '2026-11-19T09:00:00.000Z',
  updatedAt: '2026-11-19T09:00:00.000Z',
  ...overrides,
});
const published = marketUpdate({});
const draft = marketUpdate({
  id: '55555555-5555-4555-8555-555555555555',
  title: 'Draft one',
  publishedAt: null,
  state: 'draft',
});
const scheduled = marketUpdate({
  id: '66666666-6666-4666-8666-666666666666',
  title: 'Monday report',
  publishedAt: '2099-01-01T09:00:00.000Z',
  state: 'scheduled',
});
const page = (total: number) => ({
  currentPage: 1,
  limit: 25,
  totalDocuments: total,
  prev: null,
  next: null,
  currentDocumentIndex: 0,
});

describe('market updates editor (system administrators; issue 24)', () => {
  it('lists every update with its state as the server reads it, and when it is published', async () => {
    signInAs(adminProfile());
    mockApi({ [LIST]: ok([draft, scheduled, published], { pagination: page(3) }) });
    renderRoutes(routes, [paths.marketUpdatesEditor]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Market updates' })).toBeTruthy();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Draft one', 'Draft'],
      ['Monday report', 'Scheduled'],
      ['Feed wheat firms', 'Published'],
    ]);
    expect(within(rows[0]!).getByText('Not published')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New market update' }).getAttribute('href')).toBe(paths.newMarketUpdate);
  });

  it('says what to do when there are none, and shows a failed load', async () => {
    signInAs(adminProfile());
    mockApi({ [LIST]: ok([], { pagination: page(0) }) });
    const { unmount } = renderRoutes(routes, [paths.marketUpdatesEditor]);
    expect(await screen.findByRole('heading', { name: 'No market updates yet' })).toBeTruthy();
    unmount();
    mockApi({ [LIST]: fail(500, 'Boom') });
    renderRoutes(routes, [paths.marketUpdatesEditor]);
    expect(within(await screen.findByRole('alert')).getByText('The market updates could not be loaded')).toBeTruthy();
  });

  it('deletes an update after the confirm window', async () => {
    signInAs(adminProfile());
    const fetchMock = mockApi({
      [LIST]: ok([published], { pagination: page(1) }),
      [`DELETE /api/admin/market-updates/${ID}`]: ok(null),
    });
    renderRoutes(routes, [paths.marketUpdatesEditor]);
    fireEvent.click(await screen.findByRole('button', { name: `Delete “${published.title}”` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this market update?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete update' }));
    await waitFor(() => expect(requestsTo(fetchMock, `DELETE /api/admin/market-updates/${ID}`)).toHaveLength(1));
    expect(await screen.findByText('Market update deleted')).toBeTruthy();
  });

  it('is for system administrators only, and in their navigation', async () => {
    signInAs(makeProfile());
    const fetchMock = mockApi({ [LIST]: ok([published], { pagination: page(1) }) });
    renderRoutes(routes, [paths.marketUpdatesEditor]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { level: 1, name: 'Market updates' })).toBeNull();
    expect(requestsTo(fetchMock, LIST)).toEqual([]);
    expect(visibleNavigation(sessionStore.getSnapshot()).map((entry) => entry.path)).not.toContain(
      paths.marketUpdatesEditor,
    );
    signInAs(adminProfile());
    expect(visibleNavigation(sessionStore.getSnapshot()).map((entry) => entry.path)).toContain(
      paths.marketUpdatesEditor,
    );
  });
});

describe('the market update form', () => {
  const fillIn = async () => {
    fireEvent.change(await screen.findByRole('textbox', { name: /^Title/ }), { target: { value: 'Barley outlook' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Content/ }), {
      target: { value: '<p>Malting <em>premiums</em> hold</p><script>alert(1)</script><img src=x onerror=alert(2)>' },
    });
  };

  it('previews the content sanitised, as traders will see it', async () => {
    signInAs(adminProfile());
    mockApi({});
    renderRoutes(routes, [paths.newMarketUpdate]);
    await fillIn();
    const preview = screen.getByRole('region', { name: 'Preview: what traders will see' });
    expect(within(preview).getByText('premiums').tagName).toBe('EM');
    expect(preview.querySelector('script, img')).toBeNull();
  });

  it('publishes now at the server’s time', async () => {
    signInAs(adminProfile());
    // The server's test clock is a day ahead of this device.
    noteServerTime(new Date(Date.now() + 86_400_000).toISOString());
    const fetchMock = mockApi({ [CREATE]: ok(published), [LIST]: ok([], { pagination: page(0) }) });
    const { router } = renderRoutes(routes, [paths.newMarketUpdate]);
    await fillIn();
    fireEvent.click(screen.getByRole('radio', { name: 'Publish now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(requestsTo(fetchMock, CREATE)).toHaveLength(1));
    const sent = requestsTo(fetchMock, CREATE)[0]?.body as { publishedAt: string; url: null; title: string };
    expect(sent).toMatchObject({ title: 'Barley outlook', url: null });
    expect(Date.parse(sent.publishedAt) - Date.now()).toBeGreaterThan(86_400_000 - 60_000);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.marketUpdatesEditor));
  });

  it('saves a draft, and asks for a time when scheduling', async () => {
    signInAs(adminProfile());
    const fetchMock = mockApi({ [CREATE]: ok(draft), [LIST]: ok([], { pagination: page(0) }) });
    renderRoutes(routes, [paths.newMarketUpdate]);
    await fillIn();
    fireEvent.click(screen.getByRole('radio', { name: 'Schedule for a time' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose when to publish it, or pick another option')).toBeTruthy();
    expect(requestsTo(fetchMock, CREATE)).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: 'Keep as a draft' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(requestsTo(fetchMock, CREATE)).toHaveLength(1));
    expect(requestsTo(fetchMock, CREATE)[0]?.body).toMatchObject({ publishedAt: null });
  });

  it('keeps a published update’s date when it is edited, and shows the server’s refusal on its field', async () => {
    signInAs(adminProfile());
    const message = 'Nothing is left of the content once unsafe HTML is removed: write some text';
    const fetchMock = mockApi({
      [`GET /api/admin/market-updates/${ID}`]: ok(published),
      [`PATCH /api/admin/market-updates/${ID}`]: fail(400, 'Bad request', [{ field: 'content', message }]),
    });
    renderRoutes(routes, [paths.editMarketUpdate(ID)]);
    expect(((await screen.findByRole('textbox', { name: /^Title/ })) as HTMLInputElement).value).toBe(published.title);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(requestsTo(fetchMock, `PATCH /api/admin/market-updates/${ID}`)[0]?.body).toMatchObject({
      publishedAt: published.publishedAt,
    });
  });
});
