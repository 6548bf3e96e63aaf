import { z } from '../zod';
import { lotSaleSchema } from './lot-sale';
import { messages } from '../i18n/messages';
import { isEmptyInput } from '../i18n/zod-messages';
import type { ValidationIssue } from '../platform/envelope';
import { SPECIFICATION_MEASURES } from '../reference/commodities';
import {
  ADJUSTMENT_REASONS,
  FIELD_TYPES,
  INVENTORY_TYPES,
  LEDGER_KINDS,
  LOSS_REASONS,
  MOVEMENT_CREATE_STATUSES,
  MOVEMENT_TYPES,
  MOVEMENT_VIEW_STATUSES,
  OWNER_STATUSES,
  SALE_STATUSES,
  STORAGE_TYPES,
  type LossReason,
  type StorageType,
} from './inventory-kinds';
import { moisturePercentSchema } from './moisture';
import { amountMovedIssue, MOVEMENT_CONFLICTS, QUANTITY_MAX_KG } from './movement-rules';

const name = z.string().trim().min(1, messages.validation.required).max(200);
const commodityId = z.string().trim().min(1).max(60);
/** Whole kilograms, from nothing up to the largest quantity anything may hold. */
const quantityKgSchema = z.number().int().min(0).max(QUANTITY_MAX_KG);
/**
 * A quantity the person must give: left empty it says 'Enter the quantity', given text 'Numbers only'; its range
 * checks keep their own words.
 */
const quantityNumber = () =>
  z.number({
    error: (issue) => {
      if (issue.code !== 'invalid_type') return undefined;
      return isEmptyInput(issue.input) ? messages.validation.quantityRequired : messages.validation.numeric;
    },
  });
const positiveKg = quantityNumber().int().min(1).max(QUANTITY_MAX_KG);
const isoDate = z.iso.date();
const isoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, messages.validation.invalid);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** Harvest years a record may carry. */
export const HARVEST_YEAR_MIN = 2000;
export const HARVEST_YEAR_MAX = 2100;
export const harvestYearSchema = z.number().int().min(HARVEST_YEAR_MIN).max(HARVEST_YEAR_MAX);

/** Field area in hectares (four decimals: a square metre is 0.0001 ha). */
const FIELD_AREA_MAX_HA = 100_000;
const areaHa = z.number().positive().max(FIELD_AREA_MAX_HA);
/** Expected yield in t/ha, the unit the spec stores (bushels per acre are converted at the edge). */
const yieldTonnesPerHectare = z.number().min(0).max(100);

const storeFields = {
  name,
  capacityKg: quantityKgSchema.nullable().optional(),
  commodityId: commodityId.nullable().optional(),
};

const fieldFields = {
  name,
  areaHa,
  fieldType: z.enum(FIELD_TYPES),
  commodityId: commodityId.nullable().optional(),
  plantingDate: isoDate.nullable().optional(),
  plantingMonth: isoMonth.nullable().optional(),
  plantedAmountKg: quantityKgSchema.nullable().optional(),
  expectedYieldTonnesPerHectare: yieldTonnesPerHectare.nullable().optional(),
};

/** POST /api/inventory/storages: a store (optionally a sub-store of another) or a field, at a farm or store. */
export const storageCreateSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('store'),
    businessUnitId: z.uuid(),
    parentId: z.uuid().nullable().optional(),
    ...storeFields,
  }),
  z.strictObject({ type: z.literal('field'), businessUnitId: z.uuid(), ...fieldFields }),
]);
export type StorageCreate = z.infer<typeof storageCreateSchema>;

/** PATCH /api/inventory/storages/{id}: the type, the business unit and the parent are fixed once created. */
export const storagePatchSchema = z.strictObject({ ...storeFields, ...fieldFields }).partial();
export type StoragePatch = z.infer<typeof storagePatchSchema>;

const onlyIn = (fields: object, other: object) =>
  Object.keys(fields).filter((key) => !(key in other)) as (keyof StoragePatch)[];
const FOREIGN_FIELDS: Readonly<Record<StorageType, readonly (keyof StoragePatch)[]>> = {
  store: onlyIn(fieldFields, storeFields),
  field: onlyIn(storeFields, fieldFields),
};

