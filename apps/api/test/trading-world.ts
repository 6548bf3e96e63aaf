import type { BidView, MarketListing, SellerListing } from '@harvest/domain';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiCall, signInDemo, type DemoPerson, type Headers } from './api-calls';
import { DEMO_PASSWORD, rows } from './auth-helpers';
import { tradingContracts } from '../src/modules/trading/contracts/tables';
import type { TestApp } from './build-test-app';

export const HOUR = 60 * 60 * 1000;
export const MIN = 60 * 1000;

/** The demo people who trade, and a second vetted farm business (for the wrong-organisation cases). */
export const TRADERS = ['farmer', 'buyer', 'buyer2', 'carrier', 'driver', 'unvetted', 'admin', 'rival'] as const;
export type Trader = (typeof TRADERS)[number];

/** Fen Edge Farms: a vetted seller beside Hillside, whose listings Hillside must never see. */
export async function addRivalSeller(t: TestApp): Promise<{ farmId: string }> {
  const { organisations, businessUnits, users, passwords } = t.app.platform.services;
  return t.app.platform.database.db.transaction(async (tx) => {
    const organisation = await organisations.create(tx, {
      name: 'Fen Edge Farms',
      vetted: true,
      modules: ['inventory:core', 'trading:core'],
    });
    const farm = await businessUnits.add(tx, organisation.id, 'Fen Edge Farm', 'farm', {
      address: { line1: 'Fen Edge Farm, Drove Road', city: 'Chatteris', postcode: 'PE16 6XY' },
      farmDetails: { holdingNumber: '21/654/3210', assuranceScheme: 'red-tractor', assuranceStatus: 'valid' },
    });
    const { user } = await users.addMember(tx, organisation.id, {
      email: 'rival@fenedge.test',
      givenName: 'Rob',
      familyName: 'Fenn',
      groups: ['owner'],
      userTypes: ['seller'],
      acceptedTerms: true,
    });
    await passwords.setPassword(tx, user.id, DEMO_PASSWORD);
    return { farmId: farm.id };
  });
}

/** Sessions of every trader; tokens live 15 minutes, so sign in again after moving the clock. */
export async function signInTraders(t: TestApp): Promise<Record<Trader, Headers>> {
  const demo = await signInDemo(t, 'farmer', 'buyer', 'buyer2', 'carrier', 'driver', 'unvetted', 'admin');
  return { ...demo, rival: await t.authHeaders('rival@fenedge.test') } as Record<Trader, Headers>;
}

export async function unitIdOf(t: TestApp, name: string): Promise<string> {
  const [row] = await rows<{ id: string }>(t, sql`select id from business_units where name = ${name}`);
  if (!row) throw new Error(`No unit ${name}`);
  return row.id;
}

/** A wheat listing of 100 to 300 t for December and January, reviewed in 3 hours unless told otherwise. */
export function listingBody(t: TestApp, farmId: string, overrides: Record<string, unknown> = {}) {
  const now = t.clock.now();
  const month = (add: number) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + add, 1));
    return date.toISOString().slice(0, 7);
  };
  return {
    businessUnitId: farmId,
    commodityId: 'wheat',
    quantityMinKg: 100_000,
    quantityMaxKg: 300_000,
    movement: { kind: 'months', months: [month(1), month(2)] },
    reviewAt: new Date(now.getTime() + 3 * HOUR).toISOString(),
    haulage: 'ex-farm',
    guidePrice: 19_000,
    targetPrice: 21_000,
    specification: { measures: { moisture: { min: null, max: 15 }, protein: { min: 11, max: null } } },
    ...overrides,
  };
}

/** An offer on every month of the listing, £190 + £1 a month later, for 100 to 200 t. */
export function bidBody(listing: { id: string; movementMonths: string[] }, overrides: Record<string, unknown> = {}) {
  return {
    listingId: listing.id,
    options: listing.movementMonths.map((month, index) => ({ month, pricePerUnit: 19_000 + index * 100 })),
    quantityMinKg: 100_000,
    quantityMaxKg: 200_000,
    ...overrides,
  };
}

export async function expectData<T>(
  reply: { statusCode: number; body: string; json(): unknown },
  status = 200,
): Promise<T> {
  expect(reply.statusCode, reply.body).toBe(status);
  return (reply.json() as { data: T }).data;
}

export async function createListing(t: TestApp, who: Headers, body: Record<string, unknown>): Promise<SellerListing> {
  return expectData<SellerListing>(await apiCall(t, 'POST', '/trading/listings', who, body), 201);
}

export async function sendBid(t: TestApp, who: Headers, body: Record<string, unknown>): Promise<BidView> {
  return expectData<BidView>(await apiCall(t, 'POST', '/trading/bids', who, body), 201);
}

export async function marketListing(t: TestApp, who: Headers, id: string): Promise<MarketListing> {
  return expectData<MarketListing>(await apiCall(t, 'GET', `/trading/listings/${id}`, who));
}

export type { DemoPerson };

/** Another vetted buyer business with one owner who may bid; answers the owner's session headers. */
export async function addBuyer(t: TestApp, name: string, email: string): Promise<Headers> {
  const { organisations, users } = t.app.platform.services;
  await t.app.platform.database.db.transaction(async (tx) => {
    const organisation = await organisations.create(tx, { name, vetted: true, modules: ['trading:buyers'] });
    await users.addMember(tx, organisation.id, {
      email,
      givenName: 'Bea',
      familyName: name.split(' ')[0] ?? 'Buyer',
      groups: ['owner'],
      userTypes: ['buyer'],
      acceptedTerms: true,
    });
  });
  return t.authHeaders(email);
}

/** The titles of a person's in-app notifications, newest first. */
export async function notificationTitles(t: TestApp, email: string): Promise<string[]> {
  const found = await rows<{ title: string }>(
    t,
    sql`select n.title from account_notifications n join users u on u.id = n.user_id
        where u.email = ${email} order by n.created_at desc, n.id desc`,
  );
  return found.map((row) => row.title);
}

/**
 * The seller's invoice for 29 t on a contract (the first contract when none is named), issued through the service
 * as a settlement issues one; answers its id.
 */
export async function issueInvoice(t: TestApp, contractId?: string, invoiceDate = '2026-12-18'): Promise<string> {
  const db = t.app.platform.database.db;
  const query = db.select().from(tradingContracts);
  const [contract] = await (contractId ? query.where(eq(tradingContracts.id, contractId)) : query.limit(1));
  if (!contract) throw new Error('No contract to invoice');
  const invoice = await db.transaction((tx) =>
    t.app.platform.services.invoices.issue(tx, {
      contract,
      issuer: 'seller',
      invoiceDate,
      paymentDays: 30,
      lines: [{ description: 'Grain delivered', quantityKg: 29_000, unitPriceMinor: 17_500 }],
    }),
  );
  return invoice.id;
}
