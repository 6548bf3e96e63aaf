/** The notifications' and the development mailbox's queries. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** The list's cache key: the live events stream puts new notifications at its top. */
export const ACCOUNT_NOTIFICATIONS_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, 'account'] as const;
export const mailboxQueryKey = [...NOTIFICATIONS_QUERY_KEY, 'mailbox'] as const;
/** One page of the mailbox under its filters (MailboxFilters). */
export const mailboxPageQueryKey = (filters: object) => [...mailboxQueryKey, filters] as const;
export const mailboxMessageQueryKey = (id: string) => [...mailboxQueryKey, 'message', id] as const;
