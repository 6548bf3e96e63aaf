import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { StockPage } from './stock-page';

afterEach(() => vi.unstubAllGlobals());

describe('the stock page’s way to the storage contracts (issue 21)', () => {
  it('links to the storage contracts tab for those who may read contracts', async () => {
    signInAs(makeProfile());
    mockApi({});
    renderRoute(<StockPage />, { path: '/inventory/stock' });
    const link = await screen.findByRole('link', { name: 'Storage contracts' });
    expect(link.getAttribute('href')).toBe('/trading/contracts?type=storage');
  });

  it('leaves it out for someone who may not read contracts', async () => {
    const profile = makeProfile();
    const { 'trading.contracts': _contracts, ...access } = profile.access;
    signInAs({ ...profile, access });
    mockApi({});
    renderRoute(<StockPage />, { path: '/inventory/stock' });
    await screen.findByRole('heading', { name: 'Stock', level: 1 });
    expect(screen.queryByRole('link', { name: 'Storage contracts' })).toBeNull();
  });
});
