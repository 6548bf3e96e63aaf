/** Every loads query sits under this key, so a change to a load refreshes the list and the searches at once. */
export const LOADS_QUERY_KEY = ['logistics', 'loads'] as const;

export const loadsSearchQueryKey = (query: string) => [...LOADS_QUERY_KEY, 'search', query] as const;
