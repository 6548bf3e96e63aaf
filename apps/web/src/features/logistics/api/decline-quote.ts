import { quoteRequestViewSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { QUOTES_QUERY_KEY } from './quote-query-keys';

/** POST /api/logistics/quotes/{id}/decline: the carrier will not quote for the job. */
export function declineQuote(id: string) {
  return apiData('POST', `/logistics/quotes/${encodeURIComponent(id)}/decline`, { schema: quoteRequestViewSchema });
}

export const useDeclineQuote = () => useRefreshingMutation(QUOTES_QUERY_KEY, declineQuote);
