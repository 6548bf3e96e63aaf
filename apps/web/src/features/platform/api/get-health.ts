import { healthSchema, type Health } from '@harvest/domain';
import { isApiError } from '../../../lib/api/api-error';
import { apiQuery } from '../../../lib/api/api-query';
import { apiRequest } from '../../../lib/api/api-request';
import { healthQueryKey } from './platform-query-keys';

/**
 * GET /api/health. An unhealthy API answers 503 with its report in the envelope; that
 * report is what the status page wants to show, so it is returned rather than thrown.
 */
async function getHealth(signal?: AbortSignal): Promise<Health> {
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

export const healthQuery = apiQuery(
  () => healthQueryKey,
  (_, signal) => getHealth(signal),
  { staleTime: 10_000 },
);

export const useHealth = () => healthQuery.useQuery();

/**
 * Whether the API serves the development tools (the mailbox), asked only when `asked` (a system administrator):
 * no one else is shown them, so no one else pays for the question.
 */
export function useDevTools(asked: boolean): boolean {
  return healthQuery.useQuery(undefined, { enabled: asked }).data?.devTools ?? false;
}
