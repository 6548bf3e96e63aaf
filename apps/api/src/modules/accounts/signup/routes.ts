import {
  BUSINESS_CONNECTION_CHECKS_PER_ADDRESS,
  businessConnectionExistsSchema,
  businessConnectionQuerySchema,
  messages,
  ONBOARDING_RATE_WINDOW_MS,
  resendSignupConfirmationRequestSchema,
  SIGNUP_RESENDS_PER_ADDRESS,
  signupRequestSchema,
  signupResponseSchema,
  SIGNUPS_PER_ADDRESS,
} from '@harvest/domain';
import { z } from 'zod';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import { rateLimitByAddress } from '../../../platform/rate-limit/rate-limiter';
import type { SignupService } from './service';

/** Each onboarding call has its own budget per caller address. */
const budget = (bucket: string, limit: number) =>
  rateLimitByAddress({ bucket, limit, windowMs: ONBOARDING_RATE_WINDOW_MS });

/** Account creation (spec platform §7, Customers): public calls, each with a budget per caller address. */
export const signupRoutes = routesOf<{ service: SignupService }>('customers', (routes, { service }) => {
  routes.create('/customers/signup', {
    open: true,
    guard: budget('signup', SIGNUPS_PER_ADDRESS),
    summary: 'Register a business and its owner; the owner confirms their email through the emailed link',
    data: signupResponseSchema,
    errors: [400, 409, 429],
    message: messages.accounts.signupConfirmationSent,
    body: signupRequestSchema,
    handle: ({ body }) => service.signup(body),
  });

  routes.post('/customers/signup/:id', {
    open: true,
    guard: budget('signup-resend', SIGNUP_RESENDS_PER_ADDRESS),
    summary: "Email the confirmation link again to the organisation's unconfirmed owner; the answer is always the same",
    data: z.null(),
    errors: [400, 429],
    message: messages.accounts.signupConfirmationSent,
    params: idParams,
    body: resendSignupConfirmationRequestSchema,
    handle: ({ params, body }) => service.resendConfirmation(params.id, body.email),
  });

  routes.get('/customers/business-connections/exists', {
    open: true,
    // Each call spends the caller's budget: no HEAD twin to spend it twice.
    exposeHeadRoute: false,
    guard: budget('business-connections', BUSINESS_CONNECTION_CHECKS_PER_ADDRESS),
    summary: 'Whether a user has the email, and a business the name (in any case) in the country',
    data: businessConnectionExistsSchema,
    errors: [400, 429],
    querystring: businessConnectionQuerySchema,
    handle: ({ query }) => service.connectionExists(query),
  });
});
