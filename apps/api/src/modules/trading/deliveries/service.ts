import { randomUUID } from 'node:crypto';
import {
  amountMovedIssue,
  canMoveDelivery,
  collectionReceiptRequired,
  contractStatusAt,
  defaultAdjustmentScale,
  deliveryEditable,
  deliveryTipped,
  messages,
  plannedDateIssue,
  plannedWeightIssue,
  referenceNamesNumber,
  storageDrawIssue,
  storageLinkOf,
  type ContractSide,
  type DeliveryCreate,
  type DeliveryDispatch,
  type DeliveryLot,
  type DeliverySample,
  type DeliveryUpdate,
  type DeliveryView,
  type Movement,
  type MovementCreate,
  type SampleCreate,
  type SettlementView,
  type TippedWeight,
} from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import type { Executor } from '../../../platform/db/database';
import type { Scope } from '../../../platform/db/tenant-scope';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../platform/http/errors';
import {
  contractById,
  contractNumbersOf,
  lockStorageContractOf,
  storageContractsOfSeller,
  type ContractRow,
} from '../contracts/queries';
import { organisationsById, sellerScopeOf } from '../directory-service';
import { invalid } from '../errors';
import type { DeliveryFiles, Specifications, StockLots, StockMovements } from '../ports';
import { TradingService, type TradingParts } from '../trading-service';
import {
  deleteDelivery,
  contractHasDeliveries,
  deliveriesOfContract,
  deliveryOfContract,
  insertDelivery,
  listedItemOfTrade,
  plannedWeightOf,
  storageDrawnKg,
  updateDelivery,
  type DeliveryRow,
  deliveryForHaulage,
  deliveryWithContract,
} from './queries';
import { deliveryView, sampleView } from './views';

/** The haulage driver's weighbridge reading at the buyer's site (issue 23). */
export interface HaulageReading {
  grossKg: number;
  tareKg: number;
  netKg: number;
  weighbridgeFileId: string;
  /** When it was tipped, the UK day of it (the dispatch's actual date when the seller had not dispatched), and who. */
  at: Date;
  day: string;
  userId: string;
}

/** What a delivery is planned as: its day, its weight and the lots it takes from. */
interface Plan {
  plannedDate: string;
  plannedWeightKg: number;
  lots: DeliveryLot[];
}

/** The storage contract a delivery's third-party stored lots are held under, as stored on the delivery. */
interface StorageDraw {
  storageContractId: string | null;
  storageDrawKg: number | null;
}

const NO_STORAGE: StorageDraw = { storageContractId: null, storageDrawKg: null };

/** A refusal of the delivery's storage contract link: the field the seller names it by. */
const storageRefused = (message: string) => badRequest([invalid('storageContractId', message)]);

/** Inventory names the movement's fields; the caller named the delivery's. */
const FIELD_NAMES: Record<string, string> = {
  sources: 'lots',
  quantityKg: 'plannedWeightKg',
  startDate: 'plannedDate',
};

/** A movement's refusal said in the delivery's words: `sources.0.recordId` is the delivery's `lots.0.recordId`. */
function asDeliveryError(error: unknown): unknown {
  if (!(error instanceof AppError) || error.validation.length === 0) return error;
  const validation = error.validation.map((issue) => {
    const [head = '', ...rest] = issue.field.split('.');
    return { ...issue, field: [FIELD_NAMES[head] ?? head, ...rest].join('.') };
  });
  return new AppError(error.statusCode, error.message, validation, error.headers);
}

async function orDeliveryError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw asDeliveryError(error);
  }
}

/** A delivery as haulage books it (DeliveriesService.haulageOf). */
export interface DeliveryHaulage {
  id: string;
  status: DeliveryRow['status'];
  plannedDate: string;
  plannedWeightKg: number;
  commodityId: string;
  contractId: string;
  contractNumber: string | null;
  sellerOrganisationId: string;
  /** Null for a contract the seller entered with a party off the platform (counterpartyName). */
  buyerOrganisationId: string | null;
  counterpartyName: string | null;
  /** The business unit the grain is collected from. */
  collectionUnitId: string;
}

/** The deliveries' settlements for their views: settlements (built after deliveries) registers itself. */
export interface DeliverySettlements {
  settlementsOf(exec: Executor, deliveryIds: readonly string[]): Promise<Map<string, SettlementView>>;
}

/**
 * A contract's deliveries (trading §3, §4): the seller plans them out of its stores (an outbound movement of its
 * inventory, made by inventory's own service in the same transaction) and dispatches them (the movement completes
 * and the store's stock falls through the ledger); the buyer records each one's sample and tipped weight.
 */
