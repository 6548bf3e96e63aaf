import { messages } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoInventory } from '../src/seed/demo-inventory';
import { seedDemoTrading } from '../src/seed/demo-trading';
import { expectNothingWritten, signInDemo, type Headers } from './api-calls';
import { countRows, organisationIdOf, rows } from './auth-helpers';
import { buildTestApp, type TestApp } from './build-test-app';
import { multipartBody } from './multipart';

/**
 * Issue 18, defect 3: PostgreSQL refuses NUL in text and jsonb, and a lone surrogate cannot be stored either. Every
 * string of every request (body, query, path, JSON kept as jsonb, multipart fields, record keys) is refused with a
 * 400 naming it, before anything is written.
 */

const KINDS = {
  nul: (text: string) => `${text.slice(0, 1)}\u0000${text.slice(1)}`,
  'lone surrogate': (text: string) => `${text.slice(0, 1)}\ud800${text.slice(1)}`,
} as const;
type Kind = keyof typeof KINDS;

/** Every table a refused request could have written to (the rate limits and sessions are not its writes). */
const TABLES = [
  'organisations',
  'business_units',
  'users',
  'profiles',
  'profile_kv',
  'invites',
  'auth_codes',
  'outbox_messages',
  'inventory_storages',
  'inventory_records',
  'inventory_movements',
  'inventory_ledger',
  'harvest_plans',
  'trading_listings',
  'trading_bids',
  'files',
  'latest_updates',
  'client_logs',
  'analytics_events',
  'module_unlock_requests',
];

interface Case {
  what: string;
  field: string;
  /**
   * Sent as UTF-8 (an address, a multipart part), which has no way to write a lone surrogate: its bytes are tried
   * in an address below, and a multipart part's decoder reads them as U+FFFD.
   */
  utf8Only?: boolean;
  request: (bad: (text: string) => string) => InjectOptions;
}

