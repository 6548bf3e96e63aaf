/**
 * The kinds the inventory speaks of (spec platform §3, §4; trading-logistics §4). Shared by the API, the search
 * facets and the web app's forms.
 */

/** Grain, or livestock when the record carries a species (spec §3 "Asset"). */
export const INVENTORY_TYPES = ['grain', 'livestock'] as const;
export type InventoryType = (typeof INVENTORY_TYPES)[number];

/** Filter key ownerStatus: owned by the organisation, or stored for a third party. */
export const OWNER_STATUSES = ['OWNED', 'STORED'] as const;
export type OwnerStatus = (typeof OWNER_STATUSES)[number];

/** Where inventory sits: a store (with capacity and sub-stores) or a field (with its area). */
export const STORAGE_TYPES = ['store', 'field'] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];

/** Field types are not named by the spec; these are the land uses a UK holding records. */
export const FIELD_TYPES = ['arable', 'grassland', 'horticulture', 'other'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Spec §3 loss reasons. */
export const LOSS_REASONS = ['drought', 'fire', 'flooding', 'freeze-damage', 'hail', 'wind'] as const;
export type LossReason = (typeof LOSS_REASONS)[number];

/** An adjustment is a loss (a reason above) or a stock-take correction, which may go either way. */
export const ADJUSTMENT_REASONS = [...LOSS_REASONS, 'stock-take'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** Movements: into a store (intake), between stores or fields (internal), or off the farm (outbound). */
export const MOVEMENT_TYPES = ['intake', 'internal', 'outbound'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/**
 * Stored movement states: planned (nothing has moved yet), complete (the ledger holds it) or reversed (a correcting
 * entry in the ledger took it back; the original lines stay). "Incomplete" is derived when read: a planned movement
 * whose end date has passed and still needs completing. A movement is created planned or complete, never reversed.
 */
export const MOVEMENT_STATUSES = ['planned', 'complete', 'reversed'] as const;
export type MovementStatus = (typeof MOVEMENT_STATUSES)[number];
export const MOVEMENT_CREATE_STATUSES = ['planned', 'complete'] as const;
export const MOVEMENT_VIEW_STATUSES = ['planned', 'incomplete', 'complete', 'reversed'] as const;
export type MovementViewStatus = (typeof MOVEMENT_VIEW_STATUSES)[number];

/** Spec §4: harvest in progress or complete. */
export const HARVEST_STATUSES = ['in-progress', 'complete'] as const;
export type HarvestStatus = (typeof HARVEST_STATUSES)[number];

/** The sold position of a record (filter key saleStatus). */
export const SALE_STATUSES = ['unsold', 'part-sold', 'sold'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/**
 * Why a line of the ledger was written. A reversal is the correcting entry that takes a complete movement back,
 * one line for each of the movement's lines with the opposite sign.
 */
export const LEDGER_KINDS = ['intake', 'move-out', 'move-in', 'outbound', 'adjustment', 'opening', 'reversal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
