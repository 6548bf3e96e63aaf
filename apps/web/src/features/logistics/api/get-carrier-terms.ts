import { carrierTermsViewSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { carrierTermsQueryKey } from './quote-query-keys';

/** GET /api/logistics/carriers/{carrierId}/terms: the carrier's current terms, and whether the business agreed them. */
export const carrierTermsQuery = apiGetQuery({
  key: carrierTermsQueryKey,
  path: (carrierId: string) => `/logistics/carriers/${encodeURIComponent(carrierId)}/terms`,
  schema: carrierTermsViewSchema,
});
