import { messages, type BidView, type SearchReply, type SellerListing, type StockRecord } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../src/platform/db/database';
import { startApiInstances, type ApiInstance, type ApiInstances } from './api-instances';
import { DEMO_PASSWORD, rows } from './auth-helpers';
import { buildTestApp, type TestApp } from './build-test-app';
import { EventStream, type StreamEvent } from './event-stream';
import { multipartBody } from './multipart';
import { addBuyer, bidBody, listingBody, MIN, unitIdOf } from './trading-world';

/**
 * Issue 18, "three instances, one database" (DESIGN §5): three API processes started as `npm start` starts one,
 * on one PostgreSQL and one DATA_DIR, with requests spread across them. Every check goes through the instances
 * over HTTP; an app in this process on the same database (no workers) only makes businesses and reads rows.
 * Needs PostgreSQL: `DATABASE_URL=postgres://... npm run test:instances` (CI sets it).
 */
const adminUrl = process.env.DATABASE_URL;
const n = messages.trading.notifications;

if (!adminUrl) {
  const rule = '!'.repeat(100);
  console.warn(
    `\n${rule}\n  SKIPPED: apps/api/test/three-instances.test.ts needs PostgreSQL. Run it with\n` +
      `  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:instances\n${rule}\n`,
  );
}

describe.runIf(process.env.CI === 'true' && !adminUrl)('three instances on one database, under CI', () => {
  it('has the PostgreSQL it needs', () => {
    throw new Error('CI must set DATABASE_URL: three API instances need one PostgreSQL to share');
  });
});

type Headers = Record<string, string>;
interface Reply {
  status: number;
  headers: globalThis.Headers;
  body: string;
}

/** A request to one instance over a real connection; a JSON body unless a multipart one is given. */
async function call(
  on: ApiInstance,
  method: string,
  path: string,
  headers: Headers = {},
  body?: object | { payload: Buffer; contentType: string },
): Promise<Reply> {
  const multipart = body && 'payload' in body && Buffer.isBuffer(body.payload);
  const reply = await fetch(`${on.url}/api${path}`, {
    method,
    headers: {
      ...headers,
      ...(body
        ? { 'content-type': multipart ? (body as { contentType: string }).contentType : 'application/json' }
        : {}),
    },
    ...(body ? { body: multipart ? (body as { payload: Buffer }).payload : JSON.stringify(body) } : {}),
  });
  return { status: reply.status, headers: reply.headers, body: await reply.text() };
}

function dataOf<T>(reply: Reply, status = 200): T {
  expect(reply.status, reply.body).toBe(status);
  return (JSON.parse(reply.body) as { data: T }).data;
}

const messageOf = (reply: Reply) => (JSON.parse(reply.body) as { message: string }).message;

/** A notification event of the stream, by its title and what it is about. */
const notice =
  (title: string, about: Record<string, string>) =>
  ({ event, data }: StreamEvent): boolean => {
    if (event !== 'notification') return false;
    const found = data as { title: string; data: Record<string, unknown> | null };
    return found.title === title && Object.entries(about).every(([key, value]) => found.data?.[key] === value);
  };

