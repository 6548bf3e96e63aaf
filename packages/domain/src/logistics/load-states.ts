/**
 * A load (trading-logistics §3, §4 Load): pending until it is on a job with a date, planned then, allocated when
 * its whole weight is allocated across vehicles and drivers (§5), over-allocated when more than its weight is
 * (only when the planner marks it so), delivered when its tipped quantity is recorded. Read from the load's facts
 * (loadStatus), so the planner and the lists never disagree.
 */
export const LOAD_STATUSES = ['pending', 'planned', 'allocated', 'over-allocated', 'delivered'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

export interface LoadFacts {
  /** On a job, with a day. */
  planned: boolean;
  weightKg: number;
  allocatedKg: number;
  tippedQuantityKg: number | null;
}

export function loadStatus(load: LoadFacts): LoadStatus {
  if (load.tippedQuantityKg !== null) return 'delivered';
  if (load.allocatedKg > load.weightKg) return 'over-allocated';
  if (load.allocatedKg === load.weightKg && load.weightKg > 0) return 'allocated';
  return load.planned || load.allocatedKg > 0 ? 'planned' : 'pending';
}
