import type { BusinessUnit } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { businessUnitsQueryKey } from './accounts-query-keys';

/** DELETE /api/customers/business-units/{id}: 409 businessUnitInUse while crops or listings link to it. */
export async function deleteBusinessUnit(id: string): Promise<void> {
  await apiRequest('DELETE', `/customers/business-units/${encodeURIComponent(id)}`, { auth: 'required' });
}

export function useDeleteBusinessUnit(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBusinessUnit,
    onSuccess: (_result, id) =>
      queryClient.setQueryData<BusinessUnit[]>(businessUnitsQueryKey(organisationId), (units) =>
        units?.filter((unit) => unit.id !== id),
      ),
  });
}
