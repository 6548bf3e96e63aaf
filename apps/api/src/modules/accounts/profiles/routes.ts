import {
  envelopeSchema,
  organisationCardSchema,
  profileCardSchema,
  profileKvDeleteSchema,
  profileKvSchema,
  profileSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { idParams, routeDocs } from '../../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import type { ProfilesService } from './service';

const accountsDoc = routeDocs('accounts');
const customersDoc = routeDocs('customers');

const kvParams = z.object({ profileId: z.uuid() });

/** The profile and organisation cards and a profile's metadata (the spec's /auth/v1 calls), and the acting profile. */
export const profilesRoutes: RoutesPlugin<{ service: ProfilesService }> = async (app, { service }) => {
  app.get(
    '/auth/v1/profile/:id',
    {
      onRequest: requireAuth,
      schema: accountsDoc.read(
        'A profile card, for a profile in the acting organisation (any, for a system administrator)',
        profileCardSchema,
        { params: idParams },
      ),
    },
    async (request) => ok(await service.profileCard(principalOf(request), request.params.id)),
  );

  app.get(
    '/auth/v1/organisation/:id',
    {
      onRequest: requireAuth,
      schema: accountsDoc.read(
        'An organisation card, for the acting organisation (any, for a system administrator)',
        organisationCardSchema,
        { params: idParams },
      ),
    },
    async (request) => ok(await service.organisationCard(principalOf(request), request.params.id)),
  );

  const kvReply = { 200: envelopeSchema(profileKvSchema), ...errorReplies(400, 401, 403, 404, 440) };

  app.get(
    '/auth/v1/profile/:profileId/kv',
    {
      onRequest: requireAuth,
      schema: accountsDoc.signedIn("A profile's key-value metadata (its own user only)", kvReply, { params: kvParams }),
    },
    async (request) => ok(await service.kv(principalOf(request), request.params.profileId)),
  );

  app.post(
    '/auth/v1/profile/:profileId/kv',
    {
      onRequest: requireAuth,
      schema: accountsDoc.signedIn('Add or overwrite the given keys', kvReply, {
        params: kvParams,
        body: profileKvSchema,
      }),
    },
    async (request) => ok(await service.addKv(principalOf(request), request.params.profileId, request.body)),
  );

  app.put(
    '/auth/v1/profile/:profileId/kv',
    {
      onRequest: requireAuth,
      schema: accountsDoc.signedIn('Replace all keys with the given ones', kvReply, {
        params: kvParams,
        body: profileKvSchema,
      }),
    },
    async (request) => ok(await service.replaceKv(principalOf(request), request.params.profileId, request.body)),
  );

  app.delete(
    '/auth/v1/profile/:profileId/kv',
    {
      onRequest: requireAuth,
      schema: accountsDoc.signedIn('Delete the given keys', kvReply, { params: kvParams, body: profileKvDeleteSchema }),
    },
    async (request) => ok(await service.deleteKv(principalOf(request), request.params.profileId, request.body.keys)),
  );

  app.get(
    '/customers/users/me',
    {
      onRequest: requireAuth,
      schema: customersDoc.signedIn(
        'The acting profile (as the impersonated organisation or user while impersonating)',
        { 200: envelopeSchema(profileSchema), ...errorReplies(401, 403, 404, 440) },
      ),
    },
    async (request) => ok(await service.actingProfile(principalOf(request))),
  );
};
