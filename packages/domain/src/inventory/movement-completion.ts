import { messages } from '../i18n/messages';

/** One source of a movement: how much it takes from a record in a storage location. */
interface SourceLine {
  recordId: string;
  storageId: string;
  quantityKg: number;
}

/**
 * Completing a planned movement with an actual weight that differs from the planned one: each source gives its
 * share of the actual weight, in proportion to what it was planned to give, whole kilograms, the odd kilograms
 * from the first sources, so the sources always add up to the actual weight (the amount moved equals the total
 * selected). A single source simply gives the actual weight.
 */
export function sourcesForActual<T extends SourceLine>(sources: readonly T[], actualKg: number): T[] {
  const plannedKg = sources.reduce((sum, source) => sum + source.quantityKg, 0);
  if (plannedKg === actualKg || plannedKg === 0) return [...sources];
  const shares = sources.map((source) => Math.floor((source.quantityKg * actualKg) / plannedKg));
  let left = actualKg - shares.reduce((sum, share) => sum + share, 0);
  for (let index = 0; left > 0; index = (index + 1) % shares.length, left -= 1) {
    shares[index] = (shares[index] ?? 0) + 1;
  }
  return sources.map((source, index) => ({ ...source, quantityKg: shares[index] ?? 0 }));
}

/** The day a movement actually happened cannot be after today (the caller's calendar day, from the clock). */
export function actualDateIssue(actualDate: string, today: string): string | null {
  return actualDate > today ? messages.inventory.actualDateAhead : null;
}

/** A storage location as the completion dialog and the API read it: what it holds and can take. */
interface Holding {
  id: string;
  name: string;
  quantityKg: number;
  capacityKg: number | null;
}

/** What one storage location will hold once a movement is written, beside its capacity. */
export interface HoldingAfter {
  storageId: string;
  name: string;
  beforeKg: number;
  afterKg: number;
  capacityKg: number | null;
  /** It would hold more than its capacity, or less than nothing: the API refuses it (over capacity, shortfall). */
  overCapacity: boolean;
  belowNothing: boolean;
}

/**
 * What each storage location a movement touches will hold after it: each source less what it gives, the
 * destination plus the weight. The same sums the API's conflicts make (capacity against what is held plus what
 * comes in), shown to the person before they commit.
 */
export function holdingsAfter(
  movement: {
    quantityKg: number;
    sources: readonly { storageId: string; quantityKg: number }[];
    destinationStorageId: string | null;
  },
  storages: readonly Holding[],
): HoldingAfter[] {
  const deltas = new Map<string, number>();
  for (const source of movement.sources) {
    deltas.set(source.storageId, (deltas.get(source.storageId) ?? 0) - source.quantityKg);
  }
  if (movement.destinationStorageId) {
    const id = movement.destinationStorageId;
    deltas.set(id, (deltas.get(id) ?? 0) + movement.quantityKg);
  }
  return [...deltas].flatMap(([storageId, deltaKg]) => {
    const storage = storages.find((each) => each.id === storageId);
    if (!storage) return [];
    const afterKg = storage.quantityKg + deltaKg;
    return [
      {
        storageId,
        name: storage.name,
        beforeKg: storage.quantityKg,
        afterKg,
        capacityKg: storage.capacityKg,
        overCapacity: deltaKg > 0 && storage.capacityKg !== null && afterKg > storage.capacityKg,
        belowNothing: afterKg < 0,
      },
    ];
  });
}
