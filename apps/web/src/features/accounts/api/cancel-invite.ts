import type { Invite } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { invitesQueryKey } from './accounts-query-keys';

/** DELETE /api/customers/invites/{id}: the emailed link stops working. */
export async function cancelInvite(id: string): Promise<void> {
  await apiRequest('DELETE', `/customers/invites/${encodeURIComponent(id)}`, { auth: 'required' });
}

export function useCancelInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvite,
    onSuccess: (_result, id) =>
      queryClient.setQueryData<Invite[]>(invitesQueryKey, (invites) => invites?.filter((item) => item.id !== id)),
  });
}
