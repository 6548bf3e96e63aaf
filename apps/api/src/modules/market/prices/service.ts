import {
  DEMO_PRICE_SOURCE,
  hasModule,
  hasPermission,
  messages,
  spotWindowStart,
  priceDays,
  type ExFarmPrice,
  type InsightsPricesQuery,
  type MarketInsights,
  type MarketPriceInput,
  type RegionSeries,
} from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import type { Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db, Tx } from '../../../platform/db/database';
import type { ChangeFeed } from '../../../platform/cache/change-feed';
import { KeptResults } from '../../../platform/cache/kept-results';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import type { TradedPrices } from '../ports';
import { commoditiesWithPrices, seriesPrices, upsertPrices, type SeriesPriceRow } from './queries';

/** The job that checks price alerts against newly stored prices (market/alerts). */
export const PRICES_ARRIVED_JOB = 'market.prices-arrived';

/** A series prices arrived on: what the alerts check reads again. */
export interface ArrivedSeries {
  commodityId: string;
  kind: string;
  region: string;
  contractMonth: string;
}

/** The price store's series of one day and each day's figures, as the domain's PriceDay. */
type Day = RegionSeries['days'][number];

const WEEK_DAYS = 7;
/** Answers kept in memory: a few crops, kinds and regions are asked for again and again. */
const KEPT_INSIGHTS = 200;
/** What the database announces when prices or trades change (migration 0031). */
export const MARKET_CHANGE_KEYS = { prices: 'market:prices', trades: 'market:trades' } as const;

/**
 * The store of market prices (issue 24): prices from every source go in through `record`, which tells the alerts
 * check; the insights page reads a commodity's 52-week series by region, each day's typical price by §9's formula.
 */
export class PricesService {
  readonly #kept: KeptResults<MarketInsights>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly jobs: Pick<JobQueue, 'send'>,
    private readonly changes: ChangeFeed,
    private readonly traded: TradedPrices,
    private readonly futuresConfigured: boolean,
  ) {
    this.#kept = new KeptResults(changes, KEPT_INSIGHTS);
  }

  /** UK today: a price day is the UK's. */
  today(): string {
    return calendarDateIn(this.clock.now(), 'GB');
  }

  /** Stores a source's prices (a reading already held takes the new price) and has the alerts check them. */
  async record(tx: Tx, source: string, prices: readonly MarketPriceInput[]): Promise<number> {
    if (prices.length === 0) return 0;
    // This instance's own next read must not see the kept answers; the others hear it from the database.
    this.changes.touch(MARKET_CHANGE_KEYS.prices);
    const receivedAt = this.clock.now();
    const written = await upsertPrices(
      tx,
      prices.map((price) => ({
        commodityId: price.commodityId,
        region: price.region ?? '',
        kind: price.kind,
        contractMonth: price.contractMonth ?? '',
        source,
        pricedOn: price.pricedOn,
        pricedAt: new Date(price.pricedAt),
        priceMinor: price.priceMinor,
        currency: price.currency,
        receivedAt,
      })),
    );
    const series = new Map<string, ArrivedSeries>();
    for (const price of prices) {
      const arrived = {
        commodityId: price.commodityId,
        kind: price.kind,
        region: price.region ?? '',
        contractMonth: price.contractMonth ?? '',
      };
      series.set(Object.values(arrived).join('|'), arrived);
    }
    await this.jobs.send(PRICES_ARRIVED_JOB, { series: [...series.values()] }, { tx });
    return written;
  }

  /**
   * GET /trading/insights/prices: a commodity's prices of a kind by region over the 52 weeks ending today, each day
   * with its typical price; the regional series only for a business with the insights upgrade; the platform's own
   * traded prices for every trader.
   */
  insights(principal: Principal, query: InsightsPricesQuery): Promise<MarketInsights> {
    const today = this.today();
    const unlocked = insightsUnlocked(principal);
    // The same for every caller with the same access on the day: kept until prices or trades change.
    const key = [today, unlocked, query.kind, query.commodityId, query.region, query.source].join('|');
    return this.#kept.answer(key, Object.values(MARKET_CHANGE_KEYS), () => this.readInsights(today, unlocked, query));
  }

  private async readInsights(to: string, unlocked: boolean, query: InsightsPricesQuery): Promise<MarketInsights> {
    const from = spotWindowStart(to);
    const traded = await this.traded.prices();
    const futuresMessage =
      query.kind === 'futures' && !this.futuresConfigured ? messages.market.prices.futuresNotConfigured : null;
    const base = { from, to, kind: query.kind, unlocked, futuresMessage, traded };
    if (!unlocked) return { ...base, commodityId: null, commodities: [], sources: [], series: [] };
    const commodities = await commoditiesWithPrices(this.db, query.kind, from);
    const commodityId =
      query.commodityId && commodities.includes(query.commodityId) ? query.commodityId : (commodities[0] ?? null);
    if (!commodityId) return { ...base, commodityId: query.commodityId ?? null, commodities, sources: [], series: [] };
    const rows = await seriesPrices(this.db, {
      commodityId,
      kind: query.kind,
      from,
      to,
      ...(query.region ? { region: query.region } : {}),
      ...(query.source ? { source: query.source } : {}),
    });
    const series = seriesOf(rows);
    return { ...base, commodityId, commodities, sources: [...new Set(series.map((each) => each.source))], series };
  }

  /** GET /trading/ex-farm: the newest ex-farm day of each commodity in each region, with the change on a week before. */
  async exFarm(filter: { commodityId?: string; region?: string }): Promise<ExFarmPrice[]> {
    const to = this.today();
    const from = addDays(to, -3 * WEEK_DAYS);
    const commodities = filter.commodityId
      ? [filter.commodityId]
      : await commoditiesWithPrices(this.db, 'ex-farm', from);
    const prices: ExFarmPrice[] = [];
    for (const commodityId of commodities) {
      const rows = await seriesPrices(this.db, {
        commodityId,
        kind: 'ex-farm',
        from,
        to,
        ...(filter.region ? { region: filter.region } : {}),
      });
      for (const series of seriesOf(rows)) {
        if (!series.latest || series.region === null) continue;
        prices.push({
          commodityId,
          region: series.region,
          date: series.latest.date,
          lastMinor: series.latest.lastMinor,
          typicalMinor: series.latest.typicalMinor,
          weekChangeMinor: series.weekChangeMinor,
          source: series.source,
          demo: series.demo,
          currency: series.currency,
        });
      }
    }
    return prices;
  }
}

