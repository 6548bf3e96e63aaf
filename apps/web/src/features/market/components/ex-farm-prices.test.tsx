import type { ExFarmPrice } from '@harvest/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketCrops } from '../../../test/market-prices-fixtures';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { ExFarmPrices } from './ex-farm-prices';

afterEach(() => vi.unstubAllGlobals());

const EX_FARM = 'GET /api/trading/ex-farm';
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

const price = (overrides: Partial<ExFarmPrice>): ExFarmPrice => ({
  commodityId: 'wheat-feed',
  region: 'east',
  date: '2026-11-20',
  lastMinor: 17_850,
  typicalMinor: 17_900,
  weekChangeMinor: -150,
  source: 'ahdb-ex-farm',
  demo: false,
  currency: 'GBP',
  ...overrides,
});

describe('ExFarmPrices', () => {
  it('lists the latest ex-farm price of each crop in each region, by crop then region', async () => {
    signInAs(withInsights());
    mockApi({
      [EX_FARM]: ok([
        price({ region: 'scotland', lastMinor: 17_400, weekChangeMinor: null }),
        price({}),
        price({ commodityId: 'barley', region: 'east', lastMinor: 15_600, weekChangeMinor: 0, demo: true }),
      ]),
      'GET /api/system/commodities': ok(marketCrops),
    });
    renderRoute(<ExFarmPrices />, { path: '/trading/market-insights' });
    const table = await screen.findByRole('table', { name: 'Latest ex-farm prices per tonne by crop and region' });
    await within(table).findAllByText('Feed wheat');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'BarleyDemo dataEast of England20/11/2026£156.00/t£179.00/t▬ No change on the week',
      'Feed wheatEast of England20/11/2026£178.50/t£179.00/t▼ Down £1.50/t on the week',
      'Feed wheatScotland20/11/2026£174.00/t£179.00/tNo price a week before',
    ]);
  });

  it('says when there are none yet, and when they could not be loaded', async () => {
    signInAs(withInsights());
    mockApi({ [EX_FARM]: ok([]) });
    const view = renderRoute(<ExFarmPrices />, { path: '/trading/market-insights' });
    expect(await screen.findByText('No ex-farm prices yet')).toBeTruthy();
    view.unmount();

    mockApi({ [EX_FARM]: fail(500, 'Sorry, there was a problem') });
    renderRoute(<ExFarmPrices />, { path: '/trading/market-insights' });
    expect(await screen.findByText('The ex-farm prices could not be loaded')).toBeTruthy();
  });

  it('shows nothing and asks nothing without the insights upgrade (the regional prices carry the lock)', async () => {
    signInAs(makeProfile());
    const api = mockApi({});
    const { container } = renderRoute(<ExFarmPrices />, { path: '/trading/market-insights' });
    expect(container.querySelector('section')).toBeNull();
    expect(requestsTo(api, EX_FARM)).toEqual([]);
  });
});
