import { messages, type LatestUpdate } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleNavigation } from '../../../app/navigation';
import { routes } from '../../../app/routes';
import { paths } from '../../../lib/paths';
import { sessionStore } from '../../../lib/storage/session-store';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST = 'GET /api/content/v1/latest-updates';
const ARTICLE = 'GET /api/content/v1/latest-updates/your-grain-your-units';

const update: LatestUpdate = {
  id: '44444444-4444-4444-8444-444444444444',
  title: 'Your grain, your units',
  slug: 'your-grain-your-units',
  imageUrl: 'https://images.example/harvest.jpg',
  imageAlt: 'A combine in a wheat field',
  summary: 'Choose **tonnes or bushels**.',
  body: '## Units that suit you\n\nOpen *My account*.',
  userTypes: ['seller', 'buyer'],
  publishedAt: '2026-11-20T09:00:00.000Z',
  createdAt: '2026-11-19T09:00:00.000Z',
  updatedAt: '2026-11-19T09:00:00.000Z',
};
const page = (total: number) => ({
  currentPage: 1,
  limit: 25,
  totalDocuments: total,
  prev: null,
  next: null,
  currentDocumentIndex: 0,
});

describe('LatestUpdatesPage (/help-centre/latest-updates)', () => {
  it('lists each update with its image, title linking to it, en-GB published date and summary', async () => {
    signInAs(makeProfile());
    mockApi({ [LIST]: ok([update], { pagination: page(1) }) });
    renderRoutes(routes, [paths.latestUpdates]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Latest updates' })).toBeTruthy();
    const item = await screen.findByRole('article', { name: update.title });
    expect(within(item).getByRole('img', { name: update.imageAlt })).toBeTruthy();
    expect(within(item).getByRole('link', { name: update.title }).getAttribute('href')).toBe(
      '/help-centre/latest-updates/your-grain-your-units',
    );
    expect(within(item).getByText('Published 20 November 2026')).toBeTruthy();
    expect(within(item).getByText('tonnes or bushels').tagName).toBe('STRONG');
  });

  it('says so when there are none', async () => {
    signInAs(makeProfile());
    mockApi({ [LIST]: ok([], { pagination: page(0) }) });
    renderRoutes(routes, [paths.latestUpdates]);
    expect(await screen.findByRole('heading', { name: 'No updates yet' })).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    signInAs(makeProfile());
    const fetchMock = mockApi({ [LIST]: fail(503, 'Maintenance') });
    renderRoutes(routes, [paths.latestUpdates]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The latest updates could not be loaded')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requestsTo(fetchMock, LIST).length).toBeGreaterThan(1));
  });

  it('needs a signed-in user', async () => {
    const fetchMock = mockApi({ [LIST]: ok([update], { pagination: page(1) }) });
    const { router } = renderRoutes(routes, [paths.latestUpdates]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/auth/login'));
    expect(requestsTo(fetchMock, LIST)).toEqual([]);
  });

  it('is in everyone’s navigation once signed in', () => {
    signInAs(makeProfile());
    expect(visibleNavigation(sessionStore.getSnapshot()).map((entry) => entry.path)).toContain(paths.latestUpdates);
  });
});

describe('LatestUpdatePage (/help-centre/latest-updates/{slug})', () => {
  it('shows the title, date, image and rendered body', async () => {
    signInAs(makeProfile());
    mockApi({ [ARTICLE]: ok(update) });
    renderRoutes(routes, [paths.latestUpdate(update.slug)]);

    const article = await screen.findByRole('article', { name: update.title });
    expect(within(article).getByRole('heading', { level: 1, name: update.title })).toBeTruthy();
    expect(within(article).getByText('Published 20 November 2026')).toBeTruthy();
    expect(within(article).getByRole('img', { name: update.imageAlt })).toBeTruthy();
    expect(within(article).getByRole('heading', { level: 2, name: 'Units that suit you' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /All latest updates/ }).getAttribute('href')).toBe(paths.latestUpdates);
  });

  it('is the 404 page for an update the reader may not see or that does not exist', async () => {
    signInAs(makeProfile());
    mockApi({ [ARTICLE]: fail(404, messages.errors.notFound) });
    renderRoutes(routes, [paths.latestUpdate(update.slug)]);
    expect(await screen.findByText(messages.errors.pageNotFound)).toBeTruthy();
  });

  it('shows another failure with a retry', async () => {
    signInAs(makeProfile());
    mockApi({ [ARTICLE]: fail(500, 'Boom') });
    renderRoutes(routes, [paths.latestUpdate(update.slug)]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This update could not be loaded')).toBeTruthy();
  });
});
