import { z } from '../zod';
import { listQuerySchema } from '../platform/pagination';
import { currencySchema } from '../units/money';
import { tradeValue } from '../trading/trade-rules';

/** Invoice numbers are written with at least this many digits after the business's prefix: HFP-000042. */
export const INVOICE_NUMBER_DIGITS = 6;

/** An invoice's reference: the business's invoice prefix (business setup) and its gap-free number. */
export function invoiceReference(prefix: string | null | undefined, number: number): string {
  if (!Number.isInteger(number) || number < 1) throw new RangeError(`An invoice number is a whole number from 1`);
  const digits = String(number).padStart(INVOICE_NUMBER_DIGITS, '0');
  const trimmed = prefix?.trim() ?? '';
  if (!trimmed) return digits;
  return trimmed.endsWith('-') ? `${trimmed}${digits}` : `${trimmed}-${digits}`;
}

/** A line's amount: its tonnage at the price per tonne, to the penny (as a trade's value is reckoned). */
export const invoiceLineAmount = (quantityKg: number, unitPriceMinor: number): number =>
  tradeValue({ pricePerUnit: unitPriceMinor, quantityKg });

/**
 * Sales tax on a net amount at the business's percentage (business setup's invoice settings; none when unset),
 * rounded half up to the penny. The percentage is taken to hundredths (17.5 %, 20 %) so the sum is whole numbers.
 */
export function salesTaxOf(netMinor: number, percentage: number | null | undefined): number {
  if (!percentage) return 0;
  const basisPoints = Math.round(percentage * 100);
  const sign = netMinor < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(netMinor) * basisPoints + 5_000) / 10_000);
}

export interface InvoiceTotals {
  netMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/** The invoice's net (the sum of its lines), its tax and its total, in minor units. */
export function invoiceTotals(lineAmounts: readonly number[], taxPercentage: number | null | undefined): InvoiceTotals {
  const netMinor = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  const taxMinor = salesTaxOf(netMinor, taxPercentage);
  return { netMinor, taxMinor, totalMinor: netMinor + taxMinor };
}

const invoicePartySchema = z.object({ organisationId: z.uuid(), name: z.string() });

const invoiceLineSchema = z.object({
  description: z.string(),
  quantityKg: z.number().nullable(),
  unitPriceMinor: z.number().int().nullable(),
  amountMinor: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** An invoice as both parties see it; the PDF is GET /trading/invoices/{id}/pdf. */
export const invoiceViewSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  contractId: z.uuid(),
  issuer: invoicePartySchema,
  recipient: invoicePartySchema,
  /** The buyer issued it on the seller's behalf (self-billing). */
  selfBilled: z.boolean(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  lines: z.array(invoiceLineSchema),
  currency: currencySchema,
  netMinor: z.number().int(),
  taxLabel: z.string().nullable(),
  taxPercentage: z.number().nullable(),
  /** The issuer's tax number as it was when the invoice was issued. */
  taxNumber: z.string().nullable(),
  taxMinor: z.number().int(),
  totalMinor: z.number().int(),
  issuedAt: z.string(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

/** GET /trading/invoices: a page of the business's invoices, newest first; `contractId` keeps one contract's. */
export const invoiceListQuerySchema = listQuerySchema.extend({ contractId: z.uuid().optional() });
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;
