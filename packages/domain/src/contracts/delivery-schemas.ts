import { z } from '../zod';
import { messages } from '../i18n/messages';
import { amountMovedIssue, QUANTITY_MAX_KG } from '../inventory/movement-rules';
import { SPECIFICATION_MEASURES } from '../reference/commodities';
import { ADJUSTMENT_KINDS, adjustmentScaleSchema } from './adjustment-scale';
import { DELIVERY_STATUSES } from './delivery-states';
import { netWeightIssue } from './delivery-rules';
import { sampleResultsSchema } from './sample-results';
import { settlementViewSchema } from './settlement-schemas';
import { MEASURE_STANDINGS } from './specification-check';

const positiveKg = z.int().min(1).max(QUANTITY_MAX_KG);
const isoDate = z.iso.date();

/** One lot (stock record) of the seller's the delivery takes from, and how much of it. */
const deliveryLotSchema = z.strictObject({ recordId: z.uuid(), quantityKg: positiveKg });
export type DeliveryLot = z.infer<typeof deliveryLotSchema>;

/** Spec §5: the weight planned must equal the total picked from the lots, the message saying by how much. */
function weightMatchesLots(
  value: { plannedWeightKg?: number | undefined; lots?: readonly DeliveryLot[] | undefined },
  context: z.RefinementCtx,
) {
  if (value.plannedWeightKg === undefined || value.lots === undefined) return;
  const picked = value.lots.reduce((sum, lot) => sum + lot.quantityKg, 0);
  const issue = amountMovedIssue(value.plannedWeightKg, picked);
  if (issue) context.addIssue({ code: 'custom', path: ['plannedWeightKg'], message: issue });
}

const deliveryFields = {
  plannedDate: isoDate,
  plannedWeightKg: positiveKg,
  lots: z.array(deliveryLotSchema).min(1).max(100),
  /**
   * The seller's storage contract the third-party stored lots are held under (storage-link.ts): named here to add
   * the link by hand; left out, it is taken from the lots' linked storage contract (or their typed reference).
   */
  storageContractId: z.uuid().nullable().optional(),
};

/** POST /trading/contracts/{id}/deliveries: the seller plans a delivery out of its stores. */
export const deliveryCreateSchema = z.strictObject(deliveryFields).superRefine(weightMatchesLots);
export type DeliveryCreate = z.infer<typeof deliveryCreateSchema>;

/**
 * PATCH /trading/contracts/{id}/deliveries/{deliveryId}: a planned delivery's date, weight or lots. A new weight is
 * checked against the lots it will take from (the ones given, else the ones it has).
 */
export const deliveryUpdateSchema = z
  .strictObject({
    plannedDate: deliveryFields.plannedDate.optional(),
    plannedWeightKg: deliveryFields.plannedWeightKg.optional(),
    lots: deliveryFields.lots.optional(),
    storageContractId: deliveryFields.storageContractId,
  })
  .superRefine(weightMatchesLots);
export type DeliveryUpdate = z.infer<typeof deliveryUpdateSchema>;

/** POST .../dispatch: the seller sends it on its way; its day and weight default to the planned ones. */
export const deliveryDispatchSchema = z.strictObject({
  actualDate: isoDate.optional(),
  actualWeightKg: positiveKg.optional(),
});
export type DeliveryDispatch = z.infer<typeof deliveryDispatchSchema>;

/**
 * POST .../tipped-weight: the buyer's weighbridge reading (net = gross - tare), the quantity tipped and the ticket;
 * an ex-farm trade's collection receipt too (§5).
 */
export const tippedWeightSchema = z
  .strictObject({
    grossKg: positiveKg,
    tareKg: z.int().min(0).max(QUANTITY_MAX_KG),
    netKg: positiveKg,
    tippedQuantityKg: positiveKg,
    weighbridgeFileId: z.uuid(),
    collectionReceiptFileId: z.uuid().nullable().optional(),
  })
  .superRefine((value, context) => {
    const issue = netWeightIssue(value);
    if (issue) context.addIssue({ code: 'custom', path: ['netKg'], message: issue });
    if (value.tippedQuantityKg > value.netKg) {
      context.addIssue({ code: 'custom', path: ['tippedQuantityKg'], message: messages.deliveries.tippedOverNet });
    }
  });
export type TippedWeight = z.infer<typeof tippedWeightSchema>;

const measureCheckSchema = z.object({
  measure: z.enum(SPECIFICATION_MEASURES),
  value: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  standing: z.enum(MEASURE_STANDINGS),
  outsideBy: z.number(),
});

const priceAdjustmentSchema = z.object({
  reasonId: z.string(),
  kind: z.enum(ADJUSTMENT_KINDS),
  measure: z.enum(SPECIFICATION_MEASURES),
  perTonneMinor: z.int(),
});

/**
 * A delivery's sample as both parties read it: its file and results, each measure against the contract's
 * specification, and what the scale stored with the delivery makes of them per tonne (minor units).
 */
export const deliverySampleSchema = z.object({
  fileId: z.uuid().nullable(),
  results: sampleResultsSchema,
  checks: z.array(measureCheckSchema),
  meetsSpecification: z.boolean(),
  scale: adjustmentScaleSchema,
  adjustments: z.array(priceAdjustmentSchema),
  deductionsPerTonneMinor: z.int(),
  bonusesPerTonneMinor: z.int(),
  /** The contract's price per tonne after the adjustments. */
  adjustedPricePerUnit: z.int(),
  /** The measures past a reject limit of the scale: the buyer may refuse the load instead. */
  rejectionGrounds: z.array(
    z.object({
      measure: z.enum(SPECIFICATION_MEASURES),
      reasonId: z.string(),
      value: z.number(),
      rejectAt: z.number(),
    }),
  ),
  recordedAt: z.string(),
});
export type DeliverySample = z.infer<typeof deliverySampleSchema>;

export const tippedWeightViewSchema = z.object({
  grossKg: z.number(),
  tareKg: z.number(),
  netKg: z.number(),
  tippedQuantityKg: z.number(),
  weighbridgeFileId: z.uuid(),
  collectionReceiptFileId: z.uuid().nullable(),
  recordedAt: z.string(),
});

/** A contract's delivery as both parties see it; the seller's lots and movement only to the seller. */
export const deliveryViewSchema = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  status: z.enum(DELIVERY_STATUSES),
  plannedDate: z.string(),
  plannedWeightKg: z.number(),
  lots: z.array(z.object({ recordId: z.uuid(), quantityKg: z.number() })).nullable(),
  movementId: z.uuid().nullable(),
  /** The seller's storage contract third-party stored lots are delivered under (to the seller, as the lots are). */
  storageContract: z.object({ id: z.uuid(), contractNumber: z.string().nullable(), drawKg: z.number() }).nullable(),
  dispatchedDate: z.string().nullable(),
  dispatchedWeightKg: z.number().nullable(),
  sample: deliverySampleSchema.nullable(),
  tippedWeight: tippedWeightViewSchema.nullable(),
  deliveredAt: z.string().nullable(),
  /** Its settlement once settled (the invoice issued), to both parties; null before. */
  settlement: settlementViewSchema.nullable(),
  createdAt: z.string(),
});
export type DeliveryView = z.infer<typeof deliveryViewSchema>;
