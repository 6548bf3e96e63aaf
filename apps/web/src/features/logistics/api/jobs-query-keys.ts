/** Every job query lives under this key, so a change to any job refreshes the lists and pages that show it. */
export const JOBS_QUERY_KEY = ['logistics', 'jobs'] as const;
export const jobQueryKey = (id: string) => [...JOBS_QUERY_KEY, 'one', id] as const;
export const jobsSearchQueryKey = (query: string) => [...JOBS_QUERY_KEY, 'search', query] as const;
