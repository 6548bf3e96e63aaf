import { jobViewSchema, type JobClose, type JobCreate, type JobUpdate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { JOBS_QUERY_KEY } from './jobs-query-keys';

const jobPath = (id: string) => `/logistics/jobs/${encodeURIComponent(id)}`;

/** POST /api/logistics/jobs. */
export const createJob = (body: JobCreate) => apiData('POST', '/logistics/jobs', { body, schema: jobViewSchema });

/** PATCH /api/logistics/jobs/{id}: the organiser's change (a re-route once a carrier has it, §9). */
export const updateJob = ({ id, body }: { id: string; body: JobUpdate }) =>
  apiData('PATCH', jobPath(id), { body, schema: jobViewSchema });

/** POST /api/logistics/jobs/from-delivery/{deliveryId}: a contract delivery's haulage, in one click. */
export const jobFromDelivery = (deliveryId: string) =>
  apiData('POST', `/logistics/jobs/from-delivery/${encodeURIComponent(deliveryId)}`, { schema: jobViewSchema });

/** POST /api/logistics/jobs/{id}/cancel, /decline or /book. */
export type JobMove = { id: string } & (
  { action: 'cancel'; body: JobClose } | { action: 'decline'; body: JobClose } | { action: 'book' }
);

export const moveJob = (move: JobMove) =>
  apiData('POST', `${jobPath(move.id)}/${move.action}`, {
    ...('body' in move ? { body: move.body } : {}),
    schema: jobViewSchema,
  });

export const useCreateJob = () => useRefreshingMutation(JOBS_QUERY_KEY, createJob);
export const useUpdateJob = () => useRefreshingMutation(JOBS_QUERY_KEY, updateJob);
export const useJobFromDelivery = () => useRefreshingMutation(JOBS_QUERY_KEY, jobFromDelivery);
export const useMoveJob = () => useRefreshingMutation(JOBS_QUERY_KEY, moveJob);
