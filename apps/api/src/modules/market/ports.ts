import type { CommodityGroup, TradedPriceWeek } from '@harvest/domain';

/** The platform's own trades by crop and week (trading): the first price source, read where it is kept. */
export interface TradedPrices {
  prices(): Promise<TradedPriceWeek[]>;
}

/** The reference catalogue an imported table's crops are read against. */
export interface MarketCrops {
  commodityGroups(): CommodityGroup[];
}
