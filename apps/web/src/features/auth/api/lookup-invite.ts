import { inviteLookupSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { apiQuery } from '../../../lib/api/api-query';
import { inviteQueryKey } from './auth-query-keys';

/** POST /api/customers/invites/lookup: who invited whom to which organisation; 404 when the invite is no longer valid. */
export const inviteLookupQuery = apiQuery(
  inviteQueryKey,
  (token: string, signal) =>
    apiData('POST', '/customers/invites/lookup', { body: { token }, signal, schema: inviteLookupSchema, auth: 'none' }),
  { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
);

export const useInviteLookup = (token: string | null) =>
  inviteLookupQuery.useQuery(token ?? '', { enabled: token !== null });
