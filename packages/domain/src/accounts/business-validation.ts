import { z } from '../zod';
import { messages } from '../i18n/messages';

/**
 * Spec platform §5: a company number is an optional register prefix (LP, OC, NC, NI, NL, SC,
 * SL, SO, R0) or two digits, then six digits.
 */
const COMPANY_NUMBER_PATTERN = /^(?:LP|OC|NC|NI|NL|SC|SL|SO|R0|\d{2})?\d{6}$/;

/** Spec platform §5: a sort code is NN-NN-NN. */
const SORT_CODE_PATTERN = /^\d{2}-\d{2}-\d{2}$/;

/** Spec platform §5: per-country digits of a bank account number; other countries are not checked. */
export const ACCOUNT_NUMBER_DIGITS: Readonly<Record<string, number>> = { GB: 8, ZA: 12, US: 8, IE: 8 };

/** Spec platform §5: per-country digits of a tax id. */
const TAX_ID_DIGITS: Readonly<Record<string, number>> = { GB: 9, ZA: 10, US: 9, IE: 9 };

/** Spec platform §5: how a phone number is written per country; 0 stands for a digit. */
export const PHONE_MASKS: Readonly<Record<string, string>> = {
  US: '(000)000-0000',
  GB: '00000 000000',
  ZA: '000-0000000',
  IE: '000 000 0000',
  FR: '00 00 00 00 00',
  DE: '00000 0000000',
};

/** Upper-cases and drops spaces, so 'sc 123456' is read as the SC123456 it means. */
const normaliseCompanyNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export const companyNumberSchema = z
  .string()
  .trim()
  .transform(normaliseCompanyNumber)
  .refine((value) => COMPANY_NUMBER_PATTERN.test(value), messages.validation.companyNumber);

export const sortCodeSchema = z.string().trim().regex(SORT_CODE_PATTERN, messages.validation.sortCode);

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Numbers only, and as many digits as the country wants where the spec names a count. */
export function accountNumberIssue(countryIso: string, value: string): string | null {
  const digits = ACCOUNT_NUMBER_DIGITS[countryIso];
  if (!/^\d+$/.test(value)) return messages.validation.numeric;
  return digits !== undefined && value.length !== digits
    ? formatDigits(messages.validation.accountNumberDigits, digits)
    : null;
}

export function taxIdIssue(countryIso: string, value: string): string | null {
  const digits = TAX_ID_DIGITS[countryIso];
  if (digits === undefined) return null;
  return digitsOnly(value).length === digits && /^[\d\s-]+$/.test(value)
    ? null
    : formatDigits(messages.validation.taxIdDigits, digits);
}

function formatDigits(template: string, digits: number): string {
  return template.replace('{{digits}}', String(digits));
}

/** The national number formatted by the country's mask, or null when its digits do not fit it. */
export function applyPhoneMask(countryIso: string, value: string): string | null {
  const mask = PHONE_MASKS[countryIso];
  const digits = digitsOnly(value);
  if (!mask) return digits.length >= 6 && digits.length <= 15 ? digits : null;
  const slots = mask.replace(/[^0]/g, '').length;
  if (digits.length !== slots) return null;
  let next = 0;
  return mask.replace(/0/g, () => digits[next++] ?? '');
}

/** Spec platform §5: a telephone needs its calling code and a number that fits the country's mask. */
export function phoneIssue(countryIso: string, phone: { callingCode: string; number: string }): string | null {
  if (!/^\+\d{1,4}$/.test(phone.callingCode.trim())) return messages.validation.contactNumber;
  return applyPhoneMask(countryIso, phone.number) === null ? messages.validation.contactNumber : null;
}
