import {
  bulkPermissionsSchema,
  envelopeSchema,
  messages,
  ownerChangeSchema,
  profileCardSchema,
  profileSchema,
  teamMemberListQuerySchema,
  teamMemberSchema,
  telephoneLookupSchema,
  userCreateSchema,
  userInfoSchema,
  userPatchSchema,
  verifyUpdateSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { principalOf, requireAnyPermission, requireAuth, requirePermission } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { routesOf } from '../../../platform/http/route-kit';
import { errorReplies } from '../../../platform/http/route-types';
import type { UsersService } from './service';

const userParams = z.object({ userId: z.uuid() });
const teamReads = requirePermission('account.teams', 'read');
const teamWrites = requirePermission('account.teams', 'write');

/**
 * The team and oneself (docs/accounts-api.md, "Users and team"): who may call is the guard's
 * first word; the owner-only and self-only rules are the service's.
 */
export const usersRoutes = routesOf<{ service: UsersService }>('customers', (routes, { service }, app) => {
  routes.list('/customers/users', {
    guard: teamReads,
    summary: "The acting organisation's team members, invited ones included (limit 25, offset 0 by default)",
    data: z.array(teamMemberSchema),
    querystring: teamMemberListQuerySchema,
    handle: ({ caller, query }) => service.listTeam(caller, query),
  });

  routes.create('/customers/users', {
    guard: teamWrites,
    summary: 'Add a person to the team, active at once; they are emailed a link to set their password',
    data: userInfoSchema,
    errors: [400, 401, 403, 409, 440],
    message: messages.accounts.passwordLinkSent,
    body: userCreateSchema,
    handle: ({ caller, body }) => service.create(caller, body),
  });

  routes.patch('/customers/users/permissions', {
    guard: teamWrites,
    summary: 'Give several members the same groups, access or business units (owner only)',
    data: z.array(userInfoSchema),
    errors: [400, 401, 403, 404, 409, 440],
    message: messages.accounts.permissionsSaved,
    body: bulkPermissionsSchema,
    handle: ({ caller, body }) => service.updatePermissions(caller, body),
  });

  routes.post('/customers/users/verify-update', {
    guard: requireAuth,
    summary: 'Confirm a new email address with the emailed token (the signed-in user’s own, once)',
    data: profileSchema,
    errors: [400, 401, 403, 409, 440],
    message: messages.accounts.emailChanged,
    body: verifyUpdateSchema,
    handle: ({ caller, body }) => service.verifyUpdate(caller, body.token),
  });

  routes.post('/customers/users/lookup/telephone', {
    guard: requireAnyPermission(['account.teams', 'read'], ['logistics.carrier', 'read']),
    summary: 'The member of the acting organisation with the telephone number',
    data: teamMemberSchema,
    errors: [400, 401, 403, 404, 440],
    body: telephoneLookupSchema,
    handle: ({ caller, body }) => service.lookupTelephone(caller, body.phone),
  });

  routes.get('/customers/users/:userId', {
    guard: requireAuth,
    summary: 'A member of the acting organisation (oneself, or anyone with account.teams read)',
    data: userInfoSchema,
    params: userParams,
    handle: ({ caller, params }) => service.get(caller, params.userId),
  });

  routes.get('/customers/users/:userId/info', {
    guard: requireAuth,
    summary: 'The profile card of a member of the acting organisation',
    data: profileCardSchema,
    params: userParams,
    handle: ({ caller, params }) => service.card(caller, params.userId),
  });

  // The message says what changed, so the reply is written out.
  app.patch(
    '/customers/users/:userId',
    {
      onRequest: requireAuth,
      schema: routes.doc.signedIn(
        'Edit a member: oneself (name, phone, email by link, push token, notifications), another with account.teams write (name, phone), permissions by an owner',
        { 200: envelopeSchema(userInfoSchema), ...errorReplies(400, 401, 403, 404, 409, 440) },
        { params: userParams, body: userPatchSchema },
      ),
    },
    async (request) => {
      const { user, message } = await service.update(principalOf(request), request.params.userId, request.body);
      return ok(user, { message });
    },
  );

  routes.delete('/customers/users/:userId', {
    guard: teamWrites,
    summary: 'Remove a member (not oneself, not an owner); a user left with no organisation is signed out',
    data: z.null(),
    errors: [400, 401, 403, 404, 409, 440],
    message: messages.accounts.memberRemoved,
    params: userParams,
    handle: ({ caller, params }) => service.remove(caller, params.userId),
  });

  routes.get('/customers/users/:userId/resend-password', {
    // It sends an email: no HEAD twin to send it twice.
    exposeHeadRoute: false,
    guard: teamWrites,
    summary: 'Email a member a new link to set their password',
    data: z.null(),
    message: messages.accounts.passwordLinkSent,
    params: userParams,
    handle: ({ caller, params }) => service.resendPassword(caller, params.userId),
  });

  routes.patch('/customers/organisations/owner', {
    guard: requireAuth,
    summary: 'Hand the ownership to an active member (owner only); the former owner keeps limited access',
    data: userInfoSchema,
    errors: [400, 401, 403, 409, 440],
    message: messages.accounts.ownershipTransferred,
    body: ownerChangeSchema,
    handle: ({ caller, body }) => service.transferOwnership(caller, body.userId),
  });
});
