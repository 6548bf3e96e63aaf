/** The client log's queries. */
export const LOGS_QUERY_KEY = ['logs'] as const;

/** One page of the log under its filters (ClientLogFilters). */
export const clientLogsQueryKey = (filters: object) => [...LOGS_QUERY_KEY, 'client-logs', filters] as const;
