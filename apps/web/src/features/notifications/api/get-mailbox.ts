import { mailboxItemSchema, PAGE_SIZE_DEFAULT, type MailboxItem, type Pagination } from '@harvest/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { mailboxPageQueryKey } from './notifications-query-keys';

export interface MailboxFilters {
  offset: number;
  /** A recipient's whole address (the API matches it exactly, ignoring case); empty for everyone. */
  to: string;
}

export interface MailboxPage {
  items: MailboxItem[];
  pagination: Pagination | null;
}

const mailboxItemsSchema = mailboxItemSchema.array();

/** GET /api/dev/mailbox: newest first, one page of PAGE_SIZE_DEFAULT. */
export async function getMailbox(filters: MailboxFilters, signal?: AbortSignal): Promise<MailboxPage> {
  const { data, pagination } = await apiRequest('GET', '/dev/mailbox', {
    query: { offset: filters.offset, limit: PAGE_SIZE_DEFAULT, to: filters.to.trim() },
    signal,
    schema: mailboxItemsSchema,
  });
  return { items: data, pagination };
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
