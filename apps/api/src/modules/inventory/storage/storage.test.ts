import { messages, type Movement, type Storage } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, rows } from '../../../../test/auth-helpers';
import { buildInventoryWorld, inventoryCalls, type InventoryWorld } from '../../../../test/inventory-world';

describe('storage locations (platform §3, §5)', () => {
  let world: InventoryWorld;
  const { call, store, field, record, move, dayAfter } = inventoryCalls(() => world);

  beforeAll(async () => {
    world = await buildInventoryWorld();
  }, 60_000);

  afterAll(() => world.t.close());

  it('adds a store with a sub-store, and a field, each showing what it holds', async () => {
    const shed = await store('Shed A', 500_000, { commodityId: 'wheat' });
    const bay = await store('Bay 1', 100_000, { parentId: shed.id });
    const meadow = await field('Long Meadow');
    expect(bay.parentId).toBe(shed.id);
    expect(meadow).toMatchObject({ type: 'field', areaHa: 12.5, fieldType: 'arable', capacityKg: null });
    await record(bay.id, 40_000);
    const listed = (await call('GET', '/storages', world.farmer)).json().data as Storage[];
    expect(listed.find((each) => each.id === shed.id)).toMatchObject({
      quantityKg: 40_000,
      subStoreIds: [bay.id],
      businessUnitName: 'Hillside Grain Store',
    });
    // Read alone, a store answers the same as in the list: its sub-stores and what they hold with it.
    const one = (await call('GET', `/storages/${shed.id}`, world.farmer)).json().data as Storage;
    expect(one).toEqual(listed.find((each) => each.id === shed.id));
    const renamed = await call('PATCH', `/storages/${bay.id}`, world.farmer, { name: 'Bay 1 (north)' });
    expect(renamed.json().data).toMatchObject({ name: 'Bay 1 (north)', quantityKg: 40_000, subStoreIds: [] });
  });

  it('keeps inventory at farms and stores only, and sub-stores one level deep', async () => {
    const shed = await store('Shed B', null);
    const bay = await store('Bay B1', null, { parentId: shed.id });
    const deeper = await call('POST', '/storages', world.farmer, {
      type: 'store',
      businessUnitId: world.units['Hillside Grain Store'],
      name: 'Corner',
      parentId: bay.id,
    });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().validation).toEqual([{ field: 'parentId', message: messages.inventory.subStoreDepth }]);
    const unknownCrop = await call('POST', '/storages', world.farmer, {
      type: 'store',
      businessUnitId: world.units['Hillside Grain Store'],
      name: 'Quinoa loft',
      commodityId: 'quinoa',
    });
    expect(unknownCrop.json().validation).toEqual([{ field: 'commodityId', message: messages.validation.invalid }]);
    const anotherBusiness = await call('POST', '/storages', world.farmer, {
      type: 'store',
      businessUnitId: world.units['Marsh Lane Farm'],
      name: 'Not ours',
    });
    expect(anotherBusiness.statusCode).toBe(400);
  });

  it('refuses to delete a sub-store holding inventory, or a store with a movement ahead; empty ones go', async () => {
    const shed = await store('Shed C', null);
    const bay = await store('Bay C1', null, { parentId: shed.id });
    const held = await record(bay.id, 1_000);
    const subStore = await call('DELETE', `/storages/${bay.id}`, world.farmer);
    expect(subStore.statusCode).toBe(409);
    expect(subStore.json().message).toBe(messages.inventory.subStoreHoldsInventory);
    expect((await call('DELETE', `/storages/${shed.id}`, world.farmer)).json().message).toBe(
      messages.inventory.subStoreHoldsInventory,
    );

    const empty = await store('Shed D', null);
    const planned = await move([{ recordId: held.id, quantityKg: 500 }], empty.id, {
      status: 'planned',
      startDate: dayAfter(3),
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const blocked = await call('DELETE', `/storages/${empty.id}`, world.farmer);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(messages.inventory.storageHasFutureMovement);
    await call('DELETE', `/movements/${(planned.json().data as Movement).id}`, world.farmer);
    expect((await call('DELETE', `/storages/${empty.id}`, world.farmer)).statusCode).toBe(200);
    expect((await call('GET', `/storages/${empty.id}`, world.farmer)).statusCode).toBe(404);
  });

  it('shows a member limited to one business unit only what is kept there', async () => {
    const atStore = await store('Unit shed', null);
    const meadow = await field('Unit field');
    await record(atStore.id, 100);
    const limited = await newMember(world.t, { access: { 'inventory.movements': 'write' } });
    await rows(
      world.t,
      sql`insert into profile_business_units (profile_id, business_unit_id)
            values (${limited.profileId}, ${world.units['Hillside Farm']}) returning profile_id`,
    );
    const seen = (await call('GET', '/storages', limited.headers)).json().data as Storage[];
    expect(seen.map((each) => each.id)).toContain(meadow.id);
    expect(seen.map((each) => each.id)).not.toContain(atStore.id);
    expect((await call('GET', `/storages/${atStore.id}`, limited.headers)).statusCode).toBe(404);
    const readOnly = await newMember(world.t, { access: { 'inventory.movements': 'read' } });
    expect((await call('GET', '/storages', readOnly.headers)).statusCode).toBe(200);
    expect(
      (
        await call('POST', '/storages', readOnly.headers, {
          type: 'store',
          businessUnitId: world.units['Hillside Farm'],
          name: 'X',
        })
      ).statusCode,
    ).toBe(403);
  });
});
