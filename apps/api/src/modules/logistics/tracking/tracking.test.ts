import type { AddressInfo } from 'node:net';
import {
  ETA_NEAR_MINUTES,
  ETA_REFRESH_SECONDS,
  ETA_SLIP_MARGIN_MINUTES,
  estimatedRoute,
  HGV_AVERAGE_KMH,
  jobTrackingSchema,
  messages,
  POSITION_RETENTION_DAYS,
  ROAD_FACTOR,
  TRACK_TRAIL_POSITIONS,
  type JobTracking,
  type JobView,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCall, demoOrganisationIds, signInDemo, type Headers } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { seedContractsWorld } from '../../../../test/contracts-world';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { EventStream } from '../../../../test/event-stream';
import { jobBody, PLACES } from '../../../../test/logistics-world';
import { addLoad, addAllocation, addVehicle, plannerWorld } from '../../../../test/planner-world';
import { expectData, notificationTitles } from '../../../../test/trading-world';
import { seedDemoFleet } from '../../../seed/demo-fleet';
import { updateJob } from '../jobs/queries';
import { POSITIONS_RETENTION_JOB } from './jobs';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Kilometres of a degree of latitude on the sphere the domain's great-circle distance uses. */
const KM_PER_DEGREE = (6371 * Math.PI) / 180;

type Who = 'farmer' | 'carrier' | 'driver' | 'buyer' | 'unvetted' | 'lee';

