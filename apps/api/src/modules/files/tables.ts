import type { FileBucket, FileCategory } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, requiredKey, rowId, wholeNumber } from '../../platform/db/columns';
import { organisations, users } from '../accounts/tables';

/**
 * An uploaded file (spec platform §3, File upload). The bytes live in the file store under `storageKey`; the row
 * says whose they are. A file belongs to its organisation and to the organisations it is shared with.
 */
export const files = pgTable(
  'files',
  {
    id: rowId(),
    organisationId: requiredKey('organisation_id', () => organisations.id),
    /** Other organisations that may read it (the buyer of a trade contract, say). */
    sharedWith: uuid('shared_with')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    bucket: text('bucket').$type<FileBucket>().notNull(),
    type: text('type').$type<FileCategory>().notNull(),
    /** The name to download it as (content-disposition). */
    name: text('name').notNull(),
    /** Sniffed from the bytes, never taken from the name or the client's header. */
    contentType: text('content_type').notNull(),
    sizeBytes: wholeNumber('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    /** Set when a record the spec protects (a submitted POD, a settled invoice) uses the file: it cannot be deleted. */
    lockedReason: text('locked_reason'),
    createdAt: instant('created_at').notNull(),
    deletedAt: instant('deleted_at'),
  },
  (table) => [
    index('files_organisation_idx').on(table.organisationId, table.createdAt),
    index('files_shared_with_idx').using('gin', table.sharedWith),
  ],
);
