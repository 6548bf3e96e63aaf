import { jobQuotesViewSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { QUOTES_QUERY_KEY } from './quote-query-keys';

/** POST /api/logistics/jobs/{id}/quotes: asks carriers to quote for the job; one already asked keeps its quote. */
export function requestQuotes({ jobId, carrierIds }: { jobId: string; carrierIds: string[] }) {
  return apiData('POST', `/logistics/jobs/${encodeURIComponent(jobId)}/quotes`, {
    body: { carrierOrganisationIds: carrierIds },
    schema: jobQuotesViewSchema,
  });
}

export const useRequestQuotes = () => useRefreshingMutation(QUOTES_QUERY_KEY, requestQuotes);
