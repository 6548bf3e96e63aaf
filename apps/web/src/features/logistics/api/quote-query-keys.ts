/** Every quote query sits under this key, so a change to a quote refreshes both sides' lists and the job's quotes. */
export const QUOTES_QUERY_KEY = ['logistics', 'quotes'] as const;

export const quoteRequestsQueryKey = (offset: number) => [...QUOTES_QUERY_KEY, 'requests', offset] as const;
export const jobQuotesQueryKey = (jobId: string) => [...QUOTES_QUERY_KEY, 'job', jobId] as const;
export const carrierTermsQueryKey = (carrierId: string) => [...QUOTES_QUERY_KEY, 'terms', carrierId] as const;
export const carriersQueryKey = (query: string) => [...QUOTES_QUERY_KEY, 'carriers', query] as const;
