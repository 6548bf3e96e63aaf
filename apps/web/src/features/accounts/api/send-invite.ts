import { inviteSchema, type Invite, type InviteRequest } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { invitesQueryKey } from './accounts-query-keys';

export interface InviteResult {
  invite: Invite;
  /** 'Invitation sent'. */
  message: string;
}

/**
 * POST /api/customers/invite (account.teams write): emails the person a link to join. A
 * member already, or invited already, comes back as validation on email (409).
 */
export async function sendInvite(request: InviteRequest): Promise<InviteResult> {
  const { data, message } = await apiRequest('POST', '/customers/invite', {
    body: request,
    schema: inviteSchema,
    auth: 'required',
  });
  return { invite: data, message };
}

export const useSendInvite = () => useRefreshingMutation(invitesQueryKey, sendInvite);
