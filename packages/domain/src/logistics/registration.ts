import { z } from '../zod';
import { messages } from '../i18n/messages';

/** Upper case with no spaces: the register's form, so AB12 CDE and ab12cde are one vehicle. */
export const normaliseRegistration = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();

/**
 * A plausible UK registration once normalised: 2 to 7 letters and digits with at least one of each. It covers every
 * series (current AB12CDE, prefix A123BCD, suffix ABC123D, dateless 1ABC, Northern Ireland ABZ1234) without claiming
 * to know which marks the register has issued: the lookup does that.
 */
export function isRegistration(value: string): boolean {
  return /^[A-Z0-9]{2,7}$/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);
}

export const registrationSchema = z
  .string()
  .max(20, messages.logistics.registrationInvalid)
  .overwrite(normaliseRegistration)
  .refine(isRegistration, messages.logistics.registrationInvalid);
