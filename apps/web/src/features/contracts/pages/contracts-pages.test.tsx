import type { ContractDetailView, ContractView } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../../lib/api/api-error';
import { fail, mockApi, ok, requestsTo, type MockRequest } from '../../../test/mock-api';
import { envelopeResponse, renderRoute, renderRoutes } from '../../../test/render-route';
import { ids, makeProfile, signInAs } from '../../../test/session-fixtures';
import { contractsExport, contractsSearchParams } from '../api/contracts-search';
import { ContractPage } from './contract-page';
import { ContractsPage } from './contracts-page';

const contract: ContractDetailView = {
  id: '44444444-4444-4444-8444-444444444444',
  contractNumber: null,
  type: 'premium',
  status: 'open',
  side: 'seller',
  seller: { organisationId: ids.farm, name: 'Manor Farm' },
  buyer: { organisationId: '55555555-5555-4555-8555-555555555555', name: 'Anglia Grain Merchants Ltd' },
  tradeId: '66666666-6666-4666-8666-666666666666',
  tradeReference: 'T-000042',
  commodityId: 'wheat',
  specification: null,
  month: '2026-10',
  harvestYear: 2026,
  startDate: '2026-10-01',
  endDate: '2026-10-31',
  paymentTerms: null,
  paymentDays: null,
  pricePerUnit: 19_250,
  premiumPrice: 300,
  priceType: 'fixed',
  currency: 'GBP',
  totalWeightKg: 150_500,
  totalPrice: 2_942_275,
  haulage: 'delivered',
  haulageReference: null,
  fileIds: [],
  fixed: true,
  rolledOver: false,
  delivered: false,
  storageQuantityKg: null,
  entered: false,
  noticeGivenAt: null,
  completesAt: null,
  createdAt: '2026-09-01T10:00:00.000Z',
  fixing: {
    state: 'unfixed',
    fixedWeightKg: 0,
    remainingWeightKg: 150_500,
    premiumFixedWeightKg: null,
    premiumRemainingWeightKg: null,
    fixings: [],
  },
  rolledFromContractId: null,
  rolledPart: null,
  rolledIntoContractIds: [],
  priceUpdates: [],
  adjustmentScale: null,
};

/** The contracts search's JSON reply with these contracts, a status and a crop facet, and the filters it was asked. */
function searchReply(docs: ContractView[], request: MockRequest) {
  const terms = request.url.searchParams.getAll('f');
  const term = (key: string, id: string, name: string, count: number) => ({
    id,
    name,
    count,
    selected: terms.includes(`${key}:${id}`),
    url: '/search/trading/contracts',
  });
  return envelopeResponse({
    data: {
      path: '/search/trading/contracts',
      params: { offset: 0, limit: 25, format: 'json', f: terms },
      docs,
      totalDocs: docs.length,
      aggregations: { count: docs.length },
      totalYield: 0,
      custom: {},
      facets: {
        type: [term('type', 'premium', 'Premium', docs.length)],
        status: [term('status', 'open', 'Open', 2), term('status', 'complete', 'Complete', 1)],
        commodity: [term('commodity', 'wheat', 'Wheat', 3)],
      },
      activeFilters: Object.fromEntries(
        terms.map((each) => {
          const [key, id] = each.split(':') as [string, string];
          return [key, { name: key, clearUrl: '/search/trading/contracts', terms: [{ id, name: id, url: '' }] }];
        }),
      ),
      clearUrl: '/search/trading/contracts',
    },
    pagination: { currentPage: 1, limit: 25, next: null, prev: null, totalDocuments: docs.length, totalPages: 1 },
  });
}

const SEARCH = 'GET /api/search/trading/contracts';
const searching = (docs: ContractView[]) => (request: MockRequest) => searchReply(docs, request);
const termsSent = (api: ReturnType<typeof mockApi>) => requestsTo(api, SEARCH).at(-1)?.url.searchParams.getAll('f');

