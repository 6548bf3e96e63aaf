import type { JobStatus, JobType, StopType, WaypointType } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, minor, rowId } from '../../../platform/db/columns';
import { optionalOrganisationRef, organisationRef, userRef } from '../tables';

/** The route the routing provider answered for a job's stops: drawn on the map, its distance and duration shown. */
export interface JobRoute {
  distanceMetres: number;
  durationSeconds: number;
  /** The line to draw: [longitude, latitude] pairs. */
  geometry: [number, number][];
  /** Worked out from the stops' coordinates with a road factor (no routing service): said to be an estimate. */
  estimate: boolean;
  provider: string;
}

/**
 * A haulage job (trading-logistics §3 Logistics, §4 Job): the organiser's, given to one carrier once a quote is
 * accepted (or straight away). A job made from a contract's delivery keeps the delivery's id (trading's row: no
 * foreign key across modules).
 */
export const logisticsJobs = pgTable(
  'logistics_jobs',
  {
    id: rowId(),
    reference: text('reference').notNull(),
    organiserOrganisationId: organisationRef('organiser_organisation_id'),
    carrierOrganisationId: optionalOrganisationRef('carrier_organisation_id'),
    type: text('type').$type<JobType>().notNull(),
    status: text('status').$type<JobStatus>().notNull(),
    pickupAt: instant('pickup_at').notNull(),
    /** Agreed with the carrier (the accepted quote's price, or set when given straight to a carrier), in pence. */
    priceMinor: minor('price_minor'),
    driverNotes: text('driver_notes'),
    requireGrainSample: boolean('require_grain_sample').notNull().default(false),
    route: jsonb('route').$type<JobRoute>(),
    contractDeliveryId: uuid('contract_delivery_id'),
    /** The last re-route: driver or price amendments stay open for 72 hours after it (§9). */
    reroutedAt: instant('rerouted_at'),
    /** Set by the driver app: when the driver started the job and finished it. */
    startedAt: instant('started_at'),
    completedAt: instant('completed_at'),
    cancelledAt: instant('cancelled_at'),
    cancelReason: text('cancel_reason'),
    createdBy: userRef('created_by'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('logistics_jobs_reference_key').on(table.reference),
    index('logistics_jobs_organiser_idx').on(table.organiserOrganisationId, table.pickupAt),
    index('logistics_jobs_carrier_idx').on(table.carrierOrganisationId, table.pickupAt),
    index('logistics_jobs_delivery_idx').on(table.contractDeliveryId),
    // One job per contract delivery while it is on: a second 'Book haulage' finds the first (issue 22).
    uniqueIndex('logistics_jobs_live_delivery_key')
      .on(table.contractDeliveryId)
      .where(sql`${table.status} not in ('cancelled-by-carrier', 'cancelled-by-organiser', 'declined')`),
    check('logistics_jobs_price', sql`${table.priceMinor} is null or ${table.priceMinor} > 0`),
  ],
);

/** A job's stop (§3 Stop): load, unload or both, at a place with a waypoint type, in the order driven. */
export const logisticsJobStops = pgTable(
  'logistics_job_stops',
  {
    id: rowId(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => logisticsJobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').$type<StopType>().notNull(),
    waypointType: text('waypoint_type').$type<WaypointType>().notNull(),
    name: text('name').notNull(),
    addressLine: text('address_line'),
    postcode: text('postcode'),
    what3words: text('what3words'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Set by the driver app: when the vehicle arrived and left (the phone's time when the action was kept offline). */
    arrivedAt: instant('arrived_at'),
    departedAt: instant('departed_at'),
  },
  (table) => [uniqueIndex('logistics_job_stops_position_key').on(table.jobId, table.position)],
);
