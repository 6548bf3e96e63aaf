import { bigint, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { businessUnits, organisations } from '../accounts/tables';

// The columns inventory's tables share. Each table lives in its sub-domain's tables.ts; drizzle-kit reads them all.

/** A reference every row has: not null, to `target`'s key (read late, as tables refer to one another). */
export const requiredKey = (name: string, target: () => AnyPgColumn) => uuid(name).notNull().references(target);

/** Every row has its id and the organisation that owns it. */
export const ownedRow = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  organisationId: requiredKey('organisation_id', () => organisations.id),
});

/** The business unit (farm or store) a row is kept at. */
export const businessUnit = () => requiredKey('business_unit_id', () => businessUnits.id);

/** Quantities are whole kilograms, as bigint columns read as numbers. */
export const kg = (name: string) => bigint(name, { mode: 'number' });

/** A moment, with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });
