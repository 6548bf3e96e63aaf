/** The roots of the market's queries: a change to one refreshes its list. */
export const ALERTS_QUERY_KEY = ['market', 'alerts'] as const;
export const TARGET_PRICES_QUERY_KEY = ['market', 'target-prices'] as const;
