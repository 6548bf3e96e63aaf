import { API_RETRY_LIMIT } from '@harvest/domain';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api/api-error';

// Spec §8: reads are retried on these statuses (and when no answer came at all).
const RETRYABLE_STATUSES = new Set([0, 403, 429, 440, 500, 501, 502, 504]);

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error) || error.offline || error.timedOut) return false;
  const informational = error.status >= 100 && error.status < 200;
  return failureCount < API_RETRY_LIMIT && (informational || RETRYABLE_STATUSES.has(error.status));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1_000 * 2 ** attempt, 8_000),
        staleTime: 30_000,
        // An out-of-date client cannot recover in place: the route's error page offers a reload.
        throwOnError: (error) => isApiError(error) && error.offline,
      },
    },
  });
}
