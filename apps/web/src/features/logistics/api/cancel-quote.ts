import { quoteViewSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { QUOTES_QUERY_KEY } from './quote-query-keys';

/** POST /api/logistics/quotes/{id}/cancel: the organiser withdraws its request. */
export function cancelQuote(id: string) {
  return apiData('POST', `/logistics/quotes/${encodeURIComponent(id)}/cancel`, { schema: quoteViewSchema });
}

export const useCancelQuote = () => useRefreshingMutation(QUOTES_QUERY_KEY, cancelQuote);
