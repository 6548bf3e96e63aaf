import {
  buildPagination,
  harvestYearOfMonth,
  cancellationCompletesAt,
  contractDelivered,
  contractStatusAt,
  contractTermsIssues,
  FIXING_KINDS,
  fixedWeightOf,
  fixingStateOf,
  fixingWeightIssue,
  formatMessage,
  initialContractStatus,
  messages,
  monthPeriod,
  TRADED_CONTRACT_TERMS,
  type ContractCreate,
  type ContractEdit,
  type ContractListQuery,
  type ContractView,
  type HaulageType,
  type ListingSpecification,
  type Pagination,
} from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import type { Principal } from '../../../platform/auth/principal';
import type { Executor, Tx } from '../../../platform/db/database';
import { AppError, badRequest, conflict, conflictOn, forbidden, notFound } from '../../../platform/http/errors';
import { fixingsOf, rolledTradeReferencesOf } from '../contract-changes/queries';
import { deliveryFactsOf } from '../deliveries/queries';
import { farmOf, holdFarm, organisationsById, sellerScopeOf } from '../directory-service';
import { invalid } from '../errors';
import { dateOf } from '../invoices/pdf-views';
import type { ContractFiles } from '../ports';
import type { TradeRow } from '../trades/queries';
import { TradingService, type TradingParts } from '../trading-service';
import {
  addContractFile,
  contractById,
  contractsByIds,
  contractFile,
  contractOfTrade,
  contractsOf,
  deleteContract,
  filesOfContracts,
  haveTraded,
  insertContract,
  removeContractFile,
  storageContractsOf,
  tradeReferencesOf,
  updateContract,
  type ContractRow,
  type NewContract,
} from './queries';
import { contractView } from './views';

/**
 * What else holds a contract (§7: 'no contract with a delivery or a settled invoice can be deleted'): each part that
 * records something against a contract (deliveries, settlements, stock stored under it) registers one, and a
 * contract any of them holds is not deleted. Asked inside the delete's transaction, with the contract locked.
 */
export interface ContractDeleteBlock {
  holdsContract(exec: Executor, contractId: string): Promise<boolean>;
}

/** A storage contract as inventory links a stock record to it. */
export interface StorageContractRef {
  id: string;
  contractNumber: string | null;
}

/** What a trade's contract takes from where the trade was made: the listing, or the trade request. */
export interface TradeTerms {
  sellerBusinessUnitId: string;
  harvestYear: number | null;
  specification: ListingSpecification | null;
  haulage: HaulageType | null;
}

/** Sales, premium and storage contracts (§3, §4, §7 Contracts), for both parties. */
export class ContractsService extends TradingService {
  readonly #deleteBlocks = new Map<string, { block: ContractDeleteBlock; message: string }>();

  constructor(
    parts: TradingParts,
    private readonly files: ContractFiles,
  ) {
    super(parts);
  }

  /**
   * A part that records against contracts (deliveries, settlements, stock) holds those it records against; a delete
   * it refuses says `message` (§7's by default: a delivery or a settled invoice).
   */
  registerDeleteBlock(
    kind: string,
    block: ContractDeleteBlock,
    message: string = messages.contracts.deleteBlocked,
  ): void {
    this.#deleteBlocks.set(kind, { block, message });
  }

  /**
   * §4: an accepted trade opens a sales contract for both sides, in the trade's own transaction: parties, crop,
   * specification, tonnage, movement period, price and haulage, so neither side keys them in again. A price with a
   * premium opens the premium variant. The price was agreed on the platform, so it is fixed.
   */
  async openFromTrade(tx: Tx, trade: TradeRow, terms: TradeTerms): Promise<ContractRow> {
    const type = trade.premium ? 'premium' : 'sales';
    return insertContract(tx, {
      type,
      status: initialContractStatus(type),
      tradeId: trade.id,
      sellerOrganisationId: trade.sellerOrganisationId,
      sellerBusinessUnitId: terms.sellerBusinessUnitId,
      buyerOrganisationId: trade.buyerOrganisationId,
      commodityId: trade.commodityId,
      harvestYear: terms.harvestYear ?? harvestYearOfMonth(trade.month),
      specification: terms.specification,
      month: trade.month,
      ...monthPeriod(trade.month),
      pricePerUnit: trade.pricePerUnit,
      premiumPrice: trade.premium,
      priceType: 'fixed',
      currency: trade.currency,
      totalWeightKg: trade.quantityKg,
      haulage: terms.haulage,
      fixed: true,
      createdBy: trade.acceptedBy,
      createdAt: trade.acceptedAt,
      updatedAt: trade.acceptedAt,
    });
  }

