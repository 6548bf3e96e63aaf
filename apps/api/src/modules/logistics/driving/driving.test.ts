import { formatMessage, messages, type DriverDay, type DriverJob, type PodView } from '@harvest/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { PLACES } from '../../../../test/logistics-world';
import {
  addAllocation,
  addDriver,
  addJob,
  addLoad,
  addVehicle,
  plannerWorld,
  type PlannerWorld,
} from '../../../../test/planner-world';
import { logisticsJobStops, logisticsJobs } from '../jobs/tables';
import { logisticsLoads } from '../loads/tables';

/**
 * The driver app's API (trading-logistics §2 swipe actions, §4 Job and POD): each action's allowed states, the order of
 * the stops, the POD at an unload stop (its checks, its lock once submitted, the loads it tips), the job no longer
 * drivable, and who may drive or read what.
 */
describe('driver app', () => {
  let t: TestApp;
  let w: PlannerWorld;
  let carrier: Headers;
  let driver: Headers;
  let farmer: Headers;
  let buyer: Headers;
  let driverRow: { id: string };
  let vehicle: { id: string };
  let png: string;
  let jpeg: string;

  const today = () => t.clock.now().toISOString().slice(0, 10);
  const act = (jobId: string, action: string, extra: object = {}, who: Headers = driver) =>
    apiCall(t, 'POST', `/logistics/driver/jobs/${jobId}/actions`, who, { action, ...extra });
  const jobOf = (reply: { json(): { data: unknown } }) => reply.json().data as DriverJob;

  /** A booked job picked up today from Hillside's store to the mill, its one load allocated to the demo driver. */
  async function drivenJob(options: { requireGrainSample?: boolean; weighedKg?: number } = {}) {
    const job = await addJob(w, { carrierId: w.fenland, status: 'booked', pickupAt: t.clock.now() });
    await w.db
      .update(logisticsJobs)
      .set({ requireGrainSample: options.requireGrainSample ?? false })
      .where(eq(logisticsJobs.id, job.id));
    const stops = await w.db
      .insert(logisticsJobStops)
      .values([
        {
          jobId: job.id,
          position: 0,
          type: 'load',
          waypointType: 'farm',
          name: 'Hillside store',
          ...at(PLACES.hillsideStore),
        },
        { jobId: job.id, position: 1, type: 'unload', waypointType: 'mill', name: 'Bury mill', ...at(PLACES.buryMill) },
      ])
      .returning();
    const load = await addLoad(w, job.id, { weightKg: 28_000, plannedDate: today() });
    if (options.weighedKg) {
      await w.db
        .update(logisticsLoads)
        .set({ fullWeightKg: options.weighedKg + 15_000, emptyWeightKg: 15_000 })
        .where(eq(logisticsLoads.id, load.id));
    }
    await addAllocation(w, load, {
      carrierId: w.fenland,
      vehicleId: vehicle.id,
      driverId: driverRow.id,
      day: today(),
      weightKg: 28_000,
    });
    return { job, load, load0: stops[0]!, unload: stops[1]! };
  }

  const at = (place: { lat: number; lon: number }) => ({ latitude: place.lat, longitude: place.lon });

  const pod = (loadId: string, extra: object = {}) => ({
    receiverName: 'Sam at Bury mill',
    signature: png,
    photos: [jpeg],
    weighbridge: { ticket: jpeg, loads: [{ loadId, grossKg: 44_000, tareKg: 16_000, netKg: 28_000 }] },
    ...extra,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ carrier, driver, farmer, buyer } = await signInDemo(t, 'carrier', 'driver', 'farmer', 'buyer'));
    w = await plannerWorld(t.app.platform.database.db);
    vehicle = await addVehicle(w, w.fenland, 29_000);
    driverRow = await addDriver(w, w.fenland);
    const image = sharp({ create: { width: 4, height: 4, channels: 3, background: '#c8a040' } });
    png = `data:image/png;base64,${(await image.clone().png().toBuffer()).toString('base64')}`;
    jpeg = `data:image/jpeg;base64,${(await image.clone().jpeg().toBuffer()).toString('base64')}`;
  }, 60_000);

  afterAll(() => t.close());

  it("lists the driver's jobs of the day, and is not found to someone who is not a driver", async () => {
    const { job } = await drivenJob();
    const reply = await apiCall(t, 'GET', '/logistics/driver/jobs', driver);
    expect(reply.statusCode, reply.body).toBe(200);
    const day = reply.json().data as DriverDay;
    expect(day.jobs.map((each) => each.id)).toContain(job.id);
    const mine = day.jobs.find((each) => each.id === job.id);
    expect(mine?.actions).toEqual([{ action: 'start', stopId: null }]);
    expect(mine?.loads[0]).toMatchObject({ allocatedKg: 28_000, weightKg: 28_000 });
    // The carrier's owner is not a driver: the driver app has nothing for them.
    expect((await apiCall(t, 'GET', '/logistics/driver/jobs', carrier)).statusCode).toBe(404);
    expect((await apiCall(t, 'GET', '/logistics/driver/jobs', farmer)).statusCode).toBe(404);
  });

  it('drives a job: each action only in its state, the stops in order, the POD before leaving an unload stop', async () => {
    const { job, load, load0, unload } = await drivenJob();
    const refused = async (action: string, message: string, extra: object = {}) => {
      const reply = await act(job.id, action, extra);
      expect(reply.statusCode, reply.body).toBe(409);
      expect(reply.json().message).toBe(message);
    };
    await refused('arrive', messages.logistics.startJobFirst);
    await refused('depart', messages.logistics.notAtStop);
    await refused('finish', messages.logistics.startJobFirst);

    const started = await act(job.id, 'start');
    expect(started.statusCode, started.body).toBe(200);
    expect(jobOf(started)).toMatchObject({ status: 'started', actions: [{ action: 'arrive', stopId: load0.id }] });
    await refused('start', messages.logistics.jobAlreadyStarted);
    await refused('arrive', formatMessage(messages.logistics.stopsInOrder, { stop: 'Hillside store' }), {
      stopId: unload.id,
    });

    const arrived = jobOf(await act(job.id, 'arrive', { stopId: load0.id }));
    expect(arrived.status).toBe('active');
    expect(arrived.stops[0]?.arrivedAt).not.toBeNull();
    await refused('arrive', formatMessage(messages.logistics.departFirst, { stop: 'Hillside store' }));

    expect(jobOf(await act(job.id, 'depart', { stopId: load0.id })).status).toBe('in-transit');
    const atMill = jobOf(await act(job.id, 'arrive'));
    expect(atMill).toMatchObject({ status: 'active', podStopId: unload.id });
    await refused('depart', formatMessage(messages.logistics.podBeforeLeaving, { stop: 'Bury mill' }));
    await refused('finish', formatMessage(messages.logistics.podBeforeLeaving, { stop: 'Bury mill' }));

    const submitted = await apiCall(
      t,
      'POST',
      `/logistics/driver/jobs/${job.id}/stops/${unload.id}/pod`,
      driver,
      pod(load.id),
    );
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(jobOf(submitted).actions.map((each) => each.action)).toEqual(['finish']);
    // The load is tipped from the ticket: delivered, its weights the driver's.
    const tipped = await apiCall(t, 'GET', `/logistics/loads/${load.id}`, farmer);
    expect(tipped.json().data).toMatchObject({ status: 'delivered', grossKg: 44_000, tareKg: 16_000, netKg: 28_000 });

    const finished = jobOf(await act(job.id, 'finish'));
    expect(finished).toMatchObject({ status: 'completed', actions: [] });
    expect(finished.completedAt).not.toBeNull();
    await refused('start', messages.logistics.jobFinished);
  });

  it('locks the POD once submitted: a second is refused and changes nothing', async () => {
    const { job, load, unload } = await drivenJob();
    for (const action of ['start', 'arrive', 'depart', 'arrive'])
      expect((await act(job.id, action)).statusCode).toBe(200);
    const path = `/logistics/driver/jobs/${job.id}/stops/${unload.id}/pod`;
    expect((await apiCall(t, 'POST', path, driver, pod(load.id))).statusCode).toBe(201);
    const again = await apiCall(t, 'POST', path, driver, pod(load.id, { receiverName: 'Someone else' }));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe(messages.logistics.podSubmitted);
    const pods = await apiCall(t, 'GET', `/logistics/jobs/${job.id}/pods`, farmer);
    expect(pods.statusCode, pods.body).toBe(200);
    const [only, ...rest] = pods.json().data as PodView[];
    expect(rest).toHaveLength(0);
    expect(only).toMatchObject({ receiverName: 'Sam at Bury mill', loads: [{ loadId: load.id, netKg: 28_000 }] });
    // The organiser opens the driver's files: shared with it when stored.
    expect((await t.app.inject({ method: 'GET', url: only!.signature.url, headers: farmer })).statusCode).toBe(200);
    expect(only?.photos).toHaveLength(1);
    // Anyone else is told the job does not exist.
    expect((await apiCall(t, 'GET', `/logistics/jobs/${job.id}/pods`, buyer)).statusCode).toBe(404);
  });

  it('checks the POD: at the stop being unloaded, the sample when required, the weights of every load carried', async () => {
    const { job, load, load0, unload } = await drivenJob({ requireGrainSample: true, weighedKg: 28_000 });
    const path = (stopId: string) => `/logistics/driver/jobs/${job.id}/stops/${stopId}/pod`;
    await act(job.id, 'start');
    await act(job.id, 'arrive');
    // Not at an unload stop yet.
    const early = await apiCall(t, 'POST', path(load0.id), driver, pod(load.id, { sample: jpeg }));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messages.logistics.podNotHere);
    await act(job.id, 'depart');
    await act(job.id, 'arrive');
    const fields = async (body: object) => {
      const reply = await apiCall(t, 'POST', path(unload.id), driver, body);
      expect(reply.statusCode, reply.body).toBe(400);
      return (reply.json().validation as { field: string; message: string }[]).map((issue) => [
        issue.field,
        issue.message,
      ]);
    };
    expect(await fields(pod(load.id))).toEqual([['sample', messages.logistics.podSampleRequired]]);
    expect(await fields(pod(load.id, { sample: jpeg, weighbridge: null }))).toEqual([
      ['weighbridge', messages.logistics.podWeighbridgeRequired],
    ]);
    // Weighed at 28 t when loaded: the ticket's net must agree (§5 'Load totals must match').
    const light = pod(load.id, {
      sample: jpeg,
      weighbridge: { ticket: jpeg, loads: [{ loadId: load.id, grossKg: 43_000, tareKg: 16_000, netKg: 27_000 }] },
    });
    expect((await fields(light))[0]?.[0]).toBe('weighbridge.loads.0.netKg');
    const notMine = pod(load.id, {
      sample: jpeg,
      weighbridge: { ticket: jpeg, loads: [{ loadId: job.id, grossKg: 44_000, tareKg: 16_000, netKg: 28_000 }] },
    });
    expect(await fields(notMine)).toEqual([['weighbridge.loads.0.loadId', messages.logistics.podLoadNotCarried]]);
    // The schema's own checks: a file that is not a photo or PDF, and net = gross - tare.
    const wrongType = await apiCall(
      t,
      'POST',
      path(unload.id),
      driver,
      pod(load.id, { signature: 'data:text/html;base64,PGI+' }),
    );
    expect(wrongType.statusCode).toBe(400);
    // Nothing was written by the refusals.
    const [count] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from logistics_pods where job_id = ${job.id}`,
    );
    expect(count?.n).toBe(0);
    expect((await apiCall(t, 'POST', path(unload.id), driver, pod(load.id, { sample: jpeg }))).statusCode).toBe(201);
  });

  it('says a cancelled job can no longer be driven, and keeps the job from another driver (404)', async () => {
    const { job } = await drivenJob();
    expect((await act(job.id, 'start')).statusCode).toBe(200);
    // Another of the carrier's drivers, not allocated this job: as if it did not exist.
    await addDriver(w, w.fenland, w.carrierProfileId);
    expect((await act(job.id, 'arrive', {}, carrier)).statusCode).toBe(404);
    expect((await apiCall(t, 'GET', `/logistics/driver/jobs/${job.id}`, carrier)).statusCode).toBe(404);
    await w.db.update(logisticsJobs).set({ status: 'cancelled-by-organiser' }).where(eq(logisticsJobs.id, job.id));
    const reply = await act(job.id, 'arrive');
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(messages.logistics.jobNotDrivable);
  });

  it('keeps the stops of a job the vehicle has reached: changing them is refused and they stay', async () => {
    const { job, unload } = await drivenJob();
    await act(job.id, 'start');
    await act(job.id, 'arrive');
    const stops = [
      { type: 'load', waypointType: 'farm', name: 'Another store', ...PLACES.hillsideStore },
      { type: 'unload', waypointType: 'port', name: 'Ipswich port', ...PLACES.ipswichPort },
    ];
    const reply = await apiCall(t, 'PATCH', `/logistics/jobs/${job.id}`, farmer, { stops });
    expect(reply.statusCode, reply.body).toBe(409);
    expect(reply.json().message).toBe(messages.logistics.drivenStopsFixed);
    const [kept] = await rows<{ id: string }>(t, sql`select id from logistics_job_stops where id = ${unload.id}`);
    expect(kept?.id).toBe(unload.id);
  });

  it('takes the time an action was done offline, within a day; an older or future time is the server’s', async () => {
    const { job } = await drivenJob();
    const tenMinutesAgo = new Date(t.clock.now().getTime() - 10 * 60_000).toISOString();
    const started = jobOf(await act(job.id, 'start', { at: tenMinutesAgo }));
    expect(started.startedAt).toBe(tenMinutesAgo);
    const lastWeek = new Date(t.clock.now().getTime() - 7 * 86_400_000).toISOString();
    const arrived = jobOf(await act(job.id, 'arrive', { at: lastWeek }));
    const arrivedAt = new Date(arrived.stops[0]?.arrivedAt ?? 0).getTime();
    expect(t.clock.now().getTime() - arrivedAt).toBeLessThan(60_000);
  });

  it('answers a replayed action with its first reply (the offline queue resends with the same key)', async () => {
    const { job } = await drivenJob();
    const headers = { ...driver, 'idempotency-key': `drive-${job.id}` };
    const first = await act(job.id, 'start', {}, headers);
    const replay = await act(job.id, 'start', {}, headers);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(jobOf(replay).startedAt).toBe(jobOf(first).startedAt);
  });
});