/** A change names only its own type's fields: a store has no area, a field no capacity (each `unknownField`). */
export function storagePatchIssues(type: StorageType, patch: StoragePatch): ValidationIssue[] {
  return FOREIGN_FIELDS[type]
    .filter((key) => patch[key] !== undefined)
    .map((field) => ({ field, message: messages.validation.unknownField }));
}

export const storageSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  businessUnitId: z.uuid(),
  businessUnitName: z.string(),
  type: z.enum(STORAGE_TYPES),
  parentId: z.uuid().nullable(),
  name: z.string(),
  capacityKg: z.number().nullable(),
  commodityId: z.string().nullable(),
  areaHa: z.number().nullable(),
  fieldType: z.enum(FIELD_TYPES).nullable(),
  plantingDate: z.string().nullable(),
  plantingMonth: z.string().nullable(),
  plantedAmountKg: z.number().nullable(),
  expectedYieldTonnesPerHectare: z.number().nullable(),
  /** What it holds now (sub-stores included for a store), the sum of the ledger. */
  quantityKg: z.number(),
  subStoreIds: z.array(z.uuid()),
});
export type Storage = z.infer<typeof storageSchema>;

const attributesSchema = z.partialRecord(z.enum(SPECIFICATION_MEASURES), z.number().min(0).max(1000));

const recordFields = {
  inventoryType: z.enum(INVENTORY_TYPES).default('grain'),
  species: z.string().trim().min(1).max(60).nullable().optional(),
  commodityId,
  commodityItemId: z.string().trim().min(1).max(80).nullable().optional(),
  variety: optionalText(100),
  harvestYear: harvestYearSchema,
  ownerStatus: z.enum(OWNER_STATUSES).default('OWNED'),
  thirdPartyOwner: optionalText(200),
  storageContractRef: optionalText(100),
  attributes: attributesSchema.optional(),
  expectedYieldKg: quantityKgSchema.nullable().optional(),
  saleStatus: z.enum(SALE_STATUSES).default('unsold'),
};

/**
 * One of the business's storage contracts (issue 21): the link that replaces the typed reference. A record takes it
 * when written itself (an intake's new lot is linked afterwards, where the link is checked).
 */
const storageContractLink = z.uuid().nullable().optional();

/**
 * Spec §5: a storage contract is required for third-party stored inventory (a linked storage contract, or the
 * reference typed before contracts were real); livestock carries its species.
 */
function recordRules(
  value: {
    ownerStatus?: string;
    storageContractRef?: string | null;
    storageContractId?: string | null;
    inventoryType?: string;
    species?: string | null;
  },
  context: z.RefinementCtx,
) {
  if (value.ownerStatus === 'STORED' && !value.storageContractRef && !value.storageContractId) {
    context.addIssue({
      code: 'custom',
      path: ['storageContractRef'],
      message: messages.inventory.storageContractRequired,
    });
  }
  if (value.inventoryType === 'livestock' && !value.species) {
    context.addIssue({ code: 'custom', path: ['species'], message: messages.validation.required });
  }
}

/** POST /api/inventory/records: a stock record with its opening quantity (written to the ledger). */
export const stockRecordCreateSchema = z
  .strictObject({
    storageId: z.uuid(),
    quantityKg: quantityNumber().int().min(0).max(QUANTITY_MAX_KG),
    ...recordFields,
    storageContractId: storageContractLink,
  })
  .superRefine(recordRules);
export type StockRecordCreate = z.infer<typeof stockRecordCreateSchema>;

/** PATCH /api/inventory/records/{id}: the description of a record; its quantity changes only through the ledger. */
export const stockRecordPatchSchema = z
  .strictObject({
    variety: recordFields.variety,
    commodityItemId: recordFields.commodityItemId,
    harvestYear: harvestYearSchema.optional(),
    ownerStatus: z.enum(OWNER_STATUSES).optional(),
    thirdPartyOwner: recordFields.thirdPartyOwner,
    storageContractRef: recordFields.storageContractRef,
    storageContractId: storageContractLink,
    attributes: attributesSchema.optional(),
    expectedYieldKg: recordFields.expectedYieldKg,
    saleStatus: z.enum(SALE_STATUSES).optional(),
  })
  .superRefine((value, context) => {
    if (value.ownerStatus) recordRules(value, context);
  });
