import { jobTrackingSchema, podViewSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { jobQueryKey } from './jobs-query-keys';

const jobPath = (id: string) => `/logistics/jobs/${encodeURIComponent(id)}`;
export const jobTrackingQueryKey = (id: string) => [...jobQueryKey(id), 'tracking'] as const;
export const jobPodsQueryKey = (id: string) => [...jobQueryKey(id), 'pods'] as const;

/** GET /api/logistics/jobs/{id}/tracking: where the vehicle is, its trail and the ETA; the live event keeps it new. */
export const getJobTracking = apiGetQuery({
  key: jobTrackingQueryKey,
  path: (id: string) => `${jobPath(id)}/tracking`,
  schema: jobTrackingSchema,
});

/** GET /api/logistics/jobs/{id}/pods: the proofs of delivery submitted on the job, for its parties. */
export const getJobPods = apiGetQuery({
  key: jobPodsQueryKey,
  path: (id: string) => `${jobPath(id)}/pods`,
  schema: podViewSchema.array(),
});
