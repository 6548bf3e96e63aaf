/** The signed-out pages' queries: each answers for what is in the address (a token, a business's name). */
export const AUTH_QUERY_KEY = ['auth'] as const;

export const inviteQueryKey = (token: string) => [...AUTH_QUERY_KEY, 'invite', token] as const;
export const businessConnectionQueryKey = (query: object) => [...AUTH_QUERY_KEY, 'business-connection', query] as const;
export const magicLinkQueryKey = (token: string) => [...AUTH_QUERY_KEY, 'magic-link', token] as const;
