import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import { messages } from '../i18n/messages';
import {
  confirmMatches,
  meetsPasswordRule,
  passwordSchema,
  resetCodeSchema,
  strictPasswordChecks,
  strictPasswordSchema,
} from './password-rules';

const firstMessage = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues[0]?.message;

describe('password rule (reset and signup: min 8 characters, one uppercase, one digit)', () => {
  it.each([
    ['Harvest2026!', true],
    ['Abcdefg1', true],
    ['Abcdef1', false],
    ['abcdefg1', false],
    ['Abcdefgh', false],
  ])('%s -> %s', (value, ok) => {
    expect(meetsPasswordRule(value)).toBe(ok);
    expect(passwordSchema.safeParse(value).success).toBe(ok);
  });

  it('says what is needed', () => {
    expect(firstMessage(passwordSchema.safeParse('short'))).toBe(messages.validation.passwordRules);
    expect(firstMessage(passwordSchema.safeParse(''))).toBe(messages.validation.required);
  });

  it('accepts any string of 8+ characters with an uppercase letter and a digit', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6 }), (rest) => {
        expect(meetsPasswordRule(`A1${rest}`)).toBe(`A1${rest}`.length >= 8);
      }),
    );
  });
});

describe('change-password rule (8 to 99 characters, no spaces, lower, upper, digit, special)', () => {
  it('accepts a password meeting all of them', () => {
    expect(strictPasswordSchema.safeParse('Harvest2026!').success).toBe(true);
    expect(strictPasswordChecks('Harvest2026!').every((check) => check.met)).toBe(true);
  });

  it.each([
    ['Hv2!', messages.validation.passwordLength],
    [`Harvest2026!${'a'.repeat(88)}`, messages.validation.passwordLength],
    ['Harvest 2026!', messages.validation.passwordNoSpaces],
    ['HARVEST2026!', messages.validation.passwordLower],
    ['harvest2026!', messages.validation.passwordUpper],
    ['Harvesting!', messages.validation.passwordDigit],
    ['Harvest2026', messages.validation.passwordSpecial],
  ])('%s fails with its rule', (value, message) => {
    expect(firstMessage(strictPasswordSchema.safeParse(value))).toBe(message);
  });

  it('is never weaker than the reset rule', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (value) => {
        if (strictPasswordSchema.safeParse(value).success) expect(meetsPasswordRule(value)).toBe(true);
      }),
    );
  });
});

describe('reset code (required, min 6) and confirm match', () => {
  it('needs 6 characters', () => {
    expect(resetCodeSchema.safeParse('12345').success).toBe(false);
    expect(resetCodeSchema.safeParse(' 123456 ').success).toBe(true);
  });

  it("says 'Passwords do not match' on the confirm field", () => {
    const schema = z
      .object({ password: z.string(), passwordConfirm: z.string() })
      .superRefine(confirmMatches('password', 'passwordConfirm'));
    const result = schema.safeParse({ password: 'Harvest2026!', passwordConfirm: 'Harvest2027!' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['passwordConfirm'],
      message: messages.validation.passwordsDoNotMatch,
    });
  });
});
