import { MAP_TILES_DEFAULT } from '@harvest/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, requestsTo } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { makeProfile, signInAs } from '../../test/session-fixtures';
import { useClientConfig } from './use-client-config';

function TileSource({ name }: { name: string }) {
  const { data, isError } = useClientConfig();
  if (isError) return <p>{name}: failed</p>;
  return <p>{data ? `${name}: ${data.mapTiles.url}` : `${name}: loading`}</p>;
}

function Held() {
  const { fetchStatus } = useClientConfig({ enabled: false });
  return <p>held: {fetchStatus}</p>;
}

describe('useClientConfig', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('serves every user of it from one request to the public GET /api/sys/v1/config', async () => {
    signInAs(makeProfile());
    const fetchMock = mockApi({
      'GET /api/sys/v1/config': ok({
        environment: 'prod',
        analytics: { enabled: true, provider: 'first-party' },
        mapTiles: MAP_TILES_DEFAULT,
      }),
    });
    renderRoute(
      <>
        <TileSource name="map" />
        <TileSource name="tracker" />
      </>,
    );
    expect(await screen.findByText(`map: ${MAP_TILES_DEFAULT.url}`)).toBeTruthy();
    expect(await screen.findByText(`tracker: ${MAP_TILES_DEFAULT.url}`)).toBeTruthy();
    const [request, ...more] = requestsTo(fetchMock, 'GET /api/sys/v1/config');
    expect(more).toHaveLength(0);
    // Public (sign-in pages read it too): no token is sent, even by someone signed in.
    expect(request!.headers.get('authorization')).toBeNull();
  });

  it('asks nothing while held back', async () => {
    const fetchMock = mockApi({});
    renderRoute(<Held />);
    expect(await screen.findByText('held: idle')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a failed fetch, so the map can show coordinates instead', async () => {
    mockApi({ 'GET /api/sys/v1/config': fail(500, 'Something went wrong') });
    renderRoute(<TileSource name="map" />);
    await waitFor(() => expect(screen.getByText('map: failed')).toBeTruthy());
  });
});
