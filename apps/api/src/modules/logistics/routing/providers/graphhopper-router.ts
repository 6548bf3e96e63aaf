import { z } from 'zod';
import type { JobRoute } from '../../jobs/tables';
import { ROUTING_TIMEOUT_MS, routingJson, RoutingFailure, type RoutePoint, type RouteProvider } from './route-provider';

const ghReply = z.object({
  paths: z
    .array(
      z.object({
        distance: z.number(),
        /** Milliseconds. */
        time: z.number(),
        points: z.object({ coordinates: z.array(z.tuple([z.number(), z.number()])) }),
      }),
    )
    .min(1),
});

/**
 * A GraphHopper-compatible routing service: GET {base}/route?point=lat,lon&point=...&profile=truck
 * &points_encoded=false[&key=...]. https://docs.graphhopper.com/#operation/getRoute
 */
export class GraphHopperRouter implements RouteProvider {
  readonly name = 'graphhopper';

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string | undefined,
    private readonly profile = 'truck',
    private readonly timeoutMs = ROUTING_TIMEOUT_MS,
  ) {}

  async route(points: readonly RoutePoint[]): Promise<JobRoute> {
    const url = new URL('route', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    for (const point of points) url.searchParams.append('point', `${point.lat},${point.lon}`);
    url.searchParams.set('profile', this.profile);
    url.searchParams.set('points_encoded', 'false');
    if (this.apiKey) url.searchParams.set('key', this.apiKey);
    const parsed = ghReply.safeParse(await routingJson(this.name, url, this.timeoutMs));
    const best = parsed.success ? parsed.data.paths[0] : undefined;
    if (!best) throw new RoutingFailure(this.name, 'graphhopper answered a reply we cannot read');
    return {
      distanceMetres: Math.round(best.distance),
      durationSeconds: Math.round(best.time / 1000),
      geometry: best.points.coordinates.map(([lon, lat]) => [lon, lat]),
      estimate: false,
      provider: this.name,
    };
  }
}
