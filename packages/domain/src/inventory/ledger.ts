import { messages } from '../i18n/messages';

/**
 * The append-only ledger behind every quantity: a record's quantity, and a store's, is the sum of its lines.
 * These pure functions are what the API applies inside its transaction and what the property tests drive.
 */
export interface LedgerLine {
  recordId: string;
  storageId: string;
  deltaKg: number;
}

/** The sum of the lines for one key (a record or a storage location). */
export function ledgerBalance(lines: readonly LedgerLine[], key: 'recordId' | 'storageId', id: string): number {
  let total = 0;
  for (const line of lines) if (line[key] === id) total += line.deltaKg;
  return total;
}

/**
 * The message a change to a balance breaks, or null: no record, and so no store, may go below nothing. A loss
 * or correction larger than what is there, and a move of more than is there, are refused the same way.
 */
export function balanceIssue(balanceKg: number, deltaKg: number): string | null {
  return balanceKg + deltaKg < 0 ? messages.inventory.quantityNegative : null;
}
