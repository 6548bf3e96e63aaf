import { moduleUnlockSchema, type ModuleUnlock } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../api/api-data';
import { moduleUnlocksQueryKey } from './get-module-unlocks';

/** POST /api/customers/organisations/{id}/modules/unlock {id}: asking again answers the open request. */
export function requestModuleUnlock(organisationId: string, moduleId: string): Promise<ModuleUnlock> {
  return apiData('POST', `/customers/organisations/${encodeURIComponent(organisationId)}/modules/unlock`, {
    body: { id: moduleId },
    schema: moduleUnlockSchema,
  });
}

export function useRequestModuleUnlock(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moduleId: string) => requestModuleUnlock(organisationId, moduleId),
    onSuccess: (unlock) =>
      queryClient.setQueryData<ModuleUnlock[]>(moduleUnlocksQueryKey(organisationId), (unlocks) => [
        ...(unlocks ?? []).filter((item) => item.id !== unlock.id),
        unlock,
      ]),
  });
}
