import { inviteLookupSchema, type InviteLookup } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { inviteQueryKey } from './auth-query-keys';

/** POST /api/customers/invites/lookup: who invited whom to which organisation; 404 when the invite is no longer valid. */
export function lookupInvite(token: string, signal?: AbortSignal): Promise<InviteLookup> {
  return apiData('POST', '/customers/invites/lookup', {
    body: { token },
    signal,
    schema: inviteLookupSchema,
    auth: 'none',
  });
}

export function inviteLookupQueryOptions(token: string) {
  return queryOptions({
    queryKey: inviteQueryKey(token),
    queryFn: ({ signal }) => lookupInvite(token, signal),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useInviteLookup(token: string | null) {
  return useQuery({ ...inviteLookupQueryOptions(token ?? ''), enabled: token !== null });
}
