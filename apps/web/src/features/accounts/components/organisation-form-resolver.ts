import { applyPhoneMask, phoneIssue, type Address, type FieldIssue, type Telephone } from '@harvest/domain';
import { textFields } from '../../../lib/forms/text-fields';

/** A text field as the API wants it: trimmed, and left out when empty. */
export function optionalText(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Empty means cleared (null). */
export function nullableText(value: string | undefined): string | null {
  return optionalText(value) ?? null;
}

export interface PhoneFields {
  callingCode: string;
  number: string;
}

export function phoneFields(phone: Telephone | null | undefined): PhoneFields {
  return { callingCode: phone?.callingCode ?? '', number: phone?.number ?? '' };
}

/** No number means no phone; otherwise both parts go, for the domain to check. */
export function toPhone(fields: PhoneFields): Telephone | null {
  const number = fields.number.trim();
  return number ? { callingCode: fields.callingCode.trim(), number } : null;
}

export interface AddressFields {
  buildingNumber: string;
  buildingName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postcode: string;
}

export function addressFields(address: Address | null | undefined): AddressFields {
  return textFields(address, ADDRESS_KEYS);
}

/** Nothing filled in means no address; anything filled in needs a first line (spec platform §5). */
export function toAddress(fields: AddressFields): Address | null {
  if (Object.values(fields).every((value) => !value.trim())) return null;
  return {
    buildingNumber: optionalText(fields.buildingNumber),
    buildingName: optionalText(fields.buildingName),
    line1: fields.line1.trim(),
    line2: optionalText(fields.line2),
    city: optionalText(fields.city),
    region: optionalText(fields.region),
    postcode: optionalText(fields.postcode),
  };
}

/** How to reach a business or one of its units, as the form holds it. */
export interface ContactFields {
  email: string;
  phone: PhoneFields;
  address: AddressFields;
}

export function contactFields(
  contact: { email: string | null; phone: Telephone | null; address: Address | null } | null,
): ContactFields {
  return { email: contact?.email ?? '', phone: phoneFields(contact?.phone), address: addressFields(contact?.address) };
}

/** Empty parts are cleared (null). */
export function toContact(fields: ContactFields): {
  email: string | null;
  phone: Telephone | null;
  address: Address | null;
} {
  return { email: nullableText(fields.email), phone: toPhone(fields.phone), address: toAddress(fields.address) };
}

/** The contact fields the API's validation may point at. */
export const CONTACT_API_FIELDS = ['email', 'phone.number', 'address.line1'] as const;

/** A body's telephone checked against the country's mask, for `domainResolver`'s extra issues. */
export const phoneIssues =
  (countryIso: string) =>
  (body: { phone?: Telephone | null }): FieldIssue[] => {
    const issue = body.phone ? phoneIssue(countryIso, body.phone) : null;
    return issue ? [{ field: 'phone', message: issue }] : [];
  };

/** A telephone issue (per-country mask) belongs under the number the person typed. */
export const phoneIssueField = (field: string) => (field === 'phone' ? 'phone.number' : field);

/** A telephone as people read it: the calling code, then the number in the country's mask where it fits. */
export function formatTelephone(countryIso: string, phone: Telephone): string {
  return `${phone.callingCode} ${applyPhoneMask(countryIso, phone.number) ?? phone.number}`;
}

export const PHONE_KEYS = ['callingCode', 'number'] as const;
export const ADDRESS_KEYS = ['buildingNumber', 'buildingName', 'line1', 'line2', 'city', 'region', 'postcode'] as const;

/** The messages of a group of fields (an address, a phone), as the field components take them. */
export function messagesOf<K extends string>(
  keys: readonly K[],
  errors: Partial<Record<NoInfer<K>, { message?: string } | undefined>> | undefined,
): Partial<Record<K, string>> {
  const result: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const message = errors?.[key]?.message;
    if (message) result[key] = message;
  }
  return result;
}
