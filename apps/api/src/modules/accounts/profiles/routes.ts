import {
  organisationCardSchema,
  profileCardSchema,
  profileKvDeleteSchema,
  profileKvSchema,
  profileSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth/guard';
import { idParams, routeKit, routesOf } from '../../../platform/http/route-kit';
import type { ProfilesService } from './service';

/** A profile's key-value metadata: its own user's only. */
const kv = {
  guard: requireAuth,
  data: profileKvSchema,
  errors: [400, 401, 403, 404, 440],
  params: z.object({ profileId: z.uuid() }),
} as const;

/** The profile and organisation cards and a profile's metadata (the spec's /auth/v1 calls), and the acting profile. */
export const profilesRoutes = routesOf<{ service: ProfilesService }>('accounts', (accounts, { service }, app) => {
  accounts.get('/auth/v1/profile/:id', {
    guard: requireAuth,
    summary: 'A profile card, for a profile in the acting organisation (any, for a system administrator)',
    data: profileCardSchema,
    params: idParams,
    handle: ({ caller, params }) => service.profileCard(caller, params.id),
  });

  accounts.get('/auth/v1/organisation/:id', {
    guard: requireAuth,
    summary: 'An organisation card, for the acting organisation (any, for a system administrator)',
    data: organisationCardSchema,
    params: idParams,
    handle: ({ caller, params }) => service.organisationCard(caller, params.id),
  });

  accounts.get('/auth/v1/profile/:profileId/kv', {
    ...kv,
    summary: "A profile's key-value metadata (its own user only)",
    handle: ({ caller, params }) => service.kv(caller, params.profileId),
  });

  accounts.post('/auth/v1/profile/:profileId/kv', {
    ...kv,
    summary: 'Add or overwrite the given keys',
    body: profileKvSchema,
    handle: ({ caller, params, body }) => service.addKv(caller, params.profileId, body),
  });

  accounts.put('/auth/v1/profile/:profileId/kv', {
    ...kv,
    summary: 'Replace all keys with the given ones',
    body: profileKvSchema,
    handle: ({ caller, params, body }) => service.replaceKv(caller, params.profileId, body),
  });

  accounts.delete('/auth/v1/profile/:profileId/kv', {
    ...kv,
    summary: 'Delete the given keys',
    body: profileKvDeleteSchema,
    handle: ({ caller, params, body }) => service.deleteKv(caller, params.profileId, body.keys),
  });

  routeKit(app, 'customers').get('/customers/users/me', {
    guard: requireAuth,
    summary: 'The acting profile (as the impersonated organisation or user while impersonating)',
    data: profileSchema,
    errors: [401, 403, 404, 440],
    handle: ({ caller }) => service.actingProfile(caller),
  });
});
