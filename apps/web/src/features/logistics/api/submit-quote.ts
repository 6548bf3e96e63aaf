import { quoteRequestViewSchema, type QuoteSubmit } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { QUOTES_QUERY_KEY } from './quote-query-keys';

/** POST /api/logistics/quotes/{id}/submit: the carrier's price for the job (again, until the organiser decides). */
export function submitQuote({ id, ...body }: QuoteSubmit & { id: string }) {
  return apiData('POST', `/logistics/quotes/${encodeURIComponent(id)}/submit`, {
    body,
    schema: quoteRequestViewSchema,
  });
}

export const useSubmitQuote = () => useRefreshingMutation(QUOTES_QUERY_KEY, submitQuote);
