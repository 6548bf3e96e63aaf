import { jobViewSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { jobQueryKey } from './jobs-query-keys';

/** GET /api/logistics/jobs/{id}: the job as the caller's side reads it (404 for anyone else's). */
export const getJob = apiGetQuery({
  key: (id: string) => jobQueryKey(id),
  path: (id: string) => `/logistics/jobs/${encodeURIComponent(id)}`,
  schema: jobViewSchema,
});
