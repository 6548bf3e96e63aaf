import { distanceKm } from '@harvest/domain';
import type { JobRoute } from '../../jobs/tables';
import type { RoutePoint, RouteProvider } from './route-provider';

/**
 * Roads are longer than the straight line between two places: on the UK's rural roads the road distance runs about
 * 1.2 to 1.4 times the great-circle one, so 1.3 keeps an estimate near the truth without a road map.
 */
export const ROAD_FACTOR = 1.3;

/**
 * A loaded HGV's average over a grain run: 56 mph on dual carriageways, 50 mph on single ones (the 2015 limit), much
 * less through villages and farm tracks; 55 km/h is the usual planning figure for such a mix.
 */
export const HGV_AVERAGE_KMH = 55;

/** The offline default: great-circle legs times ROAD_FACTOR at HGV_AVERAGE_KMH, drawn as straight lines. */
export class EstimateRouter implements RouteProvider {
  readonly name = 'estimate';

  async route(points: readonly RoutePoint[]): Promise<JobRoute> {
    let km = 0;
    for (let index = 1; index < points.length; index += 1) {
      const from = points[index - 1];
      const to = points[index];
      if (from && to) km += distanceKm(from, to) * ROAD_FACTOR;
    }
    return {
      distanceMetres: Math.round(km * 1000),
      durationSeconds: Math.round((km / HGV_AVERAGE_KMH) * 3600),
      geometry: points.map((point) => [point.lon, point.lat]),
      estimate: true,
      provider: this.name,
    };
  }
}
