import { quoteViewSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { QUOTES_QUERY_KEY } from './quote-query-keys';

/** POST /api/logistics/quotes/{id}/accept: declines the job's other quotes and gives the job to the carrier. */
export function acceptQuote(id: string) {
  return apiData('POST', `/logistics/quotes/${encodeURIComponent(id)}/accept`, { schema: quoteViewSchema });
}

export const useAcceptQuote = () => useRefreshingMutation(QUOTES_QUERY_KEY, acceptQuote);
