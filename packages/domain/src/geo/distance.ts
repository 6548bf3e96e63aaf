import type { Coordinates } from './coordinates';

/** The mean radius of the earth (IUGG), which the haversine formula takes for a sphere. */
export const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in km between two points (haversine): within 0.5% of the true ellipsoid one. */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  // Rounding can push a hair past 1 for antipodes; clamp so asin stays defined.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, Math.max(0, a))));
}
