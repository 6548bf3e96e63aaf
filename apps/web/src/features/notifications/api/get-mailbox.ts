import { mailboxItemSchema } from '@harvest/domain';
import { apiPageQuery } from '../../../lib/api/api-query';
import { mailboxPageQueryKey } from './notifications-query-keys';

export interface MailboxFilters {
  offset: number;
  /** A recipient's whole address (the API matches it exactly, ignoring case); empty for everyone. */
  to: string;
}

/** GET /api/dev/mailbox: newest first, one page of PAGE_SIZE_DEFAULT. */
export const mailboxQuery = apiPageQuery({
  key: (filters: MailboxFilters) => mailboxPageQueryKey(filters),
  path: '/dev/mailbox',
  query: ({ offset, to }) => ({ offset, to: to.trim() }),
  schema: mailboxItemSchema.array(),
  // The development mailbox answers a loopback caller without a session too.
  auth: 'session',
});

export const useMailbox = (filters: MailboxFilters) => mailboxQuery.useQuery(filters);
