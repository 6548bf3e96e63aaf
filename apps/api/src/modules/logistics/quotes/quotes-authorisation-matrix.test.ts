import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  demoOrganisationIds,
  DEMO_PEOPLE as PEOPLE,
  signInDemo,
  type DemoPerson,
  type Headers,
} from '../../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { insertJob, setCarrierTerms } from '../../../../test/quote-world';
import { expectEveryRouteListed, expectRowAuthorised, type MatrixRow } from '../../../../test/route-matrix';
import { logisticsQuotes } from './tables';

/**
 * Every quote route, walked without a token and with each demo role. The organiser's calls need logistics.jobs
 * (owners have it; the bidding colleague and the driver do not), the carrier's logistics.carrier (the driver reads
 * at that level only). A business with the permission that is not the job's organiser, or not the carrier asked,
 * hears 404: Hillside's job and Fenland's quote are theirs alone.
 */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];
const OWNERS: Who[] = ['farmer', 'buyer', 'carrier', 'unvetted', 'admin'];
const others = (...allowed: Who[]) => OWNERS.filter((who) => !allowed.includes(who));
const get = (url: string) => ({ method: 'GET' as const, url });
const post = (url: string, payload?: object) => ({ method: 'POST' as const, url, ...(payload ? { payload } : {}) });

const ids = { job: '', quote: '', fenland: '' };

const MATRIX: MatrixRow<Who>[] = [
  {
    route: 'POST /api/logistics/jobs/:id/quotes',
    allowed: ['farmer'],
    notFoundFor: others('farmer'),
    request: () => post(`/api/logistics/jobs/${ids.job}/quotes`, { carrierOrganisationIds: [ids.fenland] }),
  },
  {
    route: 'GET /api/logistics/jobs/:id/quotes',
    allowed: ['farmer'],
    notFoundFor: others('farmer'),
    request: () => get(`/api/logistics/jobs/${ids.job}/quotes`),
  },
  {
    route: 'GET /api/logistics/quote-requests',
    allowed: [...OWNERS, 'driver'],
    request: get('/api/logistics/quote-requests'),
  },
  {
    route: 'GET /api/logistics/quote-requests/:id',
    allowed: ['carrier', 'driver'],
    notFoundFor: others('carrier'),
    request: () => get(`/api/logistics/quote-requests/${ids.quote}`),
  },
  {
    route: 'POST /api/logistics/quotes/:id/open',
    allowed: ['carrier'],
    notFoundFor: others('carrier'),
    request: () => post(`/api/logistics/quotes/${ids.quote}/open`),
  },
  {
    route: 'POST /api/logistics/quotes/:id/submit',
    allowed: ['carrier'],
    notFoundFor: others('carrier'),
    request: () => post(`/api/logistics/quotes/${ids.quote}/submit`, { priceMinor: 48_000 }),
  },
  {
    route: 'GET /api/logistics/carriers/:carrierId/terms',
    allowed: others('carrier'),
    // A carrier has no terms of its own to agree to.
    notFoundFor: ['carrier'],
    request: () => get(`/api/logistics/carriers/${ids.fenland}/terms`),
  },
  {
    route: 'POST /api/logistics/carriers/:carrierId/terms/agreement',
    allowed: others('carrier'),
    notFoundFor: ['carrier'],
    request: () => post(`/api/logistics/carriers/${ids.fenland}/terms/agreement`, { version: 1 }),
  },
  {
    route: 'POST /api/logistics/quotes/:id/accept',
    allowed: ['farmer'],
    notFoundFor: others('farmer'),
    request: () => post(`/api/logistics/quotes/${ids.quote}/accept`),
  },
  {
    route: 'POST /api/logistics/quotes/:id/cancel',
    allowed: ['farmer'],
    notFoundFor: others('farmer'),
    request: () => post(`/api/logistics/quotes/${ids.quote}/cancel`),
  },
  {
    route: 'POST /api/logistics/quotes/:id/decline',
    allowed: ['carrier'],
    notFoundFor: others('carrier'),
    request: () => post(`/api/logistics/quotes/${ids.quote}/decline`),
  },
];

const inModule = (url: string) =>
  /^\/api\/logistics\/(quotes\/|quote-requests|carriers\/|jobs\/:id\/quotes$)/.test(url);

describe('authorisation matrix of quotes (trading-logistics §6: logistics.jobs and logistics.carrier)', () => {
  let t: TestApp;
  let headers: Record<Who, Headers>;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
    const { hillside, fenland } = await demoOrganisationIds(t);
    const db = t.app.platform.database.db;
    ids.fenland = fenland;
    ids.job = await insertJob(db, { organiserId: hillside, now: t.clock.now() });
    await setCarrierTerms(db, fenland, 1, t.clock.now());
    const [quote] = await db
      .insert(logisticsQuotes)
      .values({ jobId: ids.job, carrierOrganisationId: fenland, status: 'requested', requestedAt: t.clock.now() })
      .returning();
    ids.quote = quote?.id ?? '';
  }, 60_000);

  afterAll(() => t.close());

  it('has a row for every route, and every row is a route', () => {
    expectEveryRouteListed(t.routes, inModule, MATRIX);
  });

  for (const row of MATRIX) it(row.route, () => expectRowAuthorised(t.app, row, headers, EVERYONE));
});
