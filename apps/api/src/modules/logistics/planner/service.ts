import {
  allocationDriverChangeable,
  allocationWeight,
  amendmentWindowClosedMessage,
  JOB_ALLOCATABLE_STATUSES,
  overAllocationUnmarkIssue,
  type AllocationCreate,
  type JobStatus,
  type PlannerDay,
  type PlannerLoad,
} from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import { actingOrganisationId, type Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor } from '../../../platform/db/database';
import { plannerErrors } from './errors';
import {
  addAllocatedKg,
  deleteAllocation,
  findAllocation,
  insertAllocation,
  setAllocationDriver,
  lockCarrierLoad,
  ownDriver,
  ownTrailer,
  ownVehicle,
  plannerLoadRecords,
  plannerRecords,
  setOverAllocation,
} from './queries';
import { allocationView, plannerDayView, plannerLoadView } from './views';

const allocatable = (status: JobStatus) => (JOB_ALLOCATABLE_STATUSES as readonly JobStatus[]).includes(status);

/**
 * The load planner (trading-logistics §3): a carrier allocates the loads of jobs given to it across its vehicles and
 * drivers by day. Every change locks the load's row, so two planners allocating its last tonnes at once take turns
 * and the load is never over-allocated unless marked so.
 */
export class PlannerService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Today in the UK, by the clock: the planner's first day. */
  today(): string {
    return calendarDateIn(this.clock.now(), 'GB');
  }

  async day(caller: Principal, day: string | undefined): Promise<PlannerDay> {
    const carrierId = actingOrganisationId(caller);
    const shown = day ?? this.today();
    return plannerDayView(shown, await plannerRecords(this.db, carrierId, shown));
  }

  async allocate(caller: Principal, loadId: string, input: AllocationCreate): Promise<PlannerLoad> {
    const carrierId = actingOrganisationId(caller);
    return this.db.transaction(async (tx) => {
      const { load } = await this.lockedLoad(tx, carrierId, loadId);
      const vehicle = await ownVehicle(tx, carrierId, input.vehicleId);
      const driver = await ownDriver(tx, carrierId, input.driverId);
      const trailer = input.trailerId ? await ownTrailer(tx, carrierId, input.trailerId) : null;
      if (!vehicle) throw plannerErrors.notOwn('vehicleId');
      if (!driver) throw plannerErrors.notOwn('driverId');
      if (input.trailerId && !trailer) throw plannerErrors.notOwn('trailerId');
      const weight = allocationWeight(load, input.weightKg);
      if ('issue' in weight) throw plannerErrors.exceeds(weight.issue);
      const now = this.clock.now();
      await insertAllocation(tx, {
        loadId,
        carrierOrganisationId: carrierId,
        vehicleId: vehicle.id,
        driverId: driver.id,
        trailerId: trailer?.id ?? null,
        day: input.day,
        weightKg: weight.weightKg,
        createdBy: caller.userId,
        createdAt: now,
      });
      await addAllocatedKg(tx, loadId, weight.weightKg, now);
      return this.loadView(tx, carrierId, loadId);
    });
  }

  async unallocate(caller: Principal, loadId: string, allocationId: string): Promise<PlannerLoad> {
    const carrierId = actingOrganisationId(caller);
    return this.db.transaction(async (tx) => {
      await this.lockedLoad(tx, carrierId, loadId);
      const allocation = await findAllocation(tx, loadId, allocationId);
      if (!allocation) throw plannerErrors.allocationNotFound();
      await deleteAllocation(tx, allocation.id);
      await addAllocatedKg(tx, loadId, -allocation.weightKg, this.clock.now());
      return this.loadView(tx, carrierId, loadId);
    });
  }

  /**
   * Another of the carrier's drivers takes an allocation. Once the job has been re-routed, only while the re-route
   * keeps driver amendments open (§9, 72 hours): after, 409 with the spec's message.
   */
  async changeDriver(caller: Principal, loadId: string, allocationId: string, driverId: string): Promise<PlannerLoad> {
    const carrierId = actingOrganisationId(caller);
    return this.db.transaction(async (tx) => {
      const { jobReroutedAt } = await this.lockedLoad(tx, carrierId, loadId);
      const allocation = await findAllocation(tx, loadId, allocationId);
      if (!allocation) throw plannerErrors.allocationNotFound();
      const driver = await ownDriver(tx, carrierId, driverId);
      if (!driver) throw plannerErrors.notOwn('driverId');
      if (!allocationDriverChangeable({ reroutedAt: jobReroutedAt }, this.clock.now())) {
        throw plannerErrors.amendmentsClosed(amendmentWindowClosedMessage());
      }
      if (allocation.driverId !== driver.id) await setAllocationDriver(tx, allocation.id, driver.id);
      return this.loadView(tx, carrierId, loadId);
    });
  }

  async markOverAllocation(caller: Principal, loadId: string, allowed: boolean): Promise<PlannerLoad> {
    const carrierId = actingOrganisationId(caller);
    return this.db.transaction(async (tx) => {
      const { load } = await this.lockedLoad(tx, carrierId, loadId);
      const issue = allowed ? null : overAllocationUnmarkIssue(load);
      if (issue) throw plannerErrors.overAllocatedUnmark(issue);
      await setOverAllocation(tx, loadId, allowed, this.clock.now());
      return this.loadView(tx, carrierId, loadId);
    });
  }

  /** The load locked, when it is the carrier's to change now: on a job still open, and not yet delivered. */
  private async lockedLoad(tx: Executor, carrierId: string, loadId: string) {
    const found = await lockCarrierLoad(tx, carrierId, loadId);
    if (!found) throw plannerErrors.loadNotFound();
    if (found.load.tippedQuantityKg !== null) throw plannerErrors.delivered();
    if (!allocatable(found.jobStatus)) throw plannerErrors.jobNotActive();
    return found;
  }

  private async loadView(exec: Executor, carrierId: string, loadId: string): Promise<PlannerLoad> {
    const found = await plannerLoadRecords(exec, carrierId, loadId);
    if (!found) throw plannerErrors.loadNotFound();
    return plannerLoadView(found.load, found.allocations.map(allocationView));
  }
}
