import type { QuoteStatus } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, minor, rowId } from '../../../platform/db/columns';
import { logisticsJobs } from '../jobs/tables';
import { organisationRef, userRef } from '../tables';

/** A carrier's quote for a job (trading-logistics §4 Quote): one per carrier asked. */
export const logisticsQuotes = pgTable(
  'logistics_quotes',
  {
    id: rowId(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => logisticsJobs.id),
    carrierOrganisationId: organisationRef('carrier_organisation_id'),
    status: text('status').$type<QuoteStatus>().notNull(),
    priceMinor: minor('price_minor'),
    note: text('note'),
    requestedBy: userRef('requested_by'),
    requestedAt: instant('requested_at').notNull(),
    submittedBy: userRef('submitted_by'),
    submittedAt: instant('submitted_at'),
    decidedBy: userRef('decided_by'),
    decidedAt: instant('decided_at'),
  },
  (table) => [
    uniqueIndex('logistics_quotes_job_carrier_key').on(table.jobId, table.carrierOrganisationId),
    index('logistics_quotes_carrier_idx').on(table.carrierOrganisationId, table.status),
    check('logistics_quotes_price', sql`${table.priceMinor} is null or ${table.priceMinor} > 0`),
  ],
);
