import { z } from '../zod';
import { messages } from '../i18n/messages';
import { tonnesToKg } from '../units/units';
import { HARVEST_STATUSES, MOVEMENT_CREATE_STATUSES } from './inventory-kinds';
import { moisturePercentSchema } from './moisture';
import { harvestYearSchema, movementSchema } from './inventory-schemas';
import { QUANTITY_MAX_KG } from './movement-rules';

/**
 * Harvest plans (spec platform §4 "harvest: in progress, complete"; trading-logistics §5): one field, one crop,
 * one harvest year. Its loads are intake movements from the field into a store; what has been harvested is the
 * sum of its complete loads, set against what the field's area and the expected yield promise.
 */

/**
 * The tonnage a field should give, in whole kg: area (ha) x expected yield (t/ha). Null when either is unknown,
 * so a plan without an expected yield shows no target rather than a target of nothing.
 */
export function harvestExpectedKg(areaHa: number | null, yieldTonnesPerHectare: number | null): number | null {
  if (areaHa === null || yieldTonnesPerHectare === null) return null;
  return tonnesToKg(areaHa * yieldTonnesPerHectare);
}

/**
 * How far the harvest has come, in per cent of what was expected (0 to 100 for a progress bar; a harvest that
 * beat its estimate reads 100). Null when nothing was expected.
 */
export function harvestProgressPercent(actualKg: number, expectedKg: number | null): number | null {
  if (expectedKg === null || expectedKg <= 0) return null;
  return Math.min(100, Math.max(0, Math.round((actualKg / expectedKg) * 100)));
}

/** Spec §5 (trading-logistics): loads are added to a harvest while it is in progress; a complete one is closed. */
export function harvestOpenIssue(status: (typeof HARVEST_STATUSES)[number]): string | null {
  return status === 'complete' ? messages.inventory.harvestComplete : null;
}

const expectedYield = z.number().min(0).max(100);

/** POST /api/inventory/harvest-plans: a field (of the caller's), the crop and year; t/ha defaults to the field's. */
export const harvestPlanCreateSchema = z.strictObject({
  fieldId: z.uuid(),
  commodityId: z.string().trim().min(1).max(60),
  harvestYear: harvestYearSchema,
  expectedYieldTonnesPerHectare: expectedYield.nullable().optional(),
});
export type HarvestPlanCreate = z.infer<typeof harvestPlanCreateSchema>;

/** PATCH /api/inventory/harvest-plans/{id}: the estimate may change; the field, crop and year are fixed. */
export const harvestPlanPatchSchema = z.strictObject({
  expectedYieldTonnesPerHectare: expectedYield.nullable(),
});
export type HarvestPlanPatch = z.infer<typeof harvestPlanPatchSchema>;

/**
 * POST /api/inventory/harvest-plans/{id}/loads: a load from the plan's field into a store. The crop defaults to
 * the plan's; a load of another crop is refused ('Loads added to a harvest must be of the same crop').
 */
export const harvestLoadCreateSchema = z.strictObject({
  destinationStorageId: z.uuid(),
  quantityKg: z.number().int().min(1).max(QUANTITY_MAX_KG),
  startDate: z.iso.date(),
  commodityId: z.string().trim().min(1).max(60).optional(),
  commodityItemId: z.string().trim().min(1).max(80).nullable().optional(),
  variety: z.string().trim().max(100).nullable().optional(),
  status: z.enum(MOVEMENT_CREATE_STATUSES).default('complete'),
  moisturePercent: moisturePercentSchema.nullable().optional(),
  reference: z.string().trim().max(100).nullable().optional(),
  weighbridgeFileId: z.uuid().nullable().optional(),
  sampleFileId: z.uuid().nullable().optional(),
});
export type HarvestLoadCreate = z.infer<typeof harvestLoadCreateSchema>;

export const harvestPlanSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  businessUnitId: z.uuid(),
  businessUnitName: z.string(),
  fieldId: z.uuid(),
  fieldName: z.string(),
  /** The field's area now, in hectares. */
  areaHa: z.number().nullable(),
  commodityId: z.string(),
  harvestYear: z.number().int(),
  expectedYieldTonnesPerHectare: z.number().nullable(),
  /** Area x expected yield, in kg; null without an expected yield. */
  expectedKg: z.number().nullable(),
  /** The sum of its complete loads, in kg. */
  actualKg: z.number(),
  loadCount: z.number().int(),
  status: z.enum(HARVEST_STATUSES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type HarvestPlan = z.infer<typeof harvestPlanSchema>;

/** One plan with its loads, newest first (GET /api/inventory/harvest-plans/{id}). */
export const harvestPlanDetailSchema = harvestPlanSchema.extend({ loads: z.array(movementSchema) });
export type HarvestPlanDetail = z.infer<typeof harvestPlanDetailSchema>;
