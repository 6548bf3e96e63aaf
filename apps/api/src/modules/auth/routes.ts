import {
  changeMarketplacePasswordRequestSchema,
  changePasswordRequestSchema,
  envelopeSchema,
  forgottenPasswordRequestSchema,
  HEADERS,
  impersonationSchema,
  loginRequestSchema,
  loginResponseSchema,
  messages,
  resetPasswordRequestSchema,
  sendMagicLinkRequestSchema,
  tokenRequestSchema,
  tokensResponseSchema,
  usernameSchema,
} from '@harvest/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { principalOf, requireAuth, requireSession, requireSysAdmin } from '../../platform/auth/guard';
import { ok } from '../../platform/http/envelope';
import { errorReplies, type RoutesPlugin } from '../../platform/http/route-types';
import type { AuthService } from './service';

const nothing = envelopeSchema(z.null());

function refreshTokenOf(request: FastifyRequest): string | null {
  const value = request.headers[HEADERS.refreshToken];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || null;
}

/**
 * Sign-in, sessions and password flows (spec platform §7, Auth). The spec's GET calls that
 * change something (refresh, logout, resend) get no automatic HEAD twin.
 */
export const authRoutes: RoutesPlugin<{ service: AuthService }> = async (app, { service }) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password; newPassword replaces a temporary password',
        body: loginRequestSchema,
        response: { 200: envelopeSchema(loginResponseSchema), ...errorReplies(400, 401, 403, 409, 429) },
      },
    },
    async (request) => ok(await service.login(request.body, request.ip)),
  );

  app.get(
    '/auth/tokens',
    {
      exposeHeadRoute: false,
      schema: {
        tags: ['auth'],
        summary: 'Exchange the refresh token (X-Refresh-Token header) for new tokens; the old one is used up',
        response: { 200: envelopeSchema(tokensResponseSchema), ...errorReplies(401) },
      },
    },
    async (request) => ok(await service.refresh(refreshTokenOf(request))),
  );

  app.get(
    '/auth/logout',
    {
      exposeHeadRoute: false,
      onRequest: requireSession,
      schema: {
        tags: ['auth'],
        summary: 'Sign this session out and end any impersonation started in it',
        security: [{ bearer: [] }],
        response: { 200: nothing, ...errorReplies(401) },
      },
    },
    async (request) => {
      await service.logout(principalOf(request));
      return ok(null);
    },
  );

  app.post(
    '/auth/forgotten-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a reset code if the account exists; the answer is the same either way',
        body: forgottenPasswordRequestSchema,
        response: { 200: nothing, ...errorReplies(400) },
      },
    },
    async (request) => {
      await service.forgottenPassword(request.body.username);
      return ok(null, { message: messages.auth.resetCodeSent });
    },
  );

  app.get(
    '/auth/resend-password/:identifier',
    {
      exposeHeadRoute: false,
      schema: {
        tags: ['auth'],
        summary: 'Email a new reset code (identifier is the email address)',
        params: z.object({ identifier: usernameSchema }),
        response: { 200: nothing, ...errorReplies(400) },
      },
    },
    async (request) => {
      await service.forgottenPassword(request.params.identifier);
      return ok(null, { message: messages.auth.resetCodeSent });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the emailed code; signs out every session',
        body: resetPasswordRequestSchema,
        response: { 200: nothing, ...errorReplies(400, 429) },
      },
    },
    async (request) => {
      await service.resetPassword(request.body, request.ip);
      return ok(null, { message: messages.auth.passwordChanged });
    },
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['auth'],
        summary: "Change one's password; signs out the other sessions",
        security: [{ bearer: [] }],
        body: changePasswordRequestSchema,
        response: { 200: nothing, ...errorReplies(400, 401, 403, 429, 440) },
      },
    },
    async (request) => {
      await service.changePassword(principalOf(request), request.body, request.ip);
      return ok(null, { message: messages.auth.passwordChanged });
    },
  );

  app.post(
    '/auth/user/change-marketplace-password',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'Change the grain-marketplace password (the platform password until one is set)',
        security: [{ bearer: [] }],
        body: changeMarketplacePasswordRequestSchema,
        response: { 200: nothing, ...errorReplies(400, 401, 403, 429, 440) },
      },
    },
    async (request) => {
      await service.changeMarketplacePassword(principalOf(request), request.body, request.ip);
      return ok(null, { message: messages.auth.passwordChanged });
    },
  );

  app.post(
    '/auth/user/send-magic-link',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a one-time sign-in link if the account exists; the answer is the same either way',
        body: sendMagicLinkRequestSchema,
        response: { 200: nothing, ...errorReplies(400) },
      },
    },
    async (request) => {
      await service.sendMagicLink(request.body.email);
      return ok(null, { message: messages.auth.magicLinkSent });
    },
  );

  app.post(
    '/auth/user/verify-magic-link',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the token of a magic link (once)',
        body: tokenRequestSchema,
        response: { 200: envelopeSchema(loginResponseSchema), ...errorReplies(400, 401) },
      },
    },
    async (request) => ok(await service.verifyMagicLink(request.body.token)),
  );

  app.post(
    '/auth/user/token-login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a one-time token from any link (magic link, invite)',
        body: tokenRequestSchema,
        response: { 200: envelopeSchema(loginResponseSchema), ...errorReplies(400, 401) },
      },
    },
    async (request) => ok(await service.tokenLogin(request.body.token)),
  );
};

/** System administrators acting as an organisation or a user (spec platform §6). */
export const impersonationRoutes: RoutesPlugin<{ service: AuthService }> = async (app, { service }) => {
  app.get(
    '/customers/organisations/:id/impersonate',
    {
      exposeHeadRoute: false,
      onRequest: requireSysAdmin,
      schema: {
        tags: ['customers'],
        summary: 'Start impersonating the organisation, or one of its users (userId)',
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ userId: z.uuid().optional() }),
        response: { 200: envelopeSchema(impersonationSchema), ...errorReplies(400, 401, 403, 404, 440) },
      },
    },
    async (request) =>
      ok(await service.startImpersonation(principalOf(request), request.params.id, request.query.userId)),
  );

  app.delete(
    '/customers/impersonations/:id',
    {
      onRequest: requireSession,
      schema: {
        tags: ['customers'],
        summary: 'End an impersonation (only the administrator who started it)',
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid() }),
        response: { 200: nothing, ...errorReplies(400, 401, 404) },
      },
    },
    async (request) => {
      await service.endImpersonation(principalOf(request), request.params.id);
      return ok(null);
    },
  );
};
