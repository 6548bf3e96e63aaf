import { messages } from '../i18n/messages';
import { amendmentsOpen } from './job-rules';

/**
 * Allocating a load to the carrier's vehicles and drivers (trading-logistics §3 load planner, §5 'The whole load must
 * be allocated across vehicles and drivers', 'value exceeds all available loads'). Weights are whole kilograms.
 */
export interface LoadAllocationFacts {
  weightKg: number;
  /** The sum of the load's allocations. */
  allocatedKg: number;
  /** The planner marked the load so: its allocations may go past its weight (it then reads over-allocated). */
  overAllocationAllowed: boolean;
}

/** What is left of the load to allocate: never below nothing, even once over-allocated. */
export const unallocatedKg = (load: Pick<LoadAllocationFacts, 'weightKg' | 'allocatedKg'>): number =>
  Math.max(0, load.weightKg - load.allocatedKg);

/**
 * The weight an allocation takes: the one asked for, or the rest of the load when none is (the pick flow's default).
 * Answers the message when it cannot: asked for more than is left of a load not marked for over-allocation, or for
 * the rest of a load with nothing left.
 */
export function allocationWeight(
  load: LoadAllocationFacts,
  askedKg: number | undefined,
): { weightKg: number } | { issue: string } {
  const left = unallocatedKg(load);
  if (askedKg === undefined) return left > 0 ? { weightKg: left } : { issue: messages.logistics.exceedsAvailableLoads };
  if (askedKg > left && !load.overAllocationAllowed) return { issue: messages.logistics.exceedsAvailableLoads };
  return { weightKg: askedKg };
}

/** Over-allocation may be unmarked only while the allocations fit the load's weight again. */
export const overAllocationUnmarkIssue = (
  load: Pick<LoadAllocationFacts, 'weightKg' | 'allocatedKg'>,
): string | null => (load.allocatedKg > load.weightKg ? messages.logistics.overAllocatedUnmark : null);

/**
 * A job is booked only when every one of its loads is wholly allocated (§5): the check the job's booking makes.
 * A job with no loads has nothing to allocate.
 */
export const jobFullyAllocated = (loads: readonly Pick<LoadAllocationFacts, 'weightKg' | 'allocatedKg'>[]): boolean =>
  loads.every((load) => load.allocatedKg >= load.weightKg);

/** The booking's message when a load of the job is not wholly allocated, else null. */
export const jobAllocationIssue = (
  loads: readonly Pick<LoadAllocationFacts, 'weightKg' | 'allocatedKg'>[],
): string | null => (jobFullyAllocated(loads) ? null : messages.logistics.wholeLoadAllocated);

/**
 * A vehicle's capacity for a day is its payload: one full load a day. Trips are not modelled (a lorry making two
 * runs on one day shows over capacity, which the planner may accept knowingly), so the bar reads plainly against
 * what the vehicle can carry at once.
 */
export interface VehicleDay {
  capacityKg: number;
  allocatedKg: number;
  /** What it can still take that day; never below nothing. */
  spareKg: number;
  overCapacity: boolean;
}

export function vehicleDay(payloadKg: number, allocatedKg: number): VehicleDay {
  return {
    capacityKg: payloadKg,
    allocatedKg,
    spareKg: Math.max(0, payloadKg - allocatedKg),
    overCapacity: allocatedKg > payloadKg,
  };
}

/**
 * The job statuses whose loads the carrier plans: given to it and not ended (the driver's app moves the later ones;
 * a completed, cancelled or declined job's allocations stay as they were).
 */
export const JOB_ALLOCATABLE_STATUSES = ['assigned', 'booked', 're-routed', 'started', 'active', 'in-transit'] as const;

/**
 * §9 'Driver or price amendments on a re-route stay open for 72 hours': the carrier changes the driver of a load's
 * allocation as it plans; once the job has been re-routed, only while that re-route keeps amendments open.
 */
export const allocationDriverChangeable = (job: { reroutedAt: Date | null }, now: Date): boolean =>
  job.reroutedAt === null || amendmentsOpen(job.reroutedAt, now);
