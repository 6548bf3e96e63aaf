import { and, desc, eq, gte, ilike, lt, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { pageOf } from '../../platform/db/page-of';
import { clientLogs } from './tables';

export type ClientLogRow = typeof clientLogs.$inferSelect;
export type NewClientLogRow = typeof clientLogs.$inferInsert;

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function insertClientLogs(exec: Executor, rows: NewClientLogRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await exec.insert(clientLogs).values(rows).returning({ id: clientLogs.id });
  return inserted.length;
}

export interface ClientLogFilter {
  text?: string;
  level?: ClientLogRow['level'];
  userId?: string;
  organisationId?: string;
  /** By when the API stored them, both ends included. */
  from?: Date;
  to?: Date;
}

function whereOf(filter: ClientLogFilter): SQL | undefined {
  return and(
    filter.text ? ilike(clientLogs.message, containsPattern(filter.text)) : undefined,
    filter.level ? eq(clientLogs.level, filter.level) : undefined,
    filter.userId ? eq(clientLogs.userId, filter.userId) : undefined,
    filter.organisationId ? eq(clientLogs.organisationId, filter.organisationId) : undefined,
    filter.from ? gte(clientLogs.createdAt, filter.from) : undefined,
    filter.to ? lte(clientLogs.createdAt, filter.to) : undefined,
  );
}

/** Newest first, with how many match in all. */
export async function clientLogsPage(
  exec: Executor,
  filter: ClientLogFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ClientLogRow[]; total: number }> {
  const newestFirst = [desc(clientLogs.createdAt), desc(clientLogs.loggedAt), desc(clientLogs.id)];
  return pageOf(exec, clientLogs, whereOf(filter), newestFirst, page);
}

/** Deletes what was stored before the cut-off; answers how many went. */
export async function deleteClientLogsBefore(exec: Executor, before: Date): Promise<number> {
  const deleted = await exec
    .delete(clientLogs)
    .where(lt(clientLogs.createdAt, before))
    .returning({ id: clientLogs.id });
  return deleted.length;
}
