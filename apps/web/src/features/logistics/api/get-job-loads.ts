import { jobLoadsSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { LOADS_QUERY_KEY } from './loads-query-keys';

/** GET /api/logistics/jobs/{id}/loads: the job's loads with their loaded and unloaded totals (under the loads' key). */
export const getJobLoads = apiGetQuery({
  key: (jobId: string) => [...LOADS_QUERY_KEY, 'job', jobId] as const,
  path: (jobId: string) => `/logistics/jobs/${encodeURIComponent(jobId)}/loads`,
  schema: jobLoadsSchema,
});
