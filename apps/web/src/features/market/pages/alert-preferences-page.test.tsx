import type { PriceAlert, TargetPrice } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ALERT = '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b40';

const alert = (overrides: Partial<PriceAlert> = {}): PriceAlert => ({
  id: ALERT,
  type: 'target',
  commodityId: 'wheat-feed',
  region: 'east',
  kind: 'spot',
  direction: 'above',
  priceMinor: 19_000,
  moveMinor: null,
  movePercent: null,
  side: 'below',
  lastFiredAt: null,
  createdAt: '2026-11-27T09:00:00.000Z',
  marketMinor: 18_250,
  marketDate: '2026-11-27',
  ...overrides,
});

const target = (overrides: Partial<TargetPrice> = {}): TargetPrice => ({
  id: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b41',
  commodityId: 'wheat-feed',
  month: '2027-01',
  region: 'east-midlands',
  priceMinor: 20_000,
  marketMinor: 20_500,
  marketDate: '2026-11-26',
  marketKind: 'ex-farm',
  differenceMinor: 500,
  reached: true,
  updatedAt: '2026-11-27T09:00:00.000Z',
  ...overrides,
});

const withInsights = () =>
  makeProfile({
    organisation: {
      ...makeProfile().organisation,
      modules: [{ id: 'trading:core' }, { id: 'trading:insights:grain' }],
    },
  });

async function openPage() {
  renderRoutes(routes, ['/trading/alert-preferences']);
  await screen.findByRole('heading', { level: 1, name: 'Price alerts' });
}

describe('AlertPreferencesPage (/trading/alert-preferences)', () => {
  it('shows the lock, and asks the API nothing, for a business without the insights upgrade', async () => {
    signInAs(makeProfile());
    const api = mockApi({});
    await openPage();
    expect(await screen.findByText('Grain market insights is an upgrade')).toBeTruthy();
    expect(requestsTo(api, 'GET /api/trading/alert-preferences')).toHaveLength(0);
    expect(requestsTo(api, 'GET /api/trading/target-prices')).toHaveLength(0);
  });

  it('says what to do when there are no alerts yet, and what happens next', async () => {
    signInAs(withInsights());
    mockApi({ 'GET /api/trading/alert-preferences': ok([]), 'GET /api/trading/target-prices': ok([]) });
    await openPage();
    expect(await screen.findByText('No alerts yet')).toBeTruthy();
    expect(screen.getByText(/We will tell you once when the price crosses it/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe(
      '/inventory/manage/account',
    );
    expect(screen.getAllByRole('button', { name: 'Add a price alert' }).length).toBeGreaterThan(0);
    expect(await screen.findByText('No target prices yet')).toBeTruthy();
  });

  it('lists the alerts as cards with the market now, says when one is already past, and deletes one', async () => {
    signInAs(withInsights());
    const api = mockApi({
      'GET /api/trading/alert-preferences': ok([
        alert(),
        alert({ id: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b42', region: 'wales', side: 'above', marketMinor: 19_400 }),
        alert({
          id: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b43',
          type: 'futures',
          kind: 'futures',
          region: null,
          direction: null,
          priceMinor: null,
          moveMinor: 500,
          side: null,
          marketMinor: null,
          marketDate: null,
        }),
      ]),
      'GET /api/trading/target-prices': ok([]),
      [`DELETE /api/trading/alert-preferences/${ALERT}`]: ok(null),
    });
    await openPage();
    const list = await screen.findByRole('list', { name: 'Your price alerts' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Spot price at or above £190.00/t')).toBeTruthy();
    expect(within(cards[0]!).getByText('Market now £182.50/t (27/11/2026)')).toBeTruthy();
    expect(within(cards[1]!).getByText(/already above this price/)).toBeTruthy();
    expect(within(cards[2]!).getByText('London feed wheat futures')).toBeTruthy();
    expect(within(cards[2]!).getByText('A move of £5.00/t in a day, either way')).toBeTruthy();

    fireEvent.click(within(cards[0]!).getByRole('button', { name: /Delete the alert/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this alert?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete alert' }));
    await waitFor(() => expect(requestsTo(api, `DELETE /api/trading/alert-preferences/${ALERT}`)).toHaveLength(1));
  });

  it('shows each target price with its market and difference, reached or not', async () => {
    signInAs(withInsights());
    mockApi({
      'GET /api/trading/alert-preferences': ok([]),
      'GET /api/trading/target-prices': ok([
        target(),
        target({
          id: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b44',
          month: '2027-02',
          marketKind: 'spot',
          marketMinor: 19_000,
          differenceMinor: -1_000,
          reached: false,
        }),
        target({
          id: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b45',
          month: '2027-03',
          marketMinor: null,
          marketDate: null,
          marketKind: null,
          differenceMinor: null,
          reached: false,
        }),
      ]),
    });
    await openPage();
    expect((await screen.findAllByText('Reached: £5.00/t above target')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('£10.00/t below target').length).toBeGreaterThan(0);
    expect(screen.getAllByText('£205.00/t ex-farm, 26/11/2026').length).toBeGreaterThan(0);
    expect(screen.getAllByText('No price yet').length).toBeGreaterThan(0);
  });
});
