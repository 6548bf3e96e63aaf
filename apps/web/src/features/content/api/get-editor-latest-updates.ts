import { latestUpdateSchema, type LatestUpdate } from '@harvest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPageFrom, type Page } from '../../../lib/api/api-data';
import { editorLatestUpdatesQueryKey } from './content-query-keys';

const listSchema = latestUpdateSchema.array();

/** GET /api/admin/latest-updates (system administrators): every article, drafts first. */
export function getEditorLatestUpdates(offset: number, signal?: AbortSignal): Promise<Page<LatestUpdate>> {
  return apiPageFrom('/admin/latest-updates', { offset }, { signal, schema: listSchema });
}

export function useEditorLatestUpdates(offset: number) {
  return useQuery({
    queryKey: editorLatestUpdatesQueryKey(offset),
    queryFn: ({ signal }) => getEditorLatestUpdates(offset, signal),
    placeholderData: keepPreviousData,
  });
}
