import { inviteSchema, type InviteRequest } from '@harvest/domain';
import { apiReply } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { invitesQueryKey } from './accounts-query-keys';

/**
 * POST /api/customers/invite (account.teams write): emails the person a link to join ('Invitation sent'). A
 * member already, or invited already, comes back as validation on email (409).
 */
export const sendInvite = (request: InviteRequest) =>
  apiReply('POST', '/customers/invite', { body: request, schema: inviteSchema });

export const useSendInvite = () => useRefreshingMutation(invitesQueryKey, sendInvite);