  /** The buyer sent (or corrected) the trade's contract: its number and signed file go on the contract too. */
  async tradeContractSent(
    tx: Tx,
    tradeId: string,
    details: { contractNumber: string; fileId: string | null; fileOwner: string | null },
  ): Promise<void> {
    const contract = await contractOfTrade(tx, tradeId);
    if (!contract) return;
    const now = this.clock.now();
    await updateContract(tx, contract.id, { contractNumber: details.contractNumber, updatedAt: now });
    if (!details.fileId) return;
    await addContractFile(tx, contract.id, details.fileId, contract.buyerOrganisationId, now);
    // The signed copy is the seller's to read too: the buyer's own upload is shared with the seller's business.
    if (details.fileOwner === contract.buyerOrganisationId) {
      await this.files.shareWith(details.fileId, [contract.sellerOrganisationId], tx);
    }
  }

  /**
   * A contract made off the platform, entered by the business of the seller's farm (one of the caller's). Its other
   * party is named by text; when it is a business on the platform the caller has traded with, by its id too. Only
   * the business that entered it sees it: the other party is never its buyer on the platform.
   */
  async create(principal: Principal, input: ContractCreate): Promise<ContractView> {
    const farm = await farmOf(this.directory, principal, input.sellerBusinessUnitId, 'sellerBusinessUnitId');
    if (!this.crops.commodityGroup(input.commodityId)) throw badRequest([invalid('commodityId')]);
    const id = await this.db.transaction(async (tx) => {
      await holdFarm(this.directory, tx, farm.id, 'sellerBusinessUnitId');
      await this.checkCounterparty(tx, farm.organisationId, input.counterparty.organisationId ?? null);
      const now = this.clock.now();
      const row = await insertContract(tx, {
        type: input.type,
        status: input.status ?? initialContractStatus(input.type),
        origin: 'entered',
        sellerOrganisationId: farm.organisationId,
        sellerBusinessUnitId: farm.id,
        buyerOrganisationId: null,
        ...this.enteredTerms(input),
        currency: input.currency,
        fixed: input.priceType === 'fixed',
        createdBy: principal.userId,
        createdAt: now,
        updatedAt: now,
      });
      return row.id;
    });
    return this.get(principal, id);
  }

