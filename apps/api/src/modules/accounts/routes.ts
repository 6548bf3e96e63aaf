import {
  acceptInviteRequestSchema,
  BUSINESS_CONNECTION_CHECKS_PER_ADDRESS,
  businessConnectionExistsSchema,
  businessConnectionQuerySchema,
  envelopeSchema,
  groupListQuerySchema,
  groupSchema,
  inviteLookupSchema,
  inviteRequestSchema,
  inviteSchema,
  inviteTokenRequestSchema,
  loginResponseSchema,
  messages,
  newGroupRequestSchema,
  ONBOARDING_RATE_WINDOW_MS,
  organisationCardSchema,
  organisationListQuerySchema,
  organisationSummarySchema,
  profileCardSchema,
  profileKvDeleteSchema,
  profileKvSchema,
  profileSchema,
  resendSignupConfirmationRequestSchema,
  SIGNUP_RESENDS_PER_ADDRESS,
  signupRequestSchema,
  signupResponseSchema,
  SIGNUPS_PER_ADDRESS,
  teamMemberListQuerySchema,
  teamMemberSchema,
} from '@harvest/domain';
import { z } from 'zod';
import {
  principalOf,
  requireAnyPermission,
  requireAuth,
  requirePermission,
  requireSysAdmin,
} from '../../platform/auth/guard';
import { ok } from '../../platform/http/envelope';
import { errorReplies, type RoutesPlugin } from '../../platform/http/route-types';
import { idempotent } from '../../platform/idempotency/idempotency';
import { rateLimitByAddress } from '../../platform/rate-limit/rate-limiter';
import type { InvitesService } from './invites-service';
import type { AccountsService } from './service';
import type { SignupService } from './signup-service';

const idParams = z.object({ id: z.uuid() });
const kvParams = z.object({ profileId: z.uuid() });
const bearer = [{ bearer: [] }];
const nothing = envelopeSchema(z.null());

/**
 * The accounts calls the spec files under /auth/v1 (groups, cards, profile metadata) and
 * under /customers (the acting profile, the business accounts list).
 */
