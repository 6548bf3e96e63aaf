import {
  buildPagination,
  invoiceLineAmount,
  invoiceReference,
  invoiceTotals,
  messages,
  type InvoiceView,
  type InvoiceListQuery,
  type Pagination,
} from '@harvest/domain';
import { invoiceDueDate } from '@harvest/domain/calendar';
import type { Principal } from '../../../platform/auth/principal';
import type { Executor, Tx } from '../../../platform/db/database';
import { conflict, notFound } from '../../../platform/http/errors';
import type { InvoiceParty } from '../../accounts';
import { organisationsById, sellerScopeOf } from '../directory-service';
import { contractNumberById, type ContractRow } from '../contracts/queries';
import { TradingService } from '../trading-service';
import { invoicePdf } from './pdf-views';
import {
  contractHasInvoices,
  insertInvoice,
  invoiceById,
  invoiceCountOf,
  invoicesOf,
  nextInvoiceNumber,
  type InvoiceRow,
} from './queries';
import type { InvoiceLineRow } from './tables';
import { invoiceView } from './views';

/** What an invoice is for: a contract's delivery, its tonnage at the price sold, and any sample adjustments. */
export interface InvoiceDraft {
  contract: ContractRow;
  /** Which party issues it: the seller, or the buyer self-billing for the seller. */
  issuer: 'seller' | 'buyer';
  invoiceDate: string;
  /** Working days to pay; the contract's when it has them. */
  paymentDays: number;
  lines: { description: string; quantityKg?: number; unitPriceMinor?: number; amountMinor?: number }[];
}

/** Invoices (issue 21): numbered gap-free per issuing business, taxed at its settings, as JSON and as a PDF. */
export class InvoicesService extends TradingService {
  /**
   * Issues an invoice in the caller's transaction (a settlement's): the next number in the issuer's sequence, its
   * prefix and tax settings as they are now, the due date the payment days later in working days.
   */
  async issue(tx: Tx, draft: InvoiceDraft): Promise<InvoiceRow> {
    const { contract } = draft;
    // A contract entered with an off-platform buyer has no business here to invoice or to write the invoice.
    const buyerId = contract.buyerOrganisationId;
    if (!buyerId) throw conflict(messages.contracts.invoiceNeedsBuyer);
    const issuerId = draft.issuer === 'seller' ? contract.sellerOrganisationId : buyerId;
    const recipientId = draft.issuer === 'seller' ? buyerId : contract.sellerOrganisationId;
    // The seller supplies the grain: its tax settings apply, whoever writes the invoice; the numbering and prefix are
    // the issuer's own (the buyer's self-billing sequence when it issues for the seller).
    const [issuer, supplier] = await Promise.all([
      this.party(tx, issuerId),
      this.party(tx, contract.sellerOrganisationId),
    ]);
    const settings = supplier.invoiceSettings;
    const lines: InvoiceLineRow[] = draft.lines.map((line) => ({
      description: line.description,
      quantityKg: line.quantityKg ?? null,
      unitPriceMinor: line.unitPriceMinor ?? null,
      amountMinor: line.amountMinor ?? invoiceLineAmount(line.quantityKg ?? 0, line.unitPriceMinor ?? 0),
    }));
    const totals = invoiceTotals(
      lines.map((line) => line.amountMinor),
      settings?.salesTaxPercentage,
    );
    const number = await nextInvoiceNumber(tx, issuerId);
    const invoiceDate = new Date(`${draft.invoiceDate}T12:00:00Z`);
    return insertInvoice(tx, {
      organisationId: issuerId,
      number,
      reference: invoiceReference(issuer.invoiceSettings?.invoicePrefix, number),
      contractId: contract.id,
      recipientOrganisationId: recipientId,
      selfBilled: draft.issuer === 'buyer',
      invoiceDate: draft.invoiceDate,
      dueDate: invoiceDueDate(invoiceDate, draft.paymentDays, supplier.countryISO).toISOString().slice(0, 10),
      lines,
      currency: contract.currency,
      netMinor: totals.netMinor,
      taxLabel: settings?.salesTaxLabel ?? null,
      taxPercentage: settings?.salesTaxPercentage ?? null,
      taxNumber: settings?.taxNumber ?? null,
      taxMinor: totals.taxMinor,
      totalMinor: totals.totalMinor,
      issuedAt: this.clock.now(),
    });
  }

  /** A contract invoiced cannot be deleted (§7), asked by the contract's delete in its transaction. */
  holdsContract(exec: Executor, contractId: string): Promise<boolean> {
    return contractHasInvoices(exec, contractId);
  }

  async list(principal: Principal, query: InvoiceListQuery): Promise<{ items: InvoiceView[]; pagination: Pagination }> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const contractId = query.contractId ?? null;
    const rows = await invoicesOf(this.db, scope, contractId, query.limit, query.offset);
    const total = await invoiceCountOf(this.db, scope, contractId);
    return { items: await this.views(this.db, rows), pagination: buildPagination(query, total) };
  }

  /** One invoice, to its issuer and recipient only (anyone else: 404). */
  async get(principal: Principal, id: string): Promise<InvoiceView> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const row = await invoiceById(this.db, scope, id);
    if (!row) throw notFound();
    const [view] = await this.views(this.db, [row]);
    if (!view) throw notFound();
    return view;
  }

  /** The invoice's PDF and the file name it downloads as. */
  async pdf(principal: Principal, id: string): Promise<{ name: string; pdf: Buffer }> {
    const view = await this.get(principal, id);
    // A self-billed invoice is still the seller's (the supplier's) to the buyer, written by the buyer.
    const [supplierId, customerId] = view.selfBilled
      ? [view.recipient.organisationId, view.issuer.organisationId]
      : [view.issuer.organisationId, view.recipient.organisationId];
    const [supplier, customer] = await Promise.all([this.party(this.db, supplierId), this.party(this.db, customerId)]);
    const contractNumber = await contractNumberById(this.db, view.contractId);
    const pdf = await invoicePdf(view, { supplier, customer, contractNumber });
    return { name: `${view.reference}.pdf`, pdf };
  }

  private async party(exec: Executor, organisationId: string): Promise<InvoiceParty> {
    const party = await this.directory.invoiceParty(organisationId, exec);
    if (!party) throw new Error(`No business ${organisationId} for an invoice`);
    return party;
  }

  private async views(exec: Executor, rows: InvoiceRow[]): Promise<InvoiceView[]> {
    const names = await organisationsById(
      this.directory,
      rows.flatMap((row) => [row.organisationId, row.recipientOrganisationId]),
      exec,
    );
    return rows.map((row) =>
      invoiceView(row, {
        issuer: names.get(row.organisationId)?.name ?? '',
        recipient: names.get(row.recipientOrganisationId)?.name ?? '',
      }),
    );
  }
}
