import { FUTURES_MARKETS, marketPriceInputSchema, type FuturesMarketId, type MarketPriceInput } from '@harvest/domain';
import { z } from 'zod';

/** A futures price feed: the settlements of a market's contract months on the days from one day on. */
export interface FuturesFeed {
  settlements(market: FuturesMarketId, fromDay: string): Promise<MarketPriceInput[]>;
}

/** The feed's answer: one settlement a contract month and day, in the market's currency per tonne (pounds or euros). */
const settlementsSchema = z.object({
  settlements: z.array(
    z.object({
      contractMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
      date: z.iso.date(),
      settledAt: z.iso.datetime({ offset: true }),
      price: z.number().positive().max(1_000_000),
    }),
  ),
});

const FEED_TIMEOUT_MS = 10_000;

/**
 * The configured feed over HTTP: GET {url}/settlements?market=&from= with the key as a bearer token, answering
 * `{ settlements: [{ contractMonth, date, settledAt, price }] }`. A market data vendor's API is put behind this
 * shape by a small adapter of the vendor's; tests serve it from a local server.
 */
export class HttpFuturesFeed implements FuturesFeed {
  constructor(
    private readonly url: string,
    private readonly key: string,
  ) {}

  async settlements(market: FuturesMarketId, fromDay: string): Promise<MarketPriceInput[]> {
    const address = new URL('settlements', this.url.endsWith('/') ? this.url : `${this.url}/`);
    address.searchParams.set('market', market);
    address.searchParams.set('from', fromDay);
    const response = await fetch(address, {
      headers: { authorization: `Bearer ${this.key}`, accept: 'application/json' },
      signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The futures feed answered ${response.status} for ${market}`);
    const { settlements } = settlementsSchema.parse(await response.json());
    const { commodityId, currency } = FUTURES_MARKETS.find((each) => each.id === market) ?? FUTURES_MARKETS[0];
    return settlements.map((settlement) =>
      marketPriceInputSchema.parse({
        commodityId,
        region: null,
        kind: 'futures',
        contractMonth: settlement.contractMonth,
        pricedOn: settlement.date,
        pricedAt: new Date(settlement.settledAt).toISOString(),
        priceMinor: Math.round(settlement.price * 100),
        currency,
      }),
    );
  }
}

/** The feed the configuration names: none without a key (no futures prices, and the page says so). */
export function createFuturesFeed(config: { url: string; key: string } | null): FuturesFeed | null {
  return config ? new HttpFuturesFeed(config.url, config.key) : null;
}
