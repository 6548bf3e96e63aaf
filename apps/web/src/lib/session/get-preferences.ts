import { userPreferencesSchema } from '@harvest/domain';
import { apiGetQuery } from '../api/api-query';

export const preferencesQueryKey = ['accounts', 'me', 'preferences'] as const;

/**
 * GET /api/customers/users/me/preferences: the caller's onboarding, marketing, notification and unit
 * choices. It lives beside the session, not in the accounts feature, because every page reads the
 * unit choices (`useUnits`); the accounts feature changes them.
 */
export const preferencesQuery = apiGetQuery({
  key: () => preferencesQueryKey,
  path: () => '/customers/users/me/preferences',
  schema: userPreferencesSchema,
});

export const usePreferences = () => preferencesQuery.useQuery();
