import type { CommodityGroup } from '@harvest/domain';
import type { AccountsDirectory } from '../accounts';
import type { NotificationsService } from '../notifications';

/** A firing alert tells its person in the app (notifications). */
export type MarketNotifications = Pick<NotificationsService, 'notifyEach'>;

/** Who of a business may still read market data, with their email and channels: a firing reaches them only (accounts). */
export type MarketDirectory = Pick<AccountsDirectory, 'membersHolding'>;

/** The reference catalogue: the crops alerts and targets name, and their names in a notice. */
export interface MarketCrops {
  commodityGroups(): CommodityGroup[];
}

/** What the market module needs of the modules before it. */
export interface MarketPorts {
  notifications: MarketNotifications;
  directory: MarketDirectory;
  crops: MarketCrops;
}
