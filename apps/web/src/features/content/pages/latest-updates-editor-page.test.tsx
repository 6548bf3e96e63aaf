import { messages, type LatestUpdate } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleNavigation } from '../../../app/navigation';
import { routes } from '../../../app/routes';
import { paths } from '../../../lib/paths';
import { sessionStore } from '../../../lib/storage/session-store';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { adminProfile, makeProfile, signInAs } from '../../../test/session-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST = 'GET /api/admin/latest-updates';
const ID = '44444444-4444-4444-8444-444444444444';

const article = (overrides: Partial<LatestUpdate>): LatestUpdate => ({
  id: ID,
  title: 'Your grain, your units',
  slug: 'your-grain-your-units',
  imageUrl: null,
  imageAlt: '',
  summary: 'Choose **tonnes or bushels**.',
  body: 'The body',
  userTypes: ['seller', 'buyer'],
  publishedAt: '2026-01-20T09:00:00.000Z',
  createdAt: '2026-01-19T09:00:00.000Z',
  updatedAt: '2026-01-19T09:00:00.000Z',
  ...overrides,
});
const published = article({});
const draft = article({ id: '55555555-5555-4555-8555-555555555555', title: 'Draft one', publishedAt: null });
const scheduled = article({
  id: '66666666-6666-4666-8666-666666666666',
  title: 'Spring price alerts',
  publishedAt: '2099-01-01T09:00:00.000Z',
  userTypes: ['buyer'],
});
const page = (total: number) => ({
  currentPage: 1,
  limit: 25,
  totalDocuments: total,
  prev: null,
  next: null,
  currentDocumentIndex: 0,
});

