import type { Storage } from '@harvest/domain';
import type { StorageRow } from './queries';

/** How the API answers a storage location, in its list calls and its searches alike. */
export function storageView(row: StorageRow, unitName: string, holdingKg: number, subStoreIds: string[]): Storage {
  return {
    id: row.id,
    organisationId: row.organisationId,
    businessUnitId: row.businessUnitId,
    businessUnitName: unitName,
    type: row.type,
    parentId: row.parentId,
    name: row.name,
    capacityKg: row.capacityKg,
    commodityId: row.commodityId,
    areaHa: row.areaHa,
    fieldType: row.fieldType,
    plantingDate: row.plantingDate,
    plantingMonth: row.plantingMonth,
    plantedAmountKg: row.plantedAmountKg,
    expectedYieldTonnesPerHectare: row.expectedYieldTonnesPerHectare,
    quantityKg: holdingKg,
    subStoreIds,
  };
}
