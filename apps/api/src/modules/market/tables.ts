import { uuid } from 'drizzle-orm/pg-core';
import { requiredKey } from '../../platform/db/columns';
import { organisations, users } from '../accounts/tables';

/** The businesses and people market rows name: accounts' rows. */
export const organisationRef = (name: string) => requiredKey(name, () => organisations.id, 'cascade');
export const userRef = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });
export const requiredUserRef = (name: string) => requiredKey(name, () => users.id, 'cascade');
