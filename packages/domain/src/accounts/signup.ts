import { z } from '../zod';
import { usernameSchema } from '../auth/auth-schemas';
import { confirmMatches, passwordSchema } from '../auth/password-rules';
import { messages } from '../i18n/messages';
import { telephoneSchema } from './profile';

/** Who a new business is: a farm that sells, a merchant that buys, or a haulier. Sets its first modules. */
export const SIGNUP_BUSINESS_TYPES = ['seller', 'buyer', 'carrier'] as const;
export type SignupBusinessType = (typeof SIGNUP_BUSINESS_TYPES)[number];

export const SIGNUP_MODULES: Record<SignupBusinessType, readonly string[]> = {
  seller: ['inventory:core', 'trading:core'],
  buyer: ['trading:buyers'],
  carrier: [],
};

/** Countries a business can register in (spec: default GB; per-country rules exist for these). */
export const SIGNUP_COUNTRIES = ['GB', 'IE', 'US', 'ZA'] as const;

const nameSchema = z.string().trim().min(1).max(100);

/** POST /customers/signup: a new business with its first user, the owner. */
export const signupRequestSchema = z
  .object({
    organisationName: z.string().trim().min(2).max(200),
    countryISO: z.enum(SIGNUP_COUNTRIES),
    businessType: z.enum(SIGNUP_BUSINESS_TYPES),
    givenName: nameSchema,
    familyName: nameSchema,
    email: usernameSchema.pipe(z.email()),
    phone: telephoneSchema.nullable().optional(),
    password: passwordSchema,
    passwordConfirm: z.string().min(1),
    acceptTerms: z.boolean().refine((value) => value, messages.accounts.termsRequired),
    marketingOptIn: z.boolean().default(false),
  })
  .superRefine(confirmMatches('password', 'passwordConfirm'));
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** The email-registration response (platform §3): the account waits for its email to be confirmed. */
export const signupResponseSchema = z.object({
  status: z.enum(['pending-confirmation', 'active']),
  organisation: z.object({ id: z.uuid(), name: z.string() }),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** GET /customers/business-connections/exists: lets the signup form warn before the user goes on. */
export const businessConnectionQuerySchema = z.object({
  email: usernameSchema.pipe(z.email()).optional(),
  name: z.string().trim().min(1).max(200).optional(),
  countryISO: z.string().length(2).optional(),
});
export const businessConnectionExistsSchema = z.object({
  email: z.boolean(),
  organisation: z.boolean(),
});
export type BusinessConnectionExists = z.infer<typeof businessConnectionExistsSchema>;
