import { tonnesToKg } from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../app';
import type { Principal } from '../platform/auth/principal';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo farm's stores, fields, stock, movements and a harvest in progress, so `npm start` opens on a farm that
 * is working rather than empty screens. Written through the inventory's own services, as the farm's owner, so every
 * rule and ledger line holds as if they had typed it. Only the started platform seeds it: the API tests build
 * their own inventory on the demo world and count on it starting empty.
 */
export async function seedDemoInventory(platform: Platform, log: FastifyBaseLogger): Promise<void> {
  const { accounts, storages, stock, movements, harvests } = platform.services;
  const owner = await accounts.findUserByEmail('farmer@demo.farm');
  const farm = await accounts.findOrganisationByName('Hillside Farm Partnership');
  if (!owner || !farm) return;
  const identity = await accounts.actingIdentity(owner.id, farm.id);
  if (!identity) return;
  const principal: Principal = { ...identity, sessionId: 'demo-seed', impersonation: null };
  if ((await storages.storages(principal)).length > 0) return;

  const { units } = await accounts.unitScope(principal);
  const unit = (name: string) => {
    const found = units.find((each) => each.name === name);
    if (!found) throw new Error(`The demo world has no unit ${name}`);
    return found.id;
  };
  const now = platform.clock.now();
  const day = (offset: number) => calendarDateIn(new Date(now.getTime() + offset * DAY_MS), 'GB');
  const year = Number(day(0).slice(0, 4));
  const lastHarvest = year - 1;

  const store = (name: string, capacityTonnes: number, extra: { parentId?: string; commodityId?: string } = {}) =>
    storages.createStorage(principal, {
      type: 'store',
      businessUnitId: unit('Hillside Grain Store'),
      name,
      capacityKg: tonnesToKg(capacityTonnes),
      ...extra,
    });
  const mainBarn = await store('Main barn', 500, { commodityId: 'wheat' });
  const bay = await store('Bay 1', 150, { parentId: mainBarn.id });
  const dryingFloor = await store('Drying floor', 120);
  const northSilo = await store('North silo', 80);
  const longMeadow = await storages.createStorage(principal, {
    type: 'field',
    businessUnitId: unit('Hillside Farm'),
    name: 'Long Meadow',
    areaHa: 24.5,
    fieldType: 'arable',
    commodityId: 'wheat',
  });
  await storages.createStorage(principal, {
    type: 'field',
    businessUnitId: unit('Brook End Farm'),
    name: 'Top Field',
    areaHa: 18,
    fieldType: 'arable',
    commodityId: 'barley',
  });

  const record = (storageId: string, tonnes: number, commodityId: string, commodityItemId: string, variety: string) =>
    stock.createRecord(principal, {
      storageId,
      quantityKg: tonnesToKg(tonnes),
      inventoryType: 'grain',
      commodityId,
      commodityItemId,
      variety,
      harvestYear: lastHarvest,
      ownerStatus: 'OWNED',
      saleStatus: 'unsold',
    });
  const feedWheat = await record(mainBarn.id, 180, 'wheat', 'wheat-feed', 'KWS Dawsum');
  await record(bay.id, 60, 'wheat', 'wheat-milling-nabim-group-1', 'Crusoe');
  const malting = await record(dryingFloor.id, 45, 'barley', 'barley-malting-spring', 'Laureate');
  await record(northSilo.id, 35, 'oilseed-rape', 'oilseed-rape-crushing', 'Aurelia');

  // What the farm has done with it: feed wheat collected by the mill, malting barley to be collected next week,
  // and wheat to be turned into the bay.
  const collection = (
    recordId: string,
    status: 'complete' | 'planned',
    startDate: string,
    buyer: string,
    ref: string,
  ) =>
    movements.createMovement(principal, {
      type: 'outbound',
      status,
      sources: [{ recordId, quantityKg: tonnesToKg(29) }],
      quantityKg: tonnesToKg(29),
      destinationName: buyer,
      reference: ref,
      startDate,
    });
  await collection(feedWheat.id, 'complete', day(-12), 'Openfield Mill, Bury St Edmunds', 'COL-2231');
  await collection(malting.id, 'planned', day(7), 'Anglia Grain Merchants Ltd', 'AGM-0412');
  await movements.createMovement(principal, {
    type: 'internal',
    status: 'planned',
    sources: [{ recordId: feedWheat.id, quantityKg: tonnesToKg(20) }],
    destinationStorageId: bay.id,
    quantityKg: tonnesToKg(20),
    reference: 'Turn the heap',
    startDate: day(-3),
  });

  // This year's wheat coming off Long Meadow: two loads in so far.
  const plan = await harvests.createPlan(principal, {
    fieldId: longMeadow.id,
    commodityId: 'wheat',
    harvestYear: year,
    expectedYieldTonnesPerHectare: 8.5,
  });
  for (const [tonnes, offset] of [
    [28, -2],
    [31, -1],
  ] as const) {
    await harvests.addLoad(principal, plan.id, {
      destinationStorageId: mainBarn.id,
      quantityKg: tonnesToKg(tonnes),
      startDate: day(offset),
      commodityItemId: 'wheat-feed',
      variety: 'KWS Dawsum',
      status: 'complete',
    });
  }
  log.info('demo inventory seeded');
}
