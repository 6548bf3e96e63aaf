import { profileSchema, type Profile } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { sessionStore } from '../../../lib/storage/session-store';

/** A POST that answers with the caller's whole profile, which then replaces the session's. */
export async function sendProfileChange(path: string, body: unknown): Promise<Profile> {
  const profile = await apiData('POST', path, { body, schema: profileSchema });
  sessionStore.setProfile(profile);
  return profile;
}
