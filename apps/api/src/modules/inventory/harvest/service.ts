import {
  harvestLoadIssue,
  harvestOpenIssue,
  messages,
  movementCreateSchema,
  type HarvestLoadCreate,
  type HarvestPlan,
  type HarvestPlanCreate,
  type HarvestPlanDetail,
  type HarvestPlanPatch,
  type Movement,
} from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor } from '../../../platform/db/database';
import type { Scope } from '../../../platform/db/tenant-scope';
import { AppError, conflict, notFound } from '../../../platform/http/errors';
import type { FilesService } from '../../files';
import { unitNameIn, type InventoryContexts } from '../context-service';
import { invalidField } from '../errors';
import type { MovementService } from '../movements/service';
import { movementView } from '../movements/views';
import { findStorage, lockStorage } from '../storage/queries';
import { findTwinPlan, insertPlan, loadsOf, lockPlan, planDocs, updatePlan, type HarvestPlanRow } from './queries';
import { harvestPlanView } from './views';

/** What harvests need of the movements sub-domain: its use cases, which record and reverse the loads. */
export type HarvestMovements = Pick<MovementService, 'createMovement' | 'deleteMovement'>;
/** What harvests need of files: to delete a load's sample with it (createMovement checks the files a load names). */
export type HarvestFiles = Pick<FilesService, 'delete'>;

/**
 * Harvest plans (spec platform §4, trading-logistics §4-§5): a field's crop for a harvest year, its loads (intake
 * movements from the field into a store) and how far it has come. A load is a movement like any other: it is
 * recorded, checked and reversed by the inventory's own use cases, with the plan locked first in the same
 * transaction so a load cannot land in a harvest being completed.
 */
