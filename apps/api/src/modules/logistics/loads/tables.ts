import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';
import { instant, kg, rowId } from '../../../platform/db/columns';
import { files } from '../../files/tables';
import { logisticsDrivers, logisticsTrailers, logisticsVehicles } from '../fleet/tables';
import { logisticsJobs } from '../jobs/tables';
import { organisationRef, userRef } from '../tables';

/**
 * A load (trading-logistics §3 Load): what is hauled, the organiser's, on a job once planned, allocated across the
 * carrier's vehicles and drivers. Its status is read from these facts and its allocations (loadStatus). A load
 * hauled in from a field keeps its harvest plan (inventory's row: no foreign key across modules); deleting the load
 * takes it off the harvest, its sample with it.
 */
export const logisticsLoads = pgTable(
  'logistics_loads',
  {
    id: rowId(),
    organisationId: organisationRef('organisation_id'),
    jobId: uuid('job_id').references(() => logisticsJobs.id),
    reference: text('reference').notNull(),
    commodityId: text('commodity_id'),
    /** The day it is to be hauled: the load planner's column. */
    plannedDate: date('planned_date'),
    weightKg: kg('weight_kg').notNull(),
    /** The planner marked it so: allocations may then exceed its weight (§4 over-allocated). */
    overAllocationAllowed: boolean('over_allocation_allowed').notNull().default(false),
    /**
     * The sum of its allocations, kept beside them by the planner under the load's row lock, so the planner's day
     * reads what is left of thousands of loads without adding up their allocations.
     */
    allocatedKg: kg('allocated_kg').notNull().default(0),
    /** Weighed where it is loaded: what it is loaded with is full - empty. */
    fullWeightKg: kg('full_weight_kg'),
    emptyWeightKg: kg('empty_weight_kg'),
    /** Weighed where it is tipped (PUT .../tipped): gross, tare, and net = gross - tare. */
    grossKg: kg('gross_kg'),
    tareKg: kg('tare_kg'),
    netKg: kg('net_kg'),
    tippedQuantityKg: kg('tipped_quantity_kg'),
    sampleFileId: uuid('sample_file_id').references(() => files.id),
    weighbridgeFileId: uuid('weighbridge_file_id').references(() => files.id),
    harvestPlanId: uuid('harvest_plan_id'),
    /** The load (inventory's movement) on that harvest plan this load is: taken off the harvest when deleted. */
    harvestLoadId: uuid('harvest_load_id'),
    notes: text('notes'),
    createdBy: userRef('created_by'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    deletedAt: instant('deleted_at'),
  },
  (table) => [
    uniqueIndex('logistics_loads_reference_key')
      .on(table.organisationId, table.reference)
      .where(sql`${table.deletedAt} is null`),
    index('logistics_loads_job_idx').on(table.jobId),
    index('logistics_loads_day_idx').on(table.plannedDate),
    check('logistics_loads_weight', sql`${table.weightKg} > 0`),
    check('logistics_loads_allocated', sql`${table.allocatedKg} >= 0`),
    // The load planner's overdue loads: those not yet wholly allocated nor delivered, by day (few at any time).
    index('logistics_loads_unallocated_idx')
      .on(table.plannedDate)
      .where(
        sql`${table.allocatedKg} < ${table.weightKg} and ${table.deletedAt} is null and ${table.tippedQuantityKg} is null`,
      ),
  ],
);

/** Part of a load on one vehicle with one driver (§5 'The whole load must be allocated across vehicles and drivers'). */
export const logisticsLoadAllocations = pgTable(
  'logistics_load_allocations',
  {
    id: rowId(),
    loadId: uuid('load_id')
      .notNull()
      .references(() => logisticsLoads.id, { onDelete: 'cascade' }),
    /** The carrier whose vehicle and driver carry it. */
    carrierOrganisationId: organisationRef('carrier_organisation_id'),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => logisticsVehicles.id),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => logisticsDrivers.id),
    trailerId: uuid('trailer_id').references(() => logisticsTrailers.id),
    day: date('day').notNull(),
    weightKg: kg('weight_kg').notNull(),
    createdBy: userRef('created_by'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('logistics_load_allocations_load_idx').on(table.loadId),
    index('logistics_load_allocations_day_idx').on(table.carrierOrganisationId, table.day),
    check('logistics_load_allocations_weight', sql`${table.weightKg} > 0`),
  ],
);
