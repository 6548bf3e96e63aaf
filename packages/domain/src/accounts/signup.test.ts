import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import { acceptInviteRequestSchema } from './invites';
import { SIGNUP_MODULES, signupRequestSchema } from './signup';

const valid = {
  organisationName: 'Manor Farm',
  countryISO: 'GB',
  businessType: 'seller',
  givenName: 'Ann',
  familyName: 'Hart',
  email: ' Ann@Manor.Farm ',
  password: 'Harvest2026!',
  passwordConfirm: 'Harvest2026!',
  acceptTerms: true,
};

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('signup', () => {
  it('accepts a complete form and keeps the email lower-case', () => {
    const parsed = signupRequestSchema.parse(valid);
    expect(parsed.email).toBe('ann@manor.farm');
    expect(parsed.marketingOptIn).toBe(false);
  });

  it("needs the terms accepted: 'Please accept the terms and conditions to continue'", () => {
    expect(messagesOf(signupRequestSchema.safeParse({ ...valid, acceptTerms: false }))).toEqual({
      acceptTerms: messages.accounts.termsRequired,
    });
  });

  it('uses the signup password rule and the confirm match', () => {
    expect(
      messagesOf(signupRequestSchema.safeParse({ ...valid, password: 'harvest', passwordConfirm: 'other' })),
    ).toEqual({
      password: messages.validation.passwordRules,
      passwordConfirm: messages.validation.passwordsDoNotMatch,
    });
  });

  it('gives a selling farm inventory and trading, a buyer the buyers module, a haulier none', () => {
    expect(SIGNUP_MODULES.seller).toEqual(['inventory:core', 'trading:core']);
    expect(SIGNUP_MODULES.buyer).toEqual(['trading:buyers']);
    expect(SIGNUP_MODULES.carrier).toEqual([]);
  });
});

describe('accepting an invite', () => {
  it('needs only the token for an existing user, and a matching rule-abiding password for a new one', () => {
    expect(acceptInviteRequestSchema.safeParse({ token: 't' }).success).toBe(true);
    expect(messagesOf(acceptInviteRequestSchema.safeParse({ token: 't', password: 'Harvest2026!' }))).toEqual({
      passwordConfirm: messages.validation.passwordsDoNotMatch,
    });
  });
});
