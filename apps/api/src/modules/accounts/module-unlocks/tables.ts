import { MODULE_UNLOCK_STATUSES } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, requiredKey, rowId } from '../../../platform/db/columns';
import { organisations, users } from '../tables';

/** A request to unlock an upgrade module (storage, insights), answered by a system administrator. */
export const moduleUnlockRequests = pgTable(
  'module_unlock_requests',
  {
    id: rowId(),
    organisationId: requiredKey('organisation_id', () => organisations.id),
    moduleId: text('module_id').notNull(),
    requestedByUserId: requiredKey('requested_by_user_id', () => users.id),
    status: text('status', { enum: MODULE_UNLOCK_STATUSES }).notNull(),
    requestedAt: instant('requested_at').notNull(),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id),
    decidedAt: instant('decided_at'),
  },
  (table) => [
    // One open request per organisation and module: asking twice is the same request.
    uniqueIndex('module_unlock_requests_open_key')
      .on(table.organisationId, table.moduleId)
      .where(sql`${table.status} = 'requested'`),
    index('module_unlock_requests_status_idx').on(table.status, table.requestedAt),
  ],
);
