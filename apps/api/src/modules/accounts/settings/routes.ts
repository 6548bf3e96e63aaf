import {
  acceptTermsSchema,
  envelopeSchema,
  messages,
  profileSchema,
  securityRolesSchema,
  userPreferencesPatchSchema,
  userPreferencesSchema,
} from '@harvest/domain';
import { principalOf, requireAuth } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { routeDocs } from '../../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import type { SettingsService } from './service';

const doc = routeDocs('customers');
const preferencesReply = envelopeSchema(userPreferencesSchema);

/** One's own settings: roles, preferences and the terms. */
export const settingsRoutes: RoutesPlugin<{ service: SettingsService }> = async (app, { service }) => {
  app.get(
    '/customers/security/roles',
    {
      onRequest: requireAuth,
      schema: doc.signedIn("The caller's user id and roles", {
        200: envelopeSchema(securityRolesSchema),
        ...errorReplies(401, 403, 440),
      }),
    },
    async (request) => ok(service.roles(principalOf(request))),
  );

  app.get(
    '/customers/users/me/preferences',
    {
      onRequest: requireAuth,
      schema: doc.signedIn('Terms, marketing, signup, notification and unit preferences of oneself', {
        200: preferencesReply,
        ...errorReplies(401, 403, 404, 440),
      }),
    },
    async (request) => ok(await service.preferences(principalOf(request))),
  );

  app.patch(
    '/customers/users/me/preferences',
    {
      onRequest: requireAuth,
      schema: doc.signedIn(
        'Change some of one’s preferences; the parts not sent stay',
        { 200: preferencesReply, ...errorReplies(400, 401, 403, 404, 440) },
        { body: userPreferencesPatchSchema },
      ),
    },
    async (request) =>
      ok(await service.updatePreferences(principalOf(request), request.body), {
        message: messages.accounts.settingsSaved,
      }),
  );

  app.post(
    '/customers/users/me/accept-terms',
    {
      onRequest: requireAuth,
      schema: doc.signedIn(
        'Accept the terms and conditions (now, by the clock)',
        { 200: envelopeSchema(profileSchema), ...errorReplies(400, 401, 403, 404, 440) },
        { body: acceptTermsSchema },
      ),
    },
    async (request) => ok(await service.acceptTerms(principalOf(request))),
  );
};
