import { healthSchema, type Health } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { apiRequest } from '../../../lib/api/api-request';
import { healthQueryKey } from './platform-query-keys';

/**
 * GET /api/health. An unhealthy API answers 503 with its report in the envelope; that
 * report is what the status page wants to show, so it is returned rather than thrown.
 */
export async function getHealth(signal?: AbortSignal): Promise<Health> {
  try {
    const { data } = await apiRequest('GET', '/health', { signal, schema: healthSchema });
    return data;
  } catch (error) {
    if (isApiError(error) && error.status === 503 && !error.offline) {
      const report = healthSchema.safeParse(error.data);
      if (report.success) return report.data;
    }
    throw error;
  }
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: healthQueryKey,
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 10_000,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
