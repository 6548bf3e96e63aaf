import { z } from '../zod';
import { messages } from '../i18n/messages';

const v = messages.validation;

/** Spec platform §5 and §9. */
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 99;
const RESET_CODE_MIN_LENGTH = 6;

const hasUpper = (value: string) => /\p{Lu}/u.test(value);
const hasLower = (value: string) => /\p{Ll}/u.test(value);
const hasDigit = (value: string) => /\d/.test(value);
const hasSpecial = (value: string) => /[^\p{L}\p{N}\s]/u.test(value);
const hasSpace = (value: string) => /\s/.test(value);

/** Reset and signup rule: at least 8 characters, one uppercase letter, one digit. */
export function meetsPasswordRule(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && hasUpper(value) && hasDigit(value);
}

type StrictPasswordRule = 'length' | 'noSpaces' | 'lower' | 'upper' | 'digit' | 'special';

const strictRuleMessages: Record<StrictPasswordRule, string> = {
  length: v.passwordLength,
  noSpaces: v.passwordNoSpaces,
  lower: v.passwordLower,
  upper: v.passwordUpper,
  digit: v.passwordDigit,
  special: v.passwordSpecial,
};

/**
 * The change-password rule, one entry per requirement so a form can tick them off as the
 * user types; the order is the order the form lists them.
 */
export function strictPasswordChecks(value: string): { rule: StrictPasswordRule; met: boolean; message: string }[] {
  const met: Record<StrictPasswordRule, boolean> = {
    length: value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH,
    noSpaces: value.length > 0 && !hasSpace(value),
    lower: hasLower(value),
    upper: hasUpper(value),
    digit: hasDigit(value),
    special: hasSpecial(value),
  };
  return (Object.keys(strictRuleMessages) as StrictPasswordRule[]).map((rule) => ({
    rule,
    met: met[rule],
    message: strictRuleMessages[rule],
  }));
}

/** Password chosen at signup, reset or first sign-in. */
export const passwordSchema = z
  .string()
  .min(1, v.required)
  .refine((value) => value === '' || meetsPasswordRule(value), v.passwordRules);

/** Password chosen on the change-password form; the message names the first rule it misses. */
export const strictPasswordSchema = z
  .string()
  .min(1, v.required)
  .superRefine((value, context) => {
    if (value === '') return;
    const missed = strictPasswordChecks(value).find((check) => !check.met);
    if (missed) context.addIssue({ code: 'custom', message: missed.message });
  });

export const resetCodeSchema = z.string().trim().min(1, v.required).min(RESET_CODE_MIN_LENGTH);

/** Adds 'Passwords do not match' on the confirm field when the two differ. */
export function confirmMatches<T extends Record<string, unknown>>(
  password: keyof T & string,
  confirm: keyof T & string,
) {
  return (value: T, context: z.RefinementCtx) => {
    if (value[confirm] !== value[password]) {
      context.addIssue({ code: 'custom', path: [confirm], message: v.passwordsDoNotMatch });
    }
  };
}
