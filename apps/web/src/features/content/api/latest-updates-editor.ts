import { PAGE_SIZE_DEFAULT, latestUpdateSchema, type LatestUpdate, type LatestUpdateInput } from '@harvest/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import type { LatestUpdatesPage } from './get-latest-updates';

/** Everything the editor changes invalidates the readers' lists and the what's-new item too. */
const CONTENT_KEY = ['content'] as const;
const editorKey = ['content', 'editor'] as const;
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
    queryKey: [...editorKey, 'list', offset],
    queryFn: ({ signal }) => getEditorLatestUpdates(offset, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/latest-updates/{id}. */
export async function getEditorLatestUpdate(id: string, signal?: AbortSignal): Promise<LatestUpdate> {
  const { data } = await apiRequest('GET', `/admin/latest-updates/${encodeURIComponent(id)}`, {
    signal,
    schema: latestUpdateSchema,
    auth: 'required',
  });
  return data;
}

export function useEditorLatestUpdate(id: string) {
  return useQuery({
    queryKey: [...editorKey, 'article', id],
    queryFn: ({ signal }) => getEditorLatestUpdate(id, signal),
  });
}

/** POST /api/admin/latest-updates, or PATCH /api/admin/latest-updates/{id} with an id; 409 names a taken slug. */
export async function saveLatestUpdate({ id, input }: { id: string | null; input: LatestUpdateInput }) {
  const { data } = id
    ? await apiRequest('PATCH', `/admin/latest-updates/${encodeURIComponent(id)}`, {
        body: input,
        schema: latestUpdateSchema,
        auth: 'required',
      })
    : await apiRequest('POST', '/admin/latest-updates', { body: input, schema: latestUpdateSchema, auth: 'required' });
  return data;
}

export function useSaveLatestUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLatestUpdate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

/** DELETE /api/admin/latest-updates/{id}. */
export async function deleteLatestUpdate(id: string): Promise<void> {
  await apiRequest('DELETE', `/admin/latest-updates/${encodeURIComponent(id)}`, { auth: 'required' });
}

export function useDeleteLatestUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLatestUpdate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}
