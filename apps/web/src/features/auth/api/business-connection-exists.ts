import { businessConnectionExistsSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { apiQuery } from '../../../lib/api/api-query';
import { businessConnectionQueryKey } from './auth-query-keys';

/** An email address, or a business name in a country: what the signup form asks about. */
export type BusinessConnectionQuery = { email: string } | { name: string; countryISO: string };

/** GET /api/customers/business-connections/exists: lets the signup form warn before it is sent. */
export const businessConnectionQuery = apiQuery(
  businessConnectionQueryKey,
  (query: BusinessConnectionQuery, signal) =>
    apiData('GET', '/customers/business-connections/exists', {
      query: { ...query },
      signal,
      schema: businessConnectionExistsSchema,
      auth: 'none',
    }),
  // Only a warning: a failed check must not stand in the way of signing up.
  { staleTime: 60_000, retry: false },
);

/** Asks once a value is settled (null: nothing to ask yet). */
export const useBusinessConnection = (query: BusinessConnectionQuery | null) =>
  businessConnectionQuery.useQuery(query ?? { email: '' }, { enabled: query !== null });
