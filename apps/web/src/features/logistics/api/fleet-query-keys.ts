/** The root of every fleet query: a change to the fleet refreshes them all. */
export const FLEET_QUERY_KEY = ['logistics', 'fleet'] as const;
