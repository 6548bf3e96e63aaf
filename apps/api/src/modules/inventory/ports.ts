import type { Executor } from '../../platform/db/database';

/**
 * What inventory needs of trading, declared by its signature: trading is built after inventory and reads its lots
 * (a listing started from one), so inventory cannot import it back. app.ts hands trading's trades service in.
 */
export interface LotTrades {
  /**
   * How much the trades cover of each of these lots of the organisation, by lot id (lots no trade covers are left
   * out): the trades of listings started from the lot. Contracts will add theirs here once they exist.
   */
  tradedKgOfLots(exec: Executor, organisationId: string, lotIds: readonly string[]): Promise<Map<string, number>>;
}

/**
 * The business's storage contracts (trading's), which a stock record stored for someone else links to: declared by
 * its signature for the same reason as LotTrades, and handed in by app.ts.
 */
export interface StorageContracts {
  /**
   * The organisation's own storage contracts among `ids`, with their numbers (others are left out); `share` holds
   * them against a delete for the rest of `exec`'s transaction.
   */
  storageContracts(
    organisationId: string,
    ids: readonly string[],
    exec?: Executor,
    share?: boolean,
  ): Promise<{ id: string; contractNumber: string | null }[]>;
}
