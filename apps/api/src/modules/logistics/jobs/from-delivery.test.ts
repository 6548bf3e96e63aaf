import { messages, type JobView } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { seedContractsWorld } from '../../../../test/contracts-world';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { expectData } from '../../../../test/trading-world';

/** A trade's haulage in one click (issue 22): a job from a contract's planned delivery. */
describe('a job from a contract delivery', () => {
  let t: TestApp;
  let who: Record<'farmer' | 'buyer' | 'carrier', Headers>;
  let deliveries: string[];

  const book = (id: string, as: Headers) => apiCall(t, 'POST', `/logistics/jobs/from-delivery/${id}`, as);
  const messageOf = (reply: { json(): unknown }) => (reply.json() as { message: string }).message;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await seedContractsWorld(t);
    who = await signInDemo(t, 'farmer', 'buyer', 'carrier');
    const [lot] = await rows<{ contract: string; start: string; record: string }>(
      t,
      sql`select c.id as contract, c.start_date as start, r.id as record
        from trading_contracts c join inventory_records r on r.commodity_id = c.commodity_id
          and r.organisation_id = c.seller_organisation_id
        where c.status = 'open' and c.type = 'sales' and c.buyer_organisation_id is not null
          and r.quantity_kg >= 40000 and r.deleted_at is null
        order by c.created_at, r.created_at limit 1`,
    );
    if (!lot) throw new Error('The demo world has no open sales contract with stock to deliver');
    deliveries = [];
    for (const plannedWeightKg of [20_000, 20_000]) {
      const delivery = await expectData<{ id: string }>(
        await apiCall(t, 'POST', `/trading/contracts/${lot.contract}/deliveries`, who.farmer, {
          plannedDate: lot.start,
          plannedWeightKg,
          lots: [{ recordId: lot.record, quantityKg: plannedWeightKg }],
        }),
        201,
      );
      deliveries.push(delivery.id);
    }
  }, 60_000);
  afterAll(async () => t?.close());

  it("collects at the seller's store and delivers to the buyer's site, with the planned weight as its load", async () => {
    const job = await expectData<JobView>(await book(deliveries[0]!, who.farmer), 201);
    expect(job).toMatchObject({
      type: 'grain',
      status: 'awaiting-quotes',
      contractDeliveryId: deliveries[0],
      requireGrainSample: true,
    });
    expect(job.stops.map((stop) => [stop.type, stop.waypointType])).toEqual([
      ['load', expect.stringMatching(/^(farm|silo)$/)],
      ['unload', 'offtaker'],
    ]);
    expect(job.stops.every((stop) => stop.lat !== null && stop.lon !== null)).toBe(true);
    expect(job.stops[1]?.name).toBe('Bury St Edmunds Office');
    expect(job.route?.estimate).toBe(true);
    const [load] = await rows<{ weight_kg: string; planned_date: string }>(
      t,
      sql`select weight_kg, planned_date::text from logistics_loads where job_id = ${job.id}`,
    );
    expect(Number(load?.weight_kg)).toBe(20_000);
    expect(job.pickupAt.slice(0, 10)).toBe(load?.planned_date);
  });

  it('makes one job per delivery while it is on; a cancelled one frees it', async () => {
    const again = await book(deliveries[0]!, who.buyer);
    expect([again.statusCode, messageOf(again)]).toEqual([409, messages.logistics.jobForDeliveryExists]);
    const [job] = await rows<{ id: string }>(
      t,
      sql`select id from logistics_jobs where contract_delivery_id = ${deliveries[0]}`,
    );
    await expectData(await apiCall(t, 'POST', `/logistics/jobs/${job!.id}/cancel`, who.farmer, {}));
    expect((await book(deliveries[0]!, who.farmer)).statusCode).toBe(201);
  });

  it('is for either party of the contract: the buyer may book it; anyone else hears 404', async () => {
    const job = await expectData<JobView>(await book(deliveries[1]!, who.buyer), 201);
    expect(job.organiserName).toBe('Anglia Grain Merchants Ltd');
    const carrier = await apiCall(t, 'POST', `/logistics/jobs/from-delivery/${deliveries[1]}`, who.carrier);
    expect(carrier.statusCode).toBe(404);
  });

  it("tells each party whether the delivery's haulage is booked, and by whom, so 'Book haulage' is offered once", async () => {
    const haulage = (id: string, as: Headers) => apiCall(t, 'GET', `/logistics/jobs/of-delivery/${id}`, as);
    const [job] = await rows<{ id: string; reference: string; status: string }>(
      t,
      sql`select id, reference, status from logistics_jobs
        where contract_delivery_id = ${deliveries[0]} and cancelled_at is null`,
    );
    // Hillside booked the first (again, after cancelling); Anglia the second.
    expect(await expectData(await haulage(deliveries[0]!, who.farmer))).toEqual({
      job: { id: job!.id, reference: job!.reference, status: job!.status },
      bookedByOtherParty: false,
    });
    expect(await expectData(await haulage(deliveries[0]!, who.buyer))).toEqual({
      job: null,
      bookedByOtherParty: true,
    });
    expect(await expectData(await haulage(deliveries[1]!, who.farmer))).toEqual({
      job: null,
      bookedByOtherParty: true,
    });
    expect((await haulage(deliveries[1]!, who.carrier)).statusCode).toBe(404);
  });
});
