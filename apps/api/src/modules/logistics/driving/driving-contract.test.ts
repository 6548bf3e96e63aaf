import type { DeliveryView, DriverJob, JobView } from '@harvest/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { seedContractsWorld } from '../../../../test/contracts-world';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { addAllocation, addDriver, addVehicle, plannerWorld } from '../../../../test/planner-world';
import { expectData } from '../../../../test/trading-world';
import { logisticsJobs } from '../jobs/tables';

/**
 * The tipped weight flows on (issue 23): a job booked from a contract's planned delivery is driven, and the driver's
 * weighbridge reading at the buyer's site dispatches the delivery from the seller's stock and delivers it, so the
 * settlement starts from what the driver recorded; nobody keys it again.
 */
describe("a contract delivery's haulage, driven", () => {
  let t: TestApp;
  let who: Record<'farmer' | 'driver', Headers>;
  let contractId: string;
  let deliveryId: string;
  let job: JobView;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await seedContractsWorld(t);
    who = await signInDemo(t, 'farmer', 'driver');
    // The demo's planned delivery of Hillside's wheat to Anglia (a delivered trade: no collection receipt).
    const [planned] = await rows<{ id: string; contract: string }>(
      t,
      sql`select d.id, d.contract_id as contract from trading_contract_deliveries d
        join trading_contracts c on c.id = d.contract_id
        where d.status = 'planned' and c.haulage = 'delivered' order by d.planned_date limit 1`,
    );
    if (!planned) throw new Error('The demo world has no planned delivery of a delivered trade');
    contractId = planned.contract;
    deliveryId = planned.id;
    job = await expectData<JobView>(
      await apiCall(t, 'POST', `/logistics/jobs/from-delivery/${deliveryId}`, who.farmer),
      201,
    );
    // Given to Fenland and booked, its load on Fenland's lorry with the demo driver (the quote and planner are
    // issue 22's: logistics-journey.spec.ts drives them through the screens).
    const w = await plannerWorld(t.app.platform.database.db);
    await w.db
      .update(logisticsJobs)
      .set({ carrierOrganisationId: w.fenland, status: 'booked', pickupAt: t.clock.now() })
      .where(eq(logisticsJobs.id, job.id));
    const [load] = await rows<{ id: string }>(t, sql`select id from logistics_loads where job_id = ${job.id}`);
    await addAllocation(w, load!, {
      carrierId: w.fenland,
      vehicleId: (await addVehicle(w, w.fenland)).id,
      driverId: (await addDriver(w, w.fenland)).id,
      day: t.clock.now().toISOString().slice(0, 10),
      weightKg: 28_000,
    });
  }, 90_000);
  afterAll(async () => t?.close());

  it("dispatches and delivers the contract's delivery from the driver's weighbridge reading", async () => {
    const drive = (action: string) =>
      apiCall(t, 'POST', `/logistics/driver/jobs/${job.id}/actions`, who.driver, { action });
    for (const action of ['start', 'arrive', 'depart', 'arrive']) expect((await drive(action)).statusCode).toBe(200);
    const image = sharp({ create: { width: 4, height: 4, channels: 3, background: '#ffffff' } });
    const png = `data:image/png;base64,${(await image.clone().png().toBuffer()).toString('base64')}`;
    const jpeg = `data:image/jpeg;base64,${(await image.clone().jpeg().toBuffer()).toString('base64')}`;
    const [load] = await rows<{ id: string }>(t, sql`select id from logistics_loads where job_id = ${job.id}`);
    const unload = job.stops[1]!.id;
    const pod = await apiCall(t, 'POST', `/logistics/driver/jobs/${job.id}/stops/${unload}/pod`, who.driver, {
      receiverName: 'Gatehouse, Bury St Edmunds',
      signature: png,
      sample: jpeg,
      weighbridge: { ticket: jpeg, loads: [{ loadId: load!.id, grossKg: 43_850, tareKg: 15_900, netKg: 27_950 }] },
    });
    expect(pod.statusCode, pod.body).toBe(201);
    expect((pod.json().data as DriverJob).actions.map((each) => each.action)).toEqual(['finish']);

    const deliveries = await expectData<DeliveryView[]>(
      await apiCall(t, 'GET', `/trading/contracts/${contractId}/deliveries`, who.farmer),
      200,
    );
    const delivery = deliveries.find((each) => each.id === deliveryId);
    expect(delivery).toMatchObject({
      status: 'delivered',
      tippedWeight: { grossKg: 43_850, tareKg: 15_900, netKg: 27_950, tippedQuantityKg: 27_950 },
    });
    // It left the seller's store as what the weighbridge weighed.
    expect(delivery?.dispatchedWeightKg).toBe(27_950);
    // Nothing waits for the organiser to record by hand (tracking's notices of the drive aside).
    const [told] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from account_notifications
        where data->>'jobId' = ${job.id} and data->>'notice' is null`,
    );
    expect(told?.n).toBe(0);
  });
});
