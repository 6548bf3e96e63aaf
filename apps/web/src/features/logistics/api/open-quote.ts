import { quoteRequestViewSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { QUOTES_QUERY_KEY } from './quote-query-keys';

/** POST /api/logistics/quotes/{id}/open: the carrier has read the request, which now awaits its price. */
export function openQuote(id: string) {
  return apiData('POST', `/logistics/quotes/${encodeURIComponent(id)}/open`, { schema: quoteRequestViewSchema });
}

export const useOpenQuote = () => useRefreshingMutation(QUOTES_QUERY_KEY, openQuote);
