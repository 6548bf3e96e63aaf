import type { CommodityGroup, Specification } from '@harvest/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, requestsTo } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { makeProfile, signInAs } from '../../test/session-fixtures';
import { log } from '../logging/log';
import { useCommodities, useSpecifications } from './use-commodities';

const wheat: CommodityGroup = {
  id: 'wheat',
  name: 'Wheat',
  type: 'cereal',
  items: [],
  varieties: [{ id: 'skyfall', name: 'Skyfall' }],
};

const group1: Specification = {
  id: 'wheat-milling-nabim-group-1',
  commodityId: 'wheat',
  commodityType: 'milling',
  commodityGrade: 'nabim-group-1',
  name: 'nabim Group 1 breadmaking',
  measures: { moisture: { min: null, max: 15 } },
};

function Crops() {
  const { data, isError } = useCommodities();
  if (isError) return <p>crops failed</p>;
  return <p>{data ? data.map((group) => group.name).join(', ') : 'crops loading'}</p>;
}

function Specs({ commodityId }: { commodityId: string | null }) {
  const { data, fetchStatus } = useSpecifications(commodityId, 'milling', 'nabim-group-1');
  return <p>{data ? data.map((spec) => spec.name).join(', ') : `specs ${fetchStatus}`}</p>;
}

describe('reference query hooks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('useCommodities loads the catalogue once', async () => {
    signInAs(makeProfile());
    const fetchMock = mockApi({ 'GET /api/system/commodities': ok([wheat]) });
    renderRoute(
      <>
        <Crops />
        <Crops />
      </>,
    );
    expect(await screen.findAllByText('Wheat')).toHaveLength(2);
    expect(requestsTo(fetchMock, 'GET /api/system/commodities')).toHaveLength(1);
  });

  it('useSpecifications asks for the crop, type and grade, and nothing before a crop is chosen', async () => {
    signInAs(makeProfile());
    const fetchMock = mockApi({ 'GET /api/system/commodities/wheat/specifications': ok([group1]) });
    const { unmount } = renderRoute(<Specs commodityId={null} />);
    expect(await screen.findByText('specs idle')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();
    renderRoute(<Specs commodityId="wheat" />);
    expect(await screen.findByText('nabim Group 1 breadmaking')).toBeTruthy();
    const [request] = requestsTo(fetchMock, 'GET /api/system/commodities/wheat/specifications');
    expect(request!.url.searchParams.get('commodityType')).toBe('milling');
    expect(request!.url.searchParams.get('commodityGrade')).toBe('nabim-group-1');
  });

  it('logs a failed load and shows no message (spec §8: commodity failures are logged only)', async () => {
    signInAs(makeProfile());
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/system/commodities': fail(500, 'Something went wrong') });
    renderRoute(<Crops />);
    expect(await screen.findByText('crops failed')).toBeTruthy();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Reference data could not be loaded: commodities', expect.anything(), [
        'api',
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