export class DeliveriesService extends TradingService {
  constructor(
    parts: TradingParts,
    private readonly movements: StockMovements,
    private readonly files: DeliveryFiles,
    private readonly specifications: Specifications,
    private readonly lots: StockLots,
  ) {
    super(parts);
  }

  #settlements: DeliverySettlements | null = null;

  /** Settlements read through this once wired (index.ts): a delivery's view carries its settlement. */
  readSettlementsFrom(settlements: DeliverySettlements): void {
    this.#settlements = settlements;
  }

  /** The contract as the caller may see it, with their side (anyone else: 404). */
  private async contractOf(exec: Executor, scope: Scope, principal: Principal, id: string, lock: 'lock' | 'read') {
    const contract = await contractById(exec, scope, id, lock);
    if (!contract) throw notFound();
    const side: ContractSide = contract.buyerOrganisationId === principal.organisationId ? 'buyer' : 'seller';
    return { contract, side };
  }

  private async sideOnly(principal: Principal, contractId: string, side: ContractSide) {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const found = await this.contractOf(this.db, scope, principal, contractId, 'read');
    if (found.side !== side) {
      throw forbidden(side === 'seller' ? messages.deliveries.sellerOnly : messages.deliveries.buyerOnly);
    }
    return { scope, ...found };
  }

  private async deliveryOf(exec: Executor, contractId: string, id: string, lock: 'lock' | 'read') {
    const row = await deliveryOfContract(exec, contractId, id, lock);
    if (!row) throw notFound();
    return row;
  }

