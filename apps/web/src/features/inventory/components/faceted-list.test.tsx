import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../app/modal-registry';
import { mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { ModalHost, SCROLL_LOCK_ATTRIBUTE } from '../../../ui/modals/modal-host';
import { FacetedList } from './faceted-list';

const texts = {
  loadError: 'Stock could not be loaded',
  summary: () => 'No stock',
  empty: 'No stock yet',
  emptyHint: 'Add some',
  noMatch: 'Nothing matches',
  fileName: 'stock',
};

/** The records search as the API answers it: no records, one crop to filter by. */
function reply(url: URL) {
  const wheat = url.searchParams.getAll('f').includes('commodity:wheat');
  return ok(
    {
      path: '/search/inventory/records',
      params: { offset: 0, limit: 25, format: 'json', f: wheat ? ['commodity:wheat'] : [] },
      docs: [],
      totalDocs: 0,
      aggregations: {},
      totalYield: 0,
      custom: {},
      facets: { commodity: [{ id: 'wheat', name: 'Wheat', count: 2, selected: wheat, url: '' }] },
      activeFilters: wheat
        ? { commodity: { name: 'Crop', clearUrl: '', terms: [{ id: 'wheat', name: 'Wheat', url: '' }] } }
        : {},
      clearUrl: '',
    },
    { pagination: { currentPage: 1, limit: 25, totalDocuments: 0, prev: null, next: null, currentDocumentIndex: 0 } },
  )();
}

function renderList(path: string) {
  return renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <ModalHost />
          </>
        ),
        children: [
          {
            path: '/inventory/stock',
            element: (
              <FacetedList alias="records" texts={texts}>
                {() => null}
              </FacetedList>
            ),
          },
          { path: '/inventory/manage/account', element: <h1>Your account</h1> },
        ],
      },
    ],
    [path],
  );
}

/** A phone: the filters sit behind a button. */
function onPhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone,
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(() => false),
      }) as MediaQueryList,
  );
}

const locked = () => document.body.hasAttribute(SCROLL_LOCK_ATTRIBUTE);

beforeEach(() => {
  signInAs(makeProfile());
  onPhone(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a list's filters are the named modal 'filters' (spec platform §2)", () => {
  it('opens from the button into the address; a choice keeps them open; closing keeps it, and Back undoes it', async () => {
    const api = mockApi({ 'GET /api/search/inventory/records': ({ url }) => reply(url) });
    const { router } = renderList('/inventory/stock');
    fireEvent.click(await screen.findByRole('button', { name: 'Filters (0 on)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(router.state.location.search).toBe('?action=filters');
    await waitFor(() => expect(locked()).toBe(true));

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Wheat (2)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?f=commodity%3Awheat&action=filters'));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
    // The search never carries the open modals.
    expect(
      requestsTo(api, 'GET /api/search/inventory/records').map((r) => r.url.searchParams.has('action')),
    ).not.toContain(true);

    fireEvent.click(within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?f=commodity%3Awheat'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(locked()).toBe(false));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Back when nothing was chosen', async () => {
    mockApi({ 'GET /api/search/inventory/records': ({ url }) => reply(url) });
    const { router } = renderList('/inventory/stock');
    fireEvent.click(await screen.findByRole('button', { name: 'Filters (0 on)' }));
    await screen.findByRole('dialog', { name: 'Filters' });

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(locked()).toBe(false));
  });

  it('opens by its name in an address, on a wide screen too', async () => {
    onPhone(false);
    mockApi({ 'GET /api/search/inventory/records': ({ url }) => reply(url) });
    renderList('/inventory/stock?action=filters');
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Wheat (2)' })).toBeTruthy();
  });

  it('closes, unlocking the page, where no list has filters to show', async () => {
    mockApi({});
    const { router } = renderList('/inventory/manage/account?action=filters');
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(locked()).toBe(false));
  });
});
