import { mailboxMessageSchema, type MailboxMessage } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { mailboxMessageQueryKey } from './notifications-query-keys';

/** GET /api/dev/mailbox/:id: one message with its text and HTML bodies. */
export function getMailboxMessage(id: string, signal?: AbortSignal): Promise<MailboxMessage> {
  return apiData('GET', `/dev/mailbox/${encodeURIComponent(id)}`, {
    signal,
    schema: mailboxMessageSchema,
    // The development mailbox answers a loopback caller without a session too.
    auth: 'session',
  });
}

export function mailboxMessageQueryOptions(id: string) {
  return queryOptions({
    queryKey: mailboxMessageQueryKey(id),
    queryFn: ({ signal }) => getMailboxMessage(id, signal),
    // A stored message never changes.
    staleTime: Infinity,
  });
}

export function useMailboxMessage(id: string) {
  return useQuery(mailboxMessageQueryOptions(id));
}
