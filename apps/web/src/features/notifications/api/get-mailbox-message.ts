import { mailboxMessageSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { mailboxMessageQueryKey } from './notifications-query-keys';

/** GET /api/dev/mailbox/:id: one message with its text and HTML bodies. */
export const mailboxMessageQuery = apiGetQuery({
  key: mailboxMessageQueryKey,
  path: (id: string) => `/dev/mailbox/${encodeURIComponent(id)}`,
  schema: mailboxMessageSchema,
  // The development mailbox answers a loopback caller without a session too.
  auth: 'session',
  // A stored message never changes.
  staleTime: Infinity,
});

export const useMailboxMessage = (id: string) => mailboxMessageQuery.useQuery(id);
