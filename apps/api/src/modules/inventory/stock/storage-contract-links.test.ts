import { messages, type ContractView, type StockRecord } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiCall } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { buildInventoryWorld, inventoryCalls, type InventoryWorld } from '../../../../test/inventory-world';

describe('stock stored for someone else links to one of the business’s storage contracts (issue 21)', () => {
  let world: InventoryWorld;
  const { call, store } = inventoryCalls(() => world);
  let shedId: string;

  const enter = async (type: 'storage' | 'sales', contractNumber: string) => {
    const reply = await apiCall(world.t, 'POST', '/trading/contracts', world.farmer, {
      type,
      sellerBusinessUnitId: world.units['Hillside Farm'],
      contractNumber,
      startDate: '2026-09-01',
      endDate: '2027-08-31',
      pricePerUnit: 1_200,
      priceType: 'fixed',
      totalWeightKg: 80_000,
      ...(type === 'storage' ? { storageQuantityKg: 80_000 } : {}),
      commodityId: 'barley',
      counterparty: { name: 'Fen Edge Farms' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data as ContractView;
  };
  const storedLot = (extra: object) =>
    call('POST', '/records', world.farmer, {
      storageId: shedId,
      quantityKg: 5_000,
      commodityId: 'barley',
      harvestYear: 2026,
      ownerStatus: 'STORED',
      thirdPartyOwner: 'Fen Edge Farms',
      ...extra,
    });

  beforeAll(async () => {
    world = await buildInventoryWorld();
    shedId = (await store('Contract shed', null)).id;
  }, 60_000);
  afterAll(() => world.t.close());

  it('takes a linked storage contract in place of the typed reference, and shows its number', async () => {
    const contract = await enter('storage', 'ST-LINK-1');
    const reply = await storedLot({ storageContractId: contract.id });
    expect(reply.statusCode, reply.body).toBe(201);
    const lot = reply.json().data as StockRecord;
    expect(lot).toMatchObject({
      storageContractId: contract.id,
      storageContractNumber: 'ST-LINK-1',
      storageContractRef: null,
    });
    const listed = (await call('GET', '/records', world.farmer)).json().data as StockRecord[];
    expect(listed.find((each) => each.id === lot.id)?.storageContractNumber).toBe('ST-LINK-1');
    // The stock search's docs name it too, read afresh (a contract's number changes without touching inventory).
    const search = async () => {
      const reply = await apiCall(world.t, 'GET', '/search/inventory/records?limit=100', world.farmer);
      return (reply.json().data.docs as StockRecord[]).find((each) => each.id === lot.id)?.storageContractNumber;
    };
    expect(await search()).toBe('ST-LINK-1');
    const renamed = await apiCall(world.t, 'PATCH', `/trading/contracts/${contract.id}`, world.farmer, {
      contractNumber: 'ST-LINK-1A',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await search()).toBe('ST-LINK-1A');
  });

  it('still requires a storage contract, linked or typed, for inventory stored for someone else', async () => {
    const reply = await storedLot({});
    expect(reply.statusCode).toBe(400);
    expect(reply.json().validation).toEqual([
      { field: 'storageContractRef', message: messages.inventory.storageContractRequired },
    ]);
  });

  it('refuses a link to anything but one of the business’s storage contracts', async () => {
    const sale = await enter('sales', 'OFF-LINK-2');
    for (const storageContractId of [sale.id, '00000000-0000-4000-8000-000000000000']) {
      const reply = await storedLot({ storageContractId });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().validation).toEqual([
        { field: 'storageContractId', message: messages.contracts.storageContractUnknown },
      ]);
    }
  });

  it('refuses another business’s storage contract: Marsh Lane cannot link its stock to Hillside’s', async () => {
    const contract = await enter('storage', 'ST-LINK-5');
    const marshStore = await call('POST', '/storages', world.marsh, {
      type: 'store',
      businessUnitId: world.units['Marsh Lane Farm'],
      name: 'Marsh barn',
      capacityKg: null,
    });
    expect(marshStore.statusCode, marshStore.body).toBe(201);
    const reply = await call('POST', '/records', world.marsh, {
      storageId: (marshStore.json().data as { id: string }).id,
      quantityKg: 1_000,
      commodityId: 'barley',
      harvestYear: 2026,
      ownerStatus: 'STORED',
      storageContractId: contract.id,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().validation).toEqual([
      { field: 'storageContractId', message: messages.contracts.storageContractUnknown },
    ]);
  });

  it('links an old row that has only the typed reference, keeping the reference; the contract stays while linked', async () => {
    const old = (await storedLot({ storageContractRef: 'SC-OLD-9' })).json().data as StockRecord;
    expect(old).toMatchObject({ storageContractRef: 'SC-OLD-9', storageContractId: null, storageContractNumber: null });
    const contract = await enter('storage', 'ST-LINK-3');
    const linked = await call('PATCH', `/records/${old.id}`, world.farmer, { storageContractId: contract.id });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data).toMatchObject({
      storageContractRef: 'SC-OLD-9',
      storageContractId: contract.id,
      storageContractNumber: 'ST-LINK-3',
    });

    const refused = await apiCall(world.t, 'DELETE', `/trading/contracts/${contract.id}`, world.farmer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.contracts.linkedToStock);

    const unlinked = await call('PATCH', `/records/${old.id}`, world.farmer, { storageContractId: null });
    expect(unlinked.json().data).toMatchObject({ storageContractId: null, storageContractRef: 'SC-OLD-9' });
    expect((await apiCall(world.t, 'DELETE', `/trading/contracts/${contract.id}`, world.farmer)).statusCode).toBe(200);
  });

  it('will not unlink the last storage contract of stock stored for someone else', async () => {
    const contract = await enter('storage', 'ST-LINK-4');
    const lot = (await storedLot({ storageContractId: contract.id })).json().data as StockRecord;
    const reply = await call('PATCH', `/records/${lot.id}`, world.farmer, { storageContractId: null });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().validation).toEqual([
      { field: 'storageContractRef', message: messages.inventory.storageContractRequired },
    ]);
  });

  it('never leaves a link to a deleted contract when a delete and a link race', async () => {
    for (let round = 0; round < 3; round += 1) {
      const contract = await enter('storage', `ST-RACE-${round}`);
      const lot = (await storedLot({ storageContractRef: `SC-RACE-${round}` })).json().data as StockRecord;
      const [deleted, linked] = await Promise.all([
        apiCall(world.t, 'DELETE', `/trading/contracts/${contract.id}`, world.farmer),
        call('PATCH', `/records/${lot.id}`, world.farmer, { storageContractId: contract.id }),
      ]);
      // One of them wins: the contract is gone and the link refused, or the link stands and the delete is refused.
      expect([
        [200, 400],
        [409, 200],
      ]).toContainEqual([deleted.statusCode, linked.statusCode]);
      const [dangling] = await rows<{ n: number }>(
        world.t,
        sql`select count(*)::int as n from inventory_records r
            where r.storage_contract_id is not null
              and not exists (select 1 from trading_contracts c where c.id = r.storage_contract_id)`,
      );
      expect(dangling!.n).toBe(0);
    }
  });
});
