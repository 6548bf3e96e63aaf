import {
  FLEET_SEARCH_ALIASES_LIST,
  INVENTORY_SEARCH_ALIASES_LIST,
  LOGISTICS_SEARCH_ALIASES_LIST,
  TRADING_SEARCH_ALIASES_LIST,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { seedDemoInventory } from '../../src/seed/demo-inventory';
import { seedDemoTrading } from '../../src/seed/demo-trading';
import { apiCall, DEMO_PEOPLE, signInDemo } from '../api-calls';
import { rows } from '../auth-helpers';
import type { TestApp } from '../build-test-app';
import { jobBody } from '../logistics-world';
import { grantInsights } from '../market-world';
import { multipartBody } from '../multipart';
import { addAllocation, addDriver, addJob, addLoad, addTrailer, addVehicle, plannerWorld } from '../planner-world';
import { insertJob } from '../quote-world';
import { issueInvoice } from '../trading-world';

/** The demo people the fuzz calls as: each route goes to the first of them its guard lets in. */
export const FUZZ_CALLERS = ['farmer', 'buyer', 'admin'] as const;
export type FuzzCaller = (typeof FUZZ_CALLERS)[number];

/** Real values by kind, for path parameters and id properties of bodies. */
export type Pools = Record<string, string[]>;

/** The kind of value a path parameter takes, read from the segment before it (`/storages/{id}`) or its name. */
export function poolOf(template: string, param: string): string {
  if (param === 'slug') return 'slugs';
  if (param === 'countryISO') return 'countries';
  if (param === 'identifier') return 'emails';
  if (param === 'loadId') return 'loads';
  if (param === 'deliveryId') return 'deliveries';
  if (param === 'allocationId') return 'allocations';
  if (param === 'stopId') return 'stops';
  if (template.startsWith('/api/logistics/loads/') && param === 'id') return 'logisticsLoads';
  const segments = template.split('/');
  const before = segments[segments.indexOf(`{${param}}`) - 1] ?? '';
  const bySegment: Record<string, string> = {
    profile: 'profiles',
    organisation: 'organisations',
    organisations: 'organisations',
    business: 'organisations',
    signup: 'organisations',
    initialise: 'organisations',
    impersonations: 'impersonations',
    invites: 'invites',
    users: 'users',
    'business-units': 'units',
    'latest-updates': 'updates',
    'market-updates': 'marketUpdates',
    files: 'files',
    commodities: 'commodities',
    specifications: 'specifications',
    storages: 'storages',
    records: 'records',
    movements: 'movements',
    'harvest-plans': 'plans',
    listings: 'listings',
    bids: 'bids',
    wanted: 'wanted',
    'trade-requests': 'tradeRequests',
    jobs: 'jobs',
    contracts: 'contracts',
    invoices: 'invoices',
    inventory: 'inventoryAliases',
    trading: 'tradingAliases',
    logistics: 'logisticsAliases',
    vehicles: 'vehicles',
    trailers: 'trailers',
    drivers: 'drivers',
    mailbox: 'outbox',
    quotes: 'quotes',
    'quote-requests': 'quotes',
    carriers: 'carriers',
    loads: 'logisticsLoads',
    'alert-preferences': 'alerts',
    'target-prices': 'targets',
  };
  return bySegment[before] ?? `unknown (${before}/{${param}})`;
}

/** Body properties that name an object by id, and the kind of object. */
export const PROPERTY_POOLS: Record<string, string> = {
  businessUnitId: 'units',
  businessUnitIds: 'units',
  storageId: 'storages',
  destinationStorageId: 'storages',
  sourceStorageId: 'storages',
  parentId: 'storages',
  fieldId: 'fields',
  recordId: 'records',
  listingId: 'listings',
  wantedId: 'wanted',
  optionId: 'options',
  fileId: 'files',
  weighbridgeFileId: 'files',
  collectionReceiptFileId: 'files',
  sampleFileId: 'files',
  deliveryId: 'deliveries',
  userId: 'users',
  userIds: 'users',
  organisationId: 'organisations',
  specificationId: 'specifications',
  insuranceFileId: 'files',
  profileId: 'profiles',
  vehicleId: 'vehicles',
  driverId: 'drivers',
  trailerId: 'trailers',
  jobId: 'jobs',
  harvestPlanId: 'plans',
  harvestLoadId: 'loads',
  carrierOrganisationId: 'organisations',
};

async function idsOf(t: TestApp, query: ReturnType<typeof sql>): Promise<string[]> {
  return (await rows<{ id: string }>(t, query)).map((row) => row.id);
}

/**
 * The demo world with inventory and a marketplace, plus one of each object the demo lacks (a file, an invite, a trade
 * request, an impersonation), and the real values the fuzz fills parameters with.
 */
export async function buildFuzzWorld(t: TestApp): Promise<Pools> {
  await t.seedDemo();
  await seedDemoInventory(t.app.platform, t.app.log);
  await seedDemoTrading(t.app.platform, t.app.log);
  const people = await signInDemo(t, 'farmer', 'admin');
  const [hillside] = await idsOf(t, sql`select id from organisations where name = 'Hillside Farm Partnership'`);
  const [anglia] = await idsOf(t, sql`select id from organisations where name = 'Anglia Grain Merchants Ltd'`);
  const [farm] = await idsOf(t, sql`select id from business_units where name = 'Hillside Farm'`);
  const [wanted] = await idsOf(t, sql`select id from trading_wanted limit 1`);
  if (!hillside || !anglia || !farm || !wanted) throw new Error('The demo world is not as the fuzz expects');

  const upload = multipartBody([
    { name: 'bucket', value: 'files' },
    { name: 'type', value: 'misc' },
    { name: 'file', filename: 'notes.txt', data: Buffer.from('fuzz'), contentType: 'text/plain' },
  ]);
  await t.app.inject({
    method: 'POST',
    url: '/api/system/files',
    payload: upload.payload,
    headers: { ...people.farmer, 'content-type': upload.contentType },
  });
  // A storage contract Hillside entered, with a contract document on it (the contract calls' ids and file ids).
  const contractDoc = multipartBody([
    { name: 'bucket', value: 'files' },
    { name: 'type', value: 'contract' },
    { name: 'file', filename: 'storage.txt', data: Buffer.from('storage contract'), contentType: 'text/plain' },
  ]);
  const doc = await t.app.inject({
    method: 'POST',
    url: '/api/system/files',
    payload: contractDoc.payload,
    headers: { ...people.farmer, 'content-type': contractDoc.contentType },
  });
  const entered = await apiCall(t, 'POST', '/trading/contracts', people.farmer, {
    type: 'storage',
    sellerBusinessUnitId: farm,
    contractNumber: 'ST-FUZZ-1',
    startDate: '2027-01-01',
    endDate: '2027-12-31',
    pricePerUnit: 1_500,
    priceType: 'fixed',
    totalWeightKg: 50_000,
    storageQuantityKg: 50_000,
    commodityId: 'wheat',
    counterparty: { name: 'Brook Farm' },
  });
  await apiCall(t, 'POST', `/trading/contracts/${entered.json().data?.id}/files`, people.farmer, {
    fileId: doc.json().data?.[0]?.id,
  });
  await apiCall(t, 'POST', '/customers/invite', people.farmer, {
    email: 'fuzz.invitee@example.test',
    givenName: 'Fuzz',
    familyName: 'Invitee',
  });
  const months = (await apiCall(t, 'GET', `/trading/wanted/${wanted}`, people.farmer)).json().data?.months as
    string[] | undefined;
  await apiCall(t, 'POST', '/trading/trade-requests', people.farmer, {
    wantedId: wanted,
    businessUnitId: farm,
    quantityKg: 250_000,
    month: months?.[0],
    pricePerUnit: 19_600,
  });
  // A delivery planned on one of Hillside's open contracts, out of a lot of its crop.
  const [lot] = await rows<{ contract: string; start: string; record: string }>(
    t,
    sql`select c.id as contract, c.start_date as start, r.id as record
        from trading_contracts c join inventory_records r on r.commodity_id = c.commodity_id
        where c.seller_organisation_id = ${hillside} and c.status = 'open' and r.organisation_id = ${hillside}
          and r.quantity_kg >= 1000 and r.deleted_at is null
        order by c.created_at, r.created_at limit 1`,
  );
  if (lot) {
    await apiCall(t, 'POST', `/trading/contracts/${lot.contract}/deliveries`, people.farmer, {
      plannedDate: lot.start,
      plannedWeightKg: 1_000,
      lots: [{ recordId: lot.record, quantityKg: 1_000 }],
    });
  }
  await apiCall(t, 'GET', `/customers/organisations/${hillside}/impersonate`, people.admin);
  const specifications = (await apiCall(t, 'GET', '/system/commodities/wheat/specifications', people.farmer)).json()
    .data as { id: string }[];

  // An invoice for the demo's traded contract, as a settlement issues one.
  await issueInvoice(t);
  // A haulage job of Hillside's, awaiting quotes.
  await apiCall(t, 'POST', '/logistics/jobs', people.farmer, jobBody(t));

  // Hillside's own fleet (its owner holds logistics.carrier): a vehicle, a trailer and a registered driver.
  await apiCall(t, 'POST', '/logistics/vehicles', people.farmer, {
    registration: 'FZ21ZZZ',
    type: 'artic-cab',
    payloadKg: 29_000,
  });
  await apiCall(t, 'POST', '/logistics/trailers', people.farmer, { reference: 'Fuzz trailer', type: 'other' });
  const { profile: driver } = await t.app.platform.services.users.addMember(t.app.platform.database.db, hillside, {
    email: 'fuzz.driver@example.test',
    givenName: 'Fuzz',
    familyName: 'Driver',
    groups: ['driver'],
  });
  await apiCall(t, 'POST', '/logistics/drivers', people.farmer, {
    profileId: driver.id,
    driverNumber: 'DRIVE702154FD9AB',
  });

  // Haulage Hillside carries itself (the farmer is the fuzz's caller): its vehicle, trailer and driver, a job given to
  // it with a load, and an allocation of it, so the planner's calls reach their handlers with real ids.
  const haulage = await plannerWorld(t.app.platform.database.db);
  const farmerProfile = (
    await idsOf(
      t,
      sql`select p.id from profiles p join users u on u.id = p.user_id
      where u.email = 'farmer@demo.farm' and p.organisation_id = ${hillside}`,
    )
  )[0]!;
  const vehicle = await addVehicle(haulage, hillside);
  const plannedDriver = await addDriver(haulage, hillside, farmerProfile);
  await addTrailer(haulage, hillside);
  // Started, so the driver's positions (issue 23) reach their insert with the farmer as the job's driver.
  const haulJob = await addJob(haulage, { carrierId: hillside, status: 'started' });
  await rows(t, sql`update logistics_jobs set started_at = ${t.clock.now()} where id = ${haulJob.id}`);
  const haulLoad = await addLoad(haulage, haulJob.id, { weightKg: 29_000 });
  await addAllocation(haulage, haulLoad, {
    carrierId: hillside,
    vehicleId: vehicle.id,
    driverId: plannedDriver.id,
    day: '2026-12-01',
    weightKg: 1_000,
  });
  // A Hillside job out for quote with Fenland Haulage (the quote calls' ids), written straight into the jobs table.
  const [fenland] = await idsOf(t, sql`select id from organisations where name = 'Fenland Haulage Ltd'`);
  const jobId = await insertJob(t.app.platform.database.db, { organiserId: hillside, now: t.clock.now() });
  await apiCall(t, 'POST', `/logistics/jobs/${jobId}/quotes`, people.farmer, { carrierOrganisationIds: [fenland] });

  // Haulage: a job of Hillside's (straight to the table: jobs are their own part of issue 22) with a load on it.
  const [job] = await idsOf(
    t,
    sql`insert into logistics_jobs (reference, organiser_organisation_id, type, status, pickup_at, created_at,
          updated_at)
        values ('J-FUZZ-1', ${hillside}, 'grain', 'awaiting-quotes', now(), now(), now()) returning id`,
  );
  await apiCall(t, 'POST', '/logistics/loads', people.farmer, { jobId: job, weightKg: 29_000, commodityId: 'wheat' });

  // Market updates (issue 24): one published, so a trader's viewed call reaches its insert, and a draft.
  for (const publishedAt of ['2026-01-01T00:00:00.000Z', null]) {
    await apiCall(t, 'POST', '/admin/market-updates', people.admin, {
      title: 'Fuzz',
      content: '<p>Fuzz</p>',
      url: null,
      publishedAt,
    });
  }
  // Market data (issue 24): Hillside has the insights upgrade, a price alert of the farmer's and a target price.
  await grantInsights(t, hillside);
  await apiCall(t, 'POST', '/trading/alert-preferences', people.farmer, {
    type: 'target',
    commodityId: 'wheat-feed',
    region: 'east',
    kind: 'spot',
    direction: 'above',
    priceMinor: 20_000,
  });
  await apiCall(t, 'PUT', '/trading/target-prices', people.farmer, {
    commodityId: 'wheat-feed',
    month: '2027-03',
    region: 'east',
    priceMinor: 20_000,
  });

  const mine = sql`(select id from organisations where name = 'Hillside Farm Partnership')`;
  const pools: Pools = {
    organisations: [hillside, anglia],
    users: await idsOf(t, sql`select id from users where email in ('farmer@demo.farm', 'buyer@demo.farm')`),
    profiles: await idsOf(
      t,
      sql`select p.id from profiles p join users u on u.id = p.user_id where u.email in ('farmer@demo.farm', 'buyer@demo.farm')`,
    ),
    units: await idsOf(t, sql`select id from business_units where organisation_id = ${mine}`),
    storages: await idsOf(t, sql`select id from inventory_storages where type = 'store'`),
    fields: await idsOf(t, sql`select id from inventory_storages where type = 'field'`),
    records: await idsOf(t, sql`select id from inventory_records`),
    movements: await idsOf(t, sql`select id from inventory_movements`),
    plans: await idsOf(t, sql`select id from harvest_plans`),
    loads: await idsOf(t, sql`select id from inventory_movements where harvest_id is not null`),
    listings: await idsOf(t, sql`select id from trading_listings`),
    bids: await idsOf(t, sql`select id from trading_bids`),
    options: await idsOf(t, sql`select id from trading_bid_options`),
    wanted: await idsOf(t, sql`select id from trading_wanted`),
    tradeRequests: await idsOf(t, sql`select id from trading_trade_requests`),
    contracts: await idsOf(t, sql`select id from trading_contracts`),
    deliveries: await idsOf(t, sql`select id from trading_contract_deliveries`),
    invoices: await idsOf(t, sql`select id from trading_invoices`),
    jobs: await idsOf(t, sql`select id from logistics_jobs`),
    quotes: await idsOf(t, sql`select id from logistics_quotes`),
    // Both demo hauliers: a path naming a carrier gets real ids of each.
    carriers: await idsOf(
      t,
      sql`select id from organisations where name in ('Fenland Haulage Ltd', 'Ouse Valley Transport Ltd')`,
    ),
    files: await idsOf(t, sql`select id from files`),
    updates: await idsOf(t, sql`select id from latest_updates`),
    marketUpdates: await idsOf(t, sql`select id from market_updates order by published_at nulls last`),
    slugs: (await rows<{ slug: string }>(t, sql`select slug from latest_updates`)).map((row) => row.slug),
    invites: await idsOf(t, sql`select id from invites`),
    impersonations: await idsOf(t, sql`select id from impersonations`),
    outbox: await idsOf(t, sql`select id from outbox_messages limit 5`),
    specifications: specifications.map((each) => each.id).slice(0, 3),
    emails: [DEMO_PEOPLE.farmer, 'nobody@example.test'],
    commodities: ['wheat', 'barley'],
    countries: ['GB', 'IE'],
    inventoryAliases: [...INVENTORY_SEARCH_ALIASES_LIST],
    tradingAliases: [...TRADING_SEARCH_ALIASES_LIST],
    logisticsAliases: [...LOGISTICS_SEARCH_ALIASES_LIST, ...FLEET_SEARCH_ALIASES_LIST],
    logisticsLoads: await idsOf(t, sql`select id from logistics_loads`),
    allocations: await idsOf(t, sql`select id from logistics_load_allocations`),
    stops: await idsOf(t, sql`select id from logistics_job_stops limit 5`),
    vehicles: await idsOf(t, sql`select id from logistics_vehicles`),
    drivers: await idsOf(t, sql`select id from logistics_drivers`),
    trailers: await idsOf(t, sql`select id from logistics_trailers`),
    alerts: await idsOf(t, sql`select id from market_alerts`),
    targets: await idsOf(t, sql`select id from market_target_prices`),
  };
  const empty = Object.entries(pools).filter(([, values]) => values.length === 0);
  if (empty.length > 0) throw new Error(`The fuzz world has no ${empty.map(([name]) => name).join(', ')}`);
  return pools;
}
