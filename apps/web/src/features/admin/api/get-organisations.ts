import { organisationSummarySchema } from '@harvest/domain';
import { apiPageQuery } from '../../../lib/api/api-query';
import { organisationsQueryKey } from './admin-query-keys';

export interface OrganisationFilters {
  offset: number;
  /** Part of an organisation's name or of a member's email; empty for all. */
  query: string;
}

/** GET /api/customers/organisations (system administrators): one page of PAGE_SIZE_DEFAULT. */
export const organisationsQuery = apiPageQuery({
  key: (filters: OrganisationFilters) => [...organisationsQueryKey, filters],
  path: '/customers/organisations',
  query: ({ offset, query }) => ({ offset, query: query.trim() }),
  schema: organisationSummarySchema.array(),
});

/** `enabled` is false while impersonating: the list is for the administrator as themselves. */
export const useOrganisations = (filters: OrganisationFilters, use: { enabled?: boolean } = {}) =>
  organisationsQuery.useQuery(filters, use);