  private async views(rows: DeliveryRow[], contract: ContractRow, side: ContractSide): Promise<DeliveryView[]> {
    const storageIds = rows.flatMap((row) => (row.storageContractId ? [row.storageContractId] : []));
    const numbers = side === 'seller' ? await contractNumbersOf(this.db, [...new Set(storageIds)]) : new Map();
    const settled =
      (await this.#settlements?.settlementsOf(
        this.db,
        rows.map((row) => row.id),
      )) ?? new Map();
    return rows.map((row) => deliveryView(row, side, contract, settled.get(row.id) ?? null, numbers));
  }

  private async view(row: DeliveryRow, contract: ContractRow, side: ContractSide): Promise<DeliveryView> {
    const [view] = await this.views([row], contract, side);
    if (!view) throw notFound();
    return view;
  }

  /**
   * Spec §5 and §8, issue 21: a delivery of third-party stored grain draws on the seller's storage contract, named in
   * the body or taken from the lots' link (or the number their typed reference gives; none found is §8's 'error
   * linking delivery to storage contract (add manually)'). Checked in the delivery's transaction with the storage
   * contract locked, so deliveries racing for it queue and together never take more than its agreed quantity: the
   * seller's own, active, the sale's crop. Any refusal rolls back the movement too: nothing is written.
   */
  private async storageDrawOf(
    tx: Executor,
    contract: ContractRow,
    lots: readonly DeliveryLot[],
    named: string | null | undefined,
    except?: string,
  ): Promise<StorageDraw> {
    const organisationId = contract.sellerOrganisationId;
    const holdings = new Map(
      (
        await this.lots.lotHoldings(
          tx,
          organisationId,
          lots.map((lot) => lot.recordId),
        )
      ).map((holding) => [holding.id, holding]),
    );
    const link = storageLinkOf(
      lots.flatMap((lot) => {
        const holding = holdings.get(lot.recordId);
        return holding ? [{ ...holding, recordId: lot.recordId, quantityKg: lot.quantityKg }] : [];
      }),
      named,
    );
    if (link.kind === 'none') return NO_STORAGE;
    if (link.kind === 'issue') throw storageRefused(link.message);
    let storageContractId = link.kind === 'contract' ? link.contractId : null;
    if (link.kind === 'reference') {
      const found = (await storageContractsOfSeller(tx, organisationId)).filter((each) =>
        referenceNamesNumber(link.reference, each.contractNumber),
      );
      // No contract (or two) has that number: the seller names the contract by hand.
      if (found.length !== 1 || !found[0]) throw storageRefused(messages.deliveries.storageLinkFailed);
      storageContractId = found[0].id;
    }
    const storage = storageContractId ? await lockStorageContractOf(tx, organisationId, storageContractId) : null;
    if (!storage) throw storageRefused(messages.contracts.storageContractUnknown);
    const issue = storageDrawIssue(
      {
        status: contractStatusAt(storage, this.clock.now()),
        commodityId: storage.commodityId,
        storageQuantityKg: storage.storageQuantityKg,
      },
      { commodityId: contract.commodityId, drawKg: link.drawKg, drawnKg: await storageDrawnKg(tx, storage.id, except) },
    );
    if (issue) throw storageRefused(issue);
    return { storageContractId: storage.id, storageDrawKg: link.drawKg };
  }

  /** A file the caller names must be one they may read: anything else is that field's 400. */
  private async checkFile(principal: Principal, fileId: string | null | undefined, field: string): Promise<void> {
    if (!fileId) return;
    try {
      await this.files.describe(principal, fileId);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) throw badRequest([invalid(field)]);
      throw error;
    }
  }

  async list(principal: Principal, contractId: string): Promise<DeliveryView[]> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const { contract, side } = await this.contractOf(this.db, scope, principal, contractId, 'read');
    return this.views(await deliveriesOfContract(this.db, contract.id), contract, side);
  }

  /**
   * Checks a plan against the contract, locked: an open sales contract, a day within its period, and all its
   * deliveries together within its weight (the message says by how much they are over).
   */
  private async checkPlan(tx: Executor, contract: ContractRow, plan: Plan, except?: string): Promise<void> {
    if (contract.type === 'storage' || contract.status !== 'open') throw conflict(messages.deliveries.contractNotOpen);
    const issues = [];
    const dateIssue = plannedDateIssue(plan.plannedDate, contract);
    if (dateIssue) issues.push(invalid('plannedDate', dateIssue));
    const others = await plannedWeightOf(tx, contract.id, except);
    const weightIssue = plannedWeightIssue(others + plan.plannedWeightKg, contract.totalWeightKg);
    if (weightIssue) issues.push(invalid('plannedWeightKg', weightIssue));
    if (issues.length > 0) throw badRequest(issues);
  }

  /** The outbound movement a plan makes of the seller's stock, planned until the delivery is dispatched. */
  private movementOf(contract: ContractRow, plan: Plan, buyerName: string): MovementCreate {
    return {
      type: 'outbound',
      status: 'planned',
      sources: plan.lots.map((lot) => ({ recordId: lot.recordId, quantityKg: lot.quantityKg })),
      quantityKg: plan.plannedWeightKg,
      startDate: plan.plannedDate,
      destinationName: buyerName,
      reference: contract.contractNumber,
    };
  }

  /** Where the grain goes: the buyer's business, or the other party a contract entered by the seller names. */
  private async buyerName(contract: ContractRow): Promise<string> {
    const buyerId = contract.buyerOrganisationId;
    if (!buyerId) return contract.counterpartyName ?? '';
    const names = await organisationsById(this.directory, [buyerId]);
    return names.get(buyerId)?.name ?? '';
  }

  /**
   * What haulage needs to book a delivery's collection (logistics' job from a delivery): the delivery and its
   * contract's parties, the unit its grain is collected from (the store of its first lot, as the seller reads it, or
   * the contract's farm) and the buyer; null when the caller's business is neither the seller nor the buyer.
   */
  async haulageOf(principal: Principal, deliveryId: string): Promise<DeliveryHaulage | null> {
    const organisationId = principal.organisationId;
    if (!organisationId) return null;
    const found = await deliveryForHaulage(this.db, organisationId, deliveryId);
    if (!found) return null;
    const { delivery, contract } = found;
    const firstLot = delivery.lots[0];
    const lot =
      contract.sellerOrganisationId === organisationId && firstLot
        ? await this.lots.ownLot(principal, firstLot.recordId)
        : null;
    return {
      id: delivery.id,
      status: delivery.status,
      plannedDate: delivery.plannedDate,
      plannedWeightKg: delivery.plannedWeightKg,
      commodityId: contract.commodityId,
      contractId: contract.id,
      contractNumber: contract.contractNumber,
      sellerOrganisationId: contract.sellerOrganisationId,
      buyerOrganisationId: contract.buyerOrganisationId,
      counterpartyName: contract.counterpartyName,
      collectionUnitId: lot?.businessUnitId ?? contract.sellerBusinessUnitId,
    };
  }

  /**
   * Issue 23: the haulage driver's weighbridge reading at the buyer's site becomes the delivery's tipped weight, as if
   * the buyer had keyed it, so settlement starts from what the driver recorded. A delivery its seller has not yet
   * dispatched is dispatched first, as the person who planned it, with the tipped net as what left the store
   * (inventory checks the stock as for any dispatch). Answers null when the delivery is delivered (now or before),
   * else why it could not be, for haulage to tell the organiser; nothing is half done.
   */
  async haulageTipped(deliveryId: string, reading: HaulageReading): Promise<string | null> {
    const found = await deliveryWithContract(this.db, deliveryId);
    if (!found) return messages.errors.notFound;
    const { delivery, contract } = found;
    if (deliveryTipped(delivery.status)) return null;
    if (collectionReceiptRequired(contract.haulage)) return messages.deliveries.collectionReceiptRequired;
    // Both parties read the ticket the delivery is completed on.
    const parties = [contract.sellerOrganisationId, contract.buyerOrganisationId].flatMap((id) => (id ? [id] : []));
    await this.files.shareWith(reading.weighbridgeFileId, parties);
    if (delivery.status === 'planned') {
      const identity = delivery.createdBy
        ? await this.directory.actingIdentity(delivery.createdBy, contract.sellerOrganisationId)
        : null;
      if (identity?.organisationId !== contract.sellerOrganisationId) return messages.deliveries.haulageNotDispatched;
      try {
        await this.dispatch({ ...identity, sessionId: 'haulage', impersonation: null }, contract.id, delivery.id, {
          actualDate: reading.day,
          actualWeightKg: reading.netKg,
        });
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500) return error.message;
        throw error;
      }
    }
    return this.db.transaction(async (tx) => {
      const row = await this.deliveryOf(tx, contract.id, deliveryId, 'lock');
      if (deliveryTipped(row.status)) return null;
      if (!canMoveDelivery(row.status, 'delivered')) return messages.deliveries.notInTransit;
      await this.files.lock(reading.weighbridgeFileId, 'weighbridge-ticket', tx);
      await updateDelivery(tx, row.id, {
        status: 'delivered',
        grossKg: reading.grossKg,
        tareKg: reading.tareKg,
        netKg: reading.netKg,
        tippedQuantityKg: reading.netKg,
        weighbridgeFileId: reading.weighbridgeFileId,
        deliveredAt: reading.at,
        deliveredBy: reading.userId,
        updatedAt: this.clock.now(),
      });
      return null;
    });
  }

  /** A contract with a delivery cannot be deleted (§7), asked by the contract's delete in its transaction. */
  holdsContract(exec: Executor, contractId: string): Promise<boolean> {
    return contractHasDeliveries(exec, contractId);
  }

  /** The lots must hold the contract's crop: checked on the movement inventory made of them. */
  private static sameCrop(contract: ContractRow, movement: Movement): void {
    if (movement.commodityId !== contract.commodityId) {
      throw badRequest([invalid('lots', messages.deliveries.lotsOtherCrop)]);
    }
  }

  async create(principal: Principal, contractId: string, input: DeliveryCreate): Promise<DeliveryView> {
    const { contract: seen } = await this.sideOnly(principal, contractId, 'seller');
    const plan: Plan = { plannedDate: input.plannedDate, plannedWeightKg: input.plannedWeightKg, lots: input.lots };
    let contract = seen;
    let created: DeliveryRow | null = null;
    // The delivery's id is known before its movement, which carries it.
    const deliveryId = randomUUID();
    await orDeliveryError(
      this.movements.createMovement(principal, this.movementOf(seen, plan, await this.buyerName(seen)), {
        deliveryId,
        guard: async (tx, scope) => {
          contract = (await this.contractOf(tx, scope, principal, contractId, 'lock')).contract;
          await this.checkPlan(tx, contract, plan);
        },
        linked: async (tx, movement) => {
          DeliveriesService.sameCrop(contract, movement);
          const storage = await this.storageDrawOf(tx, contract, plan.lots, input.storageContractId);
          const now = this.clock.now();
          created = await insertDelivery(tx, {
            id: deliveryId,
            contractId: contract.id,
            status: 'planned',
            ...plan,
            ...storage,
            movementId: movement.id,
            createdBy: principal.userId,
            createdAt: now,
            updatedAt: now,
          });
        },
      }),
    );
    if (!created) throw notFound();
    return this.view(created, contract, 'seller');
  }

  /** A planned delivery's day, weight or lots: its planned movement is replaced by one of the new plan. */
  async update(principal: Principal, contractId: string, id: string, input: DeliveryUpdate): Promise<DeliveryView> {
    const { contract: seen } = await this.sideOnly(principal, contractId, 'seller');
    const before = await this.deliveryOf(this.db, seen.id, id, 'read');
    if (!deliveryEditable(before.status)) throw conflict(messages.deliveries.notPlanned);
    // Nothing to change: the delivery as it is, its movement untouched.
    if (Object.values(input).every((value) => value === undefined)) return this.view(before, seen, 'seller');
    const plan: Plan = {
      plannedDate: input.plannedDate ?? before.plannedDate,
      plannedWeightKg: input.plannedWeightKg ?? before.plannedWeightKg,
      lots: input.lots ?? before.lots,
    };
    const picked = plan.lots.reduce((sum, lot) => sum + lot.quantityKg, 0);
    const amountIssue = amountMovedIssue(plan.plannedWeightKg, picked);
    if (amountIssue) throw badRequest([invalid('plannedWeightKg', amountIssue)]);
    let contract = seen;
    let updated: DeliveryRow | null = null;
    await orDeliveryError(
      this.movements.createMovement(principal, this.movementOf(seen, plan, await this.buyerName(seen)), {
        replaces: before.movementId,
        deliveryId: before.id,
        guard: async (tx, scope) => {
          contract = (await this.contractOf(tx, scope, principal, contractId, 'lock')).contract;
          const row = await this.deliveryOf(tx, contract.id, id, 'lock');
          // Changed since it was read (dispatched, or planned again): the caller reads it afresh.
          if (!deliveryEditable(row.status)) throw conflict(messages.deliveries.notPlanned);
          if (row.movementId !== before.movementId) throw conflict();
          await this.checkPlan(tx, contract, plan, row.id);
        },
        linked: async (tx, movement) => {
          DeliveriesService.sameCrop(contract, movement);
          // New lots take their link afresh unless one is named; the same lots keep the one they had.
          const named =
            input.storageContractId !== undefined
              ? input.storageContractId
              : input.lots
                ? undefined
                : before.storageContractId;
          const storage = await this.storageDrawOf(tx, contract, plan.lots, named, id);
          updated = await updateDelivery(tx, id, {
            ...plan,
            ...storage,
            movementId: movement.id,
            updatedAt: this.clock.now(),
          });
        },
      }),
    );
    if (!updated) throw notFound();
    return this.view(updated, contract, 'seller');
  }

  /** A planned delivery may go, and its planned movement with it; once dispatched it stays. */
  async remove(principal: Principal, contractId: string, id: string): Promise<null> {
    const { contract } = await this.sideOnly(principal, contractId, 'seller');
    const before = await this.deliveryOf(this.db, contract.id, id, 'read');
    if (!deliveryEditable(before.status)) throw conflict(messages.deliveries.notPlanned);
    await this.movements.deleteMovement(principal, before.movementId, {
      deliveryId: before.id,
      guard: async (tx, scope) => {
        await this.contractOf(tx, scope, principal, contractId, 'lock');
        const row = await this.deliveryOf(tx, contract.id, id, 'lock');
        if (!deliveryEditable(row.status)) throw conflict(messages.deliveries.notPlanned);
        if (row.movementId !== before.movementId) throw conflict();
        await deleteDelivery(tx, row.id);
      },
    });
    return null;
  }

  /**
   * The seller sends the delivery on its way: its outbound movement completes through inventory's own service,
   * checked again under lock, so the store's stock falls through the ledger ('Moving too much here' when the lots
   * no longer hold it: a manual movement racing for the same lot never takes what is not there).
   */
  async dispatch(principal: Principal, contractId: string, id: string, input: DeliveryDispatch): Promise<DeliveryView> {
    const { contract } = await this.sideOnly(principal, contractId, 'seller');
    const before = await this.deliveryOf(this.db, contract.id, id, 'read');
    if (!canMoveDelivery(before.status, 'in-transit')) throw conflict(messages.deliveries.dispatched);
    let dispatched: DeliveryRow | null = null;
    const actual = {
      ...(input.actualDate ? { actualDate: input.actualDate } : {}),
      ...(input.actualWeightKg ? { actualQuantityKg: input.actualWeightKg } : {}),
    };
    await orDeliveryError(
      this.movements.completeMovement(principal, before.movementId, actual, {
        deliveryId: before.id,
        guard: async (tx) => {
          const row = await this.deliveryOf(tx, contract.id, id, 'lock');
          if (!canMoveDelivery(row.status, 'in-transit')) throw conflict(messages.deliveries.dispatched);
          if (row.movementId !== before.movementId) throw conflict();
        },
        linked: async (tx, movement) => {
          const now = this.clock.now();
          dispatched = await updateDelivery(tx, id, {
            status: 'in-transit',
            dispatchedDate: movement.startDate,
            dispatchedWeightKg: movement.quantityKg,
            dispatchedAt: now,
            updatedAt: now,
          });
        },
      }),
    );
    if (!dispatched) throw notFound();
    return this.view(dispatched, contract, 'seller');
  }

  /**
   * §7 the sample: the buyer records its file and results; the answer says per measure within or outside the
   * contract's specification and the price adjustments of the scale, which is kept with the delivery as it is now
   * (the contract's own agreed scale, else the UK default for the crop).
   */
  async sample(principal: Principal, contractId: string, id: string, input: SampleCreate): Promise<DeliverySample> {
    const { contract } = await this.sideOnly(principal, contractId, 'buyer');
    const measured = Object.values(input.results).some((value) => value !== null && value !== undefined);
    if (!input.fileId && !measured) throw badRequest([invalid('results', messages.deliveries.sampleEmpty)]);
    await this.checkFile(principal, input.fileId, 'fileId');
    const row = await this.db.transaction(async (tx) => {
      const delivery = await this.deliveryOf(tx, contract.id, id, 'lock');
      const now = this.clock.now();
      return updateDelivery(tx, delivery.id, {
        sampleFileId: input.fileId ?? null,
        sampleResults: input.results,
        sampleScale: await this.scaleOf(tx, contract),
        sampledAt: now,
        sampledBy: principal.userId,
        updatedAt: now,
      });
    });
    const sample = sampleView(row, contract);
    if (!sample) throw notFound();
    return sample;
  }

  /**
   * The scale a contract's sample is priced by: its own agreed scale, else the UK default for its crop and type (none
   * for other crops), the type read from its specification, else from the item the trade's listing named.
   */
  private async scaleOf(exec: Executor, contract: ContractRow) {
    // The scale the parties agreed on the contract, when they did.
    if (contract.adjustmentScale) return contract.adjustmentScale;
    const specificationId = contract.specification?.specificationId;
    let commodityType = specificationId ? this.specifications.findSpecification(specificationId)?.commodityType : null;
    if (!commodityType) {
      const itemId = await listedItemOfTrade(exec, contract.tradeId);
      const item = this.crops.commodityGroup(contract.commodityId)?.items.find((each) => each.id === itemId);
      commodityType = item?.commodityType ?? null;
    }
    return defaultAdjustmentScale({ commodityId: contract.commodityId, commodityType: commodityType ?? '' });
  }

  /**
   * The buyer's tipped weight (net = gross - tare, the tipped quantity, the weighbridge ticket): the delivery is
   * then delivered (§4). An ex-farm trade needs its collection receipt to complete (§5).
   */
  async tippedWeight(principal: Principal, contractId: string, id: string, input: TippedWeight): Promise<DeliveryView> {
    const { contract } = await this.sideOnly(principal, contractId, 'buyer');
    if (collectionReceiptRequired(contract.haulage) && !input.collectionReceiptFileId) {
      throw badRequest([invalid('collectionReceiptFileId', messages.deliveries.collectionReceiptRequired)]);
    }
    await this.checkFile(principal, input.weighbridgeFileId, 'weighbridgeFileId');
    await this.checkFile(principal, input.collectionReceiptFileId, 'collectionReceiptFileId');
    const row = await this.db.transaction(async (tx) => {
      const delivery = await this.deliveryOf(tx, contract.id, id, 'lock');
      if (deliveryTipped(delivery.status)) throw conflict(messages.deliveries.delivered);
      if (!canMoveDelivery(delivery.status, 'delivered')) throw conflict(messages.deliveries.notInTransit);
      const now = this.clock.now();
      // What the delivery was completed on stays: the ticket and receipt cannot be deleted from under it.
      await this.files.lock(input.weighbridgeFileId, 'weighbridge-ticket', tx);
      if (input.collectionReceiptFileId) await this.files.lock(input.collectionReceiptFileId, 'collection-receipt', tx);
      return updateDelivery(tx, delivery.id, {
        status: 'delivered',
        grossKg: input.grossKg,
        tareKg: input.tareKg,
        netKg: input.netKg,
        tippedQuantityKg: input.tippedQuantityKg,
        weighbridgeFileId: input.weighbridgeFileId,
        collectionReceiptFileId: input.collectionReceiptFileId ?? null,
        deliveredAt: now,
        deliveredBy: principal.userId,
        updatedAt: now,
      });
    });
    return this.view(row, contract, 'buyer');
  }
}
