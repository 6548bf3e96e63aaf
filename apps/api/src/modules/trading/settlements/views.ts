import { adjustmentTotals, settlementOverdue, type SettlementView } from '@harvest/domain';
import { iso } from '../views';
import type { SettlementWithInvoice } from './queries';

/** A delivery's settlement as both parties read it; overdue as of `today` (the clock's date, never stored). */
export function settlementView(found: SettlementWithInvoice, today: string): SettlementView {
  const { settlement, invoice } = found;
  const totals = adjustmentTotals(settlement.adjustments);
  return {
    status: settlement.paidAt ? 'paid' : 'settled',
    settledBy: settlement.settledBy,
    invoiceId: settlement.invoiceId,
    invoiceReference: invoice.reference,
    selfBilled: invoice.selfBilled,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    paymentReceivedDate: settlement.paymentReceivedDate,
    overdue: settlementOverdue(
      { dueDate: invoice.dueDate, paymentReceivedDate: settlement.paymentReceivedDate },
      today,
    ),
    weightKg: settlement.weightKg,
    contractPricePerUnit: settlement.contractPricePerUnit,
    pricePerUnitSold: settlement.pricePerUnitSold,
    adjustments: settlement.adjustments,
    deductionsPerTonneMinor: totals.deductionsMinor,
    bonusesPerTonneMinor: totals.bonusesMinor,
    currency: invoice.currency,
    netMinor: invoice.netMinor,
    taxMinor: invoice.taxMinor,
    totalMinor: invoice.totalMinor,
    settledAt: iso(settlement.settledAt),
    paidAt: settlement.paidAt ? iso(settlement.paidAt) : null,
  };
}
