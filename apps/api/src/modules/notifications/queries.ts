import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { insertJsonRows } from '../../platform/db/json-rows-insert';
import { accountNotifications } from './tables';
import { findRow } from '../../platform/db/find-row';

export type AccountNotificationRow = typeof accountNotifications.$inferSelect;
export type NewAccountNotificationRow = typeof accountNotifications.$inferInsert;

/** Many notifications in one statement: a deadline can tell 100,000 people at once. */
export async function insertAccountNotifications(
  exec: Executor,
  rows: readonly NewAccountNotificationRow[],
): Promise<{ id: string; userId: string }[]> {
  return insertJsonRows(exec, accountNotifications, rows, ['id', 'userId']);
}

export async function findAccountNotification(exec: Executor, id: string): Promise<AccountNotificationRow | null> {
  return findRow(exec, accountNotifications, eq(accountNotifications.id, id));
}

/** One page of a person's notifications, newest first. */
export async function accountNotificationsPage(
  exec: Executor,
  userId: string,
  page: { offset: number; limit: number },
): Promise<AccountNotificationRow[]> {
  return exec
    .select()
    .from(accountNotifications)
    .where(eq(accountNotifications.userId, userId))
    .orderBy(desc(accountNotifications.createdAt), desc(accountNotifications.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** Marks the person's own unread ones among the ids; answers how many changed. */
export async function markAccountNotificationsRead(
  exec: Executor,
  userId: string,
  ids: string[],
  at: Date,
): Promise<number> {
  const updated = await exec
    .update(accountNotifications)
    .set({ readAt: at })
    .where(
      and(
        eq(accountNotifications.userId, userId),
        inArray(accountNotifications.id, ids),
        isNull(accountNotifications.readAt),
      ),
    )
    .returning({ id: accountNotifications.id });
  return updated.length;
}
