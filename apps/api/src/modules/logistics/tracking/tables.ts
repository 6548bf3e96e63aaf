import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from '../../../platform/db/columns';
import { logisticsDrivers } from '../fleet/tables';
import { logisticsJobStops, logisticsJobs } from '../jobs/tables';
import { organisationRef } from '../tables';

/**
 * Where a driven job's vehicle was (trading-logistics §1 live tracking): taken only while the job is being driven,
 * seen only by the job's parties, and removed after the retention period (POSITION_RETENTION_DAYS by default).
 * A reading sent twice (the offline queue resending) is stored once.
 */
export const logisticsPositions = pgTable(
  'logistics_positions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => logisticsJobs.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => logisticsDrivers.id),
    carrierOrganisationId: organisationRef('carrier_organisation_id'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracyM: doublePrecision('accuracy_m'),
    speedMps: doublePrecision('speed_mps'),
    headingDeg: doublePrecision('heading_deg'),
    /** When the phone read it; and when it reached the API (what the retention job goes by). */
    recordedAt: instant('recorded_at').notNull(),
    receivedAt: instant('received_at').notNull(),
  },
  (table) => [
    uniqueIndex('logistics_positions_reading_key').on(table.jobId, table.driverId, table.recordedAt),
    index('logistics_positions_received_idx').on(table.receivedAt),
  ],
);

/**
 * The ETA to a driven job's next stop, worked out from its last position by the routing provider, and what the
 * parties have been told of it: the 'about 30 minutes away' notice once per stop, and the ETA last told (a slip past
 * it by more than the margin is told again).
 */
export const logisticsJobEtas = pgTable(
  'logistics_job_etas',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => logisticsJobs.id, { onDelete: 'cascade' }),
    stopId: uuid('stop_id')
      .notNull()
      .references(() => logisticsJobStops.id, { onDelete: 'cascade' }),
    etaAt: instant('eta_at').notNull(),
    distanceMetres: doublePrecision('distance_metres').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    estimate: boolean('estimate').notNull(),
    computedAt: instant('computed_at').notNull(),
    toldEtaAt: instant('told_eta_at'),
    nearSent: boolean('near_sent').notNull().default(false),
  },
  (table) => [
    index('logistics_job_etas_stop_idx')
      .on(table.stopId)
      .where(sql`${table.nearSent} = false`),
  ],
);
