import type { AccountsDirectory } from '../accounts';
import type { NotificationsService } from '../notifications';

/** What logistics reads of accounts: which businesses are carriers, and businesses' names. */
export type LogisticsDirectory = Pick<AccountsDirectory, 'carrierIds' | 'refs'>;

/** Logistics tells the businesses a change concerns in the app (topic 'logistics'). */
export type LogisticsNotifier = Pick<NotificationsService, 'notify'>;
