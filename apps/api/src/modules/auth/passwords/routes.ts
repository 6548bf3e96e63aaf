import {
  changeMarketplacePasswordRequestSchema,
  changePasswordRequestSchema,
  envelopeSchema,
  forgottenPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messages,
  resetPasswordRequestSchema,
  usernameSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { routeDocs } from '../../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import type { PasswordsService } from './service';

const doc = routeDocs('auth');

const nothing = envelopeSchema(z.null());

/** Signing in with a password and the password flows (spec platform §7, Auth). */
export const passwordsRoutes: RoutesPlugin<{ service: PasswordsService }> = async (app, { service }) => {
  app.post(
    '/auth/login',
    {
      schema: doc.open(
        'Sign in with email and password; newPassword replaces a temporary password',
        { 200: envelopeSchema(loginResponseSchema), ...errorReplies(400, 401, 403, 409, 429) },
        { body: loginRequestSchema },
      ),
    },
    async (request) => ok(await service.login(request.body, request.ip)),
  );

  app.post(
    '/auth/forgotten-password',
    {
      schema: doc.open(
        'Email a reset code if the account exists; the answer is the same either way',
        { 200: nothing, ...errorReplies(400) },
        { body: forgottenPasswordRequestSchema },
      ),
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
      schema: doc.open(
        'Email a new reset code (identifier is the email address)',
        { 200: nothing, ...errorReplies(400) },
        { params: z.object({ identifier: usernameSchema }) },
      ),
    },
    async (request) => {
      await service.forgottenPassword(request.params.identifier);
      return ok(null, { message: messages.auth.resetCodeSent });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: doc.open(
        'Choose a new password with the emailed code; signs out every session',
        { 200: nothing, ...errorReplies(400, 429) },
        { body: resetPasswordRequestSchema },
      ),
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
      schema: doc.signedIn(
        "Change one's password; signs out the other sessions",
        { 200: nothing, ...errorReplies(400, 401, 403, 429, 440) },
        { body: changePasswordRequestSchema },
      ),
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
      schema: doc.signedIn(
        'Change the grain-marketplace password (the platform password until one is set)',
        { 200: nothing, ...errorReplies(400, 401, 403, 429, 440) },
        { body: changeMarketplacePasswordRequestSchema },
      ),
    },
    async (request) => {
      await service.changeMarketplacePassword(principalOf(request), request.body, request.ip);
      return ok(null, { message: messages.auth.passwordChanged });
    },
  );
};
