import {
  acceptInviteRequestSchema,
  envelopeSchema,
  inviteLookupSchema,
  inviteRequestSchema,
  inviteSchema,
  inviteTokenRequestSchema,
  loginResponseSchema,
  messages,
} from '@harvest/domain';
import { z } from 'zod';
import { principalOf, requirePermission } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { idParams, routeDocs } from '../../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { InvitesService } from './service';

const doc = routeDocs('customers');

/** Business invites: managed by account.teams; looked up and accepted with the emailed token. */
export const invitesRoutes: RoutesPlugin<{ service: InvitesService }> = async (app, { service }) => {
  const inviteReply = envelopeSchema(inviteSchema);

  app.post(
    '/customers/invite',
    {
      onRequest: requirePermission('account.teams', 'write'),
      ...idempotent,
      schema: doc.signedIn(
        'Invite a person (new or existing user) to the acting organisation with groups, access and units',
        { 201: inviteReply, ...errorReplies(400, 401, 403, 409, 440) },
        { body: inviteRequestSchema },
      ),
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
      schema: doc.signedIn("The acting organisation's open invites, newest first (expired ones included)", {
        200: envelopeSchema(z.array(inviteSchema)),
        ...errorReplies(401, 403, 440),
      }),
    },
    async (request) => ok(await service.list(principalOf(request))),
  );

  app.post(
    '/customers/invites/:id/resend',
    {
      onRequest: requirePermission('account.teams', 'write'),
      schema: doc.signedIn(
        'Send an open invite again with a new link and expiry (the old link stops working)',
        { 200: inviteReply, ...errorReplies(400, 401, 403, 404, 440) },
        { params: idParams },
      ),
    },
    async (request) =>
      ok(await service.resend(principalOf(request), request.params.id), { message: messages.accounts.inviteResent }),
  );

  app.delete(
    '/customers/invites/:id',
    {
      onRequest: requirePermission('account.teams', 'write'),
      schema: doc.signedIn(
        'Cancel an open invite; the invited profile is removed',
        { 200: inviteReply, ...errorReplies(400, 401, 403, 404, 440) },
        { params: idParams },
      ),
    },
    async (request) => ok(await service.cancel(principalOf(request), request.params.id)),
  );

  app.post(
    '/customers/invites/lookup',
    {
      schema: doc.open(
        'What an invite link is for: organisation, person, inviter, and whether a password is needed',
        { 200: envelopeSchema(inviteLookupSchema), ...errorReplies(400, 404) },
        { body: inviteTokenRequestSchema },
      ),
    },
    async (request) => ok(await service.lookup(request.body.token)),
  );

  app.post(
    '/customers/invites/accept',
    {
      schema: doc.open(
        'Accept an invite (once), choosing a password if needed; answers as POST /auth/login does',
        { 200: envelopeSchema(loginResponseSchema), ...errorReplies(400, 404) },
        { body: acceptInviteRequestSchema },
      ),
    },
    async (request) => ok(await service.accept(request.body)),
  );
};
