import { storedClientLogSchema, type LogLevel, type StoredClientLog } from '@harvest/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPageFrom, type Page } from '../../../lib/api/api-data';
import { clientLogsQueryKey } from './logs-query-keys';

export interface ClientLogFilters {
  offset: number;
  /** Part of the message; empty for all. */
  query: string;
  level: LogLevel | null;
}

const logsSchema = storedClientLogSchema.array();

/** GET /api/log/v1/logs (system administrators): one page of PAGE_SIZE_DEFAULT, newest first. */
export function getClientLogs(filters: ClientLogFilters, signal?: AbortSignal): Promise<Page<StoredClientLog>> {
  const query = { offset: filters.offset, q: filters.query.trim(), level: filters.level };
  return apiPageFrom('/log/v1/logs', query, { signal, schema: logsSchema });
}

export function clientLogsQueryOptions(filters: ClientLogFilters) {
  return queryOptions({
    queryKey: clientLogsQueryKey(filters),
    queryFn: ({ signal }) => getClientLogs(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClientLogs(filters: ClientLogFilters) {
  return useQuery(clientLogsQueryOptions(filters));
}