export type StockRecordPatch = z.infer<typeof stockRecordPatchSchema>;

export const stockRecordSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  storageId: z.uuid(),
  storageName: z.string(),
  storageType: z.enum(STORAGE_TYPES),
  businessUnitId: z.uuid(),
  inventoryType: z.enum(INVENTORY_TYPES),
  species: z.string().nullable(),
  commodityId: z.string(),
  commodityItemId: z.string().nullable(),
  variety: z.string().nullable(),
  harvestYear: z.number().int(),
  ownerStatus: z.enum(OWNER_STATUSES),
  thirdPartyOwner: z.string().nullable(),
  storageContractRef: z.string().nullable(),
  /** The linked storage contract, and its number (null until the contract has one, or when none is linked). */
  storageContractId: z.uuid().nullable(),
  storageContractNumber: z.string().nullable(),
  attributes: attributesSchema,
  quantityKg: z.number(),
  expectedYieldKg: z.number().nullable(),
  /** The sold position the farmer gave (the import's Sale status column and the facet). */
  saleStatus: z.enum(SALE_STATUSES),
  /** Sold, part sold or unsold from the trades that cover the lot, derived when read (lot-sale.ts). */
  sale: lotSaleSchema,
  createdAt: z.string(),
});
export type StockRecord = z.infer<typeof stockRecordSchema>;

const LOSSES: readonly string[] = LOSS_REASONS;
export const isLossReason = (reason: string): reason is LossReason => LOSSES.includes(reason);

/**
 * POST /api/inventory/records/{id}/adjustments: a loss (one of the spec's loss reasons, so always a reduction)
 * or a stock-take correction either way. Never zero.
 */
export const adjustmentCreateSchema = z
  .strictObject({
    reason: z.enum(ADJUSTMENT_REASONS),
    deltaKg: z
      .number()
      .int()
      .min(-QUANTITY_MAX_KG)
      .max(QUANTITY_MAX_KG)
      .refine((value) => value !== 0, messages.validation.invalid),
    note: optionalText(500),
  })
  .superRefine((value, context) => {
    if (isLossReason(value.reason) && value.deltaKg > 0) {
      context.addIssue({ code: 'custom', path: ['deltaKg'], message: messages.validation.invalid });
    }
  });
export type AdjustmentCreate = z.infer<typeof adjustmentCreateSchema>;

const movementSource = z.strictObject({ recordId: z.uuid(), quantityKg: positiveKg });

/** What an intake brings in: a new record at the destination. */
const intakeRecord = z
  .strictObject({
    ...recordFields,
    /** The field it was harvested from, if any. */
    sourceStorageId: z.uuid().nullable().optional(),
  })
  .superRefine(recordRules);

const movementFields = {
  status: z.enum(MOVEMENT_CREATE_STATUSES).default('complete'),
  quantityKg: positiveKg,
  reference: optionalText(100),
  startDate: isoDate,
  endDate: isoDate.nullable().optional(),
  period: isoMonth.nullable().optional(),
  weighbridgeFileId: z.uuid().nullable().optional(),
  sampleFileId: z.uuid().nullable().optional(),
  /** The sample's own reference (the lab's or the bag's), beside or instead of its file. */
  sampleReference: optionalText(100),
  moisturePercent: moisturePercentSchema.nullable().optional(),
};

function datesInOrder(value: { startDate: string; endDate?: string | null | undefined }, context: z.RefinementCtx) {
  if (value.endDate && value.endDate < value.startDate) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: messages.validation.invalid });
  }
}

/** Spec §5: the amount moved must equal the total selected (the message says by how much it differs). */
function amountMatchesSources(
  value: { quantityKg: number; sources: readonly { quantityKg: number }[] },
  context: z.RefinementCtx,
) {
  const selected = value.sources.reduce((sum, source) => sum + source.quantityKg, 0);
  const issue = amountMovedIssue(value.quantityKg, selected);
  if (issue) context.addIssue({ code: 'custom', path: ['quantityKg'], message: issue });
}

