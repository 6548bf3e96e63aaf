import { jobViewSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { CONTRACTS_QUERY_KEY } from './contracts-query-keys';

/**
 * POST /api/logistics/jobs/from-delivery/{deliveryId} (issue 22): a planned delivery's haulage in one click, a job
 * from the seller's store to the buyer's site; the page then opens the job by its URL.
 */
export const bookHaulage = (deliveryId: string) =>
  apiData('POST', `/logistics/jobs/from-delivery/${encodeURIComponent(deliveryId)}`, { schema: jobViewSchema });

/** Then the contract's views refresh: the delivery links to its new job. */
export const useBookHaulage = () => useRefreshingMutation(CONTRACTS_QUERY_KEY, bookHaulage);
