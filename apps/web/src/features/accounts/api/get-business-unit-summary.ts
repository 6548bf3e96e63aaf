import { businessUnitSummarySchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { businessUnitSummaryQueryKey } from './accounts-query-keys';

/** GET /api/customers/business-units/{id}/summary: members limited to the unit and what links to it. */
export const businessUnitSummaryQuery = apiGetQuery({
  key: businessUnitSummaryQueryKey,
  path: (id: string) => `/customers/business-units/${encodeURIComponent(id)}/summary`,
  schema: businessUnitSummarySchema,
});

export const useBusinessUnitSummary = (id: string) => businessUnitSummaryQuery.useQuery(id);
