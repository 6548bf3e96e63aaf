import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessUnits, organisations } from '../accounts/tables';

/**
 * The columns inventory's tables share; each table lives in its sub-domain's tables.ts (drizzle-kit reads them all).
 * Every row has its id and the organisation that owns it, and most are kept at one of its business units.
 */
export const ownedRow = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id),
});

export const businessUnit = () =>
  uuid('business_unit_id')
    .notNull()
    .references(() => businessUnits.id);

/** Quantities are whole kilograms, as bigint columns read as numbers. */
export const kg = (name: string) => bigint(name, { mode: 'number' });

/** A moment, with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });
