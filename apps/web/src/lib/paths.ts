/** Every URL of the web app, listed once. Features link through these, never through string literals. */
export const paths = {
  home: '/',
  apiDocs: '/api/docs',
  devMailbox: '/dev/mailbox',
  devMailboxMessage: (id: string) => `/dev/mailbox/${encodeURIComponent(id)}`,
} as const;

/** Route patterns for the router, kept beside the URLs they build. */
export const routePatterns = {
  devMailbox: 'dev/mailbox',
  devMailboxMessage: 'dev/mailbox/:id',
} as const;

export const SUPPORT_EMAIL = 'support@harvest.local';
