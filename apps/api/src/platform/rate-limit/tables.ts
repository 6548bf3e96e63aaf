import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One call counted against a budget (say, signups from one address), for a sliding window. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_bucket_key_idx').on(table.bucket, table.key, table.at)],
);
