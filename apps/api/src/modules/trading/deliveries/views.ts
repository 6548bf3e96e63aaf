import {
  adjustedPricePerUnit,
  adjustmentTotals,
  checkSpecification,
  meetsSpecification,
  priceAdjustments,
  rejectionGrounds,
  type ContractSide,
  type DeliverySample,
  type DeliveryView,
  type ListingSpecification,
  type SettlementView,
} from '@harvest/domain';
import { iso } from '../views';
import type { DeliveryRow } from './queries';

/** What a delivery's sample reads against its contract: the contract's specification and price per tonne. */
interface SampleTerms {
  specification: ListingSpecification | null;
  pricePerUnit: number;
}

/** The sample, each measure checked against the specification and priced by the scale kept with it. */
export function sampleView(row: DeliveryRow, terms: SampleTerms): DeliverySample | null {
  if (!row.sampledAt) return null;
  const results = row.sampleResults ?? {};
  const scale = row.sampleScale ?? [];
  const checks = checkSpecification(terms.specification ?? { measures: {} }, results);
  const adjustments = priceAdjustments(results, scale);
  const totals = adjustmentTotals(adjustments);
  return {
    fileId: row.sampleFileId,
    results,
    checks,
    meetsSpecification: meetsSpecification(checks),
    scale,
    adjustments,
    deductionsPerTonneMinor: totals.deductionsMinor,
    bonusesPerTonneMinor: totals.bonusesMinor,
    adjustedPricePerUnit: adjustedPricePerUnit(terms.pricePerUnit, adjustments),
    rejectionGrounds: rejectionGrounds(results, scale),
    recordedAt: iso(row.sampledAt),
  };
}

/**
 * A delivery as one party sees it: the seller's lots and movement are the seller's alone, and so is the storage
 * contract its stored lots are held under (`storageNumbers`: the numbers of the storage contracts, by id); its
 * settlement to both.
 */
export function deliveryView(
  row: DeliveryRow,
  side: ContractSide,
  terms: SampleTerms,
  settlement: SettlementView | null = null,
  storageNumbers: ReadonlyMap<string, string | null> = new Map(),
): DeliveryView {
  const seller = side === 'seller';
  const storage = seller && row.storageContractId ? row.storageContractId : null;
  return {
    id: row.id,
    contractId: row.contractId,
    status: row.status,
    plannedDate: row.plannedDate,
    plannedWeightKg: row.plannedWeightKg,
    lots: seller ? row.lots : null,
    movementId: seller ? row.movementId : null,
    storageContract: storage
      ? { id: storage, contractNumber: storageNumbers.get(storage) ?? null, drawKg: row.storageDrawKg ?? 0 }
      : null,
    dispatchedDate: row.dispatchedDate,
    dispatchedWeightKg: row.dispatchedWeightKg,
    sample: sampleView(row, terms),
    tippedWeight:
      row.deliveredAt && row.weighbridgeFileId
        ? {
            grossKg: row.grossKg ?? 0,
            tareKg: row.tareKg ?? 0,
            netKg: row.netKg ?? 0,
            tippedQuantityKg: row.tippedQuantityKg ?? 0,
            weighbridgeFileId: row.weighbridgeFileId,
            collectionReceiptFileId: row.collectionReceiptFileId,
            recordedAt: iso(row.deliveredAt),
          }
        : null,
    deliveredAt: row.deliveredAt ? iso(row.deliveredAt) : null,
    settlement,
    createdAt: iso(row.createdAt),
  };
}
