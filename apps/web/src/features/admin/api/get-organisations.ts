import { ORGANISATION_SORTS, organisationSummarySchema, type OrganisationSort } from '@harvest/domain';
import { apiPageQuery } from '../../../lib/api/api-query';
import { organisationsQueryKey } from './admin-query-keys';

export interface OrganisationFilters {
  offset: number;
  /** Part of an organisation's name or of a member's email; empty for all. */
  query: string;
  /** 'true' for the vetted only, 'false' for the others, empty for all. */
  vetted: '' | 'true' | 'false';
  /** The column the list is ordered by; empty for the server's (name). */
  sortBy: '' | OrganisationSort;
  /** 'true' for the other way round. */
  sortDesc: '' | 'true';
}

/** The filters as the address holds them, anything not one of the choices read as the default. */
export function readOrganisationFilters(params: URLSearchParams): Omit<OrganisationFilters, 'offset'> {
  const vetted = params.get('vetted');
  const sortBy = params.get('sortBy') as OrganisationSort | null;
  return {
    query: params.get('query') ?? '',
    vetted: vetted === 'true' || vetted === 'false' ? vetted : '',
    sortBy: sortBy && ORGANISATION_SORTS.includes(sortBy) ? sortBy : '',
    sortDesc: params.get('sortDesc') === 'true' ? 'true' : '',
  };
}

/** GET /api/customers/organisations (system administrators): one page, searched, filtered and sorted by the server. */
export const organisationsQuery = apiPageQuery({
  key: (filters: OrganisationFilters) => [...organisationsQueryKey, filters],
  path: '/customers/organisations',
  query: ({ offset, query, vetted, sortBy, sortDesc }) => ({ offset, query: query.trim(), vetted, sortBy, sortDesc }),
  schema: organisationSummarySchema.array(),
});

/** `enabled` is false while impersonating: the list is for the administrator as themselves. */
export const useOrganisations = (filters: OrganisationFilters, use: { enabled?: boolean } = {}) =>
  organisationsQuery.useQuery(filters, use);
