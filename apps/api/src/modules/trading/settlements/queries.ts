import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { returnedRow } from '../../../platform/db/database';
import { tradingContractDeliveries } from '../deliveries/tables';
import { tradingInvoices } from '../invoices/tables';
import { tradingSettlements } from './tables';

export type SettlementRow = typeof tradingSettlements.$inferSelect;
export type NewSettlement = typeof tradingSettlements.$inferInsert;

/** What a settlement's view reads of the invoice it issued. */
export interface SettledInvoice {
  reference: string;
  selfBilled: boolean;
  invoiceDate: string;
  dueDate: string;
  currency: (typeof tradingInvoices.$inferSelect)['currency'];
  netMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/** A settlement with the invoice it issued. */
export interface SettlementWithInvoice {
  settlement: SettlementRow;
  invoice: SettledInvoice;
}

const s = tradingSettlements;
const i = tradingInvoices;

export async function insertSettlement(exec: Executor, values: NewSettlement): Promise<SettlementRow> {
  return returnedRow(await exec.insert(s).values(values).returning());
}

export async function updateSettlement(
  exec: Executor,
  deliveryId: string,
  values: Partial<NewSettlement>,
): Promise<SettlementRow> {
  return returnedRow(await exec.update(s).set(values).where(eq(s.deliveryId, deliveryId)).returning());
}

/** The deliveries' settlements with their invoices, by delivery id (the deliveries' contract was checked before). */
export async function settlementsOfDeliveries(
  exec: Executor,
  deliveryIds: readonly string[],
): Promise<Map<string, SettlementWithInvoice>> {
  if (deliveryIds.length === 0) return new Map();
  const found = await exec
    .select({
      settlement: s,
      invoice: {
        reference: i.reference,
        selfBilled: i.selfBilled,
        invoiceDate: i.invoiceDate,
        dueDate: i.dueDate,
        currency: i.currency,
        netMinor: i.netMinor,
        taxMinor: i.taxMinor,
        totalMinor: i.totalMinor,
      },
    })
    .from(s)
    .innerJoin(i, eq(i.id, s.invoiceId))
    .where(inArray(s.deliveryId, [...deliveryIds]));
  return new Map(found.map((row) => [row.settlement.deliveryId, row]));
}

/**
 * The domain's contractSettled as SQL, 'settled' or 'unsettled' (CONTRACT_SETTLEMENT_TERMS): at least one delivery,
 * and every one settled or paid. `contractId` names the contract's id column through the caller's alias.
 */
export function contractSettlementSql(contractId: SQL): SQL {
  const d = tradingContractDeliveries;
  return sql`(case when exists (select 1 from ${d} where ${d.contractId} = ${contractId})
    and not exists (select 1 from ${d} where ${d.contractId} = ${contractId} and ${d.status} not in ('settled', 'paid'))
    then 'settled' else 'unsettled' end)`;
}
