import { userPreferencesSchema, type UserPreferences } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { preferencesQueryKey } from '../../../lib/session/get-preferences';

export type PreferencesPatch = Partial<Pick<UserPreferences, 'marketing' | 'signup' | 'notifications' | 'units'>>;

/** PATCH /api/customers/users/me/preferences: only the parts sent change. */
export async function updatePreferences(patch: PreferencesPatch): Promise<UserPreferences> {
  const { data } = await apiRequest('PATCH', '/customers/users/me/preferences', {
    body: patch,
    schema: userPreferencesSchema,
    auth: 'required',
  });
  return data;
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryKey, preferences),
  });
}
