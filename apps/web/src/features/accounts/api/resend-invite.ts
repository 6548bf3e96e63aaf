import { inviteSchema, type Invite } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { invitesQueryKey } from './accounts-query-keys';

export interface ResendInviteResult {
  invite: Invite;
  /** 'Invitation sent again'. */
  message: string;
}

/** POST /api/customers/invites/{id}/resend: a fresh link; the invite is then 're-sent'. */
export async function resendInvite(id: string): Promise<ResendInviteResult> {
  const { data, message } = await apiRequest('POST', `/customers/invites/${encodeURIComponent(id)}/resend`, {
    schema: inviteSchema,
    auth: 'required',
  });
  return { invite: data, message };
}

export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvite,
    onSuccess: ({ invite }) =>
      queryClient.setQueryData<Invite[]>(invitesQueryKey, (invites) =>
        invites?.map((item) => (item.id === invite.id ? invite : item)),
      ),
  });
}
