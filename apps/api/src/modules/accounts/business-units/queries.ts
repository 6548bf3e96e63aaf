import { and, count, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { returnedRow, type Executor } from '../../../platform/db/database';
import type { BusinessUnitRow } from '../queries';
import { businessUnits, profileBusinessUnits, profiles } from '../tables';
import { first } from '../../../platform/db/find-row';

const liveUnit = () => isNull(businessUnits.deletedAt);

export async function updateUnit(
  exec: Executor,
  id: string,
  values: Partial<typeof businessUnits.$inferInsert>,
): Promise<BusinessUnitRow | null> {
  return first(
    exec
      .update(businessUnits)
      .set(values)
      .where(and(eq(businessUnits.id, id), liveUnit()))
      .returning(),
  );
}

/**
 * The live unit locked for its deletion (FOR UPDATE): a listing or a stock record being written at it holds the row
 * (its foreign key check, and holdLiveUnit) until it commits, so the links are counted after it, never before.
 */
export async function lockLiveUnit(exec: Executor, id: string): Promise<BusinessUnitRow | null> {
  return first(
    exec
      .select()
      .from(businessUnits)
      .where(and(eq(businessUnits.id, id), liveUnit()))
      .for('update'),
  );
}

export async function softDeleteUnit(exec: Executor, id: string, at: Date): Promise<BusinessUnitRow | null> {
  return first(
    exec
      .update(businessUnits)
      .set({ deletedAt: at, updatedAt: at })
      .where(and(eq(businessUnits.id, id), liveUnit()))
      .returning(),
  );
}

/** Team members (not removed) limited to the unit. */
export async function countUnitMembers(exec: Executor, unitId: string): Promise<number> {
  const [row] = await exec
    .select({ value: count() })
    .from(profileBusinessUnits)
    .innerJoin(profiles, eq(profiles.id, profileBusinessUnits.profileId))
    .where(and(eq(profileBusinessUnits.businessUnitId, unitId), isNull(profiles.deletedAt)));
  return row?.value ?? 0;
}

/**
 * Live members whose access is limited to this unit and no other live unit: deleting it would
 * leave them limited to nothing.
 */
export async function countMembersOnlyIn(exec: Executor, unitId: string): Promise<number> {
  const other = alias(profileBusinessUnits, 'other_assignment');
  const otherUnit = alias(businessUnits, 'other_unit');
  const [row] = await exec
    .select({ value: count() })
    .from(profileBusinessUnits)
    .innerJoin(profiles, eq(profiles.id, profileBusinessUnits.profileId))
    .where(
      and(
        eq(profileBusinessUnits.businessUnitId, unitId),
        isNull(profiles.deletedAt),
        notExists(
          exec
            .select({ one: sql`1` })
            .from(other)
            .innerJoin(otherUnit, eq(otherUnit.id, other.businessUnitId))
            .where(
              and(
                eq(other.profileId, profileBusinessUnits.profileId),
                ne(other.businessUnitId, unitId),
                isNull(otherUnit.deletedAt),
              ),
            ),
        ),
      ),
    );
  return row?.value ?? 0;
}

/** Those of the units that belong to the organisation and are not deleted. */
export async function findBusinessUnitsOf(
  exec: Executor,
  organisationId: string,
  ids: string[],
): Promise<BusinessUnitRow[]> {
  if (ids.length === 0) return [];
  return exec
    .select()
    .from(businessUnits)
    .where(
      and(
        eq(businessUnits.organisationId, organisationId),
        inArray(businessUnits.id, ids),
        isNull(businessUnits.deletedAt),
      ),
    );
}

export async function insertBusinessUnit(exec: Executor, values: typeof businessUnits.$inferInsert) {
  return returnedRow(await exec.insert(businessUnits).values(values).returning());
}
