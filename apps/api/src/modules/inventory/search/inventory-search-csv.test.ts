import { CSV_CONTENT_TYPE, messages, type StockRecord } from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../../../test/api-calls';
import { newMember, rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { csvRows, readCsv } from '../../../../test/csv-reader';

const RECORDS = '/search/inventory/records';
const RECORD_HEADER = [
  'Crop',
  'Type and grade',
  'Variety',
  'Harvest year',
  'Store or field',
  'Farm or store',
  'Ownership',
  'Stored for',
  'Storage contract',
  // The person's weight unit, tonnes by default (issue 20).
  'Quantity (t)',
  'Sale status',
  'Added',
];
const HYPERLINK = '=HYPERLINK("http://evil.example","Click")';

describe('inventory search as CSV (format=csv; issue "Export: every list exports to CSV with the active filters")', () => {
  let t: TestApp;
  let farmer: Headers;
  let marsh: Headers;
  let units: Record<string, string>;
  const places = { shedA: '', shedB: '', field: '', marshShed: '' };

  const get = (url: string, headers: Headers = farmer) => apiCall(t, 'GET', url, headers);
  const post = async <T>(path: string, body: object, headers: Headers = farmer): Promise<T> => {
    const reply = await apiCall(t, 'POST', `/inventory${path}`, headers, body);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data as T;
  };
  const storage = async (body: object, headers: Headers = farmer) =>
    (await post<{ id: string }>('/storages', body, headers)).id;
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
    places.shedA = await storage({
      type: 'store',
      businessUnitId: units['Hillside Grain Store'],
      name: 'Shed A',
      commodityId: 'wheat',
      capacityKg: 500_000,
    });
    places.shedB = await storage({ type: 'store', businessUnitId: units['Hillside Farm'], name: 'Shed B' });
    places.field = await storage({
      type: 'field',
      businessUnitId: units['Hillside Farm'],
      name: 'Long Meadow',
      areaHa: 10.5,
      fieldType: 'arable',
      commodityId: 'wheat',
    });
    // Wheat of 2026 in Shed A: four lots, one with a variety that a spreadsheet would run as a formula.
    for (const [index, variety] of ['Skyfall', 'Crusoe', 'Skyfall, late', HYPERLINK].entries()) {
      await post('/records', {
        storageId: places.shedA,
        quantityKg: (index + 1) * 1_000,
        commodityId: 'wheat',
        commodityItemId: 'wheat-feed',
        variety,
        harvestYear: 2026,
      });
    }
    // Wheat of 2025 in the field, and barley of 2025 in Shed B stored for someone else.
    await post('/records', { storageId: places.field, quantityKg: 500, commodityId: 'wheat', harvestYear: 2025 });
    await post('/records', {
      storageId: places.shedB,
      quantityKg: 2_000,
      commodityId: 'barley',
      commodityItemId: 'barley-malting-spring',
      harvestYear: 2025,
      ownerStatus: 'STORED',
      thirdPartyOwner: 'Fen Edge',
      storageContractRef: 'SC-1',
    });
    // Marsh Lane Farm keeps wheat of 2026 too: none of it may reach Hillside's export, nor Hillside's theirs.
    places.marshShed = await storage(
      { type: 'store', businessUnitId: units['Marsh Lane Farm'], name: 'Marsh Barn', commodityId: 'wheat' },
      marsh,
    );
    await post(
      '/records',
      {
        storageId: places.marshShed,
        quantityKg: 7_000,
        commodityId: 'wheat',
        variety: 'Marsh Gold',
        harvestYear: 2026,
      },
      marsh,
    );
  }, 120_000);

  afterAll(() => t.close());

  it('downloads every record matching the filters, in the search order, as a named CSV file', async () => {
    // offset and limit are a page of the list; the export is the whole list.
    const query = 'f=commodity:wheat&f=harvestYear:2026&sortBy=quantityKg&sortDesc=false&offset=1&limit=1';
    const reply = await get(`${RECORDS}?${query}&format=csv`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe(CSV_CONTENT_TYPE);
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="records-${today()}.csv"; filename*=UTF-8''records-${today()}.csv`,
    );
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(readCsv(reply.body)[0]).toEqual(RECORD_HEADER);

    const exported = csvRows(reply);
    const json = (await get(`${RECORDS}?${query.replace('offset=1&limit=1', 'limit=100')}`)).json().data as {
      docs: StockRecord[];
    };
    expect(json.docs).toHaveLength(4);
    expect(exported.map((row) => row['Quantity (t)'])).toEqual(['1', '2', '3', '4']);
    expect(exported.map((row) => Number(row['Quantity (t)']) * 1000)).toEqual(json.docs.map((doc) => doc.quantityKg));
    expect(exported.map((row) => row.Variety)).toEqual(['Skyfall', 'Crusoe', 'Skyfall, late', `'${HYPERLINK}`]);
    expect(exported[0]).toEqual({
      Crop: 'Wheat',
      'Type and grade': 'Feed wheat',
      Variety: 'Skyfall',
      'Harvest year': '2026',
      'Store or field': 'Shed A',
      'Farm or store': 'Hillside Grain Store',
      Ownership: 'Owned',
      'Stored for': '',
      'Storage contract': '',
      'Quantity (t)': '1',
      'Sale status': 'Unsold',
      Added: calendarDateIn(new Date(json.docs[0]!.createdAt), 'GB'),
    });
    expect(reply.body).not.toContain('Marsh');
  });

  it('names the owner and contract of stock stored for others', async () => {
    const [barley] = csvRows(await get(`${RECORDS}?f=ownerStatus:STORED&format=csv`));
    expect(barley).toMatchObject({
      Crop: 'Barley',
      'Type and grade': 'Malting barley, spring',
      Ownership: 'Stored for others',
      'Stored for': 'Fen Edge',
      'Storage contract': 'SC-1',
      'Farm or store': 'Hillside Farm',
    });
  });

  it("prefixes a text cell a spreadsheet would run as a formula with an apostrophe ('=HYPERLINK(...))", async () => {
    const reply = await get(`${RECORDS}?f=commodityVariety:${encodeURIComponent(HYPERLINK)}&format=csv`);
    const [row] = csvRows(reply);
    expect(row!.Variety).toBe(`'${HYPERLINK}`);
    expect(reply.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(row!['Quantity (t)']).toBe('4');
  });

  it("never holds another organisation's rows, in either direction", async () => {
    const hillside = await get(`${RECORDS}?format=csv`);
    expect(csvRows(hillside)).toHaveLength(6);
    expect(hillside.body).not.toContain('Marsh');
    const theirs = csvRows(await get(`${RECORDS}?f=commodity:wheat&f=harvestYear:2026&format=csv`, marsh));
    expect(theirs.map((row) => [row.Variety, row['Store or field'], row['Farm or store']])).toEqual([
      ['Marsh Gold', 'Marsh Barn', 'Marsh Lane Farm'],
    ]);
    // Naming Hillside's shed in a filter exports nothing.
    expect(csvRows(await get(`${RECORDS}?f=storageId:${places.shedA}&format=csv`, marsh))).toEqual([]);
    const stores = csvRows(await get('/search/inventory/stores?format=csv', marsh));
    expect(stores.map((row) => row.Name)).toEqual(['Marsh Barn']);
    expect(csvRows(await get('/search/inventory/fields?format=csv', marsh))).toEqual([]);
  });

  it("gives a member limited to one business unit only that unit's rows", async () => {
    const limited = await newMember(t, { access: { 'inventory.movements': 'read' } });
    await rows(
      t,
      sql`insert into profile_business_units (profile_id, business_unit_id)
          values (${limited.profileId}, ${units['Hillside Farm']}) returning profile_id`,
    );
    const records = csvRows(await get(`${RECORDS}?format=csv`, limited.headers));
    expect(records.map((row) => row['Store or field']).sort()).toEqual(['Long Meadow', 'Shed B']);
    expect(new Set(records.map((row) => row['Farm or store']))).toEqual(new Set(['Hillside Farm']));
    const stores = csvRows(await get('/search/inventory/stores?format=csv', limited.headers));
    expect(stores.map((row) => row.Name)).toEqual(['Shed B']);
  });

  it('exports stores and fields by name with their unit, crop, capacity, holding and area', async () => {
    const stores = await get('/search/inventory/stores?format=csv');
    // Capacity and holding in the person's units, tonnes by default, each unit in its heading (issue 20).
    expect(readCsv(stores.body)[0]).toEqual([
      'Name',
      'Type',
      'Farm or store',
      'Crop',
      'Capacity (t)',
      'Holding (t)',
      'Area (ha)',
      'Field type',
    ]);
    expect(stores.headers['content-disposition']).toContain(`filename="stores-${today()}.csv"`);
    expect(readCsv(stores.body).slice(1)).toEqual([
      ['Shed A', 'Store', 'Hillside Grain Store', 'Wheat', '500', '10', '', ''],
      ['Shed B', 'Store', 'Hillside Farm', '', '', '2', '', ''],
    ]);
    expect(readCsv((await get('/search/inventory/fields?format=csv')).body).slice(1)).toEqual([
      ['Long Meadow', 'Field', 'Hillside Farm', 'Wheat', '', '0.5', '10.5', 'Arable'],
    ]);

    // Imperial: the capacity in bushels (as stores there are rated), what is held in pounds, as the stores list shows.
    const chosen = await apiCall(t, 'PATCH', '/customers/users/me/preferences', farmer, {
      units: { weight: 'imperial', capacity: 'imperial' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    try {
      const imperial = readCsv((await get('/search/inventory/stores?format=csv')).body);
      expect(imperial[0]!.slice(4, 6)).toEqual(['Capacity (bu)', 'Holding (lb)']);
      expect(imperial.slice(1).map((row) => row.slice(4, 6))).toEqual([
        ['25000', '22050'],
        ['', '4410'],
      ]);
    } finally {
      await apiCall(t, 'PATCH', '/customers/users/me/preferences', farmer, {
        units: { weight: 'metric', capacity: 'metric' },
      });
    }
  });

  it('exports movements with their places by name, and an outbound to its named destination', async () => {
    const [lot] = (await get(`${RECORDS}?f=storageId:${places.shedB}`)).json().data.docs as StockRecord[];
    const shedC = await storage({ type: 'store', businessUnitId: units['Hillside Farm'], name: 'Shed C' });
    await post('/movements', {
      type: 'internal',
      status: 'planned',
      sources: [{ recordId: lot!.id, quantityKg: 100 }],
      destinationStorageId: shedC,
      quantityKg: 100,
      startDate: today(),
      reference: 'MOVE-1',
    });
    await post('/movements', {
      type: 'outbound',
      sources: [{ recordId: lot!.id, quantityKg: 500 }],
      destinationName: 'Openfield, Ely',
      quantityKg: 500,
      startDate: today(),
    });
    const reply = await get('/search/inventory/movements?format=csv&sortBy=type');
    expect(reply.headers['content-disposition']).toContain(`filename="movements-${today()}.csv"`);
    expect(readCsv(reply.body)).toEqual([
      ['Date', 'End date', 'Type', 'Status', 'Crop', 'Quantity (t)', 'From', 'To', 'Reference'],
      [today(), '', 'Internal', 'Planned', 'Barley', '0.1', 'Shed B', 'Shed C', 'MOVE-1'],
      [today(), '', 'Outbound', 'Complete', 'Barley', '0.5', 'Shed B', 'Openfield, Ely', ''],
    ]);
    // Someone who chose imperial weights reads pounds, the unit in the heading.
    const chosen = await apiCall(t, 'PATCH', '/customers/users/me/preferences', farmer, {
      units: { weight: 'imperial' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const inPounds = readCsv((await get('/search/inventory/movements?format=csv&sortBy=type')).body);
    expect(inPounds[0]).toContain('Quantity (lb)');
    expect(inPounds.slice(1).map((row) => row[5])).toEqual(['220.5', '1102.5']);
    await apiCall(t, 'PATCH', '/customers/users/me/preferences', farmer, { units: { weight: 'metric' } });
    const outbound = csvRows(await get('/search/inventory/movements-outbound?format=csv'));
    expect(outbound.map((row) => row.To)).toEqual(['Openfield, Ely']);
    expect(csvRows(await get('/search/inventory/movements?format=csv', marsh))).toEqual([]);
  });

  it('answers an unknown alias 404 and a bad filter 400, as the JSON search does', async () => {
    const unknown = await get('/search/inventory/haystacks?format=csv');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.errors.notFound);
    const bad = await get(`${RECORDS}?f=colour:red&format=csv`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation).toEqual([{ field: 'f.0', message: 'There is no filter called colour' }]);
    expect((await get(`${RECORDS}?format=xlsx`)).statusCode).toBe(400);
    // json stays the default.
    expect((await get(RECORDS)).headers['content-type']).toContain('application/json');
  });

  it('keeps the OpenAPI document building, with csv among the formats', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    const operation = reply.json().paths['/api/search/inventory/{alias}'].get as {
      parameters: { name: string; schema: { enum?: string[] } }[];
    };
    expect(operation.parameters.find((parameter) => parameter.name === 'format')?.schema.enum).toEqual(['json', 'csv']);
  });
});
