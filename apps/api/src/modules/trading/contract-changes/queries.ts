import { and, asc, eq, isNotNull, or, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { queryRows, returnedRow } from '../../../platform/db/database';
import { tradingContracts } from '../contracts/tables';
import { tradingContractDeliveries } from '../deliveries/tables';
import { tradingContractFixings, tradingContractPriceUpdates } from './tables';

export type FixingRow = typeof tradingContractFixings.$inferSelect;
export type NewFixing = typeof tradingContractFixings.$inferInsert;
export type PriceUpdateRow = typeof tradingContractPriceUpdates.$inferSelect;
export type NewPriceUpdate = typeof tradingContractPriceUpdates.$inferInsert;

const fx = tradingContractFixings;
const pu = tradingContractPriceUpdates;
const c = tradingContracts;
const d = tradingContractDeliveries;

/** A contract's fixings in the order they were recorded. The contract's own visibility is checked before. */
export function fixingsOf(exec: Executor, contractId: string): Promise<FixingRow[]> {
  return exec.select().from(fx).where(eq(fx.contractId, contractId)).orderBy(asc(fx.createdAt), asc(fx.id));
}

export async function insertFixing(exec: Executor, values: NewFixing): Promise<FixingRow> {
  return returnedRow(await exec.insert(fx).values(values).returning());
}

export function priceUpdatesOf(exec: Executor, contractId: string): Promise<PriceUpdateRow[]> {
  return exec.select().from(pu).where(eq(pu.contractId, contractId)).orderBy(asc(pu.createdAt), asc(pu.id));
}

export async function insertPriceUpdate(exec: Executor, values: NewPriceUpdate): Promise<PriceUpdateRow> {
  return returnedRow(await exec.insert(pu).values(values).returning());
}

/** The contracts rolled out of this one, oldest first. */
export async function rolledIntoIds(exec: Executor, contractId: string): Promise<string[]> {
  const rows = await exec
    .select({ id: c.id })
    .from(c)
    .where(eq(c.rolledFromContractId, contractId))
    .orderBy(asc(c.createdAt), asc(c.id));
  return rows.map((row) => row.id);
}

/** Whether a rollover links the contract either way (rolled from another, or rolled into one). */
export async function hasRolloverLink(exec: Executor, contractId: string): Promise<boolean> {
  const rows = await exec
    .select({ id: c.id })
    .from(c)
    .where(or(eq(c.rolledFromContractId, contractId), and(eq(c.id, contractId), isNotNull(c.rolledFromContractId))))
    .limit(1);
  return rows.length > 0;
}

/** The weight the contract's deliveries take: delivered or planned, each by its planned weight. */
export async function deliveryWeightOf(exec: Executor, contractId: string): Promise<number> {
  const [row] = await exec
    .select({ total: sum(d.plannedWeightKg).mapWith(Number) })
    .from(d)
    .where(eq(d.contractId, contractId));
  return row?.total ?? 0;
}

/**
 * The reference of the trade each rolled contract comes from, through its chain of rollovers (the trade opened the
 * first; a rolled contract has no trade id of its own), by contract id.
 */
export async function rolledTradeReferencesOf(exec: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const found = await queryRows<{ start_id: string; reference: string }>(
    exec,
    sql`with recursive chain (id, from_id, trade_id, start_id) as (
          select id, rolled_from_contract_id, trade_id, id from trading_contracts where id in (${list})
          union all
          select c.id, c.rolled_from_contract_id, c.trade_id, chain.start_id
            from trading_contracts c join chain on c.id = chain.from_id
           where chain.trade_id is null
        )
        select chain.start_id, t.reference from chain join trading_trades t on t.id = chain.trade_id`,
  );
  return new Map(found.map((row) => [row.start_id, row.reference]));
}
