import { inviteSchema, type Invite } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { invitesQueryKey } from './accounts-query-keys';

const invitesSchema = inviteSchema.array();

/** GET /api/customers/invites: the acting organisation's invitations still waiting for an answer. */
export async function getInvites(signal?: AbortSignal): Promise<Invite[]> {
  const { data } = await apiRequest('GET', '/customers/invites', { signal, schema: invitesSchema, auth: 'required' });
  return data;
}

export function invitesQueryOptions() {
  return queryOptions({ queryKey: invitesQueryKey, queryFn: ({ signal }) => getInvites(signal) });
}

export function useInvites() {
  return useQuery(invitesQueryOptions());
}
