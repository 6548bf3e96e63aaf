import { profileSchema, type Profile } from '@harvest/domain';
import { apiRequest } from '../api/api-request';
import { sessionStore } from '../storage/session-store';

/**
 * GET /api/customers/users/me: the profile the app acts as (the impersonated one while
 * impersonating), kept in the session. Session infrastructure, so it lives here and not
 * in one feature: sign-in, impersonation and the account page all reload it.
 */
export async function reloadProfile(signal?: AbortSignal): Promise<Profile> {
  const { data } = await apiRequest('GET', '/customers/users/me', { schema: profileSchema, auth: 'required', signal });
  sessionStore.setProfile(data);
  return data;
}
