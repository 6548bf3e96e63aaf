import { organisationSummarySchema, type OrganisationSummary } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../../test/auth-helpers';
import { apiCall, signInDemo, type Headers } from '../../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { demoOrganisations } from '../../../seed/demo-world';

/** The demo organisations plus 500 made here: a platform with many business accounts. */
const MADE = 500;
const DEMO = demoOrganisations.length;

describe('business accounts list at 500 organisations (GET /customers/organisations)', () => {
  let t: TestApp;
  let admin: Headers;

  const list = async (query: string) => {
    const reply = await apiCall(t, 'GET', `/customers/organisations?${query}`, admin);
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    return {
      items: (body.data as unknown[]).map((row): OrganisationSummary => organisationSummarySchema.parse(row)),
      total: body.pagination.totalDocuments as number,
    };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ admin } = await signInDemo(t, 'admin'));
    // Business 001 is the oldest; every third is vetted; every tenth a buyer.
    await rows(
      t,
      sql`insert into organisations (name, country_iso, vetted, modules, created_at, updated_at)
          select 'Business ' || lpad(n::text, 3, '0') || case when n % 50 = 0 then ' Grain' else ' Farm' end,
                 'GB', n % 3 = 0,
                 case when n % 10 = 0 then array['trading:buyers'] else array['inventory:core', 'trading:core'] end,
                 timestamptz '2025-01-01T00:00:00Z' + n * interval '1 hour',
                 timestamptz '2025-01-01T00:00:00Z' + n * interval '1 hour'
          from generate_series(1, ${MADE}) as n`,
    );
  }, 60_000);

  afterAll(() => t.close());

  it('pages through all of them by name, 100 at a time, each once', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < MADE + DEMO; offset += 100) {
      const page = await list(`offset=${offset}&limit=100`);
      expect(page.total).toBe(MADE + DEMO);
      seen.push(...page.items.map((row) => row.name));
    }
    expect(seen).toHaveLength(MADE + DEMO);
    expect(new Set(seen).size).toBe(MADE + DEMO);
    expect(seen).toEqual([...seen].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('searches by part of a name, in any case, and counts only the matches', async () => {
    const page = await list('query=grain&limit=100');
    // Ten 'Business nnn Grain' plus Anglia Grain Merchants Ltd.
    expect(page.total).toBe(MADE / 50 + 1);
    expect(page.items.every((row) => row.name.toLowerCase().includes('grain'))).toBe(true);
    expect((await list('query=business%20250')).items.map((row) => row.name)).toEqual(['Business 250 Grain']);
  });

  it('sorts by when the account was made, newest first, and pages the sorted list', async () => {
    // The demo world was made today, after all of these.
    const first = await list(`sortBy=created&sortDesc=true&limit=3&offset=${DEMO}`);
    expect(first.items.map((row) => row.name)).toEqual([
      'Business 500 Grain',
      'Business 499 Farm',
      'Business 498 Farm',
    ]);
    const second = await list(`sortBy=created&sortDesc=true&limit=3&offset=${DEMO + 3}`);
    expect(second.items.map((row) => row.name)).toEqual([
      'Business 497 Farm',
      'Business 496 Farm',
      'Business 495 Farm',
    ]);
    const oldest = await list('sortBy=created&limit=1');
    expect(oldest.items[0]?.createdAt).toBe('2025-01-01T01:00:00.000Z');
  });

  it('sorts by members, the busiest first, and keeps only the vetted when asked', async () => {
    const busiest = await list('sortBy=members&sortDesc=true&limit=2');
    expect(busiest.items.map((row) => row.members.length)).toEqual([2, 2]);
    const vetted = await list('vetted=true&limit=100');
    expect(vetted.items.every((row) => row.vetted)).toBe(true);
    const unvetted = await list('vetted=false&limit=1');
    expect(vetted.total + unvetted.total).toBe(MADE + DEMO);
    const vettedFirst = await list('sortBy=vetted&sortDesc=true&limit=1');
    expect(vettedFirst.items[0]?.vetted).toBe(true);
  });

  it('answers a search, a sort and a late page quickly', async () => {
    // Warm once, then time: a person waits on each of these as they type and page.
    await list('query=farm&sortBy=members&sortDesc=true&offset=400');
    const started = performance.now();
    await Promise.all([
      list('query=farm&sortBy=members&sortDesc=true&offset=400'),
      list('sortBy=created&offset=475'),
      list('query=xyz'),
    ]);
    // Generous for a busy shared machine on embedded PGlite; in practice tens of milliseconds.
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('refuses an unknown sort and a vetted that is not true or false, naming the field', async () => {
    for (const query of ['sortBy=country', 'vetted=yes', 'sortDesc=1']) {
      const reply = await apiCall(t, 'GET', `/customers/organisations?${query}`, admin);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().validation[0].field).toBe(query.split('=')[0]);
    }
  });
});
