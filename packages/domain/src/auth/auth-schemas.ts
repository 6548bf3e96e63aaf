import { z } from '../zod';
import { profileSchema } from '../accounts/profile';
import { messages } from '../i18n/messages';
import { PROFILE_KV_KEYS } from './auth-constants';
import { confirmMatches, passwordSchema, resetCodeSchema, strictPasswordSchema } from './password-rules';

/** Usernames are email addresses; compared trimmed and lower-case. */
export const usernameSchema = z.string().trim().toLowerCase().min(1).max(320);

export const loginRequestSchema = z.object({
  username: usernameSchema,
  password: z.string().min(1).max(1024),
  /** Sent on a second attempt when the first answered that a new password is needed. */
  newPassword: passwordSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const authTokensSchema = z.object({
  access: z.string(),
  id: z.string(),
  refresh: z.string(),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

export const loginResponseSchema = z.object({
  tokens: authTokensSchema,
  profiles: z.array(profileSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const tokensResponseSchema = z.object({ tokens: authTokensSchema });

export const forgottenPasswordRequestSchema = z.object({ username: usernameSchema });

export const resetPasswordRequestSchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    passwordConfirm: z.string().min(1),
    confirmationCode: resetCodeSchema,
  })
  .superRefine(confirmMatches('password', 'passwordConfirm'));
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    oldPassword: z.string().min(1),
    newPassword: strictPasswordSchema,
    newPasswordConfirm: z.string().min(1),
  })
  .superRefine(confirmMatches('newPassword', 'newPasswordConfirm'));
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const changeMarketplacePasswordRequestSchema = z
  .object({
    email: usernameSchema.pipe(z.email()),
    oldPassword: z.string().min(1),
    newPassword: passwordSchema,
    confirmNewPassword: z.string().min(1),
  })
  .superRefine(confirmMatches('newPassword', 'confirmNewPassword'));

export const sendMagicLinkRequestSchema = z.object({ email: usernameSchema.pipe(z.email()) });

export const tokenRequestSchema = z.object({ token: z.string().min(1).max(512) });

const profileKvKeySchema = z.enum(PROFILE_KV_KEYS, { error: messages.auth.unknownKvKey });

const profileKvEntrySchema = z.object({
  key: profileKvKeySchema,
  value: z.string().max(500),
});
export const profileKvSchema = z.object({ kv: z.array(profileKvEntrySchema) });
export type ProfileKv = z.infer<typeof profileKvSchema>;
export const profileKvDeleteSchema = z.object({ keys: z.array(profileKvKeySchema).min(1) });

/** What starting an impersonation returns; the client keeps it and sends the token as X-Impersonation-Token. */
export const impersonationSchema = z.object({
  id: z.uuid(),
  token: z.string(),
  /** The organisation's name, or the user's name when a user is impersonated. */
  name: z.string(),
  countryISO: z.string(),
  organisationId: z.uuid(),
  userId: z.uuid().nullable(),
  expiresAt: z.iso.datetime(),
});
export type Impersonation = z.infer<typeof impersonationSchema>;
