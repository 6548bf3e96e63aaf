import {
  envelopeSchema,
  loginResponseSchema,
  messages,
  sendMagicLinkRequestSchema,
  tokenRequestSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { ok } from '../../../platform/http/envelope';
import { routeDocs } from '../../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import type { SignInLinksService } from './service';

const doc = routeDocs('auth');

/** One-time sign-in links (spec platform §7, Auth): magic links and the tokens other emails carry. */
export const linksRoutes: RoutesPlugin<{ service: SignInLinksService }> = async (app, { service }) => {
  app.post(
    '/auth/user/send-magic-link',
    {
      schema: doc.open(
        'Email a one-time sign-in link if the account exists; the answer is the same either way',
        { 200: envelopeSchema(z.null()), ...errorReplies(400) },
        { body: sendMagicLinkRequestSchema },
      ),
    },
    async (request) => {
      await service.sendMagicLink(request.body.email);
      return ok(null, { message: messages.auth.magicLinkSent });
    },
  );

  app.post(
    '/auth/user/verify-magic-link',
    {
      schema: doc.open(
        'Sign in with the token of a magic link (once)',
        { 200: envelopeSchema(loginResponseSchema), ...errorReplies(400, 401) },
        { body: tokenRequestSchema },
      ),
    },
    async (request) => ok(await service.verifyMagicLink(request.body.token)),
  );

  app.post(
    '/auth/user/token-login',
    {
      schema: doc.open(
        'Sign in with a one-time token from any link (magic link, invite)',
        { 200: envelopeSchema(loginResponseSchema), ...errorReplies(400, 401) },
        { body: tokenRequestSchema },
      ),
    },
    async (request) => ok(await service.tokenLogin(request.body.token)),
  );
};
