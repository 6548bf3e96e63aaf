import {
  adjustmentReasonIssues,
  fixedPricesOf,
  fixedWeightOf,
  fixingConflict,
  fixingStateOf,
  fixingWeightIssue,
  initialContractStatus,
  messages,
  monthPeriod,
  priceUpdateConflict,
  rolloverConflict,
  rolloverIssues,
  type ContractDetailView,
  type ContractScaleEdit,
  type FixingCreate,
  type PriceUpdateCreate,
  type RolloverCreate,
} from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import type { Executor } from '../../../platform/db/database';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/errors';
import { contractById, insertContract, updateContract, type ContractRow } from '../contracts/queries';
import type { ContractsService } from '../contracts/service';
import { deliveryOfContract } from '../deliveries/queries';
import { sampleView } from '../deliveries/views';
import { sellerScopeOf } from '../directory-service';
import { invalid } from '../errors';
import type { SettlementReasons } from '../ports';
import { TradingService, type TradingParts } from '../trading-service';
import {
  deliveryWeightOf,
  fixingsOf,
  hasRolloverLink,
  insertFixing,
  insertPriceUpdate,
  priceUpdatesOf,
  rolledIntoIds,
} from './queries';
import { contractDetailView } from './views';

/**
 * What changes a contract after it is made (trading §1, §3, §4): fixing an unfixed price in parts, rolling part of it
 * into a later month, the price updated after sampling when the grade changes, and the deduction and bonus scale
 * agreed on it. Each change locks the contract, so two at once are taken one after the other.
 */
export class ContractChangesService extends TradingService {
  constructor(
    parts: TradingParts,
    private readonly contracts: Pick<ContractsService, 'get'>,
    private readonly reasons: SettlementReasons,
  ) {
    super(parts);
  }

