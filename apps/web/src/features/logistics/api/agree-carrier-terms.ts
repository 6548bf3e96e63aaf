import { carrierTermsViewSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { QUOTES_QUERY_KEY } from './quote-query-keys';

/** POST /api/logistics/carriers/{carrierId}/terms/agreement: agrees the version of the terms read. */
export function agreeCarrierTerms({ carrierId, version }: { carrierId: string; version: number }) {
  return apiData('POST', `/logistics/carriers/${encodeURIComponent(carrierId)}/terms/agreement`, {
    body: { version },
    schema: carrierTermsViewSchema,
  });
}

export const useAgreeCarrierTerms = () => useRefreshingMutation(QUOTES_QUERY_KEY, agreeCarrierTerms);
