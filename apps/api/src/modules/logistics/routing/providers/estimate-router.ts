import { estimatedRoute } from '@harvest/domain';
import type { JobRoute } from '../../jobs/tables';
import type { RoutePoint, RouteProvider } from './route-provider';

export { HGV_AVERAGE_KMH, ROAD_FACTOR } from '@harvest/domain';

/** The offline default: the domain's estimate (great-circle legs times the road factor, straight lines). */
export class EstimateRouter implements RouteProvider {
  readonly name = 'estimate';

  async route(points: readonly RoutePoint[]): Promise<JobRoute> {
    return estimatedRoute(points);
  }
}
