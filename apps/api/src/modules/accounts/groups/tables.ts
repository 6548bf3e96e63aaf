import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, requiredKey, rowId } from '../../../platform/db/columns';
import { organisations } from '../tables';

/** An organisation's own groups (teams), beside the built-in ones. */
export const groups = pgTable(
  'groups',
  {
    id: rowId(),
    organisationId: requiredKey('organisation_id', () => organisations.id),
    name: text('name').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('groups_organisation_name_key').on(table.organisationId, sql`lower(${table.name})`)],
);
