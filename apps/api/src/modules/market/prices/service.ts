import {
  DEMO_PRICE_SOURCE,
  hasModule,
  hasPermission,
  messages,
  spotWindowStart,
  typicalPrice,
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
import type { JobQueue } from '../../../platform/jobs/job-queue';
import type { TradedPrices } from '../ports';
import { commoditiesWithPrices, seriesDays, upsertPrices, type SeriesDayRow } from './queries';

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

/**
 * The store of market prices (issue 24): prices from every source go in through `record`, which tells the alerts
 * check; the insights page reads a commodity's 52-week series by region, each day's typical price by §9's formula.
 */
export class PricesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly jobs: Pick<JobQueue, 'send'>,
    private readonly traded: TradedPrices,
    private readonly futuresConfigured: boolean,
  ) {}

  /** UK today: a price day is the UK's. */
  today(): string {
    return calendarDateIn(this.clock.now(), 'GB');
  }

  /** Stores a source's prices (a reading already held takes the new price) and has the alerts check them. */
  async record(tx: Tx, source: string, prices: readonly MarketPriceInput[]): Promise<number> {
    if (prices.length === 0) return 0;
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
  async insights(principal: Principal, query: InsightsPricesQuery): Promise<MarketInsights> {
    const to = this.today();
    const from = spotWindowStart(to);
    const unlocked = insightsUnlocked(principal);
    const traded = await this.traded.prices();
    const futuresMessage =
      query.kind === 'futures' && !this.futuresConfigured ? messages.market.prices.futuresNotConfigured : null;
    const base = { from, to, kind: query.kind, unlocked, futuresMessage, traded };
    if (!unlocked) return { ...base, commodityId: null, commodities: [], sources: [], series: [] };
    const commodities = await commoditiesWithPrices(this.db, query.kind, from);
    const commodityId =
      query.commodityId && commodities.includes(query.commodityId) ? query.commodityId : (commodities[0] ?? null);
    if (!commodityId) return { ...base, commodityId: query.commodityId ?? null, commodities, sources: [], series: [] };
    const rows = await seriesDays(this.db, {
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
      const rows = await seriesDays(this.db, {
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

/** The store's day rows as series: one a region, contract month and source, each day with its typical price. */
export function seriesOf(rows: readonly SeriesDayRow[]): RegionSeries[] {
  const groups = new Map<string, SeriesDayRow[]>();
  for (const row of rows) {
    const key = `${row.region}|${row.contract_month}|${row.source}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const [first] = group;
    const days: Day[] = group.map((row) => {
      const high = Number(row.high);
      const low = Number(row.low);
      const last = Number(row.last);
      return {
        date: row.day,
        highMinor: high,
        lowMinor: low,
        lastMinor: last,
        typicalMinor: typicalPrice(high, low, last),
      };
    });
    const latest = days.at(-1) ?? null;
    const weekBefore = latest
      ? [...days].reverse().find((day) => day.date <= addDays(latest.date, -WEEK_DAYS))
      : undefined;
    const typicals = days.map((day) => day.typicalMinor);
    return {
      region: first?.region || null,
      contractMonth: first?.contract_month || null,
      source: first?.source ?? '',
      demo: first?.source === DEMO_PRICE_SOURCE,
      currency: first?.currency ?? 'GBP',
      days,
      latest,
      weekChangeMinor: latest && weekBefore ? latest.typicalMinor - weekBefore.typicalMinor : null,
      rangeLowMinor: typicals.length > 0 ? Math.min(...typicals) : null,
      rangeHighMinor: typicals.length > 0 ? Math.max(...typicals) : null,
    };
  });
}

/** A YYYY-MM-DD day moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
