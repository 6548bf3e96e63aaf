import { carrierTermsSchema, type CarrierTermsWrite } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { apiGetQuery } from '../../../lib/api/api-query';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { FLEET_QUERY_KEY } from './fleet-query-keys';

/** GET /api/logistics/terms: the carrier's terms, or null before it has written any. */
export const carrierTermsQuery = apiGetQuery({
  key: () => [...FLEET_QUERY_KEY, 'terms'],
  path: () => '/logistics/terms',
  schema: carrierTermsSchema.nullable(),
});

export const useCarrierTerms = () => carrierTermsQuery.useQuery();

/** PUT /api/logistics/terms: the next version replaces the last. */
export function replaceCarrierTerms(body: CarrierTermsWrite) {
  return apiData('PUT', '/logistics/terms', { body, schema: carrierTermsSchema });
}

export const useReplaceCarrierTerms = () => useRefreshingMutation(FLEET_QUERY_KEY, replaceCarrierTerms);
