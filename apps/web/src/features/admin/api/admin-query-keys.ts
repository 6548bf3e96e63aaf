/** The system administrators' queries. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

export const organisationsQueryKey = [...ADMIN_QUERY_KEY, 'organisations'] as const;
export const featureFlagsQueryKey = (organisationId: string) =>
  [...ADMIN_QUERY_KEY, 'feature-flags', organisationId] as const;
