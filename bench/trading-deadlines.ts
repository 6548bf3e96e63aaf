/**
 * Trading deadlines benchmark (the trading issue's figures): 10,000 listings sharing one review time with 100,000
 * offers on a real PostgreSQL. Every expiry and state transition must be persisted, and its notification queued,
 * within 60 s of its deadline; accepting an offer under 16 concurrent users must answer with a p95 under 100 ms.
 *
 *   npx tsx bench/trading-deadlines.ts [--reuse]
 *
 * BENCH_DATABASE_URL names the PostgreSQL database (default postgres://postgres@127.0.0.1:55432/bench_trading); it is
 * dropped and made again (migrations, the demo world, 100 seller and 10 buyer businesses) unless --reuse finds the
 * businesses already there. The trading rows are made again on every run, because the sweep uses them up.
 *
 * 1. Deadlines, in this process: the real app (no workers) on an AdjustableClock, moved to the review time, to ten
 *    minutes before the offers expire, to their expiry and to the end of the listings' day; each step times one
 *    `tradingSweep.run()`, which is what the queued `trading.sweep` job runs. The baseline: a bare UPDATE of the same
 *    rows, on copies of the tables with the same indexes, in the same run.
 * 2. Accepting, against the real app in a child process (this script with --serve): 16 sellers signed in through
 *    POST /api/auth/login, each accepting offers on their own listings one after another (then paced to 50 a
 *    second between them, and one seller alone); the baseline is a `SELECT 1` route on the same server under the
 *    same 16 users. CPU per request comes from /proc: the API process, the bench database's backends, this script.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { TRADING_SWEEP_EVERY_MS } from '../apps/api/src/modules/trading/sweep/jobs';
import { SWEEP_BATCH, type SweepReport } from '../apps/api/src/modules/trading/sweep/service';
import { AdjustableClock } from '../apps/api/src/platform/clock';
import { openDatabase, queryRows, type Db } from '../apps/api/src/platform/db/database';
import { migrateDatabase } from '../apps/api/src/platform/db/migrate';
import { seedDemoWorld } from '../apps/api/src/seed/demo-world';
import {
  arg,
  benchConfig,
  copyRows,
  ensureDatabase,
  load,
  percentile,
  rate,
  round,
  run,
  serveBenchApp,
  signIn,
  startBenchServer,
  step,
  thousands,
  withClient,
  type Call,
  type Run,
} from './bench-kit';
import { measuringCpu as measuringCpuOf, type CpuPerRequest as Cpu } from './cpu-usage';

const HERE = dirname(new URL(import.meta.url).pathname);
const REPORT = join(HERE, 'reports', 'trading-deadlines.md');
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:55432/bench_trading';
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;

/** The issue's data: 10,000 listings (100 sellers x 100) with an offer from each of 10 buyers. */
const SELLERS = 100;
const LISTINGS_PER_SELLER = 100;
const BUYERS = 10;
/** Accepting: sellers 1-16 load the server together; seller 17 alone, for the one-user figures. */
const CONCURRENCY = 16;
const ACCEPT_LISTINGS_PER_SELLER = 60;
const SEQUENTIAL_LISTINGS = 25;
const SEQUENTIAL_WARM_UP = 30;
const CONCURRENT_MS = 15_000;
/**
 * The paced run: the same 16 users sending 50 accepts a second between them. If every one of the 10,000 sellers
 * accepted an offer in the 30 minutes their offers are under review, that would be 5.6 a second.
 */
const PACED_RATE = 50;
/** Each user's last ten listings' offers are kept for the paced run. */
const PACED_OFFERS = 100;
const WARM_UP_REQUESTS = 200;

/** The targets of the issue. */
const TARGET_DEADLINE_S = 60;
const TARGET_ACCEPT_P95_MS = 100;
/** How a deadline reaches the sweep in production: the next request (every 5 s), then the queue's poll. */
const REQUEST_EVERY_S = TRADING_SWEEP_EVERY_MS / 1000;
/** JobQueue's pollingIntervalSeconds default (platform/jobs/job-queue.ts). */
const PICKUP_S = 2;
const MINUTE = 60_000;

const configFor = () => benchConfig(DATABASE_URL, 'bench-trading-data');

/** Makes the database unless --reuse finds the bench businesses in it; answers whether they are there. */
const ensureBenchDatabase = (reuse: boolean) =>
  ensureDatabase(DATABASE_URL, reuse, `select count(*) = ${SELLERS} as ok from bench_sellers`);

/**
 * 100 vetted seller businesses (trading:core), each with an owner and a farm, and 10 vetted buyer businesses
 * (trading:buyers), each with an owner: copies of Hillside Farm Partnership and Anglia Grain Merchants with their
 * demo owners (password hash included, so every one signs in with the demo password).
 */
