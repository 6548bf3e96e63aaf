import { formatMessage, messages } from '../i18n/messages';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import { formatQuantity } from '../units/format';
import { convertWeight, DISPLAY_DECIMALS, type WeightUnit } from '../units/units';
import type { StorageType } from './inventory-kinds';

/**
 * Quantities are whole kilograms everywhere below the edges (the weighbridge weighs in kg), so sums and
 * comparisons are exact. The largest a single record, store or movement may hold: the number input's
 * 2,000,000 in tonnes would be meaningless, so it is 2,000,000 t expressed in kg, far past any real store.
 */
export const QUANTITY_MAX_KG = 2_000_000_000;

export const MOVEMENT_CONFLICTS = ['cropClash', 'inventoryShortfall', 'overCapacity'] as const;
type MovementConflictKind = (typeof MOVEMENT_CONFLICTS)[number];

/** The figures a conflict is said with, in kilograms: what is there, and by how much the amount is over. */
export interface MovementConflictFigures {
  /** Inventory shortfall: what the selected stock holds. */
  availableKg?: number | undefined;
  /** Over capacity: the room left at the destination (nothing when it is full already). */
  roomKg?: number | undefined;
  /** By how much the amount moved is higher than what is available, or than the room left. */
  overKg?: number | undefined;
  /** Crop clash: the crop the destination holds. */
  crop?: string | undefined;
}

export interface MovementConflict extends MovementConflictFigures {
  kind: MovementConflictKind;
  /** Said in tonnes (the default weight unit); a screen says it again in the person's unit from the figures. */
  message: string;
}

/** A weight in the unit at the display step, rounded the way that cannot mislead (down for room, up for excess). */
export function weightAtStep(kg: number, unit: WeightUnit, round: 'down' | 'up', locale: Locale): string {
  const step = 10 ** DISPLAY_DECIMALS;
  const value = convertWeight(kg, 'kg', unit) * step;
  // A hair of float error must not tip a whole step either way.
  const rounded = (round === 'up' ? Math.ceil(value - 1e-9) : Math.floor(value + 1e-9)) / step;
  return formatQuantity(rounded, unit, locale);
}

/**
 * A conflict said once, with its figures in the reader's weight unit (tonnes by default): what is available or how
 * much room is left, and by how much the amount is higher than that (the spec's 'higher or lower by'). What is
 * there rounds down and the excess rounds up, so a kilogram over never reads as '0.00 t higher'.
 */
export function movementConflictMessage(
  conflict: Omit<MovementConflict, 'message'>,
  unit: WeightUnit = 'tonne',
  locale: Locale = DEFAULT_LOCALE,
): string {
  const over = weightAtStep(conflict.overKg ?? 0, unit, 'up', locale);
  switch (conflict.kind) {
    case 'cropClash':
      return formatMessage(messages.inventory.cropClash, { crop: conflict.crop ?? '' });
    case 'inventoryShortfall':
      return formatMessage(messages.inventory.movingTooMuch, {
        available: weightAtStep(conflict.availableKg ?? 0, unit, 'down', locale),
        over,
      });
    case 'overCapacity':
      return formatMessage(messages.inventory.overCapacity, {
        room: weightAtStep(conflict.roomKg ?? 0, unit, 'down', locale),
        over,
      });
  }
}

const conflictOf = (figures: Omit<MovementConflict, 'message'>): MovementConflict => ({
  ...figures,
  message: movementConflictMessage(figures),
});

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
    conflicts.push(conflictOf({ kind: 'cropClash', crop }));
  }
  if (check.availableKg !== null && check.quantityKg > check.availableKg) {
    const availableKg = check.availableKg;
    conflicts.push(conflictOf({ kind: 'inventoryShortfall', availableKg, overKg: check.quantityKg - availableKg }));
  }
  if (
    destination &&
    destination.capacityKg !== null &&
    destination.holdingKg + check.quantityKg > destination.capacityKg
  ) {
    const roomKg = Math.max(0, destination.capacityKg - destination.holdingKg);
    conflicts.push(conflictOf({ kind: 'overCapacity', roomKg, overKg: check.quantityKg - roomKg }));
  }
  return conflicts;
}

/**
 * Spec trading-logistics §5: the amount moved must equal the total selected, and the message says by how much
 * it is higher or lower, in the reader's weight unit (tonnes by default; a form says it in the person's). The
 * difference rounds up, so a kilogram out never reads as '0.00 t higher'. Null when they agree.
 */
export function amountMovedIssue(
  movedKg: number,
  selectedKg: number,
  unit: WeightUnit = 'tonne',
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  if (movedKg === selectedKg) return null;
  const difference = weightAtStep(Math.abs(movedKg - selectedKg), unit, 'up', locale);
  return formatMessage(
    movedKg > selectedKg ? messages.inventory.amountMovedHigher : messages.inventory.amountMovedLower,
    { difference },
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
