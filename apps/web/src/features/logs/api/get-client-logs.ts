import {
  PAGE_SIZE_DEFAULT,
  storedClientLogSchema,
  type LogLevel,
  type Pagination,
  type StoredClientLog,
} from '@harvest/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { clientLogsQueryKey } from './logs-query-keys';

export interface ClientLogFilters {
  offset: number;
  /** Part of the message; empty for all. */
  query: string;
  level: LogLevel | null;
}

export interface ClientLogsPage {
  logs: StoredClientLog[];
  pagination: Pagination | null;
}

const logsSchema = storedClientLogSchema.array();

/** GET /api/log/v1/logs (system administrators): one page of PAGE_SIZE_DEFAULT, newest first. */
export async function getClientLogs(filters: ClientLogFilters, signal?: AbortSignal): Promise<ClientLogsPage> {
  const { data, pagination } = await apiRequest('GET', '/log/v1/logs', {
    query: { offset: filters.offset, limit: PAGE_SIZE_DEFAULT, q: filters.query.trim(), level: filters.level },
    signal,
    schema: logsSchema,
    auth: 'required',
  });
  return { logs: data, pagination };
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
