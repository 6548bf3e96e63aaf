import { tradeLabels, type TradedPriceWeek, type TradeView } from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import { contractIdsOfTrades } from '../contracts/queries';
import { deliveryFactsOf } from '../deliveries/queries';
import { organisationsById, sellerScopeOf } from '../directory-service';
import { findListingsByIds } from '../listings/queries';
import { TradingService } from '../trading-service';
import type { Executor } from '../../../platform/db/database';
import { tradedKgOfLots, tradedPricesByWeek, tradesOfOrganisation } from './queries';
import { tradeView } from './views';

/** Spec §9: spot prices cover the last 52 weeks; the platform's own traded prices do the same. */
const PRICE_WEEKS = 52;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Trades as the trading landing page shows them (§2 market insights): the caller's own, and prices by week. */
export class TradesService extends TradingService {
  /** Inventory's LotTrades port: what the trades cover of the organisation's lots, for their sale state. */
  tradedKgOfLots(exec: Executor, organisationId: string, lotIds: readonly string[]): Promise<Map<string, number>> {
    return tradedKgOfLots(exec, organisationId, lotIds);
  }

  /** The business's latest trades, as seller (from the caller's units) or as buyer. */
  async recent(principal: Principal, limit: number): Promise<TradeView[]> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const rows = await tradesOfOrganisation(this.db, scope, limit);
    const listings = new Map(
      (
        await findListingsByIds(
          this.db,
          rows.flatMap((row) => (row.listingId ? [row.listingId] : [])),
        )
      ).map((listing) => [listing.id, listing]),
    );
    const names = await organisationsById(
      this.directory,
      rows.flatMap((row) => [row.sellerOrganisationId, row.buyerOrganisationId]),
    );
    const contracts = await contractIdsOfTrades(
      this.db,
      rows.map((row) => row.id),
    );
    const facts = await deliveryFactsOf(this.db, [...contracts.values()]);
    const now = this.clock.now();
    return rows.map((row) => {
      const listing = row.listingId ? listings.get(row.listingId) : undefined;
      const contractId = contracts.get(row.id) ?? null;
      return tradeView(row, now, {
        sellerName: names.get(row.sellerOrganisationId)?.name ?? '',
        buyerName: names.get(row.buyerOrganisationId)?.name ?? '',
        collection: listing?.collection ?? null,
        haulage: listing?.haulage ?? null,
        contractId,
        labels: tradeLabels(contractId ? (facts.get(contractId) ?? null) : null),
      });
    });
  }

  /** What each crop traded at on the platform, week by week, over the last 52 weeks. */
  async prices(): Promise<TradedPriceWeek[]> {
    const from = new Date(this.clock.now().getTime() - PRICE_WEEKS * WEEK_MS);
    return (await tradedPricesByWeek(this.db, from)).map((row) => ({
      commodityId: row.commodity_id,
      weekStart: row.week_start,
      trades: row.trades,
      quantityKg: Number(row.quantity_kg),
      averagePrice: Number(row.average_price),
      lowPrice: Number(row.low_price),
      highPrice: Number(row.high_price),
    }));
  }
}
