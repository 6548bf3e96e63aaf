import { messages, storagePatchIssues, type Storage, type StorageCreate, type StoragePatch } from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import type { ChangeFeed } from '../../../platform/cache/change-feed';
import { KeptResults } from '../../../platform/cache/kept-results';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor } from '../../../platform/db/database';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import { inventoryChangeKey, unitNameIn, type InventoryContext, type InventoryContexts } from '../context-service';
import { invalid } from '../errors';
import {
  cropsIn,
  findStorage,
  findSubStores,
  hasFutureMovement,
  holdingsByStorage,
  insertStorage,
  listStoragesHolding,
  lockStorage,
  updateStorage,
  type StorageRow,
} from './queries';
import { storageView } from './views';

/**
 * A storage location as a movement or a new record is checked against it (the domain's movementConflicts): a
 * check of many records in a row adds each one that fits, as if they were added one by one.
 */
export interface Destination {
  capacityKg: number | null;
  holdingKg: number;
  commodityIds: string[];
  cropName: string | undefined;
}

/** How many storage lists an instance keeps (a few KB each): one per organisation and unit scope. */
const KEPT_LISTS = 1_000;

/** Each storage location's own holding, by its id. */
function holdingsOf(listed: { row: StorageRow; holdingKg: number }[]): Map<string, number> {
  return new Map(listed.map((each) => [each.row.id, each.holdingKg]));
}

/**
 * The rows as the API answers them: a store with its sub-stores (among `all`, the caller's storage locations) and
 * what they hold together, each own holding read from `holdings`.
 */
function viewsOf(
  context: InventoryContext,
  rows: StorageRow[],
  all: StorageRow[],
  holdings: Map<string, number>,
): Storage[] {
  const childrenOf = new Map<string, string[]>();
  for (const row of all) {
    if (row.parentId) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row.id]);
  }
  return rows.map((row) => {
    const children = childrenOf.get(row.id) ?? [];
    const holding = [row.id, ...children].reduce((sum, id) => sum + (holdings.get(id) ?? 0), 0);
    return storageView(row, unitNameIn(context, row.businessUnitId), holding, children);
  });
}

/**
 * Where inventory sits (spec platform §3, §5): stores with their capacity and sub-stores (one level deep), and
 * fields. A sub-store shares its store's capacity, so what a store holds is its own records and its sub-stores'.
 */