export class HarvestService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly contexts: InventoryContexts,
    private readonly movements: HarvestMovements,
    private readonly files: HarvestFiles,
  ) {}

  private async view(exec: Executor, principal: Principal, id: string): Promise<HarvestPlan> {
    const context = await this.contexts.of(principal);
    const [doc] = await planDocs(exec, context.scope, id);
    if (!doc) throw notFound();
    return harvestPlanView(doc, unitNameIn(context, doc.businessUnitId));
  }

  /** The plan locked in the caller's scope, or 404; 409 with the spec's message when it must be open and is not. */
  private async lockOpen(tx: Executor, scope: Scope, id: string): Promise<HarvestPlanRow> {
    const plan = await lockPlan(tx, scope, id);
    if (!plan) throw notFound();
    const issue = harvestOpenIssue(plan.status);
    if (issue) throw conflict(issue);
    return plan;
  }

  async plans(principal: Principal): Promise<HarvestPlan[]> {
    const context = await this.contexts.of(principal);
    return (await planDocs(this.db, context.scope)).map((doc) =>
      harvestPlanView(doc, unitNameIn(context, doc.businessUnitId)),
    );
  }

  async plan(principal: Principal, id: string): Promise<HarvestPlanDetail> {
    const context = await this.contexts.of(principal);
    const [doc] = await planDocs(this.db, context.scope, id);
    if (!doc) throw notFound();
    const loads = await loadsOf(this.db, doc.id);
    return {
      ...harvestPlanView(doc, unitNameIn(context, doc.businessUnitId)),
      loads: loads.map((row) => movementView(row, context.today)),
    };
  }

  /** One plan a field, crop and year; its expected yield defaults to the field's. */
  async createPlan(principal: Principal, input: HarvestPlanCreate): Promise<HarvestPlan> {
    const { scope } = await this.contexts.of(principal);
    if (!this.contexts.crops.commodityGroup(input.commodityId)) throw invalidField('commodityId');
    const id = await this.db.transaction(async (tx) => {
      // The field is locked so two plans for the same field, crop and year cannot both be made at once.
      const field = await lockStorage(tx, scope, input.fieldId);
      if (!field) throw invalidField('fieldId');
      if (field.type !== 'field') throw invalidField('fieldId', messages.inventory.harvestNeedsField);
      const values = {
        organisationId: scope.organisationId,
        fieldId: field.id,
        commodityId: input.commodityId,
        harvestYear: input.harvestYear,
      };
      if (await findTwinPlan(tx, values)) {
        throw conflict(messages.inventory.harvestPlanExists);
      }
      const row = await insertPlan(tx, {
        ...values,
        businessUnitId: field.businessUnitId,
        expectedYieldTonnesPerHectare:
          input.expectedYieldTonnesPerHectare === undefined
            ? field.expectedYieldTonnesPerHectare
            : input.expectedYieldTonnesPerHectare,
        status: 'in-progress',
        createdAt: this.clock.now(),
      });
      return row.id;
    });
    return this.view(this.db, principal, id);
  }

  async updatePlan(principal: Principal, id: string, patch: HarvestPlanPatch): Promise<HarvestPlan> {
    const { scope } = await this.contexts.of(principal);
    await this.db.transaction(async (tx) => {
      const plan = await lockPlan(tx, scope, id);
      if (!plan) throw notFound();
      await updatePlan(tx, plan.id, { expectedYieldTonnesPerHectare: patch.expectedYieldTonnesPerHectare });
    });
    return this.view(this.db, principal, id);
  }

  /** Spec §4: a harvest is in progress until it is complete; then it takes no more loads until reopened. */
  async completePlan(principal: Principal, id: string): Promise<HarvestPlan> {
    const { scope } = await this.contexts.of(principal);
    await this.db.transaction(async (tx) => {
      const plan = await this.lockOpen(tx, scope, id);
      await updatePlan(tx, plan.id, { status: 'complete', completedAt: this.clock.now() });
    });
    return this.view(this.db, principal, id);
  }

  /** Reopens a complete harvest (a load was missed); an open one stays as it is. */
  async reopenPlan(principal: Principal, id: string): Promise<HarvestPlan> {
    const { scope } = await this.contexts.of(principal);
    await this.db.transaction(async (tx) => {
      const plan = await lockPlan(tx, scope, id);
      if (!plan) throw notFound();
      if (plan.status === 'complete') await updatePlan(tx, plan.id, { status: 'in-progress', completedAt: null });
    });
    return this.view(this.db, principal, id);
  }

  /** A plan without loads may be deleted; one with loads keeps them (delete the loads first). */
  async deletePlan(principal: Principal, id: string): Promise<void> {
    const { scope } = await this.contexts.of(principal);
    await this.db.transaction(async (tx) => {
      const plan = await lockPlan(tx, scope, id);
      if (!plan) throw notFound();
      if ((await loadsOf(tx, plan.id)).length > 0) {
        throw conflict(messages.inventory.harvestHasLoads);
      }
      await updatePlan(tx, plan.id, { deletedAt: this.clock.now() });
    });
  }

  /**
   * Adds a load: an intake from the plan's field into a store, of the plan's crop and year (trading-logistics §5:
   * 'Loads added to a harvest must be of the same crop'). A complete load goes through the same conflict checks
   * as any movement (crop clash, over capacity) and into the ledger; a planned one waits to be completed.
   */
  async addLoad(principal: Principal, planId: string, input: HarvestLoadCreate): Promise<Movement> {
    const { scope } = await this.contexts.of(principal);
    const [plan] = await planDocs(this.db, scope, planId);
    if (!plan) throw notFound();
    const commodityId = input.commodityId ?? plan.commodityId;
    const groupIssue = harvestLoadIssue(plan.commodityId, [commodityId]);
    if (groupIssue) throw invalidField('commodityId', groupIssue);
    const movement = movementCreateSchema.parse({
      type: 'intake',
      status: input.status,
      destinationStorageId: input.destinationStorageId,
      quantityKg: input.quantityKg,
      startDate: input.startDate,
      reference: input.reference ?? null,
      weighbridgeFileId: input.weighbridgeFileId ?? null,
      moisturePercent: input.moisturePercent ?? null,
      sampleFileId: input.sampleFileId ?? null,
      record: {
        commodityId,
        commodityItemId: input.commodityItemId ?? null,
        variety: input.variety ?? null,
        harvestYear: plan.harvestYear,
        sourceStorageId: plan.fieldId,
      },
    });
    return this.movements.createMovement(principal, movement, {
      harvestId: plan.id,
      guard: async (tx, movementScope) => {
        await this.lockOpen(tx, movementScope, plan.id);
        const destination = await findStorage(tx, movementScope, input.destinationStorageId);
        if (destination?.type === 'field') {
          throw invalidField('destinationStorageId', messages.inventory.harvestLoadIntoStore);
        }
      },
    });
  }

  /**
   * Trading-logistics §5: deleting a load removes it from the harvest, including its sample. A complete load's
   * intake is taken back out of the ledger in the same transaction (refused if some has left the store since);
   * the sample file is deleted once that has committed, so a file store that fails cannot undo the ledger.
   */
  async deleteLoad(principal: Principal, planId: string, loadId: string): Promise<void> {
    const { sampleFileId } = await this.movements.deleteMovement(principal, loadId, {
      harvestId: planId,
      guard: async (tx, scope) => {
        await this.lockOpen(tx, scope, planId);
      },
    });
    if (!sampleFileId) return;
    try {
      await this.files.delete(principal, sampleFileId);
    } catch (error) {
      // Already gone, or kept by a record that protects it (a contract's sample): the load has let go of it.
      if (!(error instanceof AppError && (error.statusCode === 404 || error.statusCode === 409))) throw error;
    }
  }
}
