import { jobQuotesViewSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { jobQuotesQueryKey } from './quote-query-keys';

/** GET /api/logistics/jobs/{id}/quotes: the organiser's job and its quotes, side by side. */
export const jobQuotesQuery = apiGetQuery({
  key: jobQuotesQueryKey,
  path: (jobId: string) => `/logistics/jobs/${encodeURIComponent(jobId)}/quotes`,
  schema: jobQuotesViewSchema,
});
