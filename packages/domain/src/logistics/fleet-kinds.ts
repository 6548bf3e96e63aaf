/**
 * A carrier's fleet (trading-logistics §3 Logistics): vehicles, trailers and drivers. The kinds are stored as these
 * keys; the words people read are the web catalogue's.
 */

/** §3: an artic cab, or a 4-, 6- or 8-wheel rigid. */
export const VEHICLE_TYPES = ['artic-cab', 'rigid-4-wheel', 'rigid-6-wheel', 'rigid-8-wheel'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** The fuels the UK's vehicle register records for goods vehicles. */
export const FUEL_TYPES = ['diesel', 'petrol', 'electric', 'hybrid-electric', 'gas', 'hydrogen', 'other'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** The register's MOT status, as the vehicle enquiry service reports it. */
export const MOT_STATUSES = ['valid', 'not-valid', 'no-details-held', 'no-results-returned'] as const;
export type MotStatus = (typeof MOT_STATUSES)[number];

/** §3: draw bar, straight frame, swan neck, other. */
export const TRAILER_TYPES = ['draw-bar', 'straight-frame', 'swan-neck', 'other'] as const;
export type TrailerType = (typeof TRAILER_TYPES)[number];