beforeEach(() => {
  signInAs(
    makeProfile({
      organisation: {
        id: ids.farm,
        name: 'Manor Farm',
        vetted: true,
        countryISO: 'GB',
        modules: [{ id: 'trading:core' }],
      },
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the contracts page (trading §2 contracts, §7)', () => {
  it('lists the chosen tab’s contracts from the contracts search, with the other party, the terms and the labels', async () => {
    const api = mockApi({ [SEARCH]: searching([contract]) });
    const { router } = renderRoute(<ContractsPage />, { path: '/trading/contracts?type=premium' });
    const table = await screen.findByRole('table', { name: 'Table of contracts' });
    const row = within(table).getAllByRole('row')[1]!;
    // The seller sees the buyer; no number until the buyer sends the contract.
    expect(within(row).getByRole('link', { name: 'Open contract Anglia Grain Merchants Ltd' })).toBeTruthy();
    expect(within(row).getByText('Awaiting the buyer’s contract')).toBeTruthy();
    expect(within(row).getByText('Oct 2026')).toBeTruthy();
    expect(within(row).getByText('150.50 t')).toBeTruthy();
    expect(within(row).getByText('£192.50/t')).toBeTruthy();
    expect(within(row).getByText('£29,422.75')).toBeTruthy();
    expect(within(row).getByText('Open')).toBeTruthy();
    expect(within(row).getByText('Fixed')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Premium', selected: true })).toBeTruthy();
    expect(screen.getByText('1 contract')).toBeTruthy();

    // The phone's cards say the same, the other party first, each opening the contract.
    const cards = screen.getByRole('list', { name: 'Contracts' });
    const card = within(cards).getByRole('listitem');
    expect(
      within(card)
        .getByRole('link', { name: /Anglia Grain Merchants/ })
        .getAttribute('href'),
    ).toBe(`/trading/contracts/${contract.id}`);
    expect(within(card).getByText('150.50 t at £192.50/t')).toBeTruthy();

    // The search is asked for the tab's type, newest first (its default), 25 a page.
    const [sent] = requestsTo(api, SEARCH);
    expect([...sent!.url.searchParams]).toEqual([['f', 'type:premium']]);

    // Another tab is another address, and so another search.
    fireEvent.click(screen.getByRole('tab', { name: 'Storage' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=storage'));
    await waitFor(() => expect(termsSent(api)).toEqual(['type:storage']));
  });

  it('narrows the list by a facet, keeping the filter in the address and the type fixed by the tab', async () => {
    const api = mockApi({ [SEARCH]: searching([contract]) });
    const { router } = renderRoute(<ContractsPage />, { path: '/trading/contracts?type=premium' });
    const filters = await screen.findByRole('region', { name: 'Filters' });
    // The tab is the type: the facets offer the rest, named from the domain's catalogue.
    expect(within(filters).queryByText('Type')).toBeNull();
    expect(within(filters).getByText('Status')).toBeTruthy();
    fireEvent.click(within(filters).getByRole('checkbox', { name: 'Open (2)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=premium&f=status%3Aopen'));
    await waitFor(() => expect(termsSent(api)).toEqual(['type:premium', 'status:open']));
    fireEvent.click(await within(filters).findByRole('checkbox', { name: 'Wheat (3)' }));
    await waitFor(() => expect(termsSent(api)).toEqual(['type:premium', 'status:open', 'commodity:wheat']));
    // The active filters show as badges, but not the tab's type; clearing them keeps the tab.
    fireEvent.click(screen.getByRole('button', { name: /clear/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=premium'));
  });

  it('keeps the type to the tab’s, and reads an older link’s status as the status filter', async () => {
    const api = mockApi({ [SEARCH]: searching([]) });
    renderRoute(<ContractsPage />, { path: '/trading/contracts?type=storage&f=type:sales&f=harvestYear:2026' });
    await screen.findByRole('heading', { name: 'No contracts of this type match these filters' });
    expect(termsSent(api)).toEqual(['type:storage', 'harvestYear:2026']);
    renderRoute(<ContractsPage />, { path: '/trading/contracts?type=sales&status=cancelled' });
    await waitFor(() => expect(termsSent(api)).toEqual(['type:sales', 'status:cancelled']));
  });

  it('exports the tab’s contracts under the same filters through the contracts search', async () => {
    expect(contractsExport(contractsSearchParams('?type=storage&f=status:active&f=commodity:wheat&offset=25'))).toEqual(
      {
        path: '/search/trading/contracts',
        query: 'f=type%3Astorage&f=status%3Aactive&f=commodity%3Awheat&offset=25',
      },
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/export'), revokeObjectURL: vi.fn() });
    const api = mockApi({
      [SEARCH]: (request) =>
        request.url.searchParams.get('format') === 'csv'
          ? new Response('Contract\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } })
          : searchReply([contract], request),
    });
    renderRoute(<ContractsPage />, { path: '/trading/contracts?type=premium&f=status:open' });
    await screen.findByRole('table', { name: 'Table of contracts' });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect((saved.mock.contexts[0] as HTMLAnchorElement | undefined)?.download).toMatch(
      /^premium-contracts-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = requestsTo(api, SEARCH).find((request) => request.url.searchParams.get('format') === 'csv');
    expect(csv?.url.searchParams.getAll('f')).toEqual(['type:premium', 'status:open']);
    saved.mockRestore();
  });

  it('says what makes a contract when there are none, and where to go to make one', async () => {
    mockApi({ [SEARCH]: searching([]) });
    renderRoute(<ContractsPage />, { path: '/trading/contracts' });
    expect(await screen.findByRole('heading', { name: 'No sales contracts yet' })).toBeTruthy();
    expect(screen.getByText(/opens for both sides when an offer or a trade request is accepted/)).toBeTruthy();
    // A seller without the buyers' module is sent to their listings, not the market.
    expect(screen.getByRole('link', { name: 'See my listings' }).getAttribute('href')).toBe('/trading/market-listing');
    expect(screen.queryByRole('link', { name: 'Go to the market' })).toBeNull();
    // Nothing to filter, export or page through yet.
    expect(screen.queryByRole('button', { name: 'Export to CSV' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
  });

  it('tells the spec’s message when the contracts cannot be fetched, with a retry', async () => {
    mockApi({ [SEARCH]: fail(500, 'Something went wrong') });
    renderRoute(<ContractsPage />, { path: '/trading/contracts' });
    expect(await screen.findByText('There was an error fetching sales or storage contracts')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });
});

/** What the router shows for a page that threw: the status, as the app's error page reads it. */
function ErrorStatus() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) || isApiError(error) ? error.status : 'unknown';
  return <p>Error {status}</p>;
}

const renderContract = () =>
  renderRoutes(
    [{ path: '/trading/contracts/:contractId', element: <ContractPage />, errorElement: <ErrorStatus /> }],
    [`/trading/contracts/${contract.id}`],
  );

describe('the contract page (§3 shared fields, §4 Contract)', () => {
  it('shows the parties, the terms, the trade it came from and its files to the buyer', async () => {
    signInAs(
      makeProfile({
        organisation: {
          id: contract.buyer.organisationId!,
          name: contract.buyer.name,
          vetted: true,
          countryISO: 'GB',
          modules: [{ id: 'trading:buyers' }],
        },
      }),
    );
    const fileId = '77777777-7777-4777-8777-777777777777';
    mockApi({
      [`GET /api/trading/contracts/${contract.id}`]: ok({
        ...contract,
        side: 'buyer',
        contractNumber: 'AGM-2026-0981',
        paymentTerms: '30 days from invoice',
        paymentDays: 30,
        specification: { specificationId: null, measures: { moisture: { min: null, max: 14.5 } } },
        fileIds: [fileId],
      }),
    });
    renderContract();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contract AGM-2026-0981' })).toBeTruthy();
    expect(screen.getByText('Manor Farm')).toBeTruthy();
    expect(screen.getByText('Anglia Grain Merchants Ltd (you)')).toBeTruthy();
    // The type, and the premium's own line.
    expect(screen.getAllByText('Premium')).toHaveLength(2);
    expect(screen.getByText('01/10/2026')).toBeTruthy();
    expect(screen.getByText('£3.00/t')).toBeTruthy();
    expect(screen.getByText('£29,422.75')).toBeTruthy();
    expect(screen.getByText('30 days from invoice')).toBeTruthy();
    expect(screen.getByText('30 days')).toBeTruthy();
    expect(screen.getByText('Delivered')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Moisture (%)' })).toBeTruthy();
    expect(screen.getByText('T-000042')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download contract file 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /All contracts/ }).getAttribute('href')).toBe(
      '/trading/contracts?type=premium',
    );
  });

  it('shows a storage contract the farm entered: its agreed quantity, the notice given and when it completes', async () => {
    mockApi({
      [`GET /api/trading/contracts/${contract.id}`]: ok({
        ...contract,
        type: 'storage',
        status: 'active',
        premiumPrice: null,
        tradeId: null,
        tradeReference: null,
        entered: true,
        buyer: { organisationId: null, name: 'Brook Farm' },
        storageQuantityKg: 50_000,
        noticeGivenAt: '2026-11-02T10:00:00.000Z',
        completesAt: '2026-12-02T10:00:00.000Z',
      }),
    });
    renderContract();
    expect(await screen.findByText('Agreed storage quantity')).toBeTruthy();
    expect(screen.getByText('Notice to cancel given')).toBeTruthy();
    expect(screen.getByText('Completes')).toBeTruthy();
    expect(screen.getByText('Brook Farm')).toBeTruthy();
    expect(screen.getByText('No files on this contract yet.')).toBeTruthy();
  });

  it('is not found for anyone but its two parties', async () => {
    mockApi({});
    renderContract();
    expect(await screen.findByText('Error 404')).toBeTruthy();
  });
});
