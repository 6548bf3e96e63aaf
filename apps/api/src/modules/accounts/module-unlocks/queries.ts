import { ROLE_SYS_ADMIN } from '@harvest/domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { organisations, users } from '../tables';
import { moduleUnlockRequests } from './tables';
import { findRow, first } from '../../../platform/db/find-row';
import { insertIfNew } from '../../../platform/db/insert-if-new';

type ModuleUnlockRow = typeof moduleUnlockRequests.$inferSelect;

/** Active users with the sys-admin role: who hears of unlock requests. */
export async function findSysAdminEmails(exec: Executor): Promise<{ email: string; givenName: string }[]> {
  return exec
    .select({ email: users.email, givenName: users.givenName })
    .from(users)
    .where(and(sql`${ROLE_SYS_ADMIN} = any(${users.roles})`, eq(users.status, 'active')))
    .orderBy(asc(users.email));
}

/** Null when the organisation already has an open request for the module. */
export async function insertUnlockRequestIfNew(
  exec: Executor,
  values: typeof moduleUnlockRequests.$inferInsert,
): Promise<ModuleUnlockRow | null> {
  return insertIfNew(exec, moduleUnlockRequests, values);
}

export async function findOpenUnlockRequest(
  exec: Executor,
  organisationId: string,
  moduleId: string,
): Promise<ModuleUnlockRow | null> {
  return findRow(
    exec,
    moduleUnlockRequests,
    and(
      eq(moduleUnlockRequests.organisationId, organisationId),
      eq(moduleUnlockRequests.moduleId, moduleId),
      eq(moduleUnlockRequests.status, 'requested'),
    ),
  );
}

/** Marks the organisation's open requests for the modules granted. */
export async function grantOpenUnlockRequests(
  exec: Executor,
  organisationId: string,
  moduleIds: string[],
  decision: { by: string; at: Date },
): Promise<{ moduleId: string; requestedByUserId: string }[]> {
  if (moduleIds.length === 0) return [];
  return exec
    .update(moduleUnlockRequests)
    .set({ status: 'granted', decidedByUserId: decision.by, decidedAt: decision.at })
    .where(
      and(
        eq(moduleUnlockRequests.organisationId, organisationId),
        inArray(moduleUnlockRequests.moduleId, moduleIds),
        eq(moduleUnlockRequests.status, 'requested'),
      ),
    )
    .returning({ moduleId: moduleUnlockRequests.moduleId, requestedByUserId: moduleUnlockRequests.requestedByUserId });
}

/** Requests with their organisation's name and who asked, oldest first. */
async function unlockViews(exec: Executor, where: SQL | undefined) {
  return exec
    .select({
      request: moduleUnlockRequests,
      organisationName: organisations.name,
      requesterGivenName: users.givenName,
      requesterFamilyName: users.familyName,
    })
    .from(moduleUnlockRequests)
    .innerJoin(organisations, eq(organisations.id, moduleUnlockRequests.organisationId))
    .innerJoin(users, eq(users.id, moduleUnlockRequests.requestedByUserId))
    .where(where)
    .orderBy(asc(moduleUnlockRequests.requestedAt), asc(moduleUnlockRequests.id));
}

export type UnlockView = Awaited<ReturnType<typeof unlockViews>>[number];

export async function findUnlockView(exec: Executor, id: string): Promise<UnlockView | null> {
  return first(unlockViews(exec, eq(moduleUnlockRequests.id, id)));
}

export async function findUnlockViewsOf(exec: Executor, organisationId: string): Promise<UnlockView[]> {
  return unlockViews(exec, eq(moduleUnlockRequests.organisationId, organisationId));
}

/** Every organisation's requests still waiting for an answer, oldest first. */
export async function findOpenUnlockViews(exec: Executor): Promise<UnlockView[]> {
  return unlockViews(exec, eq(moduleUnlockRequests.status, 'requested'));
}

/** The modules each organisation is waiting to have unlocked. */
export async function findOpenUnlockModules(
  exec: Executor,
  organisationIds: string[],
): Promise<{ organisationId: string; moduleId: string }[]> {
  if (organisationIds.length === 0) return [];
  return exec
    .select({ organisationId: moduleUnlockRequests.organisationId, moduleId: moduleUnlockRequests.moduleId })
    .from(moduleUnlockRequests)
    .where(
      and(inArray(moduleUnlockRequests.organisationId, organisationIds), eq(moduleUnlockRequests.status, 'requested')),
    )
    .orderBy(asc(moduleUnlockRequests.requestedAt), asc(moduleUnlockRequests.id));
}
