import type { AccountsDirectory } from '../accounts';

/** What logistics needs of accounts: other businesses' names, and whether one is a haulier. */
export type LogisticsDirectory = Pick<AccountsDirectory, 'refs' | 'isCarrier'>;
