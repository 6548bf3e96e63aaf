import { QUANTITY_MAX_KG } from '../inventory/movement-rules';
import { z } from '../zod';
import { TRAILER_TYPES, VEHICLE_TYPES } from './fleet-kinds';
import { LOAD_STATUSES } from './load-states';

const positiveKg = z.int().min(1).max(QUANTITY_MAX_KG);
const kgAmount = z.int().min(0);
const isoDate = z.iso.date();

/**
 * POST /logistics/loads/{id}/allocations: part of a load on one of the carrier's vehicles with one of its drivers
 * (and a trailer, if any) on a day. Without a weight it takes the rest of the load.
 */
export const allocationCreateSchema = z.strictObject({
  vehicleId: z.uuid(),
  driverId: z.uuid(),
  trailerId: z.uuid().nullable().optional(),
  day: isoDate,
  weightKg: positiveKg.optional(),
});
export type AllocationCreate = z.infer<typeof allocationCreateSchema>;

/**
 * PATCH /logistics/loads/{id}/allocations/{allocationId}: the carrier gives the allocation to another of its drivers
 * (§9's driver amendment: after a re-route, within its 72 hours).
 */
export const allocationDriverSchema = z.strictObject({ driverId: z.uuid() });
export type AllocationDriver = z.infer<typeof allocationDriverSchema>;

/** PATCH /logistics/loads/{id}/over-allocation: the carrier marks (or unmarks) a load for over-allocation. */
export const overAllocationSchema = z.strictObject({ allowed: z.boolean() });
export type OverAllocation = z.infer<typeof overAllocationSchema>;

/** GET /logistics/planner?day=: the day the planner shows (today by the clock when left out). */
export const plannerQuerySchema = z.strictObject({ day: isoDate.optional() });
export type PlannerQuery = z.infer<typeof plannerQuerySchema>;

/** One allocation as the planner shows it: which load, on which vehicle, with which driver, how much. */
export const allocationViewSchema = z.object({
  id: z.uuid(),
  loadId: z.uuid(),
  loadReference: z.string(),
  vehicleId: z.uuid(),
  registration: z.string(),
  driverId: z.uuid(),
  driverName: z.string(),
  trailerId: z.uuid().nullable(),
  day: isoDate,
  weightKg: positiveKg,
});
export type AllocationView = z.infer<typeof allocationViewSchema>;

/** A load as the planner shows it: its weight, what is allocated and left, and its status read from the facts. */
export const plannerLoadSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  jobId: z.uuid(),
  jobReference: z.string(),
  commodityId: z.string().nullable(),
  plannedDate: isoDate.nullable(),
  weightKg: positiveKg,
  allocatedKg: kgAmount,
  remainingKg: kgAmount,
  overAllocationAllowed: z.boolean(),
  status: z.enum(LOAD_STATUSES),
  allocations: z.array(allocationViewSchema),
});
export type PlannerLoad = z.infer<typeof plannerLoadSchema>;

/** A vehicle on the day: its payload (the day's capacity), what is allocated to it, and whether that is too much. */
export const plannerVehicleSchema = z.object({
  id: z.uuid(),
  registration: z.string(),
  type: z.enum(VEHICLE_TYPES),
  payloadKg: kgAmount,
  allocatedKg: kgAmount,
  spareKg: kgAmount,
  overCapacity: z.boolean(),
  allocations: z.array(allocationViewSchema),
});
export type PlannerVehicle = z.infer<typeof plannerVehicleSchema>;

export const plannerDriverSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  driverNumber: z.string(),
  allocatedKg: kgAmount,
  allocations: z.array(allocationViewSchema),
});
export type PlannerDriver = z.infer<typeof plannerDriverSchema>;

export const plannerTrailerSchema = z.object({ id: z.uuid(), reference: z.string(), type: z.enum(TRAILER_TYPES) });
export type PlannerTrailer = z.infer<typeof plannerTrailerSchema>;

/** The load planner's day: the carrier's vehicles and drivers with that day's allocations, and the loads to plan. */
export const plannerDaySchema = z.object({
  day: isoDate,
  vehicles: z.array(plannerVehicleSchema),
  drivers: z.array(plannerDriverSchema),
  trailers: z.array(plannerTrailerSchema),
  loads: z.array(plannerLoadSchema),
});
export type PlannerDay = z.infer<typeof plannerDaySchema>;
