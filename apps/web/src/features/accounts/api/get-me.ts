import { queryOptions, useQuery } from '@tanstack/react-query';
import { reloadProfile } from '../../../lib/session/reload-profile';
import { meQueryKey } from './accounts-query-keys';

/** GET /api/customers/users/me, through the session so the header and menu update too. */
export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => reloadProfile(signal) });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
