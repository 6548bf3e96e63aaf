import { bigint, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// The column shapes every module's tables share, so that each table says only what is its own.

/** A row's key: a random uuid. */
export const rowId = () => uuid('id').primaryKey().defaultRandom();

/** A reference every row has: not null, to `target`'s key (read late, as tables refer to one another). */
export const requiredKey = (name: string, target: () => AnyPgColumn) => uuid(name).notNull().references(target);

/** A moment, with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Quantities are whole kilograms, as bigint columns read as numbers. */
export const kg = (name: string) => bigint(name, { mode: 'number' });
