import {
  adjustmentReasonIssues,
  canMoveDelivery,
  contractCompleteWhenPaid,
  contractSettlementPrice,
  DEFAULT_SETTLEMENT_PAYMENT_DAYS,
  formatMessage,
  messages,
  priceAdjustments,
  settlementLines,
  soldPricePerUnit,
  type ContractSide,
  type CoreConfig,
  type DeliveryView,
  type SettlementAdjustment,
  type SettlementCreate,
  type SettlementEdit,
  type SettlementPayment,
  type SettlementView,
} from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import type { Principal } from '../../../platform/auth/principal';
import type { Executor, Tx } from '../../../platform/db/database';
import type { Scope } from '../../../platform/db/tenant-scope';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/errors';
import { contractById, updateContract, type ContractRow } from '../contracts/queries';
import { deliveriesOfContract, deliveryOfContract, updateDelivery, type DeliveryRow } from '../deliveries/queries';
import { deliveryView } from '../deliveries/views';
import { sellerScopeOf } from '../directory-service';
import { invalid } from '../errors';
import { dateOf } from '../invoices/pdf-views';
import type { InvoicesService } from '../invoices/service';
import type { SettlementReasons } from '../ports';
import { TradingService, type TradingParts } from '../trading-service';
import { insertSettlement, settlementsOfDeliveries, updateSettlement, type SettlementWithInvoice } from './queries';
import type { SettledAdjustment } from './tables';
import { settlementView } from './views';

/**
 * Settlement per delivery (trading §3 'Delivery and settlement', §4): either party settles a delivered delivery,
 * which issues its invoice in the same transaction (the buyer's is self-billed, written for the seller); the seller
 * records the payment received, and the contract is complete once every delivery is paid. A settled invoice cannot
 * be edited.
 */
export class SettlementsService extends TradingService {
  constructor(
    parts: TradingParts,
    private readonly invoices: Pick<InvoicesService, 'issue'>,
    private readonly reasons: SettlementReasons,
  ) {
    super(parts);
  }

  /** Today on the seller's calendar (the business whose payment days the due date counts). */
  private today(countryISO = 'GB'): string {
    return calendarDateIn(this.clock.now(), countryISO);
  }

  /** The deliveries' settlements as read now (overdue from the clock), for the deliveries' views. */
  async settlementsOf(exec: Executor, deliveryIds: readonly string[]): Promise<Map<string, SettlementView>> {
    const found = await settlementsOfDeliveries(exec, deliveryIds);
    const today = this.today();
    return new Map([...found].map(([id, each]) => [id, settlementView(each, today)]));
  }

  private async contractOf(exec: Executor, scope: Scope, principal: Principal, id: string, lock: 'lock' | 'read') {
    const contract = await contractById(exec, scope, id, lock);
    if (!contract) throw notFound();
    const side: ContractSide = contract.buyerOrganisationId === principal.organisationId ? 'buyer' : 'seller';
    return { contract, side };
  }

  private async deliveryOf(exec: Executor, contractId: string, id: string, lock: 'lock' | 'read') {
    const row = await deliveryOfContract(exec, contractId, id, lock);
    if (!row) throw notFound();
    return row;
  }

  private async view(exec: Executor, row: DeliveryRow, contract: ContractRow, side: ContractSide) {
    const settled = await this.settlementsOf(exec, [row.id]);
    return deliveryView(row, side, contract, settled.get(row.id) ?? null);
  }

  /** The settlement reasons of core config, each with its words (the invoice line's description). */
  private reasonsOf(): CoreConfig['trading'] {
    return this.reasons.settlementReasons();
  }

  /** What the delivery's sample made of the scale kept with it: the deductions and bonuses settled by default. */
  private static sampled(row: DeliveryRow): SettlementAdjustment[] {
    if (!row.sampledAt) return [];
    return priceAdjustments(row.sampleResults ?? {}, row.sampleScale ?? []).map((each) => ({
      reasonId: each.reasonId,
      kind: each.kind,
      perTonneMinor: each.perTonneMinor,
    }));
  }

