import { messages } from '../i18n/messages';

/**
 * Every quantity is the sum of its lines in the append-only ledger, and the API applies this rule to each line
 * inside its transaction. The message a change to a balance breaks, or null: no record, and so no store, may go below nothing. A loss
 * or correction larger than what is there, and a move of more than is there, are refused the same way.
 */
export function balanceIssue(balanceKg: number, deltaKg: number): string | null {
  return balanceKg + deltaKg < 0 ? messages.inventory.quantityNegative : null;
}

/**
 * The ledger oldest first, each line with the balance after it: what a lot's page shows. The last balance is the
 * lot's quantity, since the quantity is the sum of its lines.
 */
export function withRunningBalance<T extends { deltaKg: number }>(lines: readonly T[]): (T & { balanceKg: number })[] {
  let balanceKg = 0;
  return lines.map((line) => {
    balanceKg += line.deltaKg;
    return { ...line, balanceKg };
  });
}