describe('LatestUpdatesEditorPage (system administrators)', () => {
  it('lists every update with its status Draft, Scheduled or Published and who it is for', async () => {
    signInAs(adminProfile());
    mockApi({ [LIST]: ok([draft, scheduled, published], { pagination: page(3) }) });
    renderRoutes(routes, [paths.latestUpdatesEditor]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Latest updates (editor)' })).toBeTruthy();
    const rows = await screen.findAllByRole('row');
    const cells = rows.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells.map((row) => [row[0], row[1], row[3]])).toEqual([
      ['Draft one', 'Draft', 'Sellers, Buyers'],
      ['Spring price alerts', 'Scheduled', 'Buyers'],
      ['Your grain, your units', 'Published', 'Sellers, Buyers'],
    ]);
    expect(screen.getByRole('link', { name: 'New update' }).getAttribute('href')).toBe(paths.newLatestUpdate);
    expect(screen.getByRole('link', { name: 'Edit Draft one' }).getAttribute('href')).toBe(
      paths.editLatestUpdate(draft.id),
    );
  });

  it('deletes an update after the confirm window', async () => {
    signInAs(adminProfile());
    const fetchMock = mockApi({
      [LIST]: ok([published], { pagination: page(1) }),
      [`DELETE /api/admin/latest-updates/${ID}`]: ok(null),
    });
    renderRoutes(routes, [paths.latestUpdatesEditor]);

    fireEvent.click(await screen.findByRole('button', { name: `Delete ${published.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this update?' });
    expect(within(dialog).getByText(/will be removed for everyone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete update' }));

    await waitFor(() => expect(requestsTo(fetchMock, `DELETE /api/admin/latest-updates/${ID}`)).toHaveLength(1));
    expect(await screen.findByText('Update deleted')).toBeTruthy();
    await waitFor(() => expect(requestsTo(fetchMock, LIST).length).toBeGreaterThan(1));
  });

  it('says so when nothing is written yet', async () => {
    signInAs(adminProfile());
    mockApi({ [LIST]: ok([], { pagination: page(0) }) });
    renderRoutes(routes, [paths.latestUpdatesEditor]);
    expect(await screen.findByRole('heading', { name: 'No updates written yet' })).toBeTruthy();
  });

  it('shows a failed load', async () => {
    signInAs(adminProfile());
    mockApi({ [LIST]: fail(500, 'Boom') });
    renderRoutes(routes, [paths.latestUpdatesEditor]);
    expect(within(await screen.findByRole('alert')).getByText('The updates could not be loaded')).toBeTruthy();
  });

  it('is for system administrators only, and in their navigation beside the client logs', async () => {
    signInAs(makeProfile());
    const fetchMock = mockApi({ [LIST]: ok([published], { pagination: page(1) }) });
    renderRoutes(routes, [paths.latestUpdatesEditor]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { level: 1, name: 'Latest updates (editor)' })).toBeNull();
    expect(requestsTo(fetchMock, LIST)).toEqual([]);
    expect(visibleNavigation(sessionStore.getSnapshot()).map((entry) => entry.path)).not.toContain(
      paths.latestUpdatesEditor,
    );

    signInAs(adminProfile());
    const admin = visibleNavigation(sessionStore.getSnapshot()).map((entry) => entry.path);
    expect(admin.indexOf(paths.latestUpdatesEditor)).toBe(admin.indexOf(paths.clientLogs) + 1);
  });
});

describe('the update form', () => {
  it('suggests the slug from the title and sends the domain’s input (draft)', async () => {
    signInAs(adminProfile());
    const fetchMock = mockApi({
      'POST /api/admin/latest-updates': ok(article({ title: 'What’s new in May!', slug: 'whats-new-in-may' })),
      [LIST]: ok([], { pagination: page(0) }),
    });
    const { router } = renderRoutes(routes, [paths.newLatestUpdate]);

    expect(await screen.findByRole('heading', { level: 1, name: 'New latest update' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'What’s new in May!' } });
    expect((screen.getByRole('textbox', { name: /^Slug/ }) as HTMLInputElement).value).toBe('whats-new-in-may');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sellers' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Summary/ }), { target: { value: 'Short' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Article/ }), { target: { value: 'Long' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save update' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/admin/latest-updates')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST /api/admin/latest-updates')[0]?.body).toEqual({
      title: 'What’s new in May!',
      slug: 'whats-new-in-may',
      imageUrl: null,
      imageAlt: '',
      summary: 'Short',
      body: 'Long',
      userTypes: ['buyer'],
      publishedAt: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.latestUpdatesEditor));
  });

  it('asks for a publish time unless it stays a draft', async () => {
    signInAs(adminProfile());
    const fetchMock = mockApi({});
    renderRoutes(routes, [paths.newLatestUpdate]);
    await screen.findByRole('heading', { level: 1, name: 'New latest update' });
    fireEvent.click(screen.getByRole('switch', { name: 'Keep as a draft' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save update' }));
    expect(await screen.findByText('Choose when to publish, or keep it as a draft')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/admin/latest-updates')).toEqual([]);
  });

  it('edits an update and shows a taken slug on the slug field', async () => {
    signInAs(adminProfile());
    const fetchMock = mockApi({
      [`GET /api/admin/latest-updates/${ID}`]: ok(published),
      [`PATCH /api/admin/latest-updates/${ID}`]: fail(409, messages.content.slugTaken, [
        { field: 'slug', message: messages.content.slugTaken },
      ]),
    });
    renderRoutes(routes, [paths.editLatestUpdate(ID)]);

    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect((title as HTMLInputElement).value).toBe(published.title);
    expect((screen.getByRole('switch', { name: 'Keep as a draft' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save update' }));

    expect(await screen.findByText(messages.content.slugTaken)).toBeTruthy();
    const sent = requestsTo(fetchMock, `PATCH /api/admin/latest-updates/${ID}`)[0]?.body;
    expect(sent).toMatchObject({ slug: published.slug, publishedAt: published.publishedAt });
  });

  it('previews the Markdown as readers will see it, and formats with the toolbar', async () => {
    signInAs(adminProfile());
    mockApi({});
    renderRoutes(routes, [paths.newLatestUpdate]);
    const summary = (await screen.findByRole('textbox', { name: /^Summary/ })) as HTMLTextAreaElement;
    fireEvent.change(summary, { target: { value: 'New' } });
    summary.setSelectionRange(0, 3);
    const toolbar = screen.getAllByRole('toolbar', { name: 'Formatting' })[0];
    fireEvent.click(within(toolbar as HTMLElement).getByRole('button', { name: 'Bold' }));
    expect(summary.value).toBe('**New**');

    fireEvent.click(screen.getAllByRole('tab', { name: 'Preview' })[0] as HTMLElement);
    expect((await screen.findByText('New')).tagName).toBe('STRONG');
  });

  it('is the 404 page for an update that does not exist', async () => {
    signInAs(adminProfile());
    mockApi({ [`GET /api/admin/latest-updates/${ID}`]: fail(404, messages.errors.notFound) });
    renderRoutes(routes, [paths.editLatestUpdate(ID)]);
    expect(await screen.findByText(messages.errors.pageNotFound)).toBeTruthy();
  });
});
