import { and, desc, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { returnedRow, type Executor } from '../../../platform/db/database';
import { organisations, profiles, users } from '../tables';
import { invites } from './tables';
import { first } from '../../../platform/db/find-row';

type InviteRow = typeof invites.$inferSelect;

/** Invites still waiting for an answer (expired ones included: they can be sent again). */
const OPEN_INVITE_STATUSES = ['pending', 'sent', 're-sent'] as const;
export const isOpen = () => inArray(invites.status, [...OPEN_INVITE_STATUSES]);

/** An invited profile becomes usable; null unless it was invited and is still there. */
export async function activateProfile(exec: Executor, profileId: string) {
  return first(
    exec
      .update(profiles)
      .set({ status: 'active' })
      .where(and(eq(profiles.id, profileId), eq(profiles.status, 'invited'), isNull(profiles.deletedAt)))
      .returning({ id: profiles.id }),
  );
}

/** Removes a profile that was only invited. */
export async function removeInvitedProfile(exec: Executor, profileId: string, at: Date): Promise<void> {
  await exec
    .update(profiles)
    .set({ deletedAt: at })
    .where(and(eq(profiles.id, profileId), eq(profiles.status, 'invited'), isNull(profiles.deletedAt)));
}

export async function insertInvite(exec: Executor, values: typeof invites.$inferInsert): Promise<InviteRow> {
  return returnedRow(await exec.insert(invites).values(values).returning());
}

const inviter = alias(users, 'inviter');

/** An invite with who it is for, who sent it, the profile's groups and the organisation's name. */
async function inviteViews(exec: Executor, where: SQL | undefined) {
  return exec
    .select({
      invite: invites,
      invitee: users,
      groups: profiles.groups,
      organisationName: organisations.name,
      inviterGivenName: inviter.givenName,
      inviterFamilyName: inviter.familyName,
    })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.userId))
    .innerJoin(profiles, eq(profiles.id, invites.profileId))
    .innerJoin(organisations, eq(organisations.id, invites.organisationId))
    .innerJoin(inviter, eq(inviter.id, invites.invitedByUserId))
    .where(where)
    .orderBy(desc(invites.sentAt), desc(invites.id));
}

export type InviteView = Awaited<ReturnType<typeof inviteViews>>[number];

export async function findInviteView(exec: Executor, id: string): Promise<InviteView | null> {
  return first(inviteViews(exec, eq(invites.id, id)));
}

/** The organisation's open invites, newest first. */
export async function findOpenInviteViews(exec: Executor, organisationId: string): Promise<InviteView[]> {
  return inviteViews(exec, and(eq(invites.organisationId, organisationId), isOpen()));
}

/** The open, unexpired invite the token belongs to. */
export async function findUsableInviteView(exec: Executor, tokenHash: string, at: Date): Promise<InviteView | null> {
  return first(inviteViews(exec, and(eq(invites.tokenHash, tokenHash), isOpen(), gt(invites.expiresAt, at))));
}

/**
 * Marks the open, unexpired invite of the token accepted; one statement, so of two callers
 * with the same token only one gets the row back (the other waits for it, then finds none).
 */
export async function claimInvite(exec: Executor, tokenHash: string, at: Date): Promise<InviteRow | null> {
  return first(
    exec
      .update(invites)
      .set({ status: 'accepted', acceptedAt: at })
      .where(and(eq(invites.tokenHash, tokenHash), isOpen(), gt(invites.expiresAt, at)))
      .returning(),
  );
}

/** A new token and expiry for an open invite of the organisation: the old link stops working. */
export async function reissueInvite(
  exec: Executor,
  where: { id: string; organisationId: string },
  values: { tokenHash: string; sentAt: Date; expiresAt: Date },
): Promise<InviteRow | null> {
  return first(
    exec
      .update(invites)
      .set({ ...values, status: 're-sent' })
      .where(and(eq(invites.id, where.id), eq(invites.organisationId, where.organisationId), isOpen()))
      .returning(),
  );
}

export async function cancelInvite(
  exec: Executor,
  where: { id: string; organisationId: string },
): Promise<InviteRow | null> {
  return first(
    exec
      .update(invites)
      .set({ status: 'cancelled' })
      .where(and(eq(invites.id, where.id), eq(invites.organisationId, where.organisationId), isOpen()))
      .returning(),
  );
}
