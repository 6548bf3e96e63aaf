import { buildPagination, type ListQuery } from '@harvest/domain';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/errors';
import type { Outbox, OutboxMessage } from '../../../platform/outbox/outbox';

function toMailboxItem(message: OutboxMessage) {
  return {
    id: message.id,
    channel: message.channel,
    to: message.recipient,
    template: message.template,
    subject: message.subject,
    status: message.status,
    createdAt: message.createdAt.toISOString(),
    sentAt: message.sentAt?.toISOString() ?? null,
  };
}

/** The development mailbox: what the outbox would have sent, when no provider is configured. */
export class MailboxService {
  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
  ) {}

  async mailbox(query: ListQuery & { to?: string | undefined }) {
    const { rows, total } = await this.outbox.list(this.db, {
      offset: query.offset,
      limit: query.limit,
      ...(query.to ? { recipient: query.to } : {}),
    });
    return { items: rows.map(toMailboxItem), pagination: buildPagination(query, total) };
  }

  async mailboxMessage(id: string) {
    const message = await this.outbox.get(this.db, id);
    if (!message) throw notFound();
    return { ...toMailboxItem(message), text: message.textBody, html: message.htmlBody };
  }
}
