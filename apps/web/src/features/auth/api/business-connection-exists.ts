import { businessConnectionExistsSchema, type BusinessConnectionExists } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { businessConnectionQueryKey } from './auth-query-keys';

/** An email address, or a business name in a country: what the signup form asks about. */
export type BusinessConnectionQuery = { email: string } | { name: string; countryISO: string };

/** GET /api/customers/business-connections/exists: lets the signup form warn before it is sent. */
export function businessConnectionExists(
  query: BusinessConnectionQuery,
  signal?: AbortSignal,
): Promise<BusinessConnectionExists> {
  return apiData('GET', '/customers/business-connections/exists', {
    query: { ...query },
    signal,
    schema: businessConnectionExistsSchema,
    auth: 'none',
  });
}

export function businessConnectionQueryOptions(query: BusinessConnectionQuery) {
  return queryOptions({
    queryKey: businessConnectionQueryKey(query),
    queryFn: ({ signal }) => businessConnectionExists(query, signal),
    staleTime: 60_000,
    // Only a warning: a failed check must not stand in the way of signing up.
    retry: false,
  });
}

/** Asks once a value is settled (null: nothing to ask yet). */
export function useBusinessConnection(query: BusinessConnectionQuery | null) {
  return useQuery({
    ...businessConnectionQueryOptions(query ?? { email: '' }),
    enabled: query !== null,
  });
}
