import {
  buildPagination,
  cleanJson,
  cleanString,
  LOG_LEVELS,
  LOG_PLATFORMS,
  LOG_SERVICES,
  LOG_TAGS,
  type ClientLogEntry,
  type ClientLogSearch,
  type Pagination,
  type StoredClientLog,
} from '@harvest/domain';
import type { Principal } from '../../platform/auth/principal';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { clientLogsPage, deleteClientLogsBefore, insertClientLogs, type ClientLogRow } from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LogsServiceOptions {
  /** Stored entries older than this many days are deleted by the retention job. */
  retentionDays: number;
}

/** Names of people and businesses, read from accounts (its directory) so the logs show who, not only an id. */
export interface LogNames {
  namesOf(
    exec: Executor,
    organisationIds: readonly string[],
    userIds: readonly string[],
  ): Promise<{ organisations: Map<string, { name: string }>; people: Map<string, { name: string }> }>;
}

type FoundNames = Awaited<ReturnType<LogNames['namesOf']>>;

function toStored(row: ClientLogRow, names: FoundNames): StoredClientLog {
  return {
    id: row.id,
    timestamp: row.loggedAt.toISOString(),
    created: row.createdAt.toISOString(),
    level: row.level,
    message: row.message,
    data: row.data ?? null,
    appVersion: row.appVersion,
    userId: row.userId,
    userName: row.userId ? (names.people.get(row.userId)?.name ?? null) : null,
    organisationId: row.organisationId,
    organisationName: row.organisationId ? (names.organisations.get(row.organisationId)?.name ?? null) : null,
    region: row.region,
    service: row.service,
    platform: row.platform,
    tags: row.tags,
  };
}

/**
 * What the apps report about themselves (platform §3, §7), kept for a retention period so a
 * system administrator can look into what a person saw.
 */
export class LogsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly options: LogsServiceOptions,
    private readonly names: LogNames,
  ) {}

  tags() {
    return { tags: [...LOG_TAGS], levels: [...LOG_LEVELS], services: [...LOG_SERVICES], platforms: [...LOG_PLATFORMS] };
  }

  /**
   * Stores a batch as the caller's: the user and organisation come from the principal, never
   * from the body, and every string is cleaned (§5) before it is kept.
   */
  async record(principal: Principal, entries: readonly ClientLogEntry[]): Promise<number> {
    const createdAt = this.clock.now();
    return insertClientLogs(
      this.db,
      entries.map((entry) => ({
        userId: principal.userId,
        organisationId: principal.organisationId,
        level: entry.level,
        message: cleanString(entry.message),
        data: entry.data ? cleanJson(entry.data) : null,
        appVersion: entry.app ? cleanString(entry.app.version) : null,
        region: entry.region ?? null,
        service: entry.service,
        platform: entry.meta.platform,
        tags: [...new Set(entry.tags ?? [])],
        loggedAt: new Date(entry.timestamp),
        createdAt,
      })),
    );
  }

  async search(query: ClientLogSearch): Promise<{ items: StoredClientLog[]; pagination: Pagination }> {
    const { rows, total } = await clientLogsPage(
      this.db,
      {
        text: query.q || undefined,
        level: query.level,
        userId: query.userId,
        organisationId: query.organisationId,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
      },
      query,
    );
    // One read for the page's names, whoever the entries are about (the search itself stays on the logs table).
    const ids = (pick: (row: ClientLogRow) => string | null) =>
      rows.map(pick).filter((id): id is string => id !== null);
    const names = await this.names.namesOf(
      this.db,
      ids((row) => row.organisationId),
      ids((row) => row.userId),
    );
    return { items: rows.map((row) => toStored(row, names)), pagination: buildPagination(query, total) };
  }

  /** Deletes entries stored more than the retention period ago (counted from when the API stored them). */
  async purgeExpired(): Promise<number> {
    return deleteClientLogsBefore(this.db, new Date(this.clock.now().getTime() - this.options.retentionDays * DAY_MS));
  }
}
