import { formatMessage, messages, type PlannerDay, type PlannerLoad } from '@harvest/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { logisticsJobs } from '../jobs/tables';
import {
  addDriver,
  addJob,
  addLoad,
  addTrailer,
  addVehicle,
  plannerWorld,
  type PlannerWorld,
} from '../../../../test/planner-world';

/**
 * The load planner (trading-logistics §3, §5, §6 'assign loads to drivers'): the carrier allocates the loads of jobs
 * given to it across its own vehicles and drivers by day; never past a load's weight unless marked; tenancy 404.
 * Fleet, jobs and loads are written straight into their tables (their parts are built beside this one).
 */
describe('load planner', () => {
  let t: TestApp;
  let w: PlannerWorld;
  let carrier: Headers;
  let driver: Headers;
  let farmer: Headers;
  let vehicle: { id: string };
  let smallVehicle: { id: string };
  let driverRow: { id: string };
  let ownerDriver: { id: string };
  let trailer: { id: string };
  const DAY = '2026-12-01';

  const allocate = (loadId: string, body: object, who: Headers = carrier) =>
    apiCall(t, 'POST', `/logistics/loads/${loadId}/allocations`, who, body);
  const dayOf = async (day = DAY, who: Headers = carrier) => {
    const reply = await apiCall(t, 'GET', `/logistics/planner?day=${day}`, who);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data as PlannerDay;
  };
  const loadOf = (reply: { json(): { data: unknown } }) => reply.json().data as PlannerLoad;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ carrier, driver, farmer } = await signInDemo(t, 'carrier', 'driver', 'farmer'));
    w = await plannerWorld(t.app.platform.database.db);
    vehicle = await addVehicle(w, w.fenland, 29_000);
    smallVehicle = await addVehicle(w, w.fenland, 10_000);
    driverRow = await addDriver(w, w.fenland);
    ownerDriver = await addDriver(w, w.fenland, w.carrierProfileId);
    trailer = await addTrailer(w, w.fenland);
  }, 60_000);

  afterAll(() => t.close());

  it('allocates part of a load, then the rest by default; the load reads planned, then allocated', async () => {
    const job = await addJob(w, { carrierId: w.fenland });
    const load = await addLoad(w, job.id, { weightKg: 29_000 });
    const first = await allocate(load.id, {
      vehicleId: smallVehicle.id,
      driverId: driverRow.id,
      trailerId: trailer.id,
      day: DAY,
      weightKg: 10_000,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(loadOf(first)).toMatchObject({ allocatedKg: 10_000, remainingKg: 19_000, status: 'planned' });
    const rest = await allocate(load.id, { vehicleId: vehicle.id, driverId: ownerDriver.id, day: DAY });
    expect(rest.statusCode, rest.body).toBe(201);
    const allocated = loadOf(rest);
    expect(allocated).toMatchObject({ allocatedKg: 29_000, remainingKg: 0, status: 'allocated' });
    expect(allocated.allocations.map((a) => a.weightKg)).toEqual([10_000, 19_000]);
    expect(allocated.allocations[0]).toMatchObject({ trailerId: trailer.id, driverName: 'Mick Holloway' });
  });

  it("refuses more than is left ('Value exceeds all available loads'), and the rest of a load with none left", async () => {
    const job = await addJob(w, { carrierId: w.fenland });
    const load = await addLoad(w, job.id, { weightKg: 20_000 });
    const over = await allocate(load.id, { vehicleId: vehicle.id, driverId: driverRow.id, day: DAY, weightKg: 20_001 });
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toMatchObject({
      message: 'Value exceeds all available loads',
      validation: [{ field: 'weightKg', message: messages.logistics.exceedsAvailableLoads }],
    });
    expect((await allocate(load.id, { vehicleId: vehicle.id, driverId: driverRow.id, day: DAY })).statusCode).toBe(201);
    const none = await allocate(load.id, { vehicleId: vehicle.id, driverId: driverRow.id, day: DAY });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(messages.logistics.exceedsAvailableLoads);
  });

  it('over-allocates only a load marked so, which then reads over-allocated; unmarking waits until it fits', async () => {
    const job = await addJob(w, { carrierId: w.fenland });
    const load = await addLoad(w, job.id, { weightKg: 10_000 });
    expect((await allocate(load.id, { vehicleId: vehicle.id, driverId: driverRow.id, day: DAY })).statusCode).toBe(201);
    const mark = (allowed: boolean) =>
      apiCall(t, 'PATCH', `/logistics/loads/${load.id}/over-allocation`, carrier, { allowed });
    expect(loadOf(await mark(true))).toMatchObject({ overAllocationAllowed: true, status: 'allocated' });
    const extra = await allocate(load.id, { vehicleId: vehicle.id, driverId: driverRow.id, day: DAY, weightKg: 500 });
    expect(extra.statusCode, extra.body).toBe(201);
    expect(loadOf(extra)).toMatchObject({ allocatedKg: 10_500, remainingKg: 0, status: 'over-allocated' });
    const unmark = await mark(false);
    expect(unmark.statusCode).toBe(409);
    expect(unmark.json().message).toBe(messages.logistics.overAllocatedUnmark);
    const extraId = loadOf(extra).allocations[1]!.id;
    const removed = await apiCall(t, 'DELETE', `/logistics/loads/${load.id}/allocations/${extraId}`, carrier);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(loadOf(removed)).toMatchObject({ allocatedKg: 10_000, status: 'allocated' });
    expect(loadOf(await mark(false))).toMatchObject({ overAllocationAllowed: false });
    const again = await apiCall(t, 'DELETE', `/logistics/loads/${load.id}/allocations/${extraId}`, carrier);
    expect(again.statusCode).toBe(404);
  });

  it("shows the day: vehicles against their payload (over capacity marked), drivers' allocations, the loads due", async () => {
    const day = '2026-12-05';
    const job = await addJob(w, { carrierId: w.fenland, pickupAt: new Date(`${day}T07:00:00Z`) });
    const planned = await addLoad(w, job.id, { weightKg: 12_000, plannedDate: day });
    const dueByPickup = await addLoad(w, job.id, { weightKg: 3_000, plannedDate: null });
    const overdue = await addLoad(w, job.id, { weightKg: 4_000, plannedDate: '2026-12-02' });
    const later = await addLoad(w, job.id, { weightKg: 4_000, plannedDate: '2026-12-09' });
    const delivered = await addLoad(w, job.id, { weightKg: 4_000, plannedDate: day, tippedQuantityKg: 4_000 });
    const reply = await allocate(planned.id, { vehicleId: smallVehicle.id, driverId: driverRow.id, day });
    expect(reply.statusCode, reply.body).toBe(201);
    const view = await dayOf(day);
    const ids = view.loads.map((load) => load.id);
    expect(ids).toEqual(expect.arrayContaining([planned.id, dueByPickup.id, overdue.id]));
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(delivered.id);
    const small = view.vehicles.find((v) => v.id === smallVehicle.id)!;
    expect(small).toMatchObject({ payloadKg: 10_000, allocatedKg: 12_000, spareKg: 0, overCapacity: true });
    expect(small.allocations).toHaveLength(1);
    const big = view.vehicles.find((v) => v.id === vehicle.id)!;
    expect(big).toMatchObject({ allocatedKg: 0, spareKg: 29_000, overCapacity: false });
    expect(view.drivers.find((d) => d.id === driverRow.id)).toMatchObject({
      name: 'Mick Holloway',
      allocatedKg: 12_000,
    });
    expect(view.trailers.map((tr) => tr.id)).toContain(trailer.id);
    // The driver reads the planner (logistics.carrier read) but does not change it.
    expect((await dayOf(day, driver)).loads).toHaveLength(view.loads.length);
    const refused = await allocate(overdue.id, { vehicleId: vehicle.id, driverId: driverRow.id, day }, driver);
    expect(refused.statusCode).toBe(403);
  });

  it('defaults to today by the clock, and refuses a day that is not a date', async () => {
    const reply = await apiCall(t, 'GET', '/logistics/planner', carrier);
    expect(reply.statusCode).toBe(200);
    expect((reply.json().data as PlannerDay).day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await apiCall(t, 'GET', '/logistics/planner?day=2026-13-01', carrier)).statusCode).toBe(400);
  });

  it('answers 404 for loads of jobs not given to the carrier, and refuses fleet that is not its own', async () => {
    const openJob = await addJob(w, { carrierId: null, status: 'awaiting-quotes' });
    const otherCarrierJob = await addJob(w, { carrierId: w.hillside });
    const open = await addLoad(w, openJob.id);
    const other = await addLoad(w, otherCarrierJob.id);
    for (const load of [open, other]) {
      const reply = await allocate(load.id, { vehicleId: vehicle.id, driverId: driverRow.id, day: DAY });
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe(messages.logistics.loadNotFound);
      const mark = await apiCall(t, 'PATCH', `/logistics/loads/${load.id}/over-allocation`, carrier, { allowed: true });
      expect(mark.statusCode).toBe(404);
    }
    // The organiser (Hillside's owner holds every permission) cannot plan Fenland's work either.
    const mine = await addLoad(w, (await addJob(w, { carrierId: w.fenland })).id);
    expect(
      (await allocate(mine.id, { vehicleId: vehicle.id, driverId: driverRow.id, day: DAY }, farmer)).statusCode,
    ).toBe(404);
    const hillsideVehicle = await addVehicle(w, w.hillside);
    const foreign = await allocate(mine.id, { vehicleId: hillsideVehicle.id, driverId: driverRow.id, day: DAY });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().validation).toEqual([{ field: 'vehicleId', message: messages.logistics.notYourVehicle }]);
    const [counted] = await rows<{ count: number }>(
      t,
      sql`select count(*)::int as count from logistics_load_allocations where load_id in (${open.id}, ${other.id}, ${mine.id})`,
    );
    expect(counted?.count).toBe(0);
  });

  it('refuses changes to a delivered load or a job no longer active', async () => {
    const job = await addJob(w, { carrierId: w.fenland });
    const delivered = await addLoad(w, job.id, { tippedQuantityKg: 28_000 });
    const reply = await allocate(delivered.id, { vehicleId: vehicle.id, driverId: driverRow.id, day: DAY });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(messages.logistics.loadDelivered);
    const cancelled = await addLoad(
      w,
      (await addJob(w, { carrierId: w.fenland, status: 'cancelled-by-organiser' })).id,
    );
    const late = await allocate(cancelled.id, { vehicleId: vehicle.id, driverId: driverRow.id, day: DAY });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(messages.logistics.jobNoLongerActive);
  });

  it('gives an allocation to another driver; after a re-route only within its 72 hours (open at 71:59, shut at 72:00)', async () => {
    const HOUR = 3_600_000;
    const job = await addJob(w, { carrierId: w.fenland, status: 'booked' });
    const load = await addLoad(w, job.id, { weightKg: 29_000 });
    const made = loadOf(await allocate(load.id, { vehicleId: vehicle.id, driverId: driverRow.id, day: DAY }));
    const allocationId = made.allocations[0]?.id ?? '';
    const change = (driverId: string, who?: Headers, id = allocationId) =>
      apiCall(t, 'PATCH', `/logistics/loads/${load.id}/allocations/${id}`, who ?? carrier, { driverId });

    // Never re-routed: the planner's own business.
    const moved = await change(ownerDriver.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(loadOf(moved).allocations[0]).toMatchObject({ driverId: ownerDriver.id, weightKg: 29_000 });

    // Re-routed now: open until (not at) 72 hours after.
    const reroutedAt = t.clock.now().getTime();
    await w.db
      .update(logisticsJobs)
      .set({ status: 're-routed', reroutedAt: new Date(reroutedAt) })
      .where(eq(logisticsJobs.id, job.id));
    t.clock.advance(reroutedAt + 72 * HOUR - 60_000 - t.clock.now().getTime());
    // Three days on, the sessions signed in before have expired.
    ({ carrier, driver, farmer } = await signInDemo(t, 'carrier', 'driver', 'farmer'));
    const open = await change(driverRow.id);
    expect(open.statusCode, open.body).toBe(200);
    expect(loadOf(open).allocations[0]?.driverId).toBe(driverRow.id);
    t.clock.advance(60_000);
    const shut = await change(ownerDriver.id);
    expect(shut.statusCode, shut.body).toBe(409);
    expect(shut.json().message).toBe(formatMessage(messages.logistics.amendmentWindowClosed, { hours: 72 }));

    // Only the carrier's own drivers and allocations; its driver reads but changes nothing; others hear 404.
    const [hillsideProfile] = await rows<{ id: string }>(
      t,
      sql`select id from profiles where organisation_id = ${w.hillside} and deleted_at is null limit 1`,
    );
    const other = await addDriver(w, w.hillside, hillsideProfile?.id);
    await w.db.update(logisticsJobs).set({ reroutedAt: t.clock.now() }).where(eq(logisticsJobs.id, job.id));
    expect((await change(other.id)).json().validation).toEqual([
      { field: 'driverId', message: messages.logistics.notYourDriver },
    ]);
    const missing = await change(ownerDriver.id, carrier, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await change(ownerDriver.id, driver)).statusCode).toBe(403);
    expect((await change(ownerDriver.id, farmer)).statusCode).toBe(404);
  });

  it('lets two planners allocating the last tonnes at once never over-allocate: one wins, the other hears why', async () => {
    for (let round = 0; round < 3; round += 1) {
      const job = await addJob(w, { carrierId: w.fenland });
      const load = await addLoad(w, job.id, { weightKg: 29_000 });
      expect(
        (await allocate(load.id, { vehicleId: vehicle.id, driverId: driverRow.id, day: DAY, weightKg: 20_000 }))
          .statusCode,
      ).toBe(201);
      const last = [9_000, undefined, 5_000, 9_000, undefined, 4_000];
      const replies = await Promise.all(
        last.map((weightKg) =>
          allocate(load.id, {
            vehicleId: vehicle.id,
            driverId: ownerDriver.id,
            day: DAY,
            ...(weightKg ? { weightKg } : {}),
          }),
        ),
      );
      for (const reply of replies) {
        expect([201, 409], reply.body).toContain(reply.statusCode);
        if (reply.statusCode === 409) expect(reply.json().message).toBe(messages.logistics.exceedsAvailableLoads);
      }
      expect(replies.some((reply) => reply.statusCode === 201)).toBe(true);
      const [stored] = await rows<{ allocated_kg: string; sum: string }>(
        t,
        sql`select l.allocated_kg, (select sum(weight_kg) from logistics_load_allocations where load_id = l.id) as sum
            from logistics_loads l where l.id = ${load.id}`,
      );
      expect(Number(stored!.sum)).toBeLessThanOrEqual(29_000);
      expect(Number(stored!.allocated_kg)).toBe(Number(stored!.sum));
    }
  });
});
