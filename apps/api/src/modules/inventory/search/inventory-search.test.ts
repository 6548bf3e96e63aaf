import {
  INVENTORY_SEARCH_ALIASES,
  messages,
  type Movement,
  type SearchReply,
  type StockRecord,
  type Storage,
} from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../../../test/api-calls';
import { newMember, rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';

type Reply<Doc> = SearchReply<Doc>;
const DAY_MS = 24 * 60 * 60 * 1000;
const RECORDS = '/search/inventory/records';

/** Counts of one facet, by term id. */
const countsOf = (reply: Reply<unknown>, key: string) =>
  Object.fromEntries(reply.facets[key]!.map((term) => [term.id, term.count]));
const termOf = (reply: Reply<unknown>, key: string, id: string) => {
  const term = reply.facets[key]!.find((each) => each.id === id);
  if (!term) throw new Error(`No term ${key}:${id} in ${JSON.stringify(reply.facets[key])}`);
  return term;
};

describe('inventory search (DESIGN §2; platform §3 search state and facet keys, §4 search, §8, §9)', () => {
  let t: TestApp;
  let farmer: Headers;
  let marsh: Headers;
  let units: Record<string, string>;
  const places = { shedA: '', shedB: '', bay: '', field: '' };

  const get = (url: string, headers: Headers = farmer) => apiCall(t, 'GET', url, headers);
  async function search<Doc = StockRecord>(url: string, headers: Headers = farmer): Promise<Reply<Doc>> {
    const reply = await get(url, headers);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data as Reply<Doc>;
  }
  const post = async <T>(path: string, body: object): Promise<T> => {
    const reply = await apiCall(t, 'POST', `/inventory${path}`, farmer, body);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data as T;
  };
  const today = () => calendarDateIn(t.clock.now(), 'GB');

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ farmer, unvetted: marsh } = await signInDemo(t, 'farmer', 'unvetted'));
    const found = await rows<{ id: string; name: string }>(
      t,
      sql`select id, name from business_units where deleted_at is null`,
    );
    units = Object.fromEntries(found.map((unit) => [unit.name, unit.id]));
    const storage = (body: object) => post<Storage>('/storages', body);
    places.shedA = (
      await storage({
        type: 'store',
        businessUnitId: units['Hillside Grain Store'],
        name: 'Shed A',
        commodityId: 'wheat',
      })
    ).id;
    places.bay = (
      await storage({
        type: 'store',
        businessUnitId: units['Hillside Grain Store'],
        name: 'Bay A1',
        parentId: places.shedA,
      })
    ).id;
    places.shedB = (
      await storage({ type: 'store', businessUnitId: units['Hillside Farm'], name: 'Shed B', commodityId: 'barley' })
    ).id;
    places.field = (
      await storage({
        type: 'field',
        businessUnitId: units['Hillside Farm'],
        name: 'Long Meadow',
        areaHa: 10,
        fieldType: 'arable',
        commodityId: 'wheat',
      })
    ).id;
    // 20 wheat lots of 2026 in Shed A (1 to 20 t), half milling group 1 and half feed, Skyfall and Crusoe.
    for (let lot = 0; lot < 20; lot += 1) {
      await post('/records', {
        storageId: places.shedA,
        quantityKg: (lot + 1) * 1_000,
        commodityId: 'wheat',
        commodityItemId: lot < 10 ? 'wheat-milling-nabim-group-1' : 'wheat-feed',
        variety: lot % 2 === 0 ? 'Skyfall' : 'Crusoe',
        harvestYear: 2026,
      });
    }
    // 5 barley lots of 2025 in Shed B, two of them stored for someone else.
    for (let lot = 0; lot < 5; lot += 1) {
      await post('/records', {
        storageId: places.shedB,
        quantityKg: 2_000,
        commodityId: 'barley',
        commodityItemId: 'barley-malting-spring',
        harvestYear: 2025,
        ...(lot < 2 ? { ownerStatus: 'STORED', thirdPartyOwner: 'Fen Edge', storageContractRef: `SC-${lot}` } : {}),
      });
    }
    // 3 wheat lots of 2025 still in the field.
    for (let lot = 0; lot < 3; lot += 1) {
      await post('/records', { storageId: places.field, quantityKg: 500, commodityId: 'wheat', harvestYear: 2025 });
    }
  }, 120_000);

  afterAll(() => t.close());

  describe('records', () => {
    it('answers pages of 25 by default (platform §9) with the total and the pagination', async () => {
      const first = await get(RECORDS);
      expect(first.statusCode, first.body).toBe(200);
      const body = first.json();
      const reply = body.data as Reply<StockRecord>;
      expect(reply.docs).toHaveLength(25);
      expect(reply.totalDocs).toBe(28);
      expect(reply.path).toBe(RECORDS);
      expect(reply.params).toEqual({ offset: 0, limit: 25, format: 'json', f: [] });
      expect(body.pagination).toMatchObject({ currentPage: 1, limit: 25, totalDocuments: 28, next: 25, prev: null });
      const second = await search(`${RECORDS}?offset=25`);
      expect(second.docs).toHaveLength(3);
      const ids = new Set([...reply.docs, ...second.docs].map((doc) => doc.id));
      expect(ids.size).toBe(28);
      expect((await search(`${RECORDS}?limit=100`)).docs).toHaveLength(28);
      expect((await get(`${RECORDS}?limit=101`)).statusCode).toBe(400);
    });

    it('sorts by a field either way (sortBy, sortDesc)', async () => {
      const ascending = await search(`${RECORDS}?sortBy=quantityKg&sortDesc=false&limit=100`);
      const quantities = ascending.docs.map((doc) => doc.quantityKg);
      expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
      expect(quantities[0]).toBe(500);
      const descending = await search(`${RECORDS}?sortBy=quantityKg&sortDesc=true&limit=3`);
      expect(descending.docs.map((doc) => doc.quantityKg)).toEqual([20_000, 19_000, 18_000]);
      const byStorage = await search(`${RECORDS}?sortBy=storageName&limit=100`);
      expect(byStorage.docs[0]!.storageName).toBe('Long Meadow');
    });

    it('sorts by every column of the stock list: grade, variety, store and owner too (issue 20)', async () => {
      for (const sortBy of INVENTORY_SEARCH_ALIASES.records.sortable) {
        const reply = await get(`${RECORDS}?sortBy=${sortBy}&sortDesc=true&limit=100`);
        expect(reply.statusCode, sortBy).toBe(200);
      }
      const byOwner = await search(`${RECORDS}?sortBy=ownerStatus&sortDesc=false&limit=100`);
      const owners = byOwner.docs.map((doc) => doc.ownerStatus);
      expect(owners).toEqual([...owners].sort());
      const byGrade = await search(`${RECORDS}?sortBy=grade&limit=100`);
      const grades = byGrade.docs.map((doc) => doc.commodityItemId).filter((grade) => grade !== null);
      expect(grades).toEqual([...grades].sort());
    });

    it('totals the matching records: count, quantity and totalYield', async () => {
      const all = await search(RECORDS);
      const wheat2026 = (20 * 21 * 1_000) / 2;
      expect(all.aggregations).toEqual({ count: 28, quantityKg: wheat2026 + 10_000 + 1_500 });
      expect(all.totalYield).toBe(wheat2026 + 11_500);
      const barley = await search(`${RECORDS}?f=commodity:barley`);
      expect(barley.totalYield).toBe(10_000);
      expect(barley.aggregations.count).toBe(5);
    });

    it('counts each facet with every OTHER active filter applied, naming the terms', async () => {
      const all = await search(RECORDS);
      expect(countsOf(all, 'commodity')).toEqual({ wheat: 23, barley: 5 });
      expect(termOf(all, 'commodity', 'wheat').name).toBe('Wheat');
      expect(countsOf(all, 'harvestYear')).toEqual({ 2026: 20, 2025: 8 });
      expect(all.facets.harvestYear!.map((term) => term.id)).toEqual(['2026', '2025']);
      expect(countsOf(all, 'commodityType')).toEqual({ milling: 10, feed: 10, malting: 5 });
      expect(countsOf(all, 'commodityGrade')).toEqual({ 'nabim-group-1': 10, spring: 5 });
      expect(countsOf(all, 'commodityVariety')).toEqual({ Skyfall: 10, Crusoe: 10 });
      expect(countsOf(all, 'storageId')).toEqual({ [places.shedA]: 20, [places.shedB]: 5, [places.field]: 3 });
      expect(termOf(all, 'storageId', places.shedB).name).toBe('Shed B');
      expect(countsOf(all, 'storageType')).toEqual({ store: 25, field: 3 });
      expect(countsOf(all, 'ownerStatus')).toEqual({ OWNED: 26, STORED: 2 });
      expect(termOf(all, 'ownerStatus', 'STORED').name).toBe('Stored for others');
      expect(countsOf(all, 'saleStatus')).toEqual({ unsold: 28 });
      expect(countsOf(all, 'type')).toEqual({ grain: 28 });
      expect(countsOf(all, 'businessUnitIds')).toEqual({
        [units['Hillside Grain Store']!]: 20,
        [units['Hillside Farm']!]: 8,
      });
      expect(termOf(all, 'businessUnitIds', units['Hillside Farm']!).name).toBe('Hillside Farm');

      const wheat2025 = await search(`${RECORDS}?f=commodity:wheat&f=harvestYear:2025`);
      expect(wheat2025.totalDocs).toBe(3);
      // commodity is counted with the year filter only, the year with the crop filter only.
      expect(countsOf(wheat2025, 'commodity')).toEqual({ wheat: 3, barley: 5 });
      expect(countsOf(wheat2025, 'harvestYear')).toEqual({ 2026: 20, 2025: 3 });
      expect(termOf(wheat2025, 'commodity', 'wheat').selected).toBe(true);
      expect(termOf(wheat2025, 'commodity', 'barley').selected).toBe(false);
      // Every other facet has both filters applied.
      expect(countsOf(wheat2025, 'storageType')).toEqual({ field: 3 });
      expect(countsOf(wheat2025, 'storageId')).toEqual({ [places.field]: 3 });

      const milling = await search(`${RECORDS}?f=commodityType:milling&f=commodityVariety:Skyfall`);
      expect(milling.totalDocs).toBe(5);
      expect(countsOf(milling, 'commodityType')).toEqual({ milling: 5, feed: 5 });
      expect(countsOf(milling, 'commodityVariety')).toEqual({ Skyfall: 5, Crusoe: 5 });
      expect(countsOf(milling, 'commodityGrade')).toEqual({ 'nabim-group-1': 5 });
    });

    it('keeps a selected term with no matches, at 0, so it can be cleared', async () => {
      const none = await search(`${RECORDS}?f=harvestYear:2019&f=commodity:wheat`);
      expect(none.totalDocs).toBe(0);
      expect(termOf(none, 'harvestYear', '2019')).toMatchObject({ count: 0, selected: true });
      expect(countsOf(none, 'commodity')).toEqual({ wheat: 0 });
    });

    it("toggles a term with its url: following it filters, following the new term's url clears it", async () => {
      const all = await search(`${RECORDS}?sortBy=quantityKg`);
      const wheatUrl = termOf(all, 'commodity', 'wheat').url;
      expect(wheatUrl).toBe(`${RECORDS}?f=commodity%3Awheat&sortBy=quantityKg`);
      const wheat = await search(wheatUrl);
      expect(wheat.totalDocs).toBe(23);
      expect(wheat.params.f).toEqual(['commodity:wheat']);
      expect(termOf(wheat, 'commodity', 'wheat').selected).toBe(true);
      // Adding a second crop widens (terms of one facet are alternatives), adding a year narrows.
      const both = await search(termOf(wheat, 'commodity', 'barley').url);
      expect(both.totalDocs).toBe(28);
      const narrowed = await search(termOf(wheat, 'harvestYear', '2025').url);
      expect(narrowed.totalDocs).toBe(3);
      const cleared = await search(termOf(wheat, 'commodity', 'wheat').url);
      expect(cleared.totalDocs).toBe(28);
      expect(cleared.params.f).toEqual([]);
      expect(termOf(wheat, 'commodity', 'wheat').url).toBe(`${RECORDS}?sortBy=quantityKg`);
    });

    it('goes back to the first page when a filter changes', async () => {
      const later = await search(`${RECORDS}?offset=25`);
      expect(termOf(later, 'commodity', 'wheat').url).toBe(`${RECORDS}?f=commodity%3Awheat`);
    });

    it('replaces the term of a single-select facet (ownerStatus) instead of adding to it', async () => {
      const owned = await search(`${RECORDS}?f=ownerStatus:OWNED`);
      expect(owned.totalDocs).toBe(26);
      const storedUrl = termOf(owned, 'ownerStatus', 'STORED').url;
      expect(storedUrl).toBe(`${RECORDS}?f=ownerStatus%3ASTORED`);
      const stored = await search(storedUrl);
      expect(stored.totalDocs).toBe(2);
      expect(stored.params.f).toEqual(['ownerStatus:STORED']);
      // Two terms of a single-select facet in one address: the last one counts.
      expect((await search(`${RECORDS}?f=ownerStatus:OWNED&f=ownerStatus:STORED`)).totalDocs).toBe(2);
    });

    it('lists the active filters by key with their label, terms and clear urls; clearUrl drops every filter', async () => {
      const reply = await search(`${RECORDS}?f=commodity:wheat&f=harvestYear:2025&sortBy=harvestYear`);
      expect(Object.keys(reply.activeFilters)).toEqual(['commodity', 'harvestYear']);
      expect(reply.activeFilters.commodity).toEqual({
        name: 'Crop',
        clearUrl: `${RECORDS}?f=harvestYear%3A2025&sortBy=harvestYear`,
        terms: [{ id: 'wheat', name: 'Wheat', url: `${RECORDS}?f=harvestYear%3A2025&sortBy=harvestYear` }],
      });
      expect(reply.activeFilters.harvestYear!.name).toBe('Harvest year');
      expect(reply.clearUrl).toBe(`${RECORDS}?sortBy=harvestYear`);
      const cleared = await search(reply.clearUrl);
      expect(cleared.totalDocs).toBe(28);
      expect(cleared.activeFilters).toEqual({});
    });

    it('answers 404 for an unknown alias (the client reloads once on it)', async () => {
      const reply = await get('/search/inventory/haystacks');
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe(messages.errors.notFound);
    });

    it('answers 400 with the validation list for an unknown filter, a malformed term, a bad value or sort', async () => {
      const cases: [string, string, string][] = [
        ['f=colour:red', 'f.0', 'There is no filter called colour'],
        ['f=commodity:wheat&f=wheat', 'f.1', messages.search.filterMalformed],
        ['f=status:planned', 'f.0', 'This list cannot be filtered by status'],
        ['f=harvestYear:next', 'f.0', 'That is not a value the filter harvestYear can have'],
        ['f=storageId:shed-a', 'f.0', 'That is not a value the filter storageId can have'],
        ['f=ownerStatus:BORROWED', 'f.0', 'That is not a value the filter ownerStatus can have'],
        ['sortBy=colour', 'sortBy', messages.search.sortUnknown],
        ['sortDesc=maybe', 'sortDesc', ''],
      ];
      for (const [query, field, message] of cases) {
        const reply = await get(`${RECORDS}?${query}`);
        expect(reply.statusCode, query).toBe(400);
        const issues = reply.json().validation as { field: string; message: string }[];
        expect(
          issues.map((issue) => issue.field),
          query,
        ).toContain(field);
        if (message) expect(issues.find((issue) => issue.field === field)!.message, query).toBe(message);
      }
    });
  });

  describe('stores and fields', () => {
    it('lists top-level stores with what they and their sub-stores hold, and fields', async () => {
      const stores = await search<Storage>('/search/inventory/stores');
      expect(stores.docs.map((doc) => doc.name)).toEqual(['Shed A', 'Shed B']);
      expect(stores.docs[0]).toMatchObject({ subStoreIds: [places.bay], quantityKg: 210_000 });
      expect(stores.docs[0]!.businessUnitName).toBe('Hillside Grain Store');
      expect(stores.aggregations).toMatchObject({ count: 2, quantityKg: 220_000 });
      expect(countsOf(stores, 'commodity')).toEqual({ wheat: 1, barley: 1 });
      expect(countsOf(stores, 'storageType')).toEqual({ store: 2 });
      const barley = await search<Storage>(termOf(stores, 'commodity', 'barley').url);
      expect(barley.docs.map((doc) => doc.name)).toEqual(['Shed B']);
      const fields = await search<Storage>('/search/inventory/fields');
      expect(fields.docs.map((doc) => doc.name)).toEqual(['Long Meadow']);
      expect(fields.aggregations).toMatchObject({ count: 1, areaHa: 10, quantityKg: 1_500 });
    });
  });

  describe('movements', () => {
    let moved: Movement;
    beforeAll(async () => {
      const [lot] = (await search(`${RECORDS}?f=storageId:${places.shedB}&limit=1`)).docs;
      moved = await post<Movement>('/movements', {
        type: 'outbound',
        sources: [{ recordId: lot!.id, quantityKg: 500 }],
        quantityKg: 500,
        startDate: today(),
      });
      await post('/movements', {
        type: 'internal',
        status: 'planned',
        sources: [{ recordId: lot!.id, quantityKg: 100 }],
        destinationStorageId: places.bay,
        quantityKg: 100,
        startDate: today(),
      });
      await post('/movements', {
        type: 'intake',
        status: 'planned',
        destinationStorageId: places.shedA,
        quantityKg: 3_000,
        startDate: today(),
        endDate: calendarDateIn(new Date(t.clock.now().getTime() + 5 * DAY_MS), 'GB'),
        record: { commodityId: 'wheat', harvestYear: 2026 },
      });
      t.clock.advance(2 * DAY_MS);
      ({ farmer, unvetted: marsh } = await signInDemo(t, 'farmer', 'unvetted'));
    });

    it('derives planned, incomplete and complete when read, with today in custom', async () => {
      const all = await search<Movement>('/search/inventory/movements');
      expect(all.totalDocs).toBe(3);
      expect(all.custom).toEqual({ today: today() });
      expect(countsOf(all, 'status')).toEqual({ planned: 1, incomplete: 1, complete: 1 });
      expect(countsOf(all, 'type')).toEqual({ intake: 1, internal: 1, outbound: 1 });
      expect(countsOf(all, 'storageSourceId')).toEqual({ [places.shedB]: 2 });
      expect(countsOf(all, 'storageDestinationId')).toEqual({ [places.bay]: 1, [places.shedA]: 1 });
      expect(termOf(all, 'storageDestinationId', places.bay).name).toBe('Bay A1');
      expect(countsOf(all, 'businessUnitIds')).toEqual({
        [units['Hillside Farm']!]: 2,
        [units['Hillside Grain Store']!]: 2,
      });
      const incomplete = await search<Movement>('/search/inventory/movements-incomplete');
      expect(incomplete.docs.map((doc) => [doc.type, doc.status])).toEqual([['internal', 'incomplete']]);
      const outbound = await search<Movement>('/search/inventory/movements-outbound');
      expect(outbound.docs.map((doc) => doc.id)).toEqual([moved.id]);
      const intake = await search<Movement>('/search/inventory/movements-intake?f=status:planned');
      expect(intake.docs.map((doc) => doc.type)).toEqual(['intake']);
      expect((await search('/search/inventory/movements-internal')).totalDocs).toBe(1);
      expect((await get('/search/inventory/movements-intake?f=type:intake')).statusCode).toBe(400);
    });

    it('sorts by every column of the movements list: crop, route and status too (issue 20)', async () => {
      for (const sortBy of INVENTORY_SEARCH_ALIASES.movements.sortable) {
        expect((await get(`/search/inventory/movements?sortBy=${sortBy}`)).statusCode, sortBy).toBe(200);
      }
      const byStatus = await search<Movement>('/search/inventory/movements?sortBy=status&sortDesc=false');
      expect(byStatus.docs.map((doc) => doc.status)).toEqual(['complete', 'incomplete', 'planned']);
      // Into Shed A from outside, Shed B off the farm, Shed B to Bay A1: by where each comes from, then goes.
      const byRoute = await search<Movement>('/search/inventory/movements?sortBy=route&sortDesc=false');
      expect(byRoute.docs.map((doc) => doc.type)).toEqual(['intake', 'outbound', 'internal']);
    });
  });

  describe('tenants and business units', () => {
    it("shows another organisation none of Hillside's docs or counts", async () => {
      for (const alias of ['records', 'stores', 'fields', 'movements']) {
        const reply = await search(`/search/inventory/${alias}`, marsh);
        expect(reply.totalDocs, alias).toBe(0);
        expect(reply.docs, alias).toEqual([]);
        for (const [key, terms] of Object.entries(reply.facets)) expect(terms, `${alias} ${key}`).toEqual([]);
      }
      // Naming Hillside's shed in a filter finds nothing and does not reveal its name.
      const probe = await search(`${RECORDS}?f=storageId:${places.shedA}`, marsh);
      expect(probe.totalDocs).toBe(0);
      expect(probe.activeFilters.storageId!.terms[0]!.name).toBe(places.shedA);
    });

    it("shows a member limited to one business unit only that unit's docs and counts", async () => {
      const limited = await newMember(t, { access: { 'inventory.movements': 'read' } });
      await rows(
        t,
        sql`insert into profile_business_units (profile_id, business_unit_id)
            values (${limited.profileId}, ${units['Hillside Farm']}) returning profile_id`,
      );
      const records = await search(`${RECORDS}?limit=100`, limited.headers);
      expect(records.totalDocs).toBe(8);
      expect(new Set(records.docs.map((doc) => doc.businessUnitId))).toEqual(new Set([units['Hillside Farm']]));
      expect(countsOf(records, 'businessUnitIds')).toEqual({ [units['Hillside Farm']!]: 8 });
      expect(Object.keys(countsOf(records, 'storageId'))).not.toContain(places.shedA);
      expect(countsOf(records, 'commodity')).toEqual({ wheat: 3, barley: 5 });
      const stores = await search<Storage>('/search/inventory/stores', limited.headers);
      expect(stores.docs.map((doc) => doc.name)).toEqual(['Shed B']);
      // A movement between two units is theirs, but the other unit is not one of their terms.
      const movements = await search<Movement>('/search/inventory/movements', limited.headers);
      expect(movements.totalDocs).toBe(2);
      expect(countsOf(movements, 'businessUnitIds')).toEqual({ [units['Hillside Farm']!]: 2 });
    });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toContain('/api/search/inventory/{alias}');
  });
});
