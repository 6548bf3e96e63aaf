import {
  changeMarketplacePasswordRequestSchema,
  changePasswordRequestSchema,
  forgottenPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messages,
  resetPasswordRequestSchema,
  usernameSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth/guard';
import { routesOf } from '../../../platform/http/route-kit';
import type { PasswordsService } from './service';

/** A reset code is emailed, or not: the answer is the same either way. */
const resetCode = { open: true, data: z.null(), errors: [400], message: messages.auth.resetCodeSent } as const;
/** One's own password changes: signed in, counted against guessing. */
const change = {
  guard: requireAuth,
  data: z.null(),
  errors: [400, 401, 403, 429, 440],
  message: messages.auth.passwordChanged,
} as const;

/** Signing in with a password and the password flows (spec platform §7, Auth). */
export const passwordsRoutes = routesOf<{ service: PasswordsService }>('auth', (routes, { service }) => {
  routes.post('/auth/login', {
    open: true,
    summary: 'Sign in with email and password; newPassword replaces a temporary password',
    data: loginResponseSchema,
    errors: [400, 401, 403, 409, 429],
    body: loginRequestSchema,
    handle: ({ body, request }) => service.login(body, request.ip),
  });

  routes.post('/auth/forgotten-password', {
    ...resetCode,
    summary: 'Email a reset code if the account exists; the answer is the same either way',
    body: forgottenPasswordRequestSchema,
    handle: ({ body }) => service.forgottenPassword(body.username),
  });

  routes.get('/auth/resend-password/:identifier', {
    ...resetCode,
    exposeHeadRoute: false,
    summary: 'Email a new reset code (identifier is the email address)',
    params: z.object({ identifier: usernameSchema }),
    handle: ({ params }) => service.forgottenPassword(params.identifier),
  });

  routes.post('/auth/reset-password', {
    open: true,
    summary: 'Choose a new password with the emailed code; signs out every session',
    data: z.null(),
    errors: [400, 429],
    message: messages.auth.passwordChanged,
    body: resetPasswordRequestSchema,
    handle: ({ body, request }) => service.resetPassword(body, request.ip),
  });

  routes.post('/auth/change-password', {
    ...change,
    summary: "Change one's password; signs out the other sessions",
    body: changePasswordRequestSchema,
    handle: ({ caller, body, request }) => service.changePassword(caller, body, request.ip),
  });

  routes.post('/auth/user/change-marketplace-password', {
    ...change,
    summary: 'Change the grain-marketplace password (the platform password until one is set)',
    body: changeMarketplacePasswordRequestSchema,
    handle: ({ caller, body, request }) => service.changeMarketplacePassword(caller, body, request.ip),
  });
});