// Background work (the sweep, deliveries) runs on the instances' own workers: on a loaded machine it takes seconds.
describe.skipIf(!adminUrl)('three API instances on one PostgreSQL (issue 18)', { timeout: 60_000 }, () => {
  let cluster: ApiInstances;
  let a: ApiInstance;
  let b: ApiInstance;
  let c: ApiInstance;
  let helperDatabase: Database;
  let helper: TestApp;
  let hillside: string;
  const streams: EventStream[] = [];
  /** Sessions by email, made again after the clock moves past their 15 minutes. */
  const sessions = new Map<string, Headers>();
  const as = async (email: string) => {
    const known = sessions.get(email);
    if (known) return known;
    const made = await helper.authHeaders(email);
    sessions.set(email, made);
    return made;
  };
  const streamOf = async (on: ApiInstance, email: string) => {
    const stream = await EventStream.open(`${on.url}/api/sys/v1/events`, await as(email));
    streams.push(stream);
    return stream;
  };
  /** Moves every instance's clock through one of them, then signs everyone in again. */
  const moveClock = async (through: ApiInstance, change: { advanceMs: number } | { set: string }) => {
    const moved = dataOf<{ offsetMs: number }>(
      await call(through, 'POST', '/admin/test-clock', await helper.authHeaders('admin@demo.farm'), change),
    );
    sessions.clear();
    return moved;
  };
  const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(helper, query))[0]?.n);

  beforeAll(async () => {
    cluster = await startApiInstances(adminUrl!, 3);
    [a, b, c] = cluster.instances as [ApiInstance, ApiInstance, ApiInstance];
    helperDatabase = await openDatabase({ databaseUrl: cluster.databaseUrl, dataDir: '' });
    helper = await buildTestApp(
      // Its clock follows the instances' (listingBody reads it), as every instance's does.
      { databaseUrl: cluster.databaseUrl, dataDir: cluster.dataDir, jwtSecret: undefined, testClockEnabled: true },
      { database: helperDatabase },
    );
    hillside = await unitIdOf(helper, 'Hillside Farm');
  }, 120_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await helper?.close();
    await helperDatabase?.close();
    await cluster?.close();
  }, 60_000);

  it('start together on an empty database: migrated and seeded once, each answering', async () => {
    for (const instance of cluster.instances) expect((await call(instance, 'GET', '/health')).status).toBe(200);
    expect(await count(sql`select count(*)::int as n from users where email = 'admin@demo.farm'`)).toBe(1);
    const seeded = cluster.instances
      .flatMap((each) => each.output)
      .filter((line) => line.includes('"demo world seeded"'));
    expect(seeded).toHaveLength(1);
    const [queue] = await rows<{ policy: string }>(
      helper,
      sql`select policy from pgboss.queue where name = 'trading.sweep'`,
    );
    expect(queue?.policy).toBe('stately');
  });

  it('takes a session from any instance, counts failed sign-ins on all, and ends a session everywhere', async () => {
    const login = dataOf<{ tokens: { access: string; id: string } }>(
      await call(a, 'POST', '/auth/login', {}, { username: 'buyer2@demo.farm', password: DEMO_PASSWORD }),
    );
    const james = { authorization: `Bearer ${login.tokens.access}`, 'x-id-token': login.tokens.id };
    for (const instance of [b, c]) expect((await call(instance, 'GET', '/customers/users/me', james)).status).toBe(200);

    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await call(
        cluster.next(),
        'POST',
        '/auth/login',
        {},
        { username: 'carrier@demo.farm', password: 'nope' },
      );
      expect(wrong.status).toBe(401);
    }
    const right = await call(c, 'POST', '/auth/login', {}, { username: 'carrier@demo.farm', password: DEMO_PASSWORD });
    expect(right.status).toBe(429);

    expect((await call(b, 'GET', '/auth/logout', james)).status).toBe(200);
    for (const instance of [a, c]) expect((await call(instance, 'GET', '/customers/users/me', james)).status).toBe(401);
  });

  it('answers a retry with the same Idempotency-Key from another instance with the first answer', async () => {
    const farmer = { ...(await as('farmer@demo.farm')), 'idempotency-key': 'multi-instance-listing-1' };
    const body = listingBody(helper, hillside, { notes: 'Sent once, answered twice' });
    const first = dataOf<SellerListing>(await call(a, 'POST', '/trading/listings', farmer, body), 201);
    const retry = await call(b, 'POST', '/trading/listings', farmer, body);
    expect(dataOf<SellerListing>(retry, 201).id).toBe(first.id);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const changed = await call(c, 'POST', '/trading/listings', farmer, { ...body, notes: 'Another body' });
    expect(changed.status).toBe(422);
    expect(
      await count(sql`select count(*)::int as n from trading_listings where notes = 'Sent once, answered twice'`),
    ).toBe(1);
  });

  it('reads a file uploaded through one instance through the others (one DATA_DIR)', async () => {
    const farmer = await as('farmer@demo.farm');
    const csv = 'Field,Crop,Tonnes\nTop Field,Wheat,82.5\n';
    const body = multipartBody([
      { name: 'bucket', value: 'files' },
      { name: 'type', value: 'misc' },
      { name: 'file', filename: 'yields.csv', data: Buffer.from(csv), contentType: 'text/csv' },
    ]);
    const [file] = dataOf<{ id: string }[]>(await call(a, 'POST', '/system/files', farmer, body), 201);
    for (const instance of [b, c]) {
      const got = await call(instance, 'GET', `/system/files/${file!.id}`, farmer);
      expect(got.status).toBe(200);
      expect(got.body).toBe(csv);
    }
  });

  it('moves the test clock of every instance before the move is answered, whichever is asked', async () => {
    const admin = await helper.authHeaders('admin@demo.farm');
    const moved = await moveClock(a, { advanceMs: MIN });
    for (const instance of [b, c]) {
      expect(dataOf<{ offsetMs: number }>(await call(instance, 'GET', '/admin/test-clock', admin)).offsetMs).toBe(
        moved.offsetMs,
      );
    }
    const later = new Date(helper.clock.now().getTime() + 5 * MIN).toISOString();
    const set = await moveClock(c, { set: later });
    const seen = await call(a, 'GET', '/admin/test-clock', await helper.authHeaders('admin@demo.farm'));
    expect(dataOf<{ offsetMs: number }>(seen).offsetMs).toBe(set.offsetMs);
    // Every reply carries its instance's time: b's is past the time set through c.
    const health = await call(b, 'GET', '/health');
    expect(Date.parse(health.headers.get('x-server-time') ?? '')).toBeGreaterThanOrEqual(Date.parse(later));
    const gaveUp = cluster.instances.flatMap((each) => each.output).filter((line) => line.includes('before every'));
    expect(gaveUp).toEqual([]);
  });

  it('brings a notification made through one instance to a stream held by another', async () => {
    const stream = await streamOf(b, 'farmer@demo.farm');
    const listing = dataOf<SellerListing>(
      await call(c, 'POST', '/trading/listings', await as('farmer@demo.farm'), listingBody(helper, hillside)),
      201,
    );
    await call(a, 'POST', '/trading/bids', await as('buyer@demo.farm'), bidBody(listing));
    const event = await stream.next(notice(n.newOfferTitle, { listingId: listing.id }));
    expect(event.data).toMatchObject({ title: n.newOfferTitle, read: false });
  });

  it('drops a search kept by one instance when the inventory changes through another', async () => {
    const farmer = await as('farmer@demo.farm');
    const search = async () =>
      dataOf<SearchReply<StockRecord>>(await call(c, 'GET', '/search/inventory/records?f=commodity:oats', farmer));
    const before = (await search()).totalDocs;
    expect((await search()).totalDocs).toBe(before);
    const [unit] = await rows<{ id: string }>(
      helper,
      sql`select id from business_units where name = 'Hillside Grain Store'`,
    );
    const shed = dataOf<{ id: string }>(
      await call(a, 'POST', '/inventory/storages', farmer, {
        type: 'store',
        businessUnitId: unit!.id,
        name: 'Oat shed',
      }),
      201,
    );
    dataOf(
      await call(a, 'POST', '/inventory/records', farmer, {
        storageId: shed.id,
        quantityKg: 10_000,
        commodityId: 'oats',
        harvestYear: 2026,
      }),
      201,
    );
    // Another instance hears of the change when PostgreSQL delivers the NOTIFY: milliseconds after the commit.
    await vi.waitFor(async () => expect((await search()).totalDocs).toBe(before + 1), { timeout: 5_000, interval: 20 });
  });

  describe('races through different instances', () => {
    let wheat: SellerListing;
    let anglia: BidView;
    const rivals: { email: string; offer: BidView }[] = [];
    let sarah: EventStream;
    const accept = (on: ApiInstance, offer: BidView, body: object) =>
      as('farmer@demo.farm').then((farmer) => call(on, 'PATCH', `/trading/bids/${offer.id}/accept`, farmer, body));

    beforeAll(async () => {
      for (const x of ['a', 'b', 'c', 'd'])
        await addBuyer(helper, `Buyer ${x.toUpperCase()} Grain Ltd`, `owner-${x}@buyers.test`);
      wheat = dataOf<SellerListing>(
        await call(a, 'POST', '/trading/listings', await as('farmer@demo.farm'), listingBody(helper, hillside)),
        201,
      );
      anglia = dataOf<BidView>(
        await call(b, 'POST', '/trading/bids', await as('buyer@demo.farm'), bidBody(wheat)),
        201,
      );
      for (const x of ['a', 'b', 'c', 'd']) {
        const email = `owner-${x}@buyers.test`;
        const body = bidBody(wheat, { quantityMinKg: 100_000, quantityMaxKg: 150_000 });
        rivals.push({
          email,
          offer: dataOf<BidView>(await call(cluster.next(), 'POST', '/trading/bids', await as(email), body), 201),
        });
      }
      sarah = await streamOf(c, 'buyer@demo.farm');
      await moveClock(b, { set: wheat.reviewAt });
    }, 60_000);

    it('accepts exactly one of 30 accepts of one offer’s options spread over the three', async () => {
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          accept(cluster.next(), anglia, {
            optionId: anglia.options[index % anglia.options.length]!.id,
            quantityKg: 100_000,
            keepOpen: true,
          }),
        ),
      );
      const codes = replies.map((reply) => reply.status);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(29);
      expect(await count(sql`select count(*)::int as n from trading_trades where bid_id = ${anglia.id}`)).toBe(1);
    });

    it('never sells more than the listing holds, however the accepts are spread', async () => {
      // 200 t are left of 300 t; four offers of up to 150 t are accepted at once, each through the next instance.
      const replies = await Promise.all(
        rivals.map(({ offer }) =>
          accept(cluster.next(), offer, { optionId: offer.options[0]!.id, quantityKg: 150_000, keepOpen: true }),
        ),
      );
      expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
      for (const reply of replies.filter((each) => each.status !== 200)) {
        expect(reply.status).toBe(409);
        expect(['Only 50.00 t of this listing is left to sell', messages.trading.listingEnded]).toContain(
          messageOf(reply),
        );
      }
      const [sum] = await rows<{ kg: string; traded: string }>(
        helper,
        sql`select (select sum(quantity_kg) from trading_trades where listing_id = ${wheat.id})::text as kg,
                   (select traded_kg from trading_listings where id = ${wheat.id})::text as traded`,
      );
      expect([Number(sum?.kg), Number(sum?.traded)]).toEqual([250_000, 250_000]);
    });

    it('tells the buyer of a trade once, through whichever instance’s worker ran the sweep', async () => {
      const [trade] = await rows<{ id: string }>(
        helper,
        sql`select id from trading_trades where bid_id = ${anglia.id}`,
      );
      const event = await sarah.next(notice(n.tradeTitle, { tradeId: trade!.id }));
      expect(event.data).toMatchObject({ title: n.tradeTitle });
    });

    it('lets an accept and a withdrawal on different instances reach one outcome, read alike on all three', async () => {
      const barley = dataOf<SellerListing>(
        await call(
          c,
          'POST',
          '/trading/listings',
          await as('farmer@demo.farm'),
          listingBody(helper, hillside, { commodityId: 'barley' }),
        ),
        201,
      );
      const offer = dataOf<BidView>(
        await call(a, 'POST', '/trading/bids', await as('buyer@demo.farm'), bidBody(barley)),
        201,
      );
      await moveClock(c, { set: barley.reviewAt });
      const [accepted, withdrawn] = await Promise.all([
        accept(a, offer, { optionId: offer.options[0]!.id }),
        call(b, 'PATCH', `/trading/bids/${offer.id}/withdraw`, await as('buyer@demo.farm')),
      ]);
      expect([accepted.status, withdrawn.status].sort()).toEqual([200, 409]);
      const states = [];
      for (const instance of cluster.instances) {
        states.push(
          dataOf<BidView>(await call(instance, 'GET', `/trading/bids/${offer.id}`, await as('farmer@demo.farm'))).state,
        );
        states.push(
          dataOf<BidView>(await call(instance, 'GET', `/trading/bids/${offer.id}`, await as('buyer@demo.farm'))).state,
        );
      }
      expect(new Set(states)).toEqual(new Set([accepted.status === 200 ? 'accepted' : 'withdrawn']));
    });
  });

  describe('deadlines swept through the instances', () => {
    let oats: SellerListing;
    const offers: { email: string; offer: BidView; stream: EventStream }[] = [];
    let farmer: EventStream;

    beforeAll(async () => {
      oats = dataOf<SellerListing>(
        await call(
          a,
          'POST',
          '/trading/listings',
          await as('farmer@demo.farm'),
          listingBody(helper, hillside, { commodityId: 'oats' }),
        ),
        201,
      );
      for (const [index, x] of ['b', 'c', 'd'].entries()) {
        const email = `owner-${x}@buyers.test`;
        const on = cluster.instances[index]!;
        const offer = dataOf<BidView>(await call(on, 'POST', '/trading/bids', await as(email), bidBody(oats)), 201);
        offers.push({ email, offer, stream: await streamOf(cluster.instances[(index + 1) % 3]!, email) });
      }
      farmer = await streamOf(c, 'farmer@demo.farm');
    }, 60_000);

    it('puts the offers under review when the clock reaches the review time through one instance; the seller hears once', async () => {
      await moveClock(a, { set: oats.reviewAt });
      for (const instance of cluster.instances) {
        const seen = dataOf<BidView>(
          await call(instance, 'GET', `/trading/bids/${offers[0]!.offer.id}`, await as('farmer@demo.farm')),
        );
        expect(seen.state).toBe('under-review');
      }
      await farmer.next(notice(n.reviewTitle, { listingId: oats.id }));
    });

    it('warns the seller 10 minutes before the offers expire, the clock moved through another', async () => {
      await moveClock(b, { set: new Date(Date.parse(oats.offersExpireAt) - 10 * MIN).toISOString() });
      await farmer.next(notice(n.expiringTitle, { listingId: oats.id }));
    });

    it('expires the offers at the deadline, the clock moved through the third; each buyer hears once', async () => {
      await moveClock(c, { set: oats.offersExpireAt });
      for (const { email, offer, stream } of offers) {
        for (const instance of cluster.instances) {
          expect(dataOf<BidView>(await call(instance, 'GET', `/trading/bids/${offer.id}`, await as(email))).state).toBe(
            'expired',
          );
        }
        await stream.next(notice(n.expiredTitle, { bidId: offer.id }));
      }
    });

    it('told nobody twice: one notification and one email per notice, each email sent once, one sweep at a time', async () => {
      const titles = [n.reviewTitle, n.expiringTitle, n.expiredTitle, n.tradeTitle];
      const twice = await rows<{ title: string; n: number }>(
        helper,
        sql`select title, count(*)::int as n from account_notifications
            where title in ${titles}
            group by user_id, title, data->>'listingId', data->>'bidId', data->>'tradeId' having count(*) > 1`,
      );
      expect(twice).toEqual([]);
      const told = await count(
        sql`select count(*)::int as n from account_notifications
            where (data->>'listingId' = ${oats.id} and title in (${n.reviewTitle}, ${n.expiringTitle}))
               or (data->>'bidId' in ${offers.map(({ offer }) => offer.id)} and title = ${n.expiredTitle})`,
      );
      expect(told).toBe(2 + offers.length);
      const emailsTwice = await rows(
        helper,
        sql`select recipient, subject, text_body from outbox_messages
            group by recipient, subject, text_body having count(*) > 1`,
      );
      expect(emailsTwice).toEqual([]);
      expect(await count(sql`select count(*)::int as n from outbox_messages where status = 'sent'`)).toBeGreaterThan(0);
      expect(
        await count(sql`select count(*)::int as n from outbox_messages where status = 'sent' and attempts <> 1`),
      ).toBe(0);
      // pg-boss keeps the sweeps it ran: none started before another had finished.
      const overlapping = await count(
        sql`select count(*)::int as n from pgboss.job x join pgboss.job y on x.id < y.id
            where x.name = 'trading.sweep' and y.name = 'trading.sweep'
              and x.started_on < coalesce(y.completed_on, now()) and y.started_on < coalesce(x.completed_on, now())`,
      );
      expect(overlapping).toBe(0);
      expect(
        await count(
          sql`select count(*)::int as n from pgboss.job where name = 'trading.sweep' and state = 'completed'`,
        ),
      ).toBeGreaterThanOrEqual(3);
    });
  });

  it('logged no error on any instance through all of the above', () => {
    const errors = cluster.instances.flatMap((each) =>
      each.output.filter((line) => /"level":(50|60)/.test(line)).map((line) => `${each.name}: ${line}`),
    );
    expect(errors).toEqual([]);
  });
});
