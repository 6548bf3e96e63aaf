import {
  messages,
  type CarrierTermsView,
  type JobQuotesView,
  type QuoteRequestView,
  type QuoteView,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, demoOrganisationIds, expectNothingWritten, type Headers } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { addSecondCarrier, insertJob, jobRow, setCarrierTerms, WOLDS } from '../../../../test/quote-world';
import { expectData, notificationTitles } from '../../../../test/trading-world';

const n = messages.logistics.quoteNotifications;
const QUOTE_TABLES = ['logistics_quotes', 'logistics_terms_agreements', 'account_notifications'];

describe('quotes from carriers (trading-logistics §4 Quote, §5)', () => {
  let t: TestApp;
  let farmer: Headers;
  let carrier: Headers;
  let driver: Headers;
  let buyer: Headers;
  let wolds: Headers;
  let ids: { hillside: string; anglia: string; fenland: string };
  let woldsId: string;

  const call = (method: 'GET' | 'POST', path: string, as: Headers, body?: object) => apiCall(t, method, path, as, body);
  const messageOf = (reply: { json(): unknown }) => (reply.json() as { message: string }).message;
  const db = () => t.app.platform.database.db;
  const newJob = (status?: 'awaiting-quotes' | 'assigned') =>
    insertJob(db(), { organiserId: ids.hillside, now: t.clock.now(), ...(status ? { status } : {}) });
  const ask = (jobId: string, carrierIds: string[]) =>
    call('POST', `/logistics/jobs/${jobId}/quotes`, farmer, { carrierOrganisationIds: carrierIds });
  const quotesOf = async (jobId: string) =>
    (await expectData<JobQuotesView>(await call('GET', `/logistics/jobs/${jobId}/quotes`, farmer))).quotes;
  const quoteOf = async (jobId: string, carrierId: string) => {
    const found = (await quotesOf(jobId)).find((quote) => quote.carrierOrganisationId === carrierId);
    if (!found) throw new Error('No such quote');
    return found;
  };
  const submit = (quoteId: string, as: Headers, priceMinor = 45_000) =>
    call('POST', `/logistics/quotes/${quoteId}/submit`, as, { priceMinor, note: 'Tipper available Tuesday' });
  const agreeTerms = async (carrierId: string) => {
    const terms = await expectData<CarrierTermsView>(
      await call('GET', `/logistics/carriers/${carrierId}/terms`, farmer),
    );
    return call('POST', `/logistics/carriers/${carrierId}/terms/agreement`, farmer, { version: terms.version });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ids = await demoOrganisationIds(t);
    woldsId = await addSecondCarrier(t);
    farmer = await t.authHeaders('farmer@demo.farm');
    carrier = await t.authHeaders('carrier@demo.farm');
    driver = await t.authHeaders('driver@demo.farm');
    buyer = await t.authHeaders('buyer@demo.farm');
    wolds = await t.authHeaders(WOLDS.email);
    await setCarrierTerms(db(), ids.fenland, 1, t.clock.now());
  });
  afterAll(async () => t?.close());

  it('asks two carriers: one quote each in requested, the job out for quote, each carrier told', async () => {
    const jobId = await newJob();
    const { job, quotes } = await expectData<JobQuotesView>(await ask(jobId, [ids.fenland, woldsId]), 201);
    expect(job).toMatchObject({ id: jobId, status: 'out-for-quote', carrierName: null, loadsWeightKg: 29_000 });
    expect(quotes.map((quote) => [quote.carrierName, quote.status])).toEqual(
      expect.arrayContaining([
        ['Fenland Haulage Ltd', 'requested'],
        [WOLDS.name, 'requested'],
      ]),
    );
    expect(quotes.every((quote) => quote.jobStatus === 'out-for-quote')).toBe(true);
    expect(quotes.find((quote) => quote.carrierOrganisationId === ids.fenland)?.actions).toEqual(['cancel']);
    expect((await jobRow(t, jobId)).status).toBe('out-for-quote');
    expect(await notificationTitles(t, 'carrier@demo.farm')).toContain(n.requestedTitle);
    expect(await notificationTitles(t, WOLDS.email)).toContain(n.requestedTitle);
    const [notice] = await rows<{ data: { topic: string; jobId: string } }>(
      t,
      sql`select n.data from account_notifications n join users u on u.id = n.user_id
          where u.email = ${WOLDS.email} order by n.created_at desc limit 1`,
    );
    expect(notice?.data).toMatchObject({ topic: 'logistics', jobId });
  });

  it('asking the same carrier again is idempotent: its quote is kept as it is', async () => {
    const jobId = await newJob();
    await expectData(await ask(jobId, [ids.fenland]), 201);
    const first = await quoteOf(jobId, ids.fenland);
    await expectData(await submit(first.id, carrier), 200);
    const again = (await expectData<JobQuotesView>(await ask(jobId, [ids.fenland, ids.fenland]), 201)).quotes;
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: first.id, status: 'submitted', priceMinor: 45_000 });
  });

  it("needs at least one carrier: 'At least one carrier must be selected for quotes' (§5)", async () => {
    const jobId = await newJob();
    await expectNothingWritten(t, QUOTE_TABLES, async () => {
      const reply = await ask(jobId, []);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().validation).toEqual([
        { field: 'carrierOrganisationIds', message: messages.logistics.carrierRequired },
      ]);
    });
    expect((await jobRow(t, jobId)).status).toBe('awaiting-quotes');
  });

  it('asks only carrier businesses, never the organiser itself, and writes nothing when one is wrong', async () => {
    const jobId = await newJob();
    await expectNothingWritten(t, QUOTE_TABLES, async () => {
      const notCarrier = await ask(jobId, [ids.fenland, ids.anglia]);
      expect(notCarrier.statusCode).toBe(400);
      expect(notCarrier.json().validation).toEqual([
        { field: 'carrierOrganisationIds.1', message: messages.logistics.carrierNotFound },
      ]);
      const own = await ask(jobId, [ids.hillside]);
      expect(own.json().validation).toEqual([
        { field: 'carrierOrganisationIds.0', message: messages.logistics.carrierIsOrganiser },
      ]);
    });
  });

  it("refuses to ask once the job has a carrier: 409 'quote request failed' (§8)", async () => {
    const jobId = await newJob('assigned');
    const reply = await ask(jobId, [ids.fenland]);
    expect(reply.statusCode).toBe(409);
    expect(messageOf(reply)).toBe(messages.logistics.quoteRequestFailed);
  });

  it('the carrier sees its request with the job to price; opening it moves it to awaiting pricing', async () => {
    const jobId = await newJob();
    await expectData(await ask(jobId, [ids.fenland]), 201);
    const list = await expectData<QuoteRequestView[]>(await call('GET', '/logistics/quote-requests', carrier));
    const request = list.find((quote) => quote.jobId === jobId);
    expect(request).toMatchObject({
      status: 'requested',
      organiserName: 'Hillside Farm Partnership',
      actions: ['open', 'submit', 'decline'],
      job: {
        type: 'grain',
        loadsWeightKg: 29_000,
        loadsCount: 1,
        distanceMetres: 42_300,
        requireGrainSample: true,
        stops: [
          { position: 1, type: 'load', name: 'Hillside Farm' },
          { position: 2, type: 'unload', name: 'Cambridge Mill' },
        ],
      },
    });
    if (!request) return;
    const opened = await expectData<QuoteRequestView>(
      await call('POST', `/logistics/quotes/${request.id}/open`, carrier),
    );
    expect(opened.status).toBe('awaiting-pricing');
    // Opening again changes nothing.
    expect(
      (await expectData<QuoteRequestView>(await call('POST', `/logistics/quotes/${request.id}/open`, carrier))).status,
    ).toBe('awaiting-pricing');
    const only = await expectData<QuoteRequestView[]>(
      await call('GET', '/logistics/quote-requests?status=awaiting-pricing', carrier),
    );
    expect(only.map((quote) => quote.id)).toContain(request.id);
    expect(only.every((quote) => quote.status === 'awaiting-pricing')).toBe(true);
  });

  it('the carrier prices the job, and prices it again while the organiser decides; the organiser is told', async () => {
    const jobId = await newJob();
    await expectData(await ask(jobId, [ids.fenland]), 201);
    const quote = await quoteOf(jobId, ids.fenland);
    const first = await expectData<QuoteRequestView>(await submit(quote.id, carrier, 45_000));
    expect(first).toMatchObject({ status: 'submitted', priceMinor: 45_000, note: 'Tipper available Tuesday' });
    const second = await expectData<QuoteRequestView>(await submit(quote.id, carrier, 43_500));
    expect(second.priceMinor).toBe(43_500);
    const seen = await quoteOf(jobId, ids.fenland);
    expect(seen).toMatchObject({ status: 'submitted', priceMinor: 43_500, actions: ['accept', 'cancel'] });
    expect(seen.submittedAt).not.toBeNull();
    expect(await notificationTitles(t, 'farmer@demo.farm')).toContain(n.submittedTitle);
  });

  it("refuses a price outside trading's rules, and writes nothing", async () => {
    const jobId = await newJob();
    await expectData(await ask(jobId, [ids.fenland]), 201);
    const quote = await quoteOf(jobId, ids.fenland);
    await expectNothingWritten(t, QUOTE_TABLES, async () => {
      for (const priceMinor of [0, -5, 100_000_000, 123_400]) {
        const reply = await submit(quote.id, carrier, priceMinor);
        expect(reply.statusCode).toBe(400);
        expect(reply.json().validation[0].field).toBe('priceMinor');
      }
    });
    expect((await quoteOf(jobId, ids.fenland)).status).toBe('requested');
  });

  it("accepting needs the carrier's terms agreed first: 409 naming them (§5)", async () => {
    const jobId = await newJob();
    await expectData(await ask(jobId, [ids.fenland]), 201);
    const quote = await quoteOf(jobId, ids.fenland);
    await expectData(await submit(quote.id, carrier), 200);
    const fresh = await quoteOf(jobId, ids.fenland);
    expect(fresh).toMatchObject({ termsVersion: 1, termsAgreed: false });
    const reply = await call('POST', `/logistics/quotes/${quote.id}/accept`, farmer);
    expect(reply.statusCode).toBe(409);
    expect(messageOf(reply)).toBe(messages.logistics.termsNotAgreed);
    expect((await jobRow(t, jobId)).status).toBe('out-for-quote');
  });

  it('agrees the version read; a replaced version must be agreed again, and agreeing a stale one is refused', async () => {
    const terms = await expectData<CarrierTermsView>(
      await call('GET', `/logistics/carriers/${ids.fenland}/terms`, buyer),
    );
    expect(terms).toMatchObject({ carrierName: 'Fenland Haulage Ltd', version: 1, agreed: false, agreedAt: null });
    expect(terms.content).toContain('version 1');
    const agreed = await expectData<CarrierTermsView>(
      await call('POST', `/logistics/carriers/${ids.fenland}/terms/agreement`, buyer, { version: 1 }),
    );
    expect(agreed.agreed).toBe(true);
    // Agreeing again keeps the one agreement.
    await expectData(await call('POST', `/logistics/carriers/${ids.fenland}/terms/agreement`, buyer, { version: 1 }));
    await setCarrierTerms(db(), ids.fenland, 2, t.clock.now());
    expect(
      (await expectData<CarrierTermsView>(await call('GET', `/logistics/carriers/${ids.fenland}/terms`, buyer))).agreed,
    ).toBe(false);
    const stale = await call('POST', `/logistics/carriers/${ids.fenland}/terms/agreement`, buyer, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(messageOf(stale)).toBe(messages.logistics.termsChanged);
    await expectData(await call('POST', `/logistics/carriers/${ids.fenland}/terms/agreement`, buyer, { version: 2 }));
    await setCarrierTerms(db(), ids.fenland, 1, t.clock.now());
  });

  it('a carrier without terms has nothing to agree: its quote may be accepted straight away', async () => {
    const terms = await expectData<CarrierTermsView>(await call('GET', `/logistics/carriers/${woldsId}/terms`, farmer));
    expect(terms).toMatchObject({ version: null, content: null, agreed: true });
    const reply = await call('POST', `/logistics/carriers/${woldsId}/terms/agreement`, farmer, { version: 1 });
    expect(reply.statusCode).toBe(409);
    expect(messageOf(reply)).toBe(messages.logistics.noTermsToAgree);
  });

  it('only a carrier business has terms to read: another business is 404', async () => {
    for (const id of [ids.anglia, ids.hillside, '00000000-0000-4000-8000-000000000000']) {
      expect((await call('GET', `/logistics/carriers/${id}/terms`, farmer)).statusCode).toBe(404);
    }
  });

  it('accepting one declines the others and assigns the job to its carrier at its price, in one go', async () => {
    const jobId = await newJob();
    await expectData(await ask(jobId, [ids.fenland, woldsId]), 201);
    const fenland = await quoteOf(jobId, ids.fenland);
    const other = await quoteOf(jobId, woldsId);
    await expectData(await submit(fenland.id, carrier, 41_000), 200);
    await expectData(await submit(other.id, wolds, 39_000), 200);
    await expectData(await agreeTerms(ids.fenland), 200);
    const accepted = await expectData<QuoteView>(await call('POST', `/logistics/quotes/${fenland.id}/accept`, farmer));
    expect(accepted).toMatchObject({ status: 'accepted', jobStatus: 'assigned', actions: [] });
    expect(await jobRow(t, jobId)).toEqual({
      status: 'assigned',
      carrier_organisation_id: ids.fenland,
      price_minor: '41000',
    });
    expect((await quoteOf(jobId, woldsId)).status).toBe('declined');
    expect(await notificationTitles(t, 'carrier@demo.farm')).toContain(n.acceptedTitle);
    expect(await notificationTitles(t, WOLDS.email)).toContain(n.declinedTitle);
    // Nothing more moves once the job has its carrier.
    const late = await submit(other.id, wolds, 30_000);
    expect(late.statusCode).toBe(409);
    expect(messageOf(late)).toBe(messages.logistics.quoteRequestFailed);
    expect((await call('POST', `/logistics/quotes/${fenland.id}/accept`, farmer)).statusCode).toBe(409);
  });

  it('only a submitted quote can be accepted', async () => {
    const jobId = await newJob();
    await expectData(await ask(jobId, [woldsId]), 201);
    const quote = await quoteOf(jobId, woldsId);
    const reply = await call('POST', `/logistics/quotes/${quote.id}/accept`, farmer);
    expect(reply.statusCode).toBe(409);
    expect(messageOf(reply)).toBe(messages.logistics.quoteRequestFailed);
  });

  it('two quotes of one job accepted at once: one wins, the other finds the job assigned', async () => {
    const jobId = await newJob();
    await expectData(await ask(jobId, [ids.fenland, woldsId]), 201);
    const fenland = await quoteOf(jobId, ids.fenland);
    const other = await quoteOf(jobId, woldsId);
    await expectData(await submit(fenland.id, carrier, 41_000), 200);
    await expectData(await submit(other.id, wolds, 39_000), 200);
    await expectData(await agreeTerms(ids.fenland), 200);
    const replies = await Promise.all([
      call('POST', `/logistics/quotes/${fenland.id}/accept`, farmer),
      call('POST', `/logistics/quotes/${other.id}/accept`, farmer),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const statuses = (await quotesOf(jobId)).map((quote) => quote.status).sort();
    expect(statuses).toEqual(['accepted', 'declined']);
    const winner = replies.find((reply) => reply.statusCode === 200)?.json().data as QuoteView;
    expect((await jobRow(t, jobId)).carrier_organisation_id).toBe(winner.carrierOrganisationId);
  });

  it('when every quote is declined or withdrawn the job waits for quotes again', async () => {
    const jobId = await newJob();
    await expectData(await ask(jobId, [ids.fenland, woldsId]), 201);
    const fenland = await quoteOf(jobId, ids.fenland);
    const other = await quoteOf(jobId, woldsId);
    const declined = await expectData<QuoteRequestView>(
      await call('POST', `/logistics/quotes/${fenland.id}/decline`, carrier),
    );
    expect(declined).toMatchObject({ status: 'declined', actions: [] });
    expect(await notificationTitles(t, 'farmer@demo.farm')).toContain(n.carrierDeclinedTitle);
    expect((await jobRow(t, jobId)).status).toBe('out-for-quote');
    const cancelled = await expectData<QuoteView>(await call('POST', `/logistics/quotes/${other.id}/cancel`, farmer));
    expect(cancelled).toMatchObject({ status: 'cancelled', jobStatus: 'awaiting-quotes' });
    expect(await notificationTitles(t, WOLDS.email)).toContain(n.cancelledTitle);
    expect((await jobRow(t, jobId)).status).toBe('awaiting-quotes');
    // A closed quote stays closed.
    expect((await call('POST', `/logistics/quotes/${fenland.id}/decline`, carrier)).statusCode).toBe(409);
    expect((await call('POST', `/logistics/quotes/${other.id}/cancel`, farmer)).statusCode).toBe(409);
    expect((await submit(other.id, wolds)).statusCode).toBe(409);
  });

  it('tenancy: a carrier sees only its own quotes, an organiser only its own jobs; everyone else hears 404', async () => {
    const jobId = await newJob();
    await expectData(await ask(jobId, [ids.fenland]), 201);
    const quote = await quoteOf(jobId, ids.fenland);
    await expectNothingWritten(t, QUOTE_TABLES, async () => {
      expect((await call('GET', `/logistics/quote-requests/${quote.id}`, wolds)).statusCode).toBe(404);
      expect((await submit(quote.id, wolds)).statusCode).toBe(404);
      expect((await call('POST', `/logistics/quotes/${quote.id}/decline`, wolds)).statusCode).toBe(404);
      expect((await call('POST', `/logistics/quotes/${quote.id}/open`, wolds)).statusCode).toBe(404);
      // The farmer owns the business (every permission) but is not the carrier asked.
      expect((await submit(quote.id, farmer)).statusCode).toBe(404);
      // Another organiser (the buyer's business) cannot see, ask on, accept or withdraw Hillside's.
      expect((await call('GET', `/logistics/jobs/${jobId}/quotes`, buyer)).statusCode).toBe(404);
      const asBuyer = await call('POST', `/logistics/jobs/${jobId}/quotes`, buyer, {
        carrierOrganisationIds: [woldsId],
      });
      expect(asBuyer.statusCode).toBe(404);
      expect((await call('POST', `/logistics/quotes/${quote.id}/accept`, buyer)).statusCode).toBe(404);
      expect((await call('POST', `/logistics/quotes/${quote.id}/cancel`, carrier)).statusCode).toBe(404);
    });
    const woldsList = await expectData<QuoteRequestView[]>(await call('GET', '/logistics/quote-requests', wolds));
    expect(woldsList.map((each) => each.id)).not.toContain(quote.id);
  });

  it('the driver reads his carrier’s requests but may not price them (logistics.carrier read)', async () => {
    const jobId = await newJob();
    await expectData(await ask(jobId, [ids.fenland]), 201);
    const quote = await quoteOf(jobId, ids.fenland);
    expect((await call('GET', `/logistics/quote-requests/${quote.id}`, driver)).statusCode).toBe(200);
    expect((await submit(quote.id, driver)).statusCode).toBe(403);
  });
});
