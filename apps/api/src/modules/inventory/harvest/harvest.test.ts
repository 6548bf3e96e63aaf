import {
  bucketForCategory,
  messages,
  type HarvestPlan,
  type HarvestPlanDetail,
  type Movement,
  type SearchReply,
  type Storage,
  type UploadedFile,
} from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, DEMO_PEOPLE, signInDemo, type DemoPerson, type Headers } from '../../../../test/api-calls';
import { newMember, rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { csvRows, readCsv } from '../../../../test/csv-reader';
import { multipartBody } from '../../../../test/multipart';
import { expectEveryRouteListed, expectRowAuthorised, type MatrixRow } from '../../../../test/route-matrix';
import { ledgerDisagreements } from '../../../../test/inventory-ledger';

const EVERYONE = Object.keys(DEMO_PEOPLE) as DemoPerson[];
const PLANS = '/search/inventory/harvest-plans';

describe('harvest plans (platform §4 "harvest: in progress, complete"; trading-logistics §4-§5)', () => {
  let t: TestApp;
  let headers: Record<DemoPerson, Headers>;
  let farmer: Headers;
  let marsh: Headers;
  let units: Record<string, string>;
  let hillsideId: string;
  const places = { field: '', meadow: '', shed: '', silo: '', bin: '', marshStore: '' };

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, who: Headers, body?: object) =>
    apiCall(t, method, `/inventory${path}`, who, body);
  const today = () => calendarDateIn(t.clock.now(), 'GB');
  async function created<T>(method: 'POST', path: string, body: object, who: Headers = farmer): Promise<T> {
    const reply = await call(method, path, who, body);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data as T;
  }
  const plan = async (id: string, who: Headers = farmer) => {
    const reply = await call('GET', `/harvest-plans/${id}`, who);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data as HarvestPlanDetail;
  };
  const holdingOf = async (id: string) =>
    ((await call('GET', `/storages/${id}`, farmer)).json().data as Storage).quantityKg;
  const newPlan = (fieldId: string, commodityId = 'wheat', harvestYear = 2026, extra: object = {}) =>
    created<HarvestPlan>('POST', '/harvest-plans', { fieldId, commodityId, harvestYear, ...extra });
  const addLoad = (planId: string, body: object, who: Headers = farmer) =>
    call('POST', `/harvest-plans/${planId}/loads`, who, { startDate: today(), ...body });

  async function uploadSample(): Promise<UploadedFile> {
    const { payload, contentType } = multipartBody([
      { name: 'bucket', value: bucketForCategory('sample') },
      { name: 'type', value: 'sample' },
      { name: 'file', filename: 'sample.txt', data: Buffer.from('moisture 14.2\n', 'utf8'), contentType: 'text/plain' },
    ]);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/system/files',
      payload,
      headers: { ...farmer, 'content-type': contentType },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return (reply.json().data as UploadedFile[])[0]!;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
    farmer = headers.farmer;
    marsh = headers.unvetted;
    const found = await rows<{ id: string; name: string; organisation_id: string }>(
      t,
      sql`select id, name, organisation_id from business_units where deleted_at is null`,
    );
    units = Object.fromEntries(found.map((unit) => [unit.name, unit.id]));
    hillsideId = found.find((unit) => unit.name === 'Hillside Farm')!.organisation_id;
    const storage = (body: object, who: Headers = farmer) => created<Storage>('POST', '/storages', body, who);
    const field = (name: string, areaHa: number, expectedYieldTonnesPerHectare: number | null) =>
      storage({
        type: 'field',
        businessUnitId: units['Hillside Farm'],
        name,
        areaHa,
        fieldType: 'arable',
        commodityId: 'wheat',
        expectedYieldTonnesPerHectare,
      });
    places.field = (await field('Top Field', 12.5, 8)).id;
    places.meadow = (await field('Long Meadow', 4, null)).id;
    const store = (name: string, capacityKg: number) =>
      storage({ type: 'store', businessUnitId: units['Hillside Grain Store'], name, capacityKg });
    places.shed = (await store('Harvest shed', 200_000)).id;
    places.silo = (await store('Silo 2', 200_000)).id;
    places.bin = (await store('Bin 9', 200_000)).id;
    places.marshStore = (
      await storage({ type: 'store', businessUnitId: units['Marsh Lane Farm'], name: 'Marsh barn' }, marsh)
    ).id;
  }, 120_000);

  afterAll(() => t.close());

  describe('plans', () => {
    it("plans a field's crop for a year; expected tonnes are its area x the expected yield (field's by default)", async () => {
      const made = await newPlan(places.field);
      expect(made).toMatchObject({
        fieldId: places.field,
        fieldName: 'Top Field',
        businessUnitId: units['Hillside Farm'],
        businessUnitName: 'Hillside Farm',
        organisationId: hillsideId,
        commodityId: 'wheat',
        harvestYear: 2026,
        areaHa: 12.5,
        expectedYieldTonnesPerHectare: 8,
        expectedKg: 100_000,
        actualKg: 0,
        loadCount: 0,
        status: 'in-progress',
        completedAt: null,
      });
      const own = await newPlan(places.meadow, 'wheat', 2026, { expectedYieldTonnesPerHectare: 7.5 });
      expect(own.expectedKg).toBe(30_000);
      const patched = await call('PATCH', `/harvest-plans/${own.id}`, farmer, { expectedYieldTonnesPerHectare: 9 });
      expect(patched.json().data).toMatchObject({ expectedYieldTonnesPerHectare: 9, expectedKg: 36_000 });
      const listed = (await call('GET', '/harvest-plans', farmer)).json().data as HarvestPlan[];
      expect(listed.map((each) => each.id)).toEqual(expect.arrayContaining([made.id, own.id]));
    });

    it('keeps one plan a field, crop and year, on a field of the caller’s, of a crop in the catalogue', async () => {
      const twin = await call('POST', '/harvest-plans', farmer, {
        fieldId: places.field,
        commodityId: 'wheat',
        harvestYear: 2026,
      });
      expect(twin.statusCode).toBe(409);
      expect(twin.json().message).toBe(messages.inventory.harvestPlanExists);
      const onStore = await call('POST', '/harvest-plans', farmer, {
        fieldId: places.shed,
        commodityId: 'wheat',
        harvestYear: 2026,
      });
      expect(onStore.statusCode).toBe(400);
      expect(onStore.json().validation).toEqual([{ field: 'fieldId', message: messages.inventory.harvestNeedsField }]);
      const unknownCrop = await call('POST', '/harvest-plans', farmer, {
        fieldId: places.field,
        commodityId: 'quinoa',
        harvestYear: 2026,
      });
      expect(unknownCrop.json().validation).toEqual([{ field: 'commodityId', message: messages.validation.invalid }]);
      const othersField = await call('POST', '/harvest-plans', marsh, {
        fieldId: places.field,
        commodityId: 'wheat',
        harvestYear: 2027,
      });
      expect(othersField.statusCode).toBe(400);
      expect(othersField.json().validation).toEqual([{ field: 'fieldId', message: messages.validation.invalid }]);
    });
  });

  describe('loads', () => {
    it('adds loads from the field into a store: actual yield is the sum of the complete ones', async () => {
      const made = await newPlan(places.field, 'wheat', 2025);
      const first = await addLoad(made.id, { destinationStorageId: places.shed, quantityKg: 29_000, reference: 'T1' });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().data).toMatchObject({
        type: 'intake',
        status: 'complete',
        commodityId: 'wheat',
        sourceStorageId: places.field,
        destinationStorageId: places.shed,
        quantityKg: 29_000,
      });
      const planned = await addLoad(made.id, {
        destinationStorageId: places.shed,
        quantityKg: 10_000,
        status: 'planned',
      });
      expect(planned.statusCode, planned.body).toBe(201);
      const now = await plan(made.id);
      expect(now).toMatchObject({ actualKg: 29_000, loadCount: 2, expectedKg: 100_000 });
      expect(now.loads.map((load) => load.quantityKg).sort()).toEqual([10_000, 29_000]);
      expect(await holdingOf(places.shed)).toBe(29_000);
      // The intake made a record of the plan's crop and year at the store.
      const record = (
        await call('GET', `/records/${(first.json().data as Movement).destinationRecordId}`, farmer)
      ).json().data as { harvestYear: number; commodityId: string; quantityKg: number };
      expect(record).toMatchObject({ harvestYear: 2025, commodityId: 'wheat', quantityKg: 29_000 });
    });

    it("refuses a load of another crop: 'Loads added to a harvest must be of the same crop' (trading-logistics §5)", async () => {
      const made = await newPlan(places.field, 'wheat', 2024);
      const barley = await addLoad(made.id, {
        destinationStorageId: places.silo,
        quantityKg: 5_000,
        commodityId: 'barley',
      });
      expect(barley.statusCode).toBe(400);
      expect(barley.json().validation).toEqual([
        { field: 'commodityId', message: messages.inventory.harvestGroupMixed },
      ]);
      expect(await plan(made.id)).toMatchObject({ loadCount: 0, actualKg: 0 });
      expect(await holdingOf(places.silo)).toBe(0);
      const same = await addLoad(made.id, {
        destinationStorageId: places.silo,
        quantityKg: 5_000,
        commodityId: 'wheat',
      });
      expect(same.statusCode, same.body).toBe(201);
    });

    it('puts a load into a store only, and through the same conflict checks as any intake (over capacity)', async () => {
      const made = await newPlan(places.field, 'wheat', 2023);
      const intoField = await addLoad(made.id, { destinationStorageId: places.meadow, quantityKg: 1_000 });
      expect(intoField.statusCode).toBe(400);
      expect(intoField.json().validation).toEqual([
        { field: 'destinationStorageId', message: messages.inventory.harvestLoadIntoStore },
      ]);
      const tooMuch = await addLoad(made.id, { destinationStorageId: places.bin, quantityKg: 250_000 });
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json().message).toMatch(/^Over capacity at the destination: it has room for /);
      expect(await plan(made.id)).toMatchObject({ loadCount: 0 });
    });

    it('deletes a load: it leaves the harvest, its intake is taken back out of the store, its sample is deleted', async () => {
      const made = await newPlan(places.field, 'wheat', 2022);
      const sample = await uploadSample();
      const before = await holdingOf(places.silo);
      const added = await addLoad(made.id, {
        destinationStorageId: places.silo,
        quantityKg: 20_000,
        sampleFileId: sample.id,
      });
      expect(added.statusCode, added.body).toBe(201);
      const load = added.json().data as Movement;
      expect(load.sampleFileId).toBe(sample.id);
      expect(await holdingOf(places.silo)).toBe(before + 20_000);

      const removed = await call('DELETE', `/harvest-plans/${made.id}/loads/${load.id}`, farmer);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await holdingOf(places.silo)).toBe(before);
      expect(await plan(made.id)).toMatchObject({ loadCount: 0, actualKg: 0, loads: [] });
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/system/files/${sample.id}`, headers: farmer })).statusCode,
      ).toBe(404);
      expect((await call('GET', `/movements/${load.id}`, farmer)).statusCode).toBe(404);
      expect((await call('GET', `/records/${load.destinationRecordId}`, farmer)).statusCode).toBe(404);
      // The reversal is a ledger line: every record still adds up.
      expect(await ledgerDisagreements(t.app.platform.database.db, hillsideId)).toEqual([]);
      const again = await call('DELETE', `/harvest-plans/${made.id}/loads/${load.id}`, farmer);
      expect(again.statusCode).toBe(404);
    });

    it('deletes a planned load without touching the ledger, and refuses an unsafe reversal', async () => {
      const made = await newPlan(places.field, 'wheat', 2021);
      const planned = (
        await addLoad(made.id, { destinationStorageId: places.bin, quantityKg: 4_000, status: 'planned' })
      ).json().data as Movement;
      expect((await call('DELETE', `/harvest-plans/${made.id}/loads/${planned.id}`, farmer)).statusCode).toBe(200);

      // Part of this load is moved on: taking the whole load back out would leave less than nothing.
      const load = (await addLoad(made.id, { destinationStorageId: places.bin, quantityKg: 5_000 })).json()
        .data as Movement;
      const moved = await call('POST', '/movements', farmer, {
        type: 'internal',
        sources: [{ recordId: load.destinationRecordId, quantityKg: 3_000 }],
        destinationStorageId: places.silo,
        quantityKg: 3_000,
        startDate: today(),
      });
      expect(moved.statusCode, moved.body).toBe(201);
      const refused = await call('DELETE', `/harvest-plans/${made.id}/loads/${load.id}`, farmer);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(messages.inventory.harvestLoadMovedOn);
      expect(await plan(made.id)).toMatchObject({ loadCount: 1, actualKg: 5_000 });
      expect(await holdingOf(places.bin)).toBe(2_000);

      // A load is deleted through its own harvest only, and a harvest load through the harvest only.
      const other = await newPlan(places.meadow, 'wheat', 2021);
      expect((await call('DELETE', `/harvest-plans/${other.id}/loads/${load.id}`, farmer)).statusCode).toBe(404);
      const plain = await call('DELETE', `/movements/${load.id}`, farmer);
      expect(plain.statusCode).toBe(409);
      expect(plain.json().message).toBe(messages.inventory.movementComplete);
    });
  });

  describe('in progress and complete', () => {
    it('completes a harvest: no more loads or deletions until it is reopened', async () => {
      const made = await newPlan(places.meadow, 'wheat', 2020);
      const load = (await addLoad(made.id, { destinationStorageId: places.shed, quantityKg: 1_000 })).json()
        .data as Movement;
      const done = await call('POST', `/harvest-plans/${made.id}/complete`, farmer);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data).toMatchObject({ status: 'complete', actualKg: 1_000 });
      expect((done.json().data as HarvestPlan).completedAt).not.toBeNull();

      const late = await addLoad(made.id, { destinationStorageId: places.shed, quantityKg: 1_000 });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(messages.inventory.harvestComplete);
      const removal = await call('DELETE', `/harvest-plans/${made.id}/loads/${load.id}`, farmer);
      expect(removal.statusCode).toBe(409);
      const twice = await call('POST', `/harvest-plans/${made.id}/complete`, farmer);
      expect(twice.statusCode).toBe(409);

      const reopened = await call('POST', `/harvest-plans/${made.id}/reopen`, farmer);
      expect(reopened.json().data).toMatchObject({ status: 'in-progress', completedAt: null });
      expect((await addLoad(made.id, { destinationStorageId: places.shed, quantityKg: 1_000 })).statusCode).toBe(201);
    });

    it('deletes a plan only once it has no loads', async () => {
      const made = await newPlan(places.meadow, 'wheat', 2019);
      const load = (
        await addLoad(made.id, { destinationStorageId: places.shed, quantityKg: 500, status: 'planned' })
      ).json().data as Movement;
      const refused = await call('DELETE', `/harvest-plans/${made.id}`, farmer);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(messages.inventory.harvestHasLoads);
      await call('DELETE', `/harvest-plans/${made.id}/loads/${load.id}`, farmer);
      expect((await call('DELETE', `/harvest-plans/${made.id}`, farmer)).statusCode).toBe(200);
      expect((await call('GET', `/harvest-plans/${made.id}`, farmer)).statusCode).toBe(404);
    });
  });

  describe('tenants', () => {
    it("tells another organisation that Hillside's plans and loads do not exist, and keeps theirs apart", async () => {
      const made = await newPlan(places.field, 'wheat', 2018);
      const load = (await addLoad(made.id, { destinationStorageId: places.shed, quantityKg: 700 })).json()
        .data as Movement;
      expect((await call('GET', `/harvest-plans/${made.id}`, marsh)).statusCode).toBe(404);
      expect(
        (await addLoad(made.id, { destinationStorageId: places.marshStore, quantityKg: 1 }, marsh)).statusCode,
      ).toBe(404);
      expect((await call('DELETE', `/harvest-plans/${made.id}/loads/${load.id}`, marsh)).statusCode).toBe(404);
      expect(((await call('GET', '/harvest-plans', marsh)).json().data as HarvestPlan[]).length).toBe(0);
      // Hillside cannot send its harvest into Marsh Lane's barn either.
      const intoTheirs = await addLoad(made.id, { destinationStorageId: places.marshStore, quantityKg: 1 });
      expect(intoTheirs.statusCode).toBe(400);
    });
  });

  describe('search alias harvest-plans', () => {
    const search = async (query: string, who: Headers = farmer) => {
      const reply = await apiCall(t, 'GET', `${PLANS}${query}`, who);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().data as SearchReply<HarvestPlan>;
    };
    const countsOf = (reply: SearchReply<HarvestPlan>, key: string) =>
      Object.fromEntries((reply.facets[key] ?? []).map((term) => [term.id, term.count]));

    it('lists plans with facets (crop, year, status, field, farm), totals and the actual yield', async () => {
      const all = await search('?limit=100');
      const plans = (await call('GET', '/harvest-plans', farmer)).json().data as HarvestPlan[];
      expect(all.totalDocs).toBe(plans.length);
      expect(all.totalYield).toBe(plans.reduce((sum, each) => sum + each.actualKg, 0));
      expect(Object.keys(all.facets)).toEqual(['commodity', 'harvestYear', 'status', 'storageId', 'businessUnitIds']);
      expect(countsOf(all, 'storageId')[places.field]).toBe(
        plans.filter((each) => each.fieldId === places.field).length,
      );
      expect(all.facets.storageId!.find((term) => term.id === places.field)!.name).toBe('Top Field');
      expect(countsOf(all, 'businessUnitIds')).toEqual({ [units['Hillside Farm']!]: plans.length });

      const done = await search('?f=status:complete');
      expect(done.docs.every((doc) => doc.status === 'complete')).toBe(true);
      // The status facet keeps its counts under its own filter; the year facet narrows to complete plans.
      expect(countsOf(done, 'status')['in-progress']).toBe(
        plans.filter((each) => each.status === 'in-progress').length,
      );
      expect(done.facets.status!.find((term) => term.id === 'in-progress')!.name).toBe('In progress');

      const byField = await search(`?f=storageId:${places.field}&sortBy=harvestYear&sortDesc=false`);
      const years = byField.docs.map((doc) => doc.harvestYear);
      expect(years).toEqual([...years].sort((a, b) => a - b));
      expect(byField.docs.every((doc) => doc.fieldId === places.field)).toBe(true);

      const refused = await apiCall(t, 'GET', `${PLANS}?f=saleStatus:sold`, farmer);
      expect(refused.statusCode).toBe(400);
    });

    it("keeps to the caller's organisation and business units, in docs and counts", async () => {
      const theirs = await search('', marsh);
      expect(theirs.totalDocs).toBe(0);
      for (const terms of Object.values(theirs.facets)) expect(terms).toEqual([]);
      const storeOnly = await newMember(t, { access: { 'inventory.movements': 'read' } });
      await rows(
        t,
        sql`insert into profile_business_units (profile_id, business_unit_id)
            values (${storeOnly.profileId}, ${units['Hillside Grain Store']}) returning profile_id`,
      );
      const none = await search('', storeOnly.headers);
      expect(none.totalDocs).toBe(0);
      expect(countsOf(none, 'commodity')).toEqual({});
    });

    it('exports the plans to CSV with the active filters', async () => {
      const reply = await apiCall(t, 'GET', `${PLANS}?format=csv&f=storageId:${places.meadow}`, farmer);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers['content-type']).toContain('text/csv');
      const lines = reply.body.trim().split(/\r?\n/);
      expect(lines[0]).toContain('Field,Farm or store,Crop,Harvest year,Area (ha),Expected yield (t/ha)');
      expect(lines.slice(1).every((line) => line.startsWith('Long Meadow,Hillside Farm,'))).toBe(true);
      expect(lines.length).toBeGreaterThan(1);

      // What was expected and what came in, in the person's weight unit with the unit in the heading, and the
      // expected yield in their yield unit (issue 20).
      const plans = (await search(`?f=storageId:${places.meadow}&limit=100`)).docs;
      const weights = async () => {
        const csv = csvRows(await apiCall(t, 'GET', `${PLANS}?format=csv&f=storageId:${places.meadow}`, farmer));
        return csv.map((row) => [
          row['Expected (t)'] ?? row['Expected (lb)'],
          row['Harvested (t)'] ?? row['Harvested (lb)'],
        ]);
      };
      const tonnes = (kg: number | null) => (kg === null ? '' : String(kg / 1000));
      // 2.205 lb a kilogram, to two decimals.
      const pounds = (kg: number | null) => (kg === null ? '' : String(Math.round(kg * 220.5) / 100));
      expect(await weights()).toEqual(plans.map((plan) => [tonnes(plan.expectedKg), tonnes(plan.actualKg)]));
      expect(plans.some((plan) => plan.actualKg > 0)).toBe(true);
      const chosen = await apiCall(t, 'PATCH', '/customers/users/me/preferences', farmer, {
        units: { weight: 'imperial', yield: 'imperial' },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      try {
        const header = readCsv((await apiCall(t, 'GET', `${PLANS}?format=csv`, farmer)).body)[0];
        expect(header).toEqual(expect.arrayContaining(['Expected yield (bu/ac)', 'Expected (lb)', 'Harvested (lb)']));
        expect(await weights()).toEqual(plans.map((plan) => [pounds(plan.expectedKg), pounds(plan.actualKg)]));
      } finally {
        await apiCall(t, 'PATCH', '/customers/users/me/preferences', farmer, {
          units: { weight: 'metric', yield: 'metric' },
        });
      }
    });
  });

  describe('authorisation matrix (platform §6)', () => {
    // The farmer's plans; Marsh Lane is told they do not exist, and people without inventory hear 403.
    const ids = { plan: '', doomedPlan: '', donePlan: '', load: '' };
    const INVENTORY: DemoPerson[] = ['farmer', 'unvetted'];
    const MATRIX: MatrixRow<DemoPerson>[] = [
      {
        route: 'GET /api/inventory/harvest-plans',
        allowed: INVENTORY,
        request: { method: 'GET', url: '/api/inventory/harvest-plans' },
      },
      {
        route: 'POST /api/inventory/harvest-plans',
        allowed: INVENTORY,
        request: () => ({
          method: 'POST',
          url: '/api/inventory/harvest-plans',
          payload: { fieldId: places.field, commodityId: 'wheat', harvestYear: 2017 },
        }),
      },
      {
        route: 'GET /api/inventory/harvest-plans/:id',
        allowed: ['farmer'],
        notFoundFor: ['unvetted'],
        request: () => ({ method: 'GET', url: `/api/inventory/harvest-plans/${ids.plan}` }),
      },
      {
        route: 'PATCH /api/inventory/harvest-plans/:id',
        allowed: ['farmer'],
        notFoundFor: ['unvetted'],
        request: () => ({
          method: 'PATCH',
          url: `/api/inventory/harvest-plans/${ids.plan}`,
          payload: { expectedYieldTonnesPerHectare: 8.5 },
        }),
      },
      {
        route: 'POST /api/inventory/harvest-plans/:id/complete',
        allowed: ['farmer'],
        notFoundFor: ['unvetted'],
        request: () => ({ method: 'POST', url: `/api/inventory/harvest-plans/${ids.donePlan}/complete` }),
      },
      {
        route: 'POST /api/inventory/harvest-plans/:id/reopen',
        allowed: ['farmer'],
        notFoundFor: ['unvetted'],
        request: () => ({ method: 'POST', url: `/api/inventory/harvest-plans/${ids.donePlan}/reopen` }),
      },
      {
        route: 'DELETE /api/inventory/harvest-plans/:id',
        allowed: ['farmer'],
        notFoundFor: ['unvetted'],
        request: () => ({ method: 'DELETE', url: `/api/inventory/harvest-plans/${ids.doomedPlan}` }),
      },
      {
        route: 'POST /api/inventory/harvest-plans/:id/loads',
        allowed: ['farmer'],
        notFoundFor: ['unvetted'],
        request: () => ({
          method: 'POST',
          url: `/api/inventory/harvest-plans/${ids.plan}/loads`,
          payload: { destinationStorageId: places.bin, quantityKg: 10, startDate: today(), status: 'planned' },
        }),
      },
      {
        route: 'DELETE /api/inventory/harvest-plans/:id/loads/:loadId',
        allowed: ['farmer'],
        notFoundFor: ['unvetted'],
        request: () => ({ method: 'DELETE', url: `/api/inventory/harvest-plans/${ids.plan}/loads/${ids.load}` }),
      },
    ];

    beforeAll(async () => {
      ids.plan = (await newPlan(places.field, 'wheat', 2016)).id;
      ids.doomedPlan = (await newPlan(places.field, 'wheat', 2015)).id;
      ids.donePlan = (await newPlan(places.field, 'wheat', 2014)).id;
      ids.load = (
        (await addLoad(ids.plan, { destinationStorageId: places.bin, quantityKg: 10 })).json().data as Movement
      ).id;
    });

    it('has a row for every harvest route, and every row is a route', () => {
      expectEveryRouteListed(t.routes, (url) => url.startsWith('/api/inventory/harvest-plans'), MATRIX);
    });

    for (const row of MATRIX) it(row.route, () => expectRowAuthorised(t.app, row, headers, EVERYONE));

    it('refuses every write to a member who may only read inventory (403)', async () => {
      const reader = await newMember(t, { access: { 'inventory.movements': 'read' } });
      expect((await call('GET', `/harvest-plans/${ids.plan}`, reader.headers)).statusCode).toBe(200);
      for (const row of MATRIX.filter((each) => !each.route.startsWith('GET'))) {
        const request = typeof row.request === 'function' ? row.request() : row.request;
        const reply = await t.app.inject({ ...request, headers: reader.headers });
        expect(reply.statusCode, row.route).toBe(403);
      }
    });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: object };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/inventory/harvest-plans', '/api/inventory/harvest-plans/{id}/loads/{loadId}']),
    );
  });
});
