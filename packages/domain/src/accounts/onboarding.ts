import { z } from '../zod';
import { usernameSchema } from '../auth/auth-schemas';

/** The link in a signup's confirmation email (a one-time sign-in token) works this long. */
export const SIGNUP_CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

/** POST /customers/signup/{id}: send the confirmation email again to the new business's owner. */
export const resendSignupConfirmationRequestSchema = z.object({ email: usernameSchema.pipe(z.email()) });

/**
 * Budgets of the public onboarding calls per caller address, over a sliding window: enough
 * for a person filling in the form, too few to list who is registered or to send mail in bulk.
 */
export const ONBOARDING_RATE_WINDOW_MS = 15 * 60 * 1000;
export const BUSINESS_CONNECTION_CHECKS_PER_ADDRESS = 30;
export const SIGNUPS_PER_ADDRESS = 5;
export const SIGNUP_RESENDS_PER_ADDRESS = 5;
