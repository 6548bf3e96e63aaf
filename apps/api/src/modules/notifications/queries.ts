import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database';
import { accountNotifications } from './tables';

export type AccountNotificationRow = typeof accountNotifications.$inferSelect;
export type NewAccountNotificationRow = typeof accountNotifications.$inferInsert;

/**
 * Writes many notifications in one statement whose rows travel as one JSON parameter: a deadline can tell 100,000
 * people at once, and building a multi-row INSERT through Drizzle cost more than running it (decisions.md).
 */
export async function insertAccountNotifications(
  exec: Executor,
  rows: readonly NewAccountNotificationRow[],
): Promise<{ id: string; userId: string }[]> {
  if (rows.length === 0) return [];
  const values = JSON.stringify(
    rows.map((row) => ({
      user_id: row.userId,
      organisation_id: row.organisationId ?? null,
      title: row.title,
      message: row.message,
      type: row.type,
      call_to_action: row.callToAction ?? null,
      data: row.data ?? null,
      created_at: row.createdAt,
    })),
  );
  return queryRows<{ id: string; userId: string }>(
    exec,
    sql`insert into account_notifications (user_id, organisation_id, title, message, type, call_to_action, data,
        created_at)
      select user_id, organisation_id, title, message, type, call_to_action, data, created_at
      from json_to_recordset(${values}::json) as r(user_id uuid, organisation_id uuid, title text, message text,
        type text, call_to_action jsonb, data jsonb, created_at timestamptz)
      returning id, user_id as "userId"`,
  );
}

export async function findAccountNotification(exec: Executor, id: string): Promise<AccountNotificationRow | null> {
  const [row] = await exec.select().from(accountNotifications).where(eq(accountNotifications.id, id));
  return row ?? null;
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
