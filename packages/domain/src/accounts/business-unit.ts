import { z } from '../zod';
import { messages } from '../i18n/messages';
import { unitLocationSchema } from '../geo/places';
import { addressSchema } from './address';
import { companyNumberSchema, phoneIssue, taxIdIssue } from './business-validation';
import type { FieldIssue } from './organisation-details';
import { telephoneSchema } from './profile';
import { ASSURANCE_STATUSES, membershipNumberIssue } from '../inventory/assurance';

/** Spec platform §3: farms and stores are units people work at; regions group them (location groups). */
export const BUSINESS_UNIT_TYPES = ['farm', 'store', 'region'] as const;
export type BusinessUnitType = (typeof BUSINESS_UNIT_TYPES)[number];

/** The unit types a business unit selector offers (spec §3) and must include one of (§5). */
const SELECTABLE_UNIT_TYPES: readonly BusinessUnitType[] = ['farm', 'store'];

/** Assurance schemes a farm may belong to: Red Tractor, the Scottish scheme (F123456), or another. */
export const ASSURANCE_SCHEMES = ['red-tractor', 'scottish', 'other'] as const;

/** The farm details modal: holding number, assurance scheme membership and its status (Valid or Grace). */
export const farmDetailsSchema = z
  .object({
    holdingNumber: z.string().trim().max(30).optional(),
    assuranceScheme: z.enum(ASSURANCE_SCHEMES).optional(),
    membershipNumber: z.string().trim().max(30).optional(),
    assuranceStatus: z.enum(ASSURANCE_STATUSES).optional(),
    /** The membership's last valid day: a listing counts the farm assured until then (farm-assurance.ts). */
    assuranceValidUntil: z.iso.date().optional(),
  })
  .superRefine((value, context) => {
    const issue = membershipNumberIssue(value.assuranceScheme, value.membershipNumber);
    if (issue) context.addIssue({ code: 'custom', path: ['membershipNumber'], message: issue });
  });
export type FarmDetails = z.infer<typeof farmDetailsSchema>;

const unitFields = {
  name: z.string().trim().min(1, messages.validation.required).max(200),
  companyNumber: companyNumberSchema.nullable().optional(),
  taxId: z.string().trim().max(30).nullable().optional(),
  email: z.email().nullable().optional(),
  phone: telephoneSchema.nullable().optional(),
  address: addressSchema.nullable().optional(),
  farmDetails: farmDetailsSchema.nullable().optional(),
  location: unitLocationSchema.nullable().optional(),
};

/** POST /customers/business-units. */
export const businessUnitCreateSchema = z.strictObject({ ...unitFields, type: z.enum(BUSINESS_UNIT_TYPES) });
export type BusinessUnitCreate = z.infer<typeof businessUnitCreateSchema>;

/**
 * PATCH /customers/business-units/{id}: anything but the type, which is fixed once created (§5).
 * The type is named (rather than refused as an unknown key) so that sending it says why.
 */
export const businessUnitPatchSchema = z
  .strictObject({ ...unitFields, type: z.never({ error: messages.accounts.businessUnitTypeFixed }) })
  .partial();
export type BusinessUnitPatch = z.infer<typeof businessUnitPatchSchema>;

/** GET /customers/business-units/{id} and GET /customers/business/{id}. */
export const businessUnitSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  name: z.string(),
  type: z.enum(BUSINESS_UNIT_TYPES),
  companyNumber: z.string().nullable(),
  taxId: z.string().nullable(),
  email: z.string().nullable(),
  phone: telephoneSchema.nullable(),
  address: addressSchema.nullable(),
  farmDetails: farmDetailsSchema.nullable(),
  location: unitLocationSchema.nullable(),
});
export type BusinessUnit = z.infer<typeof businessUnitSchema>;

/** GET /customers/business-units/{id}/summary: what refers to the unit, so the screen can say why it stays. */
export const businessUnitSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(BUSINESS_UNIT_TYPES),
  /** Team members limited to this unit. */
  members: z.number().int(),
  /** Records of other modules (crops, listings) that link to the unit, by kind. */
  links: z.record(z.string(), z.number().int()),
  deletable: z.boolean(),
});
export type BusinessUnitSummary = z.infer<typeof businessUnitSummarySchema>;

/** Spec platform §5 per-country overrides for a unit, by its organisation's country: tax id digits, phone mask. */
export function businessUnitIssues(countryIso: string, unit: Pick<BusinessUnitPatch, 'taxId' | 'phone'>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const tax = unit.taxId ? taxIdIssue(countryIso, unit.taxId) : null;
  if (tax) issues.push({ field: 'taxId', message: tax });
  const phone = unit.phone ? phoneIssue(countryIso, unit.phone) : null;
  if (phone) issues.push({ field: 'phone', message: phone });
  return issues;
}

/** Spec platform §5: a selection of business units must include a farm or store. */
export function includesFarmOrStore(units: readonly { type: BusinessUnitType }[]): boolean {
  return units.some((unit) => SELECTABLE_UNIT_TYPES.includes(unit.type));
}
