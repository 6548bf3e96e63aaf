import { inviteSchema, type Invite } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { invitesQueryKey } from './accounts-query-keys';

const invitesSchema = inviteSchema.array();

/** GET /api/customers/invites: the acting organisation's invitations still waiting for an answer. */
export function getInvites(signal?: AbortSignal): Promise<Invite[]> {
  return apiData('GET', '/customers/invites', { signal, schema: invitesSchema });
}

export function invitesQueryOptions() {
  return queryOptions({ queryKey: invitesQueryKey, queryFn: ({ signal }) => getInvites(signal) });
}

export function useInvites() {
  return useQuery(invitesQueryOptions());
}
