import type { JobRoute } from '../../jobs/tables';

/** A point of a route: a stop's position. */
export interface RoutePoint {
  lat: number;
  lon: number;
}

/**
 * The routing provider behind a job's route (issue 22): the road route through the stops in order, its distance,
 * duration and line. The default (EstimateRouter) works offline; a real one (OSRM, GraphHopper) is chosen by
 * configuration, and when it cannot answer the estimate is used instead (FallbackRouter), which says so.
 */
export interface RouteProvider {
  readonly name: string;
  route(points: readonly RoutePoint[]): Promise<JobRoute>;
}

/** A routing service could not answer: network, timeout, an error status, or a reply we cannot read. */
export class RoutingFailure extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(message);
    this.name = 'RoutingFailure';
  }
}

/** How long a routing service may take before the estimate answers instead. */
export const ROUTING_TIMEOUT_MS = 5000;

/** GET a JSON reply from a routing service; anything but a 2xx JSON body is a RoutingFailure. */
export async function routingJson(provider: string, url: URL, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (error) {
    throw new RoutingFailure(
      provider,
      `${provider} ${url.pathname} failed: ${error instanceof Error ? error.name : 'error'}`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new RoutingFailure(provider, `${provider} answered ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw new RoutingFailure(provider, `${provider} answered a body that is not JSON`);
  }
}
