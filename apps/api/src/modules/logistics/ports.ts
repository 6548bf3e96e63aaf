import type { AccountsDirectory } from '../accounts';
import type { DeliveriesService } from '../trading';

/**
 * What logistics needs of accounts: other businesses' names, whether one is a haulier, and where units are (a job
 * from a delivery is collected at the seller's store and delivered to the buyer's site).
 */
export type LogisticsDirectory = Pick<AccountsDirectory, 'refs' | 'isCarrier' | 'unitPlaces' | 'placedUnitsOf'>;

/** A contract's delivery as haulage books it: read through trading's deliveries (either party's). */
export type ContractDeliveries = Pick<DeliveriesService, 'haulageOf'>;
