import { latestUpdateSchema, type LatestUpdate } from '@harvest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPageFrom, type Page } from '../../../lib/api/api-data';
import { latestUpdatesQueryKey } from './content-query-keys';

const listSchema = latestUpdateSchema.array();

/** GET /api/content/v1/latest-updates: the published articles for the reader, newest first. */
export function getLatestUpdates(offset: number, signal?: AbortSignal): Promise<Page<LatestUpdate>> {
  return apiPageFrom('/content/v1/latest-updates', { offset }, { signal, schema: listSchema });
}

export function useLatestUpdates(offset: number) {
  return useQuery({
    queryKey: latestUpdatesQueryKey(offset),
    queryFn: ({ signal }) => getLatestUpdates(offset, signal),
    placeholderData: keepPreviousData,
  });
}
