import { loginResponseSchema, messages, sendMagicLinkRequestSchema, tokenRequestSchema } from '@harvest/domain';
import { z } from 'zod';
import { routesOf } from '../../../platform/http/route-kit';
import type { SignInLinksService } from './service';

/** Signing in with a token: public, a bad or used token is a 401. */
const signIn = { open: true, data: loginResponseSchema, errors: [400, 401], body: tokenRequestSchema } as const;

/** One-time sign-in links (spec platform §7, Auth): magic links and the tokens other emails carry. */
export const linksRoutes = routesOf<{ service: SignInLinksService }>('auth', (routes, { service }) => {
  routes.post('/auth/user/send-magic-link', {
    open: true,
    summary: 'Email a one-time sign-in link if the account exists; the answer is the same either way',
    data: z.null(),
    errors: [400],
    message: messages.auth.magicLinkSent,
    body: sendMagicLinkRequestSchema,
    handle: ({ body }) => service.sendMagicLink(body.email),
  });

  routes.post('/auth/user/verify-magic-link', {
    ...signIn,
    summary: 'Sign in with the token of a magic link (once)',
    handle: ({ body }) => service.verifyMagicLink(body.token),
  });

  routes.post('/auth/user/token-login', {
    ...signIn,
    summary: 'Sign in with a one-time token from any link (magic link, invite)',
    handle: ({ body }) => service.tokenLogin(body.token),
  });
});
