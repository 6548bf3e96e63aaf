import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, rowId } from '../db/columns';

/**
 * Every outgoing message (email now; SMS, WhatsApp and push use the same row) is written
 * here in the transaction of the change that caused it, then delivered by a job.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: rowId(),
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp', 'push'] }).notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** smtp, or dev-mailbox when no provider is configured. */
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull(),
    sentAt: instant('sent_at'),
  },
  (table) => [
    index('outbox_messages_status_idx').on(table.status, table.createdAt),
    index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt),
  ],
);
