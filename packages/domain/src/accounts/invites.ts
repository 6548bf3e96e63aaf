import { z } from '../zod';
import { usernameSchema } from '../auth/auth-schemas';
import { confirmMatches, passwordSchema } from '../auth/password-rules';

/** Spec platform §4: an invite is pending, sent or re-sent; it ends accepted or cancelled. */
export const INVITE_STATUSES = ['pending', 'sent', 're-sent', 'accepted', 'cancelled'] as const;

/** How long an emailed invitation link works. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** POST /customers/invite: a team member with their groups and access (platform §6). */
export const inviteRequestSchema = z.object({
  email: usernameSchema.pipe(z.email()),
  givenName: z.string().trim().min(1).max(100),
  familyName: z.string().trim().min(1).max(100),
  groups: z.array(z.string().min(1).max(100)).default([]),
  access: z.record(z.string(), z.enum(['read', 'write'])).default({}),
  /** No business units means access to all of the organisation's (platform §6). */
  businessUnitIds: z.array(z.uuid()).default([]),
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;

export const inviteSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  status: z.enum(INVITE_STATUSES),
  groups: z.array(z.string()),
  invitedBy: z.string(),
  sentAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** What the business-invite page shows before the person accepts. */
export const inviteLookupSchema = z.object({
  organisationName: z.string(),
  email: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  invitedBy: z.string(),
  /** An existing user accepts with the token alone; a new one also chooses a password. */
  needsPassword: z.boolean(),
});
export type InviteLookup = z.infer<typeof inviteLookupSchema>;

export const inviteTokenRequestSchema = z.object({ token: z.string().min(1).max(512) });

export const acceptInviteRequestSchema = z
  .object({
    token: z.string().min(1).max(512),
    password: passwordSchema.optional(),
    passwordConfirm: z.string().optional(),
  })
  .superRefine((value, context) => {
    if (value.password !== undefined) confirmMatches('password', 'passwordConfirm')(value, context);
  });
export type AcceptInviteRequest = z.infer<typeof acceptInviteRequestSchema>;
