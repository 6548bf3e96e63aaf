/** The platform's own queries. */
export const PLATFORM_QUERY_KEY = ['platform'] as const;

export const healthQueryKey = [...PLATFORM_QUERY_KEY, 'health'] as const;
