import { messages, type ModuleUnlock } from '@harvest/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { ids, makeProfile, signInAs } from '../../../test/session-fixtures';
import { InsightsLock } from './insights-lock';

afterEach(() => {
  vi.unstubAllGlobals();
});

const UNLOCKS = `/api/customers/organisations/${ids.farm}/modules/unlock`;

const insightsRequest: ModuleUnlock = {
  id: '99999999-9999-4999-8999-999999999999',
  organisationId: ids.farm,
  organisationName: 'Manor Farm',
  moduleId: 'trading:insights:grain',
  status: 'requested',
  requestedBy: 'Tom Harris',
  requestedAt: '2026-11-23T09:00:00.000Z',
  decidedAt: null,
};

async function openLock() {
  renderRoute(<InsightsLock />, { path: '/trading/market-insights' });
  return screen.findByRole('region', { name: 'Grain market insights is an upgrade' });
}

describe('InsightsLock', () => {
  it('says what the upgrade gives and requests it as business setup does', async () => {
    signInAs(makeProfile());
    const api = mockApi({ [`GET ${UNLOCKS}`]: ok([]), [`POST ${UNLOCKS}`]: ok(insightsRequest) });
    const lock = await openLock();
    for (const gives of [
      /Spot prices by region/,
      /typical price/,
      /Ex-farm prices/,
      /Futures prices/,
      /Price alerts/,
    ]) {
      expect(within(lock).getByText(gives)).toBeTruthy();
    }

    fireEvent.click(await within(lock).findByRole('button', { name: 'Request the insights upgrade' }));

    const status = await within(lock).findByRole('status');
    expect(within(status).getByText('Requested')).toBeTruthy();
    expect(requestsTo(api, `POST ${UNLOCKS}`).map((request) => request.body)).toEqual([
      { id: 'trading:insights:grain' },
    ]);
    expect(within(lock).queryByRole('button', { name: 'Request the insights upgrade' })).toBeNull();
  });

  it('says Requested, with no button, when the business already asked', async () => {
    signInAs(makeProfile());
    mockApi({ [`GET ${UNLOCKS}`]: ok([insightsRequest]) });
    const lock = await openLock();
    expect(await within(lock).findByText('Requested')).toBeTruthy();
    expect(within(lock).queryByRole('button')).toBeNull();
  });

  it('says when the request failed, and keeps the button to try again', async () => {
    signInAs(makeProfile());
    mockApi({ [`GET ${UNLOCKS}`]: ok([]), [`POST ${UNLOCKS}`]: fail(500, 'Sorry, there was a problem') });
    const lock = await openLock();
    fireEvent.click(await within(lock).findByRole('button', { name: 'Request the insights upgrade' }));
    expect(await within(lock).findByText(messages.accounts.upgradeRequestError)).toBeTruthy();
    expect(within(lock).getByRole('button', { name: 'Request the insights upgrade' })).toBeTruthy();
  });

  it('sends a member who may not change the business to its owner', async () => {
    signInAs(makeProfile({ groups: ['bidding'], access: { 'account.business': 'read', 'trading.bids': 'write' } }));
    mockApi({ [`GET ${UNLOCKS}`]: ok([]) });
    const lock = await openLock();
    expect(await within(lock).findByText(/Ask your account owner/)).toBeTruthy();
    expect(within(lock).getByRole('link', { name: 'Go to business setup' })).toBeTruthy();
    expect(within(lock).queryByRole('button')).toBeNull();
  });

  it('asks nothing of the API for a member who may not see the business', async () => {
    signInAs(makeProfile({ groups: ['bidding'], access: { 'trading.bids': 'write' } }));
    const api = mockApi({});
    const lock = await openLock();
    expect(within(lock).getByText(/Ask your account owner/)).toBeTruthy();
    expect(requestsTo(api, `GET ${UNLOCKS}`)).toEqual([]);
  });

  it('says when the requests could not be read', async () => {
    signInAs(makeProfile());
    mockApi({ [`GET ${UNLOCKS}`]: fail(500, 'Sorry, there was a problem') });
    const lock = await openLock();
    expect(await within(lock).findByText('Your upgrade requests could not be loaded')).toBeTruthy();
  });
});
