import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FULL_ACCESS, type BidView, type SellerListing, type UploadedFile } from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { seedDemoInventory } from '../src/seed/demo-inventory';
import { seedDemoTrading } from '../src/seed/demo-trading';
import { apiCall, signInDemo, type Headers } from './api-calls';
import { rows } from './auth-helpers';
import { buildTestApp, type TestApp } from './build-test-app';
import { jobBody, loadOnJob } from './logistics-world';
import { grantInsights } from './market-world';
import { multipartBody, type MultipartPart } from './multipart';
import { addAllocation, addDriver, addJob, addLoad, addVehicle, plannerWorld } from './planner-world';
import { insertJob } from './quote-world';
import { addBuyer, addRivalSeller, bidBody, expectData, HOUR, issueInvoice, listingBody, MIN } from './trading-world';

/**
 * The world the authorisation walk (authorisation-walk.test.ts) walks: business A is Hillside, the demo farmer's,
 * with one of every kind of object, and Anglia, the merchant on the other side of A's trades, offers, wanted
 * listings and trade requests. Everyone else is a stranger to those objects: a second farm (its owner and a
 * member with every permission but the team), the unvetted farm, a second buyer business, the haulier and his
 * driver, a second haulier never asked to quote (Ouse Valley), the platform's administrator, a member of Hillside who has no permission at all, and one who has every
 * permission but the team's and is limited to Brook End Farm, whose objects the walk does not name (platform §6).
 */
export const WALKERS = [
  'farmer',
  'member',
  'scoped',
  'buyer',
  'buyer2',
  'rival',
  'rivalHand',
  'unvetted',
  'outsider',
  'carrier',
  'driver',
  'carrier2',
  'admin',
] as const;
export type Walker = (typeof WALKERS)[number];

/** Who is on A's side of the world: Hillside's people, and Anglia's where an object is Anglia's too. */
export const HILLSIDE: readonly Walker[] = ['farmer', 'member', 'scoped'];
export const ANGLIA: readonly Walker[] = ['buyer', 'buyer2'];
/** Fenland Haulage's people: the carrier's owner and its driver. */
export const HAULIER: readonly Walker[] = ['carrier', 'driver'];

/** Ids of objects another business owns, for calls that name one of theirs beside one of A's. */
export interface OwnIds {
  unit: string;
  colleague: string;
  store: string;
  record: string;
  field: string;
  plan: string;
}

/** One of A's ids and the people who may see it; the walk checks nobody else finds it in a reply. */
export interface Secret {
  id: string;
  label: string;
  seenBy: readonly Walker[];
}

export interface World {
  t: TestApp;
  headers: Record<Walker, Headers>;
  /** A's objects (and Anglia's side of the trading ones), by what they are. */
  a: Record<AKey, string>;
  /** The stores, records, fields, plans and colleagues of the businesses with inventory or a team of their own. */
  own: Partial<Record<Walker, OwnIds>>;
  secrets: Secret[];
  /** The caller's own ids where they have them; A's otherwise (the caller is refused before they matter). */
  ownOf(who: Walker): OwnIds;
  close(): Promise<void>;
}

export type AKey =
  | 'hillside'
  | 'anglia'
  | 'farmerUser'
  | 'farmerProfile'
  | 'colleagueUser'
  | 'colleagueProfile'
  | 'doomedColleague'
  | 'farm'
  | 'storeUnit'
  | 'doomedUnit'
  | 'invite'
  | 'doomedInvite'
  | 'impersonation'
  | 'notification'
  | 'mail'
  | 'draft'
  | 'draftSlug'
  | 'doomedDraft'
  | 'marketDraft'
  | 'doomedMarketDraft'
  | 'marketScheduled'
  | 'file'
  | 'doomedFile'
  | 'logo'
  | 'barn'
  | 'bay'
  | 'field'
  | 'doomedStorage'
  | 'record'
  | 'doomedRecord'
  | 'planned'
  | 'completeMe'
  | 'reverseMe'
  | 'doomedMovement'
  | 'plan'
  | 'load'
  | 'completePlan'
  | 'reopenPlan'
  | 'doomedPlan'
  | 'live'
  | 'scheduled'
  | 'closeMe'
  | 'relistMe'
  | 'archiveMe'
  | 'bidMe'
  | 'offer'
  | 'offerOption'
  | 'withdrawMe'
  | 'acceptMe'
  | 'acceptOption'
  | 'traded'
  | 'contract'
  | 'barley'
  | 'deliveryDate'
  | 'delivery'
  | 'doomedDelivery'
  | 'graded'
  | 'laterMonth'
  | 'unfixed'
  | 'ticket'
  | 'receipt'
  | 'invoice'
  | 'entered'
  | 'noticeMe'
  | 'doomedContract'
  | 'contractDoc'
  | 'attachDoc'
  | 'overdue'
  | 'expired'
  | 'expiredOption'
  | 'reopenAccept'
  | 'reopenDecline'
  | 'wanted'
  | 'doomedWanted'
  | 'request'
  | 'doomedRequest'
  | 'insuranceDoc'
  | 'vehicle'
  | 'doomedVehicle'
  | 'trailer'
  | 'doomedTrailer'
  | 'driverProfile'
  | 'spareDriverProfile'
  | 'fleetDriver'
  | 'doomedDriver'
  | 'haulLoad'
  | 'haulVehicle'
  | 'haulDriver'
  | 'doomedAllocation'
  | 'haulAllocation'
  | 'fenland'
  | 'quoteJob'
  | 'quotedJob'
  | 'acceptQuote'
  | 'cancelQuote'
  | 'priceQuote'
  | 'declineQuote'
  | 'loadsJob'
  | 'loadsLoad'
  | 'tipMe'
  | 'doomedLoad'
  | 'carrierTicket'
  | 'openJob'
  | 'givenJob'
  | 'doomedJob'
  | 'declineJob'
  | 'bookJob'
  | 'driveJob'
  | 'driveStop'
  | 'trackedJob'
  | 'hauledDelivery'
  | 'alert'
  | 'doomedAlert'
  | 'target'
  | 'doomedTarget';

