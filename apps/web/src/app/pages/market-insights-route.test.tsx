import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketCrops, marketInsights } from '../../test/market-prices-fixtures';
import { mockApi, ok, requestsTo } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { makeProfile, signInAs } from '../../test/session-fixtures';
import { MarketInsightsRoute } from './market-insights-route';

afterEach(() => vi.unstubAllGlobals());

const PRICES = 'GET /api/trading/insights/prices';

describe('/trading/market-insights as the app puts it together', () => {
  it("shows the prices by region and the platform's traded prices from one request", async () => {
    signInAs(
      makeProfile({
        organisation: {
          id: '11111111-1111-4111-8111-111111111111',
          name: 'Manor Farm',
          vetted: true,
          countryISO: 'GB',
          modules: [{ id: 'trading:core' }, { id: 'trading:insights:grain' }],
        },
      }),
    );
    const traded = {
      commodityId: 'wheat',
      weekStart: '2026-11-16',
      trades: 2,
      quantityKg: 113_000,
      averagePrice: 18_900,
      lowPrice: 18_750,
      highPrice: 19_050,
    };
    const api = mockApi({
      [PRICES]: ok(marketInsights({ traded: [traded] })),
      'GET /api/trading/ex-farm': ok([]),
      'GET /api/system/commodities': ok(marketCrops),
      'GET /api/trading/news-feed': ok([]),
    });
    renderRoute(<MarketInsightsRoute />, { path: '/trading/market-insights' });

    const regional = await screen.findByRole('region', { name: 'Prices by region' });
    expect(await within(regional).findByRole('table', { name: /Wheat, spot prices per tonne by region/ })).toBeTruthy();
    const tradedSection = screen.getByRole('region', { name: 'Prices traded on Harvest' });
    expect(await within(tradedSection).findByRole('table', { name: /Wheat: prices traded per week/ })).toBeTruthy();
    expect(within(tradedSection).getAllByText('£189.00/t').length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Ex-farm prices' })).toBeTruthy();
    expect(requestsTo(api, PRICES)).toHaveLength(1);
    expect(await screen.findByRole('region', { name: 'Market news' })).toBeTruthy();
  });
});
