import type { SearchReply, StockRecord, Storage } from '@harvest/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../../test/api-calls';
import { newMember, rows } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { DATA_CHANGES_CHANNEL } from './change-feed';

/**
 * What an instance keeps in memory (principals, unit scopes, inventory searches) is never served after the data
 * changed: the writer's own instance marks its change before answering, triggers raise principal versions in the
 * writing transaction, and other instances hear inventory changes through NOTIFY.
 */
describe('kept answers (DESIGN §5: many instances on one database)', () => {
  let t: TestApp;
  let farmer: Headers;
  let record: StockRecord;

  const search = async (headers: Headers = farmer) => {
    const reply = await apiCall(t, 'GET', '/search/inventory/records?f=commodity:oats', headers);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data as SearchReply<StockRecord>;
  };
  const quantityFound = async () => (await search()).docs.find((doc) => doc.id === record.id)?.quantityKg;

  /** A write as another process would make it, its triggers switched off: nobody is told of it. */
  const unannounced = (statement: SQL) =>
    t.app.platform.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(statement);
    });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ farmer } = await signInDemo(t, 'farmer'));
    const [unit] = await rows<{ id: string }>(
      t,
      sql`select id from business_units where name = 'Hillside Grain Store'`,
    );
    const shed = await apiCall(t, 'POST', '/inventory/storages', farmer, {
      type: 'store',
      businessUnitId: unit!.id,
      name: 'Oat shed',
    });
    const storage = shed.json().data as Storage;
    const created = await apiCall(t, 'POST', '/inventory/records', farmer, {
      storageId: storage.id,
      quantityKg: 10_000,
      commodityId: 'oats',
      harvestYear: 2026,
    });
    expect(created.statusCode, created.body).toBe(201);
    record = created.json().data as StockRecord;
  }, 60_000);

  afterAll(() => t.close());

  /**
   * Waits until this instance has heard every change announced so far. A write's own NOTIFY reaches the feed a
   * moment after the write answered; heard after a test's first kept read, it would drop what that read kept (on a
   * busy machine it did). Notifications arrive in order, so hearing a marker sent now means all before it were heard.
   */
  let markers = 0;
  beforeEach(async () => {
    const feed = t.app.platform.changes;
    const marker = `test:settled-${(markers += 1)}`;
    const before = feed.mark();
    await rows(t, sql`select pg_notify(${DATA_CHANGES_CHANNEL}, ${marker})`);
    await vi.waitFor(() => expect(feed.unchangedSince(before, [marker])).toBe(false), { timeout: 5_000, interval: 10 });
  });

  it('answers a search again from memory until the inventory changes, and at once after a write here', async () => {
    expect(await quantityFound()).toBe(10_000);
    await unannounced(sql`update inventory_records set quantity_kg = 9000 where id = ${record.id}`);
    expect(await quantityFound()).toBe(10_000);

    const adjusted = await apiCall(t, 'POST', `/inventory/records/${record.id}/adjustments`, farmer, {
      deltaKg: -1_000,
      reason: 'stock-take',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect(await quantityFound()).toBe(8_000);
  });

  it('keeps its searches through a live conflicts check and a refused write, which change nothing', async () => {
    expect(await quantityFound()).toBe(8_000);
    await unannounced(sql`update inventory_records set quantity_kg = 7900 where id = ${record.id}`);
    const check = await apiCall(t, 'POST', '/inventory/movements/conflicts', farmer, {
      type: 'outbound',
      sources: [{ recordId: record.id, quantityKg: 100 }],
      quantityKg: 100,
      startDate: new Date().toISOString().slice(0, 10),
    });
    expect(check.statusCode, check.body).toBe(200);
    const refused = await apiCall(t, 'POST', `/inventory/records/${record.id}/adjustments`, farmer, {
      deltaKg: 0,
      reason: 'stock-take',
    });
    expect(refused.statusCode).toBe(400);
    expect(await quantityFound()).toBe(8_000);
    // Put back what the search holds, so the ledger and the next test agree.
    await unannounced(sql`update inventory_records set quantity_kg = 8000 where id = ${record.id}`);
  });

  it('hears of a change another instance made through the database', async () => {
    expect(await quantityFound()).toBe(8_000);
    await rows(t, sql`update inventory_records set quantity_kg = 7500 where id = ${record.id}`);
    await vi.waitFor(async () => expect(await quantityFound()).toBe(7_500), { timeout: 5_000, interval: 20 });
  });

  it('reads a principal again as soon as what it is made of changes, whoever changed it', async () => {
    const member = await newMember(t, { access: { 'inventory.movements': 'read' } });
    expect((await apiCall(t, 'GET', '/inventory/storages', member.headers)).statusCode).toBe(200);
    // Unannounced, the kept principal stands: it is kept, not read on every request.
    await unannounced(sql`update profiles set access = '{}'::jsonb where id = ${member.profileId}`);
    expect((await apiCall(t, 'GET', '/inventory/storages', member.headers)).statusCode).toBe(200);
    // Any ordinary write raises the member's version in its own transaction: the next request sees it.
    await rows(t, sql`update profiles set access = '{}'::jsonb where id = ${member.profileId}`);
    expect((await apiCall(t, 'GET', '/inventory/storages', member.headers)).statusCode).toBe(403);
    await rows(
      t,
      sql`update profiles set access = '{"inventory.movements":"read"}'::jsonb where id = ${member.profileId}`,
    );
    expect((await apiCall(t, 'GET', '/inventory/storages', member.headers)).statusCode).toBe(200);
  });

  it('sees a unit taken from a member at once', async () => {
    const [unit] = await rows<{ id: string }>(t, sql`select id from business_units where name = 'Hillside Farm'`);
    const member = await newMember(t, { access: { 'inventory.movements': 'read' } });
    expect((await search(member.headers)).totalDocs).toBe(1);
    // Limited to another unit, the member no longer sees the Grain Store's oats.
    await rows(
      t,
      sql`insert into profile_business_units (profile_id, business_unit_id) values (${member.profileId}, ${unit!.id})`,
    );
    expect((await search(member.headers)).totalDocs).toBe(0);
  });

  const storageHolding = async (headers: Headers = farmer) => {
    const reply = await apiCall(t, 'GET', '/inventory/storages', headers);
    expect(reply.statusCode, reply.body).toBe(200);
    const listed = reply.json().data as Storage[];
    return { names: listed.map((each) => each.name), shed: listed.find((each) => each.id === record.storageId) };
  };

  it('answers the storage list again from memory until the inventory changes, here or on another instance', async () => {
    const before = (await storageHolding()).shed?.quantityKg;
    expect(before).toBeGreaterThan(0);
    await unannounced(sql`update inventory_records set quantity_kg = quantity_kg + 1 where id = ${record.id}`);
    expect((await storageHolding()).shed?.quantityKg).toBe(before);
    // A write through the API is seen by the writer's very next read.
    const adjusted = await apiCall(t, 'POST', `/inventory/records/${record.id}/adjustments`, farmer, {
      deltaKg: -500,
      reason: 'stock-take',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect((await storageHolding()).shed?.quantityKg).toBe(before! + 1 - 500);
    // A write another instance made reaches this one through the database.
    await rows(t, sql`update inventory_records set quantity_kg = quantity_kg - 1 where id = ${record.id}`);
    await vi.waitFor(async () => expect((await storageHolding()).shed?.quantityKg).toBe(before! - 500), {
      timeout: 5_000,
      interval: 20,
    });
  });

  it('never hands one scope’s kept storage list to another: a unit taken from a member, another business', async () => {
    const member = await newMember(t, { access: { 'inventory.movements': 'read' } });
    const all = (await storageHolding()).names;
    expect((await storageHolding(member.headers)).names).toEqual(all);
    const [unit] = await rows<{ id: string }>(t, sql`select id from business_units where name = 'Hillside Farm'`);
    await rows(
      t,
      sql`insert into profile_business_units (profile_id, business_unit_id) values (${member.profileId}, ${unit!.id})`,
    );
    const limited = (await storageHolding(member.headers)).names;
    expect(limited).not.toContain('Oat shed');
    expect(limited.length).toBeLessThan(all.length);
    expect((await storageHolding()).names).toEqual(all);
    // Another farm's owner: their own list, never this one kept.
    const { unvetted } = await signInDemo(t, 'unvetted');
    const theirs = await apiCall(t, 'GET', '/inventory/storages', unvetted);
    expect(theirs.statusCode, theirs.body).toBe(200);
    const theirNames = (theirs.json().data as Storage[]).map((each) => each.name);
    expect(theirNames).not.toContain('Oat shed');
    expect(theirNames).not.toEqual(all);
  });

  it('refuses a member removed from the business at once, whose principal was kept', async () => {
    const member = await newMember(t, { access: { 'inventory.movements': 'read' } });
    expect((await apiCall(t, 'GET', '/inventory/storages', member.headers)).statusCode).toBe(200);
    const removed = await apiCall(t, 'DELETE', `/customers/users/${member.userId}`, farmer);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await apiCall(t, 'GET', '/inventory/storages', member.headers)).statusCode).toBe(401);
  });

  it('ends a session at once when it is revoked', async () => {
    const member = await newMember(t, { access: { 'inventory.movements': 'read' } });
    expect((await apiCall(t, 'GET', '/inventory/storages', member.headers)).statusCode).toBe(200);
    await rows(t, sql`update sessions set revoked_at = now() where user_id = ${member.userId}`);
    expect((await apiCall(t, 'GET', '/inventory/storages', member.headers)).statusCode).toBe(401);
  });
});
