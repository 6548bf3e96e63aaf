import { distanceKm } from '@harvest/domain';
import { describe, expect, it } from 'vitest';
import { providerStandIn } from '../../../../test/provider-stand-in';
import { createRouter } from './providers/create-router';
import { EstimateRouter, HGV_AVERAGE_KMH, ROAD_FACTOR } from './providers/estimate-router';
import { FallbackRouter } from './providers/fallback-router';
import { GraphHopperRouter } from './providers/graphhopper-router';
import { OsrmRouter } from './providers/osrm-router';
import { RoutingFailure } from './providers/route-provider';

/** Hillside Farm's store near Diss to a mill at Bury St Edmunds, then the port of Ipswich. */
const stops = [
  { lat: 52.3766, lon: 1.1064 },
  { lat: 52.2463, lon: 0.7113 },
  { lat: 52.0451, lon: 1.1551 },
];

const stand = providerStandIn();

const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => void warnings.push(args) };

describe('the offline estimate (the default routing provider)', () => {
  it('is the great-circle legs times the road factor at an HGV average, drawn straight, and says it is an estimate', async () => {
    const route = await new EstimateRouter().route(stops);
    const legs = distanceKm(stops[0]!, stops[1]!) + distanceKm(stops[1]!, stops[2]!);
    expect(ROAD_FACTOR).toBe(1.3);
    expect(route.distanceMetres).toBe(Math.round(legs * ROAD_FACTOR * 1000));
    expect(route.durationSeconds).toBe(Math.round(((legs * ROAD_FACTOR) / HGV_AVERAGE_KMH) * 3600));
    expect(route.geometry).toEqual(stops.map((stop) => [stop.lon, stop.lat]));
    expect(route).toMatchObject({ estimate: true, provider: 'estimate' });
  });

  it('is what the app uses when no routing service is configured', () => {
    expect(createRouter(null, log)).toBeInstanceOf(EstimateRouter);
  });
});

describe('an OSRM-compatible service', () => {
  const line: [number, number][] = [
    [1.1064, 52.3766],
    [0.9, 52.3],
    [0.7113, 52.2463],
    [1.1551, 52.0451],
  ];

  it('is asked for the driving route through the stops in order, and its road line is kept', async () => {
    stand.answer = () => ({
      status: 200,
      body: {
        code: 'Ok',
        routes: [{ distance: 71_234.6, duration: 4_020.4, geometry: { type: 'LineString', coordinates: line } }],
      },
    });
    const route = await createRouter({ provider: 'osrm', url: stand.baseUrl, apiKey: undefined }, log).route(stops);
    expect(stand.requests[0]?.pathname).toBe('/route/v1/driving/1.1064,52.3766;0.7113,52.2463;1.1551,52.0451');
    expect(stand.requests[0]?.searchParams.get('overview')).toBe('full');
    expect(stand.requests[0]?.searchParams.get('geometries')).toBe('geojson');
    expect(route).toEqual({
      distanceMetres: 71_235,
      durationSeconds: 4_020,
      geometry: line,
      estimate: false,
      provider: 'osrm',
    });
  });

  it('fails on an error status, an unreadable reply, no route, or no answer at all', async () => {
    const osrm = new OsrmRouter(stand.baseUrl);
    stand.answer = () => ({ status: 503, body: {} });
    await expect(osrm.route(stops)).rejects.toBeInstanceOf(RoutingFailure);
    stand.answer = () => ({ status: 200, body: { routes: 'none' } });
    await expect(osrm.route(stops)).rejects.toBeInstanceOf(RoutingFailure);
    stand.answer = () => ({ status: 200, body: { code: 'NoRoute', routes: [] } });
    await expect(osrm.route(stops)).rejects.toThrow('osrm found no route (NoRoute)');
    await expect(new OsrmRouter(stand.deadUrl).route(stops)).rejects.toBeInstanceOf(RoutingFailure);
  });

  it('falls back to the estimate when it fails, says so, and logs it', async () => {
    warnings.length = 0;
    const router = new FallbackRouter(new OsrmRouter(stand.deadUrl), log);
    const route = await router.route(stops);
    expect(route).toEqual(await new EstimateRouter().route(stops));
    expect(route.estimate).toBe(true);
    expect(warnings).toHaveLength(1);
  });
});

describe('a GraphHopper-compatible service', () => {
  it('is asked with each stop as a point, for a truck, with the key when one is set', async () => {
    stand.answer = () => ({
      status: 200,
      body: {
        paths: [
          {
            distance: 70_100,
            time: 3_960_400,
            points: {
              coordinates: [
                [1.1064, 52.3766],
                [1.1551, 52.0451],
              ],
            },
          },
        ],
      },
    });
    const route = await new GraphHopperRouter(stand.baseUrl, 'gh-key').route(stops);
    expect(stand.requests[0]?.pathname).toBe('/route');
    expect(stand.requests[0]?.searchParams.getAll('point')).toEqual([
      '52.3766,1.1064',
      '52.2463,0.7113',
      '52.0451,1.1551',
    ]);
    expect(stand.requests[0]?.searchParams.get('profile')).toBe('truck');
    expect(stand.requests[0]?.searchParams.get('key')).toBe('gh-key');
    expect(route).toMatchObject({
      distanceMetres: 70_100,
      durationSeconds: 3_960,
      estimate: false,
      provider: 'graphhopper',
    });
  });

  it('is chosen by ROUTING_PROVIDER, with the estimate behind it', async () => {
    stand.answer = () => ({ status: 500, body: {} });
    const route = await createRouter({ provider: 'graphhopper', url: stand.baseUrl, apiKey: undefined }, log).route(
      stops,
    );
    expect(stand.requests[0]?.pathname).toBe('/route');
    expect(route.estimate).toBe(true);
  });
});
