import type { FastifyBaseLogger } from 'fastify';
import type { JobRoute } from '../../jobs/tables';
import { EstimateRouter } from './estimate-router';
import type { RoutePoint, RouteProvider } from './route-provider';

/**
 * A real routing service with the estimate behind it: when the service cannot answer, the job still gets a route,
 * marked an estimate (the job page says so), and the failure is logged for whoever runs the service.
 */
export class FallbackRouter implements RouteProvider {
  readonly name: string;
  private readonly estimate = new EstimateRouter();

  constructor(
    private readonly real: RouteProvider,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.name = real.name;
  }

  async route(points: readonly RoutePoint[]): Promise<JobRoute> {
    try {
      return await this.real.route(points);
    } catch (error) {
      this.log.warn({ err: error, provider: this.real.name }, 'routing failed: the route is estimated instead');
      return this.estimate.route(points);
    }
  }
}
