import { jobViewSchema } from '@harvest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';

/**
 * POST /api/logistics/jobs/from-delivery/{deliveryId} (issue 22): a planned delivery's haulage in one click, a job
 * from the seller's store to the buyer's site; the page then opens the job by its URL.
 */
export const bookHaulage = (deliveryId: string) =>
  apiData('POST', `/logistics/jobs/from-delivery/${encodeURIComponent(deliveryId)}`, { schema: jobViewSchema });

export const useBookHaulage = () => useMutation({ mutationFn: bookHaulage });
