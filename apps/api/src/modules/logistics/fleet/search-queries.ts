import { sql, type SQL } from 'drizzle-orm';
import { facetOn, texts, type IdSource } from '../../../platform/search/faceted-search';

const byId = (id: SQL) => (sortDesc: boolean) => (sortDesc ? sql`${id} desc` : sql`${id} asc`);

/** The carrier's live vehicles, by type, MOT status and fuel. */
export function vehiclesSource(organisationId: string): IdSource {
  return {
    from: sql`logistics_vehicles v`,
    where: sql`v.organisation_id = ${organisationId} and v.deleted_at is null`,
    facets: {
      type: facetOn(sql`v.type`, texts),
      motStatus: facetOn(sql`v.mot_status`, texts),
      fuelType: facetOn(sql`v.fuel_type`, texts),
    },
    sorts: {
      registration: sql`v.registration`,
      payloadKg: sql`v.payload_kg`,
      motExpiryDate: sql`v.mot_expiry_date`,
      insuranceExpiryDate: sql`v.insurance_expiry_date`,
      createdAt: sql`v.created_at`,
    },
    id: sql`v.id`,
    tieBreak: byId(sql`v.id`),
  };
}

/** The carrier's registered drivers. */
export function driversSource(organisationId: string): IdSource {
  return {
    from: sql`logistics_drivers d`,
    where: sql`d.organisation_id = ${organisationId} and d.deleted_at is null`,
    facets: {},
    sorts: { createdAt: sql`d.created_at`, driverNumber: sql`d.driver_number` },
    id: sql`d.id`,
    tieBreak: byId(sql`d.id`),
  };
}
