import type { LotSale, StockRecord } from '@harvest/domain';
import type { StorageRow } from '../storage/queries';
import type { RecordRow } from './queries';

/**
 * How the API answers a stock record, with the name and type of the storage it is in, how much of it is sold
 * (derived from trades when read: lot-sales-service.ts) and the number of the storage contract it is linked to.
 */
export function recordView(
  row: RecordRow,
  storage: Pick<StorageRow, 'name' | 'type'>,
  sale: LotSale,
  storageContractNumber: string | null = null,
): StockRecord {
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
    storageContractId: row.storageContractId,
    storageContractNumber,
    attributes: row.attributes,
    quantityKg: row.quantityKg,
    expectedYieldKg: row.expectedYieldKg,
    saleStatus: row.saleStatus,
    sale,
    createdAt: row.createdAt.toISOString(),
  };
}
