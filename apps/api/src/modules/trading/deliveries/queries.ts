import { and, asc, eq, ne, or, sum } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { returnedRow } from '../../../platform/db/database';
import { tradingListings } from '../listings/tables';
import { tradingTrades } from '../trades/tables';
import { tradingContractDeliveries } from './tables';

export type DeliveryRow = typeof tradingContractDeliveries.$inferSelect;
export type NewDelivery = typeof tradingContractDeliveries.$inferInsert;

const d = tradingContractDeliveries;

export async function insertDelivery(exec: Executor, values: NewDelivery): Promise<DeliveryRow> {
  return returnedRow(await exec.insert(d).values(values).returning());
}

/** A contract's deliveries, by planned date. The contract's own visibility is checked before. */
/**
 * Whether a contract has any delivery (§7: then it cannot be deleted): its own, or, for a storage contract, one of
 * third-party stored grain drawn on it.
 */
export async function contractHasDeliveries(exec: Executor, contractId: string): Promise<boolean> {
  const rows = await exec
    .select({ id: d.id })
    .from(d)
    .where(or(eq(d.contractId, contractId), eq(d.storageContractId, contractId)))
    .limit(1);
  return rows.length > 0;
}

/** What the deliveries drawing on a storage contract take of its agreed quantity, but for the one being changed. */
export async function storageDrawnKg(exec: Executor, storageContractId: string, except?: string): Promise<number> {
  const [row] = await exec
    .select({ total: sum(d.storageDrawKg).mapWith(Number) })
    .from(d)
    .where(and(eq(d.storageContractId, storageContractId), except ? ne(d.id, except) : undefined));
  return row?.total ?? 0;
}

export function deliveriesOfContract(exec: Executor, contractId: string): Promise<DeliveryRow[]> {
  return exec.select().from(d).where(eq(d.contractId, contractId)).orderBy(asc(d.plannedDate), asc(d.createdAt));
}

/** One of the contract's deliveries, locked for a change when asked. */
export async function deliveryOfContract(
  exec: Executor,
  contractId: string,
  id: string,
  lock: 'lock' | 'read' = 'read',
): Promise<DeliveryRow | null> {
  const query = exec
    .select()
    .from(d)
    .where(and(eq(d.id, id), eq(d.contractId, contractId)));
  const [row] = lock === 'lock' ? await query.for('update') : await query;
  return row ?? null;
}

/** What the contract's deliveries plan in all, but for the one being changed. */
export async function plannedWeightOf(exec: Executor, contractId: string, except?: string): Promise<number> {
  const [row] = await exec
    .select({ total: sum(d.plannedWeightKg).mapWith(Number) })
    .from(d)
    .where(and(eq(d.contractId, contractId), except ? ne(d.id, except) : undefined));
  return row?.total ?? 0;
}

export async function updateDelivery(exec: Executor, id: string, values: Partial<NewDelivery>): Promise<DeliveryRow> {
  return returnedRow(await exec.update(d).set(values).where(eq(d.id, id)).returning());
}

export async function deleteDelivery(exec: Executor, id: string): Promise<void> {
  await exec.delete(d).where(eq(d.id, id));
}

/** The type and grade the trade's listing named (its item), when the contract came from a listing that named one. */
export async function listedItemOfTrade(exec: Executor, tradeId: string | null): Promise<string | null> {
  if (!tradeId) return null;
  const [row] = await exec
    .select({ itemId: tradingListings.commodityItemId })
    .from(tradingTrades)
    .innerJoin(tradingListings, eq(tradingListings.id, tradingTrades.listingId))
    .where(eq(tradingTrades.id, tradeId));
  return row?.itemId ?? null;
}
