import { z } from '../zod';
import { netWeightIssue } from '../contracts/delivery-rules';
import { QUANTITY_MAX_KG } from '../inventory/movement-rules';
import { LOAD_STATUSES } from './load-states';
import { availableLoadsIssue, loadNetIssue } from './load-rules';

/**
 * What a load is written with and read as (trading-logistics §3 Load). Weights are whole kilograms: the web app
 * converts the person's unit (tonnes, pounds, bushels) to kilograms at the form, as every weight field does.
 */

const positiveKg = z.int().min(1).max(QUANTITY_MAX_KG);
const weighedKg = z.int().min(0).max(QUANTITY_MAX_KG);
const isoDate = z.iso.date();

export const LOAD_REFERENCE_MAX = 40;
export const LOAD_NOTES_MAX = 1000;

const loadFields = {
  /** Left out, the load is numbered LD-001000 upwards; unique within the organisation. */
  reference: z.string().trim().min(1).max(LOAD_REFERENCE_MAX),
  jobId: z.uuid().nullable(),
  /** A crop of the reference catalogue (checked by the API against it). */
  commodityId: z.string().trim().min(1).max(80).nullable(),
  plannedDate: isoDate.nullable(),
  weightKg: positiveKg,
  fullWeightKg: weighedKg.nullable(),
  emptyWeightKg: weighedKg.nullable(),
  sampleFileId: z.uuid().nullable(),
  weighbridgeFileId: z.uuid().nullable(),
  /** Inventory's harvest plan and the load (movement) on it this load hauls, when it came in from a field. */
  harvestPlanId: z.uuid().nullable(),
  harvestLoadId: z.uuid().nullable(),
  notes: z.string().trim().max(LOAD_NOTES_MAX).nullable(),
};

function weighingAgrees(
  value: { fullWeightKg?: number | null; emptyWeightKg?: number | null },
  context: z.RefinementCtx,
) {
  const issue = loadNetIssue(value);
  if (issue) context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

/** POST /api/logistics/loads. */
export const loadCreateSchema = z
  .strictObject({
    reference: loadFields.reference.optional(),
    jobId: loadFields.jobId.optional(),
    commodityId: loadFields.commodityId.optional(),
    plannedDate: loadFields.plannedDate.optional(),
    weightKg: loadFields.weightKg,
    fullWeightKg: loadFields.fullWeightKg.optional(),
    emptyWeightKg: loadFields.emptyWeightKg.optional(),
    sampleFileId: loadFields.sampleFileId.optional(),
    weighbridgeFileId: loadFields.weighbridgeFileId.optional(),
    harvestPlanId: loadFields.harvestPlanId.optional(),
    harvestLoadId: loadFields.harvestLoadId.optional(),
    notes: loadFields.notes.optional(),
  })
  .superRefine(weighingAgrees);
export type LoadCreate = z.infer<typeof loadCreateSchema>;

/** PATCH /api/logistics/loads/{id}: any of the same fields; the weighing is checked with the stored values too. */
export const loadUpdateSchema = z
  .strictObject({
    reference: loadFields.reference.optional(),
    jobId: loadFields.jobId.optional(),
    commodityId: loadFields.commodityId.optional(),
    plannedDate: loadFields.plannedDate.optional(),
    weightKg: loadFields.weightKg.optional(),
    fullWeightKg: loadFields.fullWeightKg.optional(),
    emptyWeightKg: loadFields.emptyWeightKg.optional(),
    sampleFileId: loadFields.sampleFileId.optional(),
    weighbridgeFileId: loadFields.weighbridgeFileId.optional(),
    notes: loadFields.notes.optional(),
  })
  .superRefine(weighingAgrees);
export type LoadUpdate = z.infer<typeof loadUpdateSchema>;

/**
 * PUT /api/logistics/loads/{id}/tipped: the weighbridge at the unload (net = gross - tare), the quantity tipped (no
 * more than the net: 'Value exceeds all available loads') and the ticket. The load is delivered. Where it was
 * weighed at loading too, the API holds the two nets together ('Load totals must match...').
 */
export const loadTippedSchema = z
  .strictObject({
    grossKg: positiveKg,
    tareKg: weighedKg,
    netKg: positiveKg,
    tippedQuantityKg: positiveKg,
    weighbridgeFileId: z.uuid(),
  })
  .superRefine((value, context) => {
    const issue = netWeightIssue(value);
    if (issue) context.addIssue({ code: 'custom', path: ['netKg'], message: issue });
    // Nothing is tipped that the load did not bring.
    const over = availableLoadsIssue(value.tippedQuantityKg, value.netKg);
    if (over) context.addIssue({ code: 'custom', path: ['tippedQuantityKg'], message: over });
  });
export type LoadTipped = z.infer<typeof loadTippedSchema>;

/** A load as its organiser and its job's carrier read it; status and allocatedKg are read from its facts. */
export const loadViewSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  organisationId: z.uuid(),
  jobId: z.uuid().nullable(),
  jobReference: z.string().nullable(),
  carrierOrganisationId: z.uuid().nullable(),
  commodityId: z.string().nullable(),
  plannedDate: isoDate.nullable(),
  weightKg: z.int(),
  /** Weighed where it was loaded, and their difference. */
  fullWeightKg: z.int().nullable(),
  emptyWeightKg: z.int().nullable(),
  loadedNetKg: z.int().nullable(),
  /** Weighed where it was tipped (net = gross - tare). */
  grossKg: z.int().nullable(),
  tareKg: z.int().nullable(),
  netKg: z.int().nullable(),
  tippedQuantityKg: z.int().nullable(),
  sampleFileId: z.uuid().nullable(),
  weighbridgeFileId: z.uuid().nullable(),
  harvestPlanId: z.uuid().nullable(),
  harvestLoadId: z.uuid().nullable(),
  notes: z.string().nullable(),
  overAllocationAllowed: z.boolean(),
  allocatedKg: z.int(),
  status: z.enum(LOAD_STATUSES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type LoadView = z.infer<typeof loadViewSchema>;

/** GET /api/logistics/jobs/{id}/loads: the job's loads and their loaded and unloaded totals (§5). */
export const jobLoadsSchema = z.object({
  loads: z.array(loadViewSchema),
  loadedKg: z.int(),
  unloadedKg: z.int(),
  /** 'Load totals must match across load and unload fields', once every load is tipped and they do not. */
  totalsIssue: z.string().nullable(),
});
export type JobLoads = z.infer<typeof jobLoadsSchema>;