  /**
   * Changes the contract's terms. Either party changes its number, payment terms and days, haulage reference and
   * dates; a contract opened from a trade keeps the crop, parties, weight and price that were traded (409).
   */
  async edit(principal: Principal, id: string, input: ContractEdit): Promise<ContractView> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    if (input.commodityId !== undefined && !this.crops.commodityGroup(input.commodityId)) {
      throw badRequest([invalid('commodityId')]);
    }
    await this.db.transaction(async (tx) => {
      const row = await contractById(tx, scope, id, 'lock');
      if (!row) throw notFound();
      const traded = TRADED_CONTRACT_TERMS.find((field) => input[field] !== undefined);
      if (row.origin === 'trade' && traded) throw conflictOn(traded, messages.contracts.tradeTermsFixed);
      const merged = { ...row, ...definedOf(input) };
      const issues = contractTermsIssues({
        type: row.type,
        status: input.status,
        startDate: merged.startDate,
        endDate: merged.endDate,
        premiumPrice: merged.premiumPrice,
        storageQuantityKg: merged.storageQuantityKg,
      });
      if (issues.length > 0) throw badRequest(issues);
      const changes: Partial<NewContract> = { updatedAt: this.clock.now() };
      if (input.contractNumber !== undefined) changes.contractNumber = input.contractNumber;
      if (input.startDate !== undefined) changes.startDate = input.startDate;
      if (input.endDate !== undefined) changes.endDate = input.endDate;
      if (input.startDate !== undefined) {
        changes.month = input.startDate.slice(0, 7);
        // A trade's contract keeps the harvest year it was traded for (the listing's).
        if (row.origin === 'entered') changes.harvestYear = harvestYearOfMonth(changes.month);
      }
      if (input.paymentTerms !== undefined) changes.paymentTerms = input.paymentTerms;
      if (input.paymentDays !== undefined) changes.paymentDays = input.paymentDays;
      if (input.haulageReference !== undefined) changes.haulageReference = input.haulageReference;
      if (row.origin === 'entered') {
        if (input.counterparty) {
          await this.checkCounterparty(tx, row.sellerOrganisationId, input.counterparty.organisationId ?? null);
          changes.counterpartyName = input.counterparty.name;
          changes.counterpartyOrganisationId = input.counterparty.organisationId ?? null;
        }
        if (input.status !== undefined) changes.status = input.status;
        if (input.commodityId !== undefined) changes.commodityId = input.commodityId;
        if (input.specification !== undefined) changes.specification = input.specification;
        if (input.pricePerUnit !== undefined) changes.pricePerUnit = input.pricePerUnit;
        if (input.priceType !== undefined) {
          changes.priceType = input.priceType;
          changes.fixed = input.priceType === 'fixed';
        }
        if (input.premiumPrice !== undefined) changes.premiumPrice = input.premiumPrice;
        if (input.totalWeightKg !== undefined) changes.totalWeightKg = input.totalWeightKg;
        if (input.storageQuantityKg !== undefined) changes.storageQuantityKg = input.storageQuantityKg;
        if (input.haulage !== undefined) changes.haulage = input.haulage;
      }
      if (row.origin === 'entered' && row.priceType === 'unfixed') await this.keepFixings(tx, row, input, changes);
      await updateContract(tx, row.id, changes);
    });
    return this.get(principal, id);
  }

  /**
   * An entered contract with fixings: its price type and prices follow them (409), its weight never falls below what
   * is fixed (400 on totalWeightKg, saying by how much), and it reads fixed when what is left is wholly fixed.
   */
  private async keepFixings(tx: Tx, row: ContractRow, input: ContractEdit, changes: Partial<NewContract>) {
    const fixings = await fixingsOf(tx, row.id);
    if (fixings.length === 0) return;
    if ([input.priceType, input.pricePerUnit, input.premiumPrice].some((value) => value !== undefined)) {
      throw conflict(messages.fixings.priceFollowsFixings);
    }
    const totalWeightKg = input.totalWeightKg ?? row.totalWeightKg;
    for (const kind of FIXING_KINDS) {
      const issue = fixingWeightIssue(kind, fixedWeightOf(fixings, kind), totalWeightKg);
      if (issue) throw badRequest([invalid('totalWeightKg', issue)]);
    }
    changes.fixed = fixingStateOf({ type: row.type, totalWeightKg }, fixings) === 'fixed';
  }

  /**
   * §7: deletes a contract the caller's business entered. A trade's contract is the trade's record (409), and no
   * contract with a delivery or a settled invoice (or anything else that registered a hold) is deleted (409).
   */
  async delete(principal: Principal, id: string): Promise<void> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    await this.db.transaction(async (tx) => {
      const row = await contractById(tx, scope, id, 'lock');
      if (!row) throw notFound();
      if (row.origin === 'trade') throw conflict(messages.contracts.tradeRecord);
      // Entered contracts are read by the seller's business alone; the check says so for any later kind too.
      if (row.sellerOrganisationId !== principal.organisationId) throw notFound();
      for (const { block, message } of this.#deleteBlocks.values()) {
        if (await block.holdsContract(tx, row.id)) throw conflict(message);
      }
      await deleteContract(tx, row.id);
    });
  }

  /** Attaches a contract document the caller may read (category contract) to a contract of theirs. */
  async attachFile(principal: Principal, id: string, fileId: string): Promise<ContractView> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    // Someone else's contract is not there (404) before anything is said of the file.
    if (!(await contractById(this.db, scope, id))) throw notFound();
    const file = await this.readableFile(principal, fileId);
    if (file.type !== 'contract') throw badRequest([invalid('fileId', messages.contracts.fileNotContract)]);
    await this.db.transaction(async (tx) => {
      const row = await contractById(tx, scope, id, 'lock');
      if (!row) throw notFound();
      await addContractFile(tx, row.id, fileId, principal.organisationId, this.clock.now());
      await updateContract(tx, row.id, { updatedAt: this.clock.now() });
      // A document the caller's business uploaded is the other party's to read too (only its own: a file merely
      // shared with the caller is not passed on).
      const other =
        row.sellerOrganisationId === principal.organisationId ? row.buyerOrganisationId : row.sellerOrganisationId;
      if (other && file.organisationId === principal.organisationId) await this.files.shareWith(fileId, [other], tx);
    });
    return this.get(principal, id);
  }

  /** §7 DELETE /trading/contracts/{id}/files/{fileId}: takes a file off the contract (the file itself stays). */
  async removeFile(principal: Principal, id: string, fileId: string): Promise<void> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    await this.db.transaction(async (tx) => {
      const row = await contractById(tx, scope, id, 'lock');
      if (!row) throw notFound();
      const link = await contractFile(tx, row.id, fileId);
      if (!link) throw notFound(messages.contracts.fileNotOnContract);
      if (link.addedByOrganisationId !== principal.organisationId) throw forbidden(messages.contracts.fileNotYours);
      await removeContractFile(tx, row.id, fileId);
      await updateContract(tx, row.id, { updatedAt: this.clock.now() });
    });
  }

  /**
   * §9: notice to cancel a storage contract. The notice is given now (the clock); the contract reads completed 30
   * days later (contractStatusAt), with no job to run.
   */
  async cancel(principal: Principal, id: string): Promise<ContractView> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    await this.db.transaction(async (tx) => {
      const row = await contractById(tx, scope, id, 'lock');
      if (!row) throw notFound();
      if (row.type !== 'storage') throw conflict(messages.contracts.noticeOnlyStorage);
      if (row.noticeGivenAt) {
        throw conflict(
          formatMessage(messages.contracts.noticeAlreadyGiven, {
            date: dateOf(calendarDateIn(row.noticeGivenAt, 'GB')),
          }),
        );
      }
      const now = this.clock.now();
      if (contractStatusAt(row, now) === 'completed') throw conflict(messages.contracts.alreadyCompleted);
      await updateContract(tx, row.id, { noticeGivenAt: now, updatedAt: now });
    });
    return this.get(principal, id);
  }

  /**
   * Inventory's StorageContracts: the business's storage contracts among `ids`, with their numbers. `share` (a link
   * being written, inside its transaction) holds them so a delete waits and then sees the link.
   */
  async storageContracts(
    organisationId: string,
    ids: readonly string[],
    exec?: Executor,
    share = false,
  ): Promise<StorageContractRef[]> {
    const rows = await storageContractsOf(exec ?? this.db, organisationId, ids, share);
    return rows.map((row) => ({ id: row.id, contractNumber: row.contractNumber }));
  }

  async list(
    principal: Principal,
    query: ContractListQuery,
  ): Promise<{ items: ContractView[]; pagination: Pagination }> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const { rows, total } = await contractsOf(this.db, scope, query, this.clock.now());
    return { items: await this.views(this.db, principal, rows), pagination: buildPagination(query, total) };
  }

  /** One contract, to its parties only: anyone else is told it does not exist (404). */
  async get(principal: Principal, id: string): Promise<ContractView> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const row = await contractById(this.db, scope, id);
    if (!row) throw notFound();
    const [view] = await this.views(this.db, principal, [row]);
    if (!view) throw notFound();
    return view;
  }

  /** The views of contracts a search found, in its order. */
  async viewsOf(principal: Principal, ids: readonly string[]): Promise<ContractView[]> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const byId = new Map((await contractsByIds(this.db, scope, ids)).map((row) => [row.id, row]));
    const rows = ids.flatMap((id) => byId.get(id) ?? []);
    return this.views(this.db, principal, rows);
  }

  /** A named other party must be a business the seller's business has traded with on the platform (not itself). */
  private async checkCounterparty(exec: Executor, organisationId: string, otherId: string | null): Promise<void> {
    if (otherId === null) return;
    if (otherId === organisationId || !(await haveTraded(exec, organisationId, otherId))) {
      throw badRequest([invalid('counterparty.organisationId', messages.contracts.counterpartyUnknown)]);
    }
  }

  /** The terms of an entered contract as columns; its month is its start date's, its harvest year that month's. */
  private enteredTerms(input: ContractCreate) {
    return {
      counterpartyName: input.counterparty.name,
      counterpartyOrganisationId: input.counterparty.organisationId ?? null,
      contractNumber: input.contractNumber,
      commodityId: input.commodityId,
      specification: input.specification ?? null,
      month: input.startDate.slice(0, 7),
      harvestYear: harvestYearOfMonth(input.startDate.slice(0, 7)),
      startDate: input.startDate,
      endDate: input.endDate,
      paymentTerms: input.paymentTerms ?? null,
      paymentDays: input.paymentDays ?? null,
      pricePerUnit: input.pricePerUnit,
      premiumPrice: input.premiumPrice ?? null,
      priceType: input.priceType,
      totalWeightKg: input.totalWeightKg,
      storageQuantityKg: input.storageQuantityKg ?? null,
      haulage: input.haulage ?? null,
      haulageReference: input.haulageReference ?? null,
    };
  }

  /** A file the caller may read; one they cannot is a bad fileId (400), as for the trade's contract. */
  private async readableFile(principal: Principal, fileId: string) {
    try {
      return await this.files.describe(principal, fileId);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) throw badRequest([invalid('fileId')]);
      throw error;
    }
  }

  private async views(exec: Executor, principal: Principal, rows: ContractRow[]): Promise<ContractView[]> {
    const now = this.clock.now();
    const names = await organisationsById(
      this.directory,
      rows.flatMap((row) => [row.sellerOrganisationId, ...(row.buyerOrganisationId ? [row.buyerOrganisationId] : [])]),
      exec,
    );
    const files = await filesOfContracts(
      exec,
      rows.map((row) => row.id),
    );
    const deliveries = await deliveryFactsOf(
      exec,
      rows.map((row) => row.id),
    );
    const references = await tradeReferencesOf(
      exec,
      rows.flatMap((row) => (row.tradeId ? [row.tradeId] : [])),
    );
    // A contract rolled from a trade's names that trade too.
    const rolledReferences = await rolledTradeReferencesOf(
      exec,
      rows.flatMap((row) => (!row.tradeId && row.rolledFromContractId ? [row.id] : [])),
    );
    return rows.map((row) =>
      contractView(row, {
        side: row.buyerOrganisationId === principal.organisationId ? 'buyer' : 'seller',
        status: contractStatusAt(row, now),
        completesAt: row.noticeGivenAt ? cancellationCompletesAt(row.noticeGivenAt) : null,
        sellerName: names.get(row.sellerOrganisationId)?.name ?? '',
        buyerName: row.buyerOrganisationId
          ? (names.get(row.buyerOrganisationId)?.name ?? '')
          : (row.counterpartyName ?? ''),
        tradeReference: row.tradeId ? (references.get(row.tradeId) ?? null) : (rolledReferences.get(row.id) ?? null),
        fileIds: files.get(row.id) ?? [],
        delivered: contractDelivered(deliveries.get(row.id) ?? { totalWeightKg: row.totalWeightKg, deliveries: [] }),
      }),
    );
  }
}

/** The fields an edit names (an absent key changes nothing; null clears). */
function definedOf<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}
