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
import { routeDocs } from '../../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { UsersService } from './service';

const doc = routeDocs('customers');

const userParams = z.object({ userId: z.uuid() });
const nothing = envelopeSchema(z.null());
const userInfoReply = envelopeSchema(userInfoSchema);
const profileReply = envelopeSchema(profileSchema);

/**
 * The team and oneself (docs/accounts-api.md, "Users and team"): who may call is the guard's
 * first word; the owner-only and self-only rules are the service's.
 */
export const usersRoutes: RoutesPlugin<{ service: UsersService }> = async (app, { service }) => {
  app.get(
    '/customers/users',
    {
      onRequest: requirePermission('account.teams', 'read'),
      schema: doc.read(
        "The acting organisation's team members, invited ones included (limit 25, offset 0 by default)",
        z.array(teamMemberSchema),
        { querystring: teamMemberListQuerySchema },
      ),
    },
    async (request) => {
      const { items, pagination } = await service.listTeam(principalOf(request), request.query);
      return ok(items, { pagination });
    },
  );

  app.post(
    '/customers/users',
    {
      onRequest: requirePermission('account.teams', 'write'),
      ...idempotent,
      schema: doc.signedIn(
        'Add a person to the team, active at once; they are emailed a link to set their password',
        { 201: userInfoReply, ...errorReplies(400, 401, 403, 409, 440) },
        { body: userCreateSchema },
      ),
    },
    async (request, reply) => {
      const user = await service.create(principalOf(request), request.body);
      return reply.code(201).send(ok(user, { status: 201, message: messages.accounts.passwordLinkSent }));
    },
  );

  app.patch(
    '/customers/users/permissions',
    {
      onRequest: requirePermission('account.teams', 'write'),
      schema: doc.signedIn(
        'Give several members the same groups, access or business units (owner only)',
        { 200: envelopeSchema(z.array(userInfoSchema)), ...errorReplies(400, 401, 403, 404, 409, 440) },
        { body: bulkPermissionsSchema },
      ),
    },
    async (request) =>
      ok(await service.updatePermissions(principalOf(request), request.body), {
        message: messages.accounts.permissionsSaved,
      }),
  );

  app.post(
    '/customers/users/verify-update',
    {
      onRequest: requireAuth,
      schema: doc.signedIn(
        'Confirm a new email address with the emailed token (the signed-in user’s own, once)',
        { 200: profileReply, ...errorReplies(400, 401, 403, 409, 440) },
        { body: verifyUpdateSchema },
      ),
    },
    async (request) =>
      ok(await service.verifyUpdate(principalOf(request), request.body.token), {
        message: messages.accounts.emailChanged,
      }),
  );

  app.post(
    '/customers/users/lookup/telephone',
    {
      onRequest: requireAnyPermission(['account.teams', 'read'], ['logistics.carrier', 'read']),
      schema: doc.signedIn(
        'The member of the acting organisation with the telephone number',
        { 200: envelopeSchema(teamMemberSchema), ...errorReplies(400, 401, 403, 404, 440) },
        { body: telephoneLookupSchema },
      ),
    },
    async (request) => ok(await service.lookupTelephone(principalOf(request), request.body.phone)),
  );

  app.get(
    '/customers/users/:userId',
    {
      onRequest: requireAuth,
      schema: doc.read(
        'A member of the acting organisation (oneself, or anyone with account.teams read)',
        userInfoSchema,
        { params: userParams },
      ),
    },
    async (request) => ok(await service.get(principalOf(request), request.params.userId)),
  );

  app.get(
    '/customers/users/:userId/info',
    {
      onRequest: requireAuth,
      schema: doc.read('The profile card of a member of the acting organisation', profileCardSchema, {
        params: userParams,
      }),
    },
    async (request) => ok(await service.card(principalOf(request), request.params.userId)),
  );

  app.patch(
    '/customers/users/:userId',
    {
      onRequest: requireAuth,
      schema: doc.signedIn(
        'Edit a member: oneself (name, phone, email by link, push token, notifications), another with account.teams write (name, phone), permissions by an owner',
        { 200: userInfoReply, ...errorReplies(400, 401, 403, 404, 409, 440) },
        { params: userParams, body: userPatchSchema },
      ),
    },
    async (request) => {
      const { user, message } = await service.update(principalOf(request), request.params.userId, request.body);
      return ok(user, { message });
    },
  );

  app.delete(
    '/customers/users/:userId',
    {
      onRequest: requirePermission('account.teams', 'write'),
      schema: doc.signedIn(
        'Remove a member (not oneself, not an owner); a user left with no organisation is signed out',
        { 200: nothing, ...errorReplies(400, 401, 403, 404, 409, 440) },
        { params: userParams },
      ),
    },
    async (request) => {
      await service.remove(principalOf(request), request.params.userId);
      return ok(null, { message: messages.accounts.memberRemoved });
    },
  );

  app.get(
    '/customers/users/:userId/resend-password',
    {
      // It sends an email: no HEAD twin to send it twice.
      exposeHeadRoute: false,
      onRequest: requirePermission('account.teams', 'write'),
      schema: doc.read('Email a member a new link to set their password', z.null(), { params: userParams }),
    },
    async (request) => {
      await service.resendPassword(principalOf(request), request.params.userId);
      return ok(null, { message: messages.accounts.passwordLinkSent });
    },
  );

  app.patch(
    '/customers/organisations/owner',
    {
      onRequest: requireAuth,
      schema: doc.signedIn(
        'Hand the ownership to an active member (owner only); the former owner keeps limited access',
        { 200: userInfoReply, ...errorReplies(400, 401, 403, 409, 440) },
        { body: ownerChangeSchema },
      ),
    },
    async (request) =>
      ok(await service.transferOwnership(principalOf(request), request.body.userId), {
        message: messages.accounts.ownershipTransferred,
      }),
  );
};
