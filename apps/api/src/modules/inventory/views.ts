import {
  harvestExpectedKg,
  movementViewStatus,
  type HarvestPlan,
  type Movement,
  type StockRecord,
  type Storage,
} from '@harvest/domain';
import type { HarvestPlanDoc } from './harvest-queries';
import type { MovementRow, RecordRow, StorageRow } from './queries';

/** How the API answers a storage location, a stock record and a movement: the list calls and the searches alike. */
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

export function recordView(row: RecordRow, storage: Pick<StorageRow, 'name' | 'type'>): StockRecord {
  return {
    id: row.id,
    organisationId: row.organisationId,
    storageId: row.storageId,
    storageName: storage.name,
    storageType: storage.type,
    businessUnitId: row.businessUnitId,
    inventoryType: row.inventoryType,
    species: row.species,
    commodityId: row.commodityId,
    commodityItemId: row.commodityItemId,
    variety: row.variety,
    harvestYear: row.harvestYear,
    ownerStatus: row.ownerStatus,
    thirdPartyOwner: row.thirdPartyOwner,
    storageContractRef: row.storageContractRef,
    attributes: row.attributes,
    quantityKg: row.quantityKg,
    expectedYieldKg: row.expectedYieldKg,
    saleStatus: row.saleStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

export function movementView(row: MovementRow, today: string): Movement {
  return {
    id: row.id,
    organisationId: row.organisationId,
    type: row.type,
    status: movementViewStatus(row, today),
    commodityId: row.commodityId,
    quantityKg: row.quantityKg,
    sources: row.sources,
    sourceStorageId: row.sourceStorageId,
    destinationStorageId: row.destinationStorageId,
    destinationRecordId: row.destinationRecordId,
    destinationName: row.destinationName,
    reference: row.reference,
    startDate: row.startDate,
    endDate: row.endDate,
    period: row.period,
    weighbridgeFileId: row.weighbridgeFileId,
    sampleFileId: row.sampleFileId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A harvest plan with its progress: expected from the field's area, actual from its complete loads. */
export function harvestPlanView(row: HarvestPlanDoc, unitName: string): HarvestPlan {
  return {
    id: row.id,
    organisationId: row.organisationId,
    businessUnitId: row.businessUnitId,
    businessUnitName: unitName,
    fieldId: row.fieldId,
    fieldName: row.fieldName,
    areaHa: row.areaHa,
    commodityId: row.commodityId,
    harvestYear: row.harvestYear,
    expectedYieldTonnesPerHectare: row.expectedYieldTonnesPerHectare,
    expectedKg: harvestExpectedKg(row.areaHa, row.expectedYieldTonnesPerHectare),
    actualKg: row.actualKg,
    loadCount: row.loadCount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
