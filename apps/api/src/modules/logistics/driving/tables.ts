import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, rowId } from '../../../platform/db/columns';
import { files } from '../../files/tables';
import { logisticsDrivers } from '../fleet/tables';
import { logisticsJobStops, logisticsJobs } from '../jobs/tables';
import { organisationRef, userRef } from '../tables';

/** One load's weighbridge reading as the driver took it off the ticket. */
export interface PodLoadReading {
  loadId: string;
  grossKg: number;
  tareKg: number;
  netKg: number;
}

/**
 * A proof of delivery (trading-logistics §4 POD): taken by the driver at a stop where something is unloaded, one per
 * stop, and never changed after it is submitted (the unique stop key answers a second one with 409).
 */
export const logisticsPods = pgTable(
  'logistics_pods',
  {
    id: rowId(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => logisticsJobs.id),
    stopId: uuid('stop_id')
      .notNull()
      .references(() => logisticsJobStops.id),
    /** The carrier whose driver took it (its files are shared with the organiser). */
    carrierOrganisationId: organisationRef('carrier_organisation_id'),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => logisticsDrivers.id),
    receiverName: text('receiver_name').notNull(),
    signatureFileId: uuid('signature_file_id')
      .notNull()
      .references(() => files.id),
    photoFileIds: uuid('photo_file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    weighbridgeFileId: uuid('weighbridge_file_id').references(() => files.id),
    sampleFileId: uuid('sample_file_id').references(() => files.id),
    loads: jsonb('loads').$type<PodLoadReading[]>().notNull().default([]),
    /** When the driver took it (the phone's time when it was kept offline), and when it reached the API. */
    submittedAt: instant('submitted_at').notNull(),
    receivedAt: instant('received_at').notNull(),
    submittedBy: userRef('submitted_by'),
  },
  (table) => [uniqueIndex('logistics_pods_stop_key').on(table.stopId), index('logistics_pods_job_idx').on(table.jobId)],
);
