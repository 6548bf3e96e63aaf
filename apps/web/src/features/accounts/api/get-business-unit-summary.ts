import { businessUnitSummarySchema, type BusinessUnitSummary } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { businessUnitSummaryQueryKey } from './accounts-query-keys';

/** GET /api/customers/business-units/{id}/summary: members limited to the unit and what links to it. */
export function getBusinessUnitSummary(id: string, signal?: AbortSignal): Promise<BusinessUnitSummary> {
  return apiData('GET', `/customers/business-units/${encodeURIComponent(id)}/summary`, {
    schema: businessUnitSummarySchema,
    signal,
  });
}

export function businessUnitSummaryQueryOptions(id: string) {
  return queryOptions({
    queryKey: businessUnitSummaryQueryKey(id),
    queryFn: ({ signal }) => getBusinessUnitSummary(id, signal),
  });
}

/** No query while no unit is chosen. */
export function useBusinessUnitSummary(id: string | null) {
  return useQuery({ ...businessUnitSummaryQueryOptions(id ?? ''), enabled: id !== null });
}
