import {
  BUSINESS_CONNECTION_CHECKS_PER_ADDRESS,
  businessConnectionExistsSchema,
  businessConnectionQuerySchema,
  envelopeSchema,
  messages,
  ONBOARDING_RATE_WINDOW_MS,
  resendSignupConfirmationRequestSchema,
  SIGNUP_RESENDS_PER_ADDRESS,
  signupRequestSchema,
  signupResponseSchema,
  SIGNUPS_PER_ADDRESS,
} from '@harvest/domain';
import { z } from 'zod';
import { ok } from '../../../platform/http/envelope';
import { idParams, routeDocs } from '../../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import { rateLimitByAddress } from '../../../platform/rate-limit/rate-limiter';
import type { SignupService } from './service';

const doc = routeDocs('customers');

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
      schema: doc.open(
        'Register a business and its owner; the owner confirms their email through the emailed link',
        { 201: envelopeSchema(signupResponseSchema), ...errorReplies(400, 409, 429) },
        { body: signupRequestSchema },
      ),
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
      schema: doc.open(
        "Email the confirmation link again to the organisation's unconfirmed owner; the answer is always the same",
        { 200: envelopeSchema(z.null()), ...errorReplies(400, 429) },
        { params: idParams, body: resendSignupConfirmationRequestSchema },
      ),
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
      schema: doc.open(
        'Whether a user has the email, and a business the name (in any case) in the country',
        { 200: envelopeSchema(businessConnectionExistsSchema), ...errorReplies(400, 429) },
        { querystring: businessConnectionQuerySchema },
      ),
    },
    async (request) => ok(await service.connectionExists(request.query)),
  );
};
