/** The driver app's reads live under this key: saved on the phone for offline use (lib/offline/offline-state.ts). */
export const DRIVER_QUERY_KEY = ['logistics', 'driver'] as const;
export const driverDayQueryKey = [...DRIVER_QUERY_KEY, 'day'] as const;
