import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, rowId } from '../db/columns';

/** One call counted against a budget (say, signups from one address), for a sliding window. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: rowId(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: instant('at').notNull(),
  },
  (table) => [index('rate_limit_hits_bucket_key_idx').on(table.bucket, table.key, table.at)],
);
