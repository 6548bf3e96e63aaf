import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../app/modal-registry';
import { aStockRecord } from '../../../test/inventory-fixtures';
import { mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { ModalHost, SCROLL_LOCK_ATTRIBUTE } from '../../../ui/modals/modal-host';
import { Table } from '@mantine/core';
import { ScrollTable } from '../../../ui/scroll-table';
import { FacetedList } from './faceted-list';
import { sortableHead } from '../../../ui/sortable-column-head';

const texts = {
  loadError: 'Stock could not be loaded',
  summary: () => 'No stock',
  empty: 'No stock yet',
  emptyHint: 'Add some',
  noMatch: 'Nothing matches',
  fileName: 'stock',
};

/** A stock record as the search answers it. */
const lot = (id: string, quantityKg: number) => aStockRecord({ id, storageName: 'Main barn', quantityKg });

/** The records search as the API answers it: no records (or two), one crop to filter by. */
function reply(url: URL, withDocs = false) {
  const wheat = url.searchParams.getAll('f').includes('commodity:wheat');
  const docs = withDocs
    ? [lot('44444444-4444-4444-8444-444444444444', 1_000), lot('55555555-5555-4555-8555-555555555555', 2_000)]
    : [];
  return ok(
    {
      path: '/search/inventory/records',
      params: { offset: 0, limit: 25, format: 'json', f: wheat ? ['commodity:wheat'] : [] },
      docs,
      totalDocs: docs.length,
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

/** The list with one sortable column, as the stock page draws it. */
function SortedList() {
  return (
    <FacetedList alias="records" texts={texts} sortLabels={{ quantityKg: 'Quantity', harvestYear: 'Harvest year' }}>
      {(docs, sort) => (
        <ScrollTable label="Stock records" columns={[sortableHead(sort, 'quantityKg', 'Quantity')]}>
          {docs.map((doc) => (
            <Table.Tr key={doc.id}>
              <Table.Td>{doc.id}</Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
    </FacetedList>
  );
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
          { path: '/inventory/sorted', element: <SortedList /> },
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

describe('a list sorts by its columns, the sort kept in the address like the filters (issue 20)', () => {
  it('sorts by a column heading, saying which way (aria-sort), and turns it round on a second press', async () => {
    onPhone(false);
    const api = mockApi({ 'GET /api/search/inventory/records': ({ url }) => reply(url, true) });
    const { router } = renderList('/inventory/sorted?f=commodity%3Awheat&offset=25');
    const heading = await screen.findByRole('columnheader', { name: /Quantity/ });
    expect(heading.getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(heading).getByRole('button'));
    // A new sort starts from the first page and keeps the filters.
    await waitFor(() =>
      expect(router.state.location.search).toBe('?f=commodity%3Awheat&sortBy=quantityKg&sortDesc=false'),
    );
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Quantity/ }).getAttribute('aria-sort')).toBe('ascending'),
    );
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Quantity/ })).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toContain('sortBy=quantityKg&sortDesc=true'));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Quantity/ }).getAttribute('aria-sort')).toBe('descending'),
    );
    const asked = requestsTo(api, 'GET /api/search/inventory/records').at(-1)!.url.searchParams;
    expect([asked.get('sortBy'), asked.get('sortDesc')]).toEqual(['quantityKg', 'true']);
  });

  it('offers the same sorts as a select where cards replace the table', async () => {
    mockApi({ 'GET /api/search/inventory/records': ({ url }) => reply(url, true) });
    const { router } = renderList('/inventory/sorted');
    // Mantine's select labels its input and its listbox alike: the input is the first.
    const [select] = await screen.findAllByLabelText('Sort by');
    // Before any choice it shows the list's default sort (the API's: the most recently added first), offered first.
    expect((select as HTMLInputElement).value).toBe('Most recently added first');
    fireEvent.click(select!);
    expect(screen.getAllByRole('option')[0]!.textContent).toBe('Most recently added first');
    fireEvent.click(await screen.findByRole('option', { name: 'Harvest year, highest or Z first' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=harvestYear&sortDesc=true'));
    await waitFor(() => expect((select as HTMLInputElement).value).toBe('Harvest year, highest or Z first'));
  });
});
