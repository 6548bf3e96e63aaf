import type { BusinessUnit } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketSearch, marketWheat } from '../../../test/market-fixtures';
import { mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { ids, makeProfile, signInAs } from '../../../test/session-fixtures';
import { MarketPage } from './market-page';

const VIEW_KEY = `harvest.market-view.${ids.farmer}`;

beforeEach(() => {
  window.localStorage.clear();
  signInAs(
    makeProfile({
      userTypes: ['buyer'],
      organisation: {
        id: ids.farm,
        name: 'Anglia Grain Merchants Ltd',
        vetted: true,
        countryISO: 'GB',
        modules: [{ id: 'trading:buyers' }],
      },
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** Issue 20: cards, a dense table or a map; the choice is in the address and remembered for the person. */
describe('the market’s view toggle', () => {
  it('shows cards first, then the table when chosen, in the address and remembered on this device', async () => {
    mockApi({ 'GET /api/search/trading/market': marketSearch([marketWheat]) });
    const { router, unmount } = renderRoute(<MarketPage />, { path: '/trading/market' });
    expect(await screen.findByRole('article', { name: /L-001001/ })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: 'Listings open for offers' });
    expect(within(table).getByRole('rowheader', { name: 'L-001001' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Time left to offer' })).toBeTruthy();
    expect(within(table).getAllByText('Farm assured').length).toBeGreaterThan(0);
    // The farm's postcode area by its post town, the code in brackets.
    expect(within(table).getByText('Ely, Cambridge (CB)')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('table');
    expect(window.localStorage.getItem(VIEW_KEY)).toBe('table');
    unmount();

    // A later visit without a view in the address opens on the person's last choice.
    renderRoute(<MarketPage />, { path: '/trading/market' });
    expect(await screen.findByRole('table', { name: 'Listings open for offers' })).toBeTruthy();
  });

  it('reads the view from the address over the remembered one, and keeps it out of the search', async () => {
    window.localStorage.setItem(VIEW_KEY, 'table');
    const api = mockApi({ 'GET /api/search/trading/market': marketSearch([marketWheat]) });
    renderRoute(<MarketPage />, { path: '/trading/market?view=map&f=commodity:wheat' });
    expect(await screen.findByText('Cambridge (CB): 1 listing (L-001001)')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const [sent] = requestsTo(api, 'GET /api/search/trading/market');
    expect(sent?.url.searchParams.has('view')).toBe(false);
    expect(sent?.url.searchParams.getAll('f')).toEqual(['commodity:wheat']);
  });

  it('turns an older crop link into the crop filter', async () => {
    const api = mockApi({ 'GET /api/search/trading/market': marketSearch([marketWheat]) });
    const { router } = renderRoute(<MarketPage />, { path: '/trading/market?commodityId=wheat' });
    await waitFor(() => expect(router.state.location.search).toBe('?f=commodity%3Awheat'));
    await screen.findByRole('article', { name: /L-001001/ });
    expect(requestsTo(api, 'GET /api/search/trading/market').every((r) => r.url.searchParams.has('f'))).toBe(true);
  });
});

/** A site of the buyer's business: the office, on the map only when given a location. */
const office = (location: BusinessUnit['location']): BusinessUnit => ({
  id: '77777777-7777-4777-8777-777777777777',
  organisationId: ids.farm,
  name: 'Bury office',
  type: 'store',
  companyNumber: null,
  taxId: null,
  email: null,
  phone: null,
  address: { line1: '1 Abbey Street', city: 'Bury St Edmunds', postcode: 'IP33 1AA' },
  farmDetails: null,
  location,
});

/** Issue 20: distance is measured from one of the buyer's sites; without one on the map the page says what to do. */
describe('the market’s distance sort', () => {
  const sitesReply = (location: BusinessUnit['location']) =>
    ok({
      organisation: { id: ids.farm, name: 'Anglia Grain Merchants Ltd', countryISO: 'GB', vetted: true },
      businessUnits: [office(location)],
    });

  it('asks a buyer with no site on the map to add a location, linking to business setup', async () => {
    mockApi({
      'GET /api/search/trading/market': marketSearch([marketWheat]),
      [`GET /api/customers/business/${ids.farm}`]: sitesReply(null),
    });
    renderRoute(<MarketPage />, { path: '/trading/market?sortBy=distance' });
    expect(await screen.findByText(/Add a location to one of your sites to sort by distance\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open business setup' }).getAttribute('href')).toBe(
      '/trading/manage/business-setup',
    );
  });

  it('asks a buyer with a site on the map to choose it, until one is chosen', async () => {
    const api = mockApi({
      'GET /api/search/trading/market': marketSearch([marketWheat]),
      [`GET /api/customers/business/${ids.farm}`]: sitesReply({ lat: 52.246, lon: 0.712 }),
    });
    renderRoute(<MarketPage />, { path: '/trading/market?sortBy=distance' });
    expect(await screen.findByText('Choose one of your sites under ‘Distance from’ to sort by distance.')).toBeTruthy();
    expect(screen.queryByText(/Add a location/)).toBeNull();
    // The listings still show, in the default order: the API refuses a distance sort without a site.
    expect(await screen.findByRole('article', { name: /L-001001/ })).toBeTruthy();
    const asked = requestsTo(api, 'GET /api/search/trading/market').map((request) => request.url.searchParams);
    expect(asked.every((sent) => !sent.has('sortBy'))).toBe(true);
  });
});
