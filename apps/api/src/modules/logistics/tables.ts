import { uuid } from 'drizzle-orm/pg-core';
import { pgSequence } from 'drizzle-orm/pg-core';
import { requiredKey } from '../../platform/db/columns';
import { organisations, profiles, users } from '../accounts/tables';

/** The businesses and people logistics rows name: accounts' rows. */
export const organisationRef = (name: string) => requiredKey(name, () => organisations.id);
export const optionalOrganisationRef = (name: string) => uuid(name).references(() => organisations.id);
export const profileRef = (name: string) => requiredKey(name, () => profiles.id);
export const userRef = (name: string) => uuid(name).references(() => users.id);

/** Human references: J-001000 for jobs, LD- for loads. */
export const logisticsReferences = pgSequence('logistics_reference_seq', { startWith: 1000 });
