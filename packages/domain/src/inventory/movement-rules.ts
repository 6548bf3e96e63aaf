import { formatMessage, messages } from '../i18n/messages';
import { formatKgAsTonnes } from '../units/format';
import type { StorageType } from './inventory-kinds';

/**
 * Quantities are whole kilograms everywhere below the edges (the weighbridge weighs in kg), so sums and
 * comparisons are exact. The largest a single record, store or movement may hold: the number input's
 * 2,000,000 in tonnes would be meaningless, so it is 2,000,000 t expressed in kg, far past any real store.
 */
export const QUANTITY_MAX_KG = 2_000_000_000;

export const MOVEMENT_CONFLICTS = ['cropClash', 'inventoryShortfall', 'overCapacity'] as const;
type MovementConflictKind = (typeof MOVEMENT_CONFLICTS)[number];

export interface MovementConflict {
  kind: MovementConflictKind;
  message: string;
}

/** What a movement is checked against, read in the same transaction that would write it. */
interface MovementCheck {
  /** Kilograms to move. */
  quantityKg: number;
  /** The crop (commodity group id) of what moves. */
  commodityId: string;
  /** Kilograms in the selected source records; null for an intake from outside (nothing to run short of). */
  availableKg: number | null;
  /** The destination, when there is one (intake and internal). */
  destination?: {
    /** Capacity in kg; null for a field or a store without a stated capacity. */
    capacityKg: number | null;
    /** What the destination holds now, sub-stores included. */
    holdingKg: number;
    /** The crops it holds now, and the crop it is set aside for, if any. */
    commodityIds: readonly string[];
    /** A readable name of the crop it holds, for the message. */
    cropName?: string;
  };
}

/**
 * The spec's movement conflicts (platform §4, trading-logistics §4): a different crop at the destination (crop
 * clash), more than the sources hold (inventory shortfall: 'Moving too much here...'), and more than the
 * destination can take (over capacity). The form shows them as the person types; the API refuses a movement
 * with any of them, inside the transaction that holds the rows locked.
 */
export function movementConflicts(check: MovementCheck): MovementConflict[] {
  const conflicts: MovementConflict[] = [];
  const { destination } = check;
  if (destination && destination.commodityIds.some((crop) => crop !== check.commodityId)) {
    const crop = destination.cropName ?? destination.commodityIds.find((each) => each !== check.commodityId) ?? '';
    conflicts.push({ kind: 'cropClash', message: formatMessage(messages.inventory.cropClash, { crop }) });
  }
  if (check.availableKg !== null && check.quantityKg > check.availableKg) {
    conflicts.push({ kind: 'inventoryShortfall', message: messages.inventory.movingTooMuch });
  }
  if (
    destination &&
    destination.capacityKg !== null &&
    destination.holdingKg + check.quantityKg > destination.capacityKg
  ) {
    conflicts.push({ kind: 'overCapacity', message: messages.inventory.overCapacity });
  }
  return conflicts;
}

/**
 * Spec trading-logistics §5: the amount moved must equal the total selected, and the message says by how much
 * it is higher or lower. Null when they agree.
 */
export function amountMovedIssue(movedKg: number, selectedKg: number): string | null {
  if (movedKg === selectedKg) return null;
  const difference = formatKgAsTonnes(Math.abs(movedKg - selectedKg));
  return formatMessage(
    movedKg > selectedKg ? messages.inventory.amountMovedHigher : messages.inventory.amountMovedLower,
    {
      difference,
    },
  );
}

/** How many copies of a movement the inventory can still bear. */
export function duplicatesAvailable(availableKg: number, perCopyKg: number): number {
  if (perCopyKg <= 0) return 0;
  return Math.max(0, Math.floor(availableKg / perCopyKg));
}

/**
 * Spec §5: copies of a movement cannot exceed the available inventory: 'There is only enough inventory to
 * duplicate this movement {count} times'. Null when there is enough for all of them.
 */
export function duplicateMovementIssue(availableKg: number, perCopyKg: number, copies: number): string | null {
  const most = duplicatesAvailable(availableKg, perCopyKg);
  return copies > most ? formatMessage(messages.inventory.duplicateTooMany, { count: most }) : null;
}

/** Spec §5: stores and fields cannot be mixed in a bulk action. */
export function bulkStorageIssue(types: readonly StorageType[]): string | null {
  return new Set(types).size > 1 ? messages.inventory.storesAndFieldsMixed : null;
}

/** Spec §5: bulk movements cannot mix groups (crops). */
export function bulkGroupIssue(commodityIds: readonly string[]): string | null {
  return new Set(commodityIds).size > 1 ? messages.inventory.groupsMixed : null;
}

/** Trading-logistics §5: loads added to a harvest must share its group. */
export function harvestLoadIssue(harvestCommodityId: string, loadCommodityIds: readonly string[]): string | null {
  return loadCommodityIds.some((crop) => crop !== harvestCommodityId) ? messages.inventory.harvestGroupMixed : null;
}

/** A movement being drafted: changing its date clears the storage chosen (spec §5). */
interface MovementDraftStorage {
  date: string | null;
  sourceIds: readonly string[];
  destinationId: string | null;
}

export function withMovementDate<T extends MovementDraftStorage>(draft: T, date: string | null): T {
  if (draft.date === date) return draft;
  return { ...draft, date, sourceIds: [], destinationId: null };
}