export class StorageService {
  readonly #kept: KeptResults<Storage[]>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly contexts: InventoryContexts,
    changes: ChangeFeed,
  ) {
    this.#kept = new KeptResults(changes, KEPT_LISTS);
  }

  /** One storage location the scope may see, with its sub-stores and what they hold together: one statement. */
  private async view(context: InventoryContext, id: string): Promise<Storage> {
    const family = await listStoragesHolding(this.db, context.scope, id);
    const row = family.find((each) => each.row.id === id)?.row;
    if (!row) throw notFound();
    const [view] = viewsOf(
      context,
      [row],
      family.map((each) => each.row),
      holdingsOf(family),
    );
    if (!view) throw notFound();
    return view;
  }

  /**
   * Every storage location the caller may see, with what it holds. Every page of a farm reads this list, so it is
   * kept until the organisation's inventory changes (docs/decisions.md, "Kept answers"): read again, it costs the
   * principal's check and no statement. The key holds what the answer depends on: the scope and its units' names.
   */
  async storages(principal: Principal): Promise<Storage[]> {
    const context = await this.contexts.of(principal);
    const key = JSON.stringify([context.scope, context.units]);
    return this.#kept.answer(key, [inventoryChangeKey(context.scope.organisationId)], async () => {
      const listed = await listStoragesHolding(this.db, context.scope);
      const all = listed.map((each) => each.row);
      return viewsOf(context, all, all, holdingsOf(listed));
    });
  }

  async storage(principal: Principal, id: string): Promise<Storage> {
    return this.view(await this.contexts.of(principal), id);
  }

  async createStorage(principal: Principal, input: StorageCreate): Promise<Storage> {
    const context = await this.contexts.of(principal);
    const unit = context.units.find((each) => each.id === input.businessUnitId);
    if (!unit) throw badRequest([invalid('businessUnitId', messages.validation.businessUnitRequired)]);
    const issues = this.contexts.cropIssues(input.commodityId, 'commodityId');
    if (unit.type === 'region') issues.push(invalid('businessUnitId', messages.inventory.businessUnitNotStorage));
    let parent: StorageRow | null = null;
    if (input.type === 'store' && input.parentId) {
      parent = await findStorage(this.db, context.scope, input.parentId);
      if (!parent || parent.type !== 'store' || parent.businessUnitId !== unit.id) issues.push(invalid('parentId'));
      else if (parent.parentId) issues.push(invalid('parentId', messages.inventory.subStoreDepth));
    }
    if (issues.length > 0) throw badRequest(issues);
    const row = await insertStorage(this.db, {
      organisationId: context.scope.organisationId,
      businessUnitId: unit.id,
      type: input.type,
      parentId: parent?.id ?? null,
      name: input.name,
      commodityId: input.commodityId ?? null,
      capacityKg: input.type === 'store' ? (input.capacityKg ?? null) : null,
      ...(input.type === 'field'
        ? {
            areaHa: input.areaHa,
            fieldType: input.fieldType,
            plantingDate: input.plantingDate ?? null,
            plantingMonth: input.plantingMonth ?? null,
            plantedAmountKg: input.plantedAmountKg ?? null,
            expectedYieldTonnesPerHectare: input.expectedYieldTonnesPerHectare ?? null,
          }
        : {}),
      createdAt: this.clock.now(),
    });
    return storageView(row, unit.name, 0, []);
  }

  async updateStorage(principal: Principal, id: string, patch: StoragePatch): Promise<Storage> {
    const context = await this.contexts.of(principal);
    const row = await findStorage(this.db, context.scope, id);
    if (!row) throw notFound();
    const issues = [
      ...this.contexts.cropIssues(patch.commodityId, 'commodityId'),
      ...storagePatchIssues(row.type, patch),
    ];
    if (issues.length > 0) throw badRequest(issues);
    // An empty change changes nothing (and an UPDATE needs something to set): the storage as it is.
    const changes = Object.values(patch).some((value) => value !== undefined);
    if (changes) await updateStorage(this.db, row.id, patch);
    return this.view(context, row.id);
  }

  /**
   * Spec §5: a storage location with a future movement cannot be deleted, nor a sub-store holding inventory;
   * and nothing is deleted from under inventory still in it. Its empty sub-stores go with it.
   */
  async deleteStorage(principal: Principal, id: string): Promise<void> {
    const context = await this.contexts.of(principal);
    await this.db.transaction(async (tx) => {
      const row = await lockStorage(tx, context.scope, id);
      if (!row) throw notFound();
      const subStores = await findSubStores(tx, row.id);
      const family = [row.id, ...subStores.map((each) => each.id)];
      if (await hasFutureMovement(tx, family, context.today)) {
        throw conflict(messages.inventory.storageHasFutureMovement);
      }
      const holdings = await holdingsByStorage(tx, family);
      if ((holdings.get(row.id) ?? 0) > 0) {
        throw conflict(
          row.parentId ? messages.inventory.subStoreHoldsInventory : messages.inventory.storageHoldsInventory,
        );
      }
      if (subStores.some((each) => (holdings.get(each.id) ?? 0) > 0)) {
        throw conflict(messages.inventory.subStoreHoldsInventory);
      }
      const at = this.clock.now();
      for (const storageId of family) await updateStorage(tx, storageId, { deletedAt: at });
    });
  }

  /**
   * What a storage location and its sub-stores hold now, the crops in them (and the crop it is set aside for),
   * and its capacity: what a movement or a new record into it is checked against, in the caller's transaction
   * (which has locked it).
   */
  async destinationOf(exec: Executor, storage: StorageRow): Promise<Destination> {
    const family = [storage.id, ...(await findSubStores(exec, storage.id)).map((each) => each.id)];
    const holdings = await holdingsByStorage(exec, family);
    const crops = await cropsIn(exec, family);
    const commodityIds = [...new Set([...crops, ...(storage.commodityId ? [storage.commodityId] : [])])];
    return {
      capacityKg: storage.type === 'store' ? storage.capacityKg : null,
      holdingKg: family.reduce((sum, id) => sum + (holdings.get(id) ?? 0), 0),
      commodityIds,
      cropName: commodityIds[0] ? this.contexts.cropName(commodityIds[0]) : undefined,
    };
  }
}