export const accountsRoutes: RoutesPlugin<{ service: AccountsService }> = async (app, { service }) => {
  app.get(
    '/auth/v1/group',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['accounts'],
        summary: "Built-in groups and the organisation's own, whose name contains filter",
        security: bearer,
        querystring: groupListQuerySchema,
        response: { 200: envelopeSchema(z.array(groupSchema)), ...errorReplies(400, 401, 403, 440) },
      },
    },
    async (request) => ok(await service.groups(principalOf(request), request.query.filter)),
  );

  app.post(
    '/auth/v1/group',
    {
      onRequest: requireAnyPermission(['administrator', 'read'], ['account.teams', 'write']),
      ...idempotent,
      schema: {
        tags: ['accounts'],
        summary: 'Create a group in the acting organisation (administrator or account.teams write)',
        security: bearer,
        body: newGroupRequestSchema,
        response: { 201: envelopeSchema(groupSchema), ...errorReplies(400, 401, 403, 409, 440) },
      },
    },
    async (request, reply) => {
      const group = await service.createGroup(principalOf(request), request.body.name);
      return reply.code(201).send(ok(group, { status: 201 }));
    },
  );

  app.get(
    '/auth/v1/profile/:id',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['accounts'],
        summary: 'A profile card, for a profile in the acting organisation (any, for a system administrator)',
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(profileCardSchema), ...errorReplies(400, 401, 403, 404, 440) },
      },
    },
    async (request) => ok(await service.profileCard(principalOf(request), request.params.id)),
  );

  app.get(
    '/auth/v1/organisation/:id',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['accounts'],
        summary: 'An organisation card, for the acting organisation (any, for a system administrator)',
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(organisationCardSchema), ...errorReplies(400, 401, 403, 404, 440) },
      },
    },
    async (request) => ok(await service.organisationCard(principalOf(request), request.params.id)),
  );

  const kvReply = { 200: envelopeSchema(profileKvSchema), ...errorReplies(400, 401, 403, 404, 440) };

  app.get(
    '/auth/v1/profile/:profileId/kv',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['accounts'],
        summary: "A profile's key-value metadata (its own user only)",
        security: bearer,
        params: kvParams,
        response: kvReply,
      },
    },
    async (request) => ok(await service.kv(principalOf(request), request.params.profileId)),
  );

  app.post(
    '/auth/v1/profile/:profileId/kv',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['accounts'],
        summary: 'Add or overwrite the given keys',
        security: bearer,
        params: kvParams,
        body: profileKvSchema,
        response: kvReply,
      },
    },
    async (request) => ok(await service.addKv(principalOf(request), request.params.profileId, request.body)),
  );

  app.put(
    '/auth/v1/profile/:profileId/kv',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['accounts'],
        summary: 'Replace all keys with the given ones',
        security: bearer,
        params: kvParams,
        body: profileKvSchema,
        response: kvReply,
      },
    },
    async (request) => ok(await service.replaceKv(principalOf(request), request.params.profileId, request.body)),
  );

  app.delete(
    '/auth/v1/profile/:profileId/kv',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['accounts'],
        summary: 'Delete the given keys',
        security: bearer,
        params: kvParams,
        body: profileKvDeleteSchema,
        response: kvReply,
      },
    },
    async (request) => ok(await service.deleteKv(principalOf(request), request.params.profileId, request.body.keys)),
  );

  app.get(
    '/customers/users/me',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['customers'],
        summary: 'The acting profile (as the impersonated organisation or user while impersonating)',
        security: bearer,
        response: { 200: envelopeSchema(profileSchema), ...errorReplies(401, 403, 404, 440) },
      },
    },
    async (request) => ok(await service.actingProfile(principalOf(request))),
  );

  app.get(
    '/customers/users',
    {
      onRequest: requirePermission('account.teams', 'read'),
      schema: {
        tags: ['customers'],
        summary: "The acting organisation's team members, invited ones included (limit 25, offset 0 by default)",
        security: bearer,
        querystring: teamMemberListQuerySchema,
        response: { 200: envelopeSchema(z.array(teamMemberSchema)), ...errorReplies(400, 401, 403, 404, 440) },
      },
    },
    async (request) => {
      const { items, pagination } = await service.listTeam(principalOf(request), request.query);
      return ok(items, { pagination });
    },
  );

  app.get(
    '/customers/organisations',
    {
      onRequest: requireSysAdmin,
      schema: {
        tags: ['customers'],
        summary: 'Business accounts with their members; query matches a name or a member email',
        security: bearer,
        querystring: organisationListQuerySchema,
        response: { 200: envelopeSchema(z.array(organisationSummarySchema)), ...errorReplies(400, 401, 403, 440) },
      },
    },
    async (request) => {
      const { items, pagination } = await service.listOrganisations(request.query);
      return ok(items, { pagination });
    },
  );
};

