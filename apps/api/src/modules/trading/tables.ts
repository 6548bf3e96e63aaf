import { pgSequence, uuid } from 'drizzle-orm/pg-core';
import { minor, requiredKey } from '../../platform/db/columns';
import { businessUnits, organisations, users } from '../accounts/tables';

/** Money in minor units (weights are `kg` columns): the platform's column, named here for trading's tables. */
export { minor };

/** The businesses, farms and people trading rows name: accounts' rows (a person's may be gone, so may be null). */
export const organisationRef = (name: string) => requiredKey(name, () => organisations.id);
export const unitRef = (name: string) => requiredKey(name, () => businessUnits.id);
export const userRef = (name: string) => uuid(name).references(() => users.id);

/** Human references: L-000123 for listings, T- for trades, W- for wanted listings. */
export const tradingReferences = pgSequence('trading_reference_seq', { startWith: 1000 });

/** Where the grain is collected from, as the listing or trade request was written (a snapshot of the farm). */
export interface CollectionAddress {
  line1: string | null;
  city: string | null;
  region: string | null;
  postcode: string | null;
}
