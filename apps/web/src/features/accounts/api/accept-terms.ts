import { profileSchema, type Profile } from '@harvest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { sessionStore } from '../../../lib/storage/session-store';

/** POST /api/customers/users/me/accept-terms: the profile comes back with settings.terms true, and replaces the session's. */
export async function acceptTerms(): Promise<Profile> {
  const { data } = await apiRequest('POST', '/customers/users/me/accept-terms', {
    body: { accepted: true },
    schema: profileSchema,
    auth: 'required',
  });
  sessionStore.setProfile(data);
  return data;
}

export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms });
}