/** Account creation (spec platform §7, Customers): public calls, each with a budget per caller address. */
export const signupRoutes: RoutesPlugin<{ service: SignupService }> = async (app, { service }) => {
  app.post(
    '/customers/signup',
    {
      onRequest: rateLimitByAddress({
        bucket: 'signup',
        limit: SIGNUPS_PER_ADDRESS,
        windowMs: ONBOARDING_RATE_WINDOW_MS,
      }),
      ...idempotent,
      schema: {
        tags: ['customers'],
        summary: 'Register a business and its owner; the owner confirms their email through the emailed link',
        body: signupRequestSchema,
        response: { 201: envelopeSchema(signupResponseSchema), ...errorReplies(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const created = await service.signup(request.body);
      return reply.code(201).send(ok(created, { status: 201, message: messages.accounts.signupConfirmationSent }));
    },
  );

  app.post(
    '/customers/signup/:id',
    {
      onRequest: rateLimitByAddress({
        bucket: 'signup-resend',
        limit: SIGNUP_RESENDS_PER_ADDRESS,
        windowMs: ONBOARDING_RATE_WINDOW_MS,
      }),
      schema: {
        tags: ['customers'],
        summary:
          "Email the confirmation link again to the organisation's unconfirmed owner; the answer is always the same",
        params: idParams,
        body: resendSignupConfirmationRequestSchema,
        response: { 200: nothing, ...errorReplies(400, 429) },
      },
    },
    async (request) => {
      await service.resendConfirmation(request.params.id, request.body.email);
      return ok(null, { message: messages.accounts.signupConfirmationSent });
    },
  );

  app.get(
    '/customers/business-connections/exists',
    {
      // Each call spends the caller's budget: no HEAD twin to spend it twice.
      exposeHeadRoute: false,
      onRequest: rateLimitByAddress({
        bucket: 'business-connections',
        limit: BUSINESS_CONNECTION_CHECKS_PER_ADDRESS,
        windowMs: ONBOARDING_RATE_WINDOW_MS,
      }),
      schema: {
        tags: ['customers'],
        summary: 'Whether a user has the email, and a business the name (in any case) in the country',
        querystring: businessConnectionQuerySchema,
        response: { 200: envelopeSchema(businessConnectionExistsSchema), ...errorReplies(400, 429) },
      },
    },
    async (request) => ok(await service.connectionExists(request.query)),
  );
};

/** Business invites: managed by account.teams; looked up and accepted with the emailed token. */
export const inviteRoutes: RoutesPlugin<{ service: InvitesService }> = async (app, { service }) => {
  const inviteReply = envelopeSchema(inviteSchema);

  app.post(
    '/customers/invite',
    {
      onRequest: requirePermission('account.teams', 'write'),
      ...idempotent,
      schema: {
        tags: ['customers'],
        summary: 'Invite a person (new or existing user) to the acting organisation with groups, access and units',
        security: bearer,
        body: inviteRequestSchema,
        response: { 201: inviteReply, ...errorReplies(400, 401, 403, 409, 440) },
      },
    },
    async (request, reply) => {
      const invite = await service.invite(principalOf(request), request.body);
      return reply.code(201).send(ok(invite, { status: 201, message: messages.accounts.inviteSent }));
    },
  );

  app.get(
    '/customers/invites',
    {
      onRequest: requirePermission('account.teams', 'read'),
      schema: {
        tags: ['customers'],
        summary: "The acting organisation's open invites, newest first (expired ones included)",
        security: bearer,
        response: { 200: envelopeSchema(z.array(inviteSchema)), ...errorReplies(401, 403, 440) },
      },
    },
    async (request) => ok(await service.list(principalOf(request))),
  );

  app.post(
    '/customers/invites/:id/resend',
    {
      onRequest: requirePermission('account.teams', 'write'),
      schema: {
        tags: ['customers'],
        summary: 'Send an open invite again with a new link and expiry (the old link stops working)',
        security: bearer,
        params: idParams,
        response: { 200: inviteReply, ...errorReplies(400, 401, 403, 404, 440) },
      },
    },
    async (request) =>
      ok(await service.resend(principalOf(request), request.params.id), { message: messages.accounts.inviteResent }),
  );

  app.delete(
    '/customers/invites/:id',
    {
      onRequest: requirePermission('account.teams', 'write'),
      schema: {
        tags: ['customers'],
        summary: 'Cancel an open invite; the invited profile is removed',
        security: bearer,
        params: idParams,
        response: { 200: inviteReply, ...errorReplies(400, 401, 403, 404, 440) },
      },
    },
    async (request) => ok(await service.cancel(principalOf(request), request.params.id)),
  );

  app.post(
    '/customers/invites/lookup',
    {
      schema: {
        tags: ['customers'],
        summary: 'What an invite link is for: organisation, person, inviter, and whether a password is needed',
        body: inviteTokenRequestSchema,
        response: { 200: envelopeSchema(inviteLookupSchema), ...errorReplies(400, 404) },
      },
    },
    async (request) => ok(await service.lookup(request.body.token)),
  );

  app.post(
    '/customers/invites/accept',
    {
      schema: {
        tags: ['customers'],
        summary: 'Accept an invite (once), choosing a password if needed; answers as POST /auth/login does',
        body: acceptInviteRequestSchema,
        response: { 200: envelopeSchema(loginResponseSchema), ...errorReplies(400, 404) },
      },
    },
    async (request) => ok(await service.accept(request.body)),
  );
};
