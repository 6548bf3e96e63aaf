import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from '../db/columns';

/**
 * The first answer to a POST sent with an Idempotency-Key, replayed to its retries. A row
 * without a status is a request still running (or one whose process died: see the service).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key it is: a user id, or 'public' for calls made before signing in. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    /**
     * Set inside the request's own transaction, so it commits with the writes: a claim left without an answer by a
     * process that died after committing is never run again.
     */
    appliedAt: instant('applied_at'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
