import { MARKET_UPDATES_POLL_MS, marketUpdateSchema } from '@harvest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { latestMarketUpdatesQueryKey } from './market-updates-query-keys';

/** GET /api/trading/market-updates/latest?startDateUTC=: the published updates after the date, with hasViewed. */
export function fetchLatestMarketUpdates(startDateUTC: string, signal?: AbortSignal) {
  return apiData('GET', '/trading/market-updates/latest', {
    query: { startDateUTC },
    schema: marketUpdateSchema.array(),
    signal,
  });
}

/** §4: asked at load and every MARKET_UPDATES_POLL_MS while the page is open (hidden tabs too: it is cheap). */
export const useLatestMarketUpdates = (userId: string, startDateUTC: string, enabled: boolean) =>
  useQuery({
    queryKey: latestMarketUpdatesQueryKey(userId, startDateUTC),
    queryFn: ({ signal }) => fetchLatestMarketUpdates(startDateUTC, signal),
    enabled,
    refetchInterval: MARKET_UPDATES_POLL_MS,
    refetchIntervalInBackground: true,
    // A failed poll waits for the next one; it never interrupts the page.
    retry: false,
    // A dismissal moves the start date (a new key): what is on screen stays while the new answer comes.
    placeholderData: keepPreviousData,
  });
