import type { CommodityGroup, TradedPriceWeek } from '@harvest/domain';
import type { AccountsDirectory } from '../accounts';
import type { NotificationsService } from '../notifications';

/** The platform's own trades by crop and week (trading): the first price source, read where it is kept. */
export interface TradedPrices {
  prices(): Promise<TradedPriceWeek[]>;
}

/** A firing alert tells its person in the app (notifications). */
export type MarketNotifications = Pick<NotificationsService, 'notifyEach'>;

/** Who of a business may still read market data, with their email and channels: a firing reaches them only (accounts). */
export type MarketDirectory = Pick<AccountsDirectory, 'membersHolding'>;

/** The reference catalogue: imported tables' crops are read against it; alerts and targets name its crops. */
export interface MarketCrops {
  commodityGroups(): CommodityGroup[];
}

/** What the market module needs of the modules before it. */
export interface MarketPorts {
  /** The platform's own trades by crop and week (trading). */
  traded: TradedPrices;
  notifications: MarketNotifications;
  directory: MarketDirectory;
  crops: MarketCrops;
}
