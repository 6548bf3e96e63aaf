import { describe, expect, it } from 'vitest';
import {
  isHarvestPlanDoc,
  isMovementDoc,
  isStockRecordDoc,
  isStorageDoc,
  type InventorySearchDoc,
} from './inventory-search';

// Only the fields the guards look at, beside ones two kinds share (harvestYear, name, commodityId).
const docs = {
  record: { id: 'r', storageName: 'Main barn', harvestYear: 2026, commodityId: 'wheat' },
  storage: { id: 's', name: 'Main barn', subStoreIds: [], commodityId: 'wheat' },
  movement: { id: 'm', sources: [], startDate: '2026-11-25', commodityId: 'wheat' },
  plan: { id: 'p', fieldName: 'Long Meadow', actualKg: 0, harvestYear: 2026, commodityId: 'wheat' },
} as unknown as Record<string, InventorySearchDoc>;

describe('the kinds of inventory search doc', () => {
  it('tells each kind from the other three', () => {
    const kinds = (doc: InventorySearchDoc) =>
      [isStockRecordDoc(doc), isStorageDoc(doc), isMovementDoc(doc), isHarvestPlanDoc(doc)].map(Number).join('');
    expect(kinds(docs.record!)).toBe('1000');
    expect(kinds(docs.storage!)).toBe('0100');
    expect(kinds(docs.movement!)).toBe('0010');
    expect(kinds(docs.plan!)).toBe('0001');
  });
});
