import { profileSchema, type Profile } from '@harvest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { sessionStore } from '../../../lib/storage/session-store';

/**
 * POST /api/customers/users/verify-update {token}: applies the pending email address. An
 * unknown, used or expired token answers 400 emailChangeInvalid.
 */
export async function verifyEmailUpdate(token: string): Promise<Profile> {
  const { data } = await apiRequest('POST', '/customers/users/verify-update', {
    body: { token },
    schema: profileSchema,
    auth: 'required',
  });
  sessionStore.setProfile(data);
  return data;
}

export function useVerifyEmailUpdate() {
  return useMutation({ mutationFn: verifyEmailUpdate });
}
