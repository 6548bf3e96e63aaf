import { storedClientLogSchema, type LogLevel } from '@harvest/domain';
import { apiPageQuery } from '../../../lib/api/api-query';
import { clientLogsQueryKey } from './logs-query-keys';

export interface ClientLogFilters {
  offset: number;
  /** Part of the message; empty for all. */
  query: string;
  level: LogLevel | null;
}

/** GET /api/log/v1/logs (system administrators): one page of PAGE_SIZE_DEFAULT, newest first. */
export const clientLogsQuery = apiPageQuery({
  key: (filters: ClientLogFilters) => clientLogsQueryKey(filters),
  path: '/log/v1/logs',
  query: ({ offset, query, level }) => ({ offset, q: query.trim(), level }),
  schema: storedClientLogSchema.array(),
});

export const useClientLogs = (filters: ClientLogFilters) => clientLogsQuery.useQuery(filters);