/** POST /api/inventory/movements. */
export const movementCreateSchema = z.discriminatedUnion('type', [
  z
    .strictObject({
      type: z.literal('intake'),
      destinationStorageId: z.uuid(),
      record: intakeRecord,
      ...movementFields,
    })
    .superRefine(datesInOrder),
  z
    .strictObject({
      type: z.literal('internal'),
      sources: z.array(movementSource).min(1).max(100),
      destinationStorageId: z.uuid(),
      ...movementFields,
    })
    .superRefine((value, context) => {
      datesInOrder(value, context);
      amountMatchesSources(value, context);
    }),
  z
    .strictObject({
      type: z.literal('outbound'),
      sources: z.array(movementSource).min(1).max(100),
      /** Who or where it went (a buyer, a mill): free text until trading links a contract. */
      destinationName: optionalText(200),
      ...movementFields,
    })
    .superRefine((value, context) => {
      datesInOrder(value, context);
      amountMatchesSources(value, context);
    }),
]);
export type MovementCreate = z.infer<typeof movementCreateSchema>;

/** POST /api/inventory/movements/conflicts: the same body, checked without writing (the form's live check). */
export const movementConflictsSchema = z.object({
  conflicts: z.array(
    z.object({
      kind: z.enum(MOVEMENT_CONFLICTS),
      message: z.string(),
      availableKg: z.number().optional(),
      roomKg: z.number().optional(),
      overKg: z.number().optional(),
      crop: z.string().optional(),
    }),
  ),
});

export const movementSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  type: z.enum(MOVEMENT_TYPES),
  status: z.enum(MOVEMENT_VIEW_STATUSES),
  commodityId: z.string(),
  quantityKg: z.number(),
  sources: z.array(z.object({ recordId: z.uuid(), storageId: z.uuid(), quantityKg: z.number() })),
  sourceStorageId: z.uuid().nullable(),
  destinationStorageId: z.uuid().nullable(),
  destinationRecordId: z.uuid().nullable(),
  destinationName: z.string().nullable(),
  reference: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  period: z.string().nullable(),
  weighbridgeFileId: z.uuid().nullable(),
  sampleFileId: z.uuid().nullable(),
  sampleReference: z.string().nullable(),
  moisturePercent: z.number().nullable(),
  /** What was planned, when completing it recorded a different date or weight (else null). */
  plannedDate: z.string().nullable(),
  plannedQuantityKg: z.number().nullable(),
  completedAt: z.string().nullable(),
  /** When and why a correcting entry in the ledger took it back. */
  reversedAt: z.string().nullable(),
  reversalReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;

/**
 * POST /api/inventory/movements/{id}/complete: the day it actually moved and the weight actually moved, each
 * defaulting to the planned one. Checked again, as things stand now, against the actual weight.
 */
export const movementCompleteSchema = z.strictObject({
  actualDate: isoDate.optional(),
  actualQuantityKg: positiveKg.optional(),
});
export type MovementComplete = z.infer<typeof movementCompleteSchema>;

/** POST /api/inventory/movements/{id}/reverse: why a complete movement is being taken back. */
export const movementReverseSchema = z.strictObject({
  reason: z.string().trim().min(1, messages.validation.required).max(500),
});
export type MovementReverse = z.infer<typeof movementReverseSchema>;

/** POST /api/inventory/movements/{id}/duplicate: how many copies to make of a planned or complete movement. */
export const movementDuplicateSchema = z.strictObject({
  copies: z.number().int().min(1).max(50),
  startDate: isoDate.optional(),
});
export type MovementDuplicate = z.infer<typeof movementDuplicateSchema>;

/** GET /api/inventory/overview: the stock at the caller's units by crop, largest first (the inventory home). */
export const inventoryOverviewSchema = z.object({
  stockByCrop: z.array(z.object({ commodityId: z.string(), quantityKg: z.number(), records: z.number().int() })),
  totalKg: z.number(),
});
export type InventoryOverview = z.infer<typeof inventoryOverviewSchema>;

/** One line of a record's ledger, oldest first (GET /api/inventory/records/{id}/ledger): they add up to its quantity. */
export const ledgerLineSchema = z.object({
  id: z.uuid(),
  recordId: z.uuid(),
  storageId: z.uuid(),
  deltaKg: z.number(),
  kind: z.enum(LEDGER_KINDS),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  movementId: z.uuid().nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;
