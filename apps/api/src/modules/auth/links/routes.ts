import {
  envelopeSchema,
  loginResponseSchema,
  messages,
  sendMagicLinkRequestSchema,
  tokenRequestSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { ok } from '../../../platform/http/envelope';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import type { SignInLinksService } from './service';

/** One-time sign-in links (spec platform §7, Auth): magic links and the tokens other emails carry. */
export const linksRoutes: RoutesPlugin<{ service: SignInLinksService }> = async (app, { service }) => {
  app.post(
    '/auth/user/send-magic-link',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a one-time sign-in link if the account exists; the answer is the same either way',
        body: sendMagicLinkRequestSchema,
        response: { 200: envelopeSchema(z.null()), ...errorReplies(400) },
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
