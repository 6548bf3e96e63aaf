import { lotSaleOf, type LotSale } from '@harvest/domain';
import type { Executor } from '../../../platform/db/database';
import type { LotTrades } from '../ports';

/**
 * Sold, part sold or unsold for stock lots, derived when read from what trading says its trades cover (never
 * stored: a trade changes it at once, and inventory's kept searches do not hear of trades). Until trading hands in
 * its port every lot reads unsold.
 */
export class LotSalesService {
  #trades: LotTrades | null = null;

  /** app.ts: trading's trades, once trading is built. */
  use(trades: LotTrades): void {
    this.#trades = trades;
  }

  async of(
    exec: Executor,
    organisationId: string,
    lots: readonly { id: string; quantityKg: number }[],
  ): Promise<Map<string, LotSale>> {
    const traded =
      this.#trades && lots.length > 0
        ? await this.#trades.tradedKgOfLots(
            exec,
            organisationId,
            lots.map((lot) => lot.id),
          )
        : new Map<string, number>();
    return new Map(lots.map((lot) => [lot.id, lotSaleOf(lot.quantityKg, traded.get(lot.id) ?? 0)]));
  }

  async one(exec: Executor, organisationId: string, lot: { id: string; quantityKg: number }): Promise<LotSale> {
    return (await this.of(exec, organisationId, [lot])).get(lot.id) ?? lotSaleOf(lot.quantityKg, 0);
  }
}
