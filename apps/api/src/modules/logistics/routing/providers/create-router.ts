import type { FastifyBaseLogger } from 'fastify';
import type { RoutingConfig } from '../../../../platform/config';
import { EstimateRouter } from './estimate-router';
import { FallbackRouter } from './fallback-router';
import { GraphHopperRouter } from './graphhopper-router';
import { OsrmRouter } from './osrm-router';
import type { RouteProvider } from './route-provider';

/** ROUTING_URL names a real service (ROUTING_PROVIDER says which kind), with the estimate behind it; else the estimate. */
export function createRouter(config: RoutingConfig | null, log: Pick<FastifyBaseLogger, 'warn'>): RouteProvider {
  if (!config) return new EstimateRouter();
  const real =
    config.provider === 'graphhopper' ? new GraphHopperRouter(config.url, config.apiKey) : new OsrmRouter(config.url);
  return new FallbackRouter(real, log);
}
