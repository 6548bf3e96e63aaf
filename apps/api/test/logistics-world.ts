import { sql } from 'drizzle-orm';
import { rows } from './auth-helpers';
import type { TestApp } from './build-test-app';

/** East Anglian places a job's stops are at: Hillside's store near Diss, a mill at Bury, the port of Ipswich. */
export const PLACES = {
  hillsideStore: { lat: 52.3766, lon: 1.1064 },
  buryMill: { lat: 52.2463, lon: 0.7113 },
  ipswichPort: { lat: 52.0451, lon: 1.1551 },
} as const;

/** A grain job from Hillside's store to the mill at Bury, picked up `hoursAhead` from the clock. */
export function jobBody(t: TestApp, overrides: Record<string, unknown> = {}, hoursAhead = 72) {
  return {
    type: 'grain',
    pickupAt: new Date(t.clock.now().getTime() + hoursAhead * 3_600_000).toISOString(),
    stops: [
      {
        type: 'load',
        waypointType: 'farm',
        name: 'Hillside Farm grain store',
        postcode: 'IP22 4XX',
        ...PLACES.hillsideStore,
      },
      { type: 'unload', waypointType: 'mill', name: 'Bury St Edmunds mill', ...PLACES.buryMill },
    ],
    requireGrainSample: true,
    ...overrides,
  };
}

let loads = 0;

/**
 * A load of `weightKg` on the job, wholly allocated to one of the carrier's vehicles and drivers when `allocated`:
 * written straight into the foundation's tables (the loads and planner parts own the screens that make them).
 */
export async function loadOnJob(
  t: TestApp,
  job: { id: string; organiserOrganisationId: string; carrierOrganisationId: string },
  options: { weightKg: number; allocated: boolean },
): Promise<void> {
  const now = t.clock.now();
  const serial = String(++loads).padStart(3, '0');
  const [load] = await rows<{ id: string }>(
    t,
    sql`insert into logistics_loads (organisation_id, job_id, reference, planned_date, weight_kg, created_at, updated_at)
      values (${job.organiserOrganisationId}, ${job.id}, ${`LD-T${serial}`},
        ${now.toISOString().slice(0, 10)}, ${options.weightKg}, ${now}, ${now}) returning id`,
  );
  if (!options.allocated || !load) return;
  const [vehicle] = await rows<{ id: string }>(
    t,
    sql`insert into logistics_vehicles (organisation_id, registration, type, payload_kg, created_at, updated_at)
      values (${job.carrierOrganisationId}, ${`AB12 C${serial}`}, 'artic-cab', 29000, ${now}, ${now}) returning id`,
  );
  // One driver row per person: the carrier's first driver, made once.
  const [found] = await rows<{ id: string }>(
    t,
    sql`select id from logistics_drivers where organisation_id = ${job.carrierOrganisationId} limit 1`,
  );
  const [driver] = found
    ? [found]
    : await rows<{ id: string }>(
        t,
        sql`insert into logistics_drivers (organisation_id, profile_id, driver_number, created_at, updated_at)
          select ${job.carrierOrganisationId}, id, 'HOLLO701234MH9AB', ${now}, ${now} from profiles
            where organisation_id = ${job.carrierOrganisationId} limit 1 returning id`,
      );
  await rows(
    t,
    sql`insert into logistics_load_allocations
      (load_id, carrier_organisation_id, vehicle_id, driver_id, day, weight_kg, created_at)
      values (${load.id}, ${job.carrierOrganisationId}, ${vehicle?.id}, ${driver?.id},
        ${now.toISOString().slice(0, 10)}, ${options.weightKg}, ${now})`,
  );
}
