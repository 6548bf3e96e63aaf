import { userPreferencesSchema, type UserPreferences } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { preferencesQueryKey } from '../../../lib/session/get-preferences';
import { useCachingMutation } from '../../../lib/api/use-caching-mutation';

export type PreferencesPatch = Partial<Pick<UserPreferences, 'marketing' | 'signup' | 'notifications' | 'units'>>;

/** PATCH /api/customers/users/me/preferences: only the parts sent change. */
export function updatePreferences(patch: PreferencesPatch): Promise<UserPreferences> {
  return apiData('PATCH', '/customers/users/me/preferences', {
    body: patch,
    schema: userPreferencesSchema,
  });
}

export const useUpdatePreferences = () => useCachingMutation(preferencesQueryKey, updatePreferences);