async function generateBusinesses(db: Db) {
  await run(
    db,
    `create table bench_sellers as select n, gen_random_uuid() as organisation_id, gen_random_uuid() as user_id,
      gen_random_uuid() as unit_id, 'seller-' || lpad(n::text, 3, '0') || '@bench.test' as email
    from generate_series(1, ${SELLERS}) n`,
  );
  await run(
    db,
    `create table bench_buyers as select n, gen_random_uuid() as organisation_id, gen_random_uuid() as user_id,
      'buyer-' || lpad(n::text, 2, '0') || '@bench.test' as email
    from generate_series(1, ${BUYERS}) n`,
  );
  const sides = [
    { table: 'bench_sellers', org: 'Hillside Farm Partnership', person: 'farmer@demo.farm', name: 'Bench Farm' },
    { table: 'bench_buyers', org: 'Anglia Grain Merchants Ltd', person: 'buyer@demo.farm', name: 'Bench Grain' },
  ];
  for (const side of sides) {
    const modules = side.table === 'bench_sellers' ? `array['trading:core']` : `array['trading:buyers']`;
    await copyRows(
      db,
      'organisations',
      {
        id: 's.organisation_id',
        name: `'${side.name} ' || lpad(s.n::text, 3, '0')`,
        modules,
        vetted: 'true',
        vetted_at: 'now()',
        email: `'office-' || s.email`,
        created_at: 'now()',
        updated_at: 'now()',
      },
      `organisations src, ${side.table} s where src.name = '${side.org}'`,
    );
    await copyRows(
      db,
      'users',
      {
        id: 's.user_id',
        email: 's.email',
        given_name: `'Bench'`,
        family_name: `'${side.name} ' || lpad(s.n::text, 3, '0')`,
        created_at: 'now()',
      },
      `users src, ${side.table} s where src.email = '${side.person}'`,
    );
    await copyRows(
      db,
      'profiles',
      { id: 'gen_random_uuid()', user_id: 's.user_id', organisation_id: 's.organisation_id', created_at: 'now()' },
      `profiles src join users u on u.id = src.user_id and u.email = '${side.person}', ${side.table} s
       where src.deleted_at is null`,
    );
    await copyRows(
      db,
      'credentials',
      { user_id: 's.user_id', changed_at: 'now()' },
      `credentials src join users u on u.id = src.user_id and u.email = '${side.person}', ${side.table} s`,
    );
  }
  await copyRows(
    db,
    'business_units',
    {
      id: 's.unit_id',
      organisation_id: 's.organisation_id',
      name: `'Bench Farm ' || lpad(s.n::text, 3, '0')`,
      created_at: 'now()',
    },
    `business_units src join organisations o on o.id = src.organisation_id and o.name = 'Hillside Farm Partnership',
      bench_sellers s where src.name = 'Hillside Farm' and src.deleted_at is null`,
  );
}

/** Every trading row, notification, email and delivery job of an earlier run goes. */
async function clearTrading(db: Db) {
  await run(
    db,
    `truncate trading_trades, trading_reopen_requests, trading_trade_requests, trading_wanted, trading_bid_options,
      trading_bids, trading_listings, account_notifications, outbox_messages`,
  );
  await run(db, `delete from pgboss.job where name = 'outbox.deliver'`);
  await run(db, `drop table if exists bench_template_listing, bench_template_bid, bench_template_options`);
}

/**
 * One listing and one offer made through the API (as the demo farmer and the demo buyer), so every value is one the
 * domain accepts (reference, movement months, the listing's day of life on the working-day calendar); kept as
 * templates and removed, with the notices they caused.
 */
async function makeTemplates(app: Awaited<ReturnType<typeof buildApp>>, reviewAt: Date) {
  const { accounts, auth } = app.platform.services;
  const headersOf = async (email: string) => {
    const user = await accounts.findUserByEmail(email);
    if (!user) throw new Error(`No ${email}`);
    const { tokens } = await auth.openSession(user.id);
    return { authorization: `Bearer ${tokens.access}`, 'x-id-token': tokens.id };
  };
  const [farm] = await queryRows<{ id: string }>(
    app.platform.database.db,
    sql`select id from business_units where name = 'Hillside Farm'`,
  );
  if (!farm) throw new Error('No Hillside Farm');
  const now = app.platform.clock.now();
  const month = (add: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + add, 1)).toISOString().slice(0, 7);
  const created = await app.inject({
    method: 'POST',
    url: '/api/trading/listings',
    headers: await headersOf('farmer@demo.farm'),
    payload: {
      businessUnitId: farm.id,
      commodityId: 'wheat',
      quantityMinKg: 100_000,
      quantityMaxKg: 300_000,
      movement: { kind: 'months', months: [month(1), month(2)] },
      reviewAt: reviewAt.toISOString(),
      haulage: 'ex-farm',
      guidePrice: 19_000,
      targetPrice: 21_000,
      specification: { measures: { moisture: { min: null, max: 15 }, protein: { min: 11, max: null } } },
    },
  });
  if (created.statusCode !== 201) throw new Error(`listing: ${created.statusCode} ${created.body}`);
  const listing = (created.json() as { data: { id: string; movementMonths: string[] } }).data;
  const offered = await app.inject({
    method: 'POST',
    url: '/api/trading/bids',
    headers: await headersOf('buyer@demo.farm'),
    payload: {
      listingId: listing.id,
      options: listing.movementMonths.map((each, index) => ({ month: each, pricePerUnit: 19_000 + index * 100 })),
      quantityMinKg: 100_000,
      quantityMaxKg: 200_000,
    },
  });
  if (offered.statusCode !== 201) throw new Error(`offer: ${offered.statusCode} ${offered.body}`);
  const bidId = (offered.json() as { data: { id: string } }).data.id;
  const db = app.platform.database.db;
  await run(db, `create table bench_template_listing as select * from trading_listings where id = '${listing.id}'`);
  await run(db, `create table bench_template_bid as select * from trading_bids where id = '${bidId}'`);
  await run(db, `create table bench_template_options as select * from trading_bid_options where bid_id = '${bidId}'`);
  await run(db, `delete from trading_bid_options where bid_id = '${bidId}'`);
  await run(db, `delete from trading_bids where id = '${bidId}'`);
  await run(db, `delete from trading_listings where id = '${listing.id}'`);
  await run(db, `truncate account_notifications, outbox_messages`);
  await run(db, `delete from pgboss.job where name = 'outbox.deliver'`);
}