/** Whether the business has the insights upgrade module and the caller its permission (§6). */
export function insightsUnlocked(principal: Principal): boolean {
  return (
    hasModule(principal.modules, 'trading:insights:grain') &&
    hasPermission(principal.access, 'trading.insights.grain', 'read')
  );
}

/**
 * The store's prices as series, one a region, contract month and source, each day with its high, low, last and
 * typical price by the domain's rule (§9).
 */
export function seriesOf(rows: readonly SeriesPriceRow[]): RegionSeries[] {
  const groups = new Map<string, SeriesPriceRow[]>();
  for (const row of rows) {
    const key = `${row.region}|${row.contract_month}|${row.source}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, group]) => {
      const [first] = group;
      const days: Day[] = priceDays(group.map((row) => ({ date: row.day, priceMinor: row.price, at: row.at })));
      const latest = days.at(-1) ?? null;
      const weekBefore = latest ? days.findLast((day) => day.date <= addDays(latest.date, -WEEK_DAYS)) : undefined;
      let rangeLowMinor: number | null = null;
      let rangeHighMinor: number | null = null;
      for (const day of days) {
        rangeLowMinor = Math.min(rangeLowMinor ?? day.typicalMinor, day.typicalMinor);
        rangeHighMinor = Math.max(rangeHighMinor ?? day.typicalMinor, day.typicalMinor);
      }
      return {
        region: first?.region || null,
        contractMonth: first?.contract_month || null,
        source: first?.source ?? '',
        demo: first?.source === DEMO_PRICE_SOURCE,
        currency: first?.currency ?? 'GBP',
        days,
        latest,
        weekChangeMinor: latest && weekBefore ? latest.typicalMinor - weekBefore.typicalMinor : null,
        rangeLowMinor,
        rangeHighMinor,
      };
    });
}

/** A YYYY-MM-DD day moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