  /**
   * Runs a change with the contract locked, as the caller may see it (anyone else: 404). The caller's scope is read
   * before the transaction: a read outside it while it holds the one embedded connection would wait for itself.
   */
  private async withLocked<T>(
    principal: Principal,
    id: string,
    change: (tx: Executor, row: ContractRow) => Promise<T>,
  ): Promise<T> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    return this.db.transaction(async (tx) => {
      const row = await contractById(tx, scope, id, 'lock');
      if (!row) throw notFound();
      return change(tx, row);
    });
  }

  /** GET /trading/contracts/{id}: the contract with its fixing, rollovers, price updates and agreed scale. */
  async detail(principal: Principal, id: string): Promise<ContractDetailView> {
    const view = await this.contracts.get(principal, id);
    const { scope } = await sellerScopeOf(this.directory, principal);
    const row = await contractById(this.db, scope, id);
    if (!row) throw notFound();
    const [fixings, priceUpdates, rolledIntoContractIds] = await Promise.all([
      fixingsOf(this.db, row.id),
      priceUpdatesOf(this.db, row.id),
      rolledIntoIds(this.db, row.id),
    ]);
    const recorders = [...fixings, ...priceUpdates];
    const names = await this.directory.namesOf(
      this.db,
      recorders.flatMap((each) => (each.recordedByOrganisationId ? [each.recordedByOrganisationId] : [])),
      recorders.flatMap((each) => (each.recordedBy ? [each.recordedBy] : [])),
    );
    return contractDetailView(view, row, { fixings, priceUpdates, rolledIntoContractIds, names });
  }

  /**
   * §1 base and premium fixing: either party records a part of the price they agreed (a weight at a price on a day,
   * not after today). The fixed weight of a kind never exceeds the contract's; the contract's price per unit (and
   * premium) becomes the weighted average of its fixings, and it reads fixed once every kind is fixed in whole.
   */
  async fix(principal: Principal, id: string, input: FixingCreate): Promise<ContractDetailView> {
    const today = this.clock.now().toISOString().slice(0, 10);
    await this.withLocked(principal, id, async (tx, row) => {
      const refused = fixingConflict(row, input.kind);
      if (refused) throw conflict(refused);
      if (input.fixedOn > today) throw badRequest([invalid('fixedOn', messages.fixings.dateInFuture)]);
      const fixings = await fixingsOf(tx, row.id);
      const issue = fixingWeightIssue(
        input.kind,
        fixedWeightOf(fixings, input.kind) + input.weightKg,
        row.totalWeightKg,
      );
      if (issue) throw badRequest([invalid('weightKg', issue)]);
      const now = this.clock.now();
      const fixing = await insertFixing(tx, {
        contractId: row.id,
        ...input,
        recordedBy: principal.userId,
        recordedByOrganisationId: principal.organisationId,
        createdAt: now,
      });
      const all = [...fixings, fixing];
      await updateContract(tx, row.id, {
        ...fixedPricesOf(row, all),
        fixed: fixingStateOf(row, all) === 'fixed',
        updatedAt: now,
      });
    });
    return this.detail(principal, id);
  }

  /**
   * §3/§4 rolled over: either party rolls part of an open sales or premium contract into a later movement month. A
   * new contract takes it (same parties, crop, specification, terms and scale; the rolled weight; the new month's
   * dates; unfixed when the unfixed part is rolled), linked to this one, which is marked rolled over and keeps the
   * rest: never less than it has delivered or planned for delivery, nor than it has fixed. One transaction, the
   * contract locked, so a delivery planned or a fixing made at the same time is counted.
   */
  async rollOver(principal: Principal, id: string, input: RolloverCreate): Promise<ContractDetailView> {
    const rolledId = await this.withLocked(principal, id, async (tx, row) => {
      const refused = rolloverConflict(row, input.part);
      if (refused) throw conflict(refused);
      const fixings = await fixingsOf(tx, row.id);
      const held = {
        plannedKg: await deliveryWeightOf(tx, row.id),
        fixedKg: Math.max(fixedWeightOf(fixings, 'base'), fixedWeightOf(fixings, 'premium')),
      };
      const issues = rolloverIssues(row, held, input);
      if (issues.length > 0) throw badRequest(issues);
      const now = this.clock.now();
      const priceType = input.part === 'unfixed' ? 'unfixed' : row.priceType;
      const rolled = await insertContract(tx, {
        type: row.type,
        status: initialContractStatus(row.type),
        origin: row.origin,
        // The trade opened the first contract; this one is reached from it (one contract a trade).
        tradeId: null,
        sellerOrganisationId: row.sellerOrganisationId,
        sellerBusinessUnitId: row.sellerBusinessUnitId,
        buyerOrganisationId: row.buyerOrganisationId,
        counterpartyName: row.counterpartyName,
        counterpartyOrganisationId: row.counterpartyOrganisationId,
        contractNumber: null,
        commodityId: row.commodityId,
        harvestYear: row.harvestYear,
        specification: row.specification,
        month: input.month,
        ...monthPeriod(input.month),
        paymentTerms: row.paymentTerms,
        paymentDays: row.paymentDays,
        pricePerUnit: row.pricePerUnit,
        premiumPrice: row.premiumPrice,
        priceType,
        currency: row.currency,
        totalWeightKg: input.weightKg,
        haulage: row.haulage,
        haulageReference: row.haulageReference,
        fixed: priceType === 'fixed',
        rolledFromContractId: row.id,
        rolledPart: input.part,
        adjustmentScale: row.adjustmentScale,
        createdBy: principal.userId,
        createdAt: now,
        updatedAt: now,
      });
      const left = { type: row.type, totalWeightKg: row.totalWeightKg - input.weightKg };
      await updateContract(tx, row.id, {
        totalWeightKg: left.totalWeightKg,
        rolledOver: true,
        // What is left of an unfixed contract may now be fixed in whole.
        fixed: row.priceType === 'fixed' || fixingStateOf(left, fixings) === 'fixed',
        updatedAt: now,
      });
      return rolled.id;
    });
    return this.detail(principal, rolledId);
  }

  /**
   * §4 Trade: 'The contract price may be updated after sampling if the grade changes.' The buyer, who records the
   * samples, records the price agreed for the new grade, naming the delivery whose sample is outside the contract's
   * specification; the old price, the new, the reason, who and when are kept on the contract.
   */
  async updatePrice(principal: Principal, id: string, input: PriceUpdateCreate): Promise<ContractDetailView> {
    await this.withLocked(principal, id, async (tx, row) => {
      if (row.buyerOrganisationId !== principal.organisationId) throw forbidden(messages.priceUpdates.buyerOnly);
      const delivery = await deliveryOfContract(tx, row.id, input.deliveryId);
      if (!delivery) throw badRequest([invalid('deliveryId')]);
      const sample = sampleView(delivery, row);
      const refused = priceUpdateConflict(row, {
        recorded: sample !== null,
        meetsSpecification: sample?.meetsSpecification ?? true,
      });
      if (refused) throw conflict(refused);
      if (input.pricePerUnit === row.pricePerUnit) {
        throw badRequest([invalid('pricePerUnit', messages.priceUpdates.samePrice)]);
      }
      const now = this.clock.now();
      await insertPriceUpdate(tx, {
        contractId: row.id,
        deliveryId: delivery.id,
        oldPricePerUnit: row.pricePerUnit,
        newPricePerUnit: input.pricePerUnit,
        reason: input.reason,
        recordedBy: principal.userId,
        recordedByOrganisationId: principal.organisationId,
        createdAt: now,
      });
      await updateContract(tx, row.id, { pricePerUnit: input.pricePerUnit, updatedAt: now });
    });
    return this.detail(principal, id);
  }

  /**
   * The deduction and bonus scale agreed on the contract, set by either party: each rule's reason one of core
   * config's settlement reasons of its kind. Samples recorded after it are priced by it (those before keep theirs);
   * null goes back to the UK default for the crop.
   */
  async setScale(principal: Principal, id: string, input: ContractScaleEdit): Promise<ContractDetailView> {
    if (input.scale) {
      const issues = adjustmentReasonIssues(input.scale, this.reasons.settlementReasons());
      if (issues.length > 0) throw badRequest(issues.map((issue) => ({ ...issue, field: `scale.${issue.field}` })));
    }
    await this.withLocked(principal, id, async (tx, row) => {
      await updateContract(tx, row.id, { adjustmentScale: input.scale, updatedAt: this.clock.now() });
    });
    return this.detail(principal, id);
  }

  /** A contract rolled into another, or rolled from one, is not deleted: the weight it gave or took would be lost. */
  holdsContract(exec: Executor, contractId: string): Promise<boolean> {
    return hasRolloverLink(exec, contractId);
  }
}
