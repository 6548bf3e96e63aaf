import { mailboxItemSchema, type MailboxItem } from '@harvest/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPageFrom, type Page } from '../../../lib/api/api-data';
import { mailboxPageQueryKey } from './notifications-query-keys';

export interface MailboxFilters {
  offset: number;
  /** A recipient's whole address (the API matches it exactly, ignoring case); empty for everyone. */
  to: string;
}

const mailboxItemsSchema = mailboxItemSchema.array();

/** GET /api/dev/mailbox: newest first, one page of PAGE_SIZE_DEFAULT. */
export function getMailbox(filters: MailboxFilters, signal?: AbortSignal): Promise<Page<MailboxItem>> {
  return apiPageFrom(
    '/dev/mailbox',
    { offset: filters.offset, to: filters.to.trim() },
    // The development mailbox answers a loopback caller without a session too.
    { signal, schema: mailboxItemsSchema, auth: 'session' },
  );
}

export function mailboxQueryOptions(filters: MailboxFilters) {
  return queryOptions({
    queryKey: mailboxPageQueryKey(filters),
    queryFn: ({ signal }) => getMailbox(filters, signal),
    // Keep the current page on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useMailbox(filters: MailboxFilters) {
  return useQuery(mailboxQueryOptions(filters));
}
