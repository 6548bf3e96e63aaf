import { formatMessage, messages, type JobView } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  demoOrganisationIds,
  expectNothingWritten,
  signInDemo,
  type Headers,
} from '../../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { jobBody, loadOnJob, PLACES } from '../../../../test/logistics-world';
import { expectData, HOUR } from '../../../../test/trading-world';

const m = messages.logistics;

describe('haulage jobs (trading-logistics §3-§5, §9)', () => {
  let t: TestApp;
  let who: Record<'farmer' | 'buyer' | 'carrier' | 'driver', Headers>;
  let org: Awaited<ReturnType<typeof demoOrganisationIds>>;

  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, as: Headers, body?: object) =>
    apiCall(t, method, path, as, body);
  const messageOf = (reply: { json(): unknown }) => (reply.json() as { message: string }).message;
  const validationOf = (reply: { json(): unknown }) =>
    (reply.json() as { validation?: { field: string; message: string }[] }).validation ?? [];
  const create = async (body: Record<string, unknown> = {}, hoursAhead?: number) =>
    expectData<JobView>(await call('POST', '/logistics/jobs', who.farmer, jobBody(t, body, hoursAhead)), 201);
  const given = (body: Record<string, unknown> = {}, hoursAhead?: number) =>
    create({ carrierOrganisationId: org.fenland, priceMinor: 45_000, ...body }, hoursAhead);

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    who = await signInDemo(t, 'farmer', 'buyer', 'carrier', 'driver');
    org = await demoOrganisationIds(t);
  });
  afterAll(async () => t?.close());

  describe('making a job', () => {
    it('waits for quotes, with the next J- reference, its stops in order and an estimated route', async () => {
      const job = await create();
      expect(job.reference).toMatch(/^J-\d{6}$/);
      expect(job).toMatchObject({ status: 'awaiting-quotes', displayStatus: 'awaiting-quotes', side: 'organiser' });
      expect(job.organiserName).toBe('Hillside Farm Partnership');
      expect(job.stops.map((stop) => [stop.position, stop.type, stop.name])).toEqual([
        [0, 'load', 'Hillside Farm grain store'],
        [1, 'unload', 'Bury St Edmunds mill'],
      ]);
      expect(job.route).toMatchObject({ estimate: true, provider: 'estimate' });
      // About 32 km as the crow flies, times the road factor.
      expect(job.route?.distanceMetres).toBeGreaterThan(38_000);
      expect(job.route?.distanceMetres).toBeLessThan(45_000);
      expect(job.route?.geometry).toEqual([
        [PLACES.hillsideStore.lon, PLACES.hillsideStore.lat],
        [PLACES.buryMill.lon, PLACES.buryMill.lat],
      ]);
      expect(job.actions).toEqual(['edit', 'cancel']);
    });

    it('is assigned straight away when given to a carrier at a price agreed with it', async () => {
      const job = await given();
      expect(job).toMatchObject({ status: 'assigned', carrierName: 'Fenland Haulage Ltd', priceMinor: 45_000 });
    });

    it('keeps a reference the organiser gives, and refuses one already taken', async () => {
      const job = await create({ reference: 'HILL-WHEAT-7' });
      expect(job.reference).toBe('HILL-WHEAT-7');
      const again = await call('POST', '/logistics/jobs', who.farmer, jobBody(t, { reference: 'HILL-WHEAT-7' }));
      expect(again.statusCode).toBe(400);
      expect(validationOf(again)).toEqual([{ field: 'reference', message: m.referenceTaken }]);
    });

    it('refuses too few stops, a stop without a location, nowhere to unload, or a route that goes nowhere', async () => {
      const [load, unload] = jobBody(t).stops;
      const cases: [object[], { field: string; message: string }[]][] = [
        [[load!], [{ field: 'stops', message: formatMessage(m.minStops, { count: 2 }) }]],
        [[load!, { ...unload!, lat: null, lon: null }], [{ field: 'stops.1', message: m.stopLocationRequired }]],
        [[load!, { ...unload!, type: 'load' }], [{ field: 'stops', message: m.loadAndUnloadStops }]],
        [[load!, { ...unload!, ...PLACES.hillsideStore }], [{ field: 'stops', message: m.routeInvalid }]],
      ];
      await expectNothingWritten(t, ['logistics_jobs', 'logistics_job_stops'], async () => {
        for (const [stops, validation] of cases) {
          const reply = await call('POST', '/logistics/jobs', who.farmer, jobBody(t, { stops }));
          expect(reply.statusCode).toBe(400);
          expect(validationOf(reply)).toEqual(validation);
        }
      });
    });

    it('refuses a carrier that is no haulier, a carrier without the price, and a dummy price', async () => {
      const notCarrier = await call(
        'POST',
        '/logistics/jobs',
        who.farmer,
        jobBody(t, { carrierOrganisationId: org.anglia, priceMinor: 45_000 }),
      );
      expect(validationOf(notCarrier).map((issue) => issue.field)).toEqual(['carrierOrganisationId']);
      const noPrice = await call(
        'POST',
        '/logistics/jobs',
        who.farmer,
        jobBody(t, { carrierOrganisationId: org.fenland }),
      );
      expect(validationOf(noPrice)).toEqual([{ field: 'priceMinor', message: m.jobPriceRequired }]);
      const dummy = await call('POST', '/logistics/jobs', who.farmer, jobBody(t, { priceMinor: 12_300 }));
      expect(validationOf(dummy)).toEqual([{ field: 'priceMinor', message: messages.validation.realisticPrice }]);
    });

    it('is for organisers: a driver may not make one', async () => {
      expect((await call('POST', '/logistics/jobs', who.driver, jobBody(t))).statusCode).toBe(403);
    });
  });

  describe('who sees a job (tenancy)', () => {
    it('shows the organiser and the carrier it was given to; anyone else is answered 404', async () => {
      const job = await given();
      const asCarrier = await expectData<JobView>(await call('GET', `/logistics/jobs/${job.id}`, who.carrier));
      expect(asCarrier).toMatchObject({ side: 'carrier', actions: ['book', 'decline', 'cancel'] });
      const asDriver = await expectData<JobView>(await call('GET', `/logistics/jobs/${job.id}`, who.driver));
      expect(asDriver.side).toBe('carrier');
      expect((await call('GET', `/logistics/jobs/${job.id}`, who.buyer)).statusCode).toBe(404);
    });

    it('hides a job waiting for quotes from carriers not asked', async () => {
      const job = await create();
      expect((await call('GET', `/logistics/jobs/${job.id}`, who.carrier)).statusCode).toBe(404);
      expect((await call('POST', `/logistics/jobs/${job.id}/decline`, who.carrier, {})).statusCode).toBe(404);
    });
  });

  describe('changing a job, and re-routes (§9: amendments open for 72 hours)', () => {
    it('changes anything before a carrier has it, working the route out again', async () => {
      const job = await create();
      const [load] = jobBody(t).stops;
      const stops = [load, { type: 'unload', waypointType: 'port', name: 'Ipswich port', ...PLACES.ipswichPort }];
      const changed = await expectData<JobView>(
        await call('PATCH', `/logistics/jobs/${job.id}`, who.farmer, { stops, priceMinor: 50_000, type: 'feed' }),
      );
      expect(changed).toMatchObject({ status: 'awaiting-quotes', type: 'feed', priceMinor: 50_000, reroutedAt: null });
      expect(changed.stops[1]?.name).toBe('Ipswich port');
      expect(changed.route?.distanceMetres).not.toBe(job.route?.distanceMetres);
    });

    it("changes the organiser's reference, without re-routing; another job's reference is refused on the field", async () => {
      const job = await given();
      const other = await create();
      const renamed = await expectData<JobView>(
        await call('PATCH', `/logistics/jobs/${job.id}`, who.farmer, { reference: `${job.reference}-B` }),
      );
      expect(renamed).toMatchObject({ reference: `${job.reference}-B`, status: 'assigned', reroutedAt: null });
      const taken = await call('PATCH', `/logistics/jobs/${job.id}`, who.farmer, { reference: other.reference });
      expect(taken.statusCode).toBe(400);
      expect(validationOf(taken)).toEqual([{ field: 'reference', message: m.referenceTaken }]);
    });

    it('after assignment, refuses a price change until a re-route, then keeps it open for 72 hours', async () => {
      const job = await given();
      const price = (priceMinor: number) => call('PATCH', `/logistics/jobs/${job.id}`, who.farmer, { priceMinor });
      const closed = formatMessage(m.amendmentWindowClosed, { hours: 72 });

      const early = await price(47_000);
      expect(early.statusCode).toBe(409);
      expect(messageOf(early)).toBe(closed);

      const [load] = jobBody(t).stops;
      const rerouted = await expectData<JobView>(
        await call('PATCH', `/logistics/jobs/${job.id}`, who.farmer, {
          stops: [load, { type: 'unload', waypointType: 'port', name: 'Ipswich port', ...PLACES.ipswichPort }],
        }),
      );
      expect(rerouted.status).toBe('re-routed');
      const reroutedAt = new Date(rerouted.reroutedAt ?? '').getTime();
      expect(rerouted.amendmentsCloseAt).toBe(new Date(reroutedAt + 72 * HOUR).toISOString());
      expect(rerouted.actions).toContain('amend');

      t.clock.advance(reroutedAt + 72 * HOUR - 60_000 - t.clock.now().getTime());
      const farmer = (await signInDemo(t, 'farmer')).farmer;
      const inTime = await call('PATCH', `/logistics/jobs/${job.id}`, farmer, {
        priceMinor: 47_000,
        driverNotes: 'Ring ahead',
      });
      expect(await expectData<JobView>(inTime)).toMatchObject({ priceMinor: 47_000, driverNotes: 'Ring ahead' });

      t.clock.advance(reroutedAt + 72 * HOUR - t.clock.now().getTime());
      const late = await call('PATCH', `/logistics/jobs/${job.id}`, farmer, { priceMinor: 48_000 });
      expect(late.statusCode).toBe(409);
      expect(messageOf(late)).toBe(closed);
      who = { ...who, ...(await signInDemo(t, 'farmer', 'buyer', 'carrier', 'driver')) };
    });

    it('lets only the organiser change it', async () => {
      const job = await given();
      expect((await call('PATCH', `/logistics/jobs/${job.id}`, who.carrier, { driverNotes: 'x' })).statusCode).toBe(
        403,
      );
    });
  });

  describe('moves', () => {
    it('cancelled by the organiser: ended, no longer active, and its details unavailable to the carrier', async () => {
      const job = await given();
      const cancelled = await expectData<JobView>(
        await call('POST', `/logistics/jobs/${job.id}/cancel`, who.farmer, { reason: 'Sold ex-store instead' }),
      );
      expect(cancelled).toMatchObject({
        status: 'cancelled-by-organiser',
        cancelReason: 'Sold ex-store instead',
        actions: [],
      });
      const again = await call('POST', `/logistics/jobs/${job.id}/cancel`, who.farmer, {});
      expect([again.statusCode, messageOf(again)]).toEqual([409, m.jobNoLongerActive]);
      const carrierRead = await call('GET', `/logistics/jobs/${job.id}`, who.carrier);
      expect([carrierRead.statusCode, messageOf(carrierRead)]).toEqual([404, m.cancelledJobUnavailable]);
      const edit = await call('PATCH', `/logistics/jobs/${job.id}`, who.farmer, { driverNotes: 'x' });
      expect([edit.statusCode, messageOf(edit)]).toEqual([409, m.jobNoLongerActive]);
    });

    it('cancelled by the carrier, or declined while assigned', async () => {
      const one = await given();
      expect(
        await expectData<JobView>(await call('POST', `/logistics/jobs/${one.id}/cancel`, who.carrier, {})),
      ).toMatchObject({
        status: 'cancelled-by-carrier',
      });
      const two = await given();
      expect(
        await expectData<JobView>(await call('POST', `/logistics/jobs/${two.id}/decline`, who.carrier, {})),
      ).toMatchObject({
        status: 'declined',
        drivable: false,
      });
      const farmerSees = await expectData<JobView>(await call('GET', `/logistics/jobs/${two.id}`, who.farmer));
      expect(farmerSees.status).toBe('declined');
    });

    it('a driver (read only) may not cancel, decline or book', async () => {
      const job = await given();
      for (const action of ['cancel', 'decline', 'book']) {
        expect((await call('POST', `/logistics/jobs/${job.id}/${action}`, who.driver, {})).statusCode).toBe(403);
      }
    });

    it('books only once the whole load is allocated, then reads upcoming within a day of pickup', async () => {
      const job = await given({}, 30);
      const book = () => call('POST', `/logistics/jobs/${job.id}/book`, who.carrier);
      const bare = await book();
      expect([bare.statusCode, messageOf(bare)]).toEqual([409, m.wholeLoadAllocated]);
      const ids = { id: job.id, organiserOrganisationId: org.hillside, carrierOrganisationId: org.fenland };
      await loadOnJob(t, ids, { weightKg: 29_000, allocated: false });
      expect((await book()).statusCode).toBe(409);
      await loadOnJob(t, ids, { weightKg: 28_000, allocated: true });
      expect((await book()).statusCode).toBe(409);

      const allocated = await given({}, 30);
      await loadOnJob(t, { ...ids, id: allocated.id }, { weightKg: 29_000, allocated: true });
      const booked = await expectData<JobView>(await call('POST', `/logistics/jobs/${allocated.id}/book`, who.carrier));
      expect(booked).toMatchObject({ status: 'booked', displayStatus: 'booked', drivable: true });
      t.clock.advance(7 * HOUR);
      who = { ...who, ...(await signInDemo(t, 'farmer', 'buyer', 'carrier', 'driver')) };
      const soon = await expectData<JobView>(await call('GET', `/logistics/jobs/${allocated.id}`, who.farmer));
      expect(soon).toMatchObject({ status: 'booked', displayStatus: 'upcoming' });
      const twice = await call('POST', `/logistics/jobs/${allocated.id}/book`, who.carrier);
      expect(twice.statusCode).toBe(409);
      const decline = await call('POST', `/logistics/jobs/${allocated.id}/decline`, who.carrier, {});
      expect([decline.statusCode, messageOf(decline)]).toEqual([
        409,
        formatMessage(m.jobMoveRefused, { status: 'booked', action: 'declined' }),
      ]);
    });
  });
});