  /**
   * Settles a delivered delivery: its invoice is issued by the caller's side in this transaction (the next number in
   * the issuer's gap-free sequence), the delivery moves to settled and keeps what it was settled at. The delivery is
   * locked first: of two settlements racing, one issues the invoice and the other hears 409.
   */
  async settle(principal: Principal, contractId: string, id: string, input: SettlementCreate): Promise<DeliveryView> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const { contract, side } = await this.contractOf(this.db, scope, principal, contractId, 'read');
    const seller = await this.directory.invoiceParty(contract.sellerOrganisationId);
    const countryISO = seller?.countryISO ?? 'GB';
    const reasons = this.reasonsOf();
    if (input.adjustments) {
      const issues = adjustmentReasonIssues(input.adjustments, reasons).map((issue) => ({
        ...issue,
        field: `adjustments.${issue.field}`,
      }));
      if (issues.length > 0) throw badRequest(issues);
    }
    const today = this.today(countryISO);
    if (input.invoiceDate && input.invoiceDate > today) {
      throw badRequest([invalid('invoiceDate', messages.settlements.invoiceDateFuture)]);
    }
    const row = await this.db.transaction(async (tx) => {
      const delivery = await this.deliveryOf(tx, contract.id, id, 'lock');
      if (delivery.status === 'settled' || delivery.status === 'paid') {
        throw conflict(messages.settlements.settledInvoiceLocked);
      }
      if (!canMoveDelivery(delivery.status, 'settled')) throw conflict(messages.settlements.notDelivered);
      const deliveredOn = delivery.deliveredAt ? calendarDateIn(delivery.deliveredAt, countryISO) : today;
      const invoiceDate = input.invoiceDate ?? today;
      if (invoiceDate < deliveredOn) {
        throw badRequest([
          invalid(
            'invoiceDate',
            formatMessage(messages.settlements.invoiceDateBeforeDelivery, { date: dateOf(deliveredOn) }),
          ),
        ]);
      }
      return this.issue(tx, principal, { contract, side, delivery, invoiceDate, deliveredOn, reasons, input });
    });
    // Read back from what the transaction wrote: no second look at the rows it just made.
    return deliveryView(row.delivery, side, contract, settlementView(row.settled, today));
  }

  private async issue(
    tx: Tx,
    principal: Principal,
    at: {
      contract: ContractRow;
      side: ContractSide;
      delivery: DeliveryRow;
      invoiceDate: string;
      deliveredOn: string;
      reasons: CoreConfig['trading'];
      input: SettlementCreate;
    },
  ): Promise<{ delivery: DeliveryRow; settled: SettlementWithInvoice }> {
    const { contract, delivery, reasons, input } = at;
    const weightKg = input.weightKg ?? delivery.tippedQuantityKg ?? delivery.plannedWeightKg;
    const adjustments = (input.adjustments ?? SettlementsService.sampled(delivery)).filter(
      (each) => each.perTonneMinor > 0,
    );
    const words = (each: SettlementAdjustment) => {
      const list = each.kind === 'deduction' ? reasons.settlementDeductionReasons : reasons.settlementBonusReasons;
      return list.find((reason) => reason.id === each.reasonId)?.name ?? each.reasonId;
    };
    const contractPrice = contractSettlementPrice(contract);
    const lines = settlementLines(weightKg, contractPrice, adjustments);
    const crop = this.cropName(contract.commodityId);
    const now = this.clock.now();
    // The delivery moves first: the issuer's invoice counter, locked from its number to the commit, is held for as
    // few statements as can be (twenty settlements at once queue on it).
    const moved = await updateDelivery(tx, delivery.id, { status: 'settled', updatedAt: now });
    const invoice = await this.invoices.issue(tx, {
      contract,
      issuer: at.side,
      invoiceDate: at.invoiceDate,
      paymentDays: contract.paymentDays ?? DEFAULT_SETTLEMENT_PAYMENT_DAYS,
      lines: lines.map((line) => ({
        description:
          line.kind === 'delivery'
            ? formatMessage(messages.settlements.deliveryLine, { crop, date: dateOf(at.deliveredOn) })
            : words({ reasonId: line.reasonId ?? '', kind: line.kind, perTonneMinor: 0 }),
        quantityKg: line.quantityKg,
        unitPriceMinor: line.unitPriceMinor,
        amountMinor: line.amountMinor,
      })),
    });
    // Kept as invoiced: a deduction past what the price had left was taken only to nothing (settlementLines).
    const settled: SettledAdjustment[] = lines.flatMap((line) => {
      if (line.kind === 'delivery') return [];
      const each = { reasonId: line.reasonId ?? '', kind: line.kind, perTonneMinor: Math.abs(line.unitPriceMinor) };
      return [{ ...each, reason: words(each) }];
    });
    const settlement = await insertSettlement(tx, {
      deliveryId: delivery.id,
      contractId: contract.id,
      invoiceId: invoice.id,
      settledBy: at.side,
      weightKg,
      contractPricePerUnit: contractPrice,
      pricePerUnitSold: soldPricePerUnit(contractPrice, adjustments),
      adjustments: settled,
      settledAt: now,
      settledByUser: principal.userId,
    });
    return { delivery: moved, settled: { settlement, invoice } };
  }

  /**
   * The seller records the payment received (the seller's bank shows it; the buyer may have paid by any means):
   * the delivery is paid, and in the same transaction its contract is complete once every delivery is (§4). The
   * contract is locked first, so two payments of its last deliveries see each other.
   */
  async pay(principal: Principal, contractId: string, id: string, input: SettlementPayment): Promise<DeliveryView> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const { contract: seen, side } = await this.contractOf(this.db, scope, principal, contractId, 'read');
    if (side !== 'seller') throw forbidden(messages.settlements.sellerRecordsPayment);
    const seller = await this.directory.invoiceParty(seen.sellerOrganisationId);
    const today = this.today(seller?.countryISO ?? 'GB');
    if (input.receivedDate > today) {
      throw badRequest([invalid('receivedDate', messages.settlements.receivedDateFuture)]);
    }
    const row = await this.db.transaction(async (tx) => {
      const { contract } = await this.contractOf(tx, scope, principal, contractId, 'lock');
      const delivery = await this.deliveryOf(tx, contract.id, id, 'lock');
      const [found] = (await settlementsOfDeliveries(tx, [delivery.id])).values();
      if (delivery.status === 'paid' && found) {
        throw conflict(
          formatMessage(messages.settlements.paidAlready, {
            date: found.settlement.paymentReceivedDate ? dateOf(found.settlement.paymentReceivedDate) : '',
          }),
        );
      }
      if (!found || !canMoveDelivery(delivery.status, 'paid')) throw conflict(messages.settlements.notSettled);
      if (input.receivedDate < found.invoice.invoiceDate) {
        throw badRequest([
          invalid(
            'receivedDate',
            formatMessage(messages.settlements.receivedBeforeInvoice, { date: dateOf(found.invoice.invoiceDate) }),
          ),
        ]);
      }
      const now = this.clock.now();
      await updateSettlement(tx, delivery.id, {
        paymentReceivedDate: input.receivedDate,
        paidAt: now,
        paidBy: principal.userId,
      });
      const paid = await updateDelivery(tx, delivery.id, { status: 'paid', updatedAt: now });
      const statuses = (await deliveriesOfContract(tx, contract.id)).map((each) => each.status);
      if (contract.status === 'open' && contractCompleteWhenPaid(contract.type, statuses)) {
        await updateContract(tx, contract.id, { status: 'complete', updatedAt: now });
      }
      return paid;
    });
    return this.view(this.db, row, seen, side);
  }

  /**
   * PATCH .../settlement: a settled invoice cannot be edited (§4, 409). An empty change answers the delivery and its
   * settlement as they are, changing nothing; a change to a delivery not yet settled is 409 too (settle it first).
   */
  async edit(principal: Principal, contractId: string, id: string, input: SettlementEdit): Promise<DeliveryView> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const { contract, side } = await this.contractOf(this.db, scope, principal, contractId, 'read');
    const delivery = await this.deliveryOf(this.db, contract.id, id, 'read');
    if (Object.values(input).some((value) => value !== undefined)) {
      const settled = (await settlementsOfDeliveries(this.db, [delivery.id])).has(delivery.id);
      throw conflict(settled ? messages.settlements.settledInvoiceLocked : messages.settlements.notSettled);
    }
    return this.view(this.db, delivery, contract, side);
  }
}
