import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  priceDays,
  spotWindowStart,
  type MarketInsights,
  type MarketPriceInput,
  type PriceImportResult,
  type PriceSourceSummary,
} from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { expectData } from '../../../../test/trading-world';
import { HttpFuturesFeed } from './futures-providers';
import { refreshFutures } from './jobs';
import { PRICES_ARRIVED_JOB } from './service';

const NOW = new Date('2031-11-21T15:00:00Z');

/** A spot price in the East of England on a day at a time (UTC), in pence. */
const spot = (pricedOn: string, time: string, priceMinor: number, region = 'east'): MarketPriceInput => ({
  commodityId: 'wheat-feed',
  region: region as MarketPriceInput['region'],
  kind: 'spot',
  contractMonth: null,
  pricedOn,
  pricedAt: `${pricedOn}T${time}:00.000Z`,
  priceMinor,
  currency: 'GBP',
});

describe('market prices (issue 24)', () => {
  let t: TestApp;
  let as: Awaited<ReturnType<typeof signInDemo<'farmer' | 'buyer' | 'admin'>>>;

  const record = (source: string, prices: MarketPriceInput[]) =>
    t.app.platform.database.db.transaction((tx) => t.app.platform.services.prices.record(tx, source, prices));
  const insights = (who: Headers, query = '') =>
    apiCall(t, 'GET', `/trading/insights/prices${query}`, who).then((reply) => expectData<MarketInsights>(reply));

  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(NOW);
    await t.seedDemo();
    as = await signInDemo(t, 'farmer', 'buyer', 'admin');
  }, 60_000);

  afterAll(() => t.close());

  it('answers each day of the 52 weeks with its high, low, last and the typical price, as the domain reads them', async () => {
    // Random prices over 60 weeks: several a day, out of order, so the store's day figures must match the rule's.
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const prices: MarketPriceInput[] = [];
    for (let back = 0; back < 420; back += 1 + Math.floor(random() * 3)) {
      const day = new Date(NOW.getTime() - back * 86_400_000).toISOString().slice(0, 10);
      for (let quote = 0; quote < 1 + Math.floor(random() * 4); quote += 1)
        prices.push(
          spot(
            day,
            `${String(8 + quote * 2).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}`,
            15_000 + Math.floor(random() * 5_000),
          ),
        );
    }
    await record('agreement-test', prices.reverse());
    const answer = await insights(as.farmer, '?commodityId=wheat-feed&kind=spot&region=east&source=agreement-test');
    expect(answer).toMatchObject({
      unlocked: true,
      commodityId: 'wheat-feed',
      from: spotWindowStart('2031-11-21'),
      to: '2031-11-21',
    });
    const [series] = answer.series;
    const expected = priceDays(
      prices
        .filter((price) => price.pricedOn >= spotWindowStart('2031-11-21'))
        .map((price) => ({ date: price.pricedOn, priceMinor: price.priceMinor, at: price.pricedAt })),
    );
    expect(series?.days).toEqual(expected);
    expect(series?.latest).toEqual(expected.at(-1));
    expect(series?.rangeLowMinor).toBe(Math.min(...expected.map((day) => day.typicalMinor)));
    expect(series?.demo).toBe(false);
  });

  it('keeps the window to the last 52 weeks: a day before it is left out, its first day is in', async () => {
    await record('window-test', [
      spot('2030-11-22', '12:00', 16_000, 'wales'),
      spot('2030-11-23', '12:00', 16_100, 'wales'),
    ]);
    const answer = await insights(as.farmer, '?commodityId=wheat-feed&region=wales&source=window-test');
    expect(answer.series[0]?.days.map((day) => day.date)).toEqual(['2030-11-23']);
  });

  it('keeps an answer only until prices arrive', async () => {
    const query = '?commodityId=wheat-feed&region=wales&source=window-test';
    const before = await insights(as.farmer, query);
    expect(await insights(as.farmer, query)).toEqual(before);
    await record('window-test', [spot('2031-11-21', '09:00', 16_500, 'wales')]);
    const after = await insights(as.farmer, query);
    expect(after.series[0]?.latest).toMatchObject({ date: '2031-11-21', lastMinor: 16_500 });
  });

  it('withholds the regional series from a business without the insights upgrade, and keeps its traded prices', async () => {
    const answer = await insights(as.buyer, '?commodityId=wheat-feed');
    expect(answer).toMatchObject({ unlocked: false, series: [], commodities: [] });
    expect(Array.isArray(answer.traded)).toBe(true);
  });

  it('says plainly that there are no futures without a futures feed', async () => {
    const answer = await insights(as.farmer, '?kind=futures');
    expect(answer.futuresMessage).toContain('no futures feed is set up');
    expect(answer.series).toEqual([]);
  });

  it('hands every series prices arrived on to the alerts check', async () => {
    const jobs = t.app.platform.jobs;
    await jobs.drain(PRICES_ARRIVED_JOB);
    await record('arrival-test', [spot('2031-11-20', '10:00', 17_000), spot('2031-11-20', '11:00', 17_100, 'wales')]);
    expect(await jobs.drain(PRICES_ARRIVED_JOB)).toEqual({ completed: 1, failed: 0 });
  });

  describe('the import of a published price table', () => {
    const TABLE = [
      'Week ending,Region,Grain,Price (£/t)',
      '14/11/2031,Eastern,Feed wheat,£182.50',
      '14/11/2031,East Midlands,Feed wheat,181.00',
      '14/11/2031,Atlantis,Feed wheat,180.00',
      '14/11/2031,North West,Feed barley,n/a',
      '21/11/2031,Eastern,Feed wheat,184.00',
    ].join('\r\n');
    const request = (csv: string, dryRun: boolean) => ({
      source: 'weekly-table',
      fileName: 'regional-prices.csv',
      csv,
      mapping: { date: 'Week ending', region: 'Region', commodity: 'Grain', price: 'Price (£/t)' },
      kind: 'ex-farm',
      currency: 'GBP',
      dryRun,
    });
    const post = (body: object) => apiCall(t, 'POST', '/admin/market-prices/import', as.admin, body);
    const good = TABLE.split('\r\n')
      .filter((line) => !/Atlantis|n\/a/.test(line))
      .join('\r\n');

    it('lists every bad row on a dry run, refuses the file as it is, and stores nothing', async () => {
      const dry = await expectData<PriceImportResult>(await post(request(TABLE, true)));
      expect(dry).toMatchObject({
        dryRun: true,
        rows: 5,
        valid: 3,
        imported: 0,
        firstDay: '2031-11-14',
        lastDay: '2031-11-21',
      });
      expect(dry.issues.map((issue) => [issue.row, issue.field])).toEqual([
        [4, 'region'],
        [5, 'price'],
      ]);
      expect(dry.preview[0]).toMatchObject({
        commodityId: 'wheat-feed',
        region: 'east',
        kind: 'ex-farm',
        priceMinor: 18_250,
      });
      const refused = await post(request(TABLE, false));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().validation[0].message).toContain('Row 4');
      const sources = await expectData<PriceSourceSummary[]>(
        await apiCall(t, 'GET', '/admin/market-prices/sources', as.admin),
      );
      expect(sources.find((each) => each.source === 'weekly-table')).toBeUndefined();
    });

    it('imports the mended table, keeps its mapping, and imports it again without doubling a price', async () => {
      const first = await expectData<PriceImportResult>(await post(request(good, false)));
      expect(first).toMatchObject({ imported: 3, replaced: 0, issues: [] });
      const again = await expectData<PriceImportResult>(await post(request(good, false)));
      expect(again).toMatchObject({ imported: 3, replaced: 3 });
      const sources = await expectData<PriceSourceSummary[]>(
        await apiCall(t, 'GET', '/admin/market-prices/sources', as.admin),
      );
      expect(sources.find((each) => each.source === 'weekly-table')).toMatchObject({
        prices: 3,
        kind: 'ex-farm',
        mapping: { date: 'Week ending', region: 'Region', commodity: 'Grain', price: 'Price (£/t)' },
        firstDay: '2031-11-14',
        lastDay: '2031-11-21',
      });
      const exFarm = await expectData<{ region: string; lastMinor: number; weekChangeMinor: number | null }[]>(
        await apiCall(t, 'GET', '/trading/ex-farm?commodityId=wheat-feed&region=east', as.farmer),
      );
      expect(exFarm).toEqual([expect.objectContaining({ region: 'east', lastMinor: 18_400, weekChangeMinor: 150 })]);
    });

    it('refuses a mapping naming a column the file lacks, with the message', async () => {
      const reply = await post({ ...request(good, true), mapping: { ...request(good, true).mapping, price: 'Cost' } });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe('The file has no column called Cost');
    });
  });

  describe('the futures feed', () => {
    let server: Server;
    let url = '';
    const asked: string[] = [];

    beforeAll(async () => {
      server = createServer((request, response) => {
        asked.push(`${request.url} ${request.headers.authorization}`);
        const market = new URL(request.url ?? '/', 'http://feed').searchParams.get('market');
        if (market === 'paris-milling-wheat') {
          response.writeHead(503).end();
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            settlements: [
              { contractMonth: '2027-05', date: '2031-11-20', settledAt: '2031-11-20T16:30:00Z', price: 181.4 },
              { contractMonth: '2027-05', date: '2031-11-21', settledAt: '2031-11-21T16:30:00Z', price: 183.05 },
            ],
          }),
        );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    });

    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('stores the settlements a market answers, and a market that fails leaves the others', async () => {
      const stored = await refreshFutures(
        t.app.platform.database.db,
        t.app.platform.services.prices,
        new HttpFuturesFeed(url, 'feed-key'),
        t.app.log,
      );
      expect(stored).toBe(2);
      expect(asked[0]).toBe('/v1/settlements?market=london-feed-wheat&from=2031-11-14 Bearer feed-key');
      const answer = await insights(as.farmer, '?kind=futures&commodityId=wheat-feed');
      expect(answer.series).toEqual([
        expect.objectContaining({
          region: null,
          contractMonth: '2027-05',
          source: 'futures-feed',
          latest: expect.objectContaining({ lastMinor: 18_305 }),
        }),
      ]);
    });
  });
});
