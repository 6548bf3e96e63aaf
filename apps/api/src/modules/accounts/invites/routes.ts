import {
  acceptInviteRequestSchema,
  inviteLookupSchema,
  inviteRequestSchema,
  inviteSchema,
  inviteTokenRequestSchema,
  loginResponseSchema,
  messages,
} from '@harvest/domain';
import { z } from 'zod';
import { requirePermission } from '../../../platform/auth/guard';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import type { InvitesService } from './service';

const teamReads = requirePermission('account.teams', 'read');
const teamWrites = requirePermission('account.teams', 'write');

/** Business invites: managed by account.teams; looked up and accepted with the emailed token. */
export const invitesRoutes = routesOf<{ service: InvitesService }>('customers', (routes, { service }) => {
  routes.create('/customers/invite', {
    guard: teamWrites,
    summary: 'Invite a person (new or existing user) to the acting organisation with groups, access and units',
    data: inviteSchema,
    errors: [400, 401, 403, 409, 440],
    message: messages.accounts.inviteSent,
    body: inviteRequestSchema,
    handle: ({ caller, body }) => service.invite(caller, body),
  });

  routes.get('/customers/invites', {
    guard: teamReads,
    summary: "The acting organisation's open invites, newest first (expired ones included)",
    data: z.array(inviteSchema),
    errors: [401, 403, 440],
    handle: ({ caller }) => service.list(caller),
  });

  routes.post('/customers/invites/:id/resend', {
    guard: teamWrites,
    summary: 'Send an open invite again with a new link and expiry (the old link stops working)',
    data: inviteSchema,
    errors: [400, 401, 403, 404, 440],
    message: messages.accounts.inviteResent,
    params: idParams,
    handle: ({ caller, params }) => service.resend(caller, params.id),
  });

  routes.delete('/customers/invites/:id', {
    guard: teamWrites,
    summary: 'Cancel an open invite; the invited profile is removed',
    data: inviteSchema,
    errors: [400, 401, 403, 404, 440],
    params: idParams,
    handle: ({ caller, params }) => service.cancel(caller, params.id),
  });

  routes.post('/customers/invites/lookup', {
    open: true,
    summary: 'What an invite link is for: organisation, person, inviter, and whether a password is needed',
    data: inviteLookupSchema,
    errors: [400, 404],
    body: inviteTokenRequestSchema,
    handle: ({ body }) => service.lookup(body.token),
  });

  routes.post('/customers/invites/accept', {
    open: true,
    summary: 'Accept an invite (once), choosing a password if needed; answers as POST /auth/login does',
    data: loginResponseSchema,
    errors: [400, 404],
    body: acceptInviteRequestSchema,
    handle: ({ body }) => service.accept(body),
  });
});
