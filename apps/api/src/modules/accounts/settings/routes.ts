import {
  acceptTermsSchema,
  messages,
  profileSchema,
  securityRolesSchema,
  userPreferencesPatchSchema,
  userPreferencesSchema,
} from '@harvest/domain';
import { requireAuth } from '../../../platform/auth/guard';
import { routesOf } from '../../../platform/http/route-kit';
import type { SettingsService } from './service';

/** One's own settings: roles, preferences and the terms. */
export const settingsRoutes = routesOf<{ service: SettingsService }>('customers', (routes, { service }) => {
  routes.get('/customers/security/roles', {
    guard: requireAuth,
    summary: "The caller's user id and roles",
    data: securityRolesSchema,
    errors: [401, 403, 440],
    handle: ({ caller }) => service.roles(caller),
  });

  routes.get('/customers/users/me/preferences', {
    guard: requireAuth,
    summary: 'Terms, marketing, signup, notification and unit preferences of oneself',
    data: userPreferencesSchema,
    errors: [401, 403, 404, 440],
    handle: ({ caller }) => service.preferences(caller),
  });

  routes.patch('/customers/users/me/preferences', {
    guard: requireAuth,
    summary: 'Change some of one’s preferences; the parts not sent stay',
    data: userPreferencesSchema,
    errors: [400, 401, 403, 404, 440],
    message: messages.accounts.settingsSaved,
    body: userPreferencesPatchSchema,
    handle: ({ caller, body }) => service.updatePreferences(caller, body),
  });

  routes.post('/customers/users/me/accept-terms', {
    guard: requireAuth,
    summary: 'Accept the terms and conditions (now, by the clock)',
    data: profileSchema,
    errors: [400, 401, 403, 404, 440],
    body: acceptTermsSchema,
    handle: ({ caller }) => service.acceptTerms(caller),
  });
});
