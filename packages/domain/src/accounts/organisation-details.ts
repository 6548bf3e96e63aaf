import { z } from '../zod';
import { messages } from '../i18n/messages';
import { addressSchema } from './address';
import { accountNumberIssue, companyNumberSchema, phoneIssue, sortCodeSchema, taxIdIssue } from './business-validation';
import { MODULES } from './permissions';
import { telephoneSchema } from './profile';

const optionalText = (max: number) => z.string().trim().max(max).optional();
const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, messages.validation.colour);

/** Spec platform §3: an organisation's bank details. */
const bankDetailsSchema = z.object({
  accountHolderName: z.string().trim().min(1, messages.validation.required).max(200),
  nickname: optionalText(100),
  accountNumber: z.string().trim().min(1, messages.validation.required).max(34),
  sortCode: sortCodeSchema.optional(),
  // overwrite, not transform: it stays a string both ways, so a reply carrying a stored IBAN can be written.
  iban: z
    .string()
    .trim()
    .overwrite((value) => value.replace(/\s+/g, '').toUpperCase())
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, messages.validation.invalid)
    .optional(),
  bic: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, messages.validation.invalid)
    .optional(),
  bankName: optionalText(200),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** Spec platform §3: branding; logo and favicon are file URLs from the files module. */
const brandingSchema = z.object({
  logoUrl: z.string().trim().max(2000).optional(),
  faviconUrl: z.string().trim().max(2000).optional(),
  primaryColour: colourSchema.optional(),
  secondaryColour: colourSchema.optional(),
});
export type Branding = z.infer<typeof brandingSchema>;

/** Spec platform §3: invoice settings. */
const invoiceSettingsSchema = z.object({
  taxNumber: optionalText(30),
  salesTaxLabel: optionalText(30),
  salesTaxPercentage: z
    .number()
    .min(0, messages.validation.percentage)
    .max(100, messages.validation.percentage)
    .optional(),
  invoicePrefix: z
    .string()
    .trim()
    .max(10)
    .regex(/^[A-Za-z0-9-]*$/, messages.validation.invalid)
    .optional(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

/** GET /customers/organisations/byid and /carrier: what anyone signed in may know of another business. */
export const organisationRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  countryISO: z.string(),
  vetted: z.boolean(),
});
export type OrganisationRef = z.infer<typeof organisationRefSchema>;

/** GET /customers/organisations/{id}: the business as its settings screens show it. */
export const organisationDetailsSchema = organisationRefSchema.extend({
  modules: z.array(z.object({ id: z.string() })),
  companyNumber: z.string().nullable(),
  email: z.string().nullable(),
  phone: telephoneSchema.nullable(),
  address: addressSchema.nullable(),
  bankDetails: bankDetailsSchema.nullable(),
  branding: brandingSchema.nullable(),
  invoiceSettings: invoiceSettingsSchema.nullable(),
  advancePay: z.boolean(),
  owner: z.object({ userId: z.uuid(), name: z.string(), email: z.string() }).nullable(),
});
export type OrganisationDetails = z.infer<typeof organisationDetailsSchema>;

/**
 * PATCH /customers/organisations/{id}: any section may be sent alone; null clears it. The
 * per-country rules need the organisation's country, so they are checked by
 * organisationPatchIssues beside the schema, by the form and by the API alike.
 */
export const organisationPatchSchema = z.strictObject({
  name: z.string().trim().min(2).max(200).optional(),
  companyNumber: companyNumberSchema.nullable().optional(),
  email: z.email().nullable().optional(),
  phone: telephoneSchema.nullable().optional(),
  address: addressSchema.nullable().optional(),
  bankDetails: bankDetailsSchema.nullable().optional(),
  branding: brandingSchema.nullable().optional(),
  invoiceSettings: invoiceSettingsSchema.nullable().optional(),
  /** System administrators only: vet the business, or set its modules (granting an unlock request). */
  vetted: z.boolean().optional(),
  modules: z.array(z.enum(MODULES)).optional(),
});
export type OrganisationPatch = z.infer<typeof organisationPatchSchema>;

export interface FieldIssue {
  field: string;
  message: string;
}

/** Spec platform §5 per-country overrides: account number and tax id digits, phone masks. */
export function organisationPatchIssues(countryIso: string, patch: OrganisationPatch): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const accountIssue = patch.bankDetails && accountNumberIssue(countryIso, patch.bankDetails.accountNumber);
  if (accountIssue) issues.push({ field: 'bankDetails.accountNumber', message: accountIssue });
  const taxNumber = patch.invoiceSettings?.taxNumber;
  const taxIssue = taxNumber ? taxIdIssue(countryIso, taxNumber) : null;
  if (taxIssue) issues.push({ field: 'invoiceSettings.taxNumber', message: taxIssue });
  const phone = patch.phone && phoneIssue(countryIso, patch.phone);
  if (phone) issues.push({ field: 'phone', message: phone });
  return issues;
}

/** PATCH /customers/organisations/{id}/advance-pay. */
export const advancePayToggleSchema = z.object({ enabled: z.boolean() });

export const organisationIdsQuerySchema = z.object({
  ids: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid()).min(1).max(100)),
});

/** PATCH /customers/organisations/owner: hand the business to another member. */
export const ownerChangeSchema = z.object({ userId: z.uuid() });
