import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { findRow, first, lockRow } from '../../../platform/db/find-row';
import { insertIfNew } from '../../../platform/db/insert-if-new';
import { pageOf, type Page } from '../../../platform/db/page-of';
import {
  logisticsCarrierTerms,
  logisticsDrivers,
  logisticsFleetExpiryWarnings,
  logisticsTrailers,
  logisticsVehicles,
} from './tables';

export type VehicleRow = typeof logisticsVehicles.$inferSelect;
export type NewVehicle = typeof logisticsVehicles.$inferInsert;
export type TrailerRow = typeof logisticsTrailers.$inferSelect;
export type NewTrailer = typeof logisticsTrailers.$inferInsert;
export type DriverRow = typeof logisticsDrivers.$inferSelect;
export type NewDriver = typeof logisticsDrivers.$inferInsert;
export type CarrierTermsRow = typeof logisticsCarrierTerms.$inferSelect;

// Vehicles

const liveVehicle = (organisationId: string) =>
  and(eq(logisticsVehicles.organisationId, organisationId), isNull(logisticsVehicles.deletedAt));

export function vehiclesPage(exec: Executor, organisationId: string, page: Page) {
  return pageOf(
    exec,
    logisticsVehicles,
    liveVehicle(organisationId),
    [asc(logisticsVehicles.registration), asc(logisticsVehicles.id)],
    page,
  );
}

export function findVehicle(exec: Executor, organisationId: string, id: string, lock = false) {
  const where = and(liveVehicle(organisationId), eq(logisticsVehicles.id, id));
  return lock ? lockRow(exec, logisticsVehicles, where) : findRow(exec, logisticsVehicles, where);
}

/** The new vehicle, or null when its registration is already in the live fleet (a race for it included). */
export function insertVehicle(exec: Executor, values: NewVehicle) {
  return insertIfNew(exec, logisticsVehicles, values);
}

export function updateVehicle(exec: Executor, id: string, values: Partial<NewVehicle>) {
  return first(exec.update(logisticsVehicles).set(values).where(eq(logisticsVehicles.id, id)).returning());
}

/** How many vehicles the organisation has ever added, the deleted ones too. */
export async function vehiclesEverAdded(exec: Executor, organisationId: string): Promise<number> {
  const [row] = await exec
    .select({ count: sql<number>`count(*)::int` })
    .from(logisticsVehicles)
    .where(eq(logisticsVehicles.organisationId, organisationId));
  return row?.count ?? 0;
}

/** The live vehicles of these ids, in the order given (a search's page). */
export async function vehiclesByIds(exec: Executor, organisationId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await exec
    .select()
    .from(logisticsVehicles)
    .where(and(liveVehicle(organisationId), inArray(logisticsVehicles.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// Trailers

const liveTrailer = (organisationId: string) =>
  and(eq(logisticsTrailers.organisationId, organisationId), isNull(logisticsTrailers.deletedAt));

export function trailersPage(exec: Executor, organisationId: string, page: Page) {
  return pageOf(
    exec,
    logisticsTrailers,
    liveTrailer(organisationId),
    [asc(logisticsTrailers.reference), asc(logisticsTrailers.id)],
    page,
  );
}

export function findTrailer(exec: Executor, organisationId: string, id: string, lock = false) {
  const where = and(liveTrailer(organisationId), eq(logisticsTrailers.id, id));
  return lock ? lockRow(exec, logisticsTrailers, where) : findRow(exec, logisticsTrailers, where);
}

export function insertTrailer(exec: Executor, values: NewTrailer) {
  return insertIfNew(exec, logisticsTrailers, values);
}

export function updateTrailer(exec: Executor, id: string, values: Partial<NewTrailer>) {
  return first(exec.update(logisticsTrailers).set(values).where(eq(logisticsTrailers.id, id)).returning());
}

// Drivers

const liveDriver = (organisationId: string) =>
  and(eq(logisticsDrivers.organisationId, organisationId), isNull(logisticsDrivers.deletedAt));

export function driversOf(exec: Executor, organisationId: string) {
  return exec
    .select()
    .from(logisticsDrivers)
    .where(liveDriver(organisationId))
    .orderBy(asc(logisticsDrivers.createdAt), asc(logisticsDrivers.id));
}

/** The live drivers of these ids, in the order given (a search's page). */
export async function driversByIds(exec: Executor, organisationId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await exec
    .select()
    .from(logisticsDrivers)
    .where(and(liveDriver(organisationId), inArray(logisticsDrivers.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function findDriver(exec: Executor, organisationId: string, id: string, lock = false) {
  const where = and(liveDriver(organisationId), eq(logisticsDrivers.id, id));
  return lock ? lockRow(exec, logisticsDrivers, where) : findRow(exec, logisticsDrivers, where);
}

/** The live driver the number or the profile is already registered to, if any. */
export function findDriverClash(exec: Executor, organisationId: string, driverNumber: string, profileId: string) {
  return findRow(
    exec,
    logisticsDrivers,
    and(
      isNull(logisticsDrivers.deletedAt),
      or(
        and(eq(logisticsDrivers.organisationId, organisationId), eq(logisticsDrivers.driverNumber, driverNumber)),
        eq(logisticsDrivers.profileId, profileId),
      ),
    ),
  );
}

/** The new driver, or null when the number or the person was registered first (two at once: one wins). */
export function insertDriver(exec: Executor, values: NewDriver) {
  return insertIfNew(exec, logisticsDrivers, values);
}

export function updateDriver(exec: Executor, id: string, values: Partial<NewDriver>) {
  return first(exec.update(logisticsDrivers).set(values).where(eq(logisticsDrivers.id, id)).returning());
}

// Carrier terms

export function findCarrierTerms(exec: Executor, organisationId: string) {
  return findRow(exec, logisticsCarrierTerms, eq(logisticsCarrierTerms.organisationId, organisationId));
}

/** Writes the carrier's one row: the first version 1, each replacement the next (two at once: one after the other). */
export async function replaceCarrierTerms(
  exec: Executor,
  values: Omit<typeof logisticsCarrierTerms.$inferInsert, 'version'>,
): Promise<CarrierTermsRow> {
  const [row] = await exec
    .insert(logisticsCarrierTerms)
    .values({ ...values, version: 1 })
    .onConflictDoUpdate({
      target: logisticsCarrierTerms.organisationId,
      set: {
        version: sql`${logisticsCarrierTerms.version} + 1`,
        content: values.content,
        fileId: values.fileId ?? null,
        updatedBy: values.updatedBy ?? null,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  if (!row) throw new Error('The carrier terms were not written');
  return row;
}

// Expiry warnings

/** Live vehicles, every organisation's, whose MOT or insurance expires on or before the day. */
export function vehiclesExpiringBy(exec: Executor, day: string) {
  return exec
    .select()
    .from(logisticsVehicles)
    .where(
      and(
        isNull(logisticsVehicles.deletedAt),
        or(
          and(isNotNull(logisticsVehicles.motExpiryDate), lte(logisticsVehicles.motExpiryDate, day)),
          and(isNotNull(logisticsVehicles.insuranceExpiryDate), lte(logisticsVehicles.insuranceExpiryDate, day)),
        ),
      ),
    )
    .orderBy(asc(logisticsVehicles.organisationId), asc(logisticsVehicles.registration));
}

/** Records a warning as sent: true the first time, false when it already was (a job run twice sends it once). */
export async function claimExpiryWarning(
  exec: Executor,
  values: typeof logisticsFleetExpiryWarnings.$inferInsert,
): Promise<boolean> {
  return (await insertIfNew(exec, logisticsFleetExpiryWarnings, values)) !== null;
}
