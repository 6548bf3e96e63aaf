import {
  bucketForCategory,
  loadStatus,
  messages,
  type HarvestPlanDetail,
  type FileCategory,
  type JobLoads,
  type LoadImportResult,
  type LoadView,
  type UploadedFile,
} from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  demoOrganisationIds,
  expectNothingWritten,
  signInDemo,
  validationFields,
  type Headers,
} from '../../../../test/api-calls';
import { rows, userIdOf } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { multipartBody } from '../../../../test/multipart';
import { logisticsLoads } from './tables';
import { loadStatusSql } from './queries';

const m = messages.logistics;
const LOAD_TABLES = ['logistics_loads'] as const;

describe('loads (trading-logistics §3 Load, §4, §5) and the CSV load upload (§2)', () => {
  let t: TestApp;
  let farmer: Headers;
  let carrier: Headers;
  let buyer: Headers;
  let driver: Headers;
  let orgs: Awaited<ReturnType<typeof demoOrganisationIds>>;
  const jobs = { given: '', open: '', anglia: '' };
  const fleet = { vehicle: '', driver: '' };
  let key = 0;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, who: Headers, body?: object) =>
    apiCall(t, method, `/logistics${path}`, { ...who, 'idempotency-key': `loads-${++key}` }, body);
  async function made(body: object, who: Headers = farmer): Promise<LoadView> {
    const reply = await call('POST', '/loads', who, body);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data as LoadView;
  }
  const read = async (id: string, who: Headers = farmer) => {
    const reply = await call('GET', `/loads/${id}`, who);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data as LoadView;
  };

  async function upload(who: Headers, type: FileCategory = 'weighbridge'): Promise<string> {
    const { payload, contentType } = multipartBody([
      { name: 'bucket', value: bucketForCategory(type) },
      { name: 'type', value: type },
      { name: 'file', filename: 'ticket.txt', data: Buffer.from('net 29.00 t\n', 'utf8'), contentType: 'text/plain' },
    ]);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/system/files',
      payload,
      headers: { ...who, 'content-type': contentType },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return (reply.json().data as UploadedFile[])[0]!.id;
  }

  /** A job straight in the foundation's table (the jobs part is another branch's). */
  async function job(reference: string, organiser: string, carrierId: string | null): Promise<string> {
    const [row] = await rows<{ id: string }>(
      t,
      sql`insert into logistics_jobs (reference, organiser_organisation_id, carrier_organisation_id, type, status,
        pickup_at, created_at, updated_at)
        values (${reference}, ${organiser}, ${carrierId}, 'grain', ${carrierId ? 'assigned' : 'awaiting-quotes'},
        now(), now(), now()) returning id`,
    );
    return row!.id;
  }
  async function allocate(loadId: string, weightKg: number) {
    await rows(
      t,
      sql`insert into logistics_load_allocations (load_id, carrier_organisation_id, vehicle_id, driver_id, day,
        weight_kg, created_at) values (${loadId}, ${orgs.fenland}, ${fleet.vehicle}, ${fleet.driver}, '2026-08-14',
        ${weightKg}, now()) returning id`,
    );
  }

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ farmer, carrier, buyer, driver } = await signInDemo(t, 'farmer', 'carrier', 'buyer', 'driver'));
    orgs = await demoOrganisationIds(t);
    jobs.given = await job('J-LOADS-1', orgs.hillside, orgs.fenland);
    jobs.open = await job('J-LOADS-2', orgs.hillside, null);
    jobs.anglia = await job('J-LOADS-3', orgs.anglia, orgs.fenland);
    const [vehicle] = await rows<{ id: string }>(
      t,
      sql`insert into logistics_vehicles (organisation_id, registration, type, payload_kg, created_at, updated_at)
        values (${orgs.fenland}, 'AB12 CDE', 'artic-cab', 29000, now(), now()) returning id`,
    );
    const [profile] = await rows<{ id: string }>(
      t,
      sql`select id from profiles where user_id = ${await userIdOf(t, 'driver@demo.farm')} limit 1`,
    );
    const [driverRow] = await rows<{ id: string }>(
      t,
      sql`insert into logistics_drivers (organisation_id, profile_id, driver_number, created_at, updated_at)
        values (${orgs.fenland}, ${profile!.id}, 'MORGA657054SM9IJ', now(), now()) returning id`,
    );
    fleet.vehicle = vehicle!.id;
    fleet.driver = driverRow!.id;
  }, 120_000);

  afterAll(() => t.close());

  describe('a load', () => {
    it('is numbered LD- when no reference is given, pending until it is on a job with a day, then planned', async () => {
      const pending = await made({ weightKg: 29_000, commodityId: 'wheat' });
      expect(pending).toMatchObject({
        reference: expect.stringMatching(/^LD-\d{6}$/),
        status: 'pending',
        allocatedKg: 0,
      });
      const next = await made({ weightKg: 1_000 });
      expect(Number(next.reference.slice(3))).toBeGreaterThan(Number(pending.reference.slice(3)));
      const planned = await made({ reference: 'HS-1', jobId: jobs.given, plannedDate: '2026-08-14', weightKg: 29_000 });
      expect(planned).toMatchObject({
        status: 'planned',
        jobReference: 'J-LOADS-1',
        carrierOrganisationId: orgs.fenland,
      });
      expect((await read(planned.id)).status).toBe('planned');
    });

    it('keeps a reference unique within the organisation (409), never across organisations', async () => {
      await made({ reference: 'HS-DUP', weightKg: 500 });
      await expectNothingWritten(t, LOAD_TABLES, async () => {
        const again = await call('POST', '/loads', farmer, { reference: 'hs-dup'.toUpperCase(), weightKg: 600 });
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(m.loadReferenceTaken);
      });
      await made({ reference: 'HS-DUP', weightKg: 500 }, buyer);
    });

    it('refuses bad input with the field named, and writes nothing', async () => {
      await expectNothingWritten(t, LOAD_TABLES, async () => {
        const cases: [object, string][] = [
          [{ weightKg: 0 }, 'weightKg'],
          [{ weightKg: 1.5 }, 'weightKg'],
          [{ weightKg: 100, commodityId: 'unobtainium' }, 'commodityId'],
          [{ weightKg: 100, jobId: jobs.anglia }, 'jobId'],
          [{ weightKg: 100, plannedDate: '2026-02-30' }, 'plannedDate'],
          [{ weightKg: 100, fullWeightKg: 10_000, emptyWeightKg: 15_000 }, 'emptyWeightKg'],
          [{ weightKg: 100, sampleFileId: '00000000-0000-4000-8000-000000000000' }, 'sampleFileId'],
          [{ weightKg: 100, harvestPlanId: '00000000-0000-4000-8000-000000000000' }, 'harvestLoadId'],
          [{ weightKg: 100, reference: ' ' }, 'reference'],
        ];
        for (const [body, field] of cases) {
          const reply = await call('POST', '/loads', farmer, body);
          expect(reply.statusCode, JSON.stringify(body)).toBe(400);
          expect(validationFields(reply)).toContain(field);
        }
      });
      const other = await call('POST', '/loads', farmer, { weightKg: 100, jobId: jobs.anglia });
      expect(other.json().validation).toEqual([{ field: 'jobId', message: m.loadJobNotFound }]);
      // Moving a load onto another business's job (the modal's job picker lists only the organiser's own) is refused too.
      const mine = await made({ weightKg: 100 });
      const moved = await call('PATCH', `/loads/${mine.id}`, farmer, { jobId: jobs.anglia });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().validation).toEqual([{ field: 'jobId', message: m.loadJobNotFound }]);
      const onOwn = await call('PATCH', `/loads/${mine.id}`, farmer, { jobId: jobs.open });
      expect(onOwn.statusCode, onOwn.body).toBe(200);
    });

    it('is read by its organiser and the carrier of its job; anyone else hears load not found (404)', async () => {
      const load = await made({ jobId: jobs.given, plannedDate: '2026-08-14', weightKg: 29_000 });
      await read(load.id, carrier);
      for (const who of [buyer]) {
        const reply = await call('GET', `/loads/${load.id}`, who);
        expect(reply.statusCode).toBe(404);
        expect(reply.json().message).toBe('Load not found, please check link and try again');
      }
      // On a job no carrier has: the carrier cannot see it.
      const open = await made({ jobId: jobs.open, weightKg: 1_000 });
      expect((await call('GET', `/loads/${open.id}`, carrier)).statusCode).toBe(404);
      // The carrier reads, but never writes, the organiser's load.
      expect((await call('PATCH', `/loads/${load.id}`, carrier, { weightKg: 1 })).statusCode).toBe(404);
      expect((await call('DELETE', `/loads/${load.id}`, carrier)).statusCode).toBe(404);
      // The driver holds logistics.carrier at read: no tipping yet (the driver app comes next).
      expect((await call('GET', `/loads/${load.id}`, driver)).statusCode).toBe(200);
    });

    it('is changed by its organiser, the weighing checked with what is stored', async () => {
      const load = await made({ weightKg: 29_000, fullWeightKg: 44_000 });
      const bad = await call('PATCH', `/loads/${load.id}`, farmer, { emptyWeightKg: 45_000 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().validation).toEqual([{ field: 'emptyWeightKg', message: m.loadEmptyOverFull }]);
      const good = await call('PATCH', `/loads/${load.id}`, farmer, {
        emptyWeightKg: 15_000,
        jobId: jobs.given,
        plannedDate: '2026-08-15',
        notes: 'Gate code 1234',
      });
      expect(good.statusCode, good.body).toBe(200);
      expect(good.json().data).toMatchObject({ loadedNetKg: 29_000, status: 'planned', notes: 'Gate code 1234' });
    });

    it('reads allocated and over-allocated from the planner’s allocations', async () => {
      const load = await made({ jobId: jobs.given, plannedDate: '2026-08-14', weightKg: 29_000 });
      await allocate(load.id, 10_000);
      expect(await read(load.id)).toMatchObject({ status: 'planned', allocatedKg: 10_000 });
      await allocate(load.id, 19_000);
      expect(await read(load.id)).toMatchObject({ status: 'allocated', allocatedKg: 29_000 });
      await allocate(load.id, 1);
      expect((await read(load.id)).status).toBe('over-allocated');
    });
  });

  describe('tipping (PUT .../tipped)', () => {
    const tipping = (file: string, over: object = {}) => ({
      grossKg: 44_000,
      tareKg: 15_000,
      netKg: 29_000,
      tippedQuantityKg: 29_000,
      weighbridgeFileId: file,
      ...over,
    });

    it('is recorded by the carrier of the job, the ticket shared with the organiser: delivered', async () => {
      const load = await made({ jobId: jobs.given, plannedDate: '2026-08-14', weightKg: 29_000 });
      const ticket = await upload(carrier);
      const reply = await call('PUT', `/loads/${load.id}/tipped`, carrier, tipping(ticket));
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().data).toMatchObject({ status: 'delivered', grossKg: 44_000, tareKg: 15_000, netKg: 29_000 });
      expect((await apiCall(t, 'GET', `/system/files/${ticket}`, farmer)).statusCode).toBe(200);
      // Delivered: its weights no longer change.
      const late = await call('PATCH', `/loads/${load.id}`, farmer, { weightKg: 28_000 });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(m.loadWeighedDelivered);
    });

    it("holds the net tipped to the net loaded: 'Load totals must match across load and unload fields'", async () => {
      const load = await made({ weightKg: 29_000, fullWeightKg: 44_000, emptyWeightKg: 15_020 });
      const ticket = await upload(farmer);
      const off = await call('PUT', `/loads/${load.id}/tipped`, farmer, tipping(ticket));
      expect(off.statusCode).toBe(400);
      expect(off.json().validation).toEqual([
        { field: 'netKg', message: 'Load totals must match across load and unload fields' },
      ]);
      const over = await call('PUT', `/loads/${load.id}/tipped`, farmer, tipping(ticket, { tippedQuantityKg: 29_001 }));
      expect(over.json().validation).toContainEqual({
        field: 'tippedQuantityKg',
        message: 'Value exceeds all available loads',
      });
      const right = await call(
        'PUT',
        `/loads/${load.id}/tipped`,
        farmer,
        tipping(ticket, { tareKg: 15_020, netKg: 28_980, tippedQuantityKg: 28_980 }),
      );
      expect(right.statusCode, right.body).toBe(200);
    });

    it('refuses a ticket the caller cannot read, and a load of a job the carrier was not given', async () => {
      const load = await made({ jobId: jobs.open, weightKg: 29_000 });
      const theirs = await upload(buyer);
      const reply = await call('PUT', `/loads/${load.id}/tipped`, farmer, tipping(theirs));
      expect(reply.statusCode).toBe(400);
      expect(validationFields(reply)).toEqual(['weighbridgeFileId']);
      const ticket = await upload(carrier);
      expect((await call('PUT', `/loads/${load.id}/tipped`, carrier, tipping(ticket))).statusCode).toBe(404);
    });
  });

  it("lists a job's loads to its organiser and carrier with the loaded and unloaded totals", async () => {
    const jobId = await job('J-LOADS-4', orgs.hillside, orgs.fenland);
    const a = await made({ jobId, plannedDate: '2026-08-20', weightKg: 29_000, reference: 'T-A' });
    await made({ jobId, plannedDate: '2026-08-21', weightKg: 28_000, reference: 'T-B' });
    const listed = async (who: Headers) => {
      const reply = await call('GET', `/jobs/${jobId}/loads`, who);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().data as JobLoads;
    };
    expect(await listed(farmer)).toMatchObject({ loadedKg: 57_000, unloadedKg: 0, totalsIssue: null });
    expect((await listed(carrier)).loads.map((load) => load.reference)).toEqual(['T-A', 'T-B']);
    expect((await call('GET', `/jobs/${jobId}/loads`, buyer)).statusCode).toBe(404);
    expect((await call('GET', `/jobs/${jobs.open}/loads`, carrier)).statusCode).toBe(404);
    await call('PUT', `/loads/${a.id}/tipped`, carrier, {
      grossKg: 44_000,
      tareKg: 15_000,
      netKg: 29_000,
      tippedQuantityKg: 29_000,
      weighbridgeFileId: await upload(carrier),
    });
    expect((await listed(farmer)).unloadedKg).toBe(29_000);
  });

  it('reads the same status in SQL as the domain’s loadStatus, for every load', async () => {
    const whole = await made({ jobId: jobs.given, plannedDate: '2026-08-16', weightKg: 12_000 });
    await allocate(whole.id, 12_000);
    const found = await t.app.platform.database.db
      .select({
        jobId: logisticsLoads.jobId,
        plannedDate: logisticsLoads.plannedDate,
        weightKg: logisticsLoads.weightKg,
        tippedQuantityKg: logisticsLoads.tippedQuantityKg,
        allocatedKg: sql<string>`(select coalesce(sum(weight_kg), 0) from logistics_load_allocations a
          where a.load_id = logistics_loads.id)`,
        status: loadStatusSql,
      })
      .from(logisticsLoads);
    const statuses = new Set<string>();
    for (const row of found) {
      const facts = {
        planned: row.jobId !== null && row.plannedDate !== null,
        weightKg: row.weightKg,
        allocatedKg: Number(row.allocatedKg),
        tippedQuantityKg: row.tippedQuantityKg,
      };
      expect(row.status, JSON.stringify(facts)).toBe(loadStatus(facts));
      statuses.add(row.status);
    }
    expect([...statuses].sort()).toEqual(['allocated', 'delivered', 'over-allocated', 'pending', 'planned']);
  });

  describe('the loads search (GET /api/search/logistics/loads)', () => {
    type Reply = { totalDocs: number; docs: LoadView[]; facets: Record<string, { id: string; count: number }[]> };
    const search = async (query: string, who: Headers = farmer) => {
      const reply = await apiCall(t, 'GET', `/search/logistics/loads${query}`, who);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().data as Reply;
    };

    it('finds the organiser’s loads and the carrier’s hauled ones, faceted by status and commodity', async () => {
      const mine = await search('?limit=100');
      expect(mine.docs.every((load) => load.organisationId === orgs.hillside)).toBe(true);
      const statuses = new Map(mine.facets.status?.map((term) => [term.id, term.count]));
      const delivered = await search('?f=status:delivered&limit=100');
      expect(delivered.totalDocs).toBe(statuses.get('delivered'));
      expect(delivered.docs.every((load) => load.status === 'delivered')).toBe(true);
      expect(mine.facets.commodity?.map((term) => term.id)).toContain('wheat');
      const hauled = await search(`?f=carrierId:${orgs.fenland}&limit=100`, carrier);
      expect(hauled.totalDocs).toBeGreaterThan(0);
      expect(hauled.docs.every((load) => load.carrierOrganisationId === orgs.fenland)).toBe(true);
      // Anglia sees only its own.
      const theirs = await search('?limit=100', buyer);
      expect(theirs.docs.every((load) => load.organisationId === orgs.anglia)).toBe(true);
      const onJob = await search(`?f=jobId:${jobs.open}`);
      expect(onJob.docs.every((load) => load.jobId === jobs.open)).toBe(true);
    });

    it('exports the same search as CSV, weights in the person’s unit', async () => {
      const reply = await apiCall(t, 'GET', '/search/logistics/loads?format=csv&f=status:delivered', farmer);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain('text/csv');
      const [header, first] = reply.body.split('\r\n');
      expect(header).toBe(
        'Reference,Job reference,Organiser,Carrier,Commodity,Planned date,Status,Weight (t),Allocated (t),Net (t),Tipped (t),Notes',
      );
      expect(first).toContain('Hillside Farm Partnership');
    });

    it('refuses an unknown filter (400) and an unknown list (404)', async () => {
      expect((await apiCall(t, 'GET', '/search/logistics/loads?f=colour:red', farmer)).statusCode).toBe(400);
      expect((await apiCall(t, 'GET', '/search/logistics/lorries', farmer)).statusCode).toBe(404);
    });
  });

  describe('deleting', () => {
    it('takes a harvest’s load off the harvest, its sample deleted too, and its allocations go', async () => {
      const units = await rows<{ id: string; name: string }>(t, sql`select id, name from business_units`);
      const unit = (name: string) => units.find((each) => each.name === name)!.id;
      const inventory = (method: 'POST' | 'GET', path: string, body?: object) =>
        apiCall(t, method, `/inventory${path}`, farmer, body);
      const field = await inventory('POST', '/storages', {
        type: 'field',
        businessUnitId: unit('Hillside Farm'),
        name: 'Loads field',
        areaHa: 10,
        fieldType: 'arable',
        commodityId: 'wheat',
        expectedYieldTonnesPerHectare: 8,
      });
      const store = await inventory('POST', '/storages', {
        type: 'store',
        businessUnitId: unit('Hillside Grain Store'),
        name: 'Loads shed',
        capacityKg: 200_000,
      });
      const plan = await inventory('POST', '/harvest-plans', {
        fieldId: field.json().data.id,
        commodityId: 'wheat',
        harvestYear: 2026,
      });
      const planId = plan.json().data.id as string;
      const sample = await upload(farmer, 'sample');
      const harvestLoad = await inventory('POST', `/harvest-plans/${planId}/loads`, {
        destinationStorageId: store.json().data.id,
        quantityKg: 29_000,
        startDate: calendarDateIn(t.clock.now(), 'GB'),
        status: 'planned',
        sampleFileId: sample,
      });
      expect(harvestLoad.statusCode, harvestLoad.body).toBe(201);
      const load = await made({
        jobId: jobs.given,
        plannedDate: '2026-08-14',
        weightKg: 29_000,
        harvestPlanId: planId,
        harvestLoadId: harvestLoad.json().data.id,
        sampleFileId: sample,
      });
      await allocate(load.id, 29_000);
      const gone = await call('DELETE', `/loads/${load.id}`, farmer);
      expect(gone.statusCode, gone.body).toBe(200);
      expect((await call('GET', `/loads/${load.id}`, farmer)).statusCode).toBe(404);
      const after = (await inventory('GET', `/harvest-plans/${planId}`)).json().data as HarvestPlanDetail;
      expect(after.loads).toEqual([]);
      expect((await apiCall(t, 'GET', `/system/files/${sample}`, farmer)).statusCode).toBe(404);
      const [left] = await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from logistics_load_allocations where load_id = ${load.id}`,
      );
      expect(left!.n).toBe(0);
    });
  });

  describe('the CSV load upload', () => {
    const HEADER = 'Reference,Job reference,Commodity,Planned date,Weight (t),Notes';
    const upload50 = (prefix: string, count: number) =>
      [
        HEADER,
        ...Array.from({ length: count }, (_, i) => `${prefix}-${i + 1},J-LOADS-1,Wheat,14/08/2026,29,Row ${i + 1}`),
      ]
        .map((line) => `${line}\r\n`)
        .join('');
    const importCsv = (csv: string, dryRun: boolean, who: Headers = farmer) =>
      call('POST', '/loads/import', who, { csv, dryRun });

    it('lists every bad row in a dry run, refuses the real run (422), and writes nothing either way', async () => {
      const csv = [HEADER, 'UP-1,J-NOPE,Wheat,,29,', 'UP-2,,Quinoa,2026-13-01,29,', 'UP-3,,Wheat,,29.5,ok'].join(
        '\r\n',
      );
      await expectNothingWritten(t, LOAD_TABLES, async () => {
        const dry = await importCsv(csv, true);
        expect(dry.statusCode, dry.body).toBe(200);
        expect(dry.json().data).toEqual({
          dryRun: true,
          rows: 3,
          valid: 1,
          imported: 0,
          skipped: 0,
          issues: [
            { row: 2, field: 'Job reference', message: 'No job of yours has the reference J-NOPE' },
            { row: 3, field: 'Commodity', message: 'There is no crop called Quinoa' },
            { row: 3, field: 'Planned date', message: m.loadImportDate },
          ],
        });
        const real = await importCsv(csv, false);
        expect(real.statusCode).toBe(422);
        expect(real.json().message).toBe(messages.inventory.importNothingWritten);
        expect(real.json().validation[0]).toEqual({
          field: 'Job reference',
          message: 'Row 2: No job of yours has the reference J-NOPE',
        });
      });
      // Another organisation's job reference is not found either.
      const theirs = await importCsv([HEADER, 'UP-9,J-LOADS-3,Wheat,,29,'].join('\r\n'), true);
      expect(theirs.json().data.issues).toHaveLength(1);
    });

    it('imports 60 loads in one go after a dry run, quickly, and adds nothing when sent again', async () => {
      const csv = upload50('BULK', 60);
      const dry = await importCsv(csv, true);
      expect(dry.json().data).toMatchObject({ rows: 60, valid: 60, imported: 0, issues: [] });
      const started = performance.now();
      const real = await importCsv(csv, false);
      expect(real.statusCode, real.body).toBe(200);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(real.json().data as LoadImportResult).toMatchObject({ imported: 60, skipped: 0 });
      const [count] = await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from logistics_loads where reference like 'BULK-%' and job_id = ${jobs.given}`,
      );
      expect(count!.n).toBe(60);
      const again = await importCsv(csv, false);
      expect(again.json().data).toMatchObject({ imported: 0, skipped: 60 });
    });

    it('refuses a file that is not an upload’s as a whole, and callers without logistics.jobs', async () => {
      const missing = await importCsv('Reference,Weight (t)\r\nA,1\r\n', true);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().validation[0].field).toBe('csv');
      expect((await importCsv(upload50('DRV', 1), true, driver)).statusCode).toBe(403);
    });
  });
});
