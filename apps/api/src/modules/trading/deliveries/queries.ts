import { DELIVERY_STATUSES, deliveryTipped, type ContractDeliveryFacts } from '@harvest/domain';
import { and, asc, eq, inArray, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { returnedRow } from '../../../platform/db/database';
import { tradingContracts } from '../contracts/tables';
import { tradingListings } from '../listings/tables';
import { tradingTrades } from '../trades/tables';
import { tradingContractDeliveries } from './tables';

export type DeliveryRow = typeof tradingContractDeliveries.$inferSelect;
export type NewDelivery = typeof tradingContractDeliveries.$inferInsert;

const d = tradingContractDeliveries;
const c = tradingContracts;

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

/** Each contract's weight and its deliveries' states and planned weights: what its delivered label is read from. */
export async function deliveryFactsOf(
  exec: Executor,
  contractIds: readonly string[],
): Promise<Map<string, ContractDeliveryFacts>> {
  const found = new Map<string, { totalWeightKg: number; deliveries: ContractDeliveryFacts['deliveries'][number][] }>();
  if (contractIds.length === 0) return found;
  const c = tradingContracts;
  const rows = await exec
    .select({ id: c.id, totalWeightKg: c.totalWeightKg, status: d.status, plannedWeightKg: d.plannedWeightKg })
    .from(c)
    .leftJoin(d, eq(d.contractId, c.id))
    .where(inArray(c.id, [...contractIds]));
  for (const row of rows) {
    const facts = found.get(row.id) ?? { totalWeightKg: row.totalWeightKg, deliveries: [] };
    if (row.status !== null && row.plannedWeightKg !== null) {
      facts.deliveries.push({ status: row.status, plannedWeightKg: row.plannedWeightKg });
    }
    found.set(row.id, facts);
  }
  return found;
}

/**
 * The domain's contractDelivered as SQL, for the contracts search's `delivered` facet ('true' or 'false'): the
 * contract's deliveries plan at least its weight and every one is delivered (none: not delivered). The columns are
 * given so a search names them through its own alias; a test checks the two agree.
 */
export function contractDeliveredSql(columns: { id: SQL; totalWeightKg: SQL }): SQL {
  const tipped = sql.join(
    DELIVERY_STATUSES.filter(deliveryTipped).map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`(case when coalesce((select bool_and(cd.status in (${tipped})) and sum(cd.planned_weight_kg) >= ${columns.totalWeightKg}
    from trading_contract_deliveries cd where cd.contract_id = ${columns.id}), false) then 'true' else 'false' end)`;
}

/** A delivery with the contract facts haulage needs, when the organisation is the contract's seller or buyer. */
/** A delivery and its contract by the delivery's id alone: for haulage's driver, who is neither party. */
export async function deliveryWithContract(exec: Executor, id: string) {
  const [row] = await exec
    .select({ delivery: d, contract: c })
    .from(d)
    .innerJoin(c, eq(c.id, d.contractId))
    .where(eq(d.id, id))
    .limit(1);
  return row ?? null;
}

export async function deliveryForHaulage(exec: Executor, organisationId: string, id: string) {
  const [row] = await exec
    .select({ delivery: d, contract: c })
    .from(d)
    .innerJoin(c, eq(c.id, d.contractId))
    .where(and(eq(d.id, id), or(eq(c.sellerOrganisationId, organisationId), eq(c.buyerOrganisationId, organisationId))))
    .limit(1);
  return row ?? null;
}
