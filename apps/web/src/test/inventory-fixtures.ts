import type { StockRecord, Storage } from '@harvest/domain';

/** Ids for inventory fixtures: `fixtureId(1)` ... `fixtureId(9)`, each a valid UUID. */
export const fixtureId = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** A lot as the API answers it: 10 t of 2026 wheat, owned, unsold, in store 2 of unit 8; a test says what differs. */
export function aStockRecord(overrides: Partial<StockRecord> = {}): StockRecord {
  return {
    id: fixtureId(1),
    organisationId: fixtureId(9),
    storageId: fixtureId(2),
    storageName: 'Shed A',
    storageType: 'store',
    businessUnitId: fixtureId(8),
    inventoryType: 'grain',
    species: null,
    commodityId: 'wheat',
    commodityItemId: null,
    variety: null,
    harvestYear: 2026,
    ownerStatus: 'OWNED',
    thirdPartyOwner: null,
    storageContractRef: null,
    storageContractId: null,
    storageContractNumber: null,
    attributes: {},
    quantityKg: 10_000,
    expectedYieldKg: null,
    saleStatus: 'unsold',
    sale: { state: 'unsold', tradedKg: 0 },
    createdAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

/** An empty store of unit 8 with no capacity set, as the API answers it; a test says what differs. */
export function aStorage(overrides: Partial<Storage> = {}): Storage {
  return {
    id: fixtureId(3),
    organisationId: fixtureId(9),
    businessUnitId: fixtureId(8),
    businessUnitName: 'Hillside Farm',
    type: 'store',
    parentId: null,
    name: 'Bin 1',
    capacityKg: null,
    commodityId: null,
    areaHa: null,
    fieldType: null,
    plantingDate: null,
    plantingMonth: null,
    plantedAmountKg: null,
    expectedYieldTonnesPerHectare: null,
    quantityKg: 0,
    subStoreIds: [],
    ...overrides,
  };
}
