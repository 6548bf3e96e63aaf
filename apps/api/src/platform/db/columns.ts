import { bigint, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// The column shapes every module's tables share, so that each table says only what is its own.

/** A row's key: a random uuid. */
export const rowId = () => uuid('id').primaryKey().defaultRandom();

/**
 * A reference every row has: not null, to `target`'s key (read late, as tables refer to one another); `cascade`
 * for a row that is part of its target and goes with it.
 */
export const requiredKey = (name: string, target: () => AnyPgColumn, onDelete?: 'cascade') =>
  uuid(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});

/** A row that extends one row of another table: its key is that row's (one each at most). */
export const extensionKey = (name: string, target: () => AnyPgColumn) => uuid(name).primaryKey().references(target);

/** A moment, with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A whole number beyond an integer's range (bytes, milliseconds, a version), as a bigint column read as a number. */
export const wholeNumber = (name: string) => bigint(name, { mode: 'number' });

/** Quantities are whole kilograms. */
export const kg = wholeNumber;

/** Money in minor units (pence): whole numbers, as the domain keeps them. */
export const minor = (name: string) => bigint(name, { mode: 'number' });
