import {
  buildPagination,
  harvestYearOfMonth,
  initialContractStatus,
  monthPeriod,
  type ContractListQuery,
  type ContractView,
  type HaulageType,
  type ListingSpecification,
  type Pagination,
} from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import type { Executor, Tx } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/errors';
import { organisationsById, sellerScopeOf } from '../directory-service';
import type { TradeRow } from '../trades/queries';
import { TradingService } from '../trading-service';
import {
  addContractFile,
  contractById,
  contractsByIds,
  contractOfTrade,
  contractsOf,
  filesOfContracts,
  insertContract,
  tradeReferencesOf,
  updateContract,
  type ContractRow,
} from './queries';
import { contractView } from './views';

/** What a trade's contract takes from where the trade was made: the listing, or the trade request. */
export interface TradeTerms {
  sellerBusinessUnitId: string;
  harvestYear: number | null;
  specification: ListingSpecification | null;
  haulage: HaulageType | null;
}

/** Sales, premium and storage contracts (§3, §4, §7 Contracts), for both parties. */
export class ContractsService extends TradingService {
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
    details: { contractNumber: string; fileId: string | null },
  ): Promise<void> {
    const contract = await contractOfTrade(tx, tradeId);
    if (!contract) return;
    const now = this.clock.now();
    await updateContract(tx, contract.id, { contractNumber: details.contractNumber, updatedAt: now });
    if (details.fileId) await addContractFile(tx, contract.id, details.fileId, now);
  }

  async list(
    principal: Principal,
    query: ContractListQuery,
  ): Promise<{ items: ContractView[]; pagination: Pagination }> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const { rows, total } = await contractsOf(this.db, scope, query);
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

  private async views(exec: Executor, principal: Principal, rows: ContractRow[]): Promise<ContractView[]> {
    const names = await organisationsById(
      this.directory,
      rows.flatMap((row) => [row.sellerOrganisationId, row.buyerOrganisationId]),
      exec,
    );
    const files = await filesOfContracts(
      exec,
      rows.map((row) => row.id),
    );
    const references = await tradeReferencesOf(
      exec,
      rows.flatMap((row) => (row.tradeId ? [row.tradeId] : [])),
    );
    return rows.map((row) =>
      contractView(row, {
        side: row.buyerOrganisationId === principal.organisationId ? 'buyer' : 'seller',
        sellerName: names.get(row.sellerOrganisationId)?.name ?? '',
        buyerName: names.get(row.buyerOrganisationId)?.name ?? '',
        tradeReference: row.tradeId ? (references.get(row.tradeId) ?? null) : null,
        fileIds: files.get(row.id) ?? [],
      }),
    );
  }
}
