import { organisationSummarySchema, type OrganisationSummary } from '@harvest/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPageFrom, type Page } from '../../../lib/api/api-data';
import { organisationsQueryKey } from './admin-query-keys';

export interface OrganisationFilters {
  offset: number;
  /** Part of an organisation's name or of a member's email; empty for all. */
  query: string;
}

const organisationsSchema = organisationSummarySchema.array();

/** GET /api/customers/organisations (system administrators): one page of PAGE_SIZE_DEFAULT. */
export function getOrganisations(
  filters: OrganisationFilters,
  signal?: AbortSignal,
): Promise<Page<OrganisationSummary>> {
  const query = { offset: filters.offset, query: filters.query.trim() };
  return apiPageFrom('/customers/organisations', query, { signal, schema: organisationsSchema });
}

export function organisationsQueryOptions(filters: OrganisationFilters) {
  return queryOptions({
    queryKey: [...organisationsQueryKey, filters],
    queryFn: ({ signal }) => getOrganisations(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** `enabled` is false while impersonating: the list is for the administrator as themselves. */
export function useOrganisations(filters: OrganisationFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...organisationsQueryOptions(filters), enabled });
}