/** Live tracking (issue 23): positions while driven, the parties' view, ETA notices, retention. */
describe('live tracking of a driven job', () => {
  let t: TestApp;
  let who: Record<Who, Headers>;
  let driverId: string;

  const positionsOf = async (jobId: string) =>
    (await rows<{ n: number }>(t, sql`select count(*)::int as n from logistics_positions where job_id = ${jobId}`))[0]
      ?.n;
  const reading = (point: { lat: number; lon: number }, at = t.clock.now()) => ({
    // A phone's fix: six places (about 10 cm).
    lat: Number(point.lat.toFixed(6)),
    lon: Number(point.lon.toFixed(6)),
    accuracyM: 8,
    speedMps: 20,
    headingDeg: 180,
    at: at.toISOString(),
  });
  const send = (jobId: string, as: Headers, readings: object[]) =>
    apiCall(t, 'POST', `/logistics/driver/jobs/${jobId}/positions`, as, { positions: readings });
  const trackingOf = (jobId: string, as: Headers) => apiCall(t, 'GET', `/logistics/jobs/${jobId}/tracking`, as);
  const db = () => t.app.platform.database.db;

  /** A Hillside job given to Fenland, its load allocated to the demo driver; started when asked (as driving will). */
  async function drivenJob(options: { started: boolean }): Promise<JobView> {
    const { fenland } = await demoOrganisationIds(t);
    const job = await expectData<JobView>(
      await apiCall(
        t,
        'POST',
        '/logistics/jobs',
        who.farmer,
        jobBody(t, { carrierOrganisationId: fenland, priceMinor: 45_000 }, 1),
      ),
      201,
    );
    const world = await plannerWorld(db());
    const load = await addLoad(world, job.id, { weightKg: 29_000 });
    const vehicle = await addVehicle(world, fenland);
    await addAllocation(world, load, {
      carrierId: fenland,
      vehicleId: vehicle.id,
      driverId,
      day: t.clock.now().toISOString().slice(0, 10),
      weightKg: 29_000,
    });
    if (options.started) await updateJob(db(), job.id, { status: 'started', startedAt: t.clock.now() });
    return job;
  }

  /** A point due north of `stop` that the offline router puts `minutes` of driving away. */
  const minutesFrom = (stop: { lat: number; lon: number }, minutes: number) => ({
    lat: stop.lat + ((minutes / 60) * HGV_AVERAGE_KMH) / ROAD_FACTOR / KM_PER_DEGREE,
    lon: stop.lon,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    // Fenland's fleet: the demo driver and Lee Barker registered as its drivers.
    await seedDemoFleet(t.app.platform, t.app.log);
    const [driver] = await rows<{ id: string }>(
      t,
      sql`select d.id from logistics_drivers d join profiles p on p.id = d.profile_id
        join users u on u.id = p.user_id where u.email = 'driver@demo.farm' and d.deleted_at is null`,
    );
    driverId = driver!.id;
  }, 60_000);

  // Access tokens live 15 minutes of the clock, which the ETA tests move on.
  beforeEach(async () => {
    const people = await signInDemo(t, 'farmer', 'carrier', 'driver', 'buyer', 'unvetted');
    who = { ...people, lee: await t.authHeaders('lee.barker@fenlandhaulage.demo') };
  });

  afterAll(async () => t?.close());

  it('refuses positions before the job starts and after it ends (409, nothing stored)', async () => {
    const job = await drivenJob({ started: false });
    const before = await send(job.id, who.driver, [reading(PLACES.hillsideStore)]);
    expect(before.statusCode, before.body).toBe(409);
    expect(before.json()).toMatchObject({ message: messages.logistics.trackingOff });
    expect(await positionsOf(job.id)).toBe(0);

    await updateJob(db(), job.id, { status: 'completed', startedAt: t.clock.now(), completedAt: t.clock.now() });
    const after = await send(job.id, who.driver, [reading(PLACES.buryMill)]);
    expect(after.statusCode, after.body).toBe(409);
    expect(after.json()).toMatchObject({ message: messages.logistics.trackingOff });
    expect(await positionsOf(job.id)).toBe(0);
  });

  it('stores positions while driven, a resent batch once, and nothing from before the start', async () => {
    const job = await drivenJob({ started: true });
    const start = t.clock.now();
    t.clock.advance(30_000);
    const batch = [
      reading(PLACES.hillsideStore, new Date(start.getTime() + 10_000)),
      reading({ lat: 52.37, lon: 1.1 }, new Date(start.getTime() + 20_000)),
      reading({ lat: 52.36, lon: 1.09 }, new Date(start.getTime() + 30_000)),
    ];
    expect(await expectData(await send(job.id, who.driver, batch))).toEqual({ stored: 3 });
    expect(await expectData(await send(job.id, who.driver, batch))).toEqual({ stored: 0 });
    // The phone's reading from before the driver started the job is not the job's.
    expect(
      await expectData(await send(job.id, who.driver, [reading(PLACES.buryMill, new Date(start.getTime() - 1_000))])),
    ).toEqual({ stored: 0 });
    expect(await positionsOf(job.id)).toBe(3);
  });

  it('takes positions only from the allocated driver: another driver or business hears 404', async () => {
    const job = await drivenJob({ started: true });
    for (const as of ['lee', 'carrier', 'buyer', 'farmer', 'unvetted'] as const) {
      const reply = await send(job.id, who[as], [reading(PLACES.hillsideStore)]);
      expect(reply.statusCode, `${as}: ${reply.body}`).toBe(404);
    }
    expect(await positionsOf(job.id)).toBe(0);
  });

  it("answers the job's tracking to both parties and 404 to anyone else", async () => {
    const job = await drivenJob({ started: true });
    const points = Array.from({ length: TRACK_TRAIL_POSITIONS + 5 }, (_, i) => ({
      point: { lat: Number((52.3 + i * 0.001).toFixed(3)), lon: 1.0 },
      at: new Date(t.clock.now().getTime() + i * 1000),
    }));
    t.clock.advance(points.length * 1000);
    await expectData(
      await send(
        job.id,
        who.driver,
        points.map(({ point, at }) => reading(point, at)),
      ),
    );
    for (const as of ['farmer', 'carrier', 'driver'] as const) {
      const view = jobTrackingSchema.parse(await expectData<JobTracking>(await trackingOf(job.id, who[as])));
      expect(view, as).toMatchObject({ jobId: job.id, status: 'started', live: true });
      expect(view.trail).toHaveLength(TRACK_TRAIL_POSITIONS);
      // Oldest first, ending at the last position.
      expect(view.trail.at(-1)).toMatchObject({ lat: points.at(-1)!.point.lat, at: points.at(-1)!.at.toISOString() });
      expect(view.trail[0]!.at < view.trail[1]!.at).toBe(true);
      expect(view.last).toMatchObject({ lat: points.at(-1)!.point.lat, speedMps: 20, headingDeg: 180 });
      // The next stop is the collection at Hillside's store.
      expect(view.eta).toMatchObject({ stopId: job.stops[0]!.id, stopName: job.stops[0]!.name, estimate: true });
    }
    for (const as of ['buyer', 'unvetted', 'lee'] as const) {
      // Lee is a driver of the carrier: he reads its jobs' tracking as the carrier does.
      const status = (await trackingOf(job.id, who[as])).statusCode;
      expect(status, as).toBe(as === 'lee' ? 200 : 404);
    }
  });

  it('tells the organiser the vehicle is about 30 minutes away once, and when it runs late past the margin', async () => {
    const job = await drivenJob({ started: true });
    const stop = PLACES.hillsideStore;
    const reference = job.reference;
    const near = `Job ${reference} about 30 minutes away`;
    const late = `Job ${reference} running late`;
    const titles = async (title: string) =>
      (await notificationTitles(t, 'farmer@demo.farm')).filter((each) => each === title).length;
    const eta = async () => (await expectData<JobTracking>(await trackingOf(job.id, who.farmer))).eta!;
    const drive = async (minutes: number) => {
      t.clock.advance(ETA_REFRESH_SECONDS * 1000);
      await expectData(await send(job.id, who.driver, [reading(minutesFrom(stop, minutes))]));
      return eta();
    };
    const minutesOf = (point: { lat: number; lon: number }) => estimatedRoute([point, stop]).durationSeconds / 60;

    // An hour away: told that ETA, no notice.
    const first = await drive(60);
    expect(minutesOf(minutesFrom(stop, 60))).toBeCloseTo(60, 0);
    const told = Date.parse(first.at);
    expect(await titles(near)).toBe(0);

    // Within the refresh interval the ETA is not worked out again.
    t.clock.advance(10_000);
    await expectData(await send(job.id, who.driver, [reading(minutesFrom(stop, 40))]));
    expect((await eta()).computedAt).toBe(first.computedAt);

    // ETA_NEAR_MINUTES + 1 away: not yet; then inside it: 'near', once only.
    await drive(ETA_NEAR_MINUTES + 1);
    expect(await titles(near)).toBe(0);
    await drive(ETA_NEAR_MINUTES - 1);
    expect(await titles(near)).toBe(1);
    await drive(20);
    expect(await titles(near)).toBe(1);

    // Minutes away that make the next drive's ETA this instant (each drive moves the clock a refresh first).
    const awayFor = (etaAt: number) => (etaAt - t.clock.now().getTime() - ETA_REFRESH_SECONDS * 1000) / MINUTE;
    // Later than told by less than the margin: no slip. Past it: running late, saying when it was expected and is now.
    await drive(awayFor(told + (ETA_SLIP_MARGIN_MINUTES - 1) * MINUTE));
    expect(await titles(late)).toBe(0);
    const slipped = await drive(awayFor(told + (ETA_SLIP_MARGIN_MINUTES + 2) * MINUTE));
    expect(await titles(late)).toBe(1);
    const [notice] = await rows<{ message: string }>(
      t,
      sql`select message from account_notifications where title = ${late} limit 1`,
    );
    const uk = (at: number) =>
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }).format(at);
    expect(notice?.message).toBe(
      `The vehicle on job ${reference} is now expected at ${job.stops[0]!.name} at ${uk(Date.parse(slipped.at))} (was ${uk(told)})`,
    );
    // The slipped ETA is now the one told: a little later again is not a slip, a further slip past the margin is.
    const toldAgain = Date.parse(slipped.at);
    await drive(awayFor(toldAgain + (ETA_SLIP_MARGIN_MINUTES - 1) * MINUTE));
    expect(await titles(late)).toBe(1);
    await drive(awayFor(toldAgain + (ETA_SLIP_MARGIN_MINUTES + 2) * MINUTE));
    expect(await titles(late)).toBe(2);
  });

  it('tells the organiser and the receiving site when the vehicle starts, arrives and completes', async () => {
    await seedContractsWorld(t);
    const { hillside, anglia } = await demoOrganisationIds(t);
    const [delivery] = await rows<{ id: string; contract: string }>(
      t,
      sql`select d.id, c.id as contract from trading_contract_deliveries d
        join trading_contracts c on c.id = d.contract_id
        where c.seller_organisation_id = ${hillside} and c.buyer_organisation_id = ${anglia} limit 1`,
    );
    const job = await drivenJob({ started: false });
    await updateJob(db(), job.id, { contractDeliveryId: delivery!.id });
    const tracking = t.app.platform.services.tracking;
    const titlesOf = async (email: string) =>
      (await notificationTitles(t, email)).filter((title) => title.includes(job.reference));

    await updateJob(db(), job.id, { status: 'started', startedAt: t.clock.now() });
    await tracking.afterDriverAction({ jobId: job.id, action: 'start', stopId: null, at: t.clock.now() });
    expect(await titlesOf('farmer@demo.farm')).toEqual([`Job ${job.reference} started`]);
    expect(await titlesOf('buyer@demo.farm')).toEqual([`Job ${job.reference} started`]);
    // Not the carrier: it is the one driving.
    expect(await titlesOf('carrier@demo.farm')).toEqual([]);
    const [started] = await rows<{ message: string; cta: { actions: { redirect: { path: string } }[] } }>(
      t,
      sql`select n.message, n.call_to_action as cta from account_notifications n join users u on u.id = n.user_id
        where u.email = 'buyer@demo.farm' and n.title = ${`Job ${job.reference} started`}`,
    );
    expect(started?.message).toBe(
      `Fenland Haulage Ltd has started job ${job.reference}: next stop ${job.stops[0]!.name}`,
    );
    // The buyer's site is not a party to the job: its notice leads to the contract.
    expect(started?.cta.actions[0]?.redirect.path).toBe(`/trading/contracts/${delivery!.contract}`);

    // A position gives an ETA; arriving at the stop clears it and tells both.
    t.clock.advance(MINUTE);
    await expectData(await send(job.id, who.driver, [reading(minutesFrom(PLACES.hillsideStore, 45))]));
    expect((await expectData<JobTracking>(await trackingOf(job.id, who.farmer))).eta).not.toBeNull();
    await rows(t, sql`update logistics_job_stops set arrived_at = ${t.clock.now()} where id = ${job.stops[0]!.id}`);
    await updateJob(db(), job.id, { status: 'active' });
    await tracking.afterDriverAction({ jobId: job.id, action: 'arrive', stopId: job.stops[0]!.id, at: t.clock.now() });
    expect((await expectData<JobTracking>(await trackingOf(job.id, who.farmer))).eta).toBeNull();
    expect(await titlesOf('buyer@demo.farm')).toContain(`Job ${job.reference} arrived`);

    await updateJob(db(), job.id, { status: 'completed', completedAt: t.clock.now() });
    await tracking.afterDriverAction({ jobId: job.id, action: 'finish', stopId: null, at: t.clock.now() });
    expect(await titlesOf('farmer@demo.farm')).toContain(`Job ${job.reference} completed`);
    const emails = await rows<{ template: string }>(
      t,
      sql`select template from outbox_messages where subject like ${`%${job.reference}%`} order by created_at`,
    );
    // By email too, to those who chose email for logistics (the demo people keep the default: every channel).
    expect(new Set(emails.map((email) => email.template))).toEqual(
      new Set(['logistics-eta-started', 'logistics-eta-arrived', 'logistics-eta-completed']),
    );
    const view = await expectData<JobTracking>(await trackingOf(job.id, who.farmer));
    expect(view).toMatchObject({ status: 'completed', live: false });
  }, 60_000);

  it("follows the driver's swipes: started, an ETA to the next stop, arrived, and the ETA afresh after leaving", async () => {
    const job = await drivenJob({ started: false });
    await updateJob(db(), job.id, { status: 'booked' });
    const swipe = async (action: string, stopId?: string) =>
      expectData(
        await apiCall(t, 'POST', `/logistics/driver/jobs/${job.id}/actions`, who.driver, {
          action,
          ...(stopId ? { stopId } : {}),
        }),
      );
    const titles = async () =>
      (await notificationTitles(t, 'farmer@demo.farm')).filter((title) => title.includes(job.reference));
    const [collection, mill] = job.stops;

    await swipe('start');
    expect(await titles()).toEqual([`Job ${job.reference} started`]);
    t.clock.advance(MINUTE);
    await expectData(await send(job.id, who.driver, [reading(minutesFrom(PLACES.hillsideStore, 45))]));
    expect((await expectData<JobTracking>(await trackingOf(job.id, who.carrier))).eta).toMatchObject({
      stopId: collection!.id,
    });

    await swipe('arrive', collection!.id);
    expect(await titles()).toContain(`Job ${job.reference} arrived`);
    expect((await expectData<JobTracking>(await trackingOf(job.id, who.carrier))).eta).toBeNull();
    // Leaving the collection works the ETA out afresh, to the mill, from the last position.
    await swipe('depart', collection!.id);
    expect((await expectData<JobTracking>(await trackingOf(job.id, who.carrier))).eta).toMatchObject({
      stopId: mill!.id,
      stopName: mill!.name,
    });
  });

  it('pushes the tracking live to the parties’ open job pages', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/sys/v1/events`;
    const job = await drivenJob({ started: true });
    const organiser = await EventStream.open(base, who.farmer);
    const carrier = await EventStream.open(base, who.carrier);
    try {
      t.clock.advance(1000);
      await expectData(await send(job.id, who.driver, [reading({ lat: 52.31, lon: 1.02 })]));
      for (const stream of [organiser, carrier]) {
        const event = await stream.next(
          (each) => each.event === 'job-tracking' && (each.data as JobTracking).last?.lat === 52.31,
          2_000,
        );
        expect(jobTrackingSchema.parse(event.data)).toMatchObject({ jobId: job.id, live: true });
      }
    } finally {
      organiser.close();
      carrier.close();
    }
  });

  it(`removes positions received more than ${POSITION_RETENTION_DAYS} days ago and keeps newer ones`, async () => {
    const job = await drivenJob({ started: true });
    t.clock.advance(1000);
    await expectData(await send(job.id, who.driver, [reading({ lat: 52.3, lon: 1 })]));
    t.clock.advance(10 * DAY);
    t.clock.advance(1000);
    who.driver = await t.authHeaders('driver@demo.farm');
    await expectData(await send(job.id, who.driver, [reading({ lat: 52.2, lon: 1 })]));
    const run = async () => {
      await t.app.platform.jobs.send(POSITIONS_RETENTION_JOB, {});
      expect(await t.app.platform.jobs.drain(POSITIONS_RETENTION_JOB)).toEqual({ completed: 1, failed: 0 });
    };
    // The first is a minute short of 90 days old: kept.
    t.clock.advance((POSITION_RETENTION_DAYS - 10) * DAY - 1000 - MINUTE);
    await run();
    expect(await positionsOf(job.id)).toBe(2);
    t.clock.advance(2 * MINUTE);
    await run();
    const left = await rows<{ latitude: number }>(
      t,
      sql`select latitude from logistics_positions where job_id = ${job.id}`,
    );
    expect(left.map((row) => row.latitude)).toEqual([52.2]);
  });
});
