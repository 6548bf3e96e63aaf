import {
  organisationSummarySchema,
  PAGE_SIZE_DEFAULT,
  type OrganisationSummary,
  type Pagination,
} from '@harvest/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { organisationsQueryKey } from './admin-query-keys';

export interface OrganisationFilters {
  offset: number;
  /** Part of an organisation's name or of a member's email; empty for all. */
  query: string;
}

export interface OrganisationsPage {
  organisations: OrganisationSummary[];
  pagination: Pagination | null;
}

const organisationsSchema = organisationSummarySchema.array();

/** GET /api/customers/organisations (system administrators): one page of PAGE_SIZE_DEFAULT. */
export async function getOrganisations(filters: OrganisationFilters, signal?: AbortSignal): Promise<OrganisationsPage> {
  const { data, pagination } = await apiRequest('GET', '/customers/organisations', {
    query: { offset: filters.offset, limit: PAGE_SIZE_DEFAULT, query: filters.query.trim() },
    signal,
    schema: organisationsSchema,
    auth: 'required',
  });
  return { organisations: data, pagination };
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
