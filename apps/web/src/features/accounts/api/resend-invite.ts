import { inviteSchema, type Invite } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiReply } from '../../../lib/api/api-data';
import { invitesQueryKey } from './accounts-query-keys';

/** POST /api/customers/invites/{id}/resend: a fresh link; the invite is then 're-sent' ('Invitation sent again'). */
export const resendInvite = (id: string) =>
  apiReply('POST', `/customers/invites/${encodeURIComponent(id)}/resend`, { schema: inviteSchema });

export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvite,
    onSuccess: ({ data: invite }) =>
      queryClient.setQueryData<Invite[]>(invitesQueryKey, (invites) =>
        invites?.map((item) => (item.id === invite.id ? invite : item)),
      ),
  });
}