interface ListingSet {
  /** Which sellers (their n) and how many listings each. */
  sellers: [number, number];
  listingsPerSeller: number;
  reviewAt: string;
  listingMinKg?: number;
  listingMaxKg?: number;
  offerMinKg?: number;
  offerMaxKg?: number;
}

/**
 * Listings copied from the template with one review time, each with an offer from every bench buyer: odd buyers
 * price both movement months, even ones the first. Times, as SQL expressions, keep the template's spans: opening
 * an hour and a half before review when moved, the day of life the calendar gave it, offers expiring 30 minutes
 * after review.
 */
async function generateListings(db: Db, set: ListingSet) {
  const review = `'${set.reviewAt}'::timestamptz`;
  const moved = `(${review} - src.review_at)`;
  await copyRows(
    db,
    'trading_listings',
    {
      id: 'gen_random_uuid()',
      reference: `'L-' || lpad(nextval('trading_reference_seq')::text, 6, '0')`,
      organisation_id: 's.organisation_id',
      business_unit_id: 's.unit_id',
      created_by: 's.user_id',
      ...(set.listingMinKg ? { quantity_min_kg: String(set.listingMinKg) } : {}),
      ...(set.listingMaxKg ? { quantity_max_kg: String(set.listingMaxKg) } : {}),
      opens_at: `src.opens_at + ${moved}`,
      review_at: review,
      offers_expire_at: `src.offers_expire_at + ${moved}`,
      closes_at: `src.closes_at + ${moved}`,
      created_at: `src.created_at + ${moved}`,
      updated_at: `src.updated_at + ${moved}`,
    },
    `bench_template_listing src, bench_sellers s, generate_series(1, ${set.listingsPerSeller}) k
     where s.n between ${set.sellers[0]} and ${set.sellers[1]}`,
  );
  await copyRows(
    db,
    'trading_bids',
    {
      id: 'gen_random_uuid()',
      listing_id: 'l.id',
      buyer_organisation_id: 'b.organisation_id',
      buyer_user_id: 'b.user_id',
      status: `'sent'`,
      ...(set.offerMinKg ? { quantity_min_kg: String(set.offerMinKg) } : {}),
      ...(set.offerMaxKg ? { quantity_max_kg: String(set.offerMaxKg) } : {}),
      expires_at: 'l.offers_expire_at',
      created_at: `l.review_at - interval '1 hour' + b.n * interval '1 minute'`,
      updated_at: `l.review_at - interval '1 hour' + b.n * interval '1 minute'`,
    },
    `bench_template_bid src, trading_listings l join bench_sellers s on s.organisation_id = l.organisation_id,
       bench_buyers b
     where l.review_at = ${review} and s.n between ${set.sellers[0]} and ${set.sellers[1]}`,
  );
  await copyRows(
    db,
    'trading_bid_options',
    {
      id: 'gen_random_uuid()',
      bid_id: 'bid.id',
      price_per_unit: `src.price_per_unit + b.n * 50`,
    },
    `bench_template_options src, trading_bids bid join trading_listings l on l.id = bid.listing_id
       join bench_sellers s on s.organisation_id = l.organisation_id
       join bench_buyers b on b.organisation_id = bid.buyer_organisation_id
     where l.review_at = ${review} and s.n between ${set.sellers[0]} and ${set.sellers[1]}
       and (src.position = 0 or b.n % 2 = 1)`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Deadlines (in this process)

interface Counts {
  notifications: number;
  emails: number;
  jobs: number;
}

async function noticeCounts(db: Db): Promise<Counts> {
  const [row] = await queryRows<{ notifications: string; emails: string; jobs: string }>(
    db,
    sql`select (select count(*) from account_notifications) as notifications,
               (select count(*) from outbox_messages) as emails,
               (select count(*) from pgboss.job where name = 'outbox.deliver') as jobs`,
  );
  return { notifications: Number(row?.notifications), emails: Number(row?.emails), jobs: Number(row?.jobs) };
}

interface DeadlineStep {
  label: string;
  deadline: string;
  persisted: string;
  rows: number;
  expectedRows: number;
  notices: Counts;
  expectedNotices: number;
  seconds: number;
  report: SweepReport;
  baseline?: { label: string; seconds: number };
}

interface DeadlineFigures {
  version: string;
  /** The server settings that weigh on writes. */
  settings: string;
  counts: { listings: number; offers: number; options: number; sellers: number; buyers: number };
  idleSeconds: number;
  steps: DeadlineStep[];
  checks: { label: string; ok: boolean; detail: string }[];
  load: [number, number];
  generateSeconds: number;
}

/** A bare UPDATE of the same rows on a copy of the table with the same indexes: what the database alone costs. */
async function bareUpdate(
  db: Db,
  table: string,
  set: string,
  where: string,
): Promise<{ seconds: number; rows: number }> {
  await run(db, `drop table if exists bench_copy`);
  await run(db, `create table bench_copy (like ${table} including all)`);
  await run(db, `insert into bench_copy select * from ${table}`);
  await run(db, `vacuum analyze bench_copy`);
  await run(db, `checkpoint`);
  const started = performance.now();
  const result = (await run(db, `update bench_copy set ${set} where ${where}`)) as { rowCount?: number | null };
  const seconds = (performance.now() - started) / 1000;
  await run(db, `drop table bench_copy`);
  return { seconds, rows: result.rowCount ?? 0 };
}

async function deadlines(reuse: boolean): Promise<DeadlineFigures> {
  process.stderr.write('deadlines: preparing the database\n');
  const filled = await ensureBenchDatabase(reuse);
  const clock = new AdjustableClock();
  const app = await buildApp({ ...configFor(), runWorkers: false }, { clock });
  const db = app.platform.database.db;
  try {
    await migrateDatabase(app.platform.database);
    await app.ready();
    const generateStarted = performance.now();
    if (!filled) {
      await step('demo world', () => seedDemoWorld(app.platform, app.log));
      await step(`${SELLERS} seller and ${BUYERS} buyer businesses`, () => generateBusinesses(db));
    }
    await step('clear trading rows', () => clearTrading(db));
    // One review time for every listing, two hours ahead on the minute: time to make the rows before it comes.
    const reviewAt = new Date(Math.ceil((clock.now().getTime() + 2 * 60 * MINUTE) / MINUTE) * MINUTE);
    await step('template listing and offer (through the API)', () => makeTemplates(app, reviewAt));
    await step(`${thousands(SELLERS * LISTINGS_PER_SELLER)} listings and their offers`, () =>
      generateListings(db, {
        sellers: [1, SELLERS],
        listingsPerSeller: LISTINGS_PER_SELLER,
        reviewAt: reviewAt.toISOString(),
      }),
    );
    await step('vacuum analyze', () => run(db, 'vacuum analyze'));
    const generateSeconds = (performance.now() - generateStarted) / 1000;
    const [template] = await queryRows<{ offers_expire_at: Date; closes_at: Date }>(
      db,
      sql`select offers_expire_at, closes_at from bench_template_listing`,
    );
    if (!template) throw new Error('No template listing');
    const offersExpireAt = new Date(template.offers_expire_at);
    const closesAt = new Date(template.closes_at);
    const [counts] = await queryRows<{ listings: string; offers: string; options: string }>(
      db,
      sql`select (select count(*) from trading_listings where review_at = ${reviewAt}) as listings,
                 (select count(*) from trading_bids) as offers,
                 (select count(*) from trading_bid_options) as options`,
    );
    const [{ version } = { version: 'unknown' }] = await queryRows<{ version: string }>(
      db,
      sql`select version() as version`,
    );
    const settingRows = await queryRows<{ name: string; setting: string; unit: string | null }>(
      db,
      sql`select name, setting, unit from pg_settings
          where name in ('fsync', 'synchronous_commit', 'shared_buffers', 'max_wal_size') order by name`,
    );
    const settings = settingRows
      .map((row) => `${row.name} ${row.setting}${row.unit ? ` x ${row.unit}` : ''}`)
      .join(', ');
    const listings = Number(counts?.listings);
    const offers = Number(counts?.offers);

    process.stderr.write('deadlines: baselines (bare UPDATEs of copies)\n');
    const loadBefore = loadavg()[0] ?? 0;
    const iso = (at: Date) => `'${at.toISOString()}'::timestamptz`;
    const reviewBare = await bareUpdate(
      db,
      'trading_listings',
      `review_done_at = ${iso(reviewAt)}`,
      `status <> 'closed' and review_done_at is null and review_at <= ${iso(reviewAt)}`,
    );
    const expiryBare = await bareUpdate(
      db,
      'trading_bids',
      `status = 'expired', final_at = expires_at, updated_at = ${iso(offersExpireAt)}`,
      `status in ('sent', 'updated') and expires_at <= ${iso(offersExpireAt)}`,
    );
    const closeBare = await bareUpdate(
      db,
      'trading_listings',
      `status = 'closed', end_reason_id = 'listing-life', ended_at = closes_at, updated_at = ${iso(closesAt)}`,
      `status = 'active' and closes_at <= ${iso(closesAt)}`,
    );
    if (reviewBare.rows !== listings || expiryBare.rows !== offers || closeBare.rows !== listings) {
      throw new Error(`baseline rows ${reviewBare.rows} / ${expiryBare.rows} / ${closeBare.rows}`);
    }
    await run(db, 'checkpoint');

    const sweep = app.platform.services.tradingSweep;
    const timed = async () => {
      const started = performance.now();
      const report = await sweep.run();
      return { report, seconds: (performance.now() - started) / 1000 };
    };
    process.stderr.write('deadlines: a sweep with nothing due\n');
    const idle = await timed();

    const steps: DeadlineStep[] = [];
    const stepAt = async (
      at: Date,
      label: string,
      persisted: string,
      rowsOf: (report: SweepReport) => number,
      expectedRows: number,
      expectedNotices: number,
      baseline?: { label: string; seconds: number },
    ) => {
      clock.set(at);
      process.stderr.write(`deadlines: ${label}\n`);
      const before = await noticeCounts(db);
      const { report, seconds } = await timed();
      const after = await noticeCounts(db);
      process.stderr.write(`  ${seconds.toFixed(2)} s ${JSON.stringify(report)}\n`);
      steps.push({
        label,
        deadline: at.toISOString(),
        persisted,
        rows: rowsOf(report),
        expectedRows,
        notices: {
          notifications: after.notifications - before.notifications,
          emails: after.emails - before.emails,
          jobs: after.jobs - before.jobs,
        },
        expectedNotices,
        seconds,
        report,
        ...(baseline ? { baseline } : {}),
      });
      await run(db, 'checkpoint');
    };
    await stepAt(
      reviewAt,
      'review time reached',
      'listing.review_done_at; a notice to each seller',
      (report) => report.reviews,
      listings,
      listings,
      { label: `UPDATE of ${thousands(reviewBare.rows)} listings`, seconds: reviewBare.seconds },
    );
    await stepAt(
      new Date(offersExpireAt.getTime() - 10 * MINUTE),
      'offers expiring in 10 minutes',
      'listing.expiring_done_at; a notice to each seller',
      (report) => report.expiring,
      listings,
      listings,
    );
    await stepAt(
      offersExpireAt,
      'offers expired',
      "every offer 'expired'; a notice to each buyer",
      (report) => report.expiredOffers,
      offers,
      offers,
      { label: `UPDATE of ${thousands(expiryBare.rows)} offers`, seconds: expiryBare.seconds },
    );
    await stepAt(
      closesAt,
      'listing life over',
      "every listing 'closed' (listing-life)",
      (report) => report.closedListings,
      listings,
      0,
      { label: `UPDATE of ${thousands(closeBare.rows)} listings`, seconds: closeBare.seconds },
    );

    const [state] = await queryRows<{
      expired: string;
      final_ok: string;
      reviewed: string;
      warned: string;
      closed: string;
      notifications: string;
      emails: string;
      jobs: string;
      seller_notices: string;
      buyer_notices: string;
    }>(
      db,
      sql`select
        (select count(*) from trading_bids where status = 'expired') as expired,
        (select count(*) from trading_bids where final_at = expires_at) as final_ok,
        (select count(*) from trading_listings where review_done_at is not null) as reviewed,
        (select count(*) from trading_listings where expiring_done_at is not null) as warned,
        (select count(*) from trading_listings where status = 'closed' and end_reason_id = 'listing-life') as closed,
        (select count(*) from account_notifications) as notifications,
        (select count(*) from outbox_messages where status = 'pending') as emails,
        (select count(*) from pgboss.job where name = 'outbox.deliver' and state = 'created') as jobs,
        (select count(*) from account_notifications n join bench_sellers s on s.user_id = n.user_id) as seller_notices,
        (select count(*) from account_notifications n join bench_buyers b on b.user_id = n.user_id
          where n.data ? 'bidId') as buyer_notices`,
    );
    const n = (value: string | undefined) => Number(value ?? 0);
    const totalNotices = 2 * listings + offers;
    const checks = [
      {
        label: 'offers expired (final_at = expires_at)',
        ok: n(state?.expired) === offers && n(state?.final_ok) === offers,
        detail: `${thousands(n(state?.expired))} / ${thousands(offers)}`,
      },
      {
        label: 'listings reviewed, warned, closed',
        ok: [state?.reviewed, state?.warned, state?.closed].every((each) => n(each) === listings),
        detail: `${thousands(n(state?.reviewed))} / ${thousands(n(state?.warned))} / ${thousands(n(state?.closed))} of ${thousands(listings)}`,
      },
      {
        label: 'account notifications (sellers + buyers)',
        ok:
          n(state?.notifications) === totalNotices &&
          n(state?.seller_notices) === 2 * listings &&
          n(state?.buyer_notices) === offers,
        detail: `${thousands(n(state?.seller_notices))} + ${thousands(n(state?.buyer_notices))} = ${thousands(n(state?.notifications))}`,
      },
      {
        label: 'emails pending in the outbox, each with a delivery job',
        ok: n(state?.emails) === totalNotices && n(state?.jobs) === totalNotices,
        detail: `${thousands(n(state?.emails))} emails, ${thousands(n(state?.jobs))} jobs`,
      },
      { label: 'a second sweep finds nothing', ok: true, detail: '' },
    ];
    const again = await sweep.run();
    const nothing = Object.values(again).every((value) => value === 0);
    const last = checks[checks.length - 1];
    if (last) Object.assign(last, { ok: nothing, detail: JSON.stringify(again) });
    return {
      version,
      settings,
      counts: { listings, offers, options: Number(counts?.options), sellers: SELLERS, buyers: BUYERS },
      idleSeconds: idle.seconds,
      steps,
      checks,
      load: [round(loadBefore, 2), round(loadavg()[0] ?? 0, 2)],
      generateSeconds,
    };
  } finally {
    await app.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Accepting: the server (child process)

const serve = () => serveBenchApp(configFor());
const startServer = () => startBenchServer(resolve(new URL(import.meta.url).pathname));

// ---------------------------------------------------------------------------------------------------------------
// Accepting: the load (this process)

/** Runs `work` and answers the CPU it cost, per request, in the server, the database and this process. */
const measuringCpu = (serverPid: number, work: () => Promise<Run>) =>
  measuringCpuOf(serverPid, DATABASE_URL, work, (done) => done.latencies.length);

interface Offer {
  bid_id: string;
  option_id: string;
  last: boolean;
}

/** The seller's offers under review, listing by listing; the last of each listing closes it (keepOpen false). */
async function offersOf(client: pg.Client, email: string, reviewAt: string): Promise<Offer[]> {
  const result = await client.query<Offer>(
    `select b.id as bid_id,
       (select o.id from trading_bid_options o where o.bid_id = b.id order by o.position limit 1) as option_id,
       row_number() over (partition by l.id order by b.created_at desc) = 1 as last
     from trading_bids b join trading_listings l on l.id = b.listing_id
       join bench_sellers s on s.organisation_id = l.organisation_id
     where s.email = $1 and l.review_at = $2 and b.status = 'sent'
     order by l.reference, b.created_at`,
    [email, reviewAt],
  );
  return result.rows;
}

function accepting(offers: Offer[], headers: Record<string, string>): () => Call | null {
  let next = 0;
  return () => {
    const offer = offers[next];
    next += 1;
    if (!offer) return null;
    return {
      method: 'PATCH',
      path: `/api/trading/bids/${offer.bid_id}/accept`,
      headers,
      body: JSON.stringify({ optionId: offer.option_id, keepOpen: !offer.last }),
    };
  };
}

interface AcceptFigures {
  offers: number;
  sequential: { count: number; p50: number; p95: number; p99: number; errors: number; cpu: Cpu };
  concurrent: {
    count: number;
    p50: number;
    p95: number;
    p99: number;
    rate: number;
    errors: number;
    ranOut: boolean;
    cpu: Cpu;
  };
  paced: { count: number; p50: number; p95: number; p99: number; rate: number; errors: number; cpu: Cpu };
  select1: { p50: number; p95: number; rate: number; errors: number; cpu: Cpu };
  trades: number;
  sampleErrors: string[];
  load: [number, number];
}

const summary = (done: Run) => ({
  count: done.latencies.length,
  p50: round(percentile(done.latencies, 50)),
  p95: round(percentile(done.latencies, 95)),
  p99: round(percentile(done.latencies, 99)),
  errors: done.errors,
});

async function acceptLoad(): Promise<AcceptFigures> {
  // Offers under review by the wall clock the server reads: review a minute ago, expiring in 29 minutes.
  const reviewAt = new Date(Math.floor((Date.now() - MINUTE) / 1000) * 1000).toISOString();
  process.stderr.write('accepting: listings under review\n');
  const database = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: tmpdir() });
  try {
    const db = database.db;
    const common = { reviewAt, listingMinKg: 20_000, listingMaxKg: 2_000_000, offerMinKg: 20_000, offerMaxKg: 100_000 };
    await step(`${CONCURRENCY} x ${ACCEPT_LISTINGS_PER_SELLER} listings, 10 offers each`, () =>
      generateListings(db, { ...common, sellers: [1, CONCURRENCY], listingsPerSeller: ACCEPT_LISTINGS_PER_SELLER }),
    );
    await step(`${SEQUENTIAL_LISTINGS} listings for one user`, () =>
      generateListings(db, {
        ...common,
        sellers: [CONCURRENCY + 1, CONCURRENCY + 1],
        listingsPerSeller: SEQUENTIAL_LISTINGS,
      }),
    );
    await run(db, 'analyze trading_listings, trading_bids, trading_bid_options');
  } finally {
    await database.close();
  }
  const { child, port } = await startServer();
  try {
    return await withClient(DATABASE_URL, async (client) => {
      const emails = Array.from(
        { length: CONCURRENCY + 1 },
        (_, index) => `seller-${String(index + 1).padStart(3, '0')}@bench.test`,
      );
      const offers: Offer[][] = [];
      for (const email of emails) offers.push(await offersOf(client, email, reviewAt));
      const headers: Record<string, string>[] = [];
      for (const email of emails) headers.push(await signIn(port, email));
      const [tradesBefore] = (await client.query<{ n: string }>('select count(*) as n from trading_trades')).rows;
      const loadBefore = loadavg()[0] ?? 0;

      process.stderr.write('accepting: warming up\n');
      const select1 = () => ({ method: 'GET' as const, path: '/bench/select-1', headers: {} });
      let warm = 0;
      await load(
        port,
        Array.from({ length: 4 }, () => () => (warm++ < WARM_UP_REQUESTS ? select1() : null)),
        30_000,
      );
      const alone = offers[CONCURRENCY] ?? [];
      const aloneHeaders = headers[CONCURRENCY] ?? {};
      const warmUp = await load(port, [accepting(alone.slice(0, SEQUENTIAL_WARM_UP), aloneHeaders)], 60_000);
      process.stderr.write('accepting: one user\n');
      const serverPid = child.pid ?? 0;
      const { done: one, cpu: oneCpu } = await measuringCpu(serverPid, () =>
        load(port, [accepting(alone.slice(SEQUENTIAL_WARM_UP), aloneHeaders)], 60_000),
      );
      process.stderr.write(`accepting: ${CONCURRENCY} users\n`);
      const { done: many, cpu: manyCpu } = await measuringCpu(serverPid, () =>
        load(
          port,
          offers
            .slice(0, CONCURRENCY)
            .map((each, index) => accepting(each.slice(0, -PACED_OFFERS), headers[index] ?? {})),
          CONCURRENT_MS,
        ),
      );
      process.stderr.write(`accepting: ${CONCURRENCY} users, ${PACED_RATE} a second\n`);
      const { done: paced, cpu: pacedCpu } = await measuringCpu(serverPid, () =>
        load(
          port,
          offers.slice(0, CONCURRENCY).map((each, index) => accepting(each.slice(-PACED_OFFERS), headers[index] ?? {})),
          CONCURRENT_MS,
          (CONCURRENCY / PACED_RATE) * 1000,
        ),
      );
      process.stderr.write(`accepting: ${CONCURRENCY} users, SELECT 1\n`);
      const { done: baseline, cpu: baselineCpu } = await measuringCpu(serverPid, () =>
        load(
          port,
          Array.from({ length: CONCURRENCY }, () => select1),
          CONCURRENT_MS,
        ),
      );
      const [tradesAfter] = (await client.query<{ n: string }>('select count(*) as n from trading_trades')).rows;
      const offered = offers.slice(0, CONCURRENCY).reduce((sum, each) => sum + each.length - PACED_OFFERS, 0);
      return {
        offers: offered,
        sequential: { ...summary(one), cpu: oneCpu },
        concurrent: {
          ...summary(many),
          rate: round(rate(many)),
          ranOut: many.latencies.length >= offered,
          cpu: manyCpu,
        },
        paced: { ...summary(paced), rate: round(rate(paced)), cpu: pacedCpu },
        select1: {
          p50: round(percentile(baseline.latencies, 50)),
          p95: round(percentile(baseline.latencies, 95)),
          rate: round(rate(baseline)),
          errors: baseline.errors,
          cpu: baselineCpu,
        },
        trades: Number(tradesAfter?.n) - Number(tradesBefore?.n) - (warmUp.latencies.length - warmUp.errors),
        sampleErrors: [
          ...warmUp.sampleErrors,
          ...one.sampleErrors,
          ...many.sampleErrors,
          ...paced.sampleErrors,
          ...baseline.sampleErrors,
        ],
        load: [round(loadBefore, 2), round(loadavg()[0] ?? 0, 2)],
      };
    });
  } finally {
    child.kill('SIGTERM');
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Report

const cpuText = (cpu: Cpu) => `${cpu.server} / ${cpu.database} / ${cpu.load} ms`;

function report(deadline: DeadlineFigures, accept: AcceptFigures): string {
  const cpu = cpus()[0]?.model ?? 'unknown';
  const { counts } = deadline;
  const worst = (seconds: number) => REQUEST_EVERY_S + PICKUP_S + seconds;
  const lines = [
    '# Trading deadlines benchmark',
    '',
    `Written by \`npx tsx bench/trading-deadlines.ts\` on ${new Date().toISOString()}: ${cpus().length} cores (${cpu}),`,
    `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${deadline.version.split(',')[0]} on the same`,
    `machine (${deadline.settings}).`,
    '',
    `Data: ${thousands(counts.listings)} listings (${counts.sellers} vetted seller businesses x ` +
      `${LISTINGS_PER_SELLER}) sharing one review time, with an offer from each of ${counts.buyers} vetted buyer ` +
      `businesses: ${thousands(counts.offers)} offers with ${thousands(counts.options)} priced months, all \`sent\`. ` +
      `Made with \`generate_series\` from a listing and an offer sent through the API (${round(deadline.generateSeconds)} s).`,
    '',
    `Targets: every expiry and state transition persisted, and its notification queued, within ${TARGET_DEADLINE_S} s ` +
      `of its deadline; accepting an offer under ${CONCURRENCY} concurrent users with a p95 under ` +
      `${TARGET_ACCEPT_P95_MS} ms.`,
    '',
    '## Deadlines',
    '',
    'The real app in this process (no workers) on a test clock moved to each deadline in turn; each row is one',
    '`tradingSweep.run()`, what the `trading.sweep` job runs, committing a batch of ' +
      `${thousands(SWEEP_BATCH)} rows and their notices per transaction. A notice is an account notification (with`,
    'its live signal), an email in the outbox and its delivery job. In production the sweep is asked for every',
    `${REQUEST_EVERY_S} s and the queue polls every ${PICKUP_S} s, so the worst case from a deadline to its rows ` +
      `committed is ${REQUEST_EVERY_S} s + ${PICKUP_S} s + the run.`,
    'The baseline: a bare `UPDATE` of the same rows with the same `WHERE`, on a copy of the table with the same',
    'indexes, in the same run (no notices, one statement).',
    '',
    '| deadline | persisted | rows | notices queued (notifications / emails / jobs) | sweep run | bare UPDATE | sweep / bare | worst case deadline to persisted | target |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const each of deadline.steps) {
    const ok = worst(each.seconds) < TARGET_DEADLINE_S && each.rows === each.expectedRows;
    const noticesOk = [each.notices.notifications, each.notices.emails, each.notices.jobs].every(
      (value) => value === each.expectedNotices,
    );
    lines.push(
      `| ${each.label} | ${each.persisted} | ${thousands(each.rows)}${each.rows === each.expectedRows ? '' : ` (expected ${thousands(each.expectedRows)})`} | ` +
        `${thousands(each.notices.notifications)} / ${thousands(each.notices.emails)} / ${thousands(each.notices.jobs)}` +
        `${noticesOk ? '' : ` (expected ${thousands(each.expectedNotices)} each)`} | **${each.seconds.toFixed(2)} s** | ` +
        `${each.baseline ? `${each.baseline.seconds.toFixed(2)} s (${each.baseline.label})` : ''} | ` +
        `${each.baseline ? `${round(each.seconds / each.baseline.seconds)}x` : ''} | ` +
        `**${worst(each.seconds).toFixed(1)} s** | < ${TARGET_DEADLINE_S} s: ${ok && noticesOk ? 'met' : 'NOT met'} |`,
    );
  }
  lines.push(
    '',
    `A sweep with nothing due took ${(deadline.idleSeconds * 1000).toFixed(0)} ms. Machine load average (1 min) ` +
      `before / after the deadline runs: ${deadline.load[0]} / ${deadline.load[1]}.`,
    '',
    'Checked afterwards:',
    '',
    ...deadline.checks.map(
      (check) => `- ${check.ok ? 'ok' : 'FAILED'}: ${check.label}${check.detail ? ` (${check.detail})` : ''}`,
    ),
    '',
    '## Accepting offers',
    '',
    'The real app in a child process (`NODE_ENV=production`, `LOG_LEVEL=warn`, no workers) plus a',
    '`GET /bench/select-1` route; the load comes from this script over keep-alive HTTP on 127.0.0.1, on the same',
    `cores. ${CONCURRENCY} seller businesses, each signed in through \`POST /api/auth/login\`, have ` +
      `${ACCEPT_LISTINGS_PER_SELLER} listings under review`,
    '(review a minute before, by the wall clock) with 10 offers each. Each seller accepts its offers one after',
    'another with no pause (`PATCH /api/trading/bids/{id}/accept`, the first priced month, `keepOpen` until the',
    `listing's last offer), each accept on a distinct offer, for ${CONCURRENT_MS / 1000} s or until the offers run ` +
      'out. An accept',
    "locks the listing and the offer, records the trade, closes the offer, updates the listing's tonnage and answers",
    'the offer as the seller sees it; both businesses are told of the trade by the sweep a second later (not timed',
    'here: no workers run, so the notices wait in the table). The one-user',
    `row is a 17th seller doing the same alone, after ${SEQUENTIAL_WARM_UP} accepts to warm up; the paced row is`,
    `the same ${CONCURRENCY} sellers sending ${PACED_RATE} accepts a second between them. The baseline: the ` +
      `\`SELECT 1\` route under the same ${CONCURRENCY} users.`,
    'CPU is read from /proc for the API process, for the PostgreSQL backends of the bench database and for this',
    'script, per request.',
    '',
    '| figure | value | target |',
    '| --- | --- | --- |',
    `| ${CONCURRENCY} users: accepts p50 / p95 / p99 | ${accept.concurrent.p50} / **${accept.concurrent.p95}** / ` +
      `${accept.concurrent.p99} ms | p95 < ${TARGET_ACCEPT_P95_MS} ms: ` +
      `${accept.concurrent.p95 < TARGET_ACCEPT_P95_MS && accept.concurrent.errors === 0 ? 'met' : 'NOT met'} |`,
    `| ${CONCURRENCY} users: accepts | ${thousands(accept.concurrent.count)} in ` +
      `${accept.concurrent.ranOut ? 'less than ' : ''}${CONCURRENT_MS / 1000} s: ${accept.concurrent.rate} req/s ` +
      `(errors ${accept.concurrent.errors}; ${thousands(accept.offers)} offers ready) | |`,
    `| ${CONCURRENCY} users: SELECT 1 route p50 / p95 | ${accept.select1.p50} / ${accept.select1.p95} ms: ` +
      `${accept.select1.rate} req/s (errors ${accept.select1.errors}) | |`,
    `| accept / SELECT 1 | p95 ${round(accept.concurrent.p95 / accept.select1.p95)}x; rate ` +
      `${((accept.concurrent.rate / accept.select1.rate) * 100).toFixed(1)}% | |`,
    `| CPU per request at ${CONCURRENCY} users: API / database / load | accept ${cpuText(accept.concurrent.cpu)}; ` +
      `SELECT 1 ${cpuText(accept.select1.cpu)} | |`,
    `| one user: accepts p50 / p95 / p99 | ${accept.sequential.p50} / ${accept.sequential.p95} / ` +
      `${accept.sequential.p99} ms (${accept.sequential.count} accepts, errors ${accept.sequential.errors}; ` +
      `CPU ${cpuText(accept.sequential.cpu)}) | |`,
    `| ${CONCURRENCY} users paced to ${PACED_RATE}/s: accepts p50 / p95 / p99 | ${accept.paced.p50} / ` +
      `${accept.paced.p95} / ${accept.paced.p99} ms (${accept.paced.count} accepts at ${accept.paced.rate} req/s, ` +
      `errors ${accept.paced.errors}; CPU ${cpuText(accept.paced.cpu)}) | |`,
    `| trades recorded by the measured runs | ${thousands(accept.trades)} (one per successful accept: ` +
      `${accept.trades === [accept.sequential, accept.concurrent, accept.paced].reduce((sum, each) => sum + each.count - each.errors, 0) ? 'yes' : 'NO'}) | |`,
    `| machine load average (1 min) before / after | ${accept.load[0]} / ${accept.load[1]} | |`,
    '',
  );
  if (accept.sampleErrors.length > 0) {
    lines.push('Errors seen:', '', ...accept.sampleErrors.map((each) => `- \`${each.replace(/`/g, "'")}\``), '');
  }
  return lines.join('\n');
}

async function main() {
  if (arg('serve')) return serve();
  const reuse = Boolean(arg('reuse'));
  if (arg('only=accept')) {
    // A quick look at accepting alone, on a database made before: printed, the report left as it is.
    process.stdout.write(`${JSON.stringify(await acceptLoad(), null, 2)}\n`);
    return;
  }
  const figures = await deadlines(reuse);
  process.stderr.write(`${JSON.stringify(figures)}\n`);
  const accept = await acceptLoad();
  process.stderr.write(`${JSON.stringify(accept)}\n`);
  // The hand-written reading of the figures, under "## Notes", survives a new run.
  const previous = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
  const notes = previous.includes('\n## Notes') ? previous.slice(previous.indexOf('\n## Notes')) : '';
  const text = report(figures, accept);
  mkdirSync(dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, `${text}${notes ? notes : '\n'}`);
  process.stdout.write(`${text}\n\nWritten to ${REPORT}\n`);
}

await main();
