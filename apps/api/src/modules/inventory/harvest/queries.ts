import { KG_PER_TONNE } from '@harvest/domain';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { returnedRow } from '../../../platform/db/database';
import { inScope, rowById, type Scope } from '../../../platform/db/tenant-scope';
import type { MovementRow } from '../movements/queries';
import { inventoryMovements } from '../movements/tables';
import { inventoryStorages } from '../storage/tables';
import { harvestPlans } from './tables';
import { first } from '../../../platform/db/find-row';

export type HarvestPlanRow = typeof harvestPlans.$inferSelect;

/** A plan as it is shown: with its field's name and area, what its complete loads add up to and how many it has. */
export type HarvestPlanDoc = HarvestPlanRow & {
  fieldName: string;
  areaHa: number | null;
  actualKg: number;
  loadCount: number;
};

const h = harvestPlans;
const s = inventoryStorages;
const m = inventoryMovements;

/**
 * The outer plan's id, always qualified: inside the subqueries below an unqualified "id" would name the
 * subquery's own movement.
 */
const outerPlanId = sql`"harvest_plans"."id"`;

/** What the plan has harvested: its complete loads (a planned load has not arrived yet). */
export const planActualKg = sql<string>`(select coalesce(sum(hl.quantity_kg), 0) from ${m} hl
  where hl.harvest_id = ${outerPlanId} and hl.deleted_at is null and hl.status = 'complete')`;

/** Its loads, planned or complete. */
const planLoadCount = sql<string>`(select count(*) from ${m} hl
  where hl.harvest_id = ${outerPlanId} and hl.deleted_at is null)`;

/** Area x expected yield in kg, for sorting (the view works it out with the domain's harvestExpectedKg). */
export const planExpectedKg = sql`round(${s.areaHa} * ${h.expectedYieldTonnesPerHectare} * ${sql.raw(String(KG_PER_TONNE))})`;

/** The caller's organisation and units (a plan is at its field's unit). */
const planInScope = (scope: Scope): SQL | undefined => inScope(scope, h);

export async function insertPlan(exec: Executor, values: typeof harvestPlans.$inferInsert): Promise<HarvestPlanRow> {
  return returnedRow(await exec.insert(h).values(values).returning());
}

export async function updatePlan(exec: Executor, id: string, values: Partial<HarvestPlanRow>): Promise<HarvestPlanRow> {
  return returnedRow(await exec.update(h).set(values).where(eq(h.id, id)).returning());
}

/** The plan locked for this transaction: its loads are added, removed and completed one at a time. */
export const lockPlan = (exec: Executor, scope: Scope, id: string) => rowById(exec, h, id, planInScope(scope), 'lock');

/** A live plan of the same field, crop and year, if there is one. */
export async function findTwinPlan(
  exec: Executor,
  plan: Pick<HarvestPlanRow, 'organisationId' | 'fieldId' | 'commodityId' | 'harvestYear'>,
): Promise<HarvestPlanRow | null> {
  return first(
    exec
      .select()
      .from(h)
      .where(
        and(
          eq(h.organisationId, plan.organisationId),
          eq(h.fieldId, plan.fieldId),
          eq(h.commodityId, plan.commodityId),
          eq(h.harvestYear, plan.harvestYear),
          isNull(h.deletedAt),
        ),
      )
      .limit(1),
  );
}

/** What a plan is shown with: its field's name and area, and its loads' total and count (the search's too). */
export const planDocColumns = {
  plan: h,
  fieldName: s.name,
  areaHa: s.areaHa,
  actualKg: planActualKg,
  loadCount: planLoadCount,
};

type PlanDocRow = {
  plan: typeof h.$inferSelect;
  fieldName: string;
  areaHa: number | null;
  actualKg: unknown;
  loadCount: unknown;
};

export const planDocOf = (row: PlanDocRow): HarvestPlanDoc => ({
  ...row.plan,
  fieldName: row.fieldName,
  areaHa: row.areaHa,
  actualKg: Number(row.actualKg),
  loadCount: Number(row.loadCount),
});

/** Plans as shown, in the caller's scope: all of them, or the one asked for. */
export async function planDocs(exec: Executor, scope: Scope, id?: string): Promise<HarvestPlanDoc[]> {
  const rows = await exec
    .select(planDocColumns)
    .from(h)
    // A field deleted since keeps its plans' history: the join does not ask for it to be live.
    .innerJoin(s, eq(s.id, h.fieldId))
    .where(and(planInScope(scope), id === undefined ? undefined : eq(h.id, id)))
    .orderBy(desc(h.createdAt), asc(h.id));
  return rows.map(planDocOf);
}

/** The plan's live loads, newest first. */
export async function loadsOf(exec: Executor, planId: string): Promise<MovementRow[]> {
  return exec
    .select()
    .from(m)
    .where(and(eq(m.harvestId, planId), isNull(m.deletedAt)))
    .orderBy(desc(m.startDate), desc(m.createdAt));
}