describe('NUL bytes and lone surrogates in any string', () => {
  let t: TestApp;
  let people: Record<'farmer' | 'admin' | 'buyer', Headers>;
  let hillside: string;
  let planId: string;
  let mainBarnId: string;
  let profileId: string;
  let listingId: string;
  let storeUnitId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await seedDemoInventory(t.app.platform, t.app.log);
    await seedDemoTrading(t.app.platform, t.app.log);
    people = await signInDemo(t, 'farmer', 'admin', 'buyer');
    hillside = await organisationIdOf(t, 'Hillside Farm Partnership');
    const one = async (query: ReturnType<typeof sql>) => {
      const [row] = await rows<{ id: string }>(t, query);
      if (!row) throw new Error('missing demo row');
      return row.id;
    };
    planId = await one(sql`select id from harvest_plans limit 1`);
    mainBarnId = await one(sql`select id from inventory_storages where name = 'Main barn'`);
    profileId = await one(
      sql`select p.id from profiles p join users u on u.id = p.user_id where u.email = 'farmer@demo.farm'`,
    );
    storeUnitId = await one(sql`select id from business_units where name = 'Hillside Grain Store'`);
    listingId = await one(sql`select id from trading_listings where status = 'active' order by review_at desc limit 1`);
  }, 120_000);

  afterAll(() => t.close());

  const cases: Case[] = [
    {
      what: 'forgotten password, without a token',
      field: 'username',
      request: (bad) => ({
        method: 'POST',
        url: '/api/auth/forgotten-password',
        payload: { username: bad('ab@x.test') },
      }),
    },
    {
      what: 'sign-in',
      field: 'username',
      request: (bad) => ({ method: 'POST', url: '/api/auth/login', payload: { username: bad('ab'), password: 'x' } }),
    },
    {
      what: 'the organisation’s branding (jsonb)',
      field: 'branding.logoUrl',
      request: (bad) => ({
        method: 'PATCH',
        url: `/api/customers/organisations/${hillside}`,
        headers: people.farmer,
        payload: { branding: { logoUrl: bad('https://example.test/logo.png') } },
      }),
    },
    {
      what: 'a business unit’s address (jsonb)',
      field: 'address.line1',
      request: (bad) => ({
        method: 'POST',
        url: '/api/customers/business-units',
        headers: people.farmer,
        payload: { name: 'North Yard', type: 'store', address: { line1: bad('North Yard, Ely Road') } },
      }),
    },
    {
      what: 'a movement’s record attributes: a key (jsonb)',
      field: 'record.attributes',
      request: (bad) => ({
        method: 'POST',
        url: '/api/inventory/movements',
        headers: people.farmer,
        payload: {
          type: 'intake',
          destinationStorageId: mainBarnId,
          record: { commodityId: 'wheat', harvestYear: 2025, attributes: { [bad('moisture')]: 14 } },
          quantityKg: 1000,
          startDate: '2025-08-01',
        },
      }),
    },
    {
      what: 'a harvest load',
      field: 'variety',
      request: (bad) => ({
        method: 'POST',
        url: `/api/inventory/harvest-plans/${planId}/loads`,
        headers: people.farmer,
        payload: {
          destinationStorageId: mainBarnId,
          quantityKg: 1000,
          startDate: '2025-08-01',
          variety: bad('Skyfall'),
          status: 'complete',
        },
      }),
    },
    {
      what: 'a store’s name',
      field: 'name',
      request: (bad) => ({
        method: 'POST',
        url: '/api/inventory/storages',
        headers: people.farmer,
        payload: { type: 'store', businessUnitId: storeUnitId, name: bad('West barn') },
      }),
    },
    {
      what: 'a listing’s notes',
      field: 'notes',
      request: (bad) => ({
        method: 'PATCH',
        url: `/api/trading/listings/${listingId}`,
        headers: people.farmer,
        payload: { notes: bad('Dry and clean') },
      }),
    },
    {
      what: 'a string in an array',
      field: 'kv.0.value',
      request: (bad) => ({
        method: 'PUT',
        url: `/api/auth/v1/profile/${profileId}/kv`,
        headers: people.farmer,
        payload: { kv: [{ key: 'has-dismissed-tutorial', value: bad('true') }] },
      }),
    },
    {
      what: 'a record’s key',
      field: 'units',
      request: (bad) => ({
        method: 'PATCH',
        url: '/api/customers/users/me/preferences',
        headers: people.farmer,
        payload: { units: { [bad('weight')]: 'metric' } },
      }),
    },
    {
      what: 'free JSON in a client log (jsonb)',
      field: '0.data.detail.0',
      request: (bad) => ({
        method: 'POST',
        url: '/api/log/v1/logs',
        headers: people.farmer,
        payload: [
          {
            timestamp: new Date().toISOString(),
            level: 'error',
            message: 'Something broke',
            data: { detail: [bad('stack')] },
            service: 'web',
            meta: { platform: 'web' },
          },
        ],
      }),
    },
    {
      what: 'an analytics event’s properties (jsonb)',
      field: '0.properties.label',
      request: (bad) => ({
        method: 'POST',
        url: '/api/analytics/v1/events',
        headers: people.farmer,
        payload: [{ name: 'button-click', occurredAt: new Date().toISOString(), properties: { label: bad('Save') } }],
      }),
    },
    {
      what: 'a market update, as the administrator',
      field: 'content',
      request: (bad) => ({
        method: 'POST',
        url: '/api/admin/market-updates',
        headers: people.admin,
        payload: { title: 'Market', content: bad('<p>Wheat up</p>'), url: null, publishedAt: null },
      }),
    },
    {
      what: 'a latest update, as the administrator',
      field: 'title',
      request: (bad) => ({
        method: 'POST',
        url: '/api/admin/latest-updates',
        headers: people.admin,
        payload: {
          title: bad('Harvest news'),
          slug: 'harvest-news',
          imageUrl: null,
          summary: 'News',
          body: 'News from the harvest',
          userTypes: ['seller'],
          publishedAt: null,
        },
      }),
    },
    {
      what: 'an invite',
      field: 'givenName',
      request: (bad) => ({
        method: 'POST',
        url: '/api/customers/invite',
        headers: people.farmer,
        payload: { email: 'new.person@hillside.test', givenName: bad('Ann'), familyName: 'Other' },
      }),
    },
    {
      what: 'a query value',
      field: 'query',
      utf8Only: true,
      request: (bad) => ({
        method: 'GET',
        url: `/api/customers/organisations/carrier?query=${encodeURIComponent(bad('Fen'))}`,
        headers: people.farmer,
      }),
    },
    {
      what: 'a search filter term (repeated query value)',
      field: 'f.1',
      utf8Only: true,
      request: (bad) => ({
        method: 'GET',
        url: '/api/search/inventory/storages',
        query: { f: ['type:store', bad('name:Main')] },
        headers: people.farmer,
      }),
    },
    {
      what: 'a multipart text field',
      field: 'name',
      utf8Only: true,
      request: (bad) => {
        const { payload, contentType } = multipartBody([
          { name: 'bucket', value: 'files' },
          { name: 'type', value: 'misc' },
          { name: 'name', value: bad('notes.txt') },
          { name: 'file', filename: 'notes.txt', data: Buffer.from('hello'), contentType: 'text/plain' },
        ]);
        return {
          method: 'POST',
          url: '/api/system/files',
          payload,
          headers: { ...people.farmer, 'content-type': contentType },
        };
      },
    },
  ];

  for (const kind of Object.keys(KINDS) as Kind[]) {
    it(`refuses a ${kind} with a 400 naming the string, writing nothing`, async () => {
      const before = await countRows(t, TABLES);
      const answers: string[] = [];
      for (const each of cases) {
        if (each.utf8Only && kind !== 'nul') continue;
        const reply = await t.app.inject(each.request(KINDS[kind]));
        const validation = (reply.json() as { validation?: { field: string; message: string }[] }).validation;
        const named = validation?.some(
          (issue) => issue.field === each.field && issue.message === messages.validation.unstorableText,
        );
        if (reply.statusCode !== 400 || !named) answers.push(`${each.what}: ${reply.statusCode} ${reply.body}`);
      }
      expect(answers).toEqual([]);
      expect(await countRows(t, TABLES)).toEqual(before);
    });
  }

  it('refuses a NUL in a path parameter, even one the route does not type', async () => {
    await expectNothingWritten(t, TABLES, async () => {
      const reply = await t.app.inject({ method: 'GET', url: '/api/auth/resend-password/a%00b' });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().validation).toEqual([{ field: 'identifier', message: messages.validation.unstorableText }]);
    });
  });

  it('answers a surrogate’s bytes (not UTF-8) in a path or a query value without a 5xx', async () => {
    for (const url of [
      '/api/auth/resend-password/a%ED%A0%80b',
      '/api/customers/organisations/carrier?query=a%ED%A0%80b',
      '/api/search/inventory/storages?f=name:a%ED%A0%80b',
    ]) {
      const reply = await t.app.inject({ method: 'GET', url, headers: people.farmer });
      expect(reply.statusCode, `${url}: ${reply.body}`).toBeLessThan(500);
    }
  });

  it('still takes the same requests without the bad character', async () => {
    const before = await countRows(t, ['inventory_storages']);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/storages',
      headers: people.farmer,
      payload: { type: 'store', businessUnitId: storeUnitId, name: 'West barn' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(await countRows(t, ['inventory_storages'])).toEqual({
      inventory_storages: (before.inventory_storages ?? 0) + 1,
    });
  });
});
