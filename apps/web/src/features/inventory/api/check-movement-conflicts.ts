import { movementConflictsSchema, type MovementConflict, type MovementCreate } from '@harvest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { movementConflictsQueryKey } from './inventory-query-keys';

/** POST /api/inventory/movements/conflicts: what the movement would meet now, writing nothing. */
export async function checkMovementConflicts(body: MovementCreate, signal?: AbortSignal): Promise<MovementConflict[]> {
  const { conflicts } = await apiData('POST', '/inventory/movements/conflicts', {
    body,
    schema: movementConflictsSchema,
    signal,
  });
  return conflicts;
}

/**
 * The server's view of a draft movement's conflicts, asked again whenever the draft changes (the form debounces
 * it), so what the store holds now, other people's moves included, is taken into account before saving.
 */
export function useMovementConflicts(draft: MovementCreate | null) {
  return useQuery({
    queryKey: movementConflictsQueryKey(draft),
    queryFn: ({ signal }) => checkMovementConflicts(draft as MovementCreate, signal),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
