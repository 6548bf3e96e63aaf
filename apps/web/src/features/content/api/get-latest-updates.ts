import { PAGE_SIZE_DEFAULT, latestUpdateSchema, type LatestUpdate, type Pagination } from '@harvest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { latestUpdatesQueryKey } from './content-query-keys';

export interface LatestUpdatesPage {
  items: LatestUpdate[];
  pagination: Pagination | null;
}

const listSchema = latestUpdateSchema.array();

/** GET /api/content/v1/latest-updates: the published articles for the reader, newest first. */
export async function getLatestUpdates(offset: number, signal?: AbortSignal): Promise<LatestUpdatesPage> {
  const { data, pagination } = await apiRequest('GET', '/content/v1/latest-updates', {
    query: { offset, limit: PAGE_SIZE_DEFAULT },
    signal,
    schema: listSchema,
    auth: 'required',
  });
  return { items: data, pagination };
}

export function useLatestUpdates(offset: number) {
  return useQuery({
    queryKey: latestUpdatesQueryKey(offset),
    queryFn: ({ signal }) => getLatestUpdates(offset, signal),
    placeholderData: keepPreviousData,
  });
}
