import { messages } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketCrops, marketInsights, regionSeries } from '../../../test/market-prices-fixtures';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { RegionalPrices } from './regional-prices';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PRICES = 'GET /api/trading/insights/prices';
const withInsights = () =>
  makeProfile({
    organisation: {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Manor Farm',
      vetted: true,
      countryISO: 'GB',
      modules: [{ id: 'trading:core' }, { id: 'trading:insights:grain' }],
    },
  });

async function openPrices() {
  const view = renderRoute(<RegionalPrices />, { path: '/trading/market-insights' });
  const section = await screen.findByRole('region', { name: 'Prices by region' });
  return { ...view, section };
}

describe('RegionalPrices', () => {
  it("shows each region's latest day, typical price, week change in words and 52-week range, with the chart", async () => {
    signInAs(withInsights());
    mockApi({
      [PRICES]: ok(marketInsights({ commodities: ['wheat', 'wheat-feed', 'barley'] })),
      'GET /api/system/commodities': ok(marketCrops),
    });
    const { section, container } = await openPrices();

    const table = await within(section).findByRole('table', { name: /Wheat, spot prices per tonne by region/ });
    const east = within(table).getByRole('row', { name: /East of England/ });
    // §9: the typical price is (highest + lowest + last) / 3, as the API computed it: (185 + 182 + 183) / 3.
    expect(within(east).getByText('£183.33/t')).toBeTruthy();
    expect(within(east).getByText('20/11/2026')).toBeTruthy();
    expect(within(east).getByText(/Up £2.50\/t on the week/)).toBeTruthy();
    expect(within(east).getByText('£180.33/t to £183.33/t')).toBeTruthy();
    const scotland = within(table).getByRole('row', { name: /Scotland/ });
    expect(within(scotland).getByText(/Down £1.25\/t on the week/)).toBeTruthy();

    expect(within(section).getByText('Demo data')).toBeTruthy();
    // The chart, loaded on its own, is a picture of the table: a line per region, hidden from screen readers.
    await waitFor(() => expect(container.querySelectorAll('svg polyline')).toHaveLength(2));
    expect(container.querySelector('svg polyline')!.closest('[aria-hidden="true"]')).toBeTruthy();
    // A phone gets a card per region instead of the table.
    const [cropBox] = within(section).getAllByLabelText('Crop');
    fireEvent.click(cropBox!);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Wheat',
      'Feed wheat',
      'Barley',
    ]);
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByText(/Typical £/).textContent)).toEqual([
      'Typical £183.33/t on 20/11/2026',
      'Typical £175.33/t on 20/11/2026',
    ]);
  });

  it('asks again for one region and draws its high-low band', async () => {
    signInAs(withInsights());
    const api = mockApi({
      [PRICES]: ({ url }) =>
        ok(
          url.searchParams.get('region') === 'east'
            ? marketInsights({ series: [regionSeries('east', 18_000)] })
            : marketInsights(),
        )(),
    });
    const { section, container } = await openPrices();
    await within(section).findByRole('table');

    const [regionBox] = within(section).getAllByLabelText('Region');
    fireEvent.click(regionBox!);
    fireEvent.click(await screen.findByRole('option', { name: 'East of England' }));

    await waitFor(() => expect(container.querySelectorAll('svg polygon')).toHaveLength(1));
    expect(within(section).queryByRole('row', { name: /Scotland/ })).toBeNull();
    const asked = requestsTo(api, PRICES).map((request) => Object.fromEntries(request.url.searchParams));
    expect(asked).toEqual([{}, { region: 'east' }]);
  });

  it('asks for another kind from its first crop, forgetting the region for futures, which have none', async () => {
    signInAs(withInsights());
    const api = mockApi({ [PRICES]: ok(marketInsights()) });
    const { section } = await openPrices();
    await within(section).findByRole('table');
    const [regionBox] = within(section).getAllByLabelText('Region');
    fireEvent.click(regionBox!);
    fireEvent.click(await screen.findByRole('option', { name: 'Wales' }));
    await waitFor(() => expect(requestsTo(api, PRICES)).toHaveLength(2));
    const [kindBox] = within(section).getAllByLabelText('Price');
    fireEvent.click(kindBox!);
    fireEvent.click(await screen.findByRole('option', { name: 'Futures' }));
    await waitFor(() => expect(requestsTo(api, PRICES)).toHaveLength(3));
    const asked = requestsTo(api, PRICES).map((request) => Object.fromEntries(request.url.searchParams));
    expect(asked).toEqual([{}, { region: 'wales' }, { kind: 'futures' }]);
  });

  it('says when a crop has no prices yet and what to do', async () => {
    signInAs(withInsights());
    mockApi({ [PRICES]: ok(marketInsights({ series: [] })) });
    const { section } = await openPrices();
    expect(await within(section).findByText('No prices for this crop yet')).toBeTruthy();
    expect(within(section).getByText(/Try another crop, kind of price or region/)).toBeTruthy();
  });

  it('says plainly that no futures feed is configured', async () => {
    signInAs(withInsights());
    const message = 'Futures prices need a futures feed, and none is configured.';
    mockApi({
      [PRICES]: ok(
        marketInsights({ kind: 'futures', commodityId: null, commodities: [], series: [], futuresMessage: message }),
      ),
    });
    const { section } = await openPrices();
    expect(await within(section).findByText(message)).toBeTruthy();
    expect(within(section).queryByText(/No futures prices yet/)).toBeNull();
  });

  it('shows the insights lock, asking nothing of the prices, to a business without the upgrade', async () => {
    signInAs(makeProfile());
    const api = mockApi({
      'GET /api/customers/organisations/11111111-1111-4111-8111-111111111111/modules/unlock': ok([]),
    });
    const { section } = await openPrices();
    expect(within(section).getByRole('region', { name: 'Grain market insights is an upgrade' })).toBeTruthy();
    expect(requestsTo(api, PRICES)).toEqual([]);
  });

  it('tells a member of an upgraded business without the insights permission to ask their owner', async () => {
    const member = withInsights();
    signInAs({ ...member, groups: ['seller'], access: { 'trading.listings': 'write' } });
    const api = mockApi({});
    const { section } = await openPrices();
    expect(within(section).getByText(messages.errors.noPermission)).toBeTruthy();
    expect(requestsTo(api, PRICES)).toEqual([]);
  });

  it('shows the lock when the API says the business has no upgrade, whatever the session said', async () => {
    signInAs(withInsights());
    mockApi({ [PRICES]: ok(marketInsights({ unlocked: false, series: [] })) });
    const { section } = await openPrices();
    expect(await within(section).findByRole('region', { name: 'Grain market insights is an upgrade' })).toBeTruthy();
  });

  it('says when the prices could not be loaded, with a retry', async () => {
    signInAs(withInsights());
    mockApi({ [PRICES]: fail(500, 'Sorry, there was a problem') });
    const { section } = await openPrices();
    expect(await within(section).findByText('The prices by region could not be loaded')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
