import { UNSOLD_LOT, type StockRecord } from '@harvest/domain';
import { Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { StockLotCard } from '../components/stock-lot-card';
import { StockLotRow } from '../components/stock-lot-row';
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

describe('a lot in the stock list linked to a storage contract (issue 21)', () => {
  const linked: StockRecord = {
    id: '11111111-1111-4111-8111-111111111111',
    organisationId: '22222222-2222-4222-8222-222222222222',
    storageId: '33333333-3333-4333-8333-333333333333',
    storageName: 'Main barn',
    storageType: 'store',
    businessUnitId: '44444444-4444-4444-8444-444444444444',
    inventoryType: 'grain',
    species: null,
    commodityId: 'wheat',
    commodityItemId: null,
    variety: null,
    harvestYear: 2026,
    ownerStatus: 'STORED',
    thirdPartyOwner: 'Brook Farm',
    storageContractRef: null,
    storageContractId: '77777777-7777-4777-8777-777777777777',
    storageContractNumber: 'ST-2026-004',
    attributes: {},
    quantityKg: 30_000,
    expectedYieldKg: null,
    saleStatus: 'unsold',
    sale: UNSOLD_LOT,
    createdAt: '2026-09-01T10:00:00.000Z',
  };

  it('shows its storage contract’s number, opening the contract, in the row and on the card', async () => {
    signInAs(makeProfile());
    mockApi({});
    renderRoute(
      <>
        <Table>
          <Table.Tbody>
            <StockLotRow record={linked} />
          </Table.Tbody>
        </Table>
        <StockLotCard record={linked} />
      </>,
    );
    const links = await screen.findAllByRole('link', { name: 'Open storage contract ST-2026-004' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/trading/contracts/${linked.storageContractId}`,
      `/trading/contracts/${linked.storageContractId}`,
    ]);
    expect(within(screen.getByRole('row')).getByText('Stored for Brook Farm')).toBeTruthy();
  });
});
