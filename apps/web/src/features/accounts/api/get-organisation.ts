import { organisationDetailsSchema, type OrganisationDetails } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { organisationQueryKey } from './accounts-query-keys';

/** GET /api/customers/organisations/{id} (account.business read): the business as its settings show it. */
export function getOrganisation(id: string, signal?: AbortSignal): Promise<OrganisationDetails> {
  return apiData('GET', `/customers/organisations/${encodeURIComponent(id)}`, {
    schema: organisationDetailsSchema,
    signal,
  });
}

export function organisationQueryOptions(id: string) {
  return queryOptions({ queryKey: organisationQueryKey(id), queryFn: ({ signal }) => getOrganisation(id, signal) });
}

export function useOrganisation(id: string) {
  return useQuery(organisationQueryOptions(id));
}
