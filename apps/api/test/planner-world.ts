import type { JobStatus } from '@harvest/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { organisations, profiles, users } from '../src/modules/accounts/tables';
import { logisticsDrivers, logisticsTrailers, logisticsVehicles } from '../src/modules/logistics/fleet/tables';
import { logisticsJobs } from '../src/modules/logistics/jobs/tables';
import { logisticsLoadAllocations, logisticsLoads } from '../src/modules/logistics/loads/tables';
import { returnedRow, type Executor } from '../src/platform/db/database';

/**
 * Rows the load planner needs from the other parts of logistics (fleet, jobs, loads), written straight into the
 * foundation's tables: the planner's tests, the authorisation walk and the fuzz world use them until those parts
 * make their own. Needs the demo world (Fenland Haulage and its driver, Hillside as the organiser).
 */
export interface PlannerWorld {
  fenland: string;
  hillside: string;
  carrierUserId: string;
  driverProfileId: string;
  /** The carrier owner's profile: a second driver where a test needs one. */
  carrierProfileId: string;
  db: Executor;
}

let serial = 0;
const next = () => (serial += 1);

export async function plannerWorld(db: Executor): Promise<PlannerWorld> {
  const idOf = async (name: string) =>
    returnedRow(await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, name))).id;
  const fenland = await idOf('Fenland Haulage Ltd');
  const hillside = await idOf('Hillside Farm Partnership');
  const carrier = returnedRow(
    await db.select({ id: users.id }).from(users).where(eq(users.email, 'carrier@demo.farm')),
  );
  const profileOf = async (email: string) =>
    returnedRow(
      await db
        .select({ id: profiles.id })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(eq(users.email, email), eq(profiles.organisationId, fenland), isNull(profiles.deletedAt))),
    ).id;
  return {
    fenland,
    hillside,
    carrierUserId: carrier.id,
    driverProfileId: await profileOf('driver@demo.farm'),
    carrierProfileId: await profileOf('carrier@demo.farm'),
    db,
  };
}

const stamps = () => ({ createdAt: new Date(), updatedAt: new Date() });

export async function addVehicle(world: PlannerWorld, organisationId: string, payloadKg = 29_000) {
  const row = await world.db
    .insert(logisticsVehicles)
    .values({
      organisationId,
      registration: `PL${String(next()).padStart(2, '0')} ABC`,
      type: 'artic-cab',
      payloadKg,
      ...stamps(),
    })
    .returning();
  return returnedRow(row);
}

export async function addTrailer(world: PlannerWorld, organisationId: string) {
  const row = await world.db
    .insert(logisticsTrailers)
    .values({ organisationId, reference: `TR-${next()}`, type: 'straight-frame', ...stamps() })
    .returning();
  return returnedRow(row);
}

/** A driver of the organisation: the demo driver's profile at Fenland, or another profile given. */
export async function addDriver(world: PlannerWorld, organisationId: string, profileId = world.driverProfileId) {
  const row = await world.db
    .insert(logisticsDrivers)
    .values({
      organisationId,
      profileId,
      driverNumber: `MORGA6570${String(next()).padStart(2, '0')}SM9IJ`,
      ...stamps(),
    })
    .returning();
  return returnedRow(row);
}

export async function addJob(
  world: PlannerWorld,
  options: { carrierId: string | null; status?: JobStatus; pickupAt?: Date; organiserId?: string },
) {
  const row = await world.db
    .insert(logisticsJobs)
    .values({
      reference: `J-${800_000 + next()}`,
      organiserOrganisationId: options.organiserId ?? world.hillside,
      carrierOrganisationId: options.carrierId,
      type: 'grain',
      status: options.status ?? 'assigned',
      pickupAt: options.pickupAt ?? new Date('2026-12-01T08:00:00Z'),
      ...stamps(),
    })
    .returning();
  return returnedRow(row);
}

export async function addLoad(
  world: PlannerWorld,
  jobId: string,
  options: { weightKg?: number; plannedDate?: string | null; tippedQuantityKg?: number; organiserId?: string } = {},
) {
  const row = await world.db
    .insert(logisticsLoads)
    .values({
      organisationId: options.organiserId ?? world.hillside,
      jobId,
      reference: `LD-${900_000 + next()}`,
      commodityId: 'wheat',
      plannedDate: options.plannedDate === undefined ? '2026-12-01' : options.plannedDate,
      weightKg: options.weightKg ?? 29_000,
      tippedQuantityKg: options.tippedQuantityKg ?? null,
      ...stamps(),
    })
    .returning();
  return returnedRow(row);
}

/** An allocation made as the planner would (its load's sum kept beside it). */
export async function addAllocation(
  world: PlannerWorld,
  load: { id: string },
  options: { carrierId: string; vehicleId: string; driverId: string; day: string; weightKg: number },
) {
  const row = await world.db
    .insert(logisticsLoadAllocations)
    .values({
      loadId: load.id,
      carrierOrganisationId: options.carrierId,
      vehicleId: options.vehicleId,
      driverId: options.driverId,
      day: options.day,
      weightKg: options.weightKg,
      createdAt: new Date(),
    })
    .returning();
  await world.db
    .update(logisticsLoads)
    .set({ allocatedKg: sql`${logisticsLoads.allocatedKg} + ${options.weightKg}` })
    .where(eq(logisticsLoads.id, load.id));
  return returnedRow(row);
}
