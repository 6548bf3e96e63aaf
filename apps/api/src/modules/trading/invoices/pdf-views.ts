import {
  DEFAULT_LOCALE,
  formatKgAsTonnes,
  formatMoney,
  formatMessage,
  messages,
  type Address,
  type InvoiceView,
} from '@harvest/domain';
import PDFDocument from 'pdfkit';
import type { InvoiceParty } from '../../accounts';

const words = messages.invoices;
/** The brand colour when a business has none: the product's green. */
const DEFAULT_COLOUR = '#1f7a35';
const INK = '#222222';
const MUTED = '#555555';

const longDate = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
export const dateOf = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));

const addressLines = (address: Address | null): string[] =>
  address
    ? [address.line1, address.line2, address.city, address.region, address.postcode].flatMap((part) =>
        part ? [part] : [],
      )
    : [];

/**
 * The invoice as a PDF (A4): the supplier's (the seller's) to the customer, in the supplier's colour, with its number,
 * tax label, percentage and number as issued, and the self-billing wording when the buyer wrote it for the seller.
 */
export function invoicePdf(
  invoice: InvoiceView,
  parties: { supplier: InvoiceParty; customer: InvoiceParty; contractNumber: string | null },
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${words.title} ${invoice.reference}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const colour = parties.supplier.branding?.primaryColour ?? DEFAULT_COLOUR;
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(colour).font('Helvetica-Bold').fontSize(20).text(parties.supplier.name, left, 50);
  doc
    .fillColor(INK)
    .fontSize(14)
    .text(invoice.selfBilled ? words.selfBilledTitle : words.title);
  doc.moveDown(0.5).font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of addressLines(parties.supplier.address)) doc.text(line);
  if (parties.supplier.companyNumber)
    doc.text(formatMessage(words.companyNumber, { number: parties.supplier.companyNumber }));
  if (invoice.taxNumber) doc.text(formatMessage(words.taxNumber, { number: invoice.taxNumber }));

  doc.moveDown().fillColor(INK).fontSize(10);
  const facts: [string, string][] = [
    [words.number, invoice.reference],
    [words.date, dateOf(invoice.invoiceDate)],
    [words.due, dateOf(invoice.dueDate)],
    ...(parties.contractNumber ? ([[words.contract, parties.contractNumber]] as [string, string][]) : []),
  ];
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }
  doc.moveDown().font('Helvetica-Bold').text(words.to);
  doc.font('Helvetica').text(parties.customer.name);
  for (const line of addressLines(parties.customer.address)) doc.text(line);

  // The lines: description, quantity, price per tonne, amount.
  doc.moveDown();
  const columns = [
    { label: words.description, x: left, width: width * 0.46, align: 'left' as const },
    { label: words.quantity, x: left + width * 0.46, width: width * 0.16, align: 'right' as const },
    { label: words.price, x: left + width * 0.62, width: width * 0.18, align: 'right' as const },
    { label: words.amount, x: left + width * 0.8, width: width * 0.2, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let bottom = y;
    columns.forEach((column, index) => {
      doc.text(cells[index] ?? '', column.x, y, { width: column.width, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
    doc.x = left;
  };
  row(
    columns.map((column) => column.label),
    true,
  );
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(colour)
    .stroke();
  doc.y += 4;
  for (const line of invoice.lines) {
    row([
      line.description,
      line.quantityKg === null ? '' : formatKgAsTonnes(line.quantityKg),
      line.unitPriceMinor === null ? '' : money(line.unitPriceMinor),
      money(line.amountMinor),
    ]);
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(colour)
    .stroke();
  doc.y += 6;
  const taxLabel = invoice.taxLabel ?? words.tax;
  const taxWithRate = invoice.taxPercentage === null ? taxLabel : `${taxLabel} (${invoice.taxPercentage}%)`;
  row(['', '', words.net, money(invoice.netMinor)]);
  row(['', '', taxWithRate, money(invoice.taxMinor)]);
  row(['', '', words.total, money(invoice.totalMinor)], true);

  if (invoice.selfBilled) {
    doc.moveDown().font('Helvetica').fontSize(9).fillColor(MUTED).text(words.selfBilledWording, left, doc.y, { width });
  }
  doc.end();
  return done;
}
