import type { InvoiceView } from '@harvest/domain';
import { iso } from '../views';
import type { InvoiceRow } from './queries';

export function invoiceView(row: InvoiceRow, names: { issuer: string; recipient: string }): InvoiceView {
  return {
    id: row.id,
    reference: row.reference,
    contractId: row.contractId,
    issuer: { organisationId: row.organisationId, name: names.issuer },
    recipient: { organisationId: row.recipientOrganisationId, name: names.recipient },
    selfBilled: row.selfBilled,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    lines: row.lines,
    currency: row.currency,
    netMinor: row.netMinor,
    taxLabel: row.taxLabel,
    taxPercentage: row.taxPercentage,
    taxNumber: row.taxNumber,
    taxMinor: row.taxMinor,
    totalMinor: row.totalMinor,
    issuedAt: iso(row.issuedAt),
  };
}
