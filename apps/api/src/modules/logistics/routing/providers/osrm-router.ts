import { z } from 'zod';
import type { JobRoute } from '../../jobs/tables';
import { ROUTING_TIMEOUT_MS, routingJson, RoutingFailure, type RoutePoint, type RouteProvider } from './route-provider';

const lineString = z.object({ coordinates: z.array(z.tuple([z.number(), z.number()])) });

const osrmReply = z.object({
  code: z.string(),
  routes: z.array(z.object({ distance: z.number(), duration: z.number(), geometry: lineString })).optional(),
});

/**
 * An OSRM-compatible routing service (OSRM itself, or anything speaking its route service):
 * GET {base}/route/v1/driving/{lon},{lat};{lon},{lat}?overview=full&geometries=geojson.
 * http://project-osrm.org/docs/v5.24.0/api/#route-service
 */
export class OsrmRouter implements RouteProvider {
  readonly name = 'osrm';

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = ROUTING_TIMEOUT_MS,
  ) {}

  async route(points: readonly RoutePoint[]): Promise<JobRoute> {
    const path = points.map((point) => `${point.lon},${point.lat}`).join(';');
    const url = new URL(`route/v1/driving/${path}`, this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    url.searchParams.set('overview', 'full');
    url.searchParams.set('geometries', 'geojson');
    const parsed = osrmReply.safeParse(await routingJson(this.name, url, this.timeoutMs));
    if (!parsed.success) throw new RoutingFailure(this.name, 'osrm answered a reply we cannot read');
    const best = parsed.data.routes?.[0];
    if (parsed.data.code !== 'Ok' || !best)
      throw new RoutingFailure(this.name, `osrm found no route (${parsed.data.code})`);
    return {
      distanceMetres: Math.round(best.distance),
      durationSeconds: Math.round(best.duration),
      geometry: best.geometry.coordinates,
      estimate: false,
      provider: this.name,
    };
  }
}