export const COLLEAGUE_PHONE = { callingCode: '+44', number: '7700900555' };
const TONNE = 1000;

/** The GB calendar date today, as the inventory's dates are written. */
export const today = (t: TestApp) => calendarDateIn(t.clock.now(), 'GB');

/** A month from now, as YYYY-MM. */
export function monthFrom(t: TestApp, add: number): string {
  const now = t.clock.now();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + add, 1)).toISOString().slice(0, 7);
}

/** The multipart request of an upload (the headers given keep its content type). */
export function uploadRequest(parts: readonly MultipartPart[], headers: Headers) {
  const { payload, contentType } = multipartBody(parts);
  return {
    method: 'POST' as const,
    url: '/api/system/files',
    payload,
    headers: { ...headers, 'content-type': contentType },
  };
}

export async function buildAuthorisationWorld(): Promise<World> {
  const dataDir = await mkdtemp(join(tmpdir(), 'harvest-walk-'));
  const t = await buildTestApp({ dataDir, devMailboxEnabled: true, testClockEnabled: true });
  const { accounts, users } = t.app.platform.services;
  const db = t.app.platform.database.db;
  await t.seedDemo();
  await addRivalSeller(t);
  const outsider = await addBuyer(t, 'Outside Grain Ltd', 'outsider@buyers.test');
  // The demo farm at work (stores, sub-store, fields, stock, movements, a harvest with loads) and the demo
  // marketplace (a live listing with Anglia's offer, a scheduled one, one traded with Anglia, an expired offer,
  // Anglia's wanted listing), written through the services as `npm start` does.
  await seedDemoInventory(t.app.platform, t.app.log);
  await seedDemoTrading(t.app.platform, t.app.log);

  const organisationOf = async (name: string) => (await accounts.findOrganisationByName(name))!.id;
  const hillside = await organisationOf('Hillside Farm Partnership');
  const fenEdge = await organisationOf('Fen Edge Farms');
  const everythingButTheTeam = Object.fromEntries(
    Object.entries(FULL_ACCESS).filter(([key]) => key !== 'account.teams'),
  );
  const member = (organisationId: string, email: string, extra: Record<string, unknown> = {}) =>
    users.addMember(db, organisationId, { email, givenName: 'Walk', familyName: 'Member', ...extra });
  await member(hillside, 'no-permission@hillside.test');
  const scoped = await member(hillside, 'brook-end@hillside.test', {
    userTypes: ['seller'],
    acceptedTerms: true,
    access: everythingButTheTeam,
  });
  await rows(
    t,
    sql`insert into profile_business_units (profile_id, business_unit_id)
        select ${scoped.profile.id}, id from business_units where name = 'Brook End Farm' returning profile_id`,
  );
  await member(fenEdge, 'hand@fenedge.test', {
    userTypes: ['seller'],
    acceptedTerms: true,
    access: everythingButTheTeam,
  });
  const headers: Record<Walker, Headers> = {
    ...(await signInDemo(t, 'farmer', 'buyer', 'buyer2', 'carrier', 'driver', 'unvetted', 'admin')),
    member: await t.authHeaders('no-permission@hillside.test'),
    scoped: await t.authHeaders('brook-end@hillside.test'),
    rival: await t.authHeaders('rival@fenedge.test'),
    rivalHand: await t.authHeaders('hand@fenedge.test'),
    outsider,
    carrier2: await t.authHeaders('carrier2@demo.farm'),
  };

  const call = (who: Walker, method: 'GET' | 'POST' | 'PATCH', path: string, body?: object) =>
    apiCall(t, method, path, headers[who], body);
  const created = async <T = { id: string }>(who: Walker, path: string, body: object, status = 201) =>
    expectData<T>(await call(who, 'POST', path, body), status);
  const one = async (query: ReturnType<typeof sql>) => {
    const [row] = await rows<{ id: string }>(t, query);
    if (!row) throw new Error(`The walk's world lacks ${JSON.stringify(query)}`);
    return row.id;
  };
  const idOf = (table: string, column: string, value: string) =>
    one(sql`select id from ${sql.raw(table)} where ${sql.raw(column)} = ${value} order by created_at limit 1`);

  const a = {} as Record<AKey, string>;
  a.hillside = hillside;
  a.anglia = await organisationOf('Anglia Grain Merchants Ltd');
  const farmer = (await accounts.findUserByEmail('farmer@demo.farm'))!;
  a.farmerUser = farmer.id;
  a.farmerProfile = await idOf('profiles', 'user_id', farmer.id);

  // The team: a colleague with a telephone, one to remove, an open invitation and one to cancel.
  const colleague = await member(hillside, 'colleague@hillside.test', {
    access: { 'account.account': 'read' },
    phone: COLLEAGUE_PHONE,
  });
  a.colleagueUser = colleague.user.id;
  a.colleagueProfile = colleague.profile.id;
  a.doomedColleague = (await member(hillside, 'leaving@hillside.test')).user.id;
  const invite = (email: string) =>
    created('farmer', '/customers/invite', { email, givenName: 'Invited', familyName: 'Person' });
  a.invite = (await invite('invited@hillside.test')).id;
  a.doomedInvite = (await invite('uninvited@hillside.test')).id;

  // Business units: the demo farm and store, and one with nothing on it to delete.
  a.farm = await idOf('business_units', 'name', 'Hillside Farm');
  a.storeUnit = await idOf('business_units', 'name', 'Hillside Grain Store');
  a.doomedUnit = (await created('farmer', '/customers/business-units', { name: 'Old Yard', type: 'store' })).id;

  // Files: one to read, one to delete, and the logo of the business's branding.
  const upload = async (parts: MultipartPart[]) => {
    const reply = await t.app.inject(uploadRequest(parts, headers.farmer));
    return (await expectData<UploadedFile[]>(reply, 201))[0]!.id;
  };
  const note = (name: string): MultipartPart[] => [
    { name: 'bucket', value: 'files' },
    { name: 'type', value: 'misc' },
    { name: 'file', filename: name, data: Buffer.from(`${name}: Hillside's own`), contentType: 'text/plain' },
  ];
  a.file = await upload(note('weighbridge.txt'));
  a.doomedFile = await upload(note('old-note.txt'));
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7d44' } })
    .png()
    .toBuffer();
  a.logo = await upload([
    { name: 'bucket', value: 'images' },
    { name: 'type', value: 'logo' },
    { name: 'file', filename: 'hillside-logo.png', data: png, contentType: 'image/png' },
  ]);
  await expectData(
    await call('farmer', 'PATCH', `/customers/organisations/${hillside}`, {
      branding: { logoUrl: `/api/system/files/${a.logo}`, primaryColour: '#3A7D44' },
    }),
  );

  // The administrator's side: an impersonation of Hillside, a message to the farmer, and a draft latest update.
  a.impersonation = (
    await expectData<{ id: string }>(await call('admin', 'GET', `/customers/organisations/${hillside}/impersonate`))
  ).id;
  await expectData(
    await call('admin', 'POST', '/admin/notifications', {
      userId: farmer.id,
      title: 'Walk',
      message: 'For Hillside only',
    }),
    201,
  );
  a.mail = await one(sql`select id from outbox_messages where recipient = 'farmer@demo.farm' limit 1`);
  a.notification = await one(
    sql`select id from account_notifications where user_id = ${farmer.id} and title = 'Walk' limit 1`,
  );
  const draft = (slug: string) => ({
    title: 'Coming soon',
    slug,
    imageUrl: null,
    summary: 'Not yet',
    body: 'Not yet published',
    userTypes: ['seller', 'buyer'],
    publishedAt: null,
  });
  a.draftSlug = 'walk-draft';
  a.draft = (await created('admin', '/admin/latest-updates', draft(a.draftSlug))).id;
  a.doomedDraft = (await created('admin', '/admin/latest-updates', draft('walk-draft-doomed'))).id;
  // Market updates (issue 24): a draft, one to delete and one scheduled for next month, none of them out yet.
  const marketUpdate = (publishedAt: string | null) => ({
    title: 'Walk',
    content: '<p>Walk</p>',
    url: null,
    publishedAt,
  });
  a.marketDraft = (await created('admin', '/admin/market-updates', marketUpdate(null))).id;
  a.doomedMarketDraft = (await created('admin', '/admin/market-updates', marketUpdate(null))).id;
  const nextMonth = new Date(t.clock.now().getTime() + 30 * 24 * 60 * 60 * 1000).toISOString();
  a.marketScheduled = (await created('admin', '/admin/market-updates', marketUpdate(nextMonth))).id;

  // Inventory: the demo farm's, and one of each to complete, reopen or delete.
  a.barn = await idOf('inventory_storages', 'name', 'Main barn');
  a.bay = await idOf('inventory_storages', 'name', 'Bay 1');
  a.field = await idOf('inventory_storages', 'name', 'Long Meadow');
  a.doomedStorage = (
    await created('farmer', '/inventory/storages', {
      type: 'store',
      businessUnitId: a.storeUnit,
      name: 'Empty shed',
    })
  ).id;
  a.record = await one(sql`select id from inventory_records where storage_id = ${a.barn} order by created_at limit 1`);
  a.doomedRecord = (
    await created('farmer', '/inventory/records', {
      storageId: a.bay,
      quantityKg: 5 * TONNE,
      commodityId: 'wheat',
      harvestYear: 2025,
    })
  ).id;
  a.planned = await idOf('inventory_movements', 'reference', 'Turn the heap');
  const plannedMove = (reference: string) =>
    created('farmer', '/inventory/movements', {
      type: 'internal',
      status: 'planned',
      sources: [{ recordId: a.record, quantityKg: TONNE }],
      destinationStorageId: a.bay,
      quantityKg: TONNE,
      reference,
      startDate: today(t),
    });
  a.completeMe = (await plannedMove('Walk: to complete')).id;
  a.doomedMovement = (await plannedMove('Walk: to delete')).id;
  a.reverseMe = (
    await created('farmer', '/inventory/movements', {
      type: 'internal',
      sources: [{ recordId: a.record, quantityKg: TONNE }],
      destinationStorageId: a.bay,
      quantityKg: TONNE,
      reference: 'Walk: to reverse',
      startDate: today(t),
    })
  ).id;
  a.plan = await one(sql`select id from harvest_plans where field_id = ${a.field} order by created_at limit 1`);
  const load = await created<{ id: string }>('farmer', `/inventory/harvest-plans/${a.plan}/loads`, {
    destinationStorageId: a.barn,
    quantityKg: 10,
    startDate: today(t),
    status: 'planned',
  });
  a.load = load.id;
  const plan = (harvestYear: number) =>
    created('farmer', '/inventory/harvest-plans', { fieldId: a.field, commodityId: 'wheat', harvestYear });
  a.completePlan = (await plan(2016)).id;
  a.reopenPlan = (await plan(2015)).id;
  await expectData(await call('farmer', 'POST', `/inventory/harvest-plans/${a.reopenPlan}/complete`));
  a.doomedPlan = (await plan(2014)).id;

  // Trading: the demo marketplace's listings and offers, and one of each state for the calls that change it.
  const listingId = (commodityId: string) =>
    one(sql`select id from trading_listings where commodity_id = ${commodityId} and organisation_id = ${hillside}`);
  a.live = await listingId('wheat');
  a.scheduled = await listingId('oilseed-rape');
  const bidOn = (listing: string) => one(sql`select id from trading_bids where listing_id = ${listing}`);
  a.offer = await bidOn(a.live);
  a.offerOption = await one(sql`select id from trading_bid_options where bid_id = ${a.offer} order by month limit 1`);
  a.traded = await bidOn(await listingId('barley'));
  a.contract = await one(
    sql`select c.id from trading_contracts c join trading_trades t on t.id = c.trade_id where t.bid_id = ${a.traded}`,
  );
  // The contract's deliveries: two planned out of a barley lot of Hillside's (one to change and send, one to
  // delete), and Anglia's weighbridge ticket and collection receipt for the tipped weight.
  const [period] = await rows<{ start_date: string }>(
    t,
    sql`select start_date from trading_contracts where id = ${a.contract}`,
  );
  const barleyStore = await created('farmer', '/inventory/storages', {
    type: 'store',
    businessUnitId: a.storeUnit,
    name: 'Barley for Anglia',
  });
  const barley = await created('farmer', '/inventory/records', {
    storageId: barleyStore.id,
    quantityKg: 10 * TONNE,
    commodityId: 'barley',
    harvestYear: 2026,
  });
  const delivery = () =>
    created('farmer', `/trading/contracts/${a.contract}/deliveries`, {
      plannedDate: period!.start_date,
      plannedWeightKg: TONNE,
      lots: [{ recordId: barley.id, quantityKg: TONNE }],
    });
  a.barley = barley.id;
  a.deliveryDate = period!.start_date;
  a.delivery = (await delivery()).id;
  a.doomedDelivery = (await delivery()).id;
  // A planned delivery whose haulage is booked as a job (logistics' job from a delivery).
  a.hauledDelivery = (await delivery()).id;
  // A delivery whose sample Anglia found outside the contract's specification (moisture over its 15 %): the contract
  // price may then be updated; a month after the contract's, to roll part of it into.
  await rows(
    t,
    sql`update trading_contracts set specification = ${JSON.stringify({ measures: { moisture: { min: null, max: 15 } } })}::jsonb
        where id = ${a.contract}`,
  );
  a.graded = (await delivery()).id;
  await expectData(
    await call('buyer', 'POST', `/trading/contracts/${a.contract}/deliveries/${a.graded}/sample`, {
      results: { moisture: 16.5 },
    }),
  );
  const [year, month] = period!.start_date.split('-').map(Number) as [number, number];
  a.laterMonth = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7);
  const anglias = async (type: string) => {
    const parts: MultipartPart[] = [
      { name: 'bucket', value: 'files' },
      { name: 'type', value: type },
      { name: 'file', filename: `${type}.txt`, data: Buffer.from(`${type}: Anglia's own`), contentType: 'text/plain' },
    ];
    return (await expectData<UploadedFile[]>(await t.app.inject(uploadRequest(parts, headers.buyer)), 201))[0]!.id;
  };
  a.ticket = await anglias('weighbridge');
  a.receipt = await anglias('collection-receipt');
  // Hillside's invoice to Anglia for that contract, as a settlement issues one.
  a.invoice = await issueInvoice(t, a.contract, today(t));
  // Contracts Hillside entered itself (seen by Hillside alone): one to change, one to give notice on, one to delete,
  // with a contract document on the first and another to attach.
  const enteredContract = async (contractNumber: string, type = 'storage') =>
    (
      await created('farmer', '/trading/contracts', {
        type,
        sellerBusinessUnitId: a.farm,
        contractNumber,
        startDate: today(t),
        endDate: today(t),
        pricePerUnit: 1_500,
        priceType: 'fixed',
        totalWeightKg: 50 * TONNE,
        ...(type === 'storage' ? { storageQuantityKg: 50 * TONNE } : {}),
        commodityId: 'wheat',
        counterparty: { name: 'Brook Farm' },
      })
    ).id;
  a.entered = await enteredContract('ST-WALK-1');
  a.noticeMe = await enteredContract('ST-WALK-2');
  a.doomedContract = await enteredContract('OFF-WALK-3', 'sales');
  // A sales contract Hillside entered whose price is still to be fixed (§1 base fixing).
  a.unfixed = (
    await created('farmer', '/trading/contracts', {
      type: 'sales',
      sellerBusinessUnitId: a.farm,
      contractNumber: 'OFF-WALK-4',
      startDate: today(t),
      endDate: today(t),
      pricePerUnit: 18_000,
      priceType: 'unfixed',
      totalWeightKg: 50 * TONNE,
      commodityId: 'wheat',
      counterparty: { name: 'Brook Farm' },
    })
  ).id;
  const contractDoc = (name: string): MultipartPart[] => [
    { name: 'bucket', value: 'files' },
    { name: 'type', value: 'contract' },
    { name: 'file', filename: name, data: Buffer.from(`${name}: Hillside's contract`), contentType: 'text/plain' },
  ];
  a.contractDoc = await upload(contractDoc('storage-contract.txt'));
  a.attachDoc = await upload(contractDoc('storage-contract-signed.txt'));
  await expectData(await call('farmer', 'POST', `/trading/contracts/${a.entered}/files`, { fileId: a.contractDoc }));
  a.expired = await bidOn(await listingId('beans'));
  a.expiredOption = await one(
    sql`select id from trading_bid_options where bid_id = ${a.expired} order by month limit 1`,
  );
  const list = (commodityId = 'wheat') =>
    created<SellerListing>('farmer', '/trading/listings', listingBody(t, a.farm, { commodityId }));
  const offerOn = (who: Walker, listing: SellerListing) => created<BidView>(who, '/trading/bids', bidBody(listing));
  const close = async (listing: string) =>
    expectData(await call('farmer', 'PATCH', `/trading/listings/${listing}/close`, { reasonId: 'other' }));
  a.closeMe = (await list()).id;
  a.relistMe = (await list()).id;
  await close(a.relistMe);
  a.archiveMe = (await list()).id;
  await close(a.archiveMe);
  a.bidMe = (await list('barley')).id;
  a.withdrawMe = (await offerOn('buyer', await list())).id;
  // Offers under review, expired and traded: listings made now and moved back in time, as the demo seeding does.
  const { tradingDemo } = t.app.platform.services;
  const underReview = async (who: Walker) => {
    const listing = await list();
    const offer = await offerOn(who, listing);
    await tradingDemo.backdate(listing.id, 3 * HOUR + 10 * MIN);
    return offer;
  };
  const acceptMe = await underReview('buyer');
  a.acceptMe = acceptMe.id;
  a.acceptOption = acceptMe.options[0]!.id;
  const overdue = await underReview('buyer');
  a.overdue = overdue.id;
  await expectData(
    await call('farmer', 'PATCH', `/trading/bids/${overdue.id}/accept`, { optionId: overdue.options[0]!.id }),
  );
  await rows(
    t,
    sql`update trading_trades set contract_due_at = ${new Date(t.clock.now().getTime() - HOUR).toISOString()}::timestamptz
        where bid_id = ${overdue.id} returning id`,
  );
  const askedToReopen = async (who: Walker) => {
    const listing = await list();
    const offer = await offerOn(who, listing);
    await tradingDemo.backdate(listing.id, 4 * HOUR);
    await expectData(
      await call('farmer', 'POST', `/trading/bids/${offer.id}/expired-bid-offer`, {
        optionId: offer.options[0]!.id,
      }),
    );
    return offer.id;
  };
  a.reopenAccept = await askedToReopen('buyer');
  a.reopenDecline = await askedToReopen('buyer');

  // Anglia's wanted listing (the demo one), one to close, and Hillside's trade requests against the demo one.
  a.wanted = await one(sql`select id from trading_wanted where organisation_id = ${a.anglia} limit 1`);
  a.doomedWanted = (
    await created('buyer', '/trading/wanted', {
      commodityId: 'barley',
      quantityMinKg: 10 * TONNE,
      quantityMaxKg: 20 * TONNE,
      months: [monthFrom(t, 2)],
    })
  ).id;
  const ask = () =>
    created('farmer', '/trading/trade-requests', {
      wantedId: a.wanted,
      businessUnitId: a.farm,
      quantityKg: 250 * TONNE,
      month: monthFrom(t, 2),
      pricePerUnit: 19_600,
    });
  a.request = (await ask()).id;
  a.doomedRequest = (await ask()).id;

  // Hillside's own fleet (issue 22: any business's owner holds logistics.carrier): an insurance document, two
  // vehicles and two trailers (one of each to remove), and two drivers of its driver group, with a third to register.
  a.insuranceDoc = await upload([
    { name: 'bucket', value: 'files' },
    { name: 'type', value: 'vehicle' },
    { name: 'file', filename: 'insurance.txt', data: Buffer.from("Hillside's cover"), contentType: 'text/plain' },
  ]);
  const vehicle = (registration: string) =>
    created('farmer', '/logistics/vehicles', {
      registration,
      type: 'rigid-4-wheel',
      payloadKg: 7_500,
      insuranceFileId: a.insuranceDoc,
    });
  a.vehicle = (await vehicle('HS21AAA')).id;
  a.doomedVehicle = (await vehicle('HS21DDD')).id;
  a.trailer = (await created('farmer', '/logistics/trailers', { reference: 'Hillside bulker', type: 'other' })).id;
  a.doomedTrailer = (
    await created('farmer', '/logistics/trailers', { reference: 'Old bale trailer', type: 'draw-bar' })
  ).id;
  const driverOf = async (email: string) =>
    (await member(hillside, email, { groups: ['driver'], access: { 'logistics.carrier': 'read' } })).profile.id;
  a.driverProfile = await driverOf('driver@hillside.test');
  a.spareDriverProfile = await driverOf('spare-driver@hillside.test');
  a.fleetDriver = (
    await created('farmer', '/logistics/drivers', { profileId: a.driverProfile, driverNumber: 'HARRI702154TJ9AB' })
  ).id;
  a.doomedDriver = (
    await created('farmer', '/logistics/drivers', {
      profileId: await driverOf('leaving-driver@hillside.test'),
      driverNumber: 'HARRI702154TJ8AB',
    })
  ).id;

  // Haulage: a job Hillside organised, given to Fenland, with a load Fenland plans on its vehicle with its driver
  // (written into the tables: the fleet, jobs and loads parts make these through their own calls).
  const haulage = await plannerWorld(db);
  const haulJob = await addJob(haulage, { carrierId: haulage.fenland });
  const haulLoad = await addLoad(haulage, haulJob.id, { weightKg: 29_000, plannedDate: '2026-12-01' });
  a.haulLoad = haulLoad.id;
  a.haulVehicle = (await addVehicle(haulage, haulage.fenland)).id;
  a.haulDriver = (await addDriver(haulage, haulage.fenland)).id;
  a.doomedAllocation = (
    await addAllocation(haulage, haulLoad, {
      carrierId: haulage.fenland,
      vehicleId: a.haulVehicle,
      driverId: a.haulDriver,
      day: '2026-12-01',
      weightKg: 10_000,
    })
  ).id;
  a.haulAllocation = (
    await addAllocation(haulage, haulLoad, {
      carrierId: haulage.fenland,
      vehicleId: a.haulVehicle,
      driverId: a.haulDriver,
      day: '2026-12-01',
      weightKg: 1_000,
    })
  ).id;
  // The driver app: a booked job of Hillside's given to Fenland, its load allocated to Fenland's driver, to drive.
  const driveJob = await addJob(haulage, { carrierId: haulage.fenland, status: 'booked' });
  a.driveJob = driveJob.id;
  a.driveStop = await one(
    sql`insert into logistics_job_stops (job_id, position, type, waypoint_type, name)
        values (${driveJob.id}, 1, 'unload', 'mill', 'Walk mill'), (${driveJob.id}, 0, 'load', 'farm', 'Walk store')
        returning id`,
  );
  await addAllocation(haulage, await addLoad(haulage, driveJob.id, { weightKg: 29_000 }), {
    carrierId: haulage.fenland,
    vehicleId: a.haulVehicle,
    driverId: a.haulDriver,
    day: '2026-12-01',
    weightKg: 29_000,
  });
  // Hillside's haulage: a job awaiting quotes, and jobs it asked Fenland Haulage to quote for (written straight into
  // the jobs table: the quote calls are what the walk is about). Fenland has no terms, so a price can be accepted.
  a.fenland = await organisationOf('Fenland Haulage Ltd');
  const job = () => insertJob(db, { organiserId: hillside, now: t.clock.now() });
  const askFenland = async (jobId: string) => {
    const { quotes } = await created<{ quotes: { id: string }[] }>('farmer', `/logistics/jobs/${jobId}/quotes`, {
      carrierOrganisationIds: [a.fenland],
    });
    const [quote] = quotes;
    if (!quote) throw new Error('No quote asked');
    return quote.id;
  };
  a.quoteJob = await job();
  a.quotedJob = await job();
  a.acceptQuote = await askFenland(a.quotedJob);
  await created('carrier', `/logistics/quotes/${a.acceptQuote}/submit`, { priceMinor: 45_000 }, 200);
  a.cancelQuote = await askFenland(await job());
  a.priceQuote = await askFenland(await job());
  a.declineQuote = await askFenland(await job());
  // Haulage: a job of Hillside's given to Fenland Haulage (written straight to the table: jobs are their own part),
  // its loads (one to read and change, one for the carrier to tip with its own ticket, one to delete).
  a.loadsJob = await one(
    sql`insert into logistics_jobs (reference, organiser_organisation_id, carrier_organisation_id, type, status,
          pickup_at, created_at, updated_at)
        values ('J-WALK-1', ${hillside}, ${await organisationOf('Fenland Haulage Ltd')}, 'grain', 'assigned',
          now(), now(), now()) returning id`,
  );
  const haul = async () =>
    (await created('farmer', '/logistics/loads', { jobId: a.loadsJob, plannedDate: today(t), weightKg: 29 * TONNE }))
      .id;
  a.loadsLoad = await haul();
  a.tipMe = await haul();
  a.doomedLoad = await haul();
  const ticketParts: MultipartPart[] = [
    { name: 'bucket', value: 'files' },
    { name: 'type', value: 'weighbridge' },
    { name: 'file', filename: 'ticket.txt', data: Buffer.from('Fenland ticket'), contentType: 'text/plain' },
  ];
  a.carrierTicket = (
    await expectData<UploadedFile[]>(await t.app.inject(uploadRequest(ticketParts, headers.carrier)), 201)
  )[0]!.id;
  // Hillside's haulage jobs: one awaiting quotes, and four given to Fenland Haulage (one of them ready to book).
  const newJob = (body: Record<string, unknown> = {}) => created('farmer', '/logistics/jobs', jobBody(t, body));
  const givenJob = () => newJob({ carrierOrganisationId: a.fenland, priceMinor: 45_000 });
  a.openJob = (await newJob()).id;
  a.givenJob = (await givenJob()).id;
  a.doomedJob = (await givenJob()).id;
  a.declineJob = (await givenJob()).id;
  a.bookJob = (await givenJob()).id;
  await loadOnJob(
    t,
    { id: a.bookJob, organiserOrganisationId: hillside, carrierOrganisationId: a.fenland },
    { weightKg: 29_000, allocated: true },
  );

  // A job being driven (issue 23): given to Fenland, its load allocated to Fenland's driver, started as the driver's
  // swipe starts it.
  a.trackedJob = (await givenJob()).id;
  await loadOnJob(
    t,
    { id: a.trackedJob, organiserOrganisationId: hillside, carrierOrganisationId: a.fenland },
    { weightKg: 29_000, allocated: true },
  );
  await one(
    sql`update logistics_jobs set status = 'started', started_at = ${t.clock.now()} where id = ${a.trackedJob}
      returning id`,
  );

  // Market data (issue 24): Hillside has the insights upgrade; the farmer's price alerts and the business's targets.
  await grantInsights(t, hillside);
  const alert = () =>
    created('farmer', '/trading/alert-preferences', {
      type: 'target',
      commodityId: 'wheat-feed',
      region: 'east',
      kind: 'spot',
      direction: 'above',
      priceMinor: 20_000,
    });
  a.alert = (await alert()).id;
  a.doomedAlert = (await alert()).id;
  const target = async (month: string) =>
    expectData<{ id: string }>(
      await apiCall(t, 'PUT', '/trading/target-prices', headers.farmer, {
        commodityId: 'wheat-feed',
        month,
        region: 'east',
        priceMinor: 20_000,
      }),
    );
  a.target = (await target('2027-03')).id;
  a.doomedTarget = (await target('2027-04')).id;

  const own = await ownObjects(t, headers, a);
  const secrets = secretsOf(a);
  return {
    t,
    headers,
    a,
    own,
    secrets,
    ownOf: (who) => own[who] ?? aSide(a),
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A's own ids in the shape of another business's, for a caller who has none of their own. */
const aSide = (a: Record<AKey, string>): OwnIds => ({
  unit: a.storeUnit,
  colleague: a.colleagueUser,
  store: a.barn,
  record: a.record,
  field: a.field,
  plan: a.plan,
});

/**
 * What the other businesses own: a colleague for each owner who runs a team, and for the two other farms (and the
 * Hillside member limited to Brook End Farm) a store with stock, a field and a harvest plan, so a call can name
 * their own object and one of A's side by side.
 */
async function ownObjects(
  t: TestApp,
  headers: Record<Walker, Headers>,
  a: Record<AKey, string>,
): Promise<Partial<Record<Walker, OwnIds>>> {
  const { accounts, users, businessUnits } = t.app.platform.services;
  const db = t.app.platform.database.db;
  const own: Partial<Record<Walker, OwnIds>> = {};
  const teams: [Walker, string][] = [
    ['rival', 'Fen Edge Farms'],
    ['unvetted', 'Marsh Lane Farm'],
    ['buyer', 'Anglia Grain Merchants Ltd'],
    ['outsider', 'Outside Grain Ltd'],
    ['carrier', 'Fenland Haulage Ltd'],
    ['carrier2', 'Ouse Valley Transport Ltd'],
    ['admin', 'Harvest Platform'],
  ];
  for (const [who, name] of teams) {
    const organisation = (await accounts.findOrganisationByName(name))!;
    const colleague = await users.addMember(db, organisation.id, {
      email: `colleague-of-${who.toLowerCase()}@walk.test`,
      givenName: 'Their',
      familyName: 'Colleague',
    });
    const [unit] = await rows<{ id: string }>(
      t,
      sql`select id from business_units where organisation_id = ${organisation.id} order by created_at limit 1`,
    );
    const unitId = unit?.id ?? (await businessUnits.add(db, organisation.id, `${name} Office`, 'store')).id;
    own[who] = { unit: unitId, colleague: colleague.user.id, store: '', record: '', field: '', plan: '' };
  }
  // The member limited to Brook End Farm keeps stock there: Hillside's, but within their units.
  const [brookEnd] = await rows<{ id: string }>(t, sql`select id from business_units where name = 'Brook End Farm'`);
  own.scoped = { unit: brookEnd!.id, colleague: a.colleagueUser, store: '', record: '', field: '', plan: '' };
  for (const who of ['rival', 'unvetted', 'scoped'] as const) {
    const mine = own[who]!;
    const post = async (path: string, body: object) => {
      const reply = await apiCall(t, 'POST', path, headers[who], body);
      return (await expectData<{ id: string }>(reply, 201)).id;
    };
    mine.store = await post('/inventory/storages', { type: 'store', businessUnitId: mine.unit, name: 'Their barn' });
    mine.record = await post('/inventory/records', {
      storageId: mine.store,
      quantityKg: 20 * TONNE,
      commodityId: 'wheat',
      harvestYear: 2025,
    });
    mine.field = await post('/inventory/storages', {
      type: 'field',
      businessUnitId: mine.unit,
      name: 'Their field',
      areaHa: 10,
      fieldType: 'arable',
    });
    mine.plan = await post('/inventory/harvest-plans', {
      fieldId: mine.field,
      commodityId: 'wheat',
      harvestYear: 2026,
    });
  }
  own.rivalHand = own.rival;
  return own;
}

/**
 * Every id of A's world and who may come across it. Hillside's people see Hillside's objects (the member without
 * permissions is refused the calls, but may see ids in what every member reads); Anglia sees what it is party to;
 * vetted buyers see a listing open for offers; traders see a wanted listing; the administrator sees businesses,
 * people, units and files, which the platform's administration is about.
 */
function secretsOf(a: Record<AKey, string>): Secret[] {
  // The member limited to Brook End Farm sees what is Hillside's as a whole, but nothing of its other units.
  const organisation: Walker[] = [...HILLSIDE];
  const units: Walker[] = ['farmer', 'member'];
  const both: Walker[] = [...units, ...ANGLIA];
  const buyers: Walker[] = [...ANGLIA, 'outsider'];
  const traders: Walker[] = [...both, 'scoped', 'outsider', 'rival', 'rivalHand'];
  const administered: Walker[] = [...organisation, 'admin'];
  // The carrier asked to quote for a job, and his driver, who reads the requests.
  const haulier: Walker[] = ['carrier', 'driver'];
  // A haulage job and its loads: the organiser's, and the carrier's (and its driver's) it was given to.
  const hauled: Walker[] = [...organisation, ...HAULIER];
  const seen: [AKey, readonly Walker[]][] = [
    // Fenland Haulage hauls for Hillside: its jobs, and their loads, name their organiser.
    ['hillside', [...organisation, ...ANGLIA, ...HAULIER, 'admin']],
    ['farmerUser', [...organisation, ...ANGLIA, 'admin']],
    ['farmerProfile', administered],
    ['colleagueUser', administered],
    ['colleagueProfile', administered],
    ['doomedColleague', administered],
    ['farm', [...both, 'admin']],
    ['storeUnit', [...units, 'admin']],
    ['doomedUnit', [...units, 'admin']],
    ['invite', organisation],
    ['doomedInvite', organisation],
    ['impersonation', ['admin']],
    ['notification', ['farmer']],
    ['mail', []],
    ['draft', ['admin']],
    ['doomedDraft', ['admin']],
    ['marketDraft', ['admin']],
    ['doomedMarketDraft', ['admin']],
    ['marketScheduled', ['admin']],
    ['file', administered],
    ['doomedFile', administered],
    ['logo', administered],
    ['barn', units],
    ['bay', units],
    ['field', units],
    ['doomedStorage', units],
    ['record', units],
    ['doomedRecord', units],
    ['planned', units],
    ['completeMe', units],
    ['reverseMe', units],
    ['doomedMovement', units],
    ['plan', units],
    ['load', units],
    ['completePlan', units],
    ['reopenPlan', units],
    ['doomedPlan', units],
    ['live', [...units, ...buyers]],
    ['scheduled', units],
    ['closeMe', [...units, ...buyers]],
    ['relistMe', both],
    ['archiveMe', both],
    ['bidMe', [...units, ...buyers]],
    ['offer', both],
    ['offerOption', both],
    ['withdrawMe', both],
    ['acceptMe', both],
    ['acceptOption', both],
    ['traded', both],
    ['contract', both],
    ['barley', units],
    ['delivery', both],
    ['doomedDelivery', both],
    ['graded', both],
    ['unfixed', units],
    ['ticket', ANGLIA],
    ['receipt', ANGLIA],
    ['invoice', both],
    ['entered', units],
    ['noticeMe', units],
    ['doomedContract', units],
    ['contractDoc', administered],
    ['attachDoc', administered],
    ['overdue', both],
    // The fleet is the business's whole, not a unit's: its carrier permission reads it whatever the member's units.
    ['insuranceDoc', administered],
    ['vehicle', ['farmer', 'scoped']],
    ['doomedVehicle', ['farmer', 'scoped']],
    ['trailer', ['farmer', 'scoped']],
    ['doomedTrailer', ['farmer', 'scoped']],
    ['driverProfile', administered],
    ['spareDriverProfile', administered],
    ['fleetDriver', ['farmer', 'scoped']],
    ['doomedDriver', ['farmer', 'scoped']],
    ['expired', both],
    ['expiredOption', both],
    ['reopenAccept', both],
    ['reopenDecline', both],
    ['wanted', traders],
    ['doomedWanted', traders],
    ['request', both],
    ['doomedRequest', both],
    // The organiser's load, planned by the carrier it gave the job to (whose driver reads the planner).
    ['haulLoad', [...organisation, 'carrier', 'driver']],
    ['doomedAllocation', ['carrier', 'driver']],
    ['haulAllocation', ['carrier', 'driver']],
    // Any business organising haulage finds a carrier in the list of carriers.
    ['fenland', [...WALKERS]],
    ['quoteJob', [...organisation, ...haulier]],
    ['quotedJob', [...organisation, ...haulier]],
    ['acceptQuote', [...organisation, ...haulier]],
    ['cancelQuote', [...organisation, ...haulier]],
    ['priceQuote', [...organisation, ...haulier]],
    ['declineQuote', [...organisation, ...haulier]],
    ['loadsJob', hauled],
    ['loadsLoad', hauled],
    ['tipMe', hauled],
    ['doomedLoad', hauled],
    ['carrierTicket', [...HAULIER, ...organisation, 'admin']],
    // Jobs are the business's, not a unit's; the carrier a job is given to (and its driver) read it too.
    ['openJob', organisation],
    ['givenJob', [...organisation, ...HAULIER]],
    ['doomedJob', [...organisation, ...HAULIER]],
    ['declineJob', [...organisation, ...HAULIER]],
    ['bookJob', [...organisation, ...HAULIER]],
    ['driveJob', [...organisation, ...HAULIER]],
    ['driveStop', [...organisation, ...HAULIER]],
    ['trackedJob', [...organisation, ...HAULIER]],
    ['hauledDelivery', both],
    // A price alert is its person's alone; target prices are the business's (platform §6: no unit holds them).
    ['alert', ['farmer']],
    ['doomedAlert', ['farmer']],
    ['target', organisation],
    ['doomedTarget', organisation],
  ];
  return seen.map(([key, seenBy]) => ({ id: a[key], label: key, seenBy }));
}
