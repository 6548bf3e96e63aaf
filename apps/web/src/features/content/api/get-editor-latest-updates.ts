import { PAGE_SIZE_DEFAULT, latestUpdateSchema } from '@harvest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { editorLatestUpdatesQueryKey } from './content-query-keys';
import type { LatestUpdatesPage } from './get-latest-updates';

const listSchema = latestUpdateSchema.array();

/** GET /api/admin/latest-updates (system administrators): every article, drafts first. */
export async function getEditorLatestUpdates(offset: number, signal?: AbortSignal): Promise<LatestUpdatesPage> {
  const { data, pagination } = await apiRequest('GET', '/admin/latest-updates', {
    query: { offset, limit: PAGE_SIZE_DEFAULT },
    signal,
    schema: listSchema,
    auth: 'required',
  });
  return { items: data, pagination };
}

export function useEditorLatestUpdates(offset: number) {
  return useQuery({
    queryKey: editorLatestUpdatesQueryKey(offset),
    queryFn: ({ signal }) => getEditorLatestUpdates(offset, signal),
    placeholderData: keepPreviousData,
  });
}
