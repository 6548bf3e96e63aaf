import {
  loadStatus,
  unallocatedKg,
  vehicleDay,
  type AllocationView,
  type PlannerDay,
  type PlannerLoad,
  type PlannerTrailer,
  type VehicleType,
} from '@harvest/domain';
import type { AllocationRecord, LoadRecord, PlannerRecords } from './queries';

/** bigint columns come back as strings from some drivers and json as numbers: whole kilograms either way. */
const kg = (value: number | string): number => Number(value);

export const allocationView = (row: AllocationRecord): AllocationView => ({
  id: row.id,
  loadId: row.load_id,
  loadReference: row.load_reference,
  vehicleId: row.vehicle_id,
  registration: row.registration,
  driverId: row.driver_id,
  driverName: row.driver_name,
  trailerId: row.trailer_id,
  day: row.day,
  weightKg: kg(row.weight_kg),
});

export function plannerLoadView(row: LoadRecord, allocations: AllocationView[]): PlannerLoad {
  const weightKg = kg(row.weight_kg);
  const allocatedKg = kg(row.allocated_kg);
  return {
    id: row.id,
    reference: row.reference,
    jobId: row.job_id,
    jobReference: row.job_reference,
    commodityId: row.commodity_id,
    plannedDate: row.planned_date,
    weightKg,
    allocatedKg,
    remainingKg: unallocatedKg({ weightKg, allocatedKg }),
    overAllocationAllowed: row.over_allocation_allowed,
    // A load on the planner is on a job with a day, and not yet tipped (those leave the planner).
    status: loadStatus({ planned: true, weightKg, allocatedKg, tippedQuantityKg: null }),
    allocations,
  };
}

/** Allocations grouped by a key, each group in the order read. */
function groupBy(allocations: AllocationView[], key: (allocation: AllocationView) => string) {
  const groups = new Map<string, AllocationView[]>();
  for (const allocation of allocations) {
    const group = groups.get(key(allocation));
    if (group) group.push(allocation);
    else groups.set(key(allocation), [allocation]);
  }
  return (id: string) => groups.get(id) ?? [];
}

const sumKg = (allocations: AllocationView[]) => allocations.reduce((sum, allocation) => sum + allocation.weightKg, 0);

export function plannerDayView(day: string, records: PlannerRecords): PlannerDay {
  const allocations = records.allocations.map(allocationView);
  const onDay = allocations.filter((allocation) => allocation.day === day);
  const ofVehicle = groupBy(onDay, (allocation) => allocation.vehicleId);
  const ofDriver = groupBy(onDay, (allocation) => allocation.driverId);
  const ofLoad = groupBy(allocations, (allocation) => allocation.loadId);
  return {
    day,
    vehicles: records.vehicles.map((vehicle) => {
      const own = ofVehicle(vehicle.id);
      const figures = vehicleDay(kg(vehicle.payload_kg), sumKg(own));
      return {
        id: vehicle.id,
        registration: vehicle.registration,
        type: vehicle.type as VehicleType,
        payloadKg: figures.capacityKg,
        allocatedKg: figures.allocatedKg,
        spareKg: figures.spareKg,
        overCapacity: figures.overCapacity,
        allocations: own,
      };
    }),
    drivers: records.drivers.map((driver) => {
      const own = ofDriver(driver.id);
      return {
        id: driver.id,
        name: driver.name,
        driverNumber: driver.driver_number,
        allocatedKg: sumKg(own),
        allocations: own,
      };
    }),
    trailers: records.trailers.map((trailer) => ({ ...trailer, type: trailer.type as PlannerTrailer['type'] })),
    loads: records.loads.map((load) => plannerLoadView(load, ofLoad(load.id))),
  };
}
